import type { listMySessions, loginHistory } from "@portal/core";
import { Button, Card, Popconfirm, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useRevalidator } from "react-router";
import { post } from "~/lib/request";
import { ChangeContactForm, ChangePasswordForm, DeleteAccountForm } from "./SecurityForms";

/** The tabs of 个人中心 that had been written inline in routes/personal-center.tsx, each loaded on its own. */

const METHOD_TEXT: Record<string, string> = {
  pwd: "密码",
  vcode: "短信验证码",
  pwdvcode: "密码 + 短信",
  qr: "扫码",
  oauth: "第三方账号",
  org: "机构登录",
  register: "注册",
  mfa: "二次验证",
};
const fmt = (iso: string) => dayjs(iso).format("YYYY-MM-DD HH:mm");

export function SecurityPanel({ hasPassword }: { hasPassword: boolean }) {
  const { revalidate } = useRevalidator();
  return (
    <div className="center-grid">
      <Card title="修改密码">
        {hasPassword ? <ChangePasswordForm /> : <p className="muted">您的账号尚未设置密码，可通过“找回密码”设置。</p>}
      </Card>
      <Card title="更换手机号 / 邮箱">
        <ChangeContactForm onDone={revalidate} />
      </Card>
    </div>
  );
}

export function SessionsPanel({ sessions }: { sessions: Awaited<ReturnType<typeof listMySessions>> }) {
  const { revalidate } = useRevalidator();
  return (
    <Table
      rowKey="id"
      dataSource={sessions}
      pagination={false}
      columns={[
        {
          title: "设备",
          dataIndex: "device",
          render: (device: string, r) => (
            <span title={r.userAgent}>
              {device} {r.current && <Tag color="green">本机</Tag>}
            </span>
          ),
        },
        { title: "IP", dataIndex: "ip", width: 130 },
        { title: "方式", dataIndex: "method", width: 110, render: (m: string) => METHOD_TEXT[m] ?? m },
        { title: "登录时间", dataIndex: "createdAt", width: 150, render: fmt },
        { title: "最近活动", dataIndex: "lastSeenAt", width: 150, render: fmt },
        {
          title: "操作",
          width: 90,
          render: (_, r) =>
            r.current ? null : (
              <Popconfirm
                title="确定让该设备下线？"
                okText="下线"
                cancelText="取消"
                onConfirm={async () => {
                  await post("/user/center/sessions/revoke", { sessionId: r.id });
                  revalidate();
                }}
              >
                <Button size="small">下线</Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}

export function LoginHistoryPanel({ history }: { history: Awaited<ReturnType<typeof loginHistory>> }) {
  return (
    <Table
      rowKey={(r) => `${r.at}-${r.action}`}
      dataSource={history}
      pagination={{ pageSize: 10 }}
      columns={[
        { title: "时间", dataIndex: "at", render: fmt },
        { title: "事件", dataIndex: "actionText" },
        { title: "方式", dataIndex: "method", render: (m: string) => METHOD_TEXT[m] ?? "" },
        { title: "IP", dataIndex: "ip" },
      ]}
    />
  );
}

export function DataPanel({ hasPassword }: { hasPassword: boolean }) {
  return (
    <div className="center-grid">
      <Card title="导出我的数据">
        <p className="muted">下载我们保存的您的个人信息、登录设备与登录记录（JSON 文件）。</p>
        <Button href="/api/user/center/export" download>
          下载 JSON
        </Button>
      </Card>
      <Card title="注销账号">
        <DeleteAccountForm hasPassword={hasPassword} />
      </Card>
    </div>
  );
}
