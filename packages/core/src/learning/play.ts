import { schema } from "@portal/db";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { AppError, forbidden, notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { DEFAULT_POINT_RULES, getPointRules, PLANS, pointBalance, quotaResidue, spendQuotaOrPoints, userPlan } from "../points";
import { withTransaction } from "../transaction";
import { type LessonAccess, lessonAccess, requireLesson } from "./access";
import { mediaUrl } from "./media-keys";

const l = schema.videoLessons;
const c = schema.videoCourses;
const prog = schema.videoProgress;
/** Watched this share of a lesson, it counts as completed. */
export const COMPLETE_RATIO = 0.9;

async function videoPoints(ctx: Ctx): Promise<number> {
  const fallback = DEFAULT_POINT_RULES.consumption.find((r) => r.code === "VIDEO")?.points ?? 10;
  return (await getPointRules(ctx)).consumption.find((r) => r.code === "VIDEO")?.points ?? fallback;
}

export interface LessonOffer {
  id: number;
  access: LessonAccess;
  /** Playable now without paying. */
  canPlay: boolean;
}

/**
 * /learning/pub/videoRes/checkLogin: before playing, what each lesson of a course asks of the
 * visitor: login, or for plan lessons a membership, else one of the day's free unlocks or points.
 */
export async function courseOffer(ctx: Ctx, courseId: number) {
  const [course] = await ctx.db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, courseId), eq(c.state, "published")));
  if (!course) throw notFound("课程");
  const lessons = await ctx.db
    .select({ id: l.id, access: l.access })
    .from(l)
    .where(eq(l.courseId, courseId))
    .orderBy(asc(l.sort), asc(l.id));
  const offers: LessonOffer[] = [];
  for (const lesson of lessons) {
    offers.push({ id: lesson.id, access: lesson.access as LessonAccess, canPlay: (await lessonAccess(ctx, lesson)) === "ok" });
  }
  const points = await videoPoints(ctx);
  if (ctx.actor.kind !== "user") return { login: false, plan: null, planName: null, freeLeft: 0, points, balance: 0, lessons: offers };
  const userId = ctx.actor.userId;
  const [plan, [quota], balance] = await Promise.all([userPlan(ctx, userId), quotaResidue(ctx, "VIDEO"), pointBalance(ctx, userId)]);
  return { login: true, plan, planName: PLANS[plan].name, freeLeft: quota.residue, points, balance, lessons: offers };
}

export interface PlayInfo {
  lessonId: number;
  courseId: number;
  title: string;
  access: LessonAccess;
  /** pending | running | done | failed: only "done" lessons have media. */
  state: string;
  progress: number;
  durationSec: number;
  masterUrl: string | null;
  posterUrl: string | null;
  /** Where to resume (0 when new, or after the lesson was watched to the end). */
  positionSec: number;
  completed: boolean;
  /** How this play of a plan lesson was paid for; null when nothing was due. */
  paid: "quota" | "points" | null;
}

/**
 * /learning/videoRes/play: the lesson's HLS address, poster and resume position. Anonymous
 * visitors get 401 for login and plan lessons; a free-plan user's first play of a plan lesson
 * uses one of the day's free unlocks, else points (409 when both are short); unlocked, it stays so.
 */
export async function playLesson(ctx: Ctx, lessonId: number): Promise<PlayInfo> {
  const lesson = await requireLesson(ctx, lessonId);
  const access = await lessonAccess(ctx, lesson);
  if (access === "login") throw new AppError("Unauthenticated", "请登录后观看本节课程");
  const base = {
    lessonId,
    courseId: lesson.courseId,
    title: lesson.title,
    access: lesson.access as LessonAccess,
    state: lesson.transcodeState,
    progress: lesson.transcodeProgress,
    durationSec: lesson.durationSec,
  };
  // Nothing is charged or counted for a lesson that cannot play yet.
  if (lesson.transcodeState !== "done" || !lesson.hlsPrefix) {
    return { ...base, masterUrl: null, posterUrl: null, positionSec: 0, completed: false, paid: null };
  }
  let paid: PlayInfo["paid"] = null;
  if (access === "pay") paid = await unlockLesson(ctx, lesson);
  let resume = { positionSec: 0, completed: false };
  if (ctx.actor.kind === "user") {
    const [p] = await ctx.db
      .select({ positionSec: prog.positionSec, completed: prog.completed })
      .from(prog)
      .where(and(eq(prog.userId, ctx.actor.userId), eq(prog.lessonId, lessonId)));
    if (p) resume = p;
  }
  // A first opening counts as a view (every opening for visitors, who have no progress row).
  if (ctx.actor.kind !== "user" || !resume.positionSec) {
    await ctx.db
      .update(c)
      .set({ viewCount: sql`${c.viewCount} + 1` })
      .where(eq(c.id, lesson.courseId));
  }
  // Watched to the end: start again from the beginning rather than at the last second. "The end"
  // is the last 5 seconds, or the last tenth of a short lesson (a 10-second clip resumes at 0:05).
  const near = lesson.durationSec > 0 && resume.positionSec >= lesson.durationSec - Math.min(5, lesson.durationSec / 10);
  return {
    ...base,
    masterUrl: mediaUrl(lesson.hlsPrefix, "master.m3u8"),
    posterUrl: lesson.posterKey ? mediaUrl(lesson.hlsPrefix, "poster.jpg") : null,
    positionSec: near ? 0 : resume.positionSec,
    completed: resume.completed,
    paid,
  };
}

async function unlockLesson(ctx: Ctx, lesson: { id: number; title: string; courseTitle: string }) {
  const userId = requireUser(ctx);
  const points = await videoPoints(ctx);
  return withTransaction(ctx, async (tx) => {
    const [first] = await tx.db
      .insert(schema.videoUnlocks)
      .values({ userId, lessonId: lesson.id, via: "quota", createdAt: tx.now() })
      .onConflictDoNothing()
      .returning({ id: schema.videoUnlocks.lessonId });
    // Unlocked by a concurrent request a moment ago: that one paid.
    if (!first) return null;
    const via = await spendQuotaOrPoints(tx, userId, {
      kind: "VIDEO",
      points,
      note: `观看会员课程：${`${lesson.courseTitle} ${lesson.title}`.slice(0, 40)}`,
      idemKey: `video:${lesson.id}`,
      freeText: "今日免费观看会员课程次数已用完",
    });
    if (via === "points") {
      await tx.db
        .update(schema.videoUnlocks)
        .set({ via })
        .where(and(eq(schema.videoUnlocks.userId, userId), eq(schema.videoUnlocks.lessonId, lesson.id)));
    }
    return via;
  });
}

/**
 * /learning/videoRes/progress: saves where the user is. Completed once ≥ 90 % was reached, and it
 * stays completed when they later seek back. The lesson's own duration wins over the player's.
 */
export async function saveProgress(ctx: Ctx, input: { lessonId: number; positionSec: number; durationSec?: number }) {
  const userId = requireUser(ctx);
  const lesson = await requireLesson(ctx, input.lessonId);
  if ((await lessonAccess(ctx, lesson)) !== "ok") throw forbidden("请先解锁本节课程");
  const duration = Math.max(0, Math.round(lesson.durationSec || input.durationSec || 0));
  const position = Math.max(0, Math.round(duration ? Math.min(input.positionSec, duration) : input.positionSec));
  const reached = duration > 0 && position >= duration * COMPLETE_RATIO;
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(prog)
    .values({
      userId,
      lessonId: lesson.id,
      courseId: lesson.courseId,
      positionSec: position,
      durationSec: duration,
      completed: reached,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [prog.userId, prog.lessonId],
      set: { positionSec: position, durationSec: duration, completed: sql`${prog.completed} OR ${reached}`, updatedAt: now },
    })
    .returning();
  return { lessonId: row.lessonId, positionSec: row.positionSec, durationSec: row.durationSec, completed: row.completed };
}

export interface HistoryItem {
  lessonId: number;
  lessonTitle: string;
  courseId: number;
  courseTitle: string;
  posterUrl: string | null;
  positionSec: number;
  durationSec: number;
  completed: boolean;
  watchedAt: string;
}

/** /learning/videoRes/history: the lessons the user watched, latest first. */
export async function watchHistory(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<HistoryItem>> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 20);
  const where = and(eq(prog.userId, userId), eq(c.state, "published"));
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ p: prog, lessonTitle: l.title, courseTitle: c.title, hlsPrefix: l.hlsPrefix, posterKey: l.posterKey })
      .from(prog)
      .innerJoin(l, eq(l.id, prog.lessonId))
      .innerJoin(c, eq(c.id, prog.courseId))
      .where(where)
      .orderBy(desc(prog.updatedAt), desc(prog.lessonId))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(prog).innerJoin(c, eq(c.id, prog.courseId)).where(where),
  ]);
  const records = rows.map((r) => ({
    lessonId: r.p.lessonId,
    lessonTitle: r.lessonTitle,
    courseId: r.p.courseId,
    courseTitle: r.courseTitle,
    posterUrl: r.hlsPrefix && r.posterKey ? mediaUrl(r.hlsPrefix, "poster.jpg") : null,
    positionSec: r.p.positionSec,
    durationSec: r.p.durationSec,
    completed: r.p.completed,
    watchedAt: chinaDateTime(r.p.updatedAt) ?? "",
  }));
  return pagedResult(records, Number(n), page);
}
