import { schema } from "@portal/db";
import { queryTerms, snippet } from "@portal/text";
import { and, desc, inArray, lte, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";

export interface Reference {
  type: "NORMAL" | "POLICY" | "PAPER";
  /** 标准 / 政策 / 论文 */
  typeName: string;
  title: string;
  path: string;
  /** Plain text around the words asked about. */
  passage: string;
}

const TYPE_NAMES = { NORMAL: "标准", POLICY: "政策", PAPER: "论文" } as const;

/**
 * Passages of our own standards, policies and papers about a subject: what the writing tools offer
 * with no model (and beside one). Any of the words may match, ranked by how well, since a writing
 * brief is a sentence, not a search query.
 */
export async function findReferences(ctx: Ctx, subject: string, limit = 6): Promise<Reference[]> {
  const text = subject.replace(/\s+/g, " ").trim().slice(0, 200);
  const terms = queryTerms(text)
    .map((w) => w.replace(/[^\p{L}\p{N}]+/gu, ""))
    .filter((w) => w.length >= 2)
    .slice(0, 20);
  if (terms.length === 0) return [];
  return ctx.cache.wrap("search", `refs:${JSON.stringify([terms, limit])}`, PUBLIC_TTL_MS, async () => {
    const tsq = terms.map((w) => `'${w.replace(/'/g, "''")}'`).join(" | ");
    const e = schema.searchEntries;
    const rank = sql`ts_rank(${e.tsv}, to_tsquery('simple', ${tsq}))`;
    const rows = await ctx.db
      .select({ type: e.type, title: e.title, body: e.body, path: e.path })
      .from(e)
      .where(
        and(sql`${e.tsv} @@ to_tsquery('simple', ${tsq})`, inArray(e.type, ["NORMAL", "POLICY", "PAPER"]), lte(e.publishedAt, ctx.now())),
      )
      .orderBy(desc(rank))
      .limit(limit);
    return rows.map((r) => ({
      type: r.type as Reference["type"],
      typeName: TYPE_NAMES[r.type as Reference["type"]],
      title: r.title,
      path: r.path,
      passage: snippet(r.body, terms, 160),
    }));
  });
}
