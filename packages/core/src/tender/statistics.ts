import { ENGINEERING_STAGES, TENDER_CATEGORIES } from "@portal/contract";
import { regionChildren } from "@portal/text";
import { sql } from "drizzle-orm";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { type DiscountStatistics, discountStatistics } from "./discount-stats";
import { rows } from "./link";

export interface TenderStatistics {
  total: number;
  /** Notices, and the winning amounts of result notices (元), per province-level division. */
  byProvince: { code: string; name: string; count: number; amountYuan: number }[];
  byStage: { code: string; label: string; count: number }[];
  byCategory: { code: string; label: string; count: number }[];
  /** The last twelve months, oldest first (YYYY-MM). */
  byMonth: { month: string; count: number }[];
  topBuyers: { id: number; name: string; count: number }[];
  /** 下浮率 of result notices: quartiles by province, project type, buyer and month, outliers apart. */
  discount: DiscountStatistics;
}

/**
 * The figures of the tender statistics page, in a few grouped queries over the announcement
 * indexes; cached ten minutes, which is as fresh as a chart of months needs to be.
 */
export function tenderStatistics(ctx: Ctx): Promise<TenderStatistics> {
  return ctx.cache.wrap("tender", "statistics-v2", 600_000, async () => {
    const today = chinaDate(ctx.now()) ?? "2026-01-01";
    const from = `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01`;
    const pub = sql`state = 'published'`;
    const [province, stage, category, month, buyers, discount] = await Promise.all([
      rows<{ k: string; n: number; amount: string | null }>(
        ctx.db,
        sql`SELECT province AS k, count(*)::int AS n, sum(win_amount_yuan) FILTER (WHERE stage = '0104')::text AS amount
            FROM tender_announcements WHERE ${pub} AND province IS NOT NULL GROUP BY 1`,
      ),
      rows<{ k: string; n: number }>(
        ctx.db,
        sql`SELECT stage AS k, count(*)::int AS n FROM tender_announcements WHERE ${pub} AND stage IS NOT NULL GROUP BY 1`,
      ),
      rows<{ k: string; n: number }>(
        ctx.db,
        sql`SELECT category AS k, count(*)::int AS n FROM tender_announcements WHERE ${pub} GROUP BY 1`,
      ),
      rows<{ k: string; n: number }>(
        ctx.db,
        sql`SELECT to_char(published_on, 'YYYY-MM') AS k, count(*)::int AS n FROM tender_announcements
            WHERE ${pub} AND published_on >= ${from}::date AND published_on <= ${today}::date GROUP BY 1 ORDER BY 1`,
      ),
      rows<{ id: number; name: string; n: number }>(
        ctx.db,
        sql`SELECT id, name, buyer_count AS n FROM tender_orgs WHERE buyer_count > 0 ORDER BY buyer_count DESC, id LIMIT 10`,
      ),
      discountStatistics(ctx, from),
    ]);
    const byCode = new Map(province.map((p) => [p.k, p]));
    return {
      total: category.reduce((s, c) => s + Number(c.n), 0),
      byProvince: regionChildren().map((p) => ({
        code: p.code,
        name: p.name,
        count: Number(byCode.get(p.code)?.n ?? 0),
        amountYuan: Number(byCode.get(p.code)?.amount ?? 0),
      })),
      byStage: Object.entries(ENGINEERING_STAGES).map(([code, s]) => ({
        code,
        label: s.label,
        count: Number(stage.find((x) => x.k === code)?.n ?? 0),
      })),
      byCategory: category
        .map((c) => ({ code: c.k, label: TENDER_CATEGORIES[c.k as keyof typeof TENDER_CATEGORIES] ?? c.k, count: Number(c.n) }))
        .sort((a, b) => b.count - a.count),
      byMonth: month.map((m) => ({ month: m.k, count: Number(m.n) })),
      topBuyers: buyers.map((b) => ({ id: Number(b.id), name: b.name, count: Number(b.n) })),
      discount,
    };
  });
}
