import {
  ENGINEERING_STAGES,
  PARTY_TYPES,
  PROJECT_TYPES,
  TENDER_CATEGORIES,
  TENDER_KEYWORD_MAX,
  TIME_FILTERS,
  type TimeFilter,
  timeFilterRange,
} from "@portal/contract";
import { cityOf, queryTerms } from "@portal/text";
import { type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import type { Keyset } from "./plan";
import { parseSearchBox } from "./query-syntax";
import { quoteLexeme, type Scope, scoped } from "./tokens";

/** What a person can ask of the tender list (issue 9 "Search, lists, details"). */
export interface TenderSearchInput {
  /**
   * ≤ 100 characters after trimming, in the search box's syntax (query-syntax.ts): spaces AND,
   * `|`/`或` OR, `-词` excludes, quotes an exact phrase; at most 10 terms.
   */
  keyword?: string;
  /** More required words, and words no hit may contain. */
  include?: string[];
  exclude?: string[];
  scope?: Scope;
  category?: string;
  stage?: string;
  projectType?: string;
  partyType?: string;
  time?: TimeFilter;
  /** YYYY-MM-DD; override `time`. */
  startDate?: string;
  endDate?: string;
  province?: string;
  city?: string;
  /** 元; compared with the winning amount, else the maximum price, else the budget. */
  minAmount?: number;
  maxAmount?: number;
  /**
   * Page number for the first pages; `after` (a cursor) beyond them. Given both, the page number
   * counts from the cursor: the list pages reach page 11–20 from the cursor of page 10's last row.
   */
  current?: number;
  size?: number;
  after?: string;
  facets?: boolean;
}

export const KEYWORD_MAX = TENDER_KEYWORD_MAX;
/** An include or exclude word given apart from the box (the API's lists). */
const WORD_MAX = 30;
export const PAGE_NUMBER_MAX = 10;

export interface ParsedQuery {
  /** Lexemes every hit contains (scoped), and groups of lexemes no hit contains all of. */
  must: string[];
  mustNot: string[][];
  /** OR groups: a hit contains every lexeme of at least one alternative of each group. */
  either: string[][][];
  /** Exact phrases, rechecked on the matched rows' title and text (lexemes carry no positions). */
  recheck: SQL;
  /** Plain words for highlighting. */
  terms: string[];
  /** The input had words but none survived segmentation: nothing can match. */
  empty: boolean;
  facets: string[];
  start: string | null;
  end: string | null;
  where: SQL;
  keyset: Keyset | null;
  current: number;
  size: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^\d{6}$/;

function words(list: string[] | undefined, label: string): string[] {
  const out = (list ?? []).map((w) => String(w).trim()).filter(Boolean);
  if (out.length > 5) throw invalid(`${label}最多 5 个`);
  for (const w of out) if (w.length > WORD_MAX) throw invalid(`${label}不能超过 ${WORD_MAX} 个字`);
  return out;
}

function oneOf(value: string | undefined, allowed: object, label: string): string | null {
  if (!value || value === "ALL") return null;
  if (!Object.hasOwn(allowed, value)) throw invalid(`${label}不正确`);
  return value;
}

export function parseCursor(after: string | undefined): Keyset | null {
  if (!after) return null;
  const m = /^(\d{4}-\d{2}-\d{2})_(\d{1,10})$/.exec(after);
  if (!m) throw invalid("翻页参数不正确，请从第一页重新查询");
  return { date: m[1], id: Number(m[2]) };
}

export const cursorOf = (h: { id: number; d: string }) => `${h.d}_${h.id}`;

/**
 * Which announcements a search sees: the public only ever "published"; the console also the
 * withdrawn ones. Never taken from request input.
 */
export type TenderStateScope = "published" | "withdrawn" | "all";

const STATE_SQL: Record<TenderStateScope, SQL> = {
  published: sql`state = 'published'`,
  withdrawn: sql`state = 'withdrawn'`,
  all: sql`true`,
};

export function parseQuery(ctx: Ctx, input: TenderSearchInput, state: TenderStateScope = "published", pageMax = 50): ParsedQuery {
  const keyword = (input.keyword ?? "").trim();
  if (keyword.length > KEYWORD_MAX) throw invalid(`关键词不能超过 ${KEYWORD_MAX} 个字`);
  const box = parseSearchBox(keyword);
  const include = words(input.include, "包含词");
  const exclude = words(input.exclude, "排除词");
  const scope: Scope = input.scope ?? "all";
  if (!["all", "title", "buyer", "winner"].includes(scope)) throw invalid("搜索范围不正确");
  const phrases = [...box.all, ...include];
  const plain = [...new Set(phrases.flatMap((p) => queryTerms(p)))];
  const must = plain.map((w) => scoped(scope, w));
  const mustNot = [...box.not, ...exclude].map((p) => queryTerms(p).map((w) => scoped(scope, w))).filter((g) => g.length);
  // An alternative without a word (punctuation only) cannot match: the others still can.
  const either = box.any
    .map((g) => g.map((alt) => queryTerms(alt).map((w) => scoped(scope, w))).filter((alt) => alt.length))
    .filter((g) => g.length);
  const orWords = box.any.flatMap((g) => g.flatMap((alt) => queryTerms(alt)));
  const category = oneOf(input.category, TENDER_CATEGORIES, "信息类别");
  const stage = oneOf(input.stage, ENGINEERING_STAGES, "公告阶段");
  const projectType = oneOf(input.projectType, PROJECT_TYPES, "项目类型");
  const partyType = oneOf(input.partyType, PARTY_TYPES, "主体类型");
  const time = oneOf(input.time, TIME_FILTERS, "时间范围") as TimeFilter | null;
  for (const d of [input.startDate, input.endDate]) if (d && !DATE.test(d)) throw invalid("日期格式应为 YYYY-MM-DD");
  for (const c of [input.province, input.city]) if (c && !CODE.test(c)) throw invalid("地区代码不正确");
  for (const a of [input.minAmount, input.maxAmount])
    if (a !== undefined && !(Number.isFinite(a) && a >= 0)) throw invalid("金额范围不正确");
  const range = time ? timeFilterRange(time, ctx.now()) : null;
  const start = input.startDate ?? range?.start ?? null;
  const end = input.endDate ?? range?.end ?? null;
  const size = Math.min(pageMax, Math.max(1, Math.trunc(input.size ?? 20)));
  const current = Math.max(1, Math.trunc(input.current ?? 1));
  const keyset = parseCursor(input.after);
  if (current > PAGE_NUMBER_MAX) throw invalid(`页码超过 ${PAGE_NUMBER_MAX} 页时请用“下一页”继续`);
  const province = input.province ? `${input.province.slice(0, 2)}0000` : null;
  const city = input.city ? cityOf(input.city) : null;
  const facets = [
    category && `k:${category}`,
    stage && `s:${stage}`,
    projectType && `y:${projectType}`,
    partyType && `r:${partyType}`,
    province && `p:${province}`,
    city && `c:${city}`,
  ].filter((f): f is string => !!f);
  const amount = sql`coalesce(win_amount_yuan, max_price_yuan, budget_yuan)`;
  const conds: SQL[] = [STATE_SQL[state]];
  if (category) conds.push(sql`category = ${category}`);
  if (stage) conds.push(sql`stage = ${stage}`);
  if (projectType) conds.push(sql`project_type = ${projectType}`);
  if (partyType) conds.push(sql`party_type = ${partyType}`);
  if (province) conds.push(sql`province = ${province}`);
  if (city) conds.push(sql`city = ${city}`);
  if (start) conds.push(sql`published_on >= ${start}::date`);
  if (end) conds.push(sql`published_on <= ${end}::date`);
  if (input.minAmount !== undefined) conds.push(sql`${amount} >= ${input.minAmount}`);
  if (input.maxAmount !== undefined) conds.push(sql`${amount} <= ${input.maxAmount}`);
  if (keyset) conds.push(sql`(published_on, id) < (${keyset.date}::date, ${keyset.id})`);
  // Only exclusions (`-监理`): no word for GIN to start from, so the filtered rows are tested.
  if (must.length === 0 && box.any.length === 0 && mustNot.length > 0) {
    const none = mustNot.map((g) => `!(${g.map(quoteLexeme).join(" & ")})`).join(" & ");
    conds.push(sql`tsv @@ ${none}::tsquery`);
  }
  return {
    must,
    mustNot,
    either,
    recheck: phraseRecheck(box.phrases, scope),
    terms: [...new Set([...phrases, ...plain, ...box.any.flat(), ...orWords])],
    empty: (phrases.length > 0 && must.length === 0) || either.length < box.any.length,
    facets,
    start,
    end,
    where: sql.join(conds, sql` AND `),
    keyset,
    current,
    size,
  };
}

/** The ::tsquery literal: words (and, for the GIN plan, facet tokens) ANDed, OR groups, exclusions negated. */
export function tsqueryOf(q: ParsedQuery, withFacets: boolean): string {
  const pos = [...q.must, ...(withFacets ? q.facets : [])].map(quoteLexeme);
  const ors = q.either.map((g) => `(${g.map((alt) => `(${alt.map(quoteLexeme).join(" & ")})`).join(" | ")})`);
  const neg = q.mustNot.map((g) => `!(${g.map(quoteLexeme).join(" & ")})`);
  return [...pos, ...ors, ...neg].join(" & ");
}

/** Whether a query has words at all (else the filter btrees answer it). */
export const hasWords = (q: ParsedQuery) => q.must.length > 0 || q.either.length > 0;

/**
 * Lexemes say a phrase's words are in the notice, not that they stand together: the matched rows
 * are checked for the phrase itself. Title and text hold the buyer's and winner's names too, so a
 * scoped phrase is checked there as well (its words are required in the scope by the lexemes).
 */
function phraseRecheck(phrases: string[], scope: Scope): SQL {
  if (phrases.length === 0) return sql`true`;
  const where = scope === "title" ? sql`lower(title)` : sql`lower(title || ' ' || text)`;
  return sql.join(
    phrases.map((p) => sql`strpos(${where}, ${p.toLowerCase()}) > 0`),
    sql` AND `,
  );
}
