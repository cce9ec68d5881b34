import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  findFfmpeg,
  localFileStorage,
  makeDemoClip,
  memoryQueue,
  NO_FFMPEG,
  runTranscode,
  seedDemoCourses,
  TRANSCODE_JOB,
} from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";

/**
 * The console's video courses (issue 11): permissions, CRUD, the streamed upload checked by its
 * first bytes, and the queue job that transcodes with the real ffmpeg: done with its files in the
 * storage, or failed with the reason shown and a retry that works.
 */
describe.each(testDbKinds())("admin learning API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), "learning-admin-"));
  const queue = memoryQueue();
  const who: Record<string, { cookie: string }> = {};
  let ffmpeg: string | null = null;
  let clip = "";
  const call = async (p: string, body: unknown, as?: string) => {
    const res = await t.post(p, body, as ? { Cookie: who[as].cookie } : {});
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
    return { status: res.status, body: (await res.json()) as any };
  };
  const upload = async (lessonId: number, name: string, bytes: Uint8Array, as = "editor") => {
    const res = await t.app.request(`/api/admin/videoLesson/upload?id=${lessonId}&name=${encodeURIComponent(name)}`, {
      method: "POST",
      body: Buffer.from(bytes),
      headers: { "Content-Type": "application/octet-stream", "X-Requested-With": "XMLHttpRequest", Cookie: who[as].cookie },
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
    return { status: res.status, body: (await res.json()) as any };
  };
  const lessonRow = async (id: number) => (await t.database.db.select().from(schema.videoLessons).where(eq(schema.videoLessons.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir }, queue });
    const storage = localFileStorage(path.join(dataDir, "files"));
    queue.process<{ lessonId: number }>(TRANSCODE_JOB, (job) => runTranscode({ ...testCtx(t.database), storage }, job.data.lessonId));
    who.admin = await staffSession(t.database, "13700000070", ["admin"]);
    who.editor = await staffSession(t.database, "13700000071", ["editor"]);
    who.operator = await staffSession(t.database, "13700000072", ["operator"]);
    who.user = await staffSession(t.database, "13700000073", []);
    ffmpeg = await findFfmpeg();
    if (ffmpeg) {
      clip = path.join(dataDir, "clip.mp4");
      await makeDemoClip({ ffmpeg, title: "测试课程", subtitle: "第一讲", seconds: 2, outPath: clip });
    }
  }, 120_000);
  afterAll(async () => {
    await queue.close();
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lets editors and administrators manage categories, courses and lessons, nobody else", async () => {
    expect((await call("/api/admin/videoCat/list", {})).status).toBe(401);
    expect((await call("/api/admin/videoCat/list", {}, "user")).status).toBe(403);
    expect((await call("/api/admin/videoCat/save", { name: "施工技术" }, "operator")).status).toBe(403);
    const cat = (await call("/api/admin/videoCat/save", { name: "施工技术" }, "editor")).body.data;
    expect((await call("/api/admin/videoCat/save", { id: cat.id, name: "施工技术与管理", sort: 2 }, "admin")).body.data).toMatchObject({
      name: "施工技术与管理",
      sort: 2,
    });
    const course = (
      await call(
        "/api/admin/videoCourse/save",
        { catId: cat.id, title: "脚手架搭设", lecturer: "周工", publishedOn: "2026-11-02" },
        "editor",
      )
    ).body.data;
    expect(course).toMatchObject({ title: "脚手架搭设", state: "published", lessonCount: 0 });
    expect((await call("/api/admin/videoCourse/save", { catId: 999_999, title: "无分类" }, "editor")).status).toBe(404);
    expect((await call("/api/admin/videoCat/delete", { id: cat.id }, "editor")).status).toBe(409);
    const lesson = (await call("/api/admin/videoLesson/save", { courseId: course.id, title: "扣件式脚手架", access: "login" }, "editor"))
      .body.data;
    expect(lesson).toMatchObject({ state: "pending", hasSource: false, access: "login", attempts: 0 });
    expect((await call("/api/admin/videoLesson/save", { courseId: course.id, title: "x", access: "vip" }, "editor")).status).toBe(400);
    expect((await call("/api/admin/videoLesson/retry", { id: lesson.id }, "editor")).status).toBe(409);
    // The list counts this course's lessons (a count that confused the course's id with a lesson's showed 1).
    await call("/api/admin/videoLesson/save", { courseId: course.id, title: "门式脚手架" }, "editor");
    await call("/api/admin/videoLesson/save", { courseId: course.id, title: "悬挑脚手架" }, "editor");
    const list = (await call("/api/admin/videoCourse/listPaged", { keyword: "脚手架" }, "editor")).body;
    expect(list).toMatchObject({ total: 1, data: { records: [{ id: course.id, lessonCount: 3 }] } });
    // Hidden courses leave the public lists and the site search.
    await call("/api/admin/videoCourse/save", { id: course.id, catId: cat.id, title: "脚手架搭设", state: "hidden" }, "editor");
    expect((await call("/api/learning/pub/videoRes/listNew", { keyword: "脚手架" })).body.total).toBe(0);
    expect((await call("/api/news/pub/search", { keyword: "脚手架" })).body.total).toBe(0);
    expect((await call("/api/admin/videoCourse/delete", { id: course.id }, "editor")).body.data).toEqual({ id: course.id });
    expect((await call("/api/admin/videoCat/delete", { id: cat.id }, "editor")).body.data).toEqual({ id: cat.id });
  });

  it("refuses uploads that are not videos, and marks a transcode without ffmpeg failed", async () => {
    const course = (await call("/api/admin/videoCourse/save", { catId: null, title: "上传测试" }, "editor")).body.data;
    const lesson = (await call("/api/admin/videoLesson/save", { courseId: course.id, title: "第一讲" }, "editor")).body.data;
    const png = new Uint8Array(400).fill(1);
    png.set([0x89, 0x50, 0x4e, 0x47]);
    expect((await upload(lesson.id, "a.mp4", png)).body.msg).toMatch(/不是可识别的视频/);
    const mp4 = new Uint8Array(400).fill(0);
    mp4.set([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]);
    expect((await upload(lesson.id, "a.exe", mp4)).status).toBe(400);
    expect((await upload(lesson.id, "a.mkv", mp4)).status).toBe(400);
    expect((await upload(lesson.id, "a.mp4", new Uint8Array(0))).status).toBe(400);
    expect((await upload(lesson.id, "a.mp4", mp4, "user")).status).toBe(403);
    expect((await upload(999_999, "a.mp4", mp4)).status).toBe(404);
    expect(existsSync(path.join(dataDir, "files", "videos", "src", `${lesson.id}.mp4`))).toBe(false);

    const storage = localFileStorage(path.join(dataDir, "files"));
    await t.database.db.update(schema.videoLessons).set({ sourceKey: "videos/src/x.mp4" }).where(eq(schema.videoLessons.id, lesson.id));
    await runTranscode({ ...testCtx(t.database), storage }, lesson.id, { ffmpeg: null });
    expect(await lessonRow(lesson.id)).toMatchObject({ transcodeState: "failed", transcodeError: NO_FFMPEG, transcodeAttempts: 1 });
  });

  it("transcodes an uploaded clip on the queue with the real ffmpeg; a broken file fails visibly and can be retried", async () => {
    if (!ffmpeg) return;
    const course = (await call("/api/admin/videoCourse/save", { catId: null, title: "转码测试" }, "editor")).body.data;
    const good = (await call("/api/admin/videoLesson/save", { courseId: course.id, title: "好视频" }, "editor")).body.data;
    const up = await upload(good.id, "第一讲.mp4", readFileSync(clip));
    // The in-process queue may pick the job up before the answer is built.
    expect(up.body.data).toMatchObject({ state: expect.stringMatching(/^(pending|running)$/), hasSource: true });
    await queue.idle();
    const done = (await call("/api/admin/videoLesson/list", { courseId: course.id }, "editor")).body.data[0];
    expect(done).toMatchObject({ state: "done", progress: 100, error: null, attempts: 1 });
    expect(done.durationSec).toBeGreaterThanOrEqual(2);
    const play = (await call("/api/learning/videoRes/play", { id: good.id })).body.data;
    const master = await t.app.request(play.masterUrl);
    expect(await master.text()).toContain("360p/index.m3u8");
    expect((await t.app.request(play.posterUrl)).headers.get("content-type")).toBe("image/jpeg");
    const row = await lessonRow(good.id);
    expect(existsSync(path.join(dataDir, "files", row.hlsPrefix as string, "360p", "index.m3u8"))).toBe(true);

    const bad = (await call("/api/admin/videoLesson/save", { courseId: course.id, title: "坏视频", sort: 1 }, "editor")).body.data;
    const broken = new Uint8Array(4000).fill(7);
    broken.set([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]);
    await upload(bad.id, "坏.mp4", broken);
    await queue.idle();
    const failed = (await call("/api/admin/videoLesson/list", { courseId: course.id }, "editor")).body.data[1];
    expect(failed).toMatchObject({ state: "failed", attempts: 1 });
    expect(failed.error).toMatch(/^转码失败/);
    expect((await call("/api/learning/videoRes/play", { id: bad.id })).body.data).toMatchObject({ state: "failed", masterUrl: null });
    // Retried with a good file in place of the broken one: done.
    await t.database.db
      .update(schema.videoLessons)
      .set({ sourceKey: `videos/src/${good.id}.mp4` })
      .where(eq(schema.videoLessons.id, bad.id));
    // As with the upload, the in-process queue may start the retry before the answer is built.
    expect((await call("/api/admin/videoLesson/retry", { id: bad.id }, "editor")).body.data).toMatchObject({
      state: expect.stringMatching(/^(pending|running)$/),
      error: null,
    });
    await queue.idle();
    expect(await lessonRow(bad.id)).toMatchObject({ transcodeState: "done", transcodeAttempts: 2 });
  }, 120_000);

  it("demo lessons make their own clip when transcoded", async () => {
    if (!ffmpeg || kind !== "pglite") return;
    const ctx = { ...testCtx(t.database), storage: localFileStorage(path.join(dataDir, "files")) };
    const [first] = await seedDemoCourses(ctx);
    await runTranscode(ctx, first, { ffmpeg });
    const row = await lessonRow(first);
    expect(row).toMatchObject({ transcodeState: "done", sourceKey: `videos/src/${first}.mp4` });
    // A title card and three slides of six seconds each (issue 35), not ten seconds of colour bars.
    expect(row.durationSec).toBe(24);
  }, 120_000);

  it("a transcode the server stops while it runs goes back to waiting, for the next start to resume", async () => {
    if (!ffmpeg || kind !== "pglite") return;
    const ctx = { ...testCtx(t.database), storage: localFileStorage(path.join(dataDir, "files")) };
    const [, second] = await seedDemoCourses(ctx);
    const before = await lessonRow(second);
    const stop = new AbortController();
    const running = runTranscode(ctx, second, { ffmpeg, signal: stop.signal });
    // Stopped while ffmpeg draws the lesson's cards.
    await new Promise((r) => setTimeout(r, 300));
    stop.abort(new Error("服务正在停止"));
    await running;
    expect(await lessonRow(second)).toMatchObject({
      transcodeState: "pending",
      transcodeProgress: 0,
      transcodeError: null,
      transcodeAttempts: before.transcodeAttempts,
    });
  }, 120_000);
});
