import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { schema } from "@portal/db";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { invalid, rateLimited } from "../errors";
import { sendMail, sendSms } from "../notify";
import { hit, type ThrottleRule } from "../throttle";
import { withTransaction } from "../transaction";
import { newDigitCode } from "./tokens";

/**
 * SMS and e-mail verification codes (DESIGN §7): six CSPRNG digits, bound to target + purpose,
 * valid five minutes, one use, dead after five wrong tries (counted atomically, see verifyCode); at
 * most one send a minute per target and purpose, with hourly and daily caps per target (all purposes
 * together) and per IP.
 */
export type CodePurpose = "register" | "login" | "findPwd" | "doubleAuth" | "changePhone" | "changeEmail" | "bind" | "upgrade" | "org";
export type Channel = "sms" | "email";

export const CODE_RULES = {
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  gapMs: 60_000,
  perTargetHour: { name: "code-target-h", limit: 5, windowMs: 3_600_000 },
  perTargetDay: { name: "code-target-d", limit: 10, windowMs: 86_400_000 },
  perIpHour: { name: "code-ip-h", limit: 20, windowMs: 3_600_000 },
  perIpDay: { name: "code-ip-d", limit: 50, windowMs: 86_400_000 },
} satisfies Record<string, ThrottleRule | number>;

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  register: "注册账号",
  login: "登录",
  findPwd: "找回密码",
  doubleAuth: "登录身份验证",
  changePhone: "更换手机号",
  changeEmail: "更换邮箱",
  bind: "绑定账号",
  upgrade: "完善账号",
  org: "机构账号登录",
};

const SIGN = "【筑信工程云】";
/** First key of the transaction lock that serialises sends per target + purpose (the second is a hash of them). */
const SEND_LOCK = 2901;
export const CODE_FAILED = "验证码错误或已过期，请重新获取";

function digest(salt: string, target: string, purpose: string, code: string) {
  return createHash("sha256").update(`${salt}\n${target}\n${purpose}\n${code}`).digest("hex");
}

export function ipOf(ctx: Ctx): string {
  return "ip" in ctx.actor ? ctx.actor.ip : "system";
}

/**
 * Sends a code, or — when the caller knows no code may be given (e.g. the phone is already
 * registered) — a notice instead. Both paths are throttled and stored alike, so the answer and its
 * timing do not tell whether an account exists.
 */
export async function sendVerification(
  ctx: Ctx,
  input: { channel: Channel; target: string; purpose: CodePurpose; notice?: string },
): Promise<{ resendAfter: number }> {
  const now = ctx.now();
  const ip = ipOf(ctx);
  const code = newDigitCode();
  const salt = randomBytes(16).toString("hex");
  // A notice row holds a hash nothing can match, but still starts the one-minute gap.
  const stored = input.notice ? randomBytes(16).toString("hex") : code;
  const t = schema.verificationCodes;
  // The gap is checked and the new row written under a transaction lock on target + purpose, so of
  // sends that race, the first stores its code and the others, waiting for the lock, see it and get
  // 429. The caps are counted only past the gap: sends refused by it use none of the allowance.
  await withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK}::int, hashtext(${`${input.target}\n${input.purpose}`}))`);
    const [last] = await tx.db
      .select({ at: t.createdAt })
      .from(t)
      .where(and(eq(t.target, input.target), eq(t.purpose, input.purpose)))
      .orderBy(desc(t.createdAt))
      .limit(1);
    const since = last ? now.getTime() - last.at.getTime() : Number.POSITIVE_INFINITY;
    if (since < CODE_RULES.gapMs) throw rateLimited(Math.ceil((CODE_RULES.gapMs - since) / 1000));
    await hit(tx, CODE_RULES.perIpHour, ip);
    await hit(tx, CODE_RULES.perIpDay, ip);
    await hit(tx, CODE_RULES.perTargetHour, input.target);
    await hit(tx, CODE_RULES.perTargetDay, input.target);
    await tx.db.insert(t).values({
      channel: input.channel,
      target: input.target,
      purpose: input.purpose,
      codeHash: `${salt}$${digest(salt, input.target, input.purpose, stored)}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
      ip,
    });
  });
  const what = PURPOSE_TEXT[input.purpose];
  const text = input.notice
    ? `${SIGN}${input.notice}`
    : `${SIGN}您正在${what}，验证码 ${code}，5 分钟内有效。请勿告诉他人，如非本人操作请忽略。`;
  if (input.channel === "sms") {
    await sendSms(ctx, { phone: input.target, text, template: input.notice ? "notice" : "vcode", params: input.notice ? {} : { code } });
  } else {
    await sendMail(ctx, { to: input.target, subject: input.notice ? "账号通知" : `${what}验证码`, text });
  }
  return { resendAfter: CODE_RULES.gapMs / 1000 };
}

/**
 * Uses up the matching code; any failure gives the same Chinese message.
 *
 * Only the latest live code for target + purpose can be used. Each guess first takes one of its
 * five attempts with a single conditional UPDATE (attempts < 5, not used, not expired); PostgreSQL
 * re-checks that condition on the row's newest version when guesses race, so however many arrive at
 * once, at most five are ever compared. A right guess then uses the code up with another
 * conditional UPDATE, so of two right guesses only one succeeds.
 */
export async function verifyCode(ctx: Ctx, input: { target: string; purpose: CodePurpose; code: string }): Promise<void> {
  const t = schema.verificationCodes;
  const now = ctx.now();
  const [latest] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.target, input.target), eq(t.purpose, input.purpose), isNull(t.consumedAt), gt(t.expiresAt, now)))
    .orderBy(desc(t.createdAt))
    .limit(1);
  if (!latest) throw invalid(CODE_FAILED);
  const [row] = await ctx.db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.id, latest.id), lt(t.attempts, CODE_RULES.maxAttempts), isNull(t.consumedAt), gt(t.expiresAt, now)))
    .returning({ codeHash: t.codeHash });
  if (!row) {
    // No attempt left, or used up meanwhile: say which, the decision is already made.
    const [dead] = await ctx.db.select({ attempts: t.attempts }).from(t).where(eq(t.id, latest.id));
    throw invalid(dead && dead.attempts >= CODE_RULES.maxAttempts ? "验证码错误次数过多，请重新获取" : CODE_FAILED);
  }
  const [salt, want] = row.codeHash.split("$");
  const got = digest(salt, input.target, input.purpose, /^\d{6}$/.test(input.code) ? input.code : "x");
  if (!timingSafeEqual(Buffer.from(want), Buffer.from(got))) throw invalid(CODE_FAILED);
  // Conditional update: of two concurrent uses of one code, only one succeeds.
  const used = await ctx.db
    .update(t)
    .set({ consumedAt: now })
    .where(and(eq(t.id, latest.id), isNull(t.consumedAt)))
    .returning({ id: t.id });
  if (used.length === 0) throw invalid(CODE_FAILED);
}
