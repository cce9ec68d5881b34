import { schema } from "@portal/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { addDays, chinaDate } from "../china-time";
import type { Ctx } from "../context";

/**
 * Adds a period of a plan to a holder (a user or an organisation), the one way memberships are
 * written: a paid order and a staff grant alike. The period starts the day after the same plan
 * held by the same holder ends, else today (China time); `lastDay` turns that first day into the last.
 * Returns the period, or null when the order had granted it already (`order_id` is unique).
 */
export async function appendMembership(
  ctx: Ctx,
  input: { userId: string | null; companyId: string | null; plan: string; orderId: string | null; lastDay: (startsOn: string) => string },
): Promise<{ startsOn: string; endsOn: string } | null> {
  const m = schema.memberships;
  const holder = input.companyId ? eq(m.companyId, input.companyId) : eq(m.userId, String(input.userId));
  const now = ctx.now();
  const today = chinaDate(now) as string;
  const [last] = await ctx.db
    .select({ endsOn: m.endsOn })
    .from(m)
    .where(and(holder, eq(m.plan, input.plan), sql`${m.endsOn} >= ${today}`))
    .orderBy(desc(m.endsOn))
    .limit(1);
  const startsOn = last ? addDays(last.endsOn, 1) : today;
  const endsOn = input.lastDay(startsOn);
  const rows = await ctx.db
    .insert(m)
    .values({
      userId: input.companyId ? null : input.userId,
      companyId: input.companyId,
      plan: input.plan,
      startsOn,
      endsOn,
      orderId: input.orderId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: m.id });
  return rows.length ? { startsOn, endsOn } : null;
}
