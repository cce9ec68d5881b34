import { listOutbox } from "@portal/core";
import { useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { ListPager, SearchBox } from "~/components/admin/ListTools";
import { Alert } from "~/components/form/Alert";
import { DataTable } from "~/components/form/DataTable";
import { Tag } from "~/components/form/Tag";
import { chinaMinute } from "~/lib/china-time";
import type { Route } from "./+types/outbox";

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
        className="admin-notice"
        message="这里是站内发件箱：未配置短信或邮件通道时，验证码和通知不会真正发出，而是保存在这里，由管理员查看。请勿把验证码告诉他人。"
      />
      <div className="admin-toolbar">
        <SearchBox
          label="查找收件人"
          placeholder="按手机号或邮箱查找"
          width={260}
          defaultValue={recipient ?? ""}
          onSearch={(v) => go({ recipient: v || undefined })}
        />
      </div>
      <DataTable
        label="发件箱"
        rowKey={(r) => r.id}
        rows={list.records}
        columns={[
          // Beijing time like every other console page (the API gives the instant in UTC).
          { title: "时间", key: "createdAt", width: 150, render: (r) => chinaMinute(r.createdAt) },
          { title: "渠道", key: "channel", width: 70, render: (r) => CHANNEL[r.channel] ?? r.channel },
          { title: "收件人", key: "recipient", width: 180 },
          { title: "内容", key: "body", render: (r) => (r.subject ? `${r.subject}：${r.body}` : r.body) },
          {
            title: "状态",
            key: "statusText",
            width: 160,
            render: (r) => <Tag color={r.status === "failed" ? "red" : r.status === "sent" ? "green" : "default"}>{r.statusText}</Tag>,
          },
        ]}
      />
      <ListPager list={list} />
    </div>
  );
}
