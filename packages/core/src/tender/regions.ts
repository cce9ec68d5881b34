import { filterCities, regionChildren } from "@portal/text";
import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { rows } from "./link";

export interface RegionCount {
  code: string;
  name: string;
  count: number;
  children: { code: string; name: string; count: number }[];
}

/**
 * Every province with its announcement count and its cities that have any (the region filter and
 * /crm/sales/customerV2/customerRegion). Cached for a minute, so a new announcement shows in the
 * counts within a minute without ingestion having to empty any cache.
 */
export function tenderRegionCounts(ctx: Ctx): Promise<RegionCount[]> {
  return ctx.cache.wrap("tender", "regions", 60_000, async () => {
    const counted = await rows<{ province: string; city: string | null; n: number }>(
      ctx.db,
      sql`SELECT province, city, count(*)::int AS n FROM tender_announcements
          WHERE state = 'published' AND province IS NOT NULL GROUP BY province, city`,
    );
    const byProvince = new Map<string, number>();
    const byCity = new Map<string, number>();
    for (const r of counted) {
      byProvince.set(r.province, (byProvince.get(r.province) ?? 0) + Number(r.n));
      if (r.city) byCity.set(r.city, (byCity.get(r.city) ?? 0) + Number(r.n));
    }
    return regionChildren().map((p) => ({
      code: p.code,
      name: p.name,
      count: byProvince.get(p.code) ?? 0,
      children: filterCities(p.code)
        .filter((c) => byCity.has(c.code))
        .map((c) => ({ code: c.code, name: c.name, count: byCity.get(c.code) ?? 0 })),
    }));
  });
}
