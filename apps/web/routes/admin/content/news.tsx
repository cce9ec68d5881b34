import { adminColumnList, adminNewsListPaged } from "@portal/core";
import { useRevalidator } from "react-router";
import { adminCall, STATUS_LABELS, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { FilterSelect, ListPager, RowActions, SearchBox } from "~/components/admin/ListTools";
import { type Column, DataTable } from "~/components/form/DataTable";
import { Tag } from "~/components/form/Tag";
import { Link } from "~/components/Link";
import { PublishActions, PublishStatus } from "~/features/content/PublishActions";
import type { Route } from "./+types/news";

const STATUSES = ["DRAFT", "SCHEDULED", "PUBLISHED"] as const;

/** Article list: search, column and status filters, paging — all in the URL so a list can be shared. */
export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const status = STATUSES.find((s) => s === q.str("status"));
  const flag = (["banner", "hot"] as const).find((f) => f === q.str("flag"));
  return adminLoad(args, async (ctx) => {
    const [list, columns] = await Promise.all([
      adminNewsListPaged(ctx, { current: q.current, size: q.size, keyword: q.str("keyword"), dirId: q.int("dirId"), status, flag }),
      adminColumnList(ctx),
    ]);
    return { list, columns, filters: { keyword: q.str("keyword") ?? "", dirId: q.int("dirId"), status, flag } };
  });
}

export function meta() {
  return [{ title: "文章管理 - 管理后台" }];
}

type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { list, columns, filters } = loaderData;
  const go = useListNav();
  const { revalidate } = useRevalidator();
  const act = async (verb: string, id: number, done: string) => {
    if (await adminCall(`news/${verb}`, { id }, done)) await revalidate();
  };
  const columnOptions = columns.map((c) => ({ value: c.id, label: c.parentId ? `　${c.name}` : c.name }));
  const tableColumns: Column<Row>[] = [
    { title: "编号", key: "id", width: 70 },
    {
      title: "标题",
      key: "title",
      render: (r) => (
        <RowActions>
          <Link to={`/admin/news/${r.id}`}>{r.title}</Link>
          {r.isBanner && <Tag color="blue">轮播</Tag>}
          {r.isHot && <Tag color="red">热门</Tag>}
        </RowActions>
      ),
    },
    { title: "栏目", key: "dirName", width: 120 },
    {
      title: "状态",
      key: "status",
      width: 100,
      render: (r) => <PublishStatus status={r.status} />,
    },
    { title: "发布时间", key: "publishAt", width: 170, render: (r) => r.publishAt ?? "—" },
    { title: "阅读", key: "readCount", width: 70 },
    {
      title: "操作",
      key: "actions",
      width: 210,
      render: (r) => (
        <PublishActions
          editTo={`/admin/news/${r.id}`}
          draft={r.status === "DRAFT"}
          act={(verb, done) => act(verb, r.id, done)}
          removeTitle="确定删除这篇文章吗？删除后不能恢复。"
        >
          {r.status === "PUBLISHED" && (
            <a href={`/news/${r.id}`} target="_blank" rel="noreferrer">
              查看
            </a>
          )}
        </PublishActions>
      ),
    },
  ];

  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox label="搜索文章" placeholder="标题或编号" defaultValue={filters.keyword} onSearch={(v) => go({ keyword: v })} />
        <FilterSelect
          label="栏目"
          placeholder="全部栏目"
          width={180}
          value={filters.dirId}
          options={columnOptions}
          onChange={(v) => go({ dirId: v })}
        />
        <FilterSelect
          label="状态"
          placeholder="全部状态"
          value={filters.status}
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].text }))}
          onChange={(v) => go({ status: v })}
        />
        <FilterSelect
          label="首页位置"
          placeholder="首页位置"
          value={filters.flag}
          options={[
            { value: "banner", label: "首页轮播" },
            { value: "hot", label: "热门" },
          ]}
          onChange={(v) => go({ flag: v })}
        />
        <span className="spacer" />
        <Link to="/admin/news/new" className="ui-btn ui-btn-primary">
          写文章
        </Link>
      </div>
      <DataTable label="文章" rowKey={(r) => r.id} rows={list.records} columns={tableColumns} />
      <ListPager list={list} unit="篇" />
    </div>
  );
}
