import type { listMySessions, loginHistory } from "@portal/core";
import { useRevalidator } from "react-router";
import { Button } from "~/components/form/Button";
import { DataTable } from "~/components/form/DataTable";
import { chinaMinute } from "~/lib/china-time";
import { confirmDialog } from "~/lib/confirm";
import { post } from "~/lib/request";

/** 登录设备 and 登录记录 of 个人中心, without antd (each tab loads this module on its own). */

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

export function SessionsPanel({ sessions }: { sessions: Awaited<ReturnType<typeof listMySessions>> }) {
  const { revalidate } = useRevalidator();
  const revoke = async (id: string) => {
    if (!(await confirmDialog({ title: "确定让该设备下线？", okText: "下线", cancelText: "取消" }))) return;
    await post("/user/center/sessions/revoke", { sessionId: id }).catch(() => {});
    revalidate();
  };
  return (
    <DataTable
      label="登录设备"
      rowKey={(r) => r.id}
      rows={sessions}
      columns={[
        {
          title: "设备",
          key: "device",
          render: (r) => (
            <span title={r.userAgent}>
              {r.device} {r.current && <span className="ui-tag ui-tag-green">本机</span>}
            </span>
          ),
        },
        { title: "IP", key: "ip", width: 130 },
        { title: "方式", key: "method", width: 110, render: (r) => METHOD_TEXT[r.method] ?? r.method },
        { title: "登录时间", key: "createdAt", width: 150, render: (r) => chinaMinute(r.createdAt) },
        { title: "最近活动", key: "lastSeenAt", width: 150, render: (r) => chinaMinute(r.lastSeenAt) },
        {
          title: "操作",
          key: "action",
          width: 90,
          render: (r) =>
            r.current ? null : (
              <Button size="small" onClick={() => revoke(r.id)}>
                下线
              </Button>
            ),
        },
      ]}
    />
  );
}

export function LoginHistoryPanel({ history }: { history: Awaited<ReturnType<typeof loginHistory>> }) {
  return (
    <DataTable
      label="登录记录"
      rowKey={(r) => `${r.at}-${r.action}`}
      rows={history}
      pageSize={10}
      columns={[
        { title: "时间", key: "at", render: (r) => chinaMinute(r.at) },
        { title: "事件", key: "actionText" },
        { title: "方式", key: "method", render: (r) => METHOD_TEXT[r.method ?? ""] ?? "" },
        { title: "IP", key: "ip" },
      ]}
    />
  );
}
