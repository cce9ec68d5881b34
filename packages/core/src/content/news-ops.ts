import { createHash } from "node:crypto";
import { schema } from "@portal/db";
import { and, eq, lt, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { isPublic } from "./publishing";
import { noteRead } from "./read-history";

const a = schema.newsArticles;
const ops = schema.newsUserOps;

/**
 * A visitor key for read counting: a hash of IP and user agent (or a cookie id when the caller has
 * one), so the table never holds an address, and the same visitor maps to the same key all day.
 */
export function visitorKey(parts: { ip?: string; userAgent?: string | null; cookieId?: string | null }): string {
  const raw = parts.cookieId ? `c:${parts.cookieId}` : `v:${parts.ip ?? ""}|${parts.userAgent ?? ""}`;
  return createHash("sha256").update(raw).digest("base64url").slice(0, 22);
}

/**
 * Counts a read: once per article, visitor and China-time day. The counter is bumped only when the
 * (article, visitor, day) row is new, in one transaction, so concurrent reloads cannot double count.
 * Returns whether this read was counted. A signed-in reader's read also goes into their 阅读历史
 * (and may pay READ points), so the history fills without the page calling anything else.
 */
export async function recordRead(ctx: Ctx, articleId: number, visitor: string): Promise<boolean> {
  const day = chinaDate(ctx.now()) as string;
  if (lastPurgedDay !== day) await purgeReadLog(ctx);
  if (ctx.actor.kind === "user") await noteRead(ctx, ctx.actor.userId, "NEWS", articleId);
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(schema.newsReads)
      .values({ articleId, visitor, day })
      .onConflictDoNothing()
      .returning({ articleId: schema.newsReads.articleId });
    if (inserted.length === 0) return false;
    await tx
      .update(a)
      .set({ readCount: sql`${a.readCount} + 1` })
      .where(eq(a.id, articleId));
    return true;
  });
}

/**
 * A reader opened a published article (the page reports it once loaded, so pages can be served
 * from the page cache): counts the read and answers the current count, fresher than the cached
 * article the page was rendered from.
 */
export async function readArticle(ctx: Ctx, articleId: number, visitor: string, count: boolean): Promise<{ readCount: number }> {
  const [row] = await ctx.db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.id, articleId), isPublic(a, ctx.now())));
  if (!row) throw notFound("文章");
  if (count) await recordRead(ctx, articleId, visitor);
  const [{ readCount }] = await ctx.db.select({ readCount: a.readCount }).from(a).where(eq(a.id, articleId));
  return { readCount };
}

let lastPurgedDay: string | undefined;

/**
 * Read rows only dedupe the current day; older ones are deleted (the privacy policy promises at
 * most two days). Runs on the first counted read of each day in each process, so no scheduler is needed.
 */
async function purgeReadLog(ctx: Ctx): Promise<number> {
  const today = chinaDate(ctx.now()) as string;
  const yesterday = chinaDate(new Date(ctx.now().getTime() - 86400_000)) as string;
  const gone = await ctx.db
    .delete(schema.newsReads)
    .where(lt(schema.newsReads.day, yesterday))
    .returning({ id: schema.newsReads.articleId });
  lastPurgedDay = today;
  return gone.length;
}

type Op = "praise" | "favorite";
const COUNTER = { praise: a.praiseCount, favorite: a.favoriteCount } as const;

async function requirePublicArticle(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.id, id), isPublic(a, ctx.now())));
  if (!row) throw notFound("文章");
}

/**
 * Adds or removes a like / favourite. Idempotent: liking twice counts once, cancelling what was
 * never done changes nothing. The counter moves only when the user's row actually changed.
 */
async function toggle(ctx: Ctx, articleId: number, op: Op, on: boolean) {
  const userId = requireUser(ctx);
  await requirePublicArticle(ctx, articleId);
  const counter = COUNTER[op];
  const changed = await ctx.db.transaction(async (tx) => {
    const rows = on
      ? await tx.insert(ops).values({ articleId, userId, op, createdAt: ctx.now() }).onConflictDoNothing().returning({ id: ops.articleId })
      : await tx
          .delete(ops)
          .where(and(eq(ops.articleId, articleId), eq(ops.userId, userId), eq(ops.op, op)))
          .returning({ id: ops.articleId });
    if (rows.length === 0) return false;
    await tx
      .update(a)
      .set({ [op === "praise" ? "praiseCount" : "favoriteCount"]: sql`greatest(${counter} + ${on ? 1 : -1}, 0)` })
      .where(eq(a.id, articleId));
    return true;
  });
  return { changed, ...(await userOperation(ctx, articleId)) };
}

export const praiseArticle = (ctx: Ctx, id: number) => toggle(ctx, id, "praise", true);
export const cancelPraiseArticle = (ctx: Ctx, id: number) => toggle(ctx, id, "praise", false);
export const favoriteArticle = (ctx: Ctx, id: number) => toggle(ctx, id, "favorite", true);
export const cancelFavoriteArticle = (ctx: Ctx, id: number) => toggle(ctx, id, "favorite", false);

/** Whether the logged-in user liked / favourited the article, with the live counters. */
export async function userOperation(ctx: Ctx, articleId: number) {
  const userId = requireUser(ctx);
  const [art] = await ctx.db
    .select({ praiseCount: a.praiseCount, favoriteCount: a.favoriteCount })
    .from(a)
    .where(and(eq(a.id, articleId), isPublic(a, ctx.now())));
  if (!art) throw notFound("文章");
  const mine = await ctx.db
    .select({ op: ops.op })
    .from(ops)
    .where(and(eq(ops.articleId, articleId), eq(ops.userId, userId)));
  const has = (op: Op) => mine.some((m) => m.op === op);
  return { praised: has("praise"), favorited: has("favorite"), praiseCount: art.praiseCount, favoriteCount: art.favoriteCount };
}
