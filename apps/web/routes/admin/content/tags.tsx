import { adminTagListPaged } from "@portal/core";
import { useRevalidator } from "react-router";
import { adminCall, confirmedRemove, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { ListPager, RowActions, SearchBox } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { DataTable } from "~/components/form/DataTable";
import type { Route } from "./+types/tags";

export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const list = await adminLoad(args, (ctx) => adminTagListPaged(ctx, { current: q.current, size: q.size, keyword: q.str("keyword") }));
  return { list, keyword: q.str("keyword") ?? "" };
}

export function meta() {
  return [{ title: "标签管理 - 管理后台" }];
}

export default function AdminTags({ loaderData }: Route.ComponentProps) {
  const { list, keyword } = loaderData;
  const go = useListNav();
  const { revalidate } = useRevalidator();
  const ask = async (verb: string, body: Record<string, unknown>, current = "") => {
    const name = window.prompt("标签名称（不超过 20 个字）", current);
    if (name === null || !name.trim()) return;
    if (await adminCall(`tag/${verb}`, { ...body, name: name.trim() }, "已保存")) await revalidate();
  };
  const remove = async (id: number) => {
    if (await confirmedRemove("删除后该标签会从所有文章上去掉，确定吗？", "tag/remove", { id })) await revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <SearchBox label="搜索标签" placeholder="标签名称" width={220} defaultValue={keyword} onSearch={(v) => go({ keyword: v })} />
        <span className="spacer" />
        <Button variant="primary" onClick={() => ask("create", {})}>
          新建标签
        </Button>
      </div>
      <DataTable
        label="标签"
        rowKey={(t) => t.id}
        rows={list.records}
        columns={[
          { title: "名称", key: "name" },
          { title: "文章数", key: "articles", width: 100 },
          { title: "创建日期", key: "createdAt", width: 130 },
          {
            title: "操作",
            key: "actions",
            width: 160,
            render: (t) => (
              <RowActions>
                <Button variant="link" size="small" onClick={() => ask("update", { id: t.id }, t.name)}>
                  重命名
                </Button>
                <Button variant="link" size="small" className="ui-btn-danger" onClick={() => void remove(t.id)}>
                  删除
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <ListPager list={list} unit="个" />
    </div>
  );
}
