import { listOutbox } from "@portal/core";
import { Alert, Input, Table, Tag } from "antd";
import type { Route } from "./+types/outbox";
import { listPagination, useListNav } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

/**
 * 发件箱: with the default `outbox` providers nothing is delivered; SMS and e-mail wait here for an
 * administrator to read (the first administrator's login code, a user's code during support).
 */
export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const recipient = q.str("recipient");
  const list = await adminLoad(args, (ctx) => listOutbox(ctx, { current: q.current, size: q.size, recipient }));
  return { list: { ...list, current: q.current, size: q.size }, recipient };
}

export function meta() {
  return [{ title: "发件箱 - 管理后台" }];
}

const CHANNEL: Record<string, string> = { sms: "短信", email: "邮件" };

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { list, recipient } = loaderData;
  const go = useListNav();
  return (
    <div className="admin-panel">
      <Alert
        type="info"
        showIcon
        className="admin-notice"
        title="这里是站内发件箱：未配置短信或邮件通道时，验证码和通知不会真正发出，而是保存在这里，由管理员查看。请勿把验证码告诉他人。"
      />
      <div className="admin-toolbar">
        <Input.Search
          placeholder="按手机号或邮箱查找"
          defaultValue={recipient}
          allowClear
          style={{ width: 260 }}
          onSearch={(v) => go({ recipient: v.trim() || undefined, current: undefined })}
        />
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        pagination={listPagination(list, go)}
        columns={[
          { title: "时间", dataIndex: "createdAt", width: 170, render: (t: string) => t.replace("T", " ").slice(0, 19) },
          { title: "渠道", dataIndex: "channel", width: 70, render: (c: string) => CHANNEL[c] ?? c },
          { title: "收件人", dataIndex: "recipient", width: 180 },
          { title: "内容", dataIndex: "body", render: (body: string, r) => (r.subject ? `${r.subject}：${body}` : body) },
          {
            title: "状态",
            dataIndex: "statusText",
            width: 160,
            render: (text: string, r) => (
              <Tag color={r.status === "failed" ? "red" : r.status === "sent" ? "green" : "default"}>{text}</Tag>
            ),
          },
        ]}
      />
    </div>
  );
}
