import { ENGINEERING_STAGES, PROJECT_TYPES, TENDER_CATEGORIES } from "@portal/contract";
import { filterCities, regionChildren } from "@portal/text";
import { type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { rows } from "./link";
import { cachedFrequencies, cachedSpan, jointRate, monthsBetween, monthsClause, shortRangeClause, timeShare } from "./plan";
import { hasWords, type ParsedQuery, parseQuery, type TenderSearchInput, type TenderStateScope, tsqueryOf } from "./query";
import { DOCS_TOKEN } from "./tokens";

/**
 * Facet counts that are true for the query in force (issue 32, docs/adr/0033): each value's count
 * is the number of announcements the list would show with that value chosen, i.e. under the
 * words and every other filter. A dimension in force is counted without its own filter (the city
 * row keeps the province), so another province shows what clicking it would find.
 */

export type FacetDim = "category" | "province" | "city" | "stage" | "projectType";

export interface TenderFacets {
  category: Record<string, number>;
  province: Record<string, number>;
  /** Only counted when a province or city is chosen (the page shows cities then). */
  city: Record<string, number>;
  stage: Record<string, number>;
  projectType: Record<string, number>;
  /**
   * Dimensions whose counts are lower bounds: without their own filter the query matches more
   * announcements than were counted. The value in force is `total`.
   */
  atLeast: FacetDim[];
  /** Matches of the whole query: exact when `totalExact`, else the matches counted ("2,000+"). */
  total: number;
  totalExact: boolean;
}

/**
 * Matches counted per base query: up to this many the counts are exact. Reading them costs about
 * as much per row as the walk of a common word (a heap row, and its tsvector when the planner
 * scans rather than using GIN): 2,000 rows cost two to three times less than 5,000
 * (bench:tender, docs/adr/0033).
 */
export const FACET_CAP = 2_000;
/**
 * Matches counted when the stored frequencies promise at least three times FACET_CAP (the
 * counts can only be lower bounds then): what the old sampled facets read, at a quarter the cost.
 */
export const FACET_SAMPLE = 500;
/**
 * A sampled count walks the newest rows when it expects to test at most this many (words in a
 * tenth of the notices or more); it stops at three times the expectation and asks GIN instead.
 */
const FACET_WALK_EXPECTED = 5_000;
/** A word in this share of the notices or more is common: its GIN posting list is long to intersect. */
const COMMON_SHARE = 0.1;
/** How many of the newest months the sample of common words is looked for in, before all of them. */
const SAMPLE_MONTHS = [1, 4];
/** Totals and facet counts change slowly: a minute is fresh enough (docs/adr/0011). */
export const COUNTS_TTL_MS = 60_000;

const DIMS: FacetDim[] = ["category", "province", "city", "stage", "projectType"];
const COLUMN: Record<FacetDim, string> = {
  category: "category",
  province: "province",
  city: "city",
  stage: "stage",
  projectType: "project_type",
};
/** The dimension's lexeme prefix in the tsvector (tokens.ts facetTokens). */
const TOKEN: Record<FacetDim, string> = { category: "k:", province: "p:", city: "c:", stage: "s:", projectType: "y:" };

/** Every value a dimension can take, for the unfiltered counts read from the frequency table. */
function valuesOf(dim: FacetDim): string[] {
  switch (dim) {
    case "category":
      return Object.keys(TENDER_CATEGORIES);
    case "stage":
      return Object.keys(ENGINEERING_STAGES);
    case "projectType":
      return Object.keys(PROJECT_TYPES).filter((k) => k !== "ALL");
    case "province":
      return regionChildren().map((p) => p.code);
    case "city":
      return regionChildren().flatMap((p) => filterCities(p.code).map((c) => c.code));
  }
}

interface BaseCount {
  counts: Partial<Record<FacetDim, Record<string, number>>>;
  total: number;
  exact: boolean;
}

/** The input without its page, its cursor and the filters a base leaves out. */
function baseInput(input: TenderSearchInput, drop: (keyof TenderSearchInput)[]): TenderSearchInput {
  const out: TenderSearchInput = { ...input, current: undefined, size: undefined, after: undefined, facets: undefined };
  for (const k of drop) delete out[k];
  for (const k of Object.keys(out) as (keyof TenderSearchInput)[]) if (out[k] === undefined) delete out[k];
  return out;
}

/**
 * The queries to count: the whole query for the dimensions not in force, and for each dimension in
 * force the query without it (a province without its city too: a new province drops the city).
 */
export function facetBases(input: TenderSearchInput): { input: TenderSearchInput; dims: FacetDim[] }[] {
  const active = (d: FacetDim) => !!input[d];
  const wanted = DIMS.filter((d) => d !== "city" || !!input.province || !!input.city);
  const bases = [{ input: baseInput(input, []), dims: wanted.filter((d) => !active(d)) }];
  for (const d of wanted.filter(active)) bases.push({ input: baseInput(input, d === "province" ? ["province", "city"] : [d]), dims: [d] });
  return bases;
}

/** Filters only the tokens and dates stand for: the stored frequencies (independent) estimate the matches. */
const estimable = (q: ParsedQuery, input: TenderSearchInput) =>
  q.mustNot.length === 0 && input.minAmount === undefined && input.maxAmount === undefined;
/** Filters only the tokens stand for: the stored frequencies are the exact counts of one of them. */
const tokenOnly = (q: ParsedQuery, input: TenderSearchInput) => estimable(q, input) && !q.start && !q.end;

/**
 * One base: the matches (words and filters, as the search's GIN plan writes them) capped at
 * `cap` + 1 rows (FACET_SAMPLE + 1 when the frequencies promise far more), grouped once per
 * dimension. No words and no filters: the stored token frequencies are the exact counts, read
 * without touching the announcements.
 */
async function countBase(ctx: Ctx, input: TenderSearchInput, dims: FacetDim[], state: TenderStateScope, cap: number): Promise<BaseCount> {
  const q = parseQuery(ctx, input, state);
  if (q.empty) return { counts: Object.fromEntries(dims.map((d) => [d, {}])), total: 0, exact: true };
  const published = state === "published";
  if (published && !hasWords(q) && q.facets.length === 0 && tokenOnly(q, input)) {
    const tokens = dims.flatMap((d) => valuesOf(d).map((v) => TOKEN[d] + v));
    const df = await cachedFrequencies(ctx, [DOCS_TOKEN, ...tokens]);
    const counts = Object.fromEntries(
      dims.map((d) => [
        d,
        Object.fromEntries(valuesOf(d).flatMap((v) => ((df.get(TOKEN[d] + v) ?? 0) > 0 ? [[v, df.get(TOKEN[d] + v)]] : []))),
      ]),
    );
    return { counts, total: df.get(DOCS_TOKEN) ?? 0, exact: true };
  }
  // Frequencies count published announcements; with word, facet and date filters only they are a
  // fair guess (the rarest word, or an OR group's alternatives together, times each filter's share).
  let limit = cap;
  /** Newest filtered rows to walk for the sample; 0 when GIN should count. */
  let walk = 0;
  /** Several common words: the docs count, for the sample from the newest months (newestMonthsSample). */
  let byMonthsOf = 0;
  // A short time range: its month tokens take GIN straight to those rows (no walk).
  const range = await rangeClause(ctx, q);
  if (published && estimable(q, input)) {
    const df = await cachedFrequencies(ctx, [DOCS_TOKEN, ...q.must, ...q.either.flat(2), ...q.facets]);
    const docs = Math.max(1, df.get(DOCS_TOKEN) ?? 0);
    const dfOf = (words: string[]) => Math.min(...words.map((w) => df.get(w) ?? 0));
    // Words that must all appear: their joint share by exponential backoff (as the search plans),
    // not the rarest word's: two common words guessed as always together walked 5,000 rows for too
    // few matches, then asked GIN anyway (93 ms at a million announcements).
    const mustDfs = q.must.map((w) => df.get(w) ?? 0);
    const together = mustDfs.length ? docs * jointRate(mustDfs, docs) : docs;
    const words = hasWords(q) ? Math.min(together, ...q.either.map((g) => g.reduce((n, alt) => n + dfOf(alt), 0))) : docs;
    const guess = q.facets.reduce((n, f) => n * Math.min(1, (df.get(f) ?? 0) / docs), words) * (await timeShare(ctx, docs, q.start, q.end));
    if (guess >= 3 * cap) {
      limit = Math.min(cap, FACET_SAMPLE);
      // Rows the walk is expected to test for the sample (the words' share of the filtered rows);
      // words rarer than that (a 1 % word: 50,000 rows) are cheaper to find through GIN.
      const expected = ((limit + 1) * docs) / Math.max(1, words);
      // Several common words meet less often than each is found, and the walk reads every row's
      // tsvector (TOAST: ~16 µs a row), while GIN would intersect posting lists of 100,000 entries
      // or more: GIN with the newest month's token skips to those rows instead.
      if (q.must.length > 1 && q.either.length === 0 && Math.min(...mustDfs) >= docs * COMMON_SHARE) byMonthsOf = docs;
      else if (hasWords(q) && expected <= FACET_WALK_EXPECTED && !range) walk = Math.ceil(expected * 3);
    }
  }
  const cols = dims.map((d) => sql.raw(COLUMN[d]));
  const grouped = (inner: SQL) => {
    const which = sql.join(
      dims.map((d) => sql`WHEN grouping(${sql.raw(COLUMN[d])}) = 0 THEN ${d}`),
      sql` `,
    );
    const sets = sql.join([...cols.map((c) => sql`(${c})`), sql`()`], sql`, `);
    return rows<{ dim: string; v: string | null; n: number }>(
      ctx.db,
      dims.length
        ? sql`SELECT CASE ${which} ELSE '' END AS dim, coalesce(${sql.join(cols, sql`, `)}) AS v, count(*)::int AS n
              FROM (${inner}) s GROUP BY GROUPING SETS (${sets})`
        : sql`SELECT '' AS dim, NULL AS v, count(*)::int AS n FROM (${inner}) s`,
    );
  };
  const picked = dims.length ? sql.join(cols, sql`, `) : sql`1 AS one`;
  let found: Awaited<ReturnType<typeof grouped>> | undefined;
  // Common words where only a lower bound can be shown: the newest matching rows are found by
  // walking the date index, as the list's own walk does; intersecting two common words' posting
  // lists in GIN would read hundreds of thousands of entries for the same "500+".
  if (walk > 0) {
    const walked = await grouped(
      sql`SELECT ${picked} FROM (
            SELECT ${dims.length ? sql`${sql.join(cols, sql`, `)}, ` : sql``}tsv, title, text FROM tender_announcements
            WHERE ${q.where} ORDER BY published_on DESC, id DESC LIMIT ${walk}) w
          WHERE tsv @@ ${tsqueryOf(q, false)}::tsquery AND ${q.recheck} LIMIT ${limit + 1}`,
    );
    // Fewer matches than the sample within the walk: the words meet less often than guessed.
    if (Number(walked.find((r) => r.dim === "")?.n ?? 0) > limit) found = walked;
  }
  // Two common words ("管理 服务", "标段 公开"): walking the newest rows for them took 50–290 ms at a
  // million (they meet less often than guessed), and their two long posting lists intersected in
  // full 100–360 ms; GIN with the newest month's token finds the sample in 8–30 ms.
  if (byMonthsOf) found = await newestMonthsSample(ctx, q, byMonthsOf, grouped, picked, limit);
  // Words, or two filters or more: GIN intersects their tokens (as the search's counts do); one
  // filter alone reads its btree.
  const gin = hasWords(q) || q.facets.length >= 2 ? sql`tsv @@ ${tsqueryOf(q, true) + range}::tsquery AND ` : sql``;
  found ??= await grouped(sql`SELECT ${picked} FROM tender_announcements WHERE ${gin}${q.where} AND ${q.recheck} LIMIT ${limit + 1}`);
  const seen = Number(found.find((r) => r.dim === "")?.n ?? 0);
  const counts: BaseCount["counts"] = Object.fromEntries(dims.map((d) => [d, {}]));
  for (const r of found) {
    const m = counts[r.dim as FacetDim];
    // Over the limit a value may hold every row seen: it shows as "2,000+", like the total.
    if (m && r.v !== null) m[r.v] = Math.min(Number(r.n), limit);
  }
  return { counts, total: Math.min(seen, limit), exact: seen <= limit };
}

/**
 * The month tokens' clause for a time range of a few months: the month tokens let GIN skip
 * to those rows (at a million, a common word in the last month: 20–30 ms against 50–130 ms by the
 * word's whole posting list and the date btree); "" without a range or over a longer one.
 */
async function rangeClause(ctx: Ctx, q: ParsedQuery): Promise<string> {
  if (!q.start) return "";
  const end = q.end ?? (await cachedSpan(ctx, (await cachedFrequencies(ctx, [DOCS_TOKEN])).get(DOCS_TOKEN) ?? 0)).max;
  if (!end || end < q.start) return "";
  return shortRangeClause(q.start, end);
}

type Grouped = (inner: SQL) => Promise<{ dim: string; v: string | null; n: number }[]>;

/**
 * Up to `limit` + 1 matches from the newest month, then the newest 4, through GIN; undefined when
 * they hold fewer (then the whole of GIN counts them: more months' tokens OR'd cost as much).
 */
async function newestMonthsSample(ctx: Ctx, q: ParsedQuery, docs: number, grouped: Grouped, picked: SQL, limit: number) {
  const span = await cachedSpan(ctx, docs);
  if (!span.min || !span.max) return undefined;
  const all = monthsBetween(span.min, span.max);
  for (const n of SAMPLE_MONTHS.filter((k) => k < all.length)) {
    const tsq = tsqueryOf(q, true) + monthsClause(all.slice(-n));
    const r = await grouped(
      sql`SELECT ${picked} FROM tender_announcements WHERE tsv @@ ${tsq}::tsquery AND ${q.where} AND ${q.recheck} LIMIT ${limit + 1}`,
    );
    if (Number(r.find((x) => x.dim === "")?.n ?? 0) > limit) return r;
  }
  return undefined;
}

const keyOf = (input: TenderSearchInput) => JSON.stringify(input, Object.keys(input).sort());

/**
 * Facet counts of a search (any page): one grouped count per base query, each cached for a
 * minute on its own, so the bases that queries share (a word's whole query is the base of its
 * province row once a province is chosen) are counted once.
 */
export async function tenderFacets(
  ctx: Ctx,
  input: TenderSearchInput,
  state: TenderStateScope = "published",
  cap = FACET_CAP,
): Promise<TenderFacets> {
  const out: TenderFacets = {
    category: {},
    province: {},
    city: {},
    stage: {},
    projectType: {},
    atLeast: [],
    total: 0,
    totalExact: true,
  };
  const bases = facetBases(input);
  const counted = await Promise.all(
    bases.map((b) =>
      ctx.cache.wrap("tender", `facet-base:${state}:${cap}:${b.dims.join(",")}:${keyOf(b.input)}`, COUNTS_TTL_MS, () =>
        countBase(ctx, b.input, b.dims, state, cap),
      ),
    ),
  );
  bases.forEach((b, i) => {
    const c = counted[i];
    if (i === 0) {
      out.total = c.total;
      out.totalExact = c.exact;
    }
    for (const d of b.dims) {
      out[d] = c.counts[d] ?? {};
      if (!c.exact) out.atLeast.push(d);
    }
  });
  return out;
}
