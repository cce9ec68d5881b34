import { type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { rows } from "./link";

/**
 * The two query shapes of the hybrid plan (docs/adr/0010). Neither lets PostgreSQL pick
 * "walk the date index and test every row": the walk is capped by an inner LIMIT, and the GIN
 * query is a MATERIALIZED CTE bounded by a date slice, so its cost follows the number of matches.
 */

export interface Hit {
  id: number;
  d: string;
}

export interface Keyset {
  date: string;
  id: number;
}

export const keysetSql = (k: Keyset | null): SQL => (k ? sql`(published_on, id) < (${k.date}::date, ${k.id})` : sql`true`);

/**
 * Newest rows first, no words: the (province|city|stage, published_on, id) btrees answer this
 * directly, whatever the filters select.
 */
export async function filterOnly(ctx: Ctx, where: SQL, need: number): Promise<Hit[]> {
  return rows<Hit>(
    ctx.db,
    sql`SELECT id, published_on::text AS d FROM tender_announcements WHERE ${where}
        ORDER BY published_on DESC, id DESC LIMIT ${need}`,
  );
}

/**
 * Common words: walk at most `cap` newest rows of the filtered set and keep those that match.
 * `walked` < cap means the filtered set ended, so a short page is the complete answer.
 */
export async function cappedWalk(
  ctx: Ctx,
  where: SQL,
  tsquery: string,
  need: number,
  cap: number,
  countAll: boolean,
): Promise<{ hits: Hit[]; walked: number; matched: number | null }> {
  const [r] = await rows<{ walked: number; matched: number | null; hits: Hit[] | null }>(
    ctx.db,
    sql`WITH w AS MATERIALIZED (
          SELECT id, published_on, tsv FROM tender_announcements WHERE ${where}
          ORDER BY published_on DESC, id DESC LIMIT ${cap})
        SELECT (SELECT count(*)::int FROM w) AS walked,
               ${countAll ? sql`(SELECT count(*)::int FROM w WHERE tsv @@ ${tsquery}::tsquery)` : sql`NULL::int`} AS matched,
               (SELECT json_agg(json_build_object('id', id, 'd', published_on::text) ORDER BY published_on DESC, id DESC)
                FROM (SELECT id, published_on FROM w WHERE tsv @@ ${tsquery}::tsquery
                      ORDER BY published_on DESC, id DESC LIMIT ${need}) h) AS hits`,
  );
  return {
    hits: r?.hits ?? [],
    walked: Number(r?.walked ?? 0),
    matched: r?.matched === null || r?.matched === undefined ? null : Number(r.matched),
  };
}

/**
 * Rare words: every GIN match inside [from, to], materialised, then sorted. The query carries the
 * filters as facet tokens so GIN intersects them with the words; the SQL filters recheck them.
 */
export async function ginSlice(
  ctx: Ctx,
  where: SQL,
  tsquery: string,
  from: string | null,
  to: string | null,
  need: number,
): Promise<{ hits: Hit[]; matched: number }> {
  const range = sql`${from ? sql`published_on >= ${from}::date` : sql`true`} AND ${to ? sql`published_on <= ${to}::date` : sql`true`}`;
  const [r] = await rows<{ matched: number; hits: Hit[] | null }>(
    ctx.db,
    sql`WITH m AS MATERIALIZED (
          SELECT id, published_on FROM tender_announcements
          WHERE tsv @@ ${tsquery}::tsquery AND ${where} AND ${range})
        SELECT (SELECT count(*)::int FROM m) AS matched,
               (SELECT json_agg(json_build_object('id', id, 'd', published_on::text) ORDER BY published_on DESC, id DESC)
                FROM (SELECT id, published_on FROM m ORDER BY published_on DESC, id DESC LIMIT ${need}) h) AS hits`,
  );
  return { hits: r?.hits ?? [], matched: Number(r?.matched ?? 0) };
}

/** Filtered rows up to `cap`, counted through the btrees (cheap up to the cap). */
export async function cappedCount(ctx: Ctx, where: SQL, cap: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM tender_announcements WHERE ${where} LIMIT ${cap}) x`,
  );
  return Number(r?.n ?? 0);
}

/** Stored frequencies of the lexemes; absent lexemes are 0. */
export async function frequencies(ctx: Ctx, tokens: string[]): Promise<Map<string, number>> {
  const out = new Map(tokens.map((t) => [t, 0]));
  if (tokens.length === 0) return out;
  const found = await rows<{ token: string; df: number }>(
    ctx.db,
    sql`SELECT token, df FROM tender_token_df
        WHERE token IN (SELECT jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb))`,
  );
  for (const f of found) out.set(f.token, Number(f.df));
  return out;
}

/** Oldest and newest publication dates: two index probes. */
export async function dateSpan(ctx: Ctx): Promise<{ min: string | null; max: string | null }> {
  const [r] = await rows<{ min: string | null; max: string | null }>(
    ctx.db,
    sql`SELECT (SELECT published_on::text FROM tender_announcements ORDER BY published_on ASC, id ASC LIMIT 1) AS min,
               (SELECT published_on::text FROM tender_announcements ORDER BY published_on DESC, id DESC LIMIT 1) AS max`,
  );
  return { min: r?.min ?? null, max: r?.max ?? null };
}
