import { schema } from "@portal/db";
import { and, eq, sql } from "drizzle-orm";
import { requireUser } from "../access";
import type { Ctx } from "../context";
import { AppError, forbidden, notFound } from "../errors";

export type OrgRole = "admin" | "member";
export const ORG_ROLES: readonly OrgRole[] = ["admin", "member"];

/**
 * Every organisation call starts here. An organisation the user does not belong to answers 404, the
 * same as one that does not exist, so ids of other organisations cannot be probed; a plain member
 * asking for an administrator's action gets 403.
 */
export async function requireMember(ctx: Ctx, orgId: string): Promise<{ userId: string; role: OrgRole }> {
  const userId = requireUser(ctx);
  const m = schema.companyMembers;
  const [row] = await ctx.db
    .select({ role: m.role })
    .from(m)
    .where(and(eq(m.companyId, orgId), eq(m.userId, userId)))
    .limit(1);
  if (!row) throw notFound("机构");
  return { userId, role: row.role === "admin" ? "admin" : "member" };
}

export async function requireOrgAdmin(ctx: Ctx, orgId: string): Promise<{ userId: string }> {
  const me = await requireMember(ctx, orgId);
  if (me.role !== "admin") throw forbidden("只有机构管理员可以进行此操作");
  return me;
}

/**
 * Inside a transaction: takes the organisation's row lock, so two administrators demoting or removing
 * each other at the same moment cannot both succeed and leave the organisation without an admin.
 */
export async function lockOrg(tx: Ctx, orgId: string): Promise<void> {
  await tx.db.select({ id: schema.companies.id }).from(schema.companies).where(eq(schema.companies.id, orgId)).for("update");
}

/** Refuses a change that would leave `orgId` without an administrator (call after lockOrg). */
export async function keepAnAdmin(tx: Ctx, orgId: string, losingAdmin: string, message: string): Promise<void> {
  const m = schema.companyMembers;
  const [{ n }] = await tx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .where(and(eq(m.companyId, orgId), eq(m.role, "admin"), sql`${m.userId} <> ${losingAdmin}`));
  if (Number(n) === 0) throw new AppError("Conflict", message);
}
