import { schema } from "@portal/db";
import { and, count, eq, gte } from "drizzle-orm";
import { chinaDay } from "../china-time";
import type { Ctx } from "../context";
import { withTransaction } from "../transaction";
import { changePoints } from "./ledger";
import { type EarnCode, getPointRules } from "./rules";

/**
 * Awards one way of earning (rules.ts `earning`) at most the rule's daily limit times per China day,
 * or once ever when the limit is 0. Returns the points given, 0 when nothing was due. Concurrent
 * calls cannot pass the limit: the n-th award of a day is keyed by n, so two calls racing for the
 * same place write one entry.
 *
 * With a `subject` (an article read, a friend invited) the award is keyed by it instead, so each
 * thing pays at most once ever; the user's row is then locked while the day's awards are counted,
 * so racing calls for different things cannot pass the daily limit either.
 */
export async function earnPoints(ctx: Ctx, userId: string, code: EarnCode, subject?: string): Promise<number> {
  const rule = (await getPointRules(ctx)).earning.find((r) => r.code === code);
  if (!rule || rule.points <= 0) return 0;
  if (subject !== undefined) {
    return withTransaction(ctx, async (tx) => {
      const u = schema.users;
      await tx.db.select({ id: u.id }).from(u).where(eq(u.id, userId)).for("update");
      if (rule.dailyLimit > 0 && (await awardedToday(tx, userId, code)) >= rule.dailyLimit) return 0;
      const r = await changePoints(tx, userId, { delta: rule.points, reason: code, note: rule.name, idemKey: `${code}:${subject}` });
      return r.applied ? rule.points : 0;
    });
  }
  let key = `${code}:once`;
  if (rule.dailyLimit > 0) {
    const n = await awardedToday(ctx, userId, code);
    if (n >= rule.dailyLimit) return 0;
    key = `${code}:${chinaDay(ctx.now()).day}:${n + 1}`;
  }
  const r = await changePoints(ctx, userId, { delta: rule.points, reason: code, note: rule.name, idemKey: key });
  return r.applied ? rule.points : 0;
}

/** How many times `code` paid the user since the start of today (China time). */
async function awardedToday(ctx: Ctx, userId: string, code: EarnCode): Promise<number> {
  const e = schema.pointEntries;
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.reason, code), gte(e.createdAt, chinaDay(ctx.now()).start)));
  return Number(n);
}
