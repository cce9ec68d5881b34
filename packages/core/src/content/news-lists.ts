import { schema } from "@portal/db";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, pagedResult } from "../paging";
import { NEWS_NS } from "./changes";
import { listColumnTree } from "./columns";
import { type ArticleSummary, summaryColumns, toSummary } from "./news-read";
import { isPublic } from "./publishing";

const a = schema.newsArticles;
const at = schema.newsArticleTags;
const newest = [desc(a.publishAt), desc(a.id)];

/** All tags with their number of published articles, most used first (/news/tags). */
export function listTags(ctx: Ctx, input: Partial<Page> = {}) {
  const page = normalizePage(input, 60);
  return ctx.cache.wrap(NEWS_NS, `tags:${page.current}:${page.size}`, PUBLIC_TTL_MS, async () => {
    const count = sql<number>`count(${a.id})::int`;
    const rows = await ctx.db
      .select({ id: schema.newsTags.id, name: schema.newsTags.name, count })
      .from(schema.newsTags)
      .innerJoin(at, eq(at.tagId, schema.newsTags.id))
      .innerJoin(a, and(eq(a.id, at.articleId), isPublic(a, ctx.now())))
      .groupBy(schema.newsTags.id)
      .orderBy(desc(count), schema.newsTags.id)
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(distinct ${at.tagId})::int` })
      .from(at)
      .innerJoin(a, and(eq(a.id, at.articleId), isPublic(a, ctx.now())));
    return pagedResult(rows, n, page);
  });
}

export async function getTag(ctx: Ctx, id: number): Promise<{ id: number; name: string }> {
  const [tag] = await ctx.db
    .select({ id: schema.newsTags.id, name: schema.newsTags.name })
    .from(schema.newsTags)
    .where(eq(schema.newsTags.id, id));
  if (!tag) throw notFound("标签");
  return tag;
}

/** Published articles carrying a tag, newest first (/news/tag/{id}). */
export function tagArticles(ctx: Ctx, input: { tagId: number } & Partial<Page>) {
  const page = normalizePage(input);
  return ctx.cache.wrap(NEWS_NS, `tag:${input.tagId}:${page.current}:${page.size}`, PUBLIC_TTL_MS, async () => {
    const tag = await getTag(ctx, input.tagId);
    const where = and(isPublic(a, ctx.now()), eq(at.tagId, tag.id));
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(a).innerJoin(at, eq(at.articleId, a.id)).where(where);
    const rows = await ctx.db
      .select(summaryColumns)
      .from(a)
      .innerJoin(at, eq(at.articleId, a.id))
      .where(where)
      .orderBy(...newest)
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    return { ...pagedResult(rows.map(toSummary), n, page), tag };
  });
}

/** Most read articles; `days` limits to articles published in that many days (0 = all time). */
export function topRead(ctx: Ctx, input: { size?: number; days?: number } = {}): Promise<ArticleSummary[]> {
  const size = Math.min(50, Math.max(1, input.size ?? 10));
  const days = Math.max(0, input.days ?? 0);
  return ctx.cache.wrap(NEWS_NS, `top:${size}:${days}`, PUBLIC_TTL_MS, async () => {
    const since = new Date(ctx.now().getTime() - days * 86400_000);
    const rows = await ctx.db
      .select(summaryColumns)
      .from(a)
      .where(and(isPublic(a, ctx.now()), days ? gte(a.publishAt, since) : undefined))
      .orderBy(desc(a.readCount), ...newest)
      .limit(size);
    return rows.map(toSummary);
  });
}

/** Home page carousel (articles flagged banner) and hot list (flagged hot). */
export function hotsAndBanner(ctx: Ctx) {
  return ctx.cache.wrap(NEWS_NS, "hots-banner", PUBLIC_TTL_MS, async () => {
    const pub = isPublic(a, ctx.now());
    const [banners, hots] = await Promise.all([
      ctx.db
        .select(summaryColumns)
        .from(a)
        .where(and(pub, eq(a.isBanner, true)))
        .orderBy(...newest)
        .limit(5),
      ctx.db
        .select(summaryColumns)
        .from(a)
        .where(and(pub, eq(a.isHot, true)))
        .orderBy(...newest)
        .limit(10),
    ]);
    return { banners: banners.map(toSummary), hots: hots.map(toSummary) };
  });
}

export interface PolymerizationBlock {
  id: number;
  name: string;
  bizType: string;
  children: { id: number; name: string; newsList: { id: number; title: string; releaseDate: string }[] }[];
}

/**
 * SPEC §3 "News directory": every root column with its sub-columns, each carrying its newest
 * article titles. A column without sub-columns lists itself as its only child, so every block has
 * the same shape.
 */
export function polymerization(ctx: Ctx, input: { perColumn?: number; bizType?: "NEWS" | "TOPIC" } = {}): Promise<PolymerizationBlock[]> {
  const per = Math.min(20, Math.max(1, input.perColumn ?? 6));
  return ctx.cache.wrap(NEWS_NS, `poly:${per}:${input.bizType ?? ""}`, PUBLIC_TTL_MS, async () => {
    const roots = (await listColumnTree(ctx, "NEWS")).filter((r) => !input.bizType || r.bizType === input.bizType);
    const groups = roots.map((r) => ({ root: r, members: r.children.length ? r.children : [r] }));
    const ids = groups.flatMap((g) => g.members.map((m) => m.id));
    if (ids.length === 0) return [];
    // Newest `per` articles of each column in one query (window function), not one query per column.
    const ranked = ctx.db
      .select({
        id: a.id,
        title: a.title,
        dirId: a.dirId,
        publishAt: a.publishAt,
        rn: sql<number>`row_number() over (partition by ${a.dirId} order by ${a.publishAt} desc, ${a.id} desc)`.as("rn"),
      })
      .from(a)
      .where(and(isPublic(a, ctx.now()), inArray(a.dirId, ids)))
      .as("ranked");
    const rows = await ctx.db.select().from(ranked).where(sql`${ranked.rn} <= ${per}`);
    const byDir = new Map<number, { id: number; title: string; releaseDate: string }[]>();
    rows
      .sort((x, y) => (y.publishAt?.getTime() ?? 0) - (x.publishAt?.getTime() ?? 0) || y.id - x.id)
      .forEach((r) => {
        const list = byDir.get(r.dirId) ?? [];
        list.push({ id: r.id, title: r.title, releaseDate: toSummary({ ...r, memo: null, coverUrl: null, readCount: 0 }).releaseDate });
        byDir.set(r.dirId, list);
      });
    return groups.map(({ root, members }) => ({
      id: root.id,
      name: root.name,
      bizType: root.bizType,
      children: members.map((m) => ({ id: m.id, name: m.name, newsList: byDir.get(m.id) ?? [] })),
    }));
  });
}
