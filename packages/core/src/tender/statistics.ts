import { ENGINEERING_STAGES, TENDER_CATEGORIES } from "@portal/contract";
import { schema } from "@portal/db";
import { regionChildren, regionName } from "@portal/text";
import { eq, sql } from "drizzle-orm";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { type DiscountStatistics, discountStatistics } from "./discount-stats";
import { rows } from "./link";
import { DOCS_TOKEN } from "./tokens";

export interface TenderStatistics {
  total: number;
  /** Notices, and the winning amounts of result notices (元), per province-level division. */
  byProvince: { code: string; name: string; count: number; amountYuan: number }[];
  /** The same per city (a municipality's districts, a province's directly administered units too), cities with notices only. */
  byCity: { code: string; province: string; name: string; count: number; amountYuan: number }[];
  byStage: { code: string; label: string; count: number }[];
  byCategory: { code: string; label: string; count: number }[];
  /** The last twelve months, oldest first (YYYY-MM). */
  byMonth: { month: string; count: number }[];
  topBuyers: { id: number; name: string; count: number }[];
  /** 下浮率 of result notices: quartiles by province, project type, buyer and month, outliers apart. */
  discount: DiscountStatistics;
}

/** A snapshot younger than this is served as it is (a chart of months needs no fresher data). */
const FRESH_MS = 600_000;
/**
 * A computation that took longer than this is not made again while a reader waits: the last figures
 * are served and new ones computed in the background (a million notices take seconds, ADR 0036).
 * Below it (a small or demo database) readers always get figures of the data as it is.
 */
const WAIT_MS = 2_000;
const SNAPSHOT_KEY = "page-v2";
const refreshing = new WeakMap<object, Promise<unknown>>();

/**
 * The figures of the tender statistics page: the stored snapshot when it was computed on the data
 * as it is (same published count, same newest id) within ten minutes; otherwise computed again —
 * at once on a database small enough to do it quickly, else in the background behind the last
 * snapshot. Cached a minute per process on top.
 */
export function tenderStatistics(ctx: Ctx): Promise<TenderStatistics> {
  return ctx.cache.wrap("tender", "statistics-v3", 60_000, async () => {
    const t = schema.tenderStatsSnapshots;
    const [[snap], version] = await Promise.all([ctx.db.select().from(t).where(eq(t.key, SNAPSHOT_KEY)), dataVersion(ctx)]);
    const fresh = snap && snap.version === version && ctx.now().getTime() - snap.computedAt.getTime() < FRESH_MS;
    if (snap && (fresh || snap.computeMs > WAIT_MS)) {
      if (!fresh && !refreshing.has(ctx.db)) {
        const job = storeStatistics(ctx, version)
          .catch((err) => ctx.log.warn({ err }, "招标统计后台刷新失败"))
          .finally(() => refreshing.delete(ctx.db));
        refreshing.set(ctx.db, job);
      }
      return snap.data as TenderStatistics;
    }
    return storeStatistics(ctx, version);
  });
}

/** Which data a snapshot describes: the published count (kept by ingestion) and the newest id. */
async function dataVersion(ctx: Ctx): Promise<string> {
  const [v] = await rows<{ docs: number | null; last: number | null }>(
    ctx.db,
    sql`SELECT (SELECT df FROM tender_token_df WHERE token = ${DOCS_TOKEN}) AS docs,
               (SELECT max(id) FROM tender_announcements) AS last`,
  );
  return `${v?.docs ?? 0}:${v?.last ?? 0}`;
}

/** Computes the figures and stores them with the time it took. */
async function storeStatistics(ctx: Ctx, version: string): Promise<TenderStatistics> {
  const started = performance.now();
  const data = await computeStatistics(ctx);
  const computeMs = Math.round(performance.now() - started);
  const t = schema.tenderStatsSnapshots;
  const row = { key: SNAPSHOT_KEY, data, version, computeMs, computedAt: ctx.now() };
  await ctx.db
    .insert(t)
    .values(row)
    .onConflictDoUpdate({ target: t.key, set: { data, version, computeMs, computedAt: row.computedAt } });
  return data;
}

/** The figures, in a few grouped queries over the announcement indexes. */
async function computeStatistics(ctx: Ctx): Promise<TenderStatistics> {
  const today = chinaDate(ctx.now()) ?? "2026-01-01";
  const from = `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01`;
  const pub = sql`state = 'published'`;
  const [province, city, stage, category, month, buyers, discount] = await Promise.all([
    rows<{ k: string; n: number; amount: string | null }>(
      ctx.db,
      sql`SELECT province AS k, count(*)::int AS n, sum(win_amount_yuan) FILTER (WHERE stage = '0104')::text AS amount
          FROM tender_announcements WHERE ${pub} AND province IS NOT NULL GROUP BY 1`,
    ),
    rows<{ k: string; n: number; amount: string | null }>(
      ctx.db,
      sql`SELECT city AS k, count(*)::int AS n, sum(win_amount_yuan) FILTER (WHERE stage = '0104')::text AS amount
          FROM tender_announcements WHERE ${pub} AND city IS NOT NULL GROUP BY 1`,
    ),
    rows<{ k: string; n: number }>(
      ctx.db,
      sql`SELECT stage AS k, count(*)::int AS n FROM tender_announcements WHERE ${pub} AND stage IS NOT NULL GROUP BY 1`,
    ),
    rows<{ k: string; n: number }>(ctx.db, sql`SELECT category AS k, count(*)::int AS n FROM tender_announcements WHERE ${pub} GROUP BY 1`),
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
    byCity: city
      .map((c) => ({
        code: c.k,
        province: `${c.k.slice(0, 2)}0000`,
        name: regionName(c.k) ?? c.k,
        count: Number(c.n),
        amountYuan: Number(c.amount ?? 0),
      }))
      .sort((x, y) => y.count - x.count || x.code.localeCompare(y.code)),
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
}
