import { createDecipheriv, createSign, createVerify, randomBytes } from "node:crypto";
import { configured, defaultHttp, type HttpClient } from "../http";

/**
 * WeChat Pay API v3, Native payment (a QR code the payer scans): requests are signed with the
 * merchant's RSA key, payment notices verified with WeChat Pay's platform public key and their
 * `resource` decrypted with the APIv3 key (AEAD_AES_256_GCM), as the v3 documentation describes.
 */
export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Serial number of the merchant certificate whose private key signs. */
  serialNo: string;
  privateKey: string;
  /** WeChat Pay's platform public key (PEM) that signs the notices. */
  platformPublicKey: string;
  /** 32-byte APIv3 key. */
  apiV3Key: string;
  /** https://api.mch.weixin.qq.com unless a test stands in for it. */
  gateway?: string;
  /** The outgoing-HTTP port; the process's default one when absent. */
  http?: HttpClient;
}

/** The Authorization header of one request: WECHATPAY2-SHA256-RSA2048 over method, path, time, nonce, body. */
export function wechatAuthorization(
  cfg: WechatPayConfig,
  method: string,
  pathWithQuery: string,
  body: string,
  now: Date,
  nonce = randomBytes(16).toString("hex"),
) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = createSign("RSA-SHA256").update(message).sign(cfg.privateKey, "base64");
  return `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${cfg.serialNo}"`;
}

/** Creates a Native order; returns the `code_url` to show as a QR code. */
export async function wechatNativeOrder(
  cfg: WechatPayConfig,
  order: { orderNo: string; description: string; amountFen: number; notifyUrl: string },
  now: Date,
): Promise<string> {
  const path = "/v3/pay/transactions/native";
  const body = JSON.stringify({
    appid: cfg.appid,
    mchid: cfg.mchid,
    description: order.description,
    out_trade_no: order.orderNo,
    notify_url: order.notifyUrl,
    amount: { total: order.amountFen, currency: "CNY" },
  });
  const gateway = cfg.gateway ?? "https://api.mch.weixin.qq.com";
  // The gateway is fixed (code or WECHATPAY_GATEWAY): only it is reached, whatever its address.
  const res = await (cfg.http ?? defaultHttp()).fetch(`${gateway}${path}`, {
    ...configured(gateway),
    timeoutMs: 10_000,
    totalMs: 10_000,
    maxBytes: 1024 * 1024,
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      authorization: wechatAuthorization(cfg, "POST", path, body, now),
    },
    body,
  });
  const answer = (await res.json().catch(() => ({}))) as { code_url?: string; code?: string; message?: string };
  if (!res.ok || !answer.code_url) throw new Error(`微信支付下单失败：${answer.message ?? answer.code ?? `HTTP ${res.status}`}`);
  return answer.code_url;
}

export interface WechatPaid {
  orderNo: string;
  transactionId: string;
  amountFen: number;
  success: boolean;
}

/**
 * A payment notice: the signature over "timestamp\nnonce\nbody\n" must verify with the platform key
 * and the timestamp be within five minutes (no replays of old notices); then the resource is decrypted.
 * Returns null for anything that does not verify.
 */
export function readWechatNotice(
  cfg: WechatPayConfig,
  headers: Record<string, string | undefined>,
  body: string,
  now: Date,
): WechatPaid | null {
  const ts = headers["wechatpay-timestamp"];
  const nonce = headers["wechatpay-nonce"];
  const signature = headers["wechatpay-signature"];
  if (!ts || !nonce || !signature) return null;
  if (Math.abs(now.getTime() / 1000 - Number(ts)) > 300) return null;
  const ok = createVerify("RSA-SHA256").update(`${ts}\n${nonce}\n${body}\n`).verify(cfg.platformPublicKey, signature, "base64");
  if (!ok) return null;
  try {
    const notice = JSON.parse(body) as { resource?: { ciphertext: string; nonce: string; associated_data?: string; algorithm: string } };
    const r = notice.resource;
    if (!r || r.algorithm !== "AEAD_AES_256_GCM") return null;
    const data = Buffer.from(r.ciphertext, "base64");
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(cfg.apiV3Key, "utf8"), Buffer.from(r.nonce, "utf8"));
    decipher.setAAD(Buffer.from(r.associated_data ?? "", "utf8"));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString("utf8");
    const t = JSON.parse(plain) as { out_trade_no: string; transaction_id: string; trade_state: string; amount: { total: number } };
    return { orderNo: t.out_trade_no, transactionId: t.transaction_id, amountFen: t.amount.total, success: t.trade_state === "SUCCESS" };
  } catch {
    return null;
  }
}
