import { PROJECT_TYPES } from "@portal/contract";
import { regionChildren } from "@portal/text";
import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { DISCOUNT_MAX, DISCOUNT_MIN, discountRows } from "./discount";
import { rows } from "./link";

/** Quartiles of the discounts of one group; the outliers are counted beside them, not in them. */
export interface DiscountGroup {
  key: string;
  label: string;
  /** Results whose discount lies within 0–60 %: the ones the quartiles describe. */
  samples: number;
  q1: number | null;
  median: number | null;
  q3: number | null;
  /** Results set aside: negative, or over 60 %. */
  outliers: number;
}

export interface DiscountOutlier {
  id: number;
  title: string;
  category: string;
  stage: string | null;
  publishedOn: string;
  discount: number;
}

export interface DiscountStatistics {
  overall: DiscountGroup;
  byProvince: DiscountGroup[];
  byProjectType: DiscountGroup[];
  /** The buyers with the most results (10). */
  byBuyer: DiscountGroup[];
  /** Months of the last year that had results, oldest first. */
  byMonth: DiscountGroup[];
  /** The newest outliers, so a reader can open and judge them. */
  outlierNotices: DiscountOutlier[];
}

interface GroupRow {
  province: string | null;
  project_type: string | null;
  buyer_org_id: number | null;
  month: string | null;
  g: number;
  total: number;
  n: number;
  q: (number | null)[] | null;
}

const round = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * 10_000) / 10_000);

function group(key: string, label: string, r: GroupRow): DiscountGroup {
  const q = r.q ?? [];
  const n = Number(r.n);
  return {
    key,
    label,
    samples: n,
    q1: n ? round(q[0]) : null,
    median: n ? round(q[1]) : null,
    q3: n ? round(q[2]) : null,
    outliers: Number(r.total) - n,
  };
}

const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

/**
 * Median and quartiles of 下浮率 over every published result notice with a ceiling, overall and by
 * province, project type, buyer and month (from `from`), in one pass: the discounts are computed
 * once (discount.ts) and grouped with GROUPING SETS; percentile_cont runs on PGlite and PostgreSQL.
 */
export async function discountStatistics(ctx: Ctx, from: string): Promise<DiscountStatistics> {
  const ok = sql.raw(`discount BETWEEN ${DISCOUNT_MIN} AND ${DISCOUNT_MAX}`);
  const [row] = await rows<{ groups: unknown; outliers: unknown }>(
    ctx.db,
    sql`WITH d AS MATERIALIZED (${discountRows(sql`true`)}),
      grp AS (
        SELECT province, project_type, buyer_org_id, to_char(published_on, 'YYYY-MM') AS month,
          GROUPING(province, project_type, buyer_org_id, to_char(published_on, 'YYYY-MM')) AS g,
          count(*)::int AS total, count(*) FILTER (WHERE ${ok})::int AS n,
          percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY discount) FILTER (WHERE ${ok}) AS q
        FROM d
        GROUP BY GROUPING SETS ((), (province), (project_type), (buyer_org_id), (to_char(published_on, 'YYYY-MM')))
      ),
      o AS (
        SELECT a.id, a.title, a.category, a.stage, a.published_on::text AS "publishedOn", d.discount
        FROM d JOIN tender_announcements a ON a.id = d.id
        WHERE NOT (${ok}) ORDER BY d.published_on DESC, d.id DESC LIMIT 10
      )
      SELECT (SELECT coalesce(json_agg(grp), '[]') FROM grp) AS groups, (SELECT coalesce(json_agg(o), '[]') FROM o) AS outliers`,
  );
  const groups = json<GroupRow[]>(row?.groups ?? []);
  // GROUPING() has one bit per argument, the first the highest: 0 is the grand total, 7 = by province, ….
  const of = (bit: number) => groups.filter((r) => r.g === bit);
  const provinces = new Map(regionChildren().map((p) => [p.code, p.name]));
  const bySamples = (a: DiscountGroup, b: DiscountGroup) => b.samples + b.outliers - (a.samples + a.outliers) || a.key.localeCompare(b.key);

  const buyerRows = of(0b1101)
    .filter((r) => r.buyer_org_id !== null)
    .sort((a, b) => b.total - a.total || Number(a.buyer_org_id) - Number(b.buyer_org_id))
    .slice(0, 10);
  const names = buyerRows.length
    ? await rows<{ id: number; name: string }>(
        ctx.db,
        sql`SELECT id, name FROM tender_orgs WHERE id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(buyerRows.map((r) => r.buyer_org_id))}::jsonb))::int)`,
      )
    : [];
  const buyerName = new Map(names.map((n) => [Number(n.id), n.name]));
  const total = of(0b1111)[0];
  return {
    overall: total ? group("", "全国", total) : { key: "", label: "全国", samples: 0, q1: null, median: null, q3: null, outliers: 0 },
    byProvince: of(0b0111)
      .filter((r) => r.province)
      .map((r) => group(r.province as string, provinces.get(r.province as string) ?? (r.province as string), r))
      .sort(bySamples),
    byProjectType: of(0b1011)
      .filter((r) => r.project_type)
      .map((r) =>
        group(r.project_type as string, PROJECT_TYPES[r.project_type as keyof typeof PROJECT_TYPES] ?? (r.project_type as string), r),
      )
      .sort(bySamples),
    byBuyer: buyerRows.map((r) => group(String(r.buyer_org_id), buyerName.get(Number(r.buyer_org_id)) ?? "", r)),
    byMonth: of(0b1110)
      .filter((r) => r.month && r.month >= from.slice(0, 7))
      .map((r) => group(r.month as string, r.month as string, r))
      .sort((a, b) => a.key.localeCompare(b.key)),
    outlierNotices: json<DiscountOutlier[]>(row?.outliers ?? []).map((o) => ({ ...o, id: Number(o.id), discount: Number(o.discount) })),
  };
}
