import { Button, message, Popconfirm, Table } from "antd";
import { useRevalidator } from "react-router";
import { chinaMinute } from "~/lib/china-time";
import { post } from "~/lib/request";
import { attempt, type PendingInvitation } from "./types";

/** 待接受的邀请: masked phones only (no name before the person accepts); administrators may revoke. */
export function OrgInvitations({ orgId, invitations }: { orgId: string; invitations: PendingInvitation[] }) {
  const { revalidate } = useRevalidator();
  if (invitations.length === 0) return null;
  const revoke = async (i: PendingInvitation) => {
    if (!(await attempt(() => post("/user/org/invitation/revoke", { companyId: orgId, id: i.id })))) return;
    message.success("已撤回邀请");
    revalidate();
  };
  const columns = [
    { title: "手机号", dataIndex: "maskedPhone" },
    { title: "邀请时间", dataIndex: "createdAt", render: (at: string) => chinaMinute(at) },
    { title: "有效期至", dataIndex: "expiresAt", render: (at: string) => chinaMinute(at) },
    {
      title: "操作",
      width: 100,
      render: (_: unknown, i: PendingInvitation) => (
        <Popconfirm title={`撤回发给 ${i.maskedPhone} 的邀请？`} okText="撤回" cancelText="取消" onConfirm={() => revoke(i)}>
          <Button size="small">撤回</Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <section className="org-invitations" aria-label="待接受的邀请">
      <h3 className="org-invitations-title">待接受的邀请（{invitations.length}）</h3>
      <Table rowKey="id" size="small" dataSource={invitations} columns={columns} pagination={false} />
    </section>
  );
}
