import type { Ctx } from "../context";
import { searchTenders, type TenderHit } from "./search";

/**
 * The newest announcements for the home page and the information hub, cached for a minute like
 * the region counts: those pages are rendered for every visitor, and a new announcement still
 * shows within a minute without ingestion having to empty any cache.
 */
export function newestTenders(ctx: Ctx, size: number): Promise<TenderHit[]> {
  return ctx.cache.wrap("tender", `newest:${size}`, 60_000, async () => (await searchTenders(ctx, { size })).records);
}
