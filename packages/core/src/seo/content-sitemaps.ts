import { schema } from "@portal/db";
import { and, asc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { isPublic } from "../content";
import type { Ctx } from "../context";
import type { SitemapSource } from "./sitemap-source";

interface Publishable {
  id: PgColumn;
  state: PgColumn;
  publishAt: PgColumn;
  updatedAt: PgColumn;
}

/**
 * A sitemap source over one content table: public rows in id order, read a slice at a time with
 * keyset-free offset paging (the index files split every 50,000 rows, so 100k+ items become
 * several files), last-modified from updated_at.
 */
function tableSource(
  type: string,
  table: PgTable & Publishable,
  path: (id: number) => string,
  extra?: (ctx: Ctx) => ReturnType<typeof eq>,
): SitemapSource {
  const where = (ctx: Ctx) => and(isPublic(table, ctx.now()), extra?.(ctx));
  return {
    type,
    async count(ctx) {
      const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where(ctx));
      return row?.n ?? 0;
    },
    async urls(ctx, offset, limit) {
      const rows = await ctx.db
        .select({ id: table.id, updatedAt: table.updatedAt })
        .from(table)
        .where(where(ctx))
        .orderBy(asc(table.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ path: path(r.id as number), lastmod: r.updatedAt as Date }));
    },
  };
}

const d = schema.studyDocs;

export const contentSitemapSources: SitemapSource[] = [
  tableSource("news", schema.newsArticles, (id) => `/news/${id}`),
  tableSource(
    "standards",
    d,
    (id) => `/standard/detail/${id}`,
    () => eq(d.type, "NORMAL"),
  ),
  tableSource(
    "policies",
    d,
    (id) => `/policy/detail/${id}`,
    () => eq(d.type, "POLICY"),
  ),
  tableSource(
    "papers",
    d,
    (id) => `/paper/detail/${id}`,
    () => eq(d.type, "PAPER"),
  ),
  tableSource("help", schema.helpDocs, (id) => `/help/detail/${id}`),
  tableSource("products", schema.products, (id) => `/product/${id}`),
  tableSource("solutions", schema.solutions, (id) => `/solution/detail/${id}`),
];
