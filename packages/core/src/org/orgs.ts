import { schema } from "@portal/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { recordAudit } from "../audit";
import { maskTarget } from "../auth";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { AppError, conflict, invalid } from "../errors";
import { withTransaction } from "../transaction";
import { type OrgRole, requireMember, requireOrgAdmin } from "./access";
import { orgPlan } from "./plan";

export const ORG_NAME_MAX = 50;
const CODE_RE = /^[a-z0-9][a-z0-9_-]{1,19}$/;

function checkName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, " ");
  if (!name) throw invalid("请填写机构名称");
  if ([...name].length > ORG_NAME_MAX) throw invalid(`机构名称不能超过 ${ORG_NAME_MAX} 个字`);
  return name;
}

/** Login codes are typed at organisation login, which compares them lower-cased. */
function checkCode(raw: string): string {
  const code = raw.trim().toLowerCase();
  if (!CODE_RE.test(code)) throw invalid("机构代码为 2–20 位字母、数字、下划线或短横线，并以字母或数字开头");
  return code;
}

const asRole = (r: string): OrgRole => (r === "admin" ? "admin" : "member");

async function sessionCompany(ctx: Ctx): Promise<string | null> {
  if (ctx.actor.kind !== "user") return null;
  const [s] = await ctx.db
    .select({ companyId: schema.sessions.companyId })
    .from(schema.sessions)
    .where(eq(schema.sessions.id, ctx.actor.sessionId));
  return s?.companyId ?? null;
}

/** The organisations I belong to, with my role, their size and which one this session acts for. */
export async function myOrganizations(ctx: Ctx) {
  const userId = requireUser(ctx);
  const c = schema.companies;
  const m = schema.companyMembers;
  const rows = await ctx.db
    .select({ id: c.id, name: c.name, code: c.code, role: m.role, joinedAt: m.joinedAt })
    .from(m)
    .innerJoin(c, eq(c.id, m.companyId))
    .where(eq(m.userId, userId))
    .orderBy(asc(m.joinedAt), asc(c.name));
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await ctx.db.select({ id: m.companyId, n: sql<number>`count(*)::int` }).from(m).where(inArray(m.companyId, ids)).groupBy(m.companyId)
    : [];
  const current = await sessionCompany(ctx);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    role: asRole(r.role),
    memberCount: Number(counts.find((x) => x.id === r.id)?.n ?? 0),
    current: r.id === current,
  }));
}

/** A new organisation with the caller as its first administrator. */
export async function createOrganization(ctx: Ctx, input: { name: string; code: string }) {
  const userId = requireUser(ctx);
  const name = checkName(input.name);
  const code = checkCode(input.code);
  return withTransaction(ctx, async (tx) => {
    const [org] = await tx.db
      .insert(schema.companies)
      .values({ name, code, createdAt: tx.now() })
      .onConflictDoNothing({ target: schema.companies.code })
      .returning({ id: schema.companies.id });
    if (!org) throw conflict("机构代码已被使用，请换一个");
    const m = schema.companyMembers;
    const others = await tx.db.select({ id: m.companyId }).from(m).where(eq(m.userId, userId)).limit(1);
    await tx.db.insert(m).values({ companyId: org.id, userId, role: "admin", isDefault: others.length === 0, joinedAt: tx.now() });
    await recordAudit(tx, { action: "org.created", targetType: "company", targetId: org.id, detail: { name, code } });
    return { id: org.id, name, code, role: "admin" as OrgRole };
  });
}

/**
 * The organisation a call is about: the one named, if I belong to it; otherwise the one this session
 * acts for (organisation login, switchCom), else my default one.
 */
async function resolveOrg(ctx: Ctx, orgId: string | undefined): Promise<string> {
  if (orgId) return orgId;
  const userId = requireUser(ctx);
  const m = schema.companyMembers;
  const mine = await ctx.db
    .select({ id: m.companyId, isDefault: m.isDefault })
    .from(m)
    .where(eq(m.userId, userId))
    .orderBy(desc(m.isDefault), asc(m.joinedAt));
  const current = await sessionCompany(ctx);
  const pick = mine.find((r) => r.id === current) ?? mine[0];
  if (!pick) throw new AppError("NotFound", "您还没有加入任何机构");
  return pick.id;
}

/** SPEC §7 /ai/userOrgName/get: the organisation's name, code, plan and my role in it. */
export async function orgName(ctx: Ctx, input: { companyId?: string }) {
  const orgId = await resolveOrg(ctx, input.companyId);
  const me = await requireMember(ctx, orgId);
  const [org] = await ctx.db.select().from(schema.companies).where(eq(schema.companies.id, orgId));
  return {
    id: org.id,
    name: org.name,
    code: org.code,
    role: me.role,
    plan: await orgPlan(ctx, orgId),
    createdAt: chinaDate(org.createdAt) as string,
  };
}

/** SPEC §7 /ai/userOrgName/update: administrators rename their organisation. */
export async function renameOrganization(ctx: Ctx, input: { companyId?: string; name: string }) {
  const orgId = await resolveOrg(ctx, input.companyId);
  await requireOrgAdmin(ctx, orgId);
  const name = checkName(input.name);
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ name: schema.companies.name })
      .from(schema.companies)
      .where(eq(schema.companies.id, orgId))
      .for("update");
    await requireOrgAdmin(tx, orgId);
    await tx.db.update(schema.companies).set({ name }).where(eq(schema.companies.id, orgId));
    await recordAudit(tx, { action: "org.renamed", targetType: "company", targetId: orgId, detail: { from: before?.name, to: name } });
    return { id: orgId, name };
  });
}

/** The platform page: the organisation, my role, its plan and its members (phones masked). */
export async function organizationDetail(ctx: Ctx, input: { companyId: string }) {
  const head = await orgName(ctx, input);
  const m = schema.companyMembers;
  const u = schema.users;
  const rows = await ctx.db
    .select({
      userId: u.id,
      phone: u.phone,
      username: u.username,
      realname: u.realname,
      userCompany: u.companyId,
      role: m.role,
      joinedAt: m.joinedAt,
    })
    .from(m)
    .innerJoin(u, eq(u.id, m.userId))
    .where(and(eq(m.companyId, head.id)))
    .orderBy(asc(m.role), asc(m.joinedAt));
  const me = requireUser(ctx);
  return {
    ...head,
    members: rows.map((r) => ({
      userId: r.userId,
      maskedPhone: r.phone ? maskTarget(r.phone) : null,
      /** Organisation accounts (机构账号) log in with a name and have no phone of their own. */
      username: r.userCompany === head.id ? r.username : null,
      realname: r.realname,
      role: asRole(r.role),
      joinedAt: chinaDate(r.joinedAt) as string,
      self: r.userId === me,
    })),
  };
}
