import { type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { rows } from "./link";
import { quoteLexeme } from "./tokens";

/**
 * The two query shapes of the hybrid plan (docs/adr/0011). Neither lets PostgreSQL pick
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
 * Common words: test the newest rows of the filtered set, at most `cap` of them, and stop as soon
 * as the page is full. The subquery's LIMIT keeps PostgreSQL from walking further; rows stream, so
 * a common word reads little more than a page's worth of rows. Fewer hits than `need` means the
 * walk read every row up to the cap, so those hits are all there are within it.
 */
export const walkQuery = (where: SQL, tsquery: string, need: number, cap: number, recheck: SQL = sql`true`): SQL =>
  sql`SELECT id, published_on::text AS d FROM (
        SELECT id, published_on, tsv, title, text FROM tender_announcements WHERE ${where}
        ORDER BY published_on DESC, id DESC LIMIT ${cap}) w
      WHERE tsv @@ ${tsquery}::tsquery AND ${recheck}
      ORDER BY published_on DESC, id DESC LIMIT ${need}`;

/** Matches among the newest `cap` filtered rows: only asked when the filtered set is small. */
export async function walkCount(ctx: Ctx, where: SQL, tsquery: string, cap: number, recheck: SQL = sql`true`): Promise<number> {
  const [r] = await rows<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT tsv, title, text FROM tender_announcements WHERE ${where} ORDER BY published_on DESC, id DESC LIMIT ${cap}) w
        WHERE tsv @@ ${tsquery}::tsquery AND ${recheck}`,
  );
  return Number(r?.n ?? 0);
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
  recheck: SQL = sql`true`,
): Promise<{ hits: Hit[]; matched: number }> {
  const range = sql`${from ? sql`published_on >= ${from}::date` : sql`true`} AND ${to ? sql`published_on <= ${to}::date` : sql`true`}`;
  const [r] = await rows<{ matched: number; hits: Hit[] | null }>(
    ctx.db,
    sql`WITH m AS MATERIALIZED (
          SELECT id, published_on FROM tender_announcements
          WHERE tsv @@ ${tsquery}::tsquery AND ${where} AND ${range} AND ${recheck})
        SELECT (SELECT count(*)::int FROM m) AS matched,
               (SELECT json_agg(json_build_object('id', id, 'd', published_on::text) ORDER BY published_on DESC, id DESC)
                FROM (SELECT id, published_on FROM m ORDER BY published_on DESC, id DESC LIMIT ${need}) h) AS hits`,
  );
  return { hits: r?.hits ?? [], matched: Number(r?.matched ?? 0) };
}

/** Filtered rows up to `cap`, counted through the btrees, or through GIN when given a tsquery. */
export async function cappedCount(ctx: Ctx, where: SQL, cap: number, tsquery?: string): Promise<number> {
  const gin = tsquery ? sql`tsv @@ ${tsquery}::tsquery AND ` : sql``;
  const [r] = await rows<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM tender_announcements WHERE ${gin}${where} LIMIT ${cap}) x`,
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

/** Word frequencies: cached until announcements are stored, rewritten, withdrawn or restored. */
export const TENDER_DF_NS = "tender-df";
const DF_TTL_MS = 60_000;

export async function cachedFrequencies(ctx: Ctx, tokens: string[]): Promise<Map<string, number>> {
  const key = JSON.stringify([...new Set(tokens)].sort());
  const found = await ctx.cache.wrap(TENDER_DF_NS, key, DF_TTL_MS, async () => Object.fromEntries(await frequencies(ctx, tokens)));
  return new Map(Object.entries(found));
}

/** Oldest and newest publication dates: two index probes. */
export async function dateSpan(ctx: Ctx): Promise<{ min: string | null; max: string | null }> {
  const [r] = await rows<{ min: string | null; max: string | null }>(
    ctx.db,
    sql`SELECT (SELECT a.published_on::text AS d FROM tender_announcements a ORDER BY a.published_on ASC, a.id ASC LIMIT 1) AS min,
               (SELECT a.published_on::text AS d FROM tender_announcements a ORDER BY a.published_on DESC, a.id DESC LIMIT 1) AS max`,
  );
  return { min: r?.min ?? null, max: r?.max ?? null };
}

const DAY_MS = 86_400_000;

/**
 * The oldest and newest dates, keyed by the stored count: they change only when announcements are
 * added or withdrawn, which changes the count too, so the span is read once per change, not per query.
 */
export const cachedSpan = (ctx: Ctx, docs: number) => ctx.cache.wrap("tender", `span:${docs}`, 60_000, () => dateSpan(ctx));

/**
 * The share of the stored days a date range covers (1 without a range): the search's and the
 * facets' guess of how many matches a time filter keeps.
 */
export async function timeShare(ctx: Ctx, docs: number, start: string | null, end: string | null): Promise<number> {
  if (!start && !end) return 1;
  const span = await cachedSpan(ctx, docs);
  if (!span.min || !span.max) return 1;
  const from = start && start > span.min ? start : span.min;
  const to = end && end < span.max ? end : span.max;
  const days = (a: string, b: string) => Math.max(1, (Date.parse(b) - Date.parse(a)) / DAY_MS + 1);
  return to < from ? 0 : Math.min(1, days(from, to) / days(span.min, span.max));
}

/**
 * The share of announcements expected to hold every term of the query (`termDfs`: each term's
 * frequency), by exponential backoff: the rarest term's share, times the square root of the next,
 * the fourth root of the third, … (the estimator SQL Server uses for conjunctions). Words of one query are rarely independent, but they
 * are not always found together either: at a million announcements "管理 胡工 时间" was walked on the
 * rarest word's share alone and tested 4,000 rows (397 ms) before the GIN plan found the page in 22 ms.
 */
export function jointRate(termDfs: number[], docs: number): number {
  const shares = termDfs.map((n) => Math.min(1, n / docs)).sort((a, b) => a - b);
  return shares.reduce((r, s, k) => r * s ** (1 / 2 ** k), 1);
}

/**
 * Month tokens are worth adding to a GIN query over at most this many months: over more, their OR
 * costs as much as the words' own posting lists, and the date range alone rechecks the rows
 * (docs/adr/0033; at a million, words that never meet took 55–75 ms widening to 16 months).
 */
export const MONTH_TOKENS_MAX = 4;

/** " & ('m:2026-02' | 'm:2026-03')": a tsquery clause keeping the rows of those months. */
export function monthsClause(months: string[]): string {
  return ` & (${months.map((m) => quoteLexeme(`m:${m}`)).join(" | ")})`;
}

/** The month tokens' clause of [from, to]; "" when the range spans more than MONTH_TOKENS_MAX months. */
export function shortRangeClause(from: string, to: string): string {
  const months = monthsBetween(from, to);
  return months.length > MONTH_TOKENS_MAX ? "" : monthsClause(months);
}

/** The months from `from` to `to` ("2026-01", "2026-02", …): the month tokens of a date range. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const end = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    out.push(key);
    if (key >= end || out.length > 600) return out;
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
}
