import { createHash, randomBytes } from "node:crypto";
import { schema } from "@portal/db";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { requireUser } from "../access";
import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { conflict, forbidden, invalid, notFound } from "../errors";
import { qrJpegDataUrl } from "../qr-image";
import { admit } from "../throttle";
import { withTransaction } from "../transaction";
import { findUserById, isStaff, maskTarget } from "./accounts";
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from "./totp";

/**
 * The staff authenticator-app second factor (ADR 0030). A staff member enrols once (QR + secret,
 * confirmed with a code), gets ten single-use recovery codes, and from then on logs in with the
 * app's code instead of an SMS / outbox code. Wrong codes are throttled per account; a code, once
 * accepted, is refused again (the last used step is stored with a conditional update). An
 * administrator can reset all of it (audit-logged) when the phone is lost.
 */
export const SECOND_FACTOR_RULES = {
  /** Wrong authenticator or recovery codes per account; past it 429 until the oldest is 15 minutes old. */
  failures: { name: "totp-fail", limit: 5, windowMs: 15 * 60_000 },
  recoveryCodes: 10,
} as const;

export const TOTP_ISSUER = "筑信工程云";
const CODE_WRONG = "动态码或恢复码不正确";

const t = schema.totpCredentials;
const rc = schema.recoveryCodes;

/** Recovery codes are 50 random bits ("abcde-fghij"); a keyed-by-user SHA-256 is enough at that size with the throttle. */
function hashRecoveryCode(userId: string, code: string): string {
  return createHash("sha256").update(`recovery\n${userId}\n${code}`).digest("hex");
}

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

function newRecoveryCode(): string {
  const raw = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Whether the user logs in with an authenticator app (enrolment confirmed). */
export async function hasTotp(ctx: Ctx, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: t.userId })
    .from(t)
    .where(and(eq(t.userId, userId), isNotNull(t.confirmedAt)));
  return Boolean(row);
}

/** The signed-in user's second factor, for the security page (never the secret). */
export async function mySecondFactor(ctx: Ctx) {
  const userId = requireUser(ctx);
  const [row] = await ctx.db.select({ confirmedAt: t.confirmedAt }).from(t).where(eq(t.userId, userId));
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(rc)
    .where(and(eq(rc.userId, userId), isNull(rc.usedAt)));
  return { staff: await isStaff(ctx, userId), enrolled: Boolean(row?.confirmedAt), recoveryCodesLeft: n };
}

/**
 * Starts (or restarts) enrolment: a fresh secret, shown this once as a QR code and as text. An
 * enrolment already confirmed cannot be replaced here; an administrator resets it.
 */
export async function beginTotpEnrolment(ctx: Ctx) {
  const userId = requireUser(ctx);
  if (!(await isStaff(ctx, userId))) throw forbidden("身份验证器仅供工作人员使用");
  const user = await findUserById(ctx, userId);
  if (!user) throw notFound("账号");
  const secret = newTotpSecret();
  const now = ctx.now();
  // Only an unconfirmed row is replaced: the conditional upsert leaves a confirmed one alone.
  const written = await ctx.db
    .insert(t)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({ target: t.userId, set: { secret, createdAt: now, lastStep: null }, where: isNull(t.confirmedAt) })
    .returning({ userId: t.userId });
  if (written.length === 0) throw conflict("已绑定身份验证器；如需更换，请联系管理员重置");
  const account = maskTarget(user.phone ?? user.email ?? user.username ?? user.id);
  const uri = otpauthUri({ secret, issuer: TOTP_ISSUER, account });
  return { secret, uri, qr: qrJpegDataUrl(uri, 240, 2) };
}

/** Takes one of the account's wrong-code places before a code is checked; a right code gives it back. */
async function attempt(ctx: Ctx, userId: string) {
  return admit(ctx, SECOND_FACTOR_RULES.failures, userId);
}

/** Confirms enrolment with a code from the app and returns the recovery codes (shown this once). */
export async function confirmTotpEnrolment(ctx: Ctx, input: { code: string }) {
  const userId = requireUser(ctx);
  const place = await attempt(ctx, userId);
  const [row] = await ctx.db.select().from(t).where(eq(t.userId, userId));
  if (!row) throw invalid("请先开始绑定身份验证器");
  if (row.confirmedAt) throw conflict("已绑定身份验证器");
  const step = matchTotp(row.secret, input.code.trim(), ctx.now().getTime(), row.lastStep);
  if (step === null) throw invalid("动态码不正确，请确认手机时间准确后重试");
  await place.release();
  const codes = Array.from({ length: SECOND_FACTOR_RULES.recoveryCodes }, newRecoveryCode);
  await withTransaction(ctx, async (tx) => {
    const done = await tx.db
      .update(t)
      .set({ confirmedAt: tx.now(), lastStep: step })
      .where(and(eq(t.userId, userId), isNull(t.confirmedAt), eq(t.secret, row.secret)))
      .returning({ userId: t.userId });
    if (done.length === 0) throw conflict("绑定已在别处完成或已重新开始，请刷新页面");
    await tx.db.delete(rc).where(eq(rc.userId, userId));
    await tx.db
      .insert(rc)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, normaliseRecovery(code)), createdAt: tx.now() })));
    await recordAudit(tx, { action: "account.totp_enrolled", targetType: "user", targetId: userId });
  });
  return { recoveryCodes: codes };
}

/**
 * Checks a login's second factor for a user with an authenticator: six digits are an app code,
 * anything else a recovery code. Both are used up atomically — the step by a conditional UPDATE on
 * last_step, the recovery code by one on used_at — so of two logins racing with one code only one
 * passes, on PGlite and PostgreSQL alike. Throws the one Chinese message (or 429) on failure.
 */
export async function verifySecondFactorCode(ctx: Ctx, userId: string, raw: string): Promise<"totp" | "recovery"> {
  const place = await attempt(ctx, userId);
  const code = raw.trim();
  const now = ctx.now();
  if (/^\d{6}$/.test(code)) {
    const [row] = await ctx.db
      .select()
      .from(t)
      .where(and(eq(t.userId, userId), isNotNull(t.confirmedAt)));
    const step = row ? matchTotp(row.secret, code, now.getTime(), row.lastStep) : null;
    if (row && step !== null) {
      const used = await ctx.db
        .update(t)
        .set({ lastStep: step })
        .where(and(eq(t.userId, userId), or(isNull(t.lastStep), lt(t.lastStep, step))))
        .returning({ userId: t.userId });
      if (used.length > 0) {
        await place.release();
        return "totp";
      }
    }
    throw invalid(CODE_WRONG);
  }
  const used = await ctx.db
    .update(rc)
    .set({ usedAt: now })
    .where(and(eq(rc.userId, userId), eq(rc.codeHash, hashRecoveryCode(userId, normaliseRecovery(code))), isNull(rc.usedAt)))
    .returning({ id: rc.id });
  if (used.length === 0) throw invalid(CODE_WRONG);
  await place.release();
  await recordAudit(ctx, { action: "login.recovery_code_used", actorId: userId, targetType: "user", targetId: userId });
  return "recovery";
}
