import { schema } from "@portal/db";
import { and, eq, lte } from "drizzle-orm";
import { requireSystem, requireUser } from "../access";
import { aiHistoryOf, eraseAiOf } from "../ai";
import { recordAudit } from "../audit";
import type { ClientInfo } from "../auth";
import {
  assertEmail,
  assertPasswordAcceptable,
  assertPhone,
  consumeTicket,
  findUserByAccount,
  findUserById,
  forgetDevices,
  hashPassword,
  issueTicket,
  revokeUserSessions,
  sendVerification,
  startSession,
  verifyCode,
  verifyPassword,
} from "../auth";
import { chatHistoryOf, eraseChatsOf } from "../chat";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { hit } from "../throttle";
import { withTransaction } from "../transaction";

/**
 * Account security in the personal center: change password (needs the current one), change phone
 * or e-mail (re-authenticate first, then a code to the new address), data export and deletion with
 * a 15-day cooling-off period (PIPL). A password change ends every other session and rotates this one.
 */
export const DELETION_COOLING_DAYS = 15;
const REAUTH_RULE = { name: "reauth-user", limit: 10, windowMs: 15 * 60_000 };

async function me(ctx: Ctx) {
  const user = await findUserById(ctx, requireUser(ctx));
  if (!user) throw notFound("账号");
  return user;
}

async function assertCurrentPassword(ctx: Ctx, userId: string, hash: string | null, password: string) {
  await hit(ctx, REAUTH_RULE, userId);
  if (!hash || !(await verifyPassword(hash, password))) {
    await recordAudit(ctx, { action: "reauth.failed", targetType: "user", targetId: userId });
    throw invalid("当前密码不正确");
  }
}

export async function changePassword(ctx: Ctx, input: { oldPassword: string; newPassword: string }, client: ClientInfo) {
  const user = await me(ctx);
  await assertCurrentPassword(ctx, user.id, user.passwordHash, input.oldPassword);
  assertPasswordAcceptable(input.newPassword, { phone: user.phone, email: user.email });
  // The slow hash first; then the new hash, the end of every session, the audit entry and the new
  // session land together or not at all.
  const passwordHash = await hashPassword(input.newPassword);
  return withTransaction(ctx, async (tx) => {
    await tx.db.update(schema.users).set({ passwordHash, updatedAt: tx.now() }).where(eq(schema.users.id, user.id));
    await revokeUserSessions(tx, user.id);
    // Remembered browsers too: whoever knew the old password may have ticked "remember" somewhere.
    await forgetDevices(tx, user.id);
    await recordAudit(tx, { action: "account.password_changed", actorId: user.id, targetType: "user", targetId: user.id });
    return startSession(tx, { userId: user.id, method: "pwd", client: { ...client, currentSessionId: undefined } });
  });
}

/** Re-authentication by password gives a ten-minute ticket for changing phone or e-mail. */
export async function reauthenticate(ctx: Ctx, input: { password: string }) {
  const user = await me(ctx);
  await assertCurrentPassword(ctx, user.id, user.passwordHash, input.password);
  const { token } = await issueTicket(ctx, { kind: "reauth", ttlMs: 10 * 60_000, userId: user.id });
  return { reauthTicket: token };
}

export async function sendChangeCode(ctx: Ctx, input: { channel: "sms" | "email"; target: string }) {
  const user = await me(ctx);
  const target = input.channel === "sms" ? assertPhone(input.target) : assertEmail(input.target);
  await hit(ctx, REAUTH_RULE, user.id);
  return sendVerification(ctx, { channel: input.channel, target, purpose: input.channel === "sms" ? "changePhone" : "changeEmail" });
}

export async function changeContact(ctx: Ctx, input: { reauthTicket: string; channel: "sms" | "email"; target: string; vcode: string }) {
  const user = await me(ctx);
  const target = input.channel === "sms" ? assertPhone(input.target) : assertEmail(input.target);
  await verifyCode(ctx, { target, purpose: input.channel === "sms" ? "changePhone" : "changeEmail", code: input.vcode });
  // The ticket is used up, the contact changed and the change audited in one transaction: a failure
  // anywhere leaves the old contact and a ticket that still works.
  return withTransaction(ctx, async (tx) => {
    const ticket = await consumeTicket(tx, "reauth", input.reauthTicket);
    if (!ticket || ticket.userId !== user.id) throw invalid("身份验证已过期，请重新输入密码");
    if (await findUserByAccount(tx, { kind: input.channel === "sms" ? "phone" : "email", value: target })) {
      throw conflict(input.channel === "sms" ? "该手机号已绑定其他账号" : "该邮箱已绑定其他账号");
    }
    await tx.db
      .update(schema.users)
      .set(input.channel === "sms" ? { phone: target, updatedAt: tx.now() } : { email: target, updatedAt: tx.now() })
      .where(eq(schema.users.id, user.id));
    await recordAudit(tx, {
      action: input.channel === "sms" ? "account.phone_changed" : "account.email_changed",
      targetType: "user",
      targetId: user.id,
    });
    return { changed: true };
  });
}

/** Everything we hold about me, as one JSON document (PIPL access right). Secrets are left out. */
export async function exportMyData(ctx: Ctx) {
  const user = await me(ctx);
  const [sessions, audit, identities, companies, chats, ai] = await Promise.all([
    ctx.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)),
    ctx.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, user.id)),
    ctx.db.select().from(schema.userIdentities).where(eq(schema.userIdentities.userId, user.id)),
    ctx.db.select().from(schema.companyMembers).where(eq(schema.companyMembers.userId, user.id)),
    chatHistoryOf(ctx, user.id),
    aiHistoryOf(ctx, user.id),
  ]);
  const { passwordHash: _p, ...profile } = user;
  await recordAudit(ctx, { action: "account.exported", targetType: "user", targetId: user.id });
  return {
    exportedAt: ctx.now().toISOString(),
    profile: { ...profile, hasPassword: Boolean(_p) },
    sessions: sessions.map(({ tokenHash: _t, ...s }) => s),
    loginHistory: audit.map((a) => ({ at: a.at, action: a.action, ip: a.ip })),
    linkedAccounts: identities.map((i) => ({ provider: i.provider, nickname: i.nickname, createdAt: i.createdAt })),
    companies,
    customerServiceChats: chats,
    aiWritings: ai.writings,
    aiPapers: ai.papers,
  };
}

/** Starts the cooling-off: the account is locked out now and erased after 15 days unless the user logs in. */
export async function requestDeletion(ctx: Ctx, input: { password?: string; confirm: string }) {
  const user = await me(ctx);
  if (input.confirm !== "注销账号") throw invalid("请输入“注销账号”以确认");
  if (user.passwordHash) await assertCurrentPassword(ctx, user.id, user.passwordHash, input.password ?? "");
  await ctx.db.update(schema.users).set({ status: "deleting", deletionRequestedAt: ctx.now() }).where(eq(schema.users.id, user.id));
  await revokeUserSessions(ctx, user.id);
  await recordAudit(ctx, { action: "account.deletion_requested", targetType: "user", targetId: user.id });
  const purgeAt = new Date(ctx.now().getTime() + DELETION_COOLING_DAYS * 86_400_000);
  return { purgeAt: purgeAt.toISOString() };
}

/** Erases accounts whose cooling-off has passed: personal data removed, the row kept as a tombstone for the audit log. */
export async function purgeDeletedAccounts(ctx: Ctx): Promise<number> {
  requireSystem(ctx);
  const cutoff = new Date(ctx.now().getTime() - DELETION_COOLING_DAYS * 86_400_000);
  const due = await ctx.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.status, "deleting"), lte(schema.users.deletionRequestedAt, cutoff)));
  for (const { id } of due) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(schema.users)
        .set({
          status: "deleted",
          phone: null,
          email: null,
          username: null,
          recoveryPhone: null,
          passwordHash: null,
          realname: "",
          avatarUrl: null,
          inviteCode: null,
          updatedAt: ctx.now(),
        })
        .where(eq(schema.users.id, id));
      await tx.delete(schema.sessions).where(eq(schema.sessions.userId, id));
      await tx.delete(schema.userIdentities).where(eq(schema.userIdentities.userId, id));
      await tx.delete(schema.knownDevices).where(eq(schema.knownDevices.userId, id));
      // Likes and favourites are personal data too (PIPL): they go with the account.
      await tx.delete(schema.newsUserOps).where(eq(schema.newsUserOps.userId, id));
      await tx.delete(schema.studyUserOps).where(eq(schema.studyUserOps.userId, id));
      await tx.delete(schema.tenderUserOps).where(eq(schema.tenderUserOps.userId, id));
      await tx.delete(schema.tenderUserOrgs).where(eq(schema.tenderUserOrgs.userId, id));
      await tx.delete(schema.readHistory).where(eq(schema.readHistory.userId, id));
      await eraseChatsOf(tx, id);
      await eraseAiOf(tx, id);
    });
    await recordAudit(ctx, { action: "account.purged", targetType: "user", targetId: id });
  }
  return due.length;
}
