import { schema } from "@portal/db";
import { and, count, eq, gte } from "drizzle-orm";
import { chinaDay } from "../content/format";
import type { Ctx } from "../context";
import { changePoints } from "./ledger";
import { type EarnCode, getPointRules } from "./rules";

/**
 * Awards one way of earning (rules.ts `earning`) at most the rule's daily limit times per China day,
 * or once ever when the limit is 0. Returns the points given, 0 when nothing was due. Concurrent
 * calls cannot pass the limit: the n-th award of a day is keyed by n, so two calls racing for the
 * same place write one entry. Callers award once per thing themselves (an article read once).
 */
export async function earnPoints(ctx: Ctx, userId: string, code: EarnCode): Promise<number> {
  const rule = (await getPointRules(ctx)).earning.find((r) => r.code === code);
  if (!rule || rule.points <= 0) return 0;
  let key = `${code}:once`;
  if (rule.dailyLimit > 0) {
    const e = schema.pointEntries;
    const { day, start } = chinaDay(ctx.now());
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(e)
      .where(and(eq(e.userId, userId), eq(e.reason, code), gte(e.createdAt, start)));
    if (Number(n) >= rule.dailyLimit) return 0;
    key = `${code}:${day}:${Number(n) + 1}`;
  }
  const r = await changePoints(ctx, userId, { delta: rule.points, reason: code, note: rule.name, idemKey: key });
  return r.applied ? rule.points : 0;
}
