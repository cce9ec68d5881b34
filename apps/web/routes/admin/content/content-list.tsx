import { ADMIN_KINDS, type AdminKind, adminKindList } from "@portal/core";
import { data, useRevalidator } from "react-router";
import { adminCall, STATUS_LABELS, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { FilterSelect, ListPager, SearchBox } from "~/components/admin/ListTools";
import { type Column, DataTable } from "~/components/form/DataTable";
import { Link } from "~/components/Link";
import { PublishActions, PublishStatus } from "~/features/content/PublishActions";
import type { Route } from "./+types/content-list";

const STATUSES = ["DRAFT", "SCHEDULED", "PUBLISHED"] as const;

/** /admin/content/{kind}: products, changelog, solutions, help, jobs and study materials. */
export async function loader(args: Route.LoaderArgs) {
  const kind = args.params.kind as AdminKind;
  if (!(kind in ADMIN_KINDS)) throw data("页面不存在", { status: 404 });
  const q = listQuery(args.request);
  const status = STATUSES.find((s) => s === q.str("status"));
  const list = await adminLoad(args, (ctx) =>
    adminKindList(ctx, kind, { current: q.current, size: q.size, keyword: q.str("keyword"), status }),
  );
  return { kind, label: ADMIN_KINDS[kind].label, list, filters: { keyword: q.str("keyword") ?? "", status } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.label ?? "内容"}管理 - 管理后台` }];
}

type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];

export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  const { kind, label, list, filters } = loaderData;
  const go = useListNav();
  const { revalidate } = useRevalidator();
  const act = async (verb: string, id: number, done: string) => {
    if (await adminCall(`${kind}/${verb}`, { id }, done)) await revalidate();
  };
  const columns: Column<Row>[] = [
    { title: "编号", key: "id", width: 70 },
    { title: "名称", key: "title", render: (r) => <Link to={`/admin/content/${kind}/${r.id}`}>{r.title}</Link> },
    {
      title: "状态",
      key: "status",
      width: 100,
      render: (r) => <PublishStatus status={r.status} />,
    },
    { title: "发布时间", key: "publishAt", width: 170, render: (r) => r.publishAt ?? "—" },
    { title: "修改时间", key: "updatedAt", width: 170 },
    {
      title: "操作",
      key: "actions",
      width: 200,
      render: (r) => (
        <PublishActions
          editTo={`/admin/content/${kind}/${r.id}`}
          draft={r.status === "DRAFT"}
          act={(verb, done) => act(verb, r.id, done)}
          removeTitle="确定删除吗？删除后不能恢复。"
        />
      ),
    },
  ];
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox
          label={`搜索${label}`}
          placeholder="名称"
          width={220}
          defaultValue={filters.keyword}
          onSearch={(v) => go({ keyword: v })}
        />
        <FilterSelect
          label="状态"
          placeholder="全部状态"
          value={filters.status}
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].text }))}
          onChange={(v) => go({ status: v })}
        />
        <span className="spacer" />
        <Link to={`/admin/content/${kind}/new`} className="ui-btn ui-btn-primary">
          新建{label}
        </Link>
      </div>
      <DataTable label={label} rowKey={(r) => r.id} rows={list.records} columns={columns} />
      <ListPager list={list} />
    </div>
  );
}
