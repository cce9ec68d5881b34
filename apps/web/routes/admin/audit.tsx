import { auditActionLabel, auditTargetLabel } from "@portal/contract";
import { adminAuditListPaged } from "@portal/core";
import { DatePicker, Input, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/audit";
import { withParams } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Audit log: who changed what and when, with before/after; filter by operation, object and dates. */
export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const day = (k: string) => (DAY.test(q.str(k) ?? "") ? q.str(k) : undefined);
  const filters = {
    action: q.str("action"),
    targetType: q.str("targetType"),
    targetId: q.str("targetId"),
    from: day("from"),
    to: day("to"),
  };
  const list = await adminLoad(args, (ctx) => adminAuditListPaged(ctx, { current: q.current, size: q.size, ...filters }));
  return { list, filters };
}

export function meta() {
  return [{ title: "操作日志 - 管理后台" }];
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const go = (changes: Record<string, string | number | undefined>) => navigate(withParams(search, changes));
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="操作代码，如 news 或 login.failed"
          defaultValue={filters.action}
          allowClear
          style={{ width: 240 }}
          onSearch={(v) => go({ action: v })}
        />
        <Input.Search
          placeholder="对象编号"
          defaultValue={filters.targetId}
          allowClear
          style={{ width: 160 }}
          onSearch={(v) => go({ targetId: v })}
        />
        <DatePicker.RangePicker
          value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
          onChange={(r) => go({ from: r?.[0]?.format("YYYY-MM-DD"), to: r?.[1]?.format("YYYY-MM-DD") })}
        />
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        expandable={{
          expandedRowRender: (r) => <pre className="admin-json">{JSON.stringify(r.detail, null, 2)}</pre>,
          rowExpandable: (r) => r.detail !== null,
        }}
        pagination={{
          current: list.current,
          pageSize: list.size,
          total: list.total,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (current, size) => go({ current, size }),
        }}
        columns={[
          { title: "时间", dataIndex: "at", width: 170 },
          {
            title: "操作人",
            render: (_, r) => r.actorName || r.actorPhone || r.actorId || (r.actorType === "system" ? "系统" : "—"),
            width: 140,
          },
          {
            title: "操作",
            dataIndex: "action",
            // The key stays visible in the tooltip: it is what the filter box takes.
            render: (a: string) => <Tag title={a}>{auditActionLabel(a)}</Tag>,
          },
          { title: "对象", render: (_, r) => auditTargetLabel(r.targetType, r.targetId) || "—" },
          { title: "IP", dataIndex: "ip", width: 130, render: (v: string | null) => v || "—" },
        ]}
      />
    </div>
  );
}
