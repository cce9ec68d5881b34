import { listDeliveriesForStaff } from "@portal/core";
import { useRevalidator } from "react-router";
import { adminCall, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { ListPager, SegmentedFilter } from "~/components/admin/ListTools";
import { Alert } from "~/components/form/Alert";
import { Button } from "~/components/form/Button";
import { DataTable } from "~/components/form/DataTable";
import { Tag } from "~/components/form/Tag";
import type { Route } from "./+types/deliveries";

/** 订阅推送: the e-mails and group-robot messages of tender subscriptions, failures with their reason. */
export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const status = q.str("status");
  const list = await adminLoad(args, (ctx) => listDeliveriesForStaff(ctx, { current: q.current, size: q.size, status }));
  return { list, status: status ?? "" };
}

export function meta() {
  return [{ title: "订阅推送 - 管理后台" }];
}

const CHANNEL: Record<string, string> = { email: "邮件", wecom: "企业微信", dingtalk: "钉钉", feishu: "飞书" };
const COLOR: Record<string, string> = { pending: "default", sending: "blue", sent: "green", failed: "red" };
const time = (t: string | null) => (t ? new Date(t).toLocaleString("zh-CN", { hour12: false, timeZone: "Asia/Shanghai" }) : "—");

export default function AdminDeliveries({ loaderData }: Route.ComponentProps) {
  const { list, status } = loaderData;
  const { revalidate } = useRevalidator();
  const go = useListNav();
  return (
    <div className="admin-panel">
      <Alert
        type="info"
        className="admin-notice"
        message="招标订阅的邮件和群机器人推送：失败后按 1、2、4、8 分钟间隔重试，5 次仍失败则放弃并显示原因；用户修正地址后可在此重新发送。"
      />
      <div className="admin-toolbar">
        <SegmentedFilter
          label="推送状态"
          value={status}
          options={[
            { value: "", label: "全部" },
            { value: "pending", label: "待发送" },
            { value: "sent", label: "已发送" },
            { value: "failed", label: "已放弃" },
          ]}
          onChange={(v) => go({ status: v || undefined })}
        />
      </div>
      <DataTable
        label="订阅推送"
        rowKey={(r) => r.id}
        rows={list.records}
        columns={[
          { title: "时间", key: "createdAt", width: 170, render: (r) => time(r.createdAt) },
          { title: "用户", key: "user", width: 120 },
          { title: "方式", key: "channel", width: 90, render: (r) => CHANNEL[r.channel] ?? r.channel },
          { title: "内容", key: "title" },
          { title: "次数", key: "attempts", width: 60 },
          {
            title: "状态",
            key: "statusText",
            width: 260,
            render: (r) => (
              <>
                <Tag color={COLOR[r.status]}>{r.statusText}</Tag>
                {r.status === "pending" && r.attempts > 0 && <div className="muted">下次重试 {time(r.nextAt)}</div>}
                {r.lastError && r.status !== "sent" && <div className="muted">{r.lastError}</div>}
              </>
            ),
          },
          {
            title: "操作",
            key: "actions",
            width: 100,
            render: (r) =>
              r.status === "failed" ? (
                <Button
                  size="small"
                  onClick={async () => (await adminCall("delivery/retry", { id: r.id }, "已重新排队发送")) && revalidate()}
                >
                  重新发送
                </Button>
              ) : null,
          },
        ]}
      />
      <ListPager list={list} />
    </div>
  );
}
