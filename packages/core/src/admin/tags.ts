import { schema } from "@portal/db";
import { desc, eq, ilike } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDate } from "../china-time";
import { contentChanged, NEWS_NS, reindexArticles } from "../content";
import type { Ctx } from "../context";
import { conflict, notFound } from "../errors";
import { requireText } from "../fields";
import { normalizePage, type Page, pagedResult } from "../paging";
import { plainLine } from "../sanitize";
import { countsBy, countWhere } from "../sql";
import { withTransaction } from "../transaction";

const t = schema.newsTags;

/** All tags, with how many articles (any state) carry each; newest first. */
export async function adminTagListPaged(ctx: Ctx, input: { keyword?: string } & Partial<Page> = {}) {
  requirePermission(ctx, PERM.contentRead);
  const page = normalizePage(input);
  const kw = input.keyword?.trim();
  const where = kw ? ilike(t.name, `%${kw.replace(/[%_\\]/g, "\\$&")}%`) : undefined;
  const rows = await ctx.db
    .select({ id: t.id, name: t.name, createdAt: t.createdAt })
    .from(t)
    .where(where)
    .orderBy(desc(t.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const total = await countWhere(ctx, t, where);
  const articles = await countsBy(
    ctx,
    schema.newsArticleTags.tagId,
    rows.map((r) => r.id),
  );
  return pagedResult(
    rows.map((r) => ({ ...r, createdAt: chinaDate(r.createdAt) as string, articles: articles.get(r.id) ?? 0 })),
    total,
    page,
  );
}

async function uniqueName(ctx: Ctx, raw: string, selfId?: number) {
  const name = requireText(plainLine(raw), "标签名称", 20);
  const [same] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.name, name));
  if (same && same.id !== selfId) throw conflict("已有同名标签");
  return name;
}

export async function adminTagCreate(ctx: Ctx, input: { name: string }) {
  requirePermission(ctx, PERM.contentWrite);
  return withTransaction(ctx, async (tx) => {
    const name = await uniqueName(tx, input.name);
    const [row] = await tx.db.insert(t).values({ name, createdAt: tx.now() }).returning({ id: t.id, name: t.name });
    await auditChange(tx, "tag.create", { type: "tag", id: row.id }, null, row);
    return { id: row.id };
  });
}

/** Articles carrying the tag; their search entries hold the tag name and must follow a rename. */
async function taggedArticles(ctx: Ctx, tagId: number) {
  const rows = await ctx.db
    .select({ id: schema.newsArticleTags.articleId })
    .from(schema.newsArticleTags)
    .where(eq(schema.newsArticleTags.tagId, tagId));
  return rows.map((r) => r.id);
}

export async function adminTagRename(ctx: Ctx, id: number, input: { name: string }) {
  requirePermission(ctx, PERM.contentWrite);
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select({ id: t.id, name: t.name }).from(t).where(eq(t.id, id));
    if (!before) throw notFound("标签");
    const name = await uniqueName(tx, input.name, id);
    await tx.db.update(t).set({ name }).where(eq(t.id, id));
    await reindexArticles(tx, await taggedArticles(tx, id));
    await contentChanged(tx, NEWS_NS);
    await auditChange(tx, "tag.update", { type: "tag", id }, before, { id, name });
    return { id };
  });
}

/** Removing a tag takes it off its articles; the articles stay (and are found by it no more). */
export async function adminTagRemove(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentWrite);
  return withTransaction(ctx, async (tx) => {
    const articles = await taggedArticles(tx, id);
    const [before] = await tx.db.delete(t).where(eq(t.id, id)).returning({ id: t.id, name: t.name });
    if (!before) throw notFound("标签");
    await reindexArticles(tx, articles);
    await contentChanged(tx, NEWS_NS);
    await auditChange(tx, "tag.remove", { type: "tag", id }, before, null);
    return { id };
  });
}
