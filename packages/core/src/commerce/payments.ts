import type { Ctx } from "../context";
import { AppError, conflict } from "../errors";
import { PLANS } from "../points";
import { qrJpegDataUrl } from "../qr-image";
import { type AlipayConfig, alipayPrecreate, readAlipayNotice } from "./alipay";
import { getMyOrder, type OrderView, type PayProvider, settleOrder } from "./orders";
import { readWechatNotice, type WechatPayConfig, wechatNativeOrder } from "./wechat-pay";

/** The receiving account for transfers and the gateways this site is configured for. */
export interface Payments {
  bank: { holder: string; bank: string; account: string } | null;
  wechat?: WechatPayConfig;
  alipay?: AlipayConfig;
  /** Absolute origin the gateways call back (PUBLIC_ORIGIN). */
  origin: string;
}

export function enabledProviders(p: Payments): PayProvider[] {
  return ["offline", ...(p.wechat ? (["wechat"] as const) : []), ...(p.alipay ? (["alipay"] as const) : [])];
}

export interface PayInstructions {
  order: OrderView;
  /** Transfer details (offline), or a QR code to scan (wechat, alipay). */
  bank: Payments["bank"];
  qrImage: string | null;
}

/** How to pay one of the user's pending orders. */
export async function payInstructions(ctx: Ctx, id: string, payments: Payments): Promise<PayInstructions> {
  const order = await getMyOrder(ctx, id);
  if (order.status !== "pending") throw conflict(order.status === "paid" ? "订单已支付" : "订单已取消");
  if (order.provider === "offline") return { order, bank: payments.bank, qrImage: null };
  const description = `筑信工程云${PLANS[order.plan].name}（一年）`;
  try {
    const text =
      order.provider === "wechat" && payments.wechat
        ? await wechatNativeOrder(
            payments.wechat,
            { orderNo: order.orderNo, description, amountFen: order.amountFen, notifyUrl: `${payments.origin}/api/pub/pay/wechat/notify` },
            ctx.now(),
          )
        : order.provider === "alipay" && payments.alipay
          ? await alipayPrecreate(
              payments.alipay,
              {
                orderNo: order.orderNo,
                subject: description,
                amountFen: order.amountFen,
                notifyUrl: `${payments.origin}/api/pub/pay/alipay/notify`,
              },
              ctx.now(),
            )
          : null;
    if (!text) throw new AppError("Unavailable", "该支付方式暂不可用，请选择对公转账");
    return { order, bank: null, qrImage: qrJpegDataUrl(text, 240) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err: String(err), orderNo: order.orderNo }, "payment gateway failed");
    throw new AppError("Unavailable", "支付通道暂时不可用，请稍后再试或选择对公转账");
  }
}

/** A WeChat Pay notice: true when it verified (paid or not); the caller answers the gateway. */
export async function acceptWechatNotice(
  ctx: Ctx,
  payments: Payments,
  headers: Record<string, string | undefined>,
  body: string,
): Promise<boolean> {
  if (!payments.wechat) return false;
  const paid = readWechatNotice(payments.wechat, headers, body, ctx.now());
  if (!paid) return false;
  if (paid.success)
    await settleOrder(ctx, { orderNo: paid.orderNo, amountFen: paid.amountFen, tradeNo: paid.transactionId, allowCancelled: true });
  return true;
}

export async function acceptAlipayNotice(ctx: Ctx, payments: Payments, params: Record<string, string>): Promise<boolean> {
  if (!payments.alipay) return false;
  const paid = readAlipayNotice(payments.alipay, params);
  if (!paid) return false;
  if (paid.success)
    await settleOrder(ctx, { orderNo: paid.orderNo, amountFen: paid.amountFen, tradeNo: paid.tradeNo, allowCancelled: true });
  return true;
}
