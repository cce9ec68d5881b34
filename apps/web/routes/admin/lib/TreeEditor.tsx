import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall } from "./api";

export interface TreeRow {
  id: number;
  name: string;
  parentId: number | null;
}

interface Props<R extends TreeRow> {
  rows: R[];
  /** What one node is called: 栏目, 目录, 分类. */
  noun: string;
  /** The admin API area ("column", "folder") and what every call adds to its body (the folder set). */
  area: string;
  extraBody?: Record<string, unknown>;
  maxName: number;
  /** Extra table columns (counts, types) and extra form fields, with their defaults for a new node. */
  columns: ColumnsType<R>;
  fields?: ReactNode;
  defaults?: Partial<R>;
}

type Editing<R> = Partial<R> & { open: true };

/**
 * A two-level tree staff edit in place: new, rename, move under another top-level node, up/down
 * among siblings and delete. News columns, help folders and study categories all use it; the
 * server checks the same rules (two levels, no delete while something is inside).
 */
export function TreeEditor<R extends TreeRow>({ rows, noun, area, extraBody = {}, maxName, columns, fields, defaults }: Props<R>) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing<R> | null>(null);
  const roots = rows.filter((r) => r.parentId === null);
  const tree = roots.map((r) => {
    const children = rows.filter((c) => c.parentId === r.id);
    return children.length ? { ...r, children } : r;
  });
  const call = (verb: string, body: Record<string, unknown>, done: string) => adminCall(`${area}/${verb}`, { ...extraBody, ...body }, done);
  const move = async (row: R, delta: number) => {
    const ids = rows.filter((x) => x.parentId === row.parentId).map((x) => x.id);
    const i = ids.indexOf(row.id);
    const j = i + delta;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j], ids[i]];
    if (await call("reorder", { ids }, "顺序已调整")) await revalidate();
  };
  const save = async (values: Record<string, unknown>) => {
    const body = { ...values, parentId: values.parentId ?? null };
    const ok = editing?.id ? await call("update", { id: editing.id, ...body }, "已保存") : await call("create", body, "已新建");
    if (ok) {
      setEditing(null);
      await revalidate();
    }
  };
  const link = (label: string, onClick: () => void) => (
    <Button type="link" size="small" onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <>
      <div className="admin-toolbar">
        <span>
          {noun}最多两级；下面还有内容或下级{noun}的{noun}不能删除。
        </span>
        <span className="spacer" />
        <Button type="primary" onClick={() => setEditing({ ...defaults, open: true } as Editing<R>)}>
          新建{noun}
        </Button>
      </div>
      <Table<R>
        rowKey="id"
        dataSource={tree as R[]}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          { title: "名称", dataIndex: "name" },
          ...columns,
          {
            title: "操作",
            width: 260,
            render: (_, row) => (
              <Space>
                {link("上移", () => move(row, -1))}
                {link("下移", () => move(row, 1))}
                {link("编辑", () => setEditing({ ...row, open: true }))}
                <Popconfirm
                  title={`确定删除“${row.name}”吗？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={async () => (await call("remove", { id: row.id }, "已删除")) && revalidate()}
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
      <Modal
        title={`${editing?.id ? "编辑" : "新建"}${noun}`}
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
              { required: true, whitespace: true, message: `请输入${noun}名称` },
              { max: maxName, message: `${noun}名称不能超过 ${maxName} 个字` },
            ]}
          >
            <Input maxLength={maxName} />
          </Form.Item>
          {fields}
          <Form.Item name="parentId" label={`上级${noun}`}>
            <Select
              allowClear
              placeholder={`无（一级${noun}）`}
              options={roots.filter((r) => r.id !== editing?.id).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            保存
          </Button>
        </Form>
      </Modal>
    </>
  );
}
