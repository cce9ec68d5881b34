import { adminStaffListPaged } from "@portal/core";
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/staff";
import { adminCall, withParams } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const role = q.str("role");
  const list = await adminLoad(args, (ctx) =>
    adminStaffListPaged(ctx, { current: q.current, size: q.size, keyword: q.str("keyword"), role }),
  );
  return { list, filters: { keyword: q.str("keyword") ?? "", role } };
}

export function meta() {
  return [{ title: "工作人员 - 管理后台" }];
}

const ROLES = [
  { value: "admin", label: "管理员" },
  { value: "editor", label: "编辑" },
  { value: "operator", label: "运营" },
];
const roleName = (r: string) => ROLES.find((x) => x.value === r)?.label ?? r;

/** Staff accounts and their roles; the last administrator cannot lose the role. */
export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ id: string; roles: string[] } | null>(null);
  const go = (changes: Record<string, string | number | undefined>) => navigate(withParams(search, changes));
  const done = async (ok: unknown) => {
    if (!ok) return;
    setAdding(false);
    setEditing(null);
    await revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="姓名或手机号"
          defaultValue={filters.keyword}
          allowClear
          style={{ width: 220 }}
          onSearch={(v) => go({ keyword: v })}
        />
        <Select
          placeholder="全部角色"
          allowClear
          style={{ width: 140 }}
          value={filters.role}
          options={ROLES}
          onChange={(v) => go({ role: v })}
        />
        <span className="spacer" />
        <Button type="primary" onClick={() => setAdding(true)}>
          添加工作人员
        </Button>
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        pagination={{ current: list.current, pageSize: list.size, total: list.total, onChange: (current, size) => go({ current, size }) }}
        columns={[
          { title: "姓名", dataIndex: "realname" },
          { title: "手机号", dataIndex: "phone", render: (v: string | null) => v ?? "—" },
          { title: "角色", dataIndex: "roles", render: (rs: string[]) => rs.map((r) => <Tag key={r}>{roleName(r)}</Tag>) },
          { title: "添加时间", dataIndex: "createdAt", width: 170 },
          {
            title: "操作",
            width: 160,
            render: (_, r) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing({ id: r.id, roles: r.roles })}>
                  改角色
                </Button>
                <Popconfirm
                  title="停用后立即退出登录并收回全部角色，确定吗？"
                  okText="停用"
                  cancelText="取消"
                  onConfirm={async () => done(await adminCall("staff/disable", { userId: r.id }, "已停用"))}
                >
                  <Button type="link" size="small">
                    停用
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal title="添加工作人员" open={adding} onCancel={() => setAdding(false)} footer={null} destroyOnHidden>
        <Form layout="vertical" onFinish={async (v) => done(await adminCall("staff/create", v, "已添加"))}>
          <Form.Item
            name="phone"
            label="手机号"
            rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: "请输入正确的手机号" }]}
            extra="已注册的手机号直接授予角色；未注册的由本人用短信验证码登录"
          >
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item
            name="realname"
            label="姓名"
            rules={[
              { required: true, whitespace: true, message: "请输入姓名" },
              { max: 20, message: "姓名不能超过 20 个字" },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="roles" label="角色" rules={[{ required: true, message: "至少选择一个角色" }]}>
            <Select mode="multiple" options={ROLES} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            添加
          </Button>
        </Form>
      </Modal>
      <Modal title="修改角色" open={Boolean(editing)} onCancel={() => setEditing(null)} footer={null} destroyOnHidden>
        <Form
          layout="vertical"
          initialValues={{ roles: editing?.roles }}
          onFinish={async (v) => done(await adminCall("staff/updateRoles", { userId: editing?.id, roles: v.roles }, "角色已修改"))}
        >
          <Form.Item name="roles" label="角色" rules={[{ required: true, message: "至少选择一个角色" }]}>
            <Select mode="multiple" options={ROLES} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            保存
          </Button>
        </Form>
      </Modal>
    </div>
  );
}
