import { createHmac } from "node:crypto";
import type { DeliveryItem, WebhookKind } from "@portal/db";

/**
 * Group robots of WeCom (企业微信), DingTalk (钉钉) and Feishu (飞书): each takes a JSON message
 * at its webhook address and answers 200 with an error code in the body (0 = accepted).
 */
export interface RobotRequest {
  url: string;
  body: unknown;
}

/** DingTalk "加签": HMAC-SHA256 of "timestamp\nsecret" keyed by the secret, base64, in the query. */
export function dingtalkSign(timestampMs: number, secret: string): string {
  return createHmac("sha256", secret).update(`${timestampMs}\n${secret}`).digest("base64");
}

/** Feishu "签名校验": HMAC-SHA256 keyed by "timestamp\nsecret" over nothing, base64, in the body. */
export function feishuSign(timestampSec: number, secret: string): string {
  return createHmac("sha256", `${timestampSec}\n${secret}`).update("").digest("base64");
}

function markdown(title: string, items: DeliveryItem[], total: number, link: (id: number) => string): string {
  const lines = items.map((x) => `- [${x.title}](${link(x.id)})  \n  ${[x.publishedOn, x.region, x.amount].filter(Boolean).join(" · ")}`);
  const more = total > items.length ? `\n\n…等 ${total} 条，请登录查看` : "";
  return `**${title}**\n\n${lines.join("\n")}${more}`;
}

/** The request that posts one delivery to a robot of `kind`. */
export function robotRequest(
  kind: WebhookKind,
  hook: { url: string; secret: string | null },
  msg: { title: string; items: DeliveryItem[]; total: number },
  link: (id: number) => string,
  now: Date,
): RobotRequest {
  const text = markdown(msg.title, msg.items, msg.total, link);
  if (kind === "wecom") return { url: hook.url, body: { msgtype: "markdown", markdown: { content: text } } };
  if (kind === "dingtalk") {
    const url = new URL(hook.url);
    if (hook.secret) {
      const ts = now.getTime();
      url.searchParams.set("timestamp", String(ts));
      url.searchParams.set("sign", dingtalkSign(ts, hook.secret));
    }
    return { url: url.href, body: { msgtype: "markdown", markdown: { title: msg.title, text } } };
  }
  const lines = msg.items.map((x) => [
    { tag: "a", text: x.title, href: link(x.id) },
    { tag: "text", text: `（${x.publishedOn}）` },
  ]);
  if (msg.total > msg.items.length) lines.push([{ tag: "text", text: `…等 ${msg.total} 条，请登录查看` }] as never);
  const body: Record<string, unknown> = { msg_type: "post", content: { post: { zh_cn: { title: msg.title, content: lines } } } };
  if (hook.secret) {
    const ts = Math.floor(now.getTime() / 1000);
    body.timestamp = String(ts);
    body.sign = feishuSign(ts, hook.secret);
  }
  return { url: hook.url, body };
}

/** Whether the robot accepted the message: WeCom and DingTalk answer errcode, Feishu code (or StatusCode). */
export function robotAccepted(kind: WebhookKind, answer: unknown): { ok: boolean; error?: string } {
  const a = (answer ?? {}) as Record<string, unknown>;
  const code = kind === "feishu" ? (a.code ?? a.StatusCode) : a.errcode;
  if (code === 0) return { ok: true };
  const msg = kind === "feishu" ? (a.msg ?? a.StatusMessage) : a.errmsg;
  return { ok: false, error: `机器人返回错误 ${String(code)}：${String(msg ?? "")}`.slice(0, 300) };
}
