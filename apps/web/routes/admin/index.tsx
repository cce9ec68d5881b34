import { auditActionLabel, auditTargetLabel } from "@portal/contract";
import { adminDashboard } from "@portal/core";
import { Card, Col, Row, Statistic, Table } from "antd";
import { Link } from "~/components/Link";
import type { Route } from "./+types/index";
import { adminLoad } from "./lib/guard.server";

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

export default function AdminDashboardPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="admin-dashboard">
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title="今日访客（阅读文章的访客）" value={d.visitors} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title="今日阅读（每位访客每篇计一次）" value={d.reads} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title="今日注册"
              value={d.signups.today}
              suffix={<span className="admin-stat-note">近 7 天 {d.signups.week}</span>}
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title="今日新增内容（文章 + 资料）"
              value={d.articles.today + d.studyDocs.today}
              suffix={<span className="admin-stat-note">近 7 天 {d.articles.week + d.studyDocs.week}</span>}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} className="admin-dashboard-row">
        <Col xs={24} lg={12}>
          <Card title="近 7 天阅读">
            <TrendBars label="每日阅读" values={d.trend.map((t) => ({ day: t.day, n: t.reads }))} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="近 7 天注册">
            <TrendBars label="每日注册" values={d.trend.map((t) => ({ day: t.day, n: t.signups }))} />
          </Card>
        </Col>
      </Row>
      {d.recentAudit && (
        <Card title="最近操作" extra={<Link to="/admin/audit">查看全部</Link>} className="admin-dashboard-row">
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={d.recentAudit}
            columns={[
              { title: "时间", dataIndex: "at", width: 170 },
              { title: "操作人", render: (_, r) => r.actorName || r.actorPhone || (r.actorType === "system" ? "系统" : "访客") },
              { title: "操作", dataIndex: "action", render: (a: string) => auditActionLabel(a) },
              { title: "对象", render: (_, r) => auditTargetLabel(r.targetType, r.targetId) },
              { title: "IP", dataIndex: "ip", width: 130 },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
