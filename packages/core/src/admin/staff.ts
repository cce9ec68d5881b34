import { schema } from "@portal/db";
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { PERM, ROLE_PERMISSIONS, requirePermission } from "../access";
import { auditChange } from "../audit";
import { forgetDevices, revokeUserSessions, rolesOf } from "../auth";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { requireText } from "../fields";
import { normalizePage, type Page, pagedResult } from "../paging";
import { plainLine } from "../sanitize";
import { withTransaction } from "../transaction";

const u = schema.users;
const r = schema.staffRoles;

function checkRoles(roles: string[]): string[] {
  const known = Object.keys(ROLE_PERMISSIONS);
  const clean = [...new Set(roles)].sort();
  if (clean.length === 0) throw invalid("至少选择一个角色");
  if (clean.some((role) => !known.includes(role))) throw invalid("角色不存在");
  return clean;
}

/** Staff are users holding at least one role; filter by name/phone and role. */
export async function adminStaffListPaged(ctx: Ctx, input: { keyword?: string; role?: string } & Partial<Page> = {}) {
  requirePermission(ctx, PERM.staff);
  const page = normalizePage(input);
  const kw = input.keyword?.trim().replace(/[%_\\]/g, "\\$&");
  const staffIds = input.role ? sql`(select ${r.userId} from ${r} where ${r.role} = ${input.role})` : sql`(select ${r.userId} from ${r})`;
  const where = and(inArray(u.id, staffIds), kw ? or(ilike(u.realname, `%${kw}%`), ilike(u.phone, `%${kw}%`)) : undefined);
  const rows = await ctx.db
    .select({ id: u.id, phone: u.phone, realname: u.realname, status: u.status, createdAt: u.createdAt })
    .from(u)
    .where(where)
    .orderBy(desc(u.createdAt), u.id)
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(u).where(where);
  const roles = rows.length
    ? await ctx.db
        .select()
        .from(r)
        .where(
          inArray(
            r.userId,
            rows.map((x) => x.id),
          ),
        )
    : [];
  const records = rows.map((x) => ({
    ...x,
    createdAt: chinaDateTime(x.createdAt) as string,
    roles: roles
      .filter((y) => y.userId === x.id)
      .map((y) => y.role)
      .sort(),
  }));
  return pagedResult(records, n, page);
}

/**
 * Makes a person staff. An existing account (same phone) gets the roles; otherwise an account
 * without a password is created, and its owner signs in by SMS code and sets one. Either way the
 * person's open sessions end, so the first staff action follows a login with the second factor.
 */
export async function adminStaffCreate(ctx: Ctx, input: { phone: string; realname: string; roles: string[] }) {
  requirePermission(ctx, PERM.staff);
  if (!/^1[3-9]\d{9}$/.test(input.phone)) throw invalid("请输入正确的手机号");
  const roles = checkRoles(input.roles);
  const realname = requireText(plainLine(input.realname), "姓名", 20);
  return withTransaction(ctx, async (tx) => {
    let [user] = await tx.db.select({ id: u.id }).from(u).where(eq(u.phone, input.phone));
    if (user && (await rolesOf(tx, user.id)).length) throw conflict("该手机号已是工作人员");
    if (!user) {
      [user] = await tx.db
        .insert(u)
        .values({ phone: input.phone, realname, createdAt: tx.now(), updatedAt: tx.now() })
        .returning({ id: u.id });
    }
    await tx.db.insert(r).values(roles.map((role) => ({ userId: user.id, role })));
    // Sessions opened and browsers remembered before the grant never passed the staff second factor:
    // they end, and the next login (as staff) asks for it before any staff action.
    await revokeUserSessions(tx, user.id);
    await forgetDevices(tx, user.id);
    await auditChange(tx, "staff.create", { type: "user", id: user.id }, null, { phone: input.phone, realname, roles });
    return { id: user.id };
  });
}

/** At least one administrator must remain, or nobody could manage staff any more. */
async function assertAdminRemains(ctx: Ctx, losing: string) {
  const admins = await ctx.db.select({ id: r.userId }).from(r).where(eq(r.role, "admin"));
  if (admins.every((a) => a.id === losing)) throw conflict("至少要保留一名管理员");
}

export async function adminStaffUpdateRoles(ctx: Ctx, input: { userId: string; roles: string[] }) {
  requirePermission(ctx, PERM.staff);
  const roles = checkRoles(input.roles);
  return withTransaction(ctx, async (tx) => {
    const before = await rolesOf(tx, input.userId);
    if (!before.length) throw notFound("工作人员");
    if (before.includes("admin") && !roles.includes("admin")) await assertAdminRemains(tx, input.userId);
    await tx.db.delete(r).where(eq(r.userId, input.userId));
    await tx.db.insert(r).values(roles.map((role) => ({ userId: input.userId, role })));
    // A role they did not have before: same rule as a new staff member (see adminStaffCreate).
    if (roles.some((role) => !before.includes(role))) {
      await revokeUserSessions(tx, input.userId);
      await forgetDevices(tx, input.userId);
    }
    await auditChange(tx, "staff.updateRoles", { type: "user", id: input.userId }, { roles: before }, { roles });
    return { id: input.userId, roles };
  });
}

/** Takes every role away and ends the person's sessions at once; their account itself stays. */
export async function adminStaffDisable(ctx: Ctx, input: { userId: string }) {
  requirePermission(ctx, PERM.staff);
  if (ctx.actor.kind === "user" && ctx.actor.userId === input.userId) throw invalid("不能停用自己的账号");
  return withTransaction(ctx, async (tx) => {
    const before = await rolesOf(tx, input.userId);
    if (!before.length) throw notFound("工作人员");
    if (before.includes("admin")) await assertAdminRemains(tx, input.userId);
    await tx.db.delete(r).where(eq(r.userId, input.userId));
    await revokeUserSessions(tx, input.userId);
    await auditChange(tx, "staff.disable", { type: "user", id: input.userId }, { roles: before }, { roles: [] });
    return { id: input.userId };
  });
}
