import { adminColumnList, adminNewsListPaged } from "@portal/core";
import { Button, Input, Popconfirm, Select, Space, Table, Tag } from "antd";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { Link } from "~/components/Link";
import type { Route } from "./+types/news";
import { adminCall, STATUS_LABELS, withParams } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

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

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { list, columns, filters } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const go = (changes: Record<string, string | number | undefined>) => navigate(withParams(search, changes));
  const act = async (verb: string, id: number, done: string) => {
    if (await adminCall(`news/${verb}`, { id }, done)) await revalidate();
  };
  const columnOptions = columns.map((c) => ({ value: c.id, label: c.parentId ? `　${c.name}` : c.name }));

  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="标题或编号"
          defaultValue={filters.keyword}
          allowClear
          style={{ width: 240 }}
          onSearch={(v) => go({ keyword: v })}
          aria-label="搜索文章"
        />
        <Select
          placeholder="全部栏目"
          allowClear
          style={{ width: 180 }}
          value={filters.dirId}
          options={columnOptions}
          onChange={(v) => go({ dirId: v })}
          aria-label="栏目"
        />
        <Select
          placeholder="全部状态"
          allowClear
          style={{ width: 140 }}
          value={filters.status}
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].text }))}
          onChange={(v) => go({ status: v })}
          aria-label="状态"
        />
        <Select
          placeholder="首页位置"
          allowClear
          style={{ width: 140 }}
          value={filters.flag}
          options={[
            { value: "banner", label: "首页轮播" },
            { value: "hot", label: "热门" },
          ]}
          onChange={(v) => go({ flag: v })}
          aria-label="首页位置"
        />
        <span className="spacer" />
        <Link to="/admin/news/new">
          <Button type="primary">写文章</Button>
        </Link>
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        pagination={{
          current: list.current,
          pageSize: list.size,
          total: list.total,
          showTotal: (n) => `共 ${n} 篇`,
          onChange: (current, size) => go({ current, size }),
        }}
        columns={[
          { title: "编号", dataIndex: "id", width: 70 },
          {
            title: "标题",
            dataIndex: "title",
            render: (t: string, r) => (
              <Space>
                <Link to={`/admin/news/${r.id}`}>{t}</Link>
                {r.isBanner && <Tag color="blue">轮播</Tag>}
                {r.isHot && <Tag color="red">热门</Tag>}
              </Space>
            ),
          },
          { title: "栏目", dataIndex: "dirName", width: 120 },
          {
            title: "状态",
            dataIndex: "status",
            width: 100,
            render: (s: string) => <Tag color={STATUS_LABELS[s].color}>{STATUS_LABELS[s].text}</Tag>,
          },
          { title: "发布时间", dataIndex: "publishAt", width: 170, render: (v: string | null) => v ?? "—" },
          { title: "阅读", dataIndex: "readCount", width: 70 },
          {
            title: "操作",
            width: 210,
            render: (_, r) => (
              <Space>
                <Link to={`/admin/news/${r.id}`}>编辑</Link>
                {r.status === "DRAFT" ? (
                  <Button type="link" size="small" onClick={() => act("publish", r.id, "已发布")}>
                    发布
                  </Button>
                ) : (
                  <Button type="link" size="small" onClick={() => act("unpublish", r.id, "已撤回为草稿")}>
                    撤回
                  </Button>
                )}
                {r.status === "PUBLISHED" && (
                  <a href={`/news/${r.id}`} target="_blank" rel="noreferrer">
                    查看
                  </a>
                )}
                <Popconfirm
                  title="确定删除这篇文章吗？删除后不能恢复。"
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
