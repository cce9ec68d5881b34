import { schema } from "@portal/db";
import { and, eq, or } from "drizzle-orm";
import { recordAudit } from "../audit";
import {
  assertEmail,
  assertPasswordAcceptable,
  assertPhone,
  type Channel,
  checkImageCode,
  consumeTicket,
  forgetDevices,
  hashPassword,
  issueTicket,
  maskTarget,
  parseAccount,
  peekTicket,
  revokeUserSessions,
  sendVerification,
  verifyCode,
} from "../auth";
import type { Ctx } from "../context";
import { AppError, invalid } from "../errors";
import { withTransaction } from "../transaction";

/**
 * Password recovery (找回密码): image code → code by SMS or e-mail → choose the account (one phone
 * may hold a personal account and organisation accounts) → new password. Every step answers the
 * same for unknown phones; the new password ends every session of that account.
 */
export const RECOVERY_TTL_MS = 10 * 60_000;
const NOTICE = "有人在筑信工程云为此号码找回密码，但该号码没有关联账号。如非本人操作请忽略。";

/** Step 1: the account box and the image code. Returns a permit to send codes to that target. */
export async function recoveryCheck(ctx: Ctx, input: { account: string; icodeId?: string; icode?: string }) {
  const account = parseAccount(input.account);
  if (account.kind === "username") throw invalid("请输入注册时使用的手机号或邮箱");
  if (!(await checkImageCode(ctx, input.icodeId, input.icode))) throw new AppError("CaptchaRequired", "图形验证码错误，请重新输入");
  const channel: Channel = account.kind === "phone" ? "sms" : "email";
  const { token } = await issueTicket(ctx, { kind: "permit", ttlMs: RECOVERY_TTL_MS, data: { target: account.value, channel } });
  return { permit: token, channel, maskedTarget: maskTarget(account.value) };
}

async function accountsOf(ctx: Ctx, channel: Channel, target: string) {
  const u = schema.users;
  const where = channel === "sms" ? or(eq(u.phone, target), eq(u.recoveryPhone, target)) : eq(u.email, target);
  const rows = await ctx.db
    .select({
      id: u.id,
      phone: u.phone,
      email: u.email,
      username: u.username,
      realname: u.realname,
      companyId: u.companyId,
      status: u.status,
    })
    .from(u)
    .where(and(where));
  return rows.filter((r) => r.status !== "deleted");
}

/** Step 2: send the code. The permit comes from step 1, so no code goes out without an image code. */
export async function recoverySend(ctx: Ctx, input: { permit: string; channel: Channel; target: string }) {
  const permit = await peekTicket(ctx, "permit", input.permit);
  const target = input.channel === "sms" ? assertPhone(input.target) : assertEmail(input.target);
  if (!permit || permit.data.target !== target) throw new AppError("CaptchaRequired", "请先输入图形验证码");
  const found = await accountsOf(ctx, input.channel, target);
  return sendVerification(ctx, { channel: input.channel, target, purpose: "findPwd", notice: found.length ? undefined : NOTICE });
}

/** Step 3: the code proves the target; answer the accounts it may reset and a ticket for step 4. */
export async function recoveryListAccounts(ctx: Ctx, input: { channel: Channel; target: string; vcode: string }) {
  const target = input.channel === "sms" ? assertPhone(input.target) : assertEmail(input.target);
  await verifyCode(ctx, { target, purpose: "findPwd", code: input.vcode });
  const found = await accountsOf(ctx, input.channel, target);
  const companyIds = found.map((f) => f.companyId).filter(Boolean) as string[];
  const names = new Map<string, string>();
  for (const id of companyIds) {
    const [c] = await ctx.db.select({ name: schema.companies.name }).from(schema.companies).where(eq(schema.companies.id, id));
    if (c) names.set(id, c.name);
  }
  const { token } = await issueTicket(ctx, { kind: "recovery", ttlMs: RECOVERY_TTL_MS, data: { userIds: found.map((f) => f.id), target } });
  return {
    ticket: token,
    accounts: found.map((f) => ({
      id: f.id,
      kind: f.username ? ("org" as const) : ("personal" as const),
      label: f.username
        ? `机构账号 ${f.username}${f.companyId && names.get(f.companyId) ? `（${names.get(f.companyId)}）` : ""}`
        : `个人账号 ${maskTarget(f.phone ?? f.email ?? "")}`,
      realname: f.realname,
    })),
  };
}

/** Step 4: the new password; every session of the account ends. */
export async function recoveryUpdatePassword(ctx: Ctx, input: { ticket: string; accountId: string; password: string }) {
  const ticket = await peekTicket(ctx, "recovery", input.ticket);
  const ids = (ticket?.data.userIds as string[] | undefined) ?? [];
  if (!ticket || !ids.includes(input.accountId)) throw invalid("验证已过期，请重新找回密码");
  const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, input.accountId));
  assertPasswordAcceptable(input.password, { phone: user?.phone, email: user?.email });
  const passwordHash = await hashPassword(input.password);
  // Ticket, new hash, the end of every session and the audit entry: all or nothing, so a failure
  // never leaves a changed password with old sessions alive or a used-up ticket and no new password.
  return withTransaction(ctx, async (tx) => {
    if (!(await consumeTicket(tx, "recovery", input.ticket))) throw invalid("验证已过期，请重新找回密码");
    await tx.db.update(schema.users).set({ passwordHash, updatedAt: tx.now() }).where(eq(schema.users.id, input.accountId));
    await revokeUserSessions(tx, input.accountId);
    await forgetDevices(tx, input.accountId);
    await recordAudit(tx, { action: "account.password_reset", actorId: input.accountId, targetType: "user", targetId: input.accountId });
    return { done: true };
  });
}
