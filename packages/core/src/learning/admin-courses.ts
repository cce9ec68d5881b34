import { schema } from "@portal/db";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDate, chinaDayStart } from "../china-time";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { normalizePage, type Page } from "../paging";
import { SEARCH_NS, syncSearchEntry } from "../search";
import { keywordCondition, lessonAgg } from "./courses";

/** Staff who manage video courses: administrators and editors (core/access.ts). */
export const LEARNING_PERM = "learning:write";
const cats = schema.videoCats;
const c = schema.videoCourses;
const l = schema.videoLessons;

export async function listCatsForStaff(ctx: Ctx) {
  requirePermission(ctx, LEARNING_PERM);
  return ctx.db.select().from(cats).orderBy(asc(cats.sort), asc(cats.id));
}

export async function saveCat(ctx: Ctx, input: { id?: number; name: string; sort?: number }) {
  requirePermission(ctx, LEARNING_PERM);
  const name = input.name.trim();
  if (!name) throw invalid("请填写分类名称");
  const values = { name, sort: input.sort ?? 0 };
  if (!input.id) {
    const [row] = await ctx.db.insert(cats).values(values).returning();
    await auditChange(ctx, "videoCat.create", { type: "videoCat", id: row.id }, null, values);
    return row;
  }
  const [before] = await ctx.db.select().from(cats).where(eq(cats.id, input.id));
  if (!before) throw notFound("分类");
  const [row] = await ctx.db.update(cats).set(values).where(eq(cats.id, input.id)).returning();
  await auditChange(ctx, "videoCat.update", { type: "videoCat", id: row.id }, before, values);
  return row;
}

/** A category with courses cannot go: its courses would lose their place in the lists. */
export async function deleteCat(ctx: Ctx, id: number) {
  requirePermission(ctx, LEARNING_PERM);
  const [{ n }] = await ctx.db.select({ n: count() }).from(c).where(eq(c.catId, id));
  if (Number(n) > 0) throw conflict("该分类下还有课程，请先移走或删除这些课程");
  const [gone] = await ctx.db.delete(cats).where(eq(cats.id, id)).returning();
  if (!gone) throw notFound("分类");
  await auditChange(ctx, "videoCat.remove", { type: "videoCat", id }, gone, null);
  return { id };
}

export interface CourseInput {
  id?: number;
  catId: number | null;
  title: string;
  summary?: string;
  lecturer?: string;
  state?: "published" | "hidden";
  publishedOn?: string;
}

/** Creates or updates a course; the site search follows (only published courses are found). */
export async function saveCourse(ctx: Ctx, input: CourseInput) {
  requirePermission(ctx, LEARNING_PERM);
  const title = input.title.trim();
  if (!title) throw invalid("请填写课程名称");
  if (input.catId) {
    const [cat] = await ctx.db.select({ id: cats.id }).from(cats).where(eq(cats.id, input.catId));
    if (!cat) throw notFound("分类");
  }
  const values = {
    catId: input.catId ?? null,
    title,
    summary: input.summary?.trim() ?? "",
    lecturer: input.lecturer?.trim() ?? "",
    state: input.state ?? "published",
    publishedOn: input.publishedOn ?? (chinaDate(ctx.now()) as string),
  };
  let id = input.id;
  if (!id) {
    [{ id }] = await ctx.db.insert(c).values(values).returning({ id: c.id });
    await auditChange(ctx, "videoCourse.create", { type: "videoCourse", id }, null, values);
  } else {
    const [before] = await ctx.db.select().from(c).where(eq(c.id, id));
    if (!before) throw notFound("课程");
    await ctx.db.update(c).set(values).where(eq(c.id, id));
    await auditChange(ctx, "videoCourse.update", { type: "videoCourse", id }, before, values);
  }
  await syncCourseSearch(ctx, id);
  return courseForStaff(ctx, id);
}

export async function deleteCourse(ctx: Ctx, id: number) {
  requirePermission(ctx, LEARNING_PERM);
  const [gone] = await ctx.db.delete(c).where(eq(c.id, id)).returning();
  if (!gone) throw notFound("课程");
  await auditChange(ctx, "videoCourse.remove", { type: "videoCourse", id }, gone, null);
  await syncSearchEntry(ctx, "VIDEO", id, null);
  await ctx.cache.invalidate(SEARCH_NS);
  return { id };
}

/** A course row with its number of lessons, counted in the same query. */
const staffColumns = { course: c, lessonCount: sql<number>`${lessonAgg("count(*)::int")}` };
const toStaff = (r: { course: typeof c.$inferSelect; lessonCount: number }) => ({
  ...r.course,
  createdAt: r.course.createdAt.toISOString(),
  lessonCount: Number(r.lessonCount),
});

async function courseForStaff(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select(staffColumns).from(c).where(eq(c.id, id));
  if (!row) throw notFound("课程");
  return toStaff(row);
}

export async function listCoursesForStaff(ctx: Ctx, input: Partial<Page> & { catId?: number; keyword?: string } = {}) {
  requirePermission(ctx, LEARNING_PERM);
  const page = normalizePage(input, 20);
  const conds: (SQL | undefined)[] = [input.catId ? eq(c.catId, input.catId) : undefined, keywordCondition(input.keyword)];
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select(staffColumns)
      .from(c)
      .where(where)
      .orderBy(desc(c.publishedOn), desc(c.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(c).where(where),
  ]);
  const records = rows.map(toStaff);
  return { records, total: Number(n), ...page, pages: Math.ceil(Number(n) / page.size) };
}

/**
 * The course's entry in the site search (type VIDEO): title, summary and lesson titles, found by the
 * lecturer and the category too. Hidden courses are taken out.
 */
export async function syncCourseSearch(ctx: Ctx, id: number) {
  requirePermission(ctx, LEARNING_PERM);
  const [row] = await ctx.db.select({ course: c, catName: cats.name }).from(c).leftJoin(cats, eq(cats.id, c.catId)).where(eq(c.id, id));
  if (row?.course.state !== "published") {
    await syncSearchEntry(ctx, "VIDEO", id, null);
  } else {
    const lessons = await ctx.db.select({ title: l.title }).from(l).where(eq(l.courseId, id)).orderBy(asc(l.sort), asc(l.id));
    await syncSearchEntry(ctx, "VIDEO", id, {
      type: "VIDEO",
      refId: id,
      title: row.course.title,
      body: [row.course.summary, ...lessons.map((x) => x.title)].join("\n"),
      keywords: [row.course.lecturer, row.catName ?? ""].join(" "),
      path: `/video/${id}`,
      publishedAt: chinaDayStart(row.course.publishedOn),
    });
  }
  await ctx.cache.invalidate(SEARCH_NS);
}
