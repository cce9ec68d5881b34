import { schema } from "@portal/db";
import { and, eq, or } from "drizzle-orm";
import { requireUser } from "../access";
import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { AppError, invalid, notFound } from "../errors";
import { assertPhone, isStaff } from "./accounts";
import { checkImageCode } from "./captcha";
import { sendVerification, verifyCode } from "./codes";
import { type ClientInfo, completeLogin, type LoginResult } from "./complete-login";
import { BAD_CREDENTIALS, checkPassword } from "./login";

/**
 * Organisation login (机构登录): a company code plus the account's login name (or phone) and password,
 * or a code to the phone registered for that company's account. The session then acts for that
 * company; a user in several companies switches with switchCom.
 */
async function companyByCode(ctx: Ctx, code: string) {
  const [c] = await ctx.db.select().from(schema.companies).where(eq(schema.companies.code, code.trim().toLowerCase())).limit(1);
  return c ?? null;
}

async function isMember(ctx: Ctx, userId: string, companyId: string) {
  const m = schema.companyMembers;
  const rows = await ctx.db
    .select()
    .from(m)
    .where(and(eq(m.userId, userId), eq(m.companyId, companyId)))
    .limit(1);
  return rows.length > 0;
}

export async function orgPasswordLogin(
  ctx: Ctx,
  input: { orgCode: string; account: string; password: string; icodeId?: string; icode?: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const company = await companyByCode(ctx, input.orgCode);
  const user = await checkPassword(ctx, input, "org");
  // Organisation accounts belong to one company; personal accounts may be members of several.
  if (!company || !(user.companyId === company.id || (await isMember(ctx, user.id, company.id)))) throw invalid(BAD_CREDENTIALS);
  return completeLogin(ctx, { userId: user.id, method: "org", client, possession: false, companyId: company.id });
}

async function orgAccountByPhone(ctx: Ctx, companyId: string, phone: string) {
  const u = schema.users;
  const [row] = await ctx.db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.companyId, companyId), or(eq(u.phone, phone), eq(u.recoveryPhone, phone))))
    .limit(1);
  return row ?? null;
}

export async function orgSendCode(ctx: Ctx, input: { orgCode: string; phone: string; icodeId?: string; icode?: string }) {
  const phone = assertPhone(input.phone);
  if (!(await checkImageCode(ctx, input.icodeId, input.icode))) throw new AppError("CaptchaRequired", "图形验证码错误，请重新输入");
  const company = await companyByCode(ctx, input.orgCode);
  const account = company ? await orgAccountByPhone(ctx, company.id, phone) : null;
  return sendVerification(ctx, {
    channel: "sms",
    target: phone,
    purpose: "org",
    notice: account ? undefined : "该手机号在所填机构下没有账号，请联系机构管理员。如非本人操作请忽略。",
  });
}

export async function orgCodeLogin(
  ctx: Ctx,
  input: { orgCode: string; phone: string; vcode: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const phone = assertPhone(input.phone);
  await verifyCode(ctx, { target: phone, purpose: "org", code: input.vcode });
  const company = await companyByCode(ctx, input.orgCode);
  const account = company ? await orgAccountByPhone(ctx, company.id, phone) : null;
  if (!company || !account) throw invalid("验证码错误或已过期，请重新获取");
  return completeLogin(ctx, {
    userId: account.id,
    method: "org",
    client,
    possession: !(await isStaff(ctx, account.id)),
    companyId: company.id,
  });
}

/** The companies I can act for, with the current one marked. */
export async function myCompanies(ctx: Ctx) {
  const userId = requireUser(ctx);
  const sessionId = ctx.actor.kind === "user" ? ctx.actor.sessionId : "";
  const [session] = await ctx.db
    .select({ companyId: schema.sessions.companyId })
    .from(schema.sessions)
    .where(eq(schema.sessions.id, sessionId));
  const rows = await ctx.db
    .select({ id: schema.companies.id, name: schema.companies.name, code: schema.companies.code })
    .from(schema.companyMembers)
    .innerJoin(schema.companies, eq(schema.companies.id, schema.companyMembers.companyId))
    .where(eq(schema.companyMembers.userId, userId));
  return rows.map((r) => ({ ...r, current: r.id === session?.companyId }));
}

export async function switchCompany(ctx: Ctx, input: { companyId: string }) {
  const userId = requireUser(ctx);
  if (!(await isMember(ctx, userId, input.companyId))) throw notFound("机构");
  const sessionId = ctx.actor.kind === "user" ? ctx.actor.sessionId : "";
  await ctx.db.update(schema.sessions).set({ companyId: input.companyId }).where(eq(schema.sessions.id, sessionId));
  await recordAudit(ctx, { action: "company.switched", targetType: "company", targetId: input.companyId });
  return { companyId: input.companyId };
}
