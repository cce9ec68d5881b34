import type { SQL } from "drizzle-orm";
import { addDays } from "../china-time";
import type { Ctx } from "../context";
import { TENDER_DETAIL_NS } from "./detail";
import { COUNTS_TTL_MS, type TenderFacets, tenderFacets } from "./facets";
import { filterPageRows, hitRows, type ListRow, loadHits, type TenderHit } from "./hits";
import {
  cachedFrequencies,
  cachedSpan,
  cappedCount,
  ginSlice,
  type Hit,
  jointRate,
  shortRangeClause,
  TENDER_DF_NS,
  walkCount,
  walkQuery,
} from "./plan";
import { cursorOf, hasWords, type ParsedQuery, parseQuery, type TenderSearchInput, type TenderStateScope, tsqueryOf } from "./query";
import { DOCS_TOKEN } from "./tokens";

export type { FacetDim, TenderFacets } from "./facets";
export type { TenderHit } from "./hits";
export { TENDER_DF_NS } from "./plan";
export type { TenderSearchInput } from "./query";

export interface TenderSearchResult {
  records: TenderHit[];
  current: number;
  size: number;
  /** Cursor of the next page (`after`), null on the last page. */
  nextCursor: string | null;
  /** Exact when `totalExact`; otherwise an estimate or the cap. */
  total: number;
  totalExact: boolean;
  /** "1,234 条", "约 3,400 条" or "10,000+ 条". */
  totalLabel: string;
  terms: string[];
  facets?: TenderFacets;
  /** Which plan answered: kept in the result for the bench and for logs. */
  plan: "none" | "filter" | "walk" | "slice";
}

export const COUNT_CAP = 10_000;
/** Rows the common-word walk may test before it hands over to the GIN plan. */
const WALK_MIN = 500;
/** A filtered set this small is counted exactly when a common word is walked. */
const SMALL_SET = 2_000;
const WALK_MAX = 6_000;
/** A word is "common" when a page of it is expected within this many newest rows. */
const WALK_BUDGET = 2_000;
/** Matches the first GIN slice is sized for. */
const SLICE_TARGET = 150;
/** Expected matches up to which one GIN query over the whole range beats date slices. */
const SLICE_WHOLE = 2_000;
const DAY = 86_400_000;

const fmt = (n: number) => n.toLocaleString("en-US");

function label(total: number, exact: boolean): string {
  if (total >= COUNT_CAP) return `${fmt(COUNT_CAP)}+ 条`;
  if (exact) return `${fmt(total)} 条`;
  const rounded = total < 100 ? total : Number(total.toPrecision(2));
  return `约 ${fmt(rounded)} 条`;
}

/** `state`: which announcements the search sees (the console's; the public sees only published ones). */
export interface SearchOptions {
  forceSlice?: boolean;
  state?: TenderStateScope;
  /**
   * Answer from a search of the same page made at most this long ago (the /tender pages): people
   * opening one list within seconds share one search. Storing announcements drops these at once.
   * The API's answers never set it.
   */
  reuseMs?: number;
  /**
   * The caller walks the pages and shows no total (the export): the counts that only feed `total`
   * are skipped, and `total` is the rows read. Counts that choose the plan are still made.
   */
  uncounted?: boolean;
  /** Largest page the caller may ask for: the public's 50 unless a server-side reader needs more. */
  pageMax?: number;
}

/**
 * Searches the /tender pages reuse for a few seconds (SearchOptions.reuseMs): a namespace of its own
 * so a process can keep fewer of these (a page of records each, ~10 KB) than of the small entries.
 */
export const TENDER_LIST_NS = "tender-list";

/**
 * After a staff change: every cached tender figure (lists, counts, facets, statistics, region counts)
 * and the frequencies. Emptying "tender" empties the page cache too (apps/server/page-cache.ts).
 */
export async function invalidateTenderCaches(ctx: Ctx): Promise<void> {
  await Promise.all([ctx.cache.invalidate("tender"), invalidateStoredTenderCaches(ctx)]);
}

/**
 * After announcements are stored or re-extracted: the caches that follow the stored rows (word
 * frequencies, reused searches, detail pages). Not "tender": ingestion runs all day, and the page
 * cache and the counts keep their 180 s.
 */
export async function invalidateStoredTenderCaches(ctx: Ctx): Promise<void> {
  await Promise.all([ctx.cache.invalidate(TENDER_DF_NS), ctx.cache.invalidate(TENDER_LIST_NS), ctx.cache.invalidate(TENDER_DETAIL_NS)]);
}

/** A search without its page: the same state, filters and words (and cursor), any page number or size. */
function queryKey(input: TenderSearchInput, state: TenderStateScope): string {
  const { current: _c, size: _s, facets: _f, ...query } = input;
  return `${state}:${JSON.stringify(query, Object.keys(query).sort())}`;
}

/**
 * Tender search with facet counts. The page itself is always searched afresh; the facet counts of a
 * query (the same filters and words, any page) come from a one-minute cache (facets.ts), and the
 * total the page shows is made to agree with them.
 */
export async function searchTenders(ctx: Ctx, input: TenderSearchInput, opts: SearchOptions = {}): Promise<TenderSearchResult> {
  if (opts.reuseMs) {
    const { reuseMs, ...fresh } = opts;
    const key = `list:${queryKey(input, fresh.state ?? "published")}:${input.current ?? 1}:${input.size ?? ""}:${input.facets ? 1 : 0}`;
    return ctx.cache.wrap(TENDER_LIST_NS, key, reuseMs, () => searchTenders(ctx, input, fresh));
  }
  if (!input.facets || input.after) return searchPage(ctx, { ...input, facets: false }, opts);
  const [page, facets] = await Promise.all([searchPage(ctx, { ...input, facets: false }, opts), tenderFacets(ctx, input, opts.state)]);
  return { ...page, ...agreeingTotal(page, facets), facets };
}

/**
 * The total beside the facets: their exact count when the whole query was counted (an estimate
 * becomes exact), and at least the matches they counted when it was not, so no facet count
 * exceeds the total.
 */
function agreeingTotal(page: TenderSearchResult, f: TenderFacets): Pick<TenderSearchResult, "total" | "totalExact" | "totalLabel"> {
  if (f.totalExact) return { total: f.total, totalExact: true, totalLabel: label(f.total, true) };
  if (page.total > f.total) return page;
  return { total: f.total, totalExact: false, totalLabel: `${fmt(f.total)}+ 条` };
}

/**
 * One page of a tender search, newest first. The plan is chosen per request from stored word frequencies
 * (docs/adr/0011): no words → the filter btrees; a word absent from every announcement → no
 * query at all; common words → a capped walk of the newest filtered rows; rare words (or a walk
 * that did not fill the page) → GIN matches in a date slice that widens until the page is full.
 */
async function searchPage(ctx: Ctx, input: TenderSearchInput, opts: SearchOptions): Promise<TenderSearchResult> {
  const state = opts.state ?? "published";
  const q = parseQuery(ctx, input, state, opts.pageMax);
  const need = q.current * q.size + 1;
  const base = { current: q.current, size: q.size, terms: q.terms };
  const key = queryKey(input, state);
  // Totals of the same search, whatever page is asked: counted once a minute (see COUNTS_TTL_MS).
  const counted = (what: string, count: () => Promise<number>) => ctx.cache.wrap("tender", `count:${what}:${key}`, COUNTS_TTL_MS, count);
  let loaded: Array<ListRow & Hit> | undefined;
  // A page's worth of hits comes with its list columns in the same query.
  const read = async (hits: SQL): Promise<Hit[]> => {
    loaded = await hitRows(ctx, hits);
    return loaded;
  };
  const done = async (hits: Hit[], total: number, exact: boolean, plan: TenderSearchResult["plan"]): Promise<TenderSearchResult> => {
    const page = hits.slice((q.current - 1) * q.size, q.current * q.size);
    const more = hits.length > q.current * q.size;
    return {
      ...base,
      records: await loadHits(ctx, page, q.terms, loaded),
      nextCursor: more && page.length ? cursorOf(page[page.length - 1]) : null,
      total,
      totalExact: exact && total < COUNT_CAP,
      totalLabel: label(total, exact),
      plan,
    };
  };
  if (q.empty) return done([], 0, true, "none");
  const df = await cachedFrequencies(ctx, [DOCS_TOKEN, ...q.must, ...q.either.flat(2), ...q.facets]);
  const docs = df.get(DOCS_TOKEN) ?? 0;
  if (!hasWords(q)) {
    loaded = await filterPageRows(ctx, q.where, need);
    const hits: Hit[] = loaded;
    if (opts.uncounted) return done(hits, hits.length, false, "filter");
    // "#docs" counts published announcements only, so it answers only the public's unfiltered list.
    const unfiltered =
      state === "published" &&
      q.mustNot.length === 0 &&
      q.facets.length === 0 &&
      !q.start &&
      !q.end &&
      input.minAmount === undefined &&
      input.maxAmount === undefined;
    // Two or more filters: their facet tokens let GIN intersect them for the count, where a btree
    // would read one filter's rows and test the others on the heap.
    const viaGin = q.facets.length >= 2 ? tsqueryOf(q, true) : undefined;
    if (unfiltered && !q.keyset) return done(hits, docs, true, "filter");
    // Fewer rows than asked for: they are all there is.
    if (hits.length < need && !q.keyset) return done(hits, hits.length, true, "filter");
    // Two or more filters that keep many rows (their stored frequencies, assumed independent): an
    // exact count would visit a heap page per matching row, ~0.2–0.9 s for 5,000–10,000 rows at a
    // million announcements, so the list says "约 5,400 条" (or "10,000+") from the frequencies.
    // (Frequencies count published announcements: no guess for the withdrawn ones.)
    const sure =
      state !== "withdrawn" &&
      q.mustNot.length === 0 &&
      !q.start &&
      !q.end &&
      input.minAmount === undefined &&
      input.maxAmount === undefined;
    const guess = q.facets.reduce((n, f) => n * Math.min(1, (df.get(f) ?? 0) / Math.max(docs, 1)), docs);
    if (sure && viaGin && guess >= SMALL_SET) return done(hits, Math.round(guess), false, "filter");
    return done(hits, await counted("filter", () => cappedCount(ctx, q.where, COUNT_CAP, viaGin)), true, "filter");
  }
  // An OR group is at most as frequent as its alternatives together (an alternative: its rarest word).
  const dfOf = (words: string[]) => Math.min(...words.map((w) => df.get(w) ?? 0));
  // Every term the query ANDs: a word, or an OR group.
  const termDfs = [...q.must.map((w) => df.get(w) ?? 0), ...q.either.map((g) => g.reduce((n, alt) => n + dfOf(alt), 0))];
  const wordDf = Math.min(...termDfs);
  if (wordDf === 0 || docs === 0) return done([], 0, true, "none");
  // Independence guess: share of rows the filters keep, times the rarest word's share.
  const filterShare = q.facets.reduce((s, f) => s * Math.min(1, (df.get(f) ?? 0) / docs), 1);
  const rate = wordDf / docs;
  const span = await cachedSpan(ctx, docs);
  const to = [q.end, q.keyset?.date, span.max].filter((d): d is string => !!d).sort()[0] ?? null;
  const from =
    [q.start, span.min]
      .filter((d): d is string => !!d)
      .sort()
      .reverse()[0] ?? null;
  const spanDays = from && to ? Math.max(1, (Date.parse(to) - Date.parse(from)) / DAY + 1) : 1;
  const allDays = span.min && span.max ? Math.max(1, (Date.parse(span.max) - Date.parse(span.min)) / DAY + 1) : 1;
  const estimate = Math.round(wordDf * filterShare * Math.min(1, spanDays / allDays));
  // Rows the walk is expected to test before the page is full; a word rarer than that goes to GIN.
  // The cap stays three times the hopeful figure (the rarest word's share: the words always met).
  const expectedWalk = need / rate;
  const cap = Math.min(WALK_MAX, Math.max(WALK_MIN, Math.ceil(expectedWalk * 3)));
  // The choice assumes less: several words meet less often than their rarest alone suggests.
  if (!opts.forceSlice && need / jointRate(termDfs, docs) <= WALK_BUDGET) {
    const tsq = tsqueryOf(q, false);
    const hits = await read(walkQuery(q.where, tsq, need, cap, q.recheck));
    const filtered =
      hits.length < need || docs * filterShare <= SMALL_SET ? await counted(`rows:${cap}`, () => cappedCount(ctx, q.where, cap)) : cap;
    // The filtered set ended inside the walk: what it holds is everything.
    if (filtered < cap) {
      const total =
        hits.length < need || opts.uncounted
          ? hits.length
          : await counted(`walk:${cap}`, () => walkCount(ctx, q.where, tsq, cap, q.recheck));
      return done(hits, total, !q.keyset && !opts.uncounted, "walk");
    }
    if (hits.length >= need) return done(hits, Math.max(estimate, hits.length), false, "walk");
    // The walk saw fewer matches than the frequencies promised (words that rarely meet, or a
    // filter they avoid): size the GIN slices by what it saw, not by the independence guess.
    const seen = (hits.length + 0.5) / cap;
    loaded = undefined; // the slices find other rows
    return slicePlan(ctx, q, need, Math.min(estimate, Math.round(docs * filterShare * seen)), from, to, spanDays, done);
  }
  return slicePlan(ctx, q, need, estimate, from, to, spanDays, done);
}

async function slicePlan(
  ctx: Ctx,
  q: ParsedQuery,
  need: number,
  estimate: number,
  from: string | null,
  to: string | null,
  spanDays: number,
  done: (hits: Hit[], total: number, exact: boolean, plan: TenderSearchResult["plan"]) => Promise<TenderSearchResult>,
): Promise<TenderSearchResult> {
  const tsq = tsqueryOf(q, true);
  const perDay = estimate / spanDays;
  // Few expected matches: one query over the whole range. GIN intersects the words' posting lists
  // in a few milliseconds; date slices would add month tokens whose posting lists are far longer.
  let days = perDay > 0 && estimate > SLICE_WHOLE ? Math.ceil(SLICE_TARGET / perDay) : spanDays;
  const hits: Hit[] = [];
  let upper = to;
  let matched = 0;
  for (;;) {
    const whole = !upper || !from || days >= spanDays;
    const lower = whole ? from : addDays(upper as string, -days + 1);
    const sliceFrom = lower && from && lower > from ? lower : from;
    // Month tokens let GIN drop the rows outside the slice before any heap page is read (over a few
    // months only: shortRangeClause).
    const months = whole || !sliceFrom || !upper ? "" : shortRangeClause(sliceFrom, upper);
    const r = await ginSlice(ctx, q.where, tsq + months, sliceFrom, upper, need - hits.length, q.recheck);
    hits.push(...r.hits);
    matched += r.matched;
    const reachedStart = !lower || !from || lower <= from;
    // One slice over the whole range counted every match.
    if (reachedStart && upper === to && !q.keyset) return done(hits, matched, true, "slice");
    if (hits.length >= need) return done(hits, Math.max(matched, estimate), false, "slice");
    // Every slice was read in full: the count is exact.
    if (reachedStart || whole) return done(hits, matched, !q.keyset, "slice");
    upper = addDays(lower as string, -1);
    days *= 4;
  }
}
