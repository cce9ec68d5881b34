import { schema } from "@portal/db";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { mediaUrl } from "./media-keys";

const c = schema.videoCourses;
const cats = schema.videoCats;

/** What a course card shows: the same shape in every list. */
export interface CourseCard {
  id: number;
  title: string;
  summary: string;
  lecturer: string;
  catId: number | null;
  catName: string | null;
  /** The first transcoded lesson's poster; null while none is ready. */
  coverUrl: string | null;
  lessonCount: number;
  totalDurationSec: number;
  viewCount: number;
  favoriteCount: number;
  /** Average rating, one decimal; 0 without ratings. */
  starAvg: number;
  starCount: number;
  /** Some lesson needs a signed-in user (login or plan lessons). */
  needLogin: boolean;
  /** Some lesson is for members (plan lessons). */
  needPlan: boolean;
  publishedOn: string;
}

// Qualified by hand for the same reason as in courseCategories.
const lessonAgg = (expr: string) => sql`(SELECT ${sql.raw(expr)} FROM video_lessons l WHERE l.course_id = "video_courses"."id")`;

export const cardColumns = {
  id: c.id,
  title: c.title,
  summary: c.summary,
  lecturer: c.lecturer,
  catId: c.catId,
  catName: cats.name,
  poster: sql<
    string | null
  >`(SELECT l.hls_prefix FROM video_lessons l WHERE l.course_id = ${c.id} AND l.transcode_state = 'done' ORDER BY l.sort, l.id LIMIT 1)`,
  lessonCount: sql<number>`${lessonAgg("count(*)::int")}`,
  totalDurationSec: sql<number>`${lessonAgg("coalesce(sum(l.duration_sec), 0)::int")}`,
  needLogin: sql<boolean>`${lessonAgg("coalesce(bool_or(l.access <> 'free'), false)")}`,
  needPlan: sql<boolean>`${lessonAgg("coalesce(bool_or(l.access = 'plan'), false)")}`,
  viewCount: c.viewCount,
  favoriteCount: c.favoriteCount,
  starSum: c.starSum,
  starCount: c.starCount,
  publishedOn: c.publishedOn,
};

type CardRow = { [K in keyof typeof cardColumns]: unknown };

export function toCard(r: CardRow): CourseCard {
  const starCount = Number(r.starCount);
  return {
    id: Number(r.id),
    title: String(r.title),
    summary: String(r.summary),
    lecturer: String(r.lecturer),
    catId: r.catId === null ? null : Number(r.catId),
    catName: (r.catName as string | null) ?? null,
    coverUrl: r.poster ? mediaUrl(String(r.poster), "poster.jpg") : null,
    lessonCount: Number(r.lessonCount),
    totalDurationSec: Number(r.totalDurationSec),
    viewCount: Number(r.viewCount),
    favoriteCount: Number(r.favoriteCount),
    starAvg: starCount ? Math.round((Number(r.starSum) / starCount) * 10) / 10 : 0,
    starCount,
    needLogin: Boolean(r.needLogin),
    needPlan: Boolean(r.needPlan),
    publishedOn: String(r.publishedOn),
  };
}

export const published = eq(c.state, "published");

function cardQuery(ctx: Ctx) {
  return ctx.db.select(cardColumns).from(c).leftJoin(cats, eq(cats.id, c.catId));
}

/** LIKE on the course's title, summary, lecturer and its lessons' titles: enough for a few hundred courses. */
export function keywordCondition(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  if (k.length > 30) throw invalid("关键词不能超过 30 个字");
  const like = `%${k.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
  return sql`(${c.title} ILIKE ${like} OR ${c.summary} ILIKE ${like} OR ${c.lecturer} ILIKE ${like}
    OR EXISTS (SELECT 1 FROM video_lessons l WHERE l.course_id = ${c.id} AND l.title ILIKE ${like}))`;
}

export interface CourseQuery extends Partial<Page> {
  catId?: number;
  keyword?: string;
}

/** Published courses, newest first; in one category and/or matching a keyword. */
export async function newCourses(ctx: Ctx, input: CourseQuery = {}): Promise<Paged<CourseCard>> {
  const page = normalizePage(input, 12);
  const where = and(published, input.catId ? eq(c.catId, input.catId) : undefined, keywordCondition(input.keyword));
  const [list, [{ n }]] = await Promise.all([
    cardQuery(ctx)
      .where(where)
      .orderBy(desc(c.publishedOn), desc(c.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(c).where(where),
  ]);
  return pagedResult(list.map(toCard), Number(n), page);
}

/**
 * Recommended: the best rated, then the most watched. The rating is a Bayesian average (two
 * imaginary 3-star votes), so one 5-star vote does not put a course above one with fifty 4.8s.
 */
export async function recommendedCourses(ctx: Ctx, input: { size?: number; catId?: number; excludeId?: number } = {}) {
  const size = Math.min(Math.max(1, input.size ?? 6), 50);
  const rows = await cardQuery(ctx)
    .where(
      and(published, input.catId ? eq(c.catId, input.catId) : undefined, input.excludeId ? sql`${c.id} <> ${input.excludeId}` : undefined),
    )
    .orderBy(sql`(${c.starSum} + 6)::float / (${c.starCount} + 2) DESC`, desc(c.viewCount), desc(c.id))
    .limit(size);
  return rows.map(toCard);
}

export interface CategoryItem {
  id: number;
  name: string;
  sort: number;
  courseCount: number;
}

/** The categories in order, with how many published courses each has. */
export async function courseCategories(ctx: Ctx): Promise<CategoryItem[]> {
  const rows = await ctx.db
    .select({
      id: cats.id,
      name: cats.name,
      sort: cats.sort,
      // Spelled out: drizzle leaves columns of a one-table select unqualified, and "id" would mean v.id here.
      courseCount: sql<number>`(SELECT count(*)::int FROM video_courses v WHERE v.cat_id = "video_cats"."id" AND v.state = 'published')`,
    })
    .from(cats)
    .orderBy(asc(cats.sort), asc(cats.id));
  return rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) }));
}

/**
 * /learning/videoCat/unionSearchNew: the categories, each with its newest `size` courses (only the
 * matching ones when a keyword is given; categories without a match are then left out).
 */
export async function coursesByCategory(ctx: Ctx, input: { keyword?: string; catId?: number; size?: number } = {}) {
  const size = Math.min(Math.max(1, input.size ?? 8), 50);
  const kw = keywordCondition(input.keyword);
  const list = (await courseCategories(ctx)).filter((cat) => !input.catId || cat.id === input.catId);
  const out = [];
  for (const cat of list) {
    const where = and(published, eq(c.catId, cat.id), kw);
    const [rows, [{ n }]] = await Promise.all([
      cardQuery(ctx).where(where).orderBy(desc(c.publishedOn), desc(c.id)).limit(size),
      ctx.db.select({ n: count() }).from(c).where(where),
    ]);
    if (kw && rows.length === 0) continue;
    out.push({ id: cat.id, name: cat.name, courseCount: Number(n), courses: rows.map(toCard) });
  }
  return out;
}

/** One published course's card, or 404. */
export async function courseCard(ctx: Ctx, id: number): Promise<CourseCard> {
  const [row] = await cardQuery(ctx).where(and(published, eq(c.id, id)));
  if (!row) throw notFound("课程");
  return toCard(row);
}
