import { listOrdersForStaff } from "@portal/core";
import { useRevalidator } from "react-router";
import { adminCall, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { ListPager, RowActions, SearchBox, SegmentedFilter } from "~/components/admin/ListTools";
import { Alert } from "~/components/form/Alert";
import { Button } from "~/components/form/Button";
import { DataTable } from "~/components/form/DataTable";
import { Tag } from "~/components/form/Tag";
import { confirmDialog } from "~/lib/confirm";
import type { Route } from "./+types/orders";

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
  const asked = async (title: string, path: string, id: string, done: string, danger = false) => {
    if ((await confirmDialog({ title, danger })) && (await adminCall(path, { id }, done))) await revalidate();
  };
  return (
    <div className="admin-panel">
      <Alert
        type="info"
        className="admin-notice"
        message="对公转账的订单：核对银行到账（附言为订单号、金额一致）后点“确认收款”，会员即开通一年，重复点击不会重复开通。微信支付、支付宝的订单由支付平台通知自动开通。"
      />
      <div className="admin-toolbar">
        <SegmentedFilter
          label="订单状态"
          value={status}
          options={[
            { value: "", label: "全部" },
            { value: "pending", label: "待支付" },
            { value: "paid", label: "已支付" },
            { value: "cancelled", label: "已取消" },
          ]}
          onChange={(v) => go({ status: v || undefined })}
        />
        <SearchBox label="查找订单" placeholder="订单号" defaultValue={keyword} onSearch={(v) => go({ keyword: v || undefined })} />
      </div>
      <DataTable
        label="会员订单"
        rowKey={(o) => o.id}
        rows={list.records}
        columns={[
          { title: "订单号", key: "orderNo", width: 190 },
          { title: "下单时间", key: "createdAt", width: 170 },
          { title: "用户", key: "buyer", width: 150 },
          { title: "方案", key: "planName", width: 160, render: (o) => (o.companyName ? `${o.planName} · ${o.companyName}` : o.planName) },
          { title: "金额", key: "amountText", width: 120 },
          { title: "支付方式", key: "providerName", width: 100 },
          {
            title: "状态",
            key: "statusText",
            width: 150,
            render: (o) => (
              <>
                <Tag color={COLOR[o.status]}>{o.statusText}</Tag>
                {o.paidAt && <div className="muted">{o.paidAt}</div>}
              </>
            ),
          },
          {
            title: "操作",
            key: "actions",
            width: 170,
            render: (o) =>
              o.status === "pending" ? (
                <RowActions>
                  {o.provider === "offline" && (
                    <Button
                      size="small"
                      variant="primary"
                      onClick={() =>
                        void asked(`确认已收到 ${o.amountText}（附言 ${o.orderNo}）？`, "order/confirm", o.id, "已确认收款，会员已开通")
                      }
                    >
                      确认收款
                    </Button>
                  )}
                  <Button
                    size="small"
                    variant="link"
                    className="ui-btn-danger"
                    onClick={() => void asked("取消这个订单？", "order/cancel", o.id, "订单已取消", true)}
                  >
                    取消
                  </Button>
                </RowActions>
              ) : null,
          },
        ]}
      />
      <ListPager list={list} unit="笔" />
    </div>
  );
}
