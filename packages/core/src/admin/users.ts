import { USER_STATES, type UserState } from "@portal/contract";
import { schema } from "@portal/db";
import { and, desc, eq, ilike, inArray, max, ne, or, type SQL, sql } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { maskPhone, revokeUserSessions, rolesOf } from "../auth";
import { addDays, chinaDate, chinaDateTime } from "../china-time";
import { appendMembership } from "../commerce";
import type { Ctx } from "../context";
import { conflict, forbidden, invalid, notFound } from "../errors";
import { requireText } from "../fields";
import { normalizePage, type Page, pagedResult } from "../paging";
import { PLANS, planState } from "../points";
import { plainLine } from "../sanitize";
import { withTransaction } from "../transaction";

const u = schema.users;

/** Plans staff may give away (the free plan is what everyone has). */
export const GRANTABLE_PLANS = ["MEMBER", "ENTERPRISE"] as const;
const MAX_GRANT_DAYS = 3660;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 手机号 (whole or its last 4 digits), 用户编号, 姓名 or 机构名称: what a support call gives. */
function keywordFilter(keyword: string): SQL | undefined {
  if (/^1\d{10}$/.test(keyword)) return eq(u.phone, keyword);
  if (/^\d{4}$/.test(keyword)) return ilike(u.phone, `%${keyword}`);
  if (UUID.test(keyword)) return eq(u.id, keyword.toLowerCase());
  const like = `%${keyword.replace(/[%_\\]/g, "\\$&")}%`;
  const c = schema.companies;
  const m = schema.companyMembers;
  const inOrg = sql`${u.id} IN (SELECT ${m.userId} FROM ${m} JOIN ${c} ON ${c.id} = ${m.companyId} WHERE ${c.name} ILIKE ${like})`;
  const orgAccount = sql`${u.companyId} IN (SELECT ${c.id} FROM ${c} WHERE ${c.name} ILIKE ${like})`;
  return or(ilike(u.realname, like), inOrg, orgAccount);
}

/**
 * 用户管理: every account (people and organisation accounts), newest first, with what support asks
 * about: state, plan in force and until when, the organisations, the last login.
 */
export async function adminUserListPaged(ctx: Ctx, input: { keyword?: string; status?: string } & Partial<Page> = {}) {
  requirePermission(ctx, PERM.users);
  const page = normalizePage(input);
  const keyword = input.keyword?.trim().slice(0, 50);
  const status = input.status && Object.hasOwn(USER_STATES, input.status) ? eq(u.status, input.status) : ne(u.status, "deleted");
  const where = and(status, keyword ? keywordFilter(keyword) : undefined);
  const rows = await ctx.db
    .select({
      id: u.id,
      phone: u.phone,
      email: u.email,
      username: u.username,
      realname: u.realname,
      status: u.status,
      createdAt: u.createdAt,
    })
    .from(u)
    .where(where)
    .orderBy(desc(u.createdAt), u.id)
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(u).where(where);
  const ids = rows.map((r) => r.id);
  const s = schema.sessions;
  const logins = ids.length
    ? await ctx.db
        .select({ userId: s.userId, at: max(s.createdAt) })
        .from(s)
        .where(inArray(s.userId, ids))
        .groupBy(s.userId)
    : [];
  const c = schema.companies;
  const m = schema.companyMembers;
  const orgs = ids.length
    ? await ctx.db.select({ userId: m.userId, name: c.name }).from(m).innerJoin(c, eq(c.id, m.companyId)).where(inArray(m.userId, ids))
    : [];
  const r = schema.staffRoles;
  const roles = ids.length ? await ctx.db.select().from(r).where(inArray(r.userId, ids)) : [];
  const records = await Promise.all(
    rows.map(async (row) => {
      const plan = await planState(ctx, row.id);
      const lastLogin = logins.find((l) => l.userId === row.id)?.at;
      return {
        id: row.id,
        maskedPhone: maskPhone(row.phone),
        realname: row.realname,
        /** Organisation accounts log in with a name, people without a phone with their e-mail. */
        account: row.username ?? row.email ?? null,
        status: row.status,
        statusText: USER_STATES[row.status as UserState] ?? row.status,
        registeredOn: chinaDate(row.createdAt) as string,
        plan: plan.code,
        planName: plan.name,
        planEndsOn: plan.endsOn,
        planCompany: plan.companyName,
        orgs: orgs.filter((o) => o.userId === row.id).map((o) => o.name),
        roles: roles
          .filter((x) => x.userId === row.id)
          .map((x) => x.role)
          .sort(),
        lastLoginAt: lastLogin ? (chinaDateTime(lastLogin instanceof Date ? lastLogin : new Date(lastLogin)) ?? "").slice(0, 16) : null,
      };
    }),
  );
  return pagedResult(records, n, page);
}

/** Staff rank, for "nobody stops someone above them": an administrator outranks an operator, who outranks an editor. */
const RANK: Record<string, number> = { admin: 3, operator: 2, editor: 1 };
const rankOf = (roles: readonly string[]) => Math.max(0, ...roles.map((x) => RANK[x] ?? 0));

async function lockedUser(ctx: Ctx, userId: string) {
  if (!UUID.test(userId)) throw notFound("用户");
  const [row] = await ctx.db.select({ id: u.id, status: u.status }).from(u).where(eq(u.id, userId)).for("update");
  if (!row || row.status === "deleted") throw notFound("用户");
  return row;
}

const reasonOf = (reason: string | undefined) => requireText(plainLine(reason ?? ""), "原因", 200);

/**
 * 停用: the account can no longer log in (a Chinese message says it is disabled), and every session
 * it holds ends at once. Nobody disables themselves or a staff member who outranks them; a reason is
 * required and goes to the audit log.
 */
export async function adminUserDisable(ctx: Ctx, input: { userId: string; reason: string }) {
  requirePermission(ctx, PERM.users);
  const reason = reasonOf(input.reason);
  if (ctx.actor.kind === "user" && ctx.actor.userId === input.userId) throw invalid("不能停用自己的账号");
  return withTransaction(ctx, async (tx) => {
    const row = await lockedUser(tx, input.userId);
    if (row.status === "disabled") throw conflict("该账号已停用");
    if (row.status === "deleting") throw conflict("该账号正在注销冷静期，不能停用");
    const targetRoles = await rolesOf(tx, input.userId);
    const mine = ctx.actor.kind === "user" ? ctx.actor.roles : ["admin"];
    if (rankOf(targetRoles) > rankOf(mine)) throw forbidden("不能停用级别比自己高的工作人员");
    await tx.db.update(u).set({ status: "disabled", updatedAt: tx.now() }).where(eq(u.id, input.userId));
    await revokeUserSessions(tx, input.userId);
    await auditChange(tx, "user.disable", { type: "user", id: input.userId }, { status: row.status }, { status: "disabled", reason });
    return { id: input.userId, status: "disabled" };
  });
}

/** 启用: a disabled account may log in again (its old sessions stay ended). */
export async function adminUserEnable(ctx: Ctx, input: { userId: string; reason?: string }) {
  requirePermission(ctx, PERM.users);
  const reason = input.reason?.trim() ? reasonOf(input.reason) : null;
  return withTransaction(ctx, async (tx) => {
    const row = await lockedUser(tx, input.userId);
    if (row.status !== "disabled") throw conflict("该账号未停用");
    await tx.db.update(u).set({ status: "active", updatedAt: tx.now() }).where(eq(u.id, input.userId));
    await auditChange(tx, "user.enable", { type: "user", id: input.userId }, { status: "disabled" }, { status: "active", reason });
    return { id: input.userId, status: "active" };
  });
}

/**
 * 赠送会员: the same membership row a paid order writes (the user sees it as their plan), without an
 * order: no payment is pretended. The period follows the same plan already held; who granted it, for
 * how long and why is in the audit log.
 */
export async function adminUserGrantMembership(ctx: Ctx, input: { userId: string; plan: string; days: number; reason: string }) {
  requirePermission(ctx, PERM.users);
  if (!(GRANTABLE_PLANS as readonly string[]).includes(input.plan)) throw invalid("会员等级不存在");
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > MAX_GRANT_DAYS)
    throw invalid(`天数应为 1 至 ${MAX_GRANT_DAYS} 的整数`);
  const reason = reasonOf(input.reason);
  return withTransaction(ctx, async (tx) => {
    const row = await lockedUser(tx, input.userId);
    if (row.status !== "active") throw conflict("该账号已停用或正在注销，不能赠送会员");
    const period = await appendMembership(tx, {
      userId: input.userId,
      companyId: null,
      plan: input.plan,
      orderId: null,
      lastDay: (startsOn) => addDays(startsOn, input.days - 1),
    });
    const granted = { plan: input.plan, planName: PLANS[input.plan as keyof typeof PLANS].name, days: input.days, ...period, reason };
    await auditChange(tx, "user.grantMembership", { type: "user", id: input.userId }, null, granted);
    return { id: input.userId, ...(period as { startsOn: string; endsOn: string }) };
  });
}
