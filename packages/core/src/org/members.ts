import { schema } from "@portal/db";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { conflict, notFound } from "../errors";
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
