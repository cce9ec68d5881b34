import { auditActionLabel, auditTargetLabel } from "@portal/contract";
import { adminDashboard } from "@portal/core";
import { adminLoad } from "~/components/admin/guard.server";
import { Stat } from "~/components/admin/Stat";
import { EChart } from "~/components/EChart";
import { Card } from "~/components/form/Card";
import { DataTable } from "~/components/form/DataTable";
import { Link } from "~/components/Link";
import type { Route } from "./+types/index";

/** The console's first page: today's figures, the last seven days and the latest staff actions. */
export async function loader(args: Route.LoaderArgs) {
  return adminLoad(args, (ctx) => adminDashboard(ctx));
}

export function meta() {
  return [{ title: "概览 - 管理后台" }];
}

/**
 * One daily figure of the last seven days as a bar chart one can read: dates on the x axis, counts
 * on the y axis, the series named in a legend, 260 px high. ECharts loads in the browser only when
 * the chart is drawn; the same figures are in a table for screen readers.
 */
function TrendChart({ values, name, unit, label }: { values: { day: string; n: number }[]; name: string; unit: string; label: string }) {
  const option = {
    tooltip: { trigger: "axis" },
    legend: { top: 0, data: [name] },
    grid: { left: 44, right: 16, top: 36, bottom: 40 },
    xAxis: { type: "category", name: "日期", nameLocation: "middle", nameGap: 26, data: values.map((v) => v.day.slice(5)) },
    yAxis: { type: "value", name: unit, minInterval: 1 },
    series: [
      { name, type: "bar", barMaxWidth: 36, data: values.map((v) => v.n), color: "#1677ff", label: { show: true, position: "top" } },
    ],
  };
  return (
    <EChart option={option} height={260} label={label}>
      <table>
        <tbody>
          {values.map((v) => (
            <tr key={v.day}>
              <td>{v.day}</td>
              <td>{v.n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </EChart>
  );
}

// Built without antd (its Table, Statistic and grid cost the console's first page ~50 KB gzip).
export default function AdminDashboardPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="admin-dashboard">
      <div className="admin-stats">
        <Card>
          <Stat title="今日访客（阅读文章的访客）" value={d.visitors} />
        </Card>
        <Card>
          <Stat title="今日阅读（每位访客每篇计一次）" value={d.reads} />
        </Card>
        <Card>
          <Stat title="今日注册" value={d.signups.today} note={`近 7 天 ${d.signups.week}`} />
        </Card>
        <Card>
          <Stat
            title="今日新增内容（文章 + 资料）"
            value={d.articles.today + d.studyDocs.today}
            note={`近 7 天 ${d.articles.week + d.studyDocs.week}`}
          />
        </Card>
      </div>
      <div className="admin-pair admin-dashboard-row">
        <Card title="近 7 天阅读">
          <TrendChart name="阅读" unit="次" label="近 7 天每日阅读" values={d.trend.map((t) => ({ day: t.day, n: t.reads }))} />
        </Card>
        <Card title="近 7 天注册">
          <TrendChart name="注册" unit="人" label="近 7 天每日注册" values={d.trend.map((t) => ({ day: t.day, n: t.signups }))} />
        </Card>
      </div>
      {d.recentAudit && (
        <Card title="最近操作" extra={<Link to="/admin/audit">查看全部</Link>} className="admin-dashboard-row">
          <DataTable
            label="最近操作"
            rowKey={(r) => r.id}
            small
            rows={d.recentAudit}
            columns={[
              { title: "时间", key: "at", width: 170 },
              { title: "操作人", key: "actor", render: (r) => r.actorName || r.actorPhone || (r.actorType === "system" ? "系统" : "访客") },
              { title: "操作", key: "action", render: (r) => auditActionLabel(r.action) },
              { title: "对象", key: "target", render: (r) => auditTargetLabel(r.targetType, r.targetId) },
              { title: "IP", key: "ip", width: 130 },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
