import { createSign, createVerify } from "node:crypto";
import { chinaDateTime } from "../china-time";
import { configured, defaultHttp, type HttpClient } from "../http";

/**
 * Alipay open platform, 当面付 precreate (a QR code the payer scans): requests are signed RSA2
 * (SHA256withRSA over the parameters sorted by name, `k=v` joined by `&`, without `sign`), and the
 * asynchronous payment notice is verified the same way with Alipay's public key.
 */
export interface AlipayConfig {
  appId: string;
  privateKey: string;
  /** Alipay's public key (PEM) that signs the notices. */
  alipayPublicKey: string;
  /** https://openapi.alipay.com/gateway.do unless a test stands in for it. */
  gateway?: string;
  /** The outgoing-HTTP port; the process's default one when absent. */
  http?: HttpClient;
}

/** The string Alipay signs: non-empty parameters but `sign` (and `sign_type` for notices), sorted. */
export function alipaySignContent(params: Record<string, string>, dropSignType: boolean): string {
  return Object.keys(params)
    .filter((k) => k !== "sign" && !(dropSignType && k === "sign_type") && params[k] !== "" && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
}

export function alipaySign(params: Record<string, string>, privateKey: string): string {
  return createSign("RSA-SHA256").update(alipaySignContent(params, false), "utf8").sign(privateKey, "base64");
}

/** Creates a precreate order; returns the `qr_code` to show. */
export async function alipayPrecreate(
  cfg: AlipayConfig,
  order: { orderNo: string; subject: string; amountFen: number; notifyUrl: string },
  now: Date,
): Promise<string> {
  const params: Record<string, string> = {
    app_id: cfg.appId,
    method: "alipay.trade.precreate",
    format: "JSON",
    charset: "utf-8",
    sign_type: "RSA2",
    timestamp: chinaDateTime(now) as string,
    version: "1.0",
    notify_url: order.notifyUrl,
    biz_content: JSON.stringify({ out_trade_no: order.orderNo, total_amount: (order.amountFen / 100).toFixed(2), subject: order.subject }),
  };
  params.sign = alipaySign(params, cfg.privateKey);
  const gateway = cfg.gateway ?? "https://openapi.alipay.com/gateway.do";
  // The gateway is fixed (code or ALIPAY_GATEWAY): only it is reached, whatever its address.
  const res = await (cfg.http ?? defaultHttp()).fetch(gateway, {
    ...configured(gateway),
    timeoutMs: 10_000,
    totalMs: 10_000,
    maxBytes: 1024 * 1024,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
    body: new URLSearchParams(params).toString(),
  });
  const answer = (await res.json().catch(() => ({}))) as {
    alipay_trade_precreate_response?: { code?: string; msg?: string; sub_msg?: string; qr_code?: string };
  };
  const r = answer.alipay_trade_precreate_response;
  if (!res.ok || r?.code !== "10000" || !r.qr_code) throw new Error(`支付宝下单失败：${r?.sub_msg ?? r?.msg ?? `HTTP ${res.status}`}`);
  return r.qr_code;
}

export interface AlipayPaid {
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  success: boolean;
}

/** An asynchronous notice (form fields); null unless its RSA2 signature verifies and it names this app. */
export function readAlipayNotice(cfg: AlipayConfig, params: Record<string, string>): AlipayPaid | null {
  if (!params.sign || params.app_id !== cfg.appId) return null;
  const ok = createVerify("RSA-SHA256").update(alipaySignContent(params, true), "utf8").verify(cfg.alipayPublicKey, params.sign, "base64");
  if (!ok) return null;
  const amount = Math.round(Number(params.total_amount) * 100);
  if (!Number.isFinite(amount)) return null;
  return {
    orderNo: params.out_trade_no,
    tradeNo: params.trade_no,
    amountFen: amount,
    success: params.trade_status === "TRADE_SUCCESS" || params.trade_status === "TRADE_FINISHED",
  };
}
