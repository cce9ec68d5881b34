import { randomInt } from "node:crypto";
import { schema } from "@portal/db";
import { and, count, desc, eq, isNull, like, sql, sum } from "drizzle-orm";
import { requireUser } from "../access";
import { maskPhone } from "../auth";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { earnPoints, getPointRules } from "../points";

const u = schema.users;

const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join("");
}
const e = schema.pointEntries;

/** The ledger key of the award for one invitee: the same invitee never pays twice. */
const inviteSubject = (inviteeId: string) => `invitee:${inviteeId}`;

/**
 * Pays the inviter the INVITE points for a new account that proved its phone by SMS. Called inside
 * the registration transaction, so the account and the award are written together. Nothing for a
 * self-invite or an inviter no longer active; the daily limit is earnPoints' business.
 */
export async function rewardInviter(ctx: Ctx, inviterId: string, inviteeId: string): Promise<number> {
  if (inviterId === inviteeId) return 0;
  const [inviter] = await ctx.db.select({ status: u.status }).from(u).where(eq(u.id, inviterId));
  if (inviter?.status !== "active") return 0;
  return earnPoints(ctx, inviterId, "INVITE", inviteSubject(inviteeId));
}

export interface InviteLink {
  inviteCode: string;
  /** Absolute address of the invitation page. */
  link: string;
  /** Points per friend and at most how many friends pay per day (from the earning rules). */
  points: number;
  dailyLimit: number;
  ruleText: string;
}

/** /user/unionInvite/generateLink: the caller's code and link, creating the code on first use. */
export async function generateInviteLink(ctx: Ctx, origin: string): Promise<InviteLink> {
  const userId = requireUser(ctx);
  let code = await inviteCodeOf(ctx, userId);
  // Older accounts have no code yet; a clash with another's code (one in 10^12) just tries again.
  for (let i = 0; !code && i < 5; i++) {
    await ctx.db
      .update(u)
      .set({ inviteCode: newInviteCode() })
      .where(and(eq(u.id, userId), isNull(u.inviteCode)))
      .catch((err: { code?: string; cause?: { code?: string } }) => {
        if ((err.code ?? err.cause?.code) !== "23505") throw err;
      });
    code = await inviteCodeOf(ctx, userId);
  }
  if (!code) throw new Error("could not assign an invite code");
  const rule = (await getPointRules(ctx)).earning.find((r) => r.code === "INVITE");
  return {
    inviteCode: code,
    link: `${origin}/invite?code=${encodeURIComponent(code)}`,
    points: rule?.points ?? 0,
    dailyLimit: rule?.dailyLimit ?? 0,
    ruleText: rule?.description ?? "",
  };
}

async function inviteCodeOf(ctx: Ctx, userId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ code: u.inviteCode }).from(u).where(eq(u.id, userId));
  if (!row) throw notFound("用户");
  return row.code;
}

export interface Invitee {
  /** Masked: 139****0001 (or 微信用户 when the account has no phone). */
  phone: string;
  /** Registration day, China time. */
  registeredOn: string;
  /** INVITE points this friend paid the caller (0 when the daily limit was reached). */
  points: number;
}

/**
 * 邀请好友: the people who registered with the caller's code, newest first, and the points they
 * paid. Deleted (or deleting) accounts are not listed; the total points come from the ledger.
 */
export async function myInvitees(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<Invitee> & { totalPoints: number }> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 10);
  const mine = and(eq(u.invitedBy, userId), eq(u.status, "active"));
  const paid = sql`${e.userId} = ${userId} AND ${e.reason} = 'INVITE' AND ${e.idemKey} = 'INVITE:invitee:' || ${u.id}::text`;
  const [rows, [{ n }], [{ total }]] = await Promise.all([
    ctx.db
      .select({ phone: u.phone, createdAt: u.createdAt, points: sql<number>`coalesce(${e.delta}, 0)::int` })
      .from(u)
      .leftJoin(e, paid)
      .where(mine)
      .orderBy(desc(u.createdAt), desc(u.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(u).where(mine),
    ctx.db
      .select({ total: sum(e.delta) })
      .from(e)
      .where(and(eq(e.userId, userId), eq(e.reason, "INVITE"), like(e.idemKey, "INVITE:invitee:%"))),
  ]);
  const records = rows.map((r) => ({
    phone: maskPhone(r.phone) ?? "微信用户",
    registeredOn: chinaDate(r.createdAt) ?? "",
    points: r.points,
  }));
  return { ...pagedResult(records, Number(n), page), totalPoints: Number(total ?? 0) };
}
