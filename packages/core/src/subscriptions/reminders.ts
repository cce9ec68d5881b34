import { schema } from "@portal/db";
import { sql } from "drizzle-orm";
import { requireSystem } from "../access";
import { addDays, chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { rows } from "../sql";
import { upcomingDeadlines } from "./feeds";

export const REMINDER_JOB = "subscription.reminders";
export const REMINDER_SCHEDULE = "subscription-reminders";

/**
 * Deadline reminders: for every user with favourited tenders or followed buyers, a message for each
 * bid deadline and opening time of today or tomorrow. The dedupe key names the tender, the event and
 * its stated time, so the hourly job writes each reminder once (and again only if the time moves).
 */
export async function runReminders(ctx: Ctx): Promise<number> {
  requireSystem(ctx);
  const today = chinaDate(ctx.now()) as string;
  const tomorrow = addDays(today, 1);
  const users = await rows<{ user_id: string }>(
    ctx.db,
    sql`SELECT DISTINCT user_id FROM (SELECT user_id FROM tender_user_ops WHERE op = 'favorite'
        UNION SELECT user_id FROM tender_user_orgs) x
        WHERE user_id IN (SELECT id::text FROM users WHERE status = 'active')`,
  );
  let written = 0;
  for (const { user_id: userId } of users) {
    const list = await upcomingDeadlines(ctx, userId, today, tomorrow);
    const values: (typeof schema.userMessages.$inferInsert)[] = [];
    for (const r of list) {
      for (const [what, when] of [
        ["投标截止", r.bid_deadline],
        ["开标", r.open_time],
      ] as const) {
        if (!when || when.slice(0, 10) < today || when.slice(0, 10) > tomorrow) continue;
        const day = when.slice(0, 10) === today ? "今天" : "明天";
        values.push({
          userId,
          kind: "reminder",
          title: `${day}${what}：${r.title}`.slice(0, 200),
          body: `${what}时间 ${when}${what === "开标" && r.open_place ? `，地点：${r.open_place}` : ""}`,
          link: `/tenderDetails/${r.id}`,
          dedupeKey: `remind:${r.id}:${what}:${when}`,
          createdAt: ctx.now(),
        });
      }
    }
    if (values.length === 0) continue;
    const inserted = await ctx.db
      .insert(schema.userMessages)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: schema.userMessages.id });
    written += inserted.length;
  }
  return written;
}
