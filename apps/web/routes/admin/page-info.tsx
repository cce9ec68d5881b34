import { adminPageInfoListPaged } from "@portal/core";
import { Button, Form, Input, Modal, Table } from "antd";
import { useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/page-info";
import { adminCall, withParams } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const list = await adminLoad(args, (ctx) => adminPageInfoListPaged(ctx, { current: q.current, size: q.size, keyword: q.str("keyword") }));
  return { list, keyword: q.str("keyword") ?? "" };
}

export function meta() {
  return [{ title: "页面 TDK - 管理后台" }];
}

type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];
const HELP =
  "占位符：{companyName} {title} {columnName} {parentColumnName} {tagName} {productName} {regionName} {infoType} {bizType}；值为空时连同分隔符一起去掉。";

/** Title / keywords / description templates per page (page-default applies where a page has none). */
export default function AdminPageInfo({ loaderData }: Route.ComponentProps) {
  const { list, keyword } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Partial<Row> | null>(null);
  const go = (changes: Record<string, string | number | undefined>) => navigate(withParams(search, changes));
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="页面名称或标题"
          defaultValue={keyword}
          allowClear
          style={{ width: 240 }}
          onSearch={(v) => go({ keyword: v })}
        />
        <span className="spacer" />
        <Button type="primary" onClick={() => setEditing({})}>
          新增页面模板
        </Button>
      </div>
      <Table
        rowKey="name"
        dataSource={list.records}
        pagination={{ current: list.current, pageSize: list.size, total: list.total, onChange: (current, size) => go({ current, size }) }}
        columns={[
          { title: "页面", dataIndex: "name", width: 200 },
          { title: "标题模板", dataIndex: "title" },
          { title: "关键词模板", dataIndex: "keyword", render: (v: string | null) => v ?? "—" },
          { title: "修改时间", dataIndex: "updatedAt", width: 170 },
          {
            title: "操作",
            width: 80,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setEditing(r)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.name ? `编辑 ${editing.name}` : "新增页面模板"}
        open={Boolean(editing)}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
        width={640}
      >
        <Form
          layout="vertical"
          initialValues={editing ?? {}}
          onFinish={async (v) => {
            if (await adminCall("pageInfo/update", v, "模板已保存")) {
              setEditing(null);
              await revalidate();
            }
          }}
        >
          <p className="muted">{HELP}</p>
          <Form.Item
            name="name"
            label="页面名称"
            rules={[{ required: true, pattern: /^page-[A-Za-z0-9]{1,40}$/, message: "页面名称须形如 page-newsDetail" }]}
          >
            <Input disabled={Boolean(editing?.name)} />
          </Form.Item>
          <Form.Item
            name="title"
            label="标题模板"
            rules={[
              { required: true, whitespace: true, message: "请输入标题模板" },
              { max: 200, message: "不能超过 200 个字" },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="keyword" label="关键词模板" rules={[{ max: 300, message: "不能超过 300 个字" }]}>
            <Input />
          </Form.Item>
          <Form.Item name="description" label="描述模板" rules={[{ max: 500, message: "不能超过 500 个字" }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            保存
          </Button>
        </Form>
      </Modal>
    </div>
  );
}
