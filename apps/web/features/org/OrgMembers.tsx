import { Button, Form, Input, message, Popconfirm, Space, Table, Tag } from "antd";
import { useRevalidator } from "react-router";
import { Card } from "~/components/form/Card";
import { post } from "~/lib/request";
import { OrgInvitations } from "./OrgInvitations";
import { attempt, type OrgDetail, type OrgMember, type PendingInvitation, ROLE_TEXT } from "./types";

/**
 * 成员: administrators invite people by phone (they join once they accept), change roles and remove;
 * everyone sees the list. The answer to an invitation never says whether the phone is registered.
 */
export function OrgMembers({ org, invitations }: { org: OrgDetail; invitations: PendingInvitation[] }) {
  const { revalidate } = useRevalidator();
  const [form] = Form.useForm();
  const isAdmin = org.role === "admin";
  const adminCount = org.members.filter((m) => m.role === "admin").length;
  const invite = async (v: { phone: string }) => {
    const r = await attempt(() => post<{ maskedPhone: string }>("/user/org/member/invite", { companyId: org.id, phone: v.phone.trim() }));
    if (!r) return;
    message.success(`已向 ${r.data.maskedPhone} 发送邀请，对方接受后成为机构成员`);
    form.resetFields();
    revalidate();
  };
  const setRole = async (m: OrgMember, role: "admin" | "member") => {
    if (!(await attempt(() => post("/user/org/member/role", { companyId: org.id, userId: m.userId, role })))) return;
    message.success(role === "admin" ? "已设为管理员" : "已取消管理员");
    revalidate();
  };
  const remove = async (m: OrgMember) => {
    if (!(await attempt(() => post("/user/org/member/remove", { companyId: org.id, userId: m.userId })))) return;
    message.success("已移除该成员");
    revalidate();
  };
  const columns = [
    {
      title: "手机号",
      dataIndex: "maskedPhone",
      render: (phone: string | null, m: OrgMember) =>
        phone ?? (
          <span>
            {m.username} <Tag>机构账号</Tag>
          </span>
        ),
    },
    {
      title: "姓名",
      dataIndex: "realname",
      render: (name: string, m: OrgMember) => (
        <span>
          {name || <span className="muted">未填写</span>} {m.self && <Tag color="blue">我</Tag>}
        </span>
      ),
    },
    {
      title: "角色",
      dataIndex: "role",
      width: 100,
      render: (role: OrgMember["role"]) => <Tag color={role === "admin" ? "geekblue" : "default"}>{ROLE_TEXT[role]}</Tag>,
    },
    { title: "加入日期", dataIndex: "joinedAt", width: 120 },
    ...(isAdmin
      ? [
          {
            title: "操作",
            width: 200,
            render: (_: unknown, m: OrgMember) => {
              // The last administrator keeps the role; the server refuses it too.
              const lastAdmin = m.role === "admin" && adminCount === 1;
              return (
                <Space>
                  {m.role === "admin" ? (
                    <Button size="small" disabled={lastAdmin} onClick={() => void setRole(m, "member")}>
                      取消管理员
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => void setRole(m, "admin")}>
                      设为管理员
                    </Button>
                  )}
                  {!m.self && !m.username && (
                    <Popconfirm
                      title={`确定将 ${m.realname || m.maskedPhone} 移出机构？`}
                      okText="移除"
                      cancelText="取消"
                      onConfirm={() => remove(m)}
                    >
                      <Button size="small" danger disabled={lastAdmin}>
                        移除
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              );
            },
          },
        ]
      : []),
  ];
  return (
    <Card title={`机构成员（${org.members.length}）`}>
      {isAdmin && (
        <Form form={form} layout="inline" onFinish={invite} name="invite-member" className="org-invite">
          <Form.Item
            name="phone"
            label="手机号"
            rules={[
              { required: true, message: "请输入手机号" },
              { pattern: /^\s*1[3-9]\d{9}\s*$/, message: "请输入正确的 11 位手机号" },
            ]}
          >
            <Input placeholder="对方的手机号" maxLength={11} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            邀请成员
          </Button>
        </Form>
      )}
      {isAdmin && (
        <p className="muted org-invite-hint">
          对方会在“个人中心 → 消息中心”收到邀请（未注册的用该手机号注册后可见），接受后成为机构成员；邀请 7 天内有效。
        </p>
      )}
      {isAdmin && <OrgInvitations orgId={org.id} invitations={invitations} />}
      <Table rowKey="userId" dataSource={org.members} columns={columns} pagination={org.members.length > 20 ? { pageSize: 20 } : false} />
    </Card>
  );
}
