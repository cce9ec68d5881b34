import { schema } from "@portal/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { requireUser } from "../access";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, pagedResult } from "../paging";
import { userOperation } from "./news-ops";
import { isPublic } from "./publishing";
import { CONTENT_KIND_NAMES, contentPath } from "./read-history";
import type { StudyType } from "./study-write";

const d = schema.studyDocs;
const sops = schema.studyUserOps;
const a = schema.newsArticles;
const nops = schema.newsUserOps;
const t = schema.tenderAnnouncements;
const tops = schema.tenderUserOps;

/** What a favourite points at: a news article, one of the study-material types or a tender notice. */
export type FavoriteKind = "NEWS" | StudyType | "TENDER";
export const FAVORITE_KIND_NAMES: Record<FavoriteKind, string> = { ...CONTENT_KIND_NAMES, TENDER: "招标公告" };
export const FAVORITE_KINDS = Object.keys(FAVORITE_KIND_NAMES) as FavoriteKind[];

async function requirePublicDoc(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.id, id), isPublic(d, ctx.now())));
  if (!row) throw notFound("资料");
}

/** Whether the logged-in user has favourited a standard, policy or paper. */
export async function docUserOperation(ctx: Ctx, docId: number): Promise<{ favorited: boolean }> {
  const userId = requireUser(ctx);
  await requirePublicDoc(ctx, docId);
  const rows = await ctx.db
    .select({ op: sops.op })
    .from(sops)
    .where(and(eq(sops.docId, docId), eq(sops.userId, userId), eq(sops.op, "favorite")));
  return { favorited: rows.length > 0 };
}

/** Adds or removes a favourite on a study document. Idempotent, like the article ones. */
async function toggleDoc(ctx: Ctx, docId: number, on: boolean) {
  const userId = requireUser(ctx);
  await requirePublicDoc(ctx, docId);
  if (on) await ctx.db.insert(sops).values({ docId, userId, op: "favorite", createdAt: ctx.now() }).onConflictDoNothing();
  else await ctx.db.delete(sops).where(and(eq(sops.docId, docId), eq(sops.userId, userId), eq(sops.op, "favorite")));
  return docUserOperation(ctx, docId);
}
export const favoriteDoc = (ctx: Ctx, id: number) => toggleDoc(ctx, id, true);
export const cancelFavoriteDoc = (ctx: Ctx, id: number) => toggleDoc(ctx, id, false);

/**
 * The signed-in reader's own marks on a page, for its first render; null for visitors (the page
 * is then the same for everyone and may come from the page cache).
 */
export async function viewerMarks(ctx: Ctx, target: { kind: FavoriteKind; id: number }) {
  if (ctx.actor.kind !== "user") return null;
  if (target.kind === "NEWS") return userOperation(ctx, target.id);
  return { praised: false, praiseCount: 0, favoriteCount: 0, ...(await docUserOperation(ctx, target.id)) };
}

export interface FavoriteItem {
  kind: FavoriteKind;
  kindName: string;
  id: number;
  title: string;
  path: string;
  favoritedAt: string;
}

/**
 * 我的收藏: the caller's favourites of every kind (or of one `kind`), newest first. Only the
 * caller's own rows are read (the user id comes from the session, never from the request); items no
 * longer published are left out, since their links would lead nowhere.
 */
export async function myFavorites(ctx: Ctx, input: Partial<Page> & { kind?: FavoriteKind } = {}) {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 10);
  const now = ctx.now();
  const want = input.kind;
  const news = ctx.db
    .select({ kind: sql<string>`'NEWS'`.as("kind"), id: a.id, title: a.title, createdAt: nops.createdAt })
    .from(nops)
    .innerJoin(a, eq(a.id, nops.articleId))
    .where(and(eq(nops.userId, userId), eq(nops.op, "favorite"), isPublic(a, now), want && want !== "NEWS" ? sql`false` : undefined));
  const docs = ctx.db
    .select({ kind: sql<string>`${d.type}`.as("kind"), id: d.id, title: d.title, createdAt: sops.createdAt })
    .from(sops)
    .innerJoin(d, eq(d.id, sops.docId))
    .where(and(eq(sops.userId, userId), eq(sops.op, "favorite"), isPublic(d, now), want ? eq(d.type, want) : undefined));
  const tenders = ctx.db
    .select({ kind: sql<string>`'TENDER'`.as("kind"), id: t.id, title: t.title, createdAt: tops.createdAt })
    .from(tops)
    .innerJoin(t, eq(t.id, tops.announcementId))
    .where(
      and(eq(tops.userId, userId), eq(tops.op, "favorite"), eq(t.state, "published"), want && want !== "TENDER" ? sql`false` : undefined),
    );
  const all = unionAll(news, docs, tenders).as("fav");
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(all);
  const rows = await ctx.db
    .select()
    .from(all)
    .orderBy(desc(all.createdAt), desc(all.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const records: FavoriteItem[] = rows.map((r) => {
    const kind = r.kind as FavoriteKind;
    return {
      kind,
      kindName: FAVORITE_KIND_NAMES[kind],
      id: r.id,
      title: r.title,
      path: kind === "TENDER" ? `/tenderDetails/${r.id}` : contentPath(kind, r.id),
      favoritedAt: chinaDateTime(new Date(r.createdAt)) ?? "",
    };
  });
  return pagedResult(records, n, page);
}

/** 取消收藏 from the personal center: removes the caller's own favourite, whatever its kind. */
export async function cancelMyFavorite(ctx: Ctx, input: { kind: FavoriteKind; id: number }): Promise<{ removed: boolean }> {
  const userId = requireUser(ctx);
  if (input.kind === "TENDER") {
    const gone = await ctx.db
      .delete(tops)
      .where(and(eq(tops.announcementId, input.id), eq(tops.userId, userId), eq(tops.op, "favorite")))
      .returning({ id: tops.announcementId });
    return { removed: gone.length > 0 };
  }
  if (input.kind === "NEWS") {
    return ctx.db.transaction(async (tx) => {
      const gone = await tx
        .delete(nops)
        .where(and(eq(nops.articleId, input.id), eq(nops.userId, userId), eq(nops.op, "favorite")))
        .returning({ id: nops.articleId });
      if (gone.length === 0) return { removed: false };
      await tx
        .update(a)
        .set({ favoriteCount: sql`greatest(${a.favoriteCount} - 1, 0)` })
        .where(eq(a.id, input.id));
      return { removed: true };
    });
  }
  const gone = await ctx.db
    .delete(sops)
    .where(and(eq(sops.docId, input.id), eq(sops.userId, userId), eq(sops.op, "favorite")))
    .returning({ id: sops.docId });
  return { removed: gone.length > 0 };
}
