import { schema } from "@portal/db";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { addDays, chinaDay } from "../china-time";
import type { Ctx } from "../context";
import { conflict, invalid } from "../errors";
import { withTransaction } from "../transaction";
import { changePoints, pointBalance } from "./ledger";
import { type EarnCode, getPointRules, nextStreakBonus, streakBonus } from "./rules";

const signIns = schema.signIns;
/** Today's calendar day in China, whatever the server's time zone. */
const today = (ctx: Ctx) => chinaDay(ctx.now()).day;

export interface SignResult {
  day: string;
  /** Consecutive days up to and including today. */
  streak: number;
  points: number;
  /** The streak bonus earned today, if any. */
  bonus: number;
  balance: number;
}

/**
 * Daily sign-in (/ai/accumulatePoint/signDay): once per China calendar day. The day's row (primary
 * key user + day) and its ledger entries are written in one transaction, so twenty concurrent
 * sign-ins leave one row and one entry; the others are told the day is done.
 */
export async function signDay(ctx: Ctx): Promise<SignResult> {
  const userId = requireUser(ctx);
  const { sign } = await getPointRules(ctx);
  const day = today(ctx);
  return withTransaction(ctx, async (tx) => {
    const [prev] = await tx.db
      .select({ streak: signIns.streak })
      .from(signIns)
      .where(and(eq(signIns.userId, userId), eq(signIns.day, addDays(day, -1))));
    const streak = (prev?.streak ?? 0) + 1;
    const [row] = await tx.db
      .insert(signIns)
      .values({ userId, day, streak, createdAt: tx.now() })
      .onConflictDoNothing()
      .returning({ day: signIns.day });
    if (!row) throw conflict("今天已经签到过了，明天再来吧");
    const award = async (delta: number, reason: string, note: string, key: string) =>
      delta > 0 ? (await changePoints(tx, userId, { delta, reason, note, idemKey: `${key}:${day}` })).balance : undefined;
    const bonus = streakBonus(sign, streak)?.points ?? 0;
    const afterDaily = await award(sign.dailyPoints, "SIGN_IN", "每日签到", "sign");
    const afterBonus = await award(bonus, "SIGN_STREAK", `连续签到 ${streak} 天奖励`, "sign-streak");
    const balance = afterBonus ?? afterDaily ?? (await pointBalance(tx, userId));
    return { day, streak, points: sign.dailyPoints, bonus, balance };
  });
}

export interface StreakState {
  /** Consecutive days signed in, still alive: up to today, or up to yesterday when today is not yet signed. */
  continuousDays: number;
  signedToday: boolean;
  /** The next streak bonus: days still to sign (counting today when not yet signed) and its points. */
  nextBonus: { days: number; points: number; daysLeft: number } | null;
}

/** /ai/accumulatePoint/continuSignResidue. */
export async function signStreak(ctx: Ctx): Promise<StreakState> {
  const userId = requireUser(ctx);
  const [{ sign }, [last]] = await Promise.all([
    getPointRules(ctx),
    ctx.db
      .select({ day: signIns.day, streak: signIns.streak })
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.day))
      .limit(1),
  ]);
  const day = today(ctx);
  const signedToday = last?.day === day;
  const continuousDays = last && (signedToday || last.day === addDays(day, -1)) ? last.streak : 0;
  return { continuousDays, signedToday, nextBonus: nextStreakBonus(sign, continuousDays) };
}

/** Days signed in during one month (/ai/accumulatePoint/signDayList), for the calendar. */
export async function signDaysOfMonth(ctx: Ctx, month?: string): Promise<{ month: string; days: string[] }> {
  const userId = requireUser(ctx);
  const m = month ?? today(ctx).slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m)) throw invalid("月份格式应为 YYYY-MM");
  const first = `${m}-01`;
  // Day 1 plus 31 days is always in the following month.
  const next = `${addDays(first, 31).slice(0, 7)}-01`;
  const rows = await ctx.db
    .select({ day: signIns.day })
    .from(signIns)
    .where(and(eq(signIns.userId, userId), gte(signIns.day, first), lt(signIns.day, next)))
    .orderBy(signIns.day);
  return { month: m, days: rows.map((r) => r.day) };
}

export interface EarningProgress {
  code: EarnCode;
  name: string;
  points: number;
  dailyLimit: number;
  description: string;
  /** Times earned today (or ever, for once-only ways). */
  done: number;
  /** Nothing more to earn this way today (or ever). */
  finished: boolean;
}

/** Ways to earn with what the user has already done today (/ai/accumulatePoint/obtainMethod). */
export async function earningProgress(ctx: Ctx): Promise<EarningProgress[]> {
  const userId = requireUser(ctx);
  const { earning } = await getPointRules(ctx);
  const since = chinaDay(ctx.now()).start;
  const e = schema.pointEntries;
  const rows = await ctx.db
    .select({
      reason: e.reason,
      today: sql<number>`count(*) filter (where ${e.createdAt} >= ${since.toISOString()})`.mapWith(Number),
      ever: sql<number>`count(*)`.mapWith(Number),
    })
    .from(e)
    .where(
      and(
        eq(e.userId, userId),
        inArray(
          e.reason,
          earning.map((w) => w.code),
        ),
      ),
    )
    .groupBy(e.reason);
  return earning.map((w) => {
    const r = rows.find((x) => x.reason === w.code);
    const done = (w.dailyLimit === 0 ? r?.ever : r?.today) ?? 0;
    return { ...w, done, finished: done >= Math.max(1, w.dailyLimit) };
  });
}
