import type { Ctx } from "../context";
import { SEARCH_NS } from "../search";

export const NEWS_NS = "news";
export const STUDY_NS = "study";
export const CATALOG_NS = "catalog";
export const HELP_NS = "help";
export const JOBS_NS = "jobs";
export const AGREEMENTS_NS = "agreements";
/** Site counters (stats/count) span every content type. */
export const STATS_NS = "stats";

/**
 * After any content write: drop the cached public lists of that content, the search results and
 * the counters, so visitors see the change at once instead of after the 180 s TTL.
 */
export async function contentChanged(ctx: Ctx, ns: string): Promise<void> {
  await Promise.all([ctx.cache.invalidate(ns), ctx.cache.invalidate(SEARCH_NS), ctx.cache.invalidate(STATS_NS)]);
}
