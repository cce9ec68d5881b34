import { schema } from "@portal/db";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../context";
import { forbidden, invalid } from "../errors";

/** Mainland mobile numbers: 11 digits starting 13–19. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

export type AccountKind = "phone" | "email" | "username";

/** What a person typed into the account box: a phone number, an e-mail address or a login name. */
export function parseAccount(raw: string): { kind: AccountKind; value: string } {
  let v = raw.trim();
  const compact = v.replace(/[-\s]/g, "");
  if (/^\+?86\d{11}$/.test(compact)) v = compact.replace(/^\+?86/, "");
  if (PHONE_RE.test(v)) return { kind: "phone", value: v };
  if (EMAIL_RE.test(v)) return { kind: "email", value: v.toLowerCase() };
  if (/^[\w.@-]{2,64}$/.test(v)) return { kind: "username", value: v.toLowerCase() };
  throw invalid("请输入正确的手机号、邮箱或用户名");
}

export function assertPhone(phone: string): string {
  const p = phone.trim();
  if (!PHONE_RE.test(p)) throw invalid("请输入正确的 11 位手机号");
  return p;
}

export function assertEmail(email: string): string {
  const e = email.trim().toLowerCase();
  if (!EMAIL_RE.test(e)) throw invalid("请输入正确的邮箱地址");
  return e;
}

export type UserRow = typeof schema.users.$inferSelect;

/** The account a login name names, or null. Deleted accounts are never found. */
export async function findUserByAccount(ctx: Ctx, account: { kind: AccountKind; value: string }): Promise<UserRow | null> {
  const u = schema.users;
  const col = account.kind === "phone" ? u.phone : account.kind === "email" ? u.email : u.username;
  const [row] = await ctx.db.select().from(u).where(eq(col, account.value)).limit(1);
  return row && row.status !== "deleted" ? row : null;
}

export async function findUserById(ctx: Ctx, id: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, id)).limit(1);
  return row && row.status !== "deleted" ? row : null;
}

export async function findUserByPhone(ctx: Ctx, phone: string): Promise<UserRow | null> {
  return findUserByAccount(ctx, { kind: "phone", value: phone });
}

/** Said to whoever logs in to an account staff disabled (用户管理 → 停用), once the password or code was right. */
export const DISABLED_ACCOUNT_MESSAGE = "该账号已被停用，如有疑问请联系客服";

/** Every login ends in completeLogin / startSession, and both refuse a disabled account here. */
export function assertLoginAllowed(user: { status: string }): void {
  if (user.status === "disabled") throw forbidden(DISABLED_ACCOUNT_MESSAGE);
}

export async function isStaff(ctx: Ctx, userId: string): Promise<boolean> {
  const rows = await ctx.db
    .select()
    .from(schema.staffRoles)
    .where(and(eq(schema.staffRoles.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** 138****5678 / z***@example.com — enough for a person to recognise, not to harvest. */
export function maskTarget(target: string): string {
  if (PHONE_RE.test(target)) return target.replace(/^(\d{3})\d{4}(\d{4})$/, "$1****$2");
  const [local, domain] = target.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Where a second-factor SMS goes: the account's phone, or for organisation accounts their recovery phone. */
export function smsTargetOf(user: Pick<UserRow, "phone" | "recoveryPhone">): string | null {
  return user.phone ?? user.recoveryPhone ?? null;
}
