import { type DeliveryChannels, type DeliveryItem, schema, type WebhookKind } from "@portal/db";
import { eq, inArray, sql } from "drizzle-orm";
import { requirePermission, requireSystem } from "../access";
import type { Ctx } from "../context";
import { defaultHttp, type HttpClient } from "../http";
import { backoffDelay } from "../jobs";
import { sendMail } from "../notify";
import { rows } from "../sql";
import { TENDER_PERM } from "../tender";
import { officialWebhookOrigins } from "./criteria";
import { robotAccepted, robotRequest } from "./robots";

/** The job that sends due deliveries (e-mail and robots), and its schedule's key. */
export const DELIVER_JOB = "subscription.deliver";
export const DELIVER_SCHEDULE = "subscription-deliver";
/** Attempts before a delivery is given up (marked failed, visible to the user and to staff). */
export const DELIVERY_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
/** A claimed delivery not finished by then (a crashed process) is tried again. */
const LEASE_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
/** A robot answers a few dozen bytes of JSON. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface DeliverOptions {
  /** Absolute origin for links in mails and robot messages, e.g. https://www.example.com */
  origin: string;
  /**
   * WEBHOOK_HOSTS (host:port): robot gateways the operator allows besides the platforms' own, reached
   * whatever their address. Checked again at delivery, so a host taken out of the setting is no
   * longer posted to even by subscriptions saved while it was in.
   */
  webhookHosts?: string[];
}

interface Claimed {
  id: number;
  user_id: string;
  subscription_id: string | null;
  channel: string;
  title: string;
  items: DeliveryItem[];
  attempts: number;
}

export async function wakeDeliveries(ctx: Ctx): Promise<void> {
  requirePermission(ctx, TENDER_PERM.write);
  await ctx.queue?.add(DELIVER_JOB, {}, { jobId: DELIVER_JOB, attempts: 1 });
}

/**
 * Sends what is due. Each delivery is claimed first (status "sending", attempts + 1, a lease), so
 * two workers never send the same one; sent ones are never picked again. E-mails due together for
 * one user (a daily digest) go out as one mail. Returns counts for logs and tests.
 */
export async function runDeliveries(ctx: Ctx, opts: DeliverOptions): Promise<{ sent: number; failed: number; retried: number }> {
  requireSystem(ctx);
  const now = ctx.now();
  const claimed = await rows<Claimed>(
    ctx.db,
    sql`UPDATE subscription_deliveries SET status = 'sending', attempts = attempts + 1, next_at = ${new Date(now.getTime() + LEASE_MS)}
        WHERE id IN (SELECT id FROM subscription_deliveries WHERE status IN ('pending', 'sending') AND next_at <= ${now}
                     ORDER BY next_at LIMIT 200 FOR UPDATE SKIP LOCKED)
        RETURNING id, user_id, subscription_id, channel, title, items, attempts`,
  );
  const result = { sent: 0, failed: 0, retried: 0 };
  if (claimed.length === 0) return result;
  const subIds = [...new Set(claimed.map((c) => c.subscription_id).filter((x): x is string => !!x))];
  const subs = new Map(
    (subIds.length
      ? await ctx.db
          .select({ id: schema.tenderSubscriptions.id, channels: schema.tenderSubscriptions.channels })
          .from(schema.tenderSubscriptions)
          .where(inArray(schema.tenderSubscriptions.id, subIds))
      : []
    ).map((x) => [x.id, x.channels as DeliveryChannels]),
  );
  const link = (id: number) => `${opts.origin}/tenderDetails/${id}`;
  const mails = new Map<string, Claimed[]>();
  for (const c of claimed) {
    if (c.channel === "email") mails.set(c.user_id, [...(mails.get(c.user_id) ?? []), c]);
    else {
      const hook = c.subscription_id ? subs.get(c.subscription_id)?.webhook : null;
      const error =
        hook && hook.kind === c.channel ? await postRobot(ctx.http ?? defaultHttp(), opts, c, hook, link, now) : "订阅已关闭机器人推送";
      await settle(ctx, [c], error, result);
    }
  }
  for (const [userId, list] of mails) await settle(ctx, list, await mail(ctx, userId, list, link), result);
  return result;
}

/**
 * One robot post through the outgoing-HTTP port: the address is a user's, so only the platform's
 * own hosts (addresses checked like any user URL) and WEBHOOK_HOSTS (trusted) are reached, and no
 * redirect is followed.
 */
async function postRobot(
  http: HttpClient,
  opts: DeliverOptions,
  c: Claimed,
  hook: { kind: WebhookKind; url: string; secret: string | null },
  link: (id: number) => string,
  now: Date,
): Promise<string | null> {
  const req = robotRequest(hook.kind, hook, { title: c.title, items: c.items, total: c.items.length }, link, now);
  try {
    const extra = opts.webhookHosts ?? [];
    const res = await http.fetch(req.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(req.body),
      redirect: "error",
      allow: [...officialWebhookOrigins(hook.kind), ...extra],
      trust: extra,
      timeoutMs: TIMEOUT_MS,
      totalMs: TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
    });
    if (!res.ok) return `机器人地址返回 HTTP ${res.status}`;
    const verdict = robotAccepted(hook.kind, await res.json().catch(() => null));
    return verdict.ok ? null : (verdict.error ?? "机器人拒绝了消息");
  } catch (err) {
    return `无法连接机器人地址：${err instanceof Error ? err.message : String(err)}`.slice(0, 300);
  }
}

async function mail(ctx: Ctx, userId: string, list: Claimed[], link: (id: number) => string): Promise<string | null> {
  const [u] = await ctx.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
  if (!u?.email) return "账号未绑定邮箱";
  const subject = list.length === 1 ? list[0].title : `招标订阅汇总：${list.length} 个订阅有新信息`;
  const text = list
    .map((c) =>
      [
        `【${c.title}】`,
        ...c.items.map((x) => `${x.publishedOn} ${x.title}\n  ${[x.region, x.amount].filter(Boolean).join(" · ")}\n  ${link(x.id)}`),
      ].join("\n"),
    )
    .join("\n\n");
  try {
    await sendMail(ctx, { to: u.email, subject, text: `${text}\n\n——\n在个人中心“我的订阅”中可修改或关闭邮件推送。` });
    return null;
  } catch (err) {
    return `邮件发送失败：${err instanceof Error ? err.message : String(err)}`.slice(0, 300);
  }
}

async function settle(ctx: Ctx, list: Claimed[], error: string | null, result: { sent: number; failed: number; retried: number }) {
  const d = schema.subscriptionDeliveries;
  const ids = list.map((c) => c.id);
  const now = ctx.now();
  if (!error) {
    await ctx.db.update(d).set({ status: "sent", sentAt: now, lastError: null }).where(inArray(d.id, ids));
    result.sent += ids.length;
    return;
  }
  for (const c of list) {
    if (c.attempts >= DELIVERY_ATTEMPTS) {
      await ctx.db.update(d).set({ status: "failed", lastError: error }).where(eq(d.id, c.id));
      result.failed++;
    } else {
      const nextAt = new Date(now.getTime() + backoffDelay(RETRY_BASE_MS, c.attempts));
      await ctx.db.update(d).set({ status: "pending", nextAt, lastError: error }).where(eq(d.id, c.id));
      result.retried++;
    }
  }
}
