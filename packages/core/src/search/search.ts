import { schema } from "@portal/db";
import { highlight, queryTerms, snippet, toTsQuery } from "@portal/text";
import { and, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import type { SearchType } from "./entries";

export const SEARCH_NS = "search";

/** What the site-wide search box covers (SPEC §3 info types that have content). */
export const SITE_SEARCH_TYPES: SearchType[] = ["NEWS", "NORMAL", "POLICY", "PAPER", "VIDEO", "DOWNLOAD", "TENDER"];

export interface SearchHit {
  type: SearchType;
  id: number;
  path: string;
  /** HTML: escaped text with <em> around the query words. */
  titleHtml: string;
  snippetHtml: string;
  date: string | null;
}

export interface SearchInput extends Partial<Page> {
  keyword: string;
  /** Types the search covers (default: the site-wide search types); counts are given for each. */
  scope?: SearchType[];
  /** One type of the scope to list; all of the scope when absent. */
  type?: SearchType;
}

export interface SearchResult extends Paged<SearchHit> {
  keyword: string;
  terms: string[];
  /** Hits per type for the filter tabs, over the allowed types. */
  counts: Partial<Record<SearchType, number>>;
}

/**
 * Full-text search over published content, newest first. The query is segmented with the same
 * jieba mode as the documents and every word is required. Results are cached like other public
 * lists; content writes invalidate the namespace.
 */
export async function searchContent(ctx: Ctx, input: SearchInput): Promise<SearchResult> {
  const page = normalizePage(input, 10);
  const keyword = input.keyword.trim().slice(0, 50);
  const scope = input.scope?.length ? input.scope : SITE_SEARCH_TYPES;
  const types = input.type && scope.includes(input.type) ? [input.type] : scope;
  const key = JSON.stringify([keyword, scope, types, page.current, page.size]);
  return ctx.cache.wrap(SEARCH_NS, key, PUBLIC_TTL_MS, async () => {
    const tsq = toTsQuery(keyword);
    // The whole keyword first, so "计量支付" is marked as one run rather than two adjacent words.
    const terms = [...new Set([keyword, ...queryTerms(keyword)])];
    if (!tsq) return { ...pagedResult([], 0, page), keyword, terms, counts: {} };
    const e = schema.searchEntries;
    const base: SQL[] = [sql`${e.tsv} @@ to_tsquery('simple', ${tsq})`, lte(e.publishedAt, ctx.now())];
    const grouped = await ctx.db
      .select({ type: e.type, n: sql<number>`count(*)::int` })
      .from(e)
      .where(and(...base, inArray(e.type, scope)))
      .groupBy(e.type);
    const counts = Object.fromEntries(grouped.map((g) => [g.type, g.n])) as Partial<Record<SearchType, number>>;
    const where = and(...base, types.length === 1 ? eq(e.type, types[0]) : inArray(e.type, types));
    const total = grouped.filter((g) => types.includes(g.type as SearchType)).reduce((s, g) => s + g.n, 0);
    const rows = await ctx.db
      .select({ type: e.type, refId: e.refId, title: e.title, body: e.body, path: e.path, publishedAt: e.publishedAt })
      .from(e)
      .where(where)
      .orderBy(desc(e.publishedAt), desc(e.refId))
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    const hits: SearchHit[] = rows.map((r) => ({
      type: r.type as SearchType,
      id: r.refId,
      path: r.path,
      titleHtml: highlight(r.title, terms),
      snippetHtml: highlight(snippet(r.body, terms, 120), terms),
      date: chinaDate(r.publishedAt),
    }));
    return { ...pagedResult(hits, total, page), keyword, terms, counts };
  });
}
