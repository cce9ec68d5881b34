import { listOrdersForStaff } from "@portal/core";
import { Alert, Button, Input, Popconfirm, Segmented, Table, Tag } from "antd";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/orders";
import { adminCall, listPagination, useListNav } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

/** 会员订单: staff confirm bank transfers (the order number is in the remark) and cancel stale orders. */
export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const status = q.str("status");
  const keyword = q.str("keyword");
  const list = await adminLoad(args, (ctx) => listOrdersForStaff(ctx, { current: q.current, size: q.size, status, keyword }));
  return { list, status: status ?? "", keyword: keyword ?? "" };
}

export function meta() {
  return [{ title: "会员订单 - 管理后台" }];
}

const COLOR: Record<string, string> = { pending: "orange", paid: "green", cancelled: "default" };

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { list, status, keyword } = loaderData;
  const { revalidate } = useRevalidator();
  const go = useListNav();
  return (
    <div className="admin-panel">
      <Alert
        type="info"
        showIcon
        className="admin-notice"
        title="对公转账的订单：核对银行到账（附言为订单号、金额一致）后点“确认收款”，会员即开通一年，重复点击不会重复开通。微信支付、支付宝的订单由支付平台通知自动开通。"
      />
      <div className="admin-toolbar">
        <Segmented
          value={status}
          options={[
            { value: "", label: "全部" },
            { value: "pending", label: "待支付" },
            { value: "paid", label: "已支付" },
            { value: "cancelled", label: "已取消" },
          ]}
          onChange={(v) => go({ status: String(v) || undefined, current: undefined })}
        />
        <Input.Search
          placeholder="订单号"
          defaultValue={keyword}
          allowClear
          style={{ width: 240 }}
          onSearch={(v) => go({ keyword: v.trim() || undefined, current: undefined })}
        />
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        pagination={listPagination(list, go)}
        columns={[
          { title: "订单号", dataIndex: "orderNo", width: 190 },
          { title: "下单时间", dataIndex: "createdAt", width: 170 },
          { title: "用户", dataIndex: "buyer", width: 150 },
          { title: "方案", dataIndex: "planName", width: 160, render: (n: string, o) => (o.companyName ? `${n} · ${o.companyName}` : n) },
          { title: "金额", dataIndex: "amountText", width: 120 },
          { title: "支付方式", dataIndex: "providerName", width: 100 },
          {
            title: "状态",
            dataIndex: "statusText",
            width: 150,
            render: (t: string, o) => (
              <>
                <Tag color={COLOR[o.status]}>{t}</Tag>
                {o.paidAt && <div className="muted">{o.paidAt}</div>}
              </>
            ),
          },
          {
            title: "操作",
            width: 170,
            render: (_: unknown, o) =>
              o.status === "pending" ? (
                <>
                  {o.provider === "offline" && (
                    <Popconfirm
                      title={`确认已收到 ${o.amountText}（附言 ${o.orderNo}）？`}
                      onConfirm={async () => (await adminCall("order/confirm", { id: o.id }, "已确认收款，会员已开通")) && revalidate()}
                    >
                      <Button size="small" type="primary">
                        确认收款
                      </Button>
                    </Popconfirm>
                  )}
                  <Popconfirm
                    title="取消这个订单？"
                    onConfirm={async () => (await adminCall("order/cancel", { id: o.id }, "订单已取消")) && revalidate()}
                  >
                    <Button size="small" type="link" danger>
                      取消
                    </Button>
                  </Popconfirm>
                </>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
