import { schema } from "@portal/db";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { withTransaction } from "../transaction";
import { type CourseCard, cardColumns, published, toCard } from "./courses";

const c = schema.videoCourses;
const fav = schema.videoFavorites;
const st = schema.videoStars;
const prog = schema.videoProgress;

async function requireCourse(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, id), published));
  if (!row) throw notFound("课程");
}

export interface CourseCounters {
  favoriteCount: number;
  starAvg: number;
  starCount: number;
}

async function counters(ctx: Ctx, id: number): Promise<CourseCounters> {
  const [r] = await ctx.db.select({ f: c.favoriteCount, s: c.starSum, n: c.starCount }).from(c).where(eq(c.id, id));
  return { favoriteCount: r.f, starCount: r.n, starAvg: r.n ? Math.round((r.s / r.n) * 10) / 10 : 0 };
}

/**
 * Favourites a course (again: nothing changes). The counter moves only when a row was really
 * added or removed, in the same transaction, so double clicks and races keep it exact.
 */
export async function favoriteCourse(ctx: Ctx, id: number, on: boolean): Promise<CourseCounters & { favorited: boolean }> {
  const userId = requireUser(ctx);
  await requireCourse(ctx, id);
  await withTransaction(ctx, async (tx) => {
    const changed = on
      ? await tx.db.insert(fav).values({ userId, courseId: id, createdAt: tx.now() }).onConflictDoNothing().returning({ id: fav.courseId })
      : await tx.db
          .delete(fav)
          .where(and(eq(fav.userId, userId), eq(fav.courseId, id)))
          .returning({ id: fav.courseId });
    if (changed.length === 0) return;
    await tx.db
      .update(c)
      .set({ favoriteCount: on ? sql`${c.favoriteCount} + 1` : sql`greatest(${c.favoriteCount} - 1, 0)` })
      .where(eq(c.id, id));
  });
  return { favorited: on, ...(await counters(ctx, id)) };
}

/**
 * addStar: the user's rating of a course, 1–5; a second call replaces the first (one per user).
 * The sum and count on the course move by the difference, inside the transaction.
 */
export async function starCourse(ctx: Ctx, id: number, stars: number): Promise<CourseCounters & { myStars: number }> {
  const userId = requireUser(ctx);
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw invalid("评分应为 1–5 星");
  await requireCourse(ctx, id);
  await withTransaction(ctx, async (tx) => {
    // Insert first: a concurrent first rating by the same user waits on the key, then takes the update path.
    const [added] = await tx.db
      .insert(st)
      .values({ userId, courseId: id, stars, updatedAt: tx.now() })
      .onConflictDoNothing()
      .returning({ stars: st.stars });
    let delta = stars;
    if (!added) {
      const [old] = await tx.db
        .select({ stars: st.stars })
        .from(st)
        .where(and(eq(st.userId, userId), eq(st.courseId, id)))
        .for("update");
      await tx.db
        .update(st)
        .set({ stars, updatedAt: tx.now() })
        .where(and(eq(st.userId, userId), eq(st.courseId, id)));
      delta = stars - old.stars;
    }
    await tx.db
      .update(c)
      .set({ starSum: sql`${c.starSum} + ${delta}`, starCount: sql`${c.starCount} + ${added ? 1 : 0}` })
      .where(eq(c.id, id));
  });
  return { myStars: stars, ...(await counters(ctx, id)) };
}

/** reduceStar: withdraws the user's rating; without one nothing changes. */
export async function unstarCourse(ctx: Ctx, id: number): Promise<CourseCounters & { myStars: number }> {
  const userId = requireUser(ctx);
  await requireCourse(ctx, id);
  await withTransaction(ctx, async (tx) => {
    const [gone] = await tx.db
      .delete(st)
      .where(and(eq(st.userId, userId), eq(st.courseId, id)))
      .returning({ stars: st.stars });
    if (!gone) return;
    await tx.db
      .update(c)
      .set({ starSum: sql`greatest(${c.starSum} - ${gone.stars}, 0)`, starCount: sql`greatest(${c.starCount} - 1, 0)` })
      .where(eq(c.id, id));
  });
  return { myStars: 0, ...(await counters(ctx, id)) };
}

export interface LessonState {
  lessonId: number;
  positionSec: number;
  durationSec: number;
  completed: boolean;
  updatedAt: string;
}

export interface OperationState extends CourseCounters {
  login: boolean;
  favorited: boolean;
  /** The user's rating, 0 when none. */
  myStars: number;
  /** Per lesson the user has opened: where they are and whether it is done. */
  lessons: LessonState[];
  /** The lesson watched last: where "继续学习" resumes. */
  lastLessonId: number | null;
}

/** The signed-in user's marks on a course; visitors get the public counters and login: false. */
export async function userOperationState(ctx: Ctx, id: number): Promise<OperationState> {
  await requireCourse(ctx, id);
  const base = await counters(ctx, id);
  if (ctx.actor.kind !== "user") return { ...base, login: false, favorited: false, myStars: 0, lessons: [], lastLessonId: null };
  const userId = ctx.actor.userId;
  const [f, s, p] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(fav)
      .where(and(eq(fav.userId, userId), eq(fav.courseId, id))),
    ctx.db
      .select({ stars: st.stars })
      .from(st)
      .where(and(eq(st.userId, userId), eq(st.courseId, id))),
    ctx.db
      .select()
      .from(prog)
      .where(and(eq(prog.userId, userId), eq(prog.courseId, id)))
      .orderBy(desc(prog.updatedAt)),
  ]);
  const lessons = p.map((r) => ({
    lessonId: r.lessonId,
    positionSec: r.positionSec,
    durationSec: r.durationSec,
    completed: r.completed,
    updatedAt: chinaDateTime(r.updatedAt) ?? "",
  }));
  return {
    ...base,
    login: true,
    favorited: Number(f[0].n) > 0,
    myStars: s[0]?.stars ?? 0,
    lessons: [...lessons].sort((a, b) => a.lessonId - b.lessonId),
    lastLessonId: p[0]?.lessonId ?? null,
  };
}

/** listByFavoritePaged: the user's favourite courses, latest favourite first. */
export async function favoriteCourses(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<CourseCard & { favoritedAt: string }>> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 12);
  const where = and(eq(fav.userId, userId), published);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ ...cardColumns, favoritedAt: fav.createdAt })
      .from(fav)
      .innerJoin(c, eq(c.id, fav.courseId))
      .leftJoin(schema.videoCats, eq(schema.videoCats.id, c.catId))
      .where(where)
      .orderBy(desc(fav.createdAt), asc(c.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(fav).innerJoin(c, eq(c.id, fav.courseId)).where(where),
  ]);
  return pagedResult(
    rows.map((r) => ({ ...toCard(r), favoritedAt: chinaDateTime(r.favoritedAt) ?? "" })),
    Number(n),
    page,
  );
}

/** For a signed-in user's lists: which of these courses they favourited and rated. */
export async function marksFor(ctx: Ctx, ids: number[]): Promise<Map<number, { favorited: boolean; myStars: number }>> {
  const out = new Map(ids.map((id) => [id, { favorited: false, myStars: 0 }]));
  if (ctx.actor.kind !== "user" || ids.length === 0) return out;
  const userId = ctx.actor.userId;
  const [f, s] = await Promise.all([
    ctx.db
      .select({ id: fav.courseId })
      .from(fav)
      .where(and(eq(fav.userId, userId), inArray(fav.courseId, ids))),
    ctx.db
      .select({ id: st.courseId, stars: st.stars })
      .from(st)
      .where(and(eq(st.userId, userId), inArray(st.courseId, ids))),
  ]);
  for (const r of f) (out.get(r.id) as { favorited: boolean }).favorited = true;
  for (const r of s) (out.get(r.id) as { myStars: number }).myStars = r.stars;
  return out;
}
