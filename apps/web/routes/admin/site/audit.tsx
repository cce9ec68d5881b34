import { auditActionLabel, auditTargetLabel } from "@portal/contract";
import { adminAuditListPaged } from "@portal/core";
import { useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { DayFilter, ListPager, SearchBox } from "~/components/admin/ListTools";
import { DataTable } from "~/components/form/DataTable";
import type { Route } from "./+types/audit";

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
  const go = useListNav();
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox
          label="操作代码"
          placeholder="操作代码，如 news 或 login.failed"
          defaultValue={filters.action ?? ""}
          onSearch={(v) => go({ action: v })}
        />
        <SearchBox
          label="对象编号"
          placeholder="对象编号"
          width={160}
          defaultValue={filters.targetId ?? ""}
          onSearch={(v) => go({ targetId: v })}
        />
        <DayFilter label="开始日期" value={filters.from} max={filters.to} onChange={(v) => go({ from: v })} />
        <span className="muted">至</span>
        <DayFilter label="结束日期" value={filters.to} min={filters.from} onChange={(v) => go({ to: v })} />
      </div>
      <DataTable
        label="操作日志"
        rowKey={(r) => r.id}
        rows={list.records}
        columns={[
          { title: "时间", key: "at", width: 170 },
          {
            title: "操作人",
            key: "actor",
            render: (r) => r.actorName || r.actorPhone || r.actorId || (r.actorType === "system" ? "系统" : "—"),
            width: 140,
          },
          {
            title: "操作",
            key: "action",
            // The key stays visible in the tooltip: it is what the filter box takes.
            render: (r) => (
              <span className="ui-tag" title={r.action}>
                {auditActionLabel(r.action)}
              </span>
            ),
          },
          {
            title: "对象",
            key: "target",
            render: (r) => (
              <span title={r.targetType ? [r.targetType, r.targetId].filter(Boolean).join(" ") : undefined}>
                {auditTargetLabel(r.targetType, r.targetId) || "—"}
              </span>
            ),
          },
          { title: "IP", key: "ip", width: 130, render: (r) => r.ip || "—" },
          {
            title: "详情",
            key: "detail",
            render: (r) =>
              r.detail === null ? (
                "—"
              ) : (
                <details>
                  <summary>修改前后</summary>
                  <pre className="admin-json">{JSON.stringify(r.detail, null, 2)}</pre>
                </details>
              ),
          },
        ]}
      />
      <ListPager list={list} />
    </div>
  );
}
