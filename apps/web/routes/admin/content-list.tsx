import { ADMIN_KINDS, type AdminKind, adminKindList } from "@portal/core";
import { Button, Input, Popconfirm, Select, Space, Table, Tag } from "antd";
import { data, useLocation, useNavigate, useRevalidator } from "react-router";
import { Link } from "~/components/Link";
import type { Route } from "./+types/content-list";
import { adminCall, STATUS_LABELS, withParams } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

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

export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  const { kind, label, list, filters } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const go = (changes: Record<string, string | number | undefined>) => navigate(withParams(search, changes));
  const act = async (verb: string, id: number, done: string) => {
    if (await adminCall(`${kind}/${verb}`, { id }, done)) await revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="名称"
          defaultValue={filters.keyword}
          allowClear
          style={{ width: 220 }}
          onSearch={(v) => go({ keyword: v })}
        />
        <Select
          placeholder="全部状态"
          allowClear
          style={{ width: 140 }}
          value={filters.status}
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].text }))}
          onChange={(v) => go({ status: v })}
        />
        <span className="spacer" />
        <Link to={`/admin/content/${kind}/new`}>
          <Button type="primary">新建{label}</Button>
        </Link>
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        pagination={{
          current: list.current,
          pageSize: list.size,
          total: list.total,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (current, size) => go({ current, size }),
        }}
        columns={[
          { title: "编号", dataIndex: "id", width: 70 },
          { title: "名称", dataIndex: "title", render: (t: string, r) => <Link to={`/admin/content/${kind}/${r.id}`}>{t}</Link> },
          {
            title: "状态",
            dataIndex: "status",
            width: 100,
            render: (s: string) => <Tag color={STATUS_LABELS[s].color}>{STATUS_LABELS[s].text}</Tag>,
          },
          { title: "发布时间", dataIndex: "publishAt", width: 170, render: (v: string | null) => v ?? "—" },
          { title: "修改时间", dataIndex: "updatedAt", width: 170 },
          {
            title: "操作",
            width: 200,
            render: (_, r) => (
              <Space>
                <Link to={`/admin/content/${kind}/${r.id}`}>编辑</Link>
                {r.status === "DRAFT" ? (
                  <Button type="link" size="small" onClick={() => act("publish", r.id, "已发布")}>
                    发布
                  </Button>
                ) : (
                  <Button type="link" size="small" onClick={() => act("unpublish", r.id, "已撤回为草稿")}>
                    撤回
                  </Button>
                )}
                <Popconfirm
                  title="确定删除吗？删除后不能恢复。"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => act("remove", r.id, "已删除")}
                >
                  <Button type="link" size="small" danger>
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
