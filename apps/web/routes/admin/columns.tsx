import { adminColumnList } from "@portal/core";
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/columns";
import { adminCall } from "./lib/api";
import { adminLoad } from "./lib/guard.server";

export async function loader(args: Route.LoaderArgs) {
  return { columns: await adminLoad(args, (ctx) => adminColumnList(ctx)) };
}

export function meta() {
  return [{ title: "栏目管理 - 管理后台" }];
}

type Column = Route.ComponentProps["loaderData"]["columns"][number];
type Editing = Partial<Column> & { open: true };

/** Column tree (two levels) with ordering by up/down, which the public menu and lists follow. */
export default function AdminColumns({ loaderData }: Route.ComponentProps) {
  const { columns } = loaderData;
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing | null>(null);
  const roots = columns.filter((c) => c.parentId === null);
  const tree = roots.map((r) => ({ ...r, children: columns.filter((c) => c.parentId === r.id) }));
  const siblings = (c: Column) => columns.filter((x) => x.parentId === c.parentId);
  const move = async (c: Column, delta: number) => {
    const ids = siblings(c).map((x) => x.id);
    const i = ids.indexOf(c.id);
    const j = i + delta;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j], ids[i]];
    if (await adminCall("column/reorder", { ids }, "顺序已调整")) await revalidate();
  };
  const save = async (v: { name: string; bizType: "NEWS" | "TOPIC"; parentId?: number | null }) => {
    const res = editing?.id
      ? await adminCall("column/update", { id: editing.id, ...v, parentId: v.parentId ?? null }, "已保存")
      : await adminCall("column/create", v, "已新建");
    if (res) {
      setEditing(null);
      await revalidate();
    }
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <span>栏目最多两级；有文章或子栏目的栏目不能删除。</span>
        <span className="spacer" />
        <Button type="primary" onClick={() => setEditing({ open: true, bizType: "NEWS" })}>
          新建栏目
        </Button>
      </div>
      <Table
        rowKey="id"
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          { title: "名称", dataIndex: "name" },
          { title: "类型", dataIndex: "bizType", width: 100, render: (t: string) => <Tag>{t === "TOPIC" ? "专题" : "资讯"}</Tag> },
          { title: "文章数", dataIndex: "articles", width: 90 },
          {
            title: "操作",
            width: 260,
            render: (_, c: Column) => (
              <Space>
                <Button type="link" size="small" onClick={() => move(c, -1)}>
                  上移
                </Button>
                <Button type="link" size="small" onClick={() => move(c, 1)}>
                  下移
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ ...c, open: true })}>
                  编辑
                </Button>
                <Popconfirm
                  title="确定删除该栏目吗？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={async () => (await adminCall("column/remove", { id: c.id }, "已删除")) && revalidate()}
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
      <Modal
        title={editing?.id ? "编辑栏目" : "新建栏目"}
        open={Boolean(editing)}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
      >
        <Form layout="vertical" initialValues={editing ?? {}} onFinish={save}>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: "请输入栏目名称" },
              { max: 20, message: "栏目名称不能超过 20 个字" },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="bizType" label="类型" rules={[{ required: true }]}>
            <Select
              options={[
                { value: "NEWS", label: "资讯栏目" },
                { value: "TOPIC", label: "专题栏目" },
              ]}
            />
          </Form.Item>
          <Form.Item name="parentId" label="上级栏目">
            <Select
              allowClear
              placeholder="无（一级栏目）"
              options={roots.filter((r) => r.id !== editing?.id).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            保存
          </Button>
        </Form>
      </Modal>
    </div>
  );
}
