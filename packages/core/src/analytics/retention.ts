import { schema } from "@portal/db";
import { lt } from "drizzle-orm";
import { requireSystem } from "../access";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { getSiteSettings } from "../site";

export const PURGE_VISITS_JOB = "analytics.purge";
const DAY_MS = 86_400_000;

/**
 * Deletes raw visit events older than the retention staff set (the privacy policy names it), so
 * browsing traces are not kept for ever. Runs daily.
 */
export async function purgeOldVisits(ctx: Ctx): Promise<number> {
  requireSystem(ctx);
  const { analyticsRetentionDays } = await getSiteSettings(ctx);
  const cutoff = chinaDate(new Date(ctx.now().getTime() - analyticsRetentionDays * DAY_MS)) as string;
  const [views, times] = await Promise.all([
    ctx.db.delete(schema.pageViews).where(lt(schema.pageViews.day, cutoff)).returning({ id: schema.pageViews.id }),
    ctx.db.delete(schema.articleTimes).where(lt(schema.articleTimes.day, cutoff)).returning({ id: schema.articleTimes.id }),
  ]);
  return views.length + times.length;
}
