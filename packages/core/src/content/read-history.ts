import { schema } from "@portal/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { requireUser } from "../access";
import { chinaDate, chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { earnPoints } from "../points";
import { isPublic } from "./publishing";
import { STUDY_PATHS, type StudyType } from "./study-write";

const h = schema.readHistory;
const a = schema.newsArticles;
const d = schema.studyDocs;

/** What a reader reads: a news article or one of the study-material types. */
export type ReadKind = "NEWS" | StudyType;
export const CONTENT_KIND_NAMES: Record<ReadKind, string> = { NEWS: "资讯", NORMAL: "标准规范", POLICY: "政策法规", PAPER: "论文" };

export const contentPath = (kind: ReadKind, id: number) => (kind === "NEWS" ? `/news/${id}` : `${STUDY_PATHS[kind]}/detail/${id}`);

async function requirePublished(ctx: Ctx, kind: ReadKind, id: number) {
  const [row] =
    kind === "NEWS"
      ? await ctx.db
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.id, id), isPublic(a, ctx.now())))
      : await ctx.db
          .select({ id: d.id })
          .from(d)
          .where(and(eq(d.id, id), eq(d.type, kind), isPublic(d, ctx.now())));
  if (!row) throw notFound(kind === "NEWS" ? "文章" : "资料");
}

export interface ReadNote {
  /** True for the first read of this item today (a new history row). */
  recorded: boolean;
  /** READ points this read paid: only the first read of an item ever pays, within the daily limit. */
  points: number;
}

/**
 * Notes that a signed-in user read an item (the caller has checked it is published). One row per
 * item and China day: a reload only moves its time. The READ award is keyed by the item, so however
 * many tabs race, an article pays once; the daily limit is earnPoints' business.
 */
export async function noteRead(ctx: Ctx, userId: string, kind: ReadKind, id: number): Promise<ReadNote> {
  const now = ctx.now();
  const day = chinaDate(now) as string;
  const inserted = await ctx.db
    .insert(h)
    .values({ userId, kind, itemId: id, day, readAt: now })
    .onConflictDoNothing()
    .returning({ id: h.itemId });
  if (inserted.length === 0) {
    await ctx.db
      .update(h)
      .set({ readAt: now })
      .where(and(eq(h.userId, userId), eq(h.kind, kind), eq(h.itemId, id), eq(h.day, day)));
    return { recorded: false, points: 0 };
  }
  return { recorded: true, points: await earnPoints(ctx, userId, "READ", `${kind}:${id}`) };
}

/** /news/readHistory/create: the signed-in caller read a published article, standard, policy or paper. */
export async function recordReadHistory(ctx: Ctx, input: { kind?: ReadKind; id: number }): Promise<ReadNote> {
  const userId = requireUser(ctx);
  const kind = input.kind ?? "NEWS";
  await requirePublished(ctx, kind, input.id);
  return noteRead(ctx, userId, kind, input.id);
}

export interface ReadHistoryItem {
  kind: ReadKind;
  kindName: string;
  id: number;
  title: string;
  path: string;
  /** China time, YYYY-MM-DD HH:MM:SS. */
  readAt: string;
}

/**
 * 阅读历史: the caller's own reads, newest first, one line per item and day. Items taken offline
 * since are left out: their links would lead nowhere.
 */
export async function readHistoryPaged(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<ReadHistoryItem>> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 10);
  const now = ctx.now();
  const news = ctx.db
    .select({ kind: h.kind, id: a.id, title: a.title, readAt: h.readAt })
    .from(h)
    .innerJoin(a, eq(a.id, h.itemId))
    .where(and(eq(h.userId, userId), eq(h.kind, "NEWS"), isPublic(a, now)));
  const docs = ctx.db
    .select({ kind: h.kind, id: d.id, title: d.title, readAt: h.readAt })
    .from(h)
    .innerJoin(d, and(eq(d.id, h.itemId), eq(d.type, h.kind)))
    .where(and(eq(h.userId, userId), isPublic(d, now)));
  const all = unionAll(news, docs).as("reads");
  const [[{ n }], rows] = await Promise.all([
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(all),
    ctx.db
      .select()
      .from(all)
      .orderBy(desc(all.readAt), desc(all.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
  ]);
  const records = rows.map((r) => {
    const kind = r.kind as ReadKind;
    return {
      kind,
      kindName: CONTENT_KIND_NAMES[kind],
      id: r.id,
      title: r.title,
      path: contentPath(kind, r.id),
      readAt: chinaDateTime(new Date(r.readAt)) ?? "",
    };
  });
  return pagedResult(records, Number(n), page);
}
