import { auditActionLabel, auditTargetLabel } from "@portal/contract";
import { adminDashboard } from "@portal/core";
import { Card } from "~/components/form/Card";
import { DataTable } from "~/components/form/DataTable";
import { Link } from "~/components/Link";
import type { Route } from "./+types/index";
import { adminLoad } from "./lib/guard.server";
import { Stat } from "./lib/Stat";

/** The console's first page: today's figures, the last seven days and the latest staff actions. */
export async function loader(args: Route.LoaderArgs) {
  return adminLoad(args, (ctx) => adminDashboard(ctx));
}

export function meta() {
  return [{ title: "概览 - 管理后台" }];
}

/** Seven small bars, plain SVG: no chart library for one sparkline. */
function TrendBars({ values, label }: { values: { day: string; n: number }[]; label: string }) {
  const max = Math.max(1, ...values.map((v) => v.n));
  return (
    <figure className="admin-trend">
      <svg viewBox="0 0 210 64" width="100%" height="64" role="img" aria-label={label}>
        {values.map((v, i) => {
          const h = Math.round((v.n / max) * 52);
          return (
            <g key={v.day}>
              <title>{`${v.day}：${v.n}`}</title>
              <rect
                x={i * 30 + 4}
                y={56 - h}
                width="22"
                height={Math.max(h, 1)}
                rx="3"
                fill="#1677ff"
                opacity={i === values.length - 1 ? 1 : 0.45}
              />
            </g>
          );
        })}
      </svg>
      <figcaption>
        {label}（{values[0]?.day.slice(5)} 至 {values[values.length - 1]?.day.slice(5)}）
      </figcaption>
    </figure>
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
          <TrendBars label="每日阅读" values={d.trend.map((t) => ({ day: t.day, n: t.reads }))} />
        </Card>
        <Card title="近 7 天注册">
          <TrendBars label="每日注册" values={d.trend.map((t) => ({ day: t.day, n: t.signups }))} />
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
