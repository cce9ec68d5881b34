import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { schema } from "@portal/db";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { PERM, requirePermission, requireSystem } from "../access";
import type { Ctx } from "../context";
import { findFfmpeg, makeLessonClip, transcodeToHls } from "../media";
import { DEMO_LESSON_SLIDES } from "./demo-slides";
import { hlsPrefixFor, sourceKeyFor } from "./media-keys";

export const TRANSCODE_JOB = "learning.transcode";
const l = schema.videoLessons;
/** Progress is written at most once per this many percent: a few rows per lesson, not hundreds. */
const PROGRESS_STEP = 5;
export const NO_FFMPEG = "服务器上没有可用的 ffmpeg，无法转码视频；安装 ffmpeg 后可在后台重试";

/** Queues a lesson's transcode; one per lesson waits or runs at a time (the job id). */
export async function enqueueTranscode(ctx: Ctx, lessonId: number): Promise<void> {
  requirePermission(ctx, PERM.learning);
  await ctx.queue?.add(TRANSCODE_JOB, { lessonId }, { jobId: `${TRANSCODE_JOB}:${lessonId}`, attempts: 1 });
}

/**
 * At start-up: lessons waiting for a transcode, or left "running" by a process that stopped, go
 * back on the queue (the in-process queue forgets its jobs on a restart).
 */
export async function resumeTranscodes(ctx: Ctx): Promise<number> {
  requireSystem(ctx);
  const rows = await ctx.db
    .select({ id: l.id })
    .from(l)
    .where(and(inArray(l.transcodeState, ["pending", "running"]), or(isNotNull(l.sourceKey), eq(l.demo, true))));
  for (const r of rows) await enqueueTranscode(ctx, r.id);
  return rows.length;
}

async function mark(ctx: Ctx, id: number, set: Partial<typeof l.$inferInsert>) {
  await ctx.db
    .update(l)
    .set({ ...set, updatedAt: ctx.now() })
    .where(eq(l.id, id));
}

/**
 * The job: source from the storage (or, for a demo lesson, a clip made here) → HLS renditions and a
 * poster in a temporary folder → the storage under a new version folder → the lesson is done. A
 * failure is written on the lesson (staff see it and may retry); temporary files always go. Aborted
 * (`signal`, the server stopping), the lesson goes back to waiting, for the next start to resume.
 * Idempotent: a lesson already done is left alone.
 */
export async function runTranscode(ctx: Ctx, lessonId: number, opts: { ffmpeg?: string | null; signal?: AbortSignal } = {}) {
  requireSystem(ctx);
  const [lesson] = await ctx.db.select().from(l).where(eq(l.id, lessonId));
  if (!lesson || lesson.transcodeState === "done") return;
  const storage = ctx.storage;
  if (!storage) throw new Error("transcode needs ctx.storage");
  await mark(ctx, lessonId, {
    transcodeState: "running",
    transcodeProgress: 0,
    transcodeError: null,
    transcodeAttempts: lesson.transcodeAttempts + 1,
  });
  const work = await mkdtemp(path.join(tmpdir(), `lesson-${lessonId}-`));
  try {
    const ffmpeg = opts.ffmpeg !== undefined ? opts.ffmpeg : await findFfmpeg();
    if (!ffmpeg) throw new TranscodeError(NO_FFMPEG);
    let sourceKey = lesson.sourceKey;
    let input: string;
    if (!sourceKey && lesson.demo) {
      input = path.join(work, "source.mp4");
      const [course] = await ctx.db
        .select({ title: schema.videoCourses.title, lecturer: schema.videoCourses.lecturer })
        .from(schema.videoCourses)
        .where(eq(schema.videoCourses.id, lesson.courseId));
      // A title card and the lesson's slides (issue 35), about 24 seconds.
      await makeLessonClip({
        ffmpeg,
        courseTitle: course?.title ?? lesson.title,
        lessonTitle: lesson.title,
        lecturer: course?.lecturer || undefined,
        slides: DEMO_LESSON_SLIDES[lesson.title] ?? [],
        outPath: input,
        signal: opts.signal,
      });
      sourceKey = sourceKeyFor(lessonId, "mp4");
      await storage.put(sourceKey, createReadStream(input));
      await mark(ctx, lessonId, { sourceKey });
    } else {
      if (!sourceKey) throw new TranscodeError("还没有上传视频文件");
      input = path.join(work, `source${path.extname(sourceKey)}`);
      await pipeline(await storage.read(sourceKey), createWriteStream(input));
    }
    const outDir = path.join(work, "out");
    await mkdir(outDir);
    let shown = 0;
    let writes = Promise.resolve();
    const result = await transcodeToHls({
      ffmpeg,
      input,
      outDir,
      signal: opts.signal,
      onProgress: (ratio) => {
        // Uploading the files is the last part of the work: the bar stops at 95 until it is done.
        const pct = Math.min(95, Math.floor(ratio * 95));
        if (pct < shown + PROGRESS_STEP) return;
        shown = pct;
        writes = writes.then(() => mark(ctx, lessonId, { transcodeProgress: pct })).catch(() => {});
      },
    });
    await writes;
    const prefix = hlsPrefixFor(lessonId, ctx.now().getTime().toString(36));
    for (const file of result.files) {
      await storage.put(`${prefix}/${file}`, createReadStream(path.join(outDir, file)));
    }
    await mark(ctx, lessonId, {
      transcodeState: "done",
      transcodeProgress: 100,
      transcodeError: null,
      hlsPrefix: prefix,
      posterKey: result.files.includes("poster.jpg") ? `${prefix}/poster.jpg` : null,
      durationSec: Math.round(result.durationSec),
    });
    ctx.log.info({ lessonId, durationSec: result.durationSec, files: result.files.length }, "lesson transcoded");
  } catch (err) {
    if (opts.signal?.aborted) {
      // The server is stopping: the lesson waits again, as before this run, and the next start
      // resumes it (resumeTranscodes). Its source, if this run made one, is kept.
      await mark(ctx, lessonId, { transcodeState: "pending", transcodeProgress: 0, transcodeAttempts: lesson.transcodeAttempts });
      ctx.log.info({ lessonId }, "lesson transcode handed back for the next start");
      return;
    }
    const message = err instanceof TranscodeError ? err.message : `转码失败：${String((err as Error)?.message ?? err).slice(0, 400)}`;
    ctx.log.warn({ err, lessonId }, "lesson transcode failed");
    await mark(ctx, lessonId, { transcodeState: "failed", transcodeError: message });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A failure whose message is already what staff should read. */
class TranscodeError extends Error {}
