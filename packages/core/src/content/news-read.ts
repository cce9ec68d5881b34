import { schema } from "@portal/db";
import { and, asc, desc, eq, getTableName, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import { chinaDate, chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, pagedResult } from "../paging";
import { NEWS_NS } from "./changes";
import { getColumn } from "./columns";
import { isPublic } from "./publishing";

const a = schema.newsArticles;

/** A row of an article list (SPEC §3 "Directory news page" records, plus what lists show). */
export interface ArticleSummary {
  id: number;
  title: string;
  memo: string | null;
  coverUrl: string | null;
  createrTime: string;
  releaseDate: string;
  readCount: number;
  dirId: number;
}

/** SPEC §3 "News article detail". */
export interface ArticleDetail {
  id: number;
  dirId: number;
  dirName: string;
  parentDirId: number | null;
  parentDirName: string | null;
  title: string;
  memo: string | null;
  viceTitle: string | null;
  creatorId: string | null;
  releaseTime: string;
  updateTime: string;
  readCount: number;
  props: Record<string, string>;
  content: string;
  praiseCount: number;
  criticCount: number;
  seoDesc: string | null;
  seoKeyword: string | null;
  seoTitle: string | null;
  coverUrl: string | null;
  tags: { id: number; name: string }[];
  docs: { id: number; title: string; type: string }[];
}

export const summaryColumns = {
  id: a.id,
  title: a.title,
  memo: a.memo,
  coverUrl: a.coverUrl,
  publishAt: a.publishAt,
  readCount: a.readCount,
  dirId: a.dirId,
};

export function toSummary(r: {
  id: number;
  title: string;
  memo: string | null;
  coverUrl: string | null;
  publishAt: Date | null;
  readCount: number;
  dirId: number;
}): ArticleSummary {
  return {
    id: r.id,
    title: r.title,
    memo: r.memo,
    coverUrl: r.coverUrl,
    createrTime: chinaDateTime(r.publishAt) ?? "",
    releaseDate: chinaDate(r.publishAt) ?? "",
    readCount: r.readCount,
    dirId: r.dirId,
  };
}

const newest = [desc(a.publishAt), desc(a.id)];

/** SPEC §7 dirNews: a column's articles (with its sub-columns'), newest first. */
export async function dirNews(ctx: Ctx, input: { id: number } & Partial<Page>) {
  const page = normalizePage(input);
  return ctx.cache.wrap(NEWS_NS, `dir:${input.id}:${page.current}:${page.size}`, PUBLIC_TTL_MS, async () => {
    const found = await getColumn(ctx, input.id);
    if (!found) throw notFound("栏目");
    const ids = [found.column.id, ...found.column.children.map((c) => c.id)];
    const where = and(isPublic(a, ctx.now()), inArray(a.dirId, ids));
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(a).where(where);
    const rows = await ctx.db
      .select(summaryColumns)
      .from(a)
      .where(where)
      .orderBy(...newest)
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    return {
      ...pagedResult(rows.map(toSummary), n, page),
      newsDir: { id: found.column.id, name: found.column.name, parentId: found.parent?.id ?? null, parentName: found.parent?.name ?? null },
    };
  });
}

/** One published article with its tags and linked materials; 404 for drafts, scheduled and deleted ones. */
export function getArticle(ctx: Ctx, id: number): Promise<ArticleDetail> {
  return ctx.cache.wrap(NEWS_NS, `detail:${id}`, PUBLIC_TTL_MS, async () => {
    const [row] = await ctx.db
      .select({ art: a, dirName: schema.newsDirs.name, parentId: schema.newsDirs.parentId })
      .from(a)
      .innerJoin(schema.newsDirs, eq(schema.newsDirs.id, a.dirId))
      .where(and(eq(a.id, id), isPublic(a, ctx.now())));
    if (!row) throw notFound("文章");
    const [tags, docs, parent] = await Promise.all([
      ctx.db
        .select({ id: schema.newsTags.id, name: schema.newsTags.name })
        .from(schema.newsArticleTags)
        .innerJoin(schema.newsTags, eq(schema.newsTags.id, schema.newsArticleTags.tagId))
        .where(eq(schema.newsArticleTags.articleId, id))
        .orderBy(asc(schema.newsArticleTags.sort)),
      ctx.db
        .select({ id: schema.studyDocs.id, title: schema.studyDocs.title, type: schema.studyDocs.type })
        .from(schema.newsArticleDocs)
        .innerJoin(schema.studyDocs, eq(schema.studyDocs.id, schema.newsArticleDocs.docId))
        .where(and(eq(schema.newsArticleDocs.articleId, id), isPublic(schema.studyDocs, ctx.now())))
        .orderBy(asc(schema.newsArticleDocs.sort)),
      row.parentId === null
        ? Promise.resolve([])
        : ctx.db.select({ name: schema.newsDirs.name }).from(schema.newsDirs).where(eq(schema.newsDirs.id, row.parentId)),
    ]);
    const r = row.art;
    return {
      id: r.id,
      dirId: r.dirId,
      dirName: row.dirName,
      parentDirId: row.parentId,
      parentDirName: parent[0]?.name ?? null,
      title: r.title,
      memo: r.memo,
      viceTitle: r.viceTitle,
      creatorId: r.creatorId,
      releaseTime: chinaDateTime(r.publishAt) ?? "",
      updateTime: chinaDateTime(r.updatedAt) ?? "",
      readCount: r.readCount,
      props: r.props,
      content: r.content,
      praiseCount: r.praiseCount,
      criticCount: r.criticCount,
      seoDesc: r.seoDesc,
      seoKeyword: r.seoKeyword,
      seoTitle: r.seoTitle,
      coverUrl: r.coverUrl,
      tags,
      docs,
    };
  });
}

/** The neighbours in the same column by publication time, and up to 6 related articles. */
export function articleNeighbours(ctx: Ctx, id: number) {
  return ctx.cache.wrap(NEWS_NS, `near:${id}`, PUBLIC_TTL_MS, async () => {
    const [cur] = await ctx.db.select({ dirId: a.dirId, publishAt: a.publishAt }).from(a).where(eq(a.id, id));
    if (!cur?.publishAt) return { prev: null, next: null, related: [] as ArticleSummary[] };
    const pub = isPublic(a, ctx.now());
    const at = cur.publishAt;
    const [prev] = await ctx.db
      .select({ id: a.id, title: a.title })
      .from(a)
      .where(and(pub, eq(a.dirId, cur.dirId), or(lt(a.publishAt, at), and(eq(a.publishAt, at), lt(a.id, id)))))
      .orderBy(...newest)
      .limit(1);
    const [next] = await ctx.db
      .select({ id: a.id, title: a.title })
      .from(a)
      .where(and(pub, eq(a.dirId, cur.dirId), or(gt(a.publishAt, at), and(eq(a.publishAt, at), gt(a.id, id)))))
      .orderBy(asc(a.publishAt), asc(a.id))
      .limit(1);
    // Related: most shared tags first, then the same column, newest first.
    const t = schema.newsArticleTags;
    // The outer id is spelled out: Drizzle leaves columns unqualified in a single-table select.
    const outerId = sql`${sql.identifier(getTableName(a))}.${sql.identifier(a.id.name)}`;
    const shared = sql<number>`(select count(*) from ${t} x join ${t} y on x.tag_id = y.tag_id where x.article_id = ${outerId} and y.article_id = ${id})::int`;
    const related = await ctx.db
      .select({ ...summaryColumns, shared })
      .from(a)
      .where(and(pub, ne(a.id, id), or(eq(a.dirId, cur.dirId), sql`${shared} > 0`)))
      .orderBy(desc(shared), ...newest)
      .limit(6);
    return { prev: prev ?? null, next: next ?? null, related: related.map(toSummary) };
  });
}
