import { schema } from "@portal/db";
import { and, eq } from "drizzle-orm";
import { assertPhone, findUserByPhone, maskTarget } from "../auth/accounts";
import { recordAudit } from "../auth/audit";
import { chinaDate } from "../content/format";
import type { Ctx } from "../context";
import { AppError, conflict, notFound } from "../errors";
import { withTransaction } from "../transaction";
import { keepAnAdmin, lockOrg, type OrgRole, requireMember, requireOrgAdmin } from "./access";

const LAST_ADMIN = "机构至少需要一位管理员，请先将其他成员设为管理员";

async function memberRow(tx: Ctx, orgId: string, userId: string) {
  const m = schema.companyMembers;
  const [row] = await tx.db
    .select({ role: m.role, orgAccountOf: schema.users.companyId })
    .from(m)
    .innerJoin(schema.users, eq(schema.users.id, m.userId))
    .where(and(eq(m.companyId, orgId), eq(m.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Removes a membership; sessions that acted for the organisation stop doing so. */
async function dropMember(tx: Ctx, orgId: string, userId: string) {
  const m = schema.companyMembers;
  await tx.db.delete(m).where(and(eq(m.companyId, orgId), eq(m.userId, userId)));
  const s = schema.sessions;
  await tx.db
    .update(s)
    .set({ companyId: null })
    .where(and(eq(s.userId, userId), eq(s.companyId, orgId)));
}

/**
 * Adds the registered user with this phone at once. A phone nobody registered with is refused with a
 * plain message (no pending invitations): the person registers first, then the administrator adds them.
 */
export async function inviteOrgMember(ctx: Ctx, input: { companyId: string; phone: string }) {
  const { userId: adminId } = await requireOrgAdmin(ctx, input.companyId);
  const phone = assertPhone(input.phone);
  const user = await findUserByPhone(ctx, phone);
  if (user?.status !== "active") throw new AppError("NotFound", "该手机号尚未在本站注册，请对方先注册后再邀请");
  return withTransaction(ctx, async (tx) => {
    const m = schema.companyMembers;
    const hasDefault = await tx.db
      .select({ id: m.companyId })
      .from(m)
      .where(and(eq(m.userId, user.id), eq(m.isDefault, true)))
      .limit(1);
    const now = tx.now();
    const [added] = await tx.db
      .insert(m)
      .values({ companyId: input.companyId, userId: user.id, role: "member", isDefault: hasDefault.length === 0, joinedAt: now })
      .onConflictDoNothing()
      .returning({ userId: m.userId });
    if (!added) throw conflict("该用户已是本机构成员");
    await recordAudit(tx, {
      action: "org.member_added",
      targetType: "company",
      targetId: input.companyId,
      detail: { userId: user.id, by: adminId },
    });
    return {
      userId: user.id,
      maskedPhone: maskTarget(phone),
      username: null,
      realname: user.realname,
      role: "member" as OrgRole,
      joinedAt: chinaDate(now) as string,
      self: false,
    };
  });
}

/** Administrators remove a member (themselves too, if another administrator remains). */
export async function removeOrgMember(ctx: Ctx, input: { companyId: string; userId: string }) {
  await requireOrgAdmin(ctx, input.companyId);
  return withTransaction(ctx, async (tx) => {
    await lockOrg(tx, input.companyId);
    // Again under the lock: another administrator may have just taken the role away.
    await requireOrgAdmin(tx, input.companyId);
    const target = await memberRow(tx, input.companyId, input.userId);
    if (!target) throw notFound("成员");
    if (target.orgAccountOf === input.companyId) throw conflict("机构账号属于本机构，不能移出");
    if (target.role === "admin") await keepAnAdmin(tx, input.companyId, input.userId, LAST_ADMIN);
    await dropMember(tx, input.companyId, input.userId);
    await recordAudit(tx, {
      action: "org.member_removed",
      targetType: "company",
      targetId: input.companyId,
      detail: { userId: input.userId },
    });
    return { removed: true };
  });
}

/** Administrators make a member an administrator or back; the last administrator stays one. */
export async function setOrgMemberRole(ctx: Ctx, input: { companyId: string; userId: string; role: OrgRole }) {
  await requireOrgAdmin(ctx, input.companyId);
  return withTransaction(ctx, async (tx) => {
    await lockOrg(tx, input.companyId);
    // Again under the lock: another administrator may have just taken the role away.
    await requireOrgAdmin(tx, input.companyId);
    const target = await memberRow(tx, input.companyId, input.userId);
    if (!target) throw notFound("成员");
    if (target.role === input.role) return { userId: input.userId, role: input.role };
    if (target.role === "admin") await keepAnAdmin(tx, input.companyId, input.userId, LAST_ADMIN);
    const m = schema.companyMembers;
    await tx.db
      .update(m)
      .set({ role: input.role })
      .where(and(eq(m.companyId, input.companyId), eq(m.userId, input.userId)));
    await recordAudit(tx, {
      action: "org.role_changed",
      targetType: "company",
      targetId: input.companyId,
      detail: { userId: input.userId, from: target.role, to: input.role },
    });
    return { userId: input.userId, role: input.role };
  });
}

/** A member leaves; the last administrator must hand over first. */
export async function leaveOrganization(ctx: Ctx, input: { companyId: string }) {
  const { userId } = await requireMember(ctx, input.companyId);
  return withTransaction(ctx, async (tx) => {
    await lockOrg(tx, input.companyId);
    const me = await memberRow(tx, input.companyId, userId);
    if (!me) throw notFound("机构");
    if (me.orgAccountOf === input.companyId) throw conflict("机构账号属于本机构，不能退出");
    if (me.role === "admin") await keepAnAdmin(tx, input.companyId, userId, "您是机构唯一的管理员，请先将其他成员设为管理员再退出");
    await dropMember(tx, input.companyId, userId);
    await recordAudit(tx, { action: "org.left", targetType: "company", targetId: input.companyId });
    return { left: true };
  });
}
