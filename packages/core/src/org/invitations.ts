import { schema } from "@portal/db";
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import { requireUser } from "../access";
import { recordAudit } from "../audit";
import { assertPhone, findUserByPhone, maskTarget } from "../auth";
import type { Ctx } from "../context";
import { AppError, conflict } from "../errors";
import { sendSms } from "../notify";
import { getSiteSettings } from "../site";
import { admit, type ThrottleRule } from "../throttle";
import { withTransaction } from "../transaction";
import { requireOrgAdmin } from "./access";

/**
 * Invitations to an organisation (issue 29). An administrator invites a phone; the answer is the same
 * whether anybody registered with it, and nobody becomes a member until they accept in 消息中心.
 * A phone nobody registered with keeps its invitation: whoever registers with it within the week finds
 * it in 消息中心 (the list is looked up by the account's phone), after that it has expired.
 */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** Enough for a real team joining in a day, too few to probe a phone book for who is registered. */
export const INVITE_RULES = {
  perOrgDay: { name: "org-invite-org", limit: 30, windowMs: 24 * 3600 * 1000 },
  perAdminDay: { name: "org-invite-admin", limit: 50, windowMs: 24 * 3600 * 1000 },
} satisfies Record<string, ThrottleRule>;

const inv = schema.orgInvitations;
const GONE = "邀请不存在或已失效";
const messageKey = (id: string) => `org-invite:${id}`;

/**
 * Invites `phone` to the organisation. Answers the masked phone and the expiry, never who owns the
 * phone; inviting a phone with a pending invitation again answers that invitation and sends nothing.
 */
export async function inviteOrgMember(ctx: Ctx, input: { companyId: string; phone: string }) {
  const { userId: adminId } = await requireOrgAdmin(ctx, input.companyId);
  const phone = assertPhone(input.phone);
  await admit(ctx, INVITE_RULES.perOrgDay, input.companyId);
  await admit(ctx, INVITE_RULES.perAdminDay, adminId);
  const invitee = await findUserByPhone(ctx, phone);
  const created = await withTransaction(ctx, async (tx) => {
    const now = tx.now();
    if (invitee) {
      // A member already shows in the list the administrator sees: saying so tells them nothing new.
      const m = schema.companyMembers;
      const [member] = await tx.db
        .select({ id: m.userId })
        .from(m)
        .where(and(eq(m.companyId, input.companyId), eq(m.userId, invitee.id)));
      if (member) throw conflict("该用户已是本机构成员");
    }
    // A pending invitation past its week no longer holds the phone's place.
    await tx.db
      .update(inv)
      .set({ status: "expired" })
      .where(and(eq(inv.orgId, input.companyId), eq(inv.phone, phone), eq(inv.status, "pending"), lte(inv.expiresAt, now)));
    const [row] = await tx.db
      .insert(inv)
      .values({ orgId: input.companyId, phone, invitedBy: adminId, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .onConflictDoNothing()
      .returning({ id: inv.id, expiresAt: inv.expiresAt });
    if (!row) {
      const [pending] = await tx.db
        .select({ id: inv.id, expiresAt: inv.expiresAt })
        .from(inv)
        .where(and(eq(inv.orgId, input.companyId), eq(inv.phone, phone), eq(inv.status, "pending")));
      return { ...pending, fresh: false, orgName: "" };
    }
    const [org] = await tx.db
      .select({ name: schema.companies.name })
      .from(schema.companies)
      .where(eq(schema.companies.id, input.companyId));
    if (invitee?.status === "active") {
      await tx.db
        .insert(schema.userMessages)
        .values({
          userId: invitee.id,
          kind: "system",
          title: `机构邀请：${org.name} 邀请您加入`,
          body: `${org.name} 的管理员邀请您成为机构成员。请在消息中心的“机构邀请”中接受或拒绝，7 天内有效。`,
          link: "/personalCenter?tab=messages",
          dedupeKey: messageKey(row.id),
          createdAt: now,
        })
        .onConflictDoNothing();
    }
    await recordAudit(tx, {
      action: "org.member_invited",
      targetType: "company",
      targetId: input.companyId,
      detail: { invitationId: row.id, phone: maskTarget(phone) },
    });
    return { ...row, fresh: true, orgName: org.name };
  });
  if (created.fresh) await smsInvitation(ctx, phone, created.orgName);
  return { invitationId: created.id, maskedPhone: maskTarget(phone), expiresAt: created.expiresAt.toISOString() };
}

/**
 * The text goes to the phone whoever owns it (the same work either way). Through the configured SMS
 * provider's notice template, or the outbox when there is none; a failed delivery does not undo the
 * invitation, which waits in 消息中心 all the same.
 */
async function smsInvitation(ctx: Ctx, phone: string, orgName: string) {
  const site = (await getSiteSettings(ctx)).siteName;
  const text = `【${site}】${orgName} 邀请您加入机构。请登录（未注册请用本手机号注册）后在“个人中心 → 消息中心”接受或拒绝，7 天内有效。`;
  await sendSms(ctx, { phone, text, template: "notice", params: { content: text } }).catch(() => {});
}

/** Administrators: the pending invitations, by masked phone only (no name before acceptance). */
export async function pendingOrgInvitations(ctx: Ctx, input: { companyId: string }) {
  await requireOrgAdmin(ctx, input.companyId);
  const rows = await ctx.db
    .select({ id: inv.id, phone: inv.phone, createdAt: inv.createdAt, expiresAt: inv.expiresAt })
    .from(inv)
    .where(and(eq(inv.orgId, input.companyId), eq(inv.status, "pending"), gt(inv.expiresAt, ctx.now())))
    .orderBy(desc(inv.createdAt));
  return rows.map((r) => ({
    id: r.id,
    maskedPhone: maskTarget(r.phone),
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** Administrators take back a pending invitation; its message leaves the invitee's 消息中心. */
export async function revokeOrgInvitation(ctx: Ctx, input: { companyId: string; id: string }) {
  await requireOrgAdmin(ctx, input.companyId);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .update(inv)
      .set({ status: "revoked", respondedAt: tx.now() })
      .where(and(eq(inv.id, input.id), eq(inv.orgId, input.companyId), eq(inv.status, "pending")))
      .returning({ id: inv.id });
    if (!row) throw new AppError("NotFound", GONE);
    await tx.db.delete(schema.userMessages).where(eq(schema.userMessages.dedupeKey, messageKey(row.id)));
    await recordAudit(tx, {
      action: "org.invitation_revoked",
      targetType: "company",
      targetId: input.companyId,
      detail: { invitationId: row.id },
    });
    return { revoked: true };
  });
}

/** The signed-in person's phone: invitations are addressed to it. */
async function myPhone(ctx: Ctx): Promise<{ userId: string; phone: string | null }> {
  const userId = requireUser(ctx);
  const [u] = await ctx.db.select({ phone: schema.users.phone }).from(schema.users).where(eq(schema.users.id, userId));
  return { userId, phone: u?.phone ?? null };
}

/** 消息中心 → 机构邀请: the pending, unexpired invitations to my phone, with who invited me. */
export async function myOrgInvitations(ctx: Ctx) {
  const { phone } = await myPhone(ctx);
  if (!phone) return [];
  const rows = await ctx.db
    .select({
      id: inv.id,
      orgName: schema.companies.name,
      inviter: schema.users.realname,
      createdAt: inv.createdAt,
      expiresAt: inv.expiresAt,
    })
    .from(inv)
    .innerJoin(schema.companies, eq(schema.companies.id, inv.orgId))
    .leftJoin(schema.users, eq(schema.users.id, inv.invitedBy))
    .where(and(eq(inv.phone, phone), eq(inv.status, "pending"), gt(inv.expiresAt, ctx.now())))
    .orderBy(asc(inv.createdAt));
  return rows.map((r) => ({
    id: r.id,
    orgName: r.orgName,
    inviter: r.inviter ?? "",
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/**
 * Accepts or declines an invitation to my phone. One conditional UPDATE takes it from pending, so of
 * two answers racing only one counts; membership is added in the same transaction. Another person's
 * invitation answers 404, as one that does not exist.
 */
export async function answerOrgInvitation(ctx: Ctx, input: { id: string; accept: boolean }) {
  const { userId, phone } = await myPhone(ctx);
  if (!phone) throw new AppError("NotFound", GONE);
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const [row] = await tx.db
      .update(inv)
      .set({ status: input.accept ? "accepted" : "declined", respondedAt: now })
      .where(and(eq(inv.id, input.id), eq(inv.phone, phone), eq(inv.status, "pending"), gt(inv.expiresAt, now)))
      .returning({ orgId: inv.orgId, role: inv.role });
    if (!row) throw await whyNot(tx, input.id, phone);
    if (input.accept) {
      // No plan limits the number of members today; a seat limit would be checked here, under lockOrg.
      const m = schema.companyMembers;
      const others = await tx.db.select({ id: m.companyId }).from(m).where(eq(m.userId, userId)).limit(1);
      await tx.db
        .insert(m)
        .values({
          companyId: row.orgId,
          userId,
          role: row.role === "admin" ? "admin" : "member",
          isDefault: others.length === 0,
          joinedAt: now,
        })
        .onConflictDoNothing();
      await recordAudit(tx, {
        action: "org.member_added",
        targetType: "company",
        targetId: row.orgId,
        detail: { userId, invitationId: input.id },
      });
    }
    await recordAudit(tx, {
      action: input.accept ? "org.invitation_accepted" : "org.invitation_declined",
      targetType: "company",
      targetId: row.orgId,
      detail: { invitationId: input.id },
    });
    return { companyId: row.orgId, accepted: input.accept };
  });
}

/** Why an answer did not take: expired or already answered (my own invitation), else not found. */
async function whyNot(tx: Ctx, id: string, phone: string): Promise<AppError> {
  const [row] = await tx.db
    .select({ status: inv.status, expiresAt: inv.expiresAt })
    .from(inv)
    .where(and(eq(inv.id, id), eq(inv.phone, phone)));
  if (!row || row.status === "revoked") return new AppError("NotFound", GONE);
  if (row.status === "expired" || (row.status === "pending" && row.expiresAt <= tx.now()))
    return conflict("邀请已过期，请联系机构管理员重新邀请");
  return conflict(row.status === "accepted" ? "您已接受这个邀请" : "您已拒绝这个邀请");
}
