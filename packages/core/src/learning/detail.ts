import { schema } from "@portal/db";
import { asc, eq } from "drizzle-orm";
import type { Ctx } from "../context";
import { AppError, notFound } from "../errors";
import { ACCESS_NAMES, type LessonAccess, lessonAccess, requireLesson, type TranscodeState } from "./access";
import { type CourseCard, courseCard } from "./courses";
import { mediaUrl, parseMediaPath } from "./media-keys";

const l = schema.videoLessons;

export interface LessonItem {
  id: number;
  title: string;
  sort: number;
  access: LessonAccess;
  accessName: string;
  durationSec: number;
  /** pending | running | done | failed; the player shows “视频处理中” until done. */
  state: TranscodeState;
  posterUrl: string | null;
}

/** /learning/pub/videoRes/detail: a course's card and its lessons in order, for the course page. */
export async function courseDetail(ctx: Ctx, id: number): Promise<CourseCard & { lessons: LessonItem[] }> {
  const card = await courseCard(ctx, id);
  const rows = await ctx.db.select().from(l).where(eq(l.courseId, id)).orderBy(asc(l.sort), asc(l.id));
  const lessons = rows.map((r) => ({
    id: r.id,
    title: r.title,
    sort: r.sort,
    access: r.access as LessonAccess,
    accessName: ACCESS_NAMES[r.access as LessonAccess] ?? r.access,
    durationSec: r.durationSec,
    state: r.transcodeState as TranscodeState,
    posterUrl: r.transcodeState === "done" && r.hlsPrefix && r.posterKey ? mediaUrl(r.hlsPrefix, "poster.jpg") : null,
  }));
  return { ...card, lessons };
}

/**
 * The storage key behind GET /media/lessons/<id>/<version>/<file>, after the visitor's access to
 * the lesson is checked: posters are public (course cards show them), playlists and segments follow
 * the lesson's access. Only the current version is served. `shared` says whether proxies may cache it.
 */
export async function lessonMediaKey(ctx: Ctx, lessonId: number, rest: string): Promise<{ key: string; shared: boolean }> {
  const parsed = parseMediaPath(rest);
  if (!parsed) throw notFound("文件");
  const lesson = await requireLesson(ctx, lessonId);
  const prefix = lesson.hlsPrefix;
  if (lesson.transcodeState !== "done" || !prefix || prefix.split("/")[2] !== parsed.version) throw notFound("文件");
  if (parsed.file !== "poster.jpg") {
    const access = await lessonAccess(ctx, lesson);
    if (access === "login") throw new AppError("Unauthenticated", "请登录后观看本节课程");
    if (access === "pay") throw new AppError("Forbidden", "请先在播放页解锁本节课程");
  }
  return { key: `${prefix}/${parsed.file}`, shared: lesson.access === "free" || parsed.file === "poster.jpg" };
}
