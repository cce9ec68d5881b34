import { adminTagListPaged } from "@portal/core";
import { Button, Input, Popconfirm, Space, Table } from "antd";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/tags";
import { adminCall, withParams } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

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
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const go = (changes: Record<string, string | number | undefined>) => navigate(withParams(search, changes));
  const ask = async (verb: string, body: Record<string, unknown>, current = "") => {
    const name = window.prompt("标签名称（不超过 20 个字）", current);
    if (name === null || !name.trim()) return;
    if (await adminCall(`tag/${verb}`, { ...body, name: name.trim() }, "已保存")) await revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="标签名称"
          defaultValue={keyword}
          allowClear
          style={{ width: 220 }}
          onSearch={(v) => go({ keyword: v })}
        />
        <span className="spacer" />
        <Button type="primary" onClick={() => ask("create", {})}>
          新建标签
        </Button>
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        pagination={{ current: list.current, pageSize: list.size, total: list.total, onChange: (current, size) => go({ current, size }) }}
        columns={[
          { title: "名称", dataIndex: "name" },
          { title: "文章数", dataIndex: "articles", width: 100 },
          { title: "创建日期", dataIndex: "createdAt", width: 130 },
          {
            title: "操作",
            width: 160,
            render: (_, t) => (
              <Space>
                <Button type="link" size="small" onClick={() => ask("update", { id: t.id }, t.name)}>
                  重命名
                </Button>
                <Popconfirm
                  title="删除后该标签会从所有文章上去掉，确定吗？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={async () => (await adminCall("tag/remove", { id: t.id }, "已删除")) && revalidate()}
                >
                  <Button type="link" size="small">
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
