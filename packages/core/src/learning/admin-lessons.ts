import { type Readable, Transform } from "node:stream";
import { schema } from "@portal/db";
import { asc, eq } from "drizzle-orm";
import { requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { type AppError, conflict, invalid, notFound } from "../errors";
import { LESSON_ACCESS, type LessonAccess, type TranscodeState } from "./access";
import { LEARNING_PERM, syncCourseSearch } from "./admin-courses";
import { SOURCE_EXTS, type SourceExt, sourceKeyFor } from "./media-keys";
import { enqueueTranscode } from "./transcode";

const l = schema.videoLessons;
/** The largest video staff may upload (the server's body limit for the upload call follows it). */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;

function lessonView(r: typeof l.$inferSelect) {
  return {
    id: r.id,
    courseId: r.courseId,
    title: r.title,
    sort: r.sort,
    access: r.access as LessonAccess,
    hasSource: Boolean(r.sourceKey) || r.demo,
    durationSec: r.durationSec,
    state: r.transcodeState as TranscodeState,
    progress: r.transcodeProgress,
    error: r.transcodeError,
    attempts: r.transcodeAttempts,
    updatedAt: chinaDateTime(r.updatedAt) ?? "",
  };
}
export type StaffLesson = ReturnType<typeof lessonView>;

async function requireLessonRow(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(l).where(eq(l.id, id));
  if (!row) throw notFound("课时");
  return row;
}

/** A course's lessons with their transcode state, progress and last error: the console polls this. */
export async function listLessonsForStaff(ctx: Ctx, courseId: number): Promise<StaffLesson[]> {
  requirePermission(ctx, LEARNING_PERM);
  const rows = await ctx.db.select().from(l).where(eq(l.courseId, courseId)).orderBy(asc(l.sort), asc(l.id));
  return rows.map(lessonView);
}

export async function saveLesson(ctx: Ctx, input: { id?: number; courseId?: number; title: string; sort?: number; access?: LessonAccess }) {
  requirePermission(ctx, LEARNING_PERM);
  const title = input.title.trim();
  if (!title) throw invalid("请填写课时名称");
  if (input.access && !LESSON_ACCESS.includes(input.access)) throw invalid("观看权限应为 free、login 或 plan");
  let row: typeof l.$inferSelect;
  if (!input.id) {
    if (!input.courseId) throw invalid("请指定课程");
    const [course] = await ctx.db
      .select({ id: schema.videoCourses.id })
      .from(schema.videoCourses)
      .where(eq(schema.videoCourses.id, input.courseId));
    if (!course) throw notFound("课程");
    const values = { courseId: input.courseId, title, sort: input.sort ?? 0, access: input.access ?? "free" };
    [row] = await ctx.db.insert(l).values(values).returning();
    await auditChange(ctx, "videoLesson.create", { type: "videoLesson", id: row.id }, null, values);
  } else {
    const before = await requireLessonRow(ctx, input.id);
    const values = { title, sort: input.sort ?? before.sort, access: input.access ?? before.access, updatedAt: ctx.now() };
    [row] = await ctx.db.update(l).set(values).where(eq(l.id, input.id)).returning();
    await auditChange(
      ctx,
      "videoLesson.update",
      { type: "videoLesson", id: row.id },
      { title: before.title, sort: before.sort, access: before.access },
      { title, sort: values.sort, access: values.access },
    );
  }
  await syncCourseSearch(ctx, row.courseId);
  return lessonView(row);
}

export async function deleteLesson(ctx: Ctx, id: number) {
  requirePermission(ctx, LEARNING_PERM);
  const [gone] = await ctx.db.delete(l).where(eq(l.id, id)).returning();
  if (!gone) throw notFound("课时");
  if (gone.sourceKey) await ctx.storage?.remove(gone.sourceKey).catch(() => {});
  await auditChange(ctx, "videoLesson.remove", { type: "videoLesson", id }, { title: gone.title }, null);
  await syncCourseSearch(ctx, gone.courseId);
  return { id };
}

/** Video containers recognised by their first bytes; the file name's extension must agree. */
function sniffVideo(head: Buffer): SourceExt[] | null {
  if (head.length >= 12 && head.toString("latin1", 4, 8) === "ftyp") return ["mp4", "mov", "m4v"];
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return ["mkv", "webm"];
  if (head.length >= 12 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "AVI ") return ["avi"];
  if (head.length >= 3 && head.toString("latin1", 0, 3) === "FLV") return ["flv"];
  if (head.length >= 189 && head[0] === 0x47 && head[188] === 0x47) return ["ts"];
  return null;
}

/**
 * Stores an uploaded video as the lesson's source, streamed (never whole in memory), and queues
 * its transcode. The type is checked on the first bytes as they pass; a body that is not a video,
 * or larger than MAX_VIDEO_BYTES, is refused and nothing is kept.
 */
export async function uploadLessonVideo(ctx: Ctx, input: { lessonId: number; fileName: string; body: Readable }) {
  requirePermission(ctx, LEARNING_PERM);
  const storage = ctx.storage;
  if (!storage) throw new Error("upload needs ctx.storage");
  const lesson = await requireLessonRow(ctx, input.lessonId);
  if (lesson.transcodeState === "running") throw conflict("该课时正在转码，请等转码结束后再上传");
  const ext = input.fileName.split(".").pop()?.toLowerCase() ?? "";
  if (!(SOURCE_EXTS as readonly string[]).includes(ext)) throw invalid(`只能上传视频文件（${SOURCE_EXTS.join("、")}）`);
  let head = Buffer.alloc(0);
  let size = 0;
  let refusal: AppError | undefined;
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > MAX_VIDEO_BYTES) refusal = invalid("视频不能超过 500 MB");
      if (!refusal && head.length < 189) {
        head = Buffer.concat([head, chunk.subarray(0, 189 - head.length)]);
        const kinds = head.length >= 189 ? sniffVideo(head) : null;
        if (head.length >= 189 && !kinds?.includes(ext as SourceExt)) refusal = invalid("文件内容不是可识别的视频，或与扩展名不符");
      }
      done(refusal, chunk);
    },
    flush(done) {
      if (!refusal && size === 0) refusal = invalid("文件是空的");
      else if (!refusal && head.length < 189 && !sniffVideo(head)?.includes(ext as SourceExt))
        refusal = invalid("文件内容不是可识别的视频");
      done(refusal);
    },
  });
  const key = sourceKeyFor(lesson.id, ext as SourceExt);
  // The storage starts reading only after its own set-up; an early refusal must not go unheard meanwhile.
  check.on("error", () => input.body.destroy());
  try {
    await storage.put(key, input.body.pipe(check));
  } catch (err) {
    if (refusal) throw refusal;
    throw err;
  }
  if (lesson.sourceKey && lesson.sourceKey !== key) await storage.remove(lesson.sourceKey).catch(() => {});
  await ctx.db
    .update(l)
    .set({ sourceKey: key, demo: false, transcodeState: "pending", transcodeProgress: 0, transcodeError: null, updatedAt: ctx.now() })
    .where(eq(l.id, lesson.id));
  await auditChange(ctx, "videoLesson.upload", { type: "videoLesson", id: lesson.id }, null, { size, ext });
  await enqueueTranscode(ctx, lesson.id);
  return lessonView(await requireLessonRow(ctx, lesson.id));
}

/** Queues a failed (or stuck pending) lesson's transcode again. */
export async function retryTranscode(ctx: Ctx, id: number) {
  requirePermission(ctx, LEARNING_PERM);
  const lesson = await requireLessonRow(ctx, id);
  if (!lesson.sourceKey && !lesson.demo) throw conflict("还没有上传视频文件");
  if (lesson.transcodeState === "running" || lesson.transcodeState === "done") throw conflict("只有失败或等待中的课时可以重新转码");
  await ctx.db
    .update(l)
    .set({ transcodeState: "pending", transcodeProgress: 0, transcodeError: null, updatedAt: ctx.now() })
    .where(eq(l.id, id));
  await auditChange(ctx, "videoLesson.retry", { type: "videoLesson", id }, null, { attempts: lesson.transcodeAttempts });
  await enqueueTranscode(ctx, id);
  return lessonView(await requireLessonRow(ctx, id));
}
