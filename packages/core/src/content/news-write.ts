import { schema } from "@portal/db";
import { eq, inArray } from "drizzle-orm";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { optionalText, requireText } from "../fields";
import { plainLine, sanitizeRichText } from "../sanitize";
import { syncSearchEntry } from "../search";
import { contentChanged, NEWS_NS } from "./changes";
import {
  coverAddress,
  creatorOf,
  type PublicationInput,
  publicationColumns,
  requireContentPublish,
  requireContentWrite,
} from "./publishing";

/** What staff author for a news article (the admin console calls these; seeders too). */
export interface ArticleInput extends PublicationInput {
  dirId: number;
  title: string;
  viceTitle?: string | null;
  memo?: string | null;
  content?: string;
  coverUrl?: string | null;
  props?: Record<string, string>;
  seoTitle?: string | null;
  seoKeyword?: string | null;
  seoDesc?: string | null;
  isBanner?: boolean;
  isHot?: boolean;
  /** Tag names; missing tags are created. */
  tags?: string[];
  /** Linked study materials (standards, policies, papers). */
  docIds?: number[];
}

const a = schema.newsArticles;

export async function createArticle(ctx: Ctx, input: ArticleInput): Promise<{ id: number }> {
  requireContentWrite(ctx, input);
  const values = await articleColumns(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [row] = await tx
      .insert(a)
      .values({ ...values, dirId: input.dirId, creatorId: creatorOf(ctx), ...publicationColumns(ctx, input) })
      .returning({ id: a.id });
    await setRelations(txCtx, row.id, input);
    return row.id;
  });
  await afterArticleWrite(ctx, id);
  return { id };
}

export async function updateArticle(ctx: Ctx, id: number, patch: Partial<ArticleInput>): Promise<void> {
  requireContentWrite(ctx, patch);
  const current = await loadArticle(ctx, id);
  const values = await articleColumns(ctx, { ...current, ...patch } as ArticleInput);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(a)
      .set({ ...values, ...publicationColumns(ctx, patch, current) })
      .where(eq(a.id, id));
    await setRelations({ ...ctx, db: tx }, id, patch);
  });
  await afterArticleWrite(ctx, id);
}

/** Publishes now, or at `at` (scheduling). */
export async function publishArticle(ctx: Ctx, id: number, at?: Date): Promise<void> {
  requireContentPublish(ctx);
  const current = await loadArticle(ctx, id);
  await ctx.db
    .update(a)
    .set(publicationColumns(ctx, { state: "PUBLISHED", publishAt: at ?? ctx.now() }, current))
    .where(eq(a.id, id));
  await afterArticleWrite(ctx, id);
}

export async function unpublishArticle(ctx: Ctx, id: number): Promise<void> {
  requireContentPublish(ctx);
  const current = await loadArticle(ctx, id);
  await ctx.db
    .update(a)
    .set(publicationColumns(ctx, { state: "DRAFT" }, current))
    .where(eq(a.id, id));
  await afterArticleWrite(ctx, id);
}

export async function deleteArticle(ctx: Ctx, id: number): Promise<void> {
  requireContentWrite(ctx);
  const deleted = await ctx.db.delete(a).where(eq(a.id, id)).returning({ id: a.id });
  if (deleted.length === 0) throw notFound("文章");
  await syncSearchEntry(ctx, "NEWS", id, null);
  await contentChanged(ctx, NEWS_NS);
}

async function loadArticle(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(a).where(eq(a.id, id)).limit(1);
  if (!row) throw notFound("文章");
  return row;
}

async function articleColumns(ctx: Ctx, input: ArticleInput) {
  const [dir] = await ctx.db.select({ id: schema.newsDirs.id }).from(schema.newsDirs).where(eq(schema.newsDirs.id, input.dirId));
  if (!dir) throw invalid("所选栏目不存在");
  return {
    dirId: input.dirId,
    title: requireText(plainLine(input.title), "标题", 100),
    viceTitle: optionalText(plainLine(input.viceTitle), "副标题", 100),
    memo: optionalText(plainLine(input.memo), "摘要", 300),
    content: sanitizeRichText(input.content),
    coverUrl: coverAddress(input.coverUrl),
    props: input.props ?? {},
    seoTitle: optionalText(plainLine(input.seoTitle), "SEO 标题", 100),
    seoKeyword: optionalText(plainLine(input.seoKeyword), "SEO 关键词", 200),
    seoDesc: optionalText(plainLine(input.seoDesc), "SEO 描述", 300),
    isBanner: input.isBanner ?? false,
    isHot: input.isHot ?? false,
  };
}

async function setRelations(ctx: Ctx, id: number, input: Partial<ArticleInput>) {
  if (input.tags) {
    const names = [...new Set(input.tags.map((t) => plainLine(t)).filter(Boolean))];
    if (names.length > 10) throw invalid("标签最多 10 个");
    if (names.some((n) => n.length > 20)) throw invalid("标签不能超过 20 个字");
    await ctx.db.delete(schema.newsArticleTags).where(eq(schema.newsArticleTags.articleId, id));
    if (names.length) {
      await ctx.db
        .insert(schema.newsTags)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing();
      const tags = await ctx.db.select().from(schema.newsTags).where(inArray(schema.newsTags.name, names));
      const byName = new Map(tags.map((t) => [t.name, t.id]));
      await ctx.db.insert(schema.newsArticleTags).values(names.map((n, i) => ({ articleId: id, tagId: byName.get(n) as number, sort: i })));
    }
  }
  if (input.docIds) {
    await ctx.db.delete(schema.newsArticleDocs).where(eq(schema.newsArticleDocs.articleId, id));
    const ids = [...new Set(input.docIds)];
    if (ids.length) {
      const found = await ctx.db.select({ id: schema.studyDocs.id }).from(schema.studyDocs).where(inArray(schema.studyDocs.id, ids));
      if (found.length !== ids.length) throw invalid("关联的资料不存在");
      await ctx.db.insert(schema.newsArticleDocs).values(ids.map((docId, i) => ({ articleId: id, docId, sort: i })));
    }
  }
}

/** Re-indexes the article for search (or removes it when not published) and refreshes caches. */
async function afterArticleWrite(ctx: Ctx, id: number) {
  await indexArticle(ctx, id);
  await contentChanged(ctx, NEWS_NS);
}

/**
 * Re-indexes articles whose search words changed without the article itself being edited: their
 * column or one of their tags was renamed or removed.
 */
export async function reindexArticles(ctx: Ctx, ids: number[]): Promise<void> {
  requireContentWrite(ctx);
  for (const id of new Set(ids)) await indexArticle(ctx, id);
  if (ids.length) await contentChanged(ctx, NEWS_NS);
}

async function indexArticle(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ article: a, dirName: schema.newsDirs.name })
    .from(a)
    .innerJoin(schema.newsDirs, eq(schema.newsDirs.id, a.dirId))
    .where(eq(a.id, id));
  const tags = await ctx.db
    .select({ name: schema.newsTags.name })
    .from(schema.newsArticleTags)
    .innerJoin(schema.newsTags, eq(schema.newsTags.id, schema.newsArticleTags.tagId))
    .where(eq(schema.newsArticleTags.articleId, id));
  const art = row.article;
  const published = art.state === "PUBLISHED" && art.publishAt;
  await syncSearchEntry(
    ctx,
    "NEWS",
    id,
    published
      ? {
          type: "NEWS",
          refId: id,
          title: art.title,
          body: [art.memo, art.content].filter(Boolean).join("\n"),
          keywords: [row.dirName, ...tags.map((t) => t.name), art.viceTitle].filter(Boolean).join(" "),
          path: `/news/${id}`,
          publishedAt: art.publishAt as Date,
        }
      : null,
  );
}
