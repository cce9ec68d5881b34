import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSession } from "@portal/core/auth/sessions";
import { changePoints } from "@portal/core/points/ledger";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";

/**
 * Video courses (issue 11): lists, categories, search, favourites, stars, per-user state, play with
 * its access rules (free / login / plan with quota or points), progress and history, and the media
 * route (Range, access, path tricks). Lessons are marked transcoded with hand-written HLS files.
 */
describe.each(testDbKinds())("learning API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), "learning-"));
  const now = new Date("2026-11-23T04:00:00Z");
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const courses: number[] = [];
  const lessons: Record<string, number> = {};
  let admin: { cookie: string };
  const call = (p: string, body: unknown = {}, who?: string) => t.json(p, body, who && tokens[who]);
  const adminCall = async (p: string, body: unknown) => {
    const res = await t.post(p, body, { Cookie: admin.cookie });
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
    return { status: res.status, body: (await res.json()) as any };
  };
  const media = (p: string, who?: string, headers: Record<string, string> = {}) =>
    t.app.request(p, { headers: { ...headers, ...(who ? { Authorization: `Bearer ${tokens[who]}` } : {}) } });

  /** A transcoded lesson: its renditions written by hand under videos/<id>/v1. */
  async function transcoded(courseId: number, title: string, access: string, sort: number) {
    const [row] = await t.database.db.insert(schema.videoLessons).values({ courseId, title, access, sort }).returning();
    const dir = path.join(dataDir, "files", "videos", String(row.id), "v1");
    mkdirSync(path.join(dir, "360p"), { recursive: true });
    writeFileSync(path.join(dir, "master.m3u8"), "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n360p/index.m3u8\n");
    writeFileSync(path.join(dir, "360p", "index.m3u8"), "#EXTM3U\n#EXTINF:4.0,\nseg_000.ts\n#EXT-X-ENDLIST\n");
    writeFileSync(path.join(dir, "360p", "seg_000.ts"), Buffer.alloc(1880, 0x47));
    writeFileSync(path.join(dir, "poster.jpg"), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const prefix = `videos/${row.id}/v1`;
    await t.database.db
      .update(schema.videoLessons)
      .set({ transcodeState: "done", transcodeProgress: 100, hlsPrefix: prefix, posterKey: `${prefix}/poster.jpg`, durationSec: 100 })
      .where(eq(schema.videoLessons.id, row.id));
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now, env: { DATA_DIR: dataDir } });
    admin = await staffSession(t.database, "13700000060", ["admin"]);
    const cats: number[] = [];
    for (const name of ["工程造价", "施工技术", "BIM 应用"])
      cats.push((await adminCall("/api/admin/videoCat/save", { name, sort: cats.length })).body.data.id);
    const specs = [
      { catId: cats[0], title: "市政道路工程量清单计价", lecturer: "王建国", publishedOn: "2026-11-01" },
      { catId: cats[1], title: "深基坑支护施工技术", lecturer: "李明", publishedOn: "2026-11-10" },
      { catId: cats[1], title: "高支模安全管理", lecturer: "赵强", publishedOn: "2026-11-05" },
    ];
    for (const s of specs)
      courses.push((await adminCall("/api/admin/videoCourse/save", { ...s, summary: `${s.title}课程简介` })).body.data.id);
    lessons.free = await transcoded(courses[0], "清单编制要点", "free", 0);
    lessons.login = await transcoded(courses[0], "综合单价组价", "login", 1);
    lessons.plan1 = await transcoded(courses[0], "计量与支付", "plan", 2);
    lessons.plan2 = await transcoded(courses[1], "支护结构选型", "plan", 0);
    lessons.plan3 = await transcoded(courses[1], "降水与监测", "plan", 1);
    lessons.pending = (
      await adminCall("/api/admin/videoLesson/save", { courseId: courses[2], title: "模板支撑体系验算", access: "free" })
    ).body.data.id;
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => now };
    for (const [who, phone] of [
      ["alice", "13700000061"],
      ["bob", "13700000062"],
      ["member", "13700000063"],
    ] as const) {
      const [u] = await t.database.db.insert(schema.users).values({ phone }).returning();
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
      ids[who] = u.id;
    }
    await t.database.db
      .insert(schema.memberships)
      .values({ userId: ids.member, plan: "MEMBER", startsOn: "2026-01-01", endsOn: "2026-12-31" });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists categories, new and recommended courses, details, searches (also in the site search)", async () => {
    const cats = (await call("/api/learning/pub/videoCat/list")).body.data;
    expect(cats.map((c: { name: string; courseCount: number }) => [c.name, c.courseCount])).toEqual([
      ["工程造价", 1],
      ["施工技术", 2],
      ["BIM 应用", 0],
    ]);
    const all = await call("/api/learning/pub/videoRes/listNew", { current: 1, size: 2 });
    expect(all.body).toMatchObject({ code: "30000", total: 3, pages: 2 });
    expect(all.body.data.records.map((r: { id: number }) => r.id)).toEqual([courses[1], courses[2]]);
    const [first] = (await call("/api/learning/pub/videoRes/listNew", { catId: cats[0].id })).body.data.records;
    expect(first).toMatchObject({
      title: "市政道路工程量清单计价",
      catName: "工程造价",
      lecturer: "王建国",
      lessonCount: 3,
      totalDurationSec: 300,
      needLogin: true,
      needPlan: true,
      coverUrl: `/media/lessons/${lessons.free}/v1/poster.jpg`,
      publishedOn: "2026-11-01",
    });
    // A lesson title finds its course.
    const byLesson = (await call("/api/learning/pub/videoRes/listNew", { keyword: "降水" })).body.data.records;
    expect(byLesson.map((r: { id: number }) => r.id)).toEqual([courses[1]]);
    expect((await call("/api/learning/pub/videoRes/listNew", { keyword: "x".repeat(31) })).status).toBe(400);
    const detail = (await call("/api/learning/pub/videoRes/detail", { id: courses[0] })).body.data;
    expect(detail.lessons.map((l: { access: string; state: string }) => `${l.access}/${l.state}`)).toEqual([
      "free/done",
      "login/done",
      "plan/done",
    ]);
    expect((await call("/api/learning/pub/videoRes/detail", { id: 999_999 })).status).toBe(404);
    expect((await call("/api/learning/videoCat/unionSearchNew", {})).status).toBe(401);
    const union = (await call("/api/learning/videoCat/unionSearchNew", {}, "alice")).body.data;
    expect(union.map((c: { name: string; courses: unknown[] }) => [c.name, c.courses.length])).toEqual([
      ["工程造价", 1],
      ["施工技术", 2],
      ["BIM 应用", 0],
    ]);
    const found = (await call("/api/learning/videoCat/unionSearchNew", { keyword: "高支模" }, "alice")).body.data;
    expect(found).toMatchObject([{ name: "施工技术", courseCount: 1, courses: [{ id: courses[2] }] }]);
    const site = await call("/api/news/pub/search", { keyword: "深基坑", type: "VIDEO" });
    expect(site.body.data.records).toMatchObject([{ type: "VIDEO", id: courses[1], path: `/video/${courses[1]}` }]);
  });

  it("favourites and stars need a login, change once per user and keep exact counters", async () => {
    const anon = await call("/api/learning/pub/videoRes/favorite", { id: courses[0] });
    expect(anon.status).toBe(401);
    expect(anon.body.msg).toMatch(/登录/);
    expect((await call("/api/learning/pub/videoRes/addStar", { id: courses[0], stars: 5 })).status).toBe(401);
    for (let i = 0; i < 2; i++) {
      expect((await call("/api/learning/pub/videoRes/favorite", { id: courses[0] }, "alice")).body.data).toMatchObject({
        favorited: true,
        favoriteCount: 1,
      });
    }
    expect((await call("/api/learning/pub/videoRes/favorite", { id: 999_999 }, "alice")).status).toBe(404);
    await call("/api/learning/pub/videoRes/favorite", { id: courses[1] }, "alice");
    const favs = (await call("/api/learning/videoRes/listByFavoritePaged", {}, "alice")).body;
    expect(favs.total).toBe(2);
    expect(favs.data.records[0]).toMatchObject({ favoritedAt: "2026-11-23 12:00:00" });
    expect((await call("/api/learning/pub/videoRes/cancelFavorite", { id: courses[1] }, "alice")).body.data).toMatchObject({
      favorited: false,
      favoriteCount: 0,
    });
    expect((await call("/api/learning/videoRes/listByFavoritePaged", {})).status).toBe(401);

    for (const stars of [0, 6, 2.5, "5"])
      expect((await call("/api/learning/pub/videoRes/addStar", { id: courses[0], stars }, "alice")).status).toBe(400);
    expect((await call("/api/learning/pub/videoRes/addStar", { id: courses[0], stars: 4 }, "alice")).body.data).toMatchObject({
      myStars: 4,
      starCount: 1,
      starAvg: 4,
    });
    // A second rating replaces the first.
    expect((await call("/api/learning/pub/videoRes/addStar", { id: courses[0], stars: 2 }, "alice")).body.data).toMatchObject({
      starCount: 1,
      starAvg: 2,
    });
    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map((stars) => call("/api/learning/pub/videoRes/addStar", { id: courses[0], stars }, "bob")),
    );
    expect(racing.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.database.db.select().from(schema.videoCourses).where(eq(schema.videoCourses.id, courses[0]));
    const [bobs] = await t.database.db.select().from(schema.videoStars).where(eq(schema.videoStars.userId, ids.bob));
    expect({ count: row.starCount, sum: row.starSum }).toEqual({ count: 2, sum: 2 + bobs.stars });
    expect((await call("/api/learning/pub/videoRes/reduceStar", { id: courses[0] }, "bob")).body.data).toMatchObject({
      myStars: 0,
      starCount: 1,
      starAvg: 2,
    });
    expect((await call("/api/learning/pub/videoRes/reduceStar", { id: courses[0] }, "bob")).body.data.starCount).toBe(1);
    // Rated courses come first among the recommended (a Bayesian average, then views).
    await call("/api/learning/pub/videoRes/addStar", { id: courses[2], stars: 5 }, "bob");
    const rec = (await call("/api/learning/pub/videoRes/getRecommendVideo", { size: 3 })).body.data;
    expect(rec.map((r: { id: number }) => r.id)).toEqual([courses[2], courses[1], courses[0]]);
    expect((await call("/api/learning/pub/videoRes/getRecommendVideo", { excludeId: courses[2] })).body.data).toHaveLength(2);

    const marked = (await call("/api/learning/videoRes/listNew", { catId: undefined }, "alice")).body.data.records;
    expect(marked.find((r: { id: number }) => r.id === courses[0])).toMatchObject({ favorited: true, myStars: 2 });
    expect((await call("/api/learning/videoRes/listNew", {})).status).toBe(401);
    const state = (await call("/api/learning/pub/videoRes/userOperationState", { id: courses[0] }, "alice")).body.data;
    expect(state).toMatchObject({ login: true, favorited: true, myStars: 2, favoriteCount: 1 });
    expect((await call("/api/learning/pub/videoRes/userOperationState", { id: courses[0] })).body.data).toMatchObject({
      login: false,
      favorited: false,
      lessons: [],
    });
  });

  it("plays by access: free for all, login lessons for users, plan lessons for members or by quota then points", async () => {
    const free = (await call("/api/learning/videoRes/play", { id: lessons.free })).body.data;
    expect(free).toMatchObject({
      masterUrl: `/media/lessons/${lessons.free}/v1/master.m3u8`,
      posterUrl: `/media/lessons/${lessons.free}/v1/poster.jpg`,
      positionSec: 0,
      paid: null,
    });
    const anon = await call("/api/learning/videoRes/play", { id: lessons.login });
    expect(anon).toMatchObject({ status: 401, body: { msg: "请登录后观看本节课程" } });
    expect((await call("/api/learning/videoRes/play", { id: lessons.plan1 })).status).toBe(401);
    expect((await call("/api/learning/videoRes/play", { id: lessons.login }, "alice")).body.data.paid).toBeNull();
    const pending = (await call("/api/learning/videoRes/play", { id: lessons.pending }, "alice")).body.data;
    expect(pending).toMatchObject({ state: "pending", masterUrl: null });

    const offer = (await call("/api/learning/pub/videoRes/checkLogin", { id: courses[0] }, "alice")).body.data;
    expect(offer).toMatchObject({ login: true, plan: "FREE", freeLeft: 2, points: 10, balance: 0 });
    expect(offer.lessons.map((l: { canPlay: boolean }) => l.canPlay)).toEqual([true, true, false]);
    expect(
      (await call("/api/learning/pub/videoRes/checkLogin", { id: courses[0] })).body.data.lessons.map(
        (l: { canPlay: boolean }) => l.canPlay,
      ),
    ).toEqual([true, false, false]);
    // Free plan: two plan lessons a day from the quota, then points; an unlocked lesson plays again for nothing.
    expect((await call("/api/learning/videoRes/play", { id: lessons.plan1 }, "alice")).body.data.paid).toBe("quota");
    expect((await call("/api/learning/videoRes/play", { id: lessons.plan1 }, "alice")).body.data.paid).toBeNull();
    expect((await call("/api/learning/videoRes/play", { id: lessons.plan2 }, "alice")).body.data.paid).toBe("quota");
    const short = await call("/api/learning/videoRes/play", { id: lessons.plan3 }, "alice");
    expect(short.status).toBe(409);
    expect(short.body.msg).toContain("今日免费观看会员课程次数已用完");
    await changePoints({ ...testCtx(t.database), now: () => now }, ids.alice, { delta: 15, reason: "GRANT", note: "测试", idemKey: "t" });
    expect((await call("/api/learning/videoRes/play", { id: lessons.plan3 }, "alice")).body.data.paid).toBe("points");
    expect((await call("/api/learning/pub/videoRes/checkLogin", { id: courses[1] }, "alice")).body.data).toMatchObject({
      freeLeft: 0,
      balance: 5,
    });
    // Members watch plan lessons without paying.
    expect((await call("/api/learning/videoRes/play", { id: lessons.plan3 }, "member")).body.data).toMatchObject({
      paid: null,
      masterUrl: expect.any(String),
    });
  });

  it("saves progress (completed from 90 %), resumes there and lists the watch history", async () => {
    expect((await call("/api/learning/videoRes/progress", { lessonId: lessons.free, positionSec: 10 })).status).toBe(401);
    expect((await call("/api/learning/videoRes/progress", { lessonId: lessons.plan1, positionSec: 10 }, "bob")).status).toBe(403);
    expect(
      (await call("/api/learning/videoRes/progress", { lessonId: lessons.free, positionSec: 50, durationSec: 999 }, "bob")).body.data,
    ).toEqual({
      lessonId: lessons.free,
      positionSec: 50,
      durationSec: 100,
      completed: false,
    });
    expect((await call("/api/learning/videoRes/progress", { lessonId: lessons.free, positionSec: 92 }, "bob")).body.data.completed).toBe(
      true,
    );
    // Seeking back keeps the lesson completed; playing resumes at the last position.
    expect((await call("/api/learning/videoRes/progress", { lessonId: lessons.free, positionSec: 30 }, "bob")).body.data).toMatchObject({
      completed: true,
      positionSec: 30,
    });
    expect((await call("/api/learning/videoRes/play", { id: lessons.free }, "bob")).body.data).toMatchObject({
      positionSec: 30,
      completed: true,
    });
    // Left in the last seconds (of this 100-second lesson: the last 5), it starts again from the beginning.
    await call("/api/learning/videoRes/progress", { lessonId: lessons.free, positionSec: 96 }, "bob");
    expect((await call("/api/learning/videoRes/play", { id: lessons.free }, "bob")).body.data.positionSec).toBe(0);
    await call("/api/learning/videoRes/progress", { lessonId: lessons.free, positionSec: 94 }, "bob");
    expect((await call("/api/learning/videoRes/play", { id: lessons.free }, "bob")).body.data.positionSec).toBe(94);
    expect(
      (await call("/api/learning/videoRes/progress", { lessonId: lessons.login, positionSec: 500 }, "bob")).body.data.positionSec,
    ).toBe(100);
    expect((await call("/api/learning/videoRes/progress", { lessonId: lessons.free, positionSec: -1 }, "bob")).status).toBe(400);
    const state = (await call("/api/learning/pub/videoRes/userOperationState", { id: courses[0] }, "bob")).body.data;
    expect(state.lessons.map((l: { lessonId: number; completed: boolean }) => [l.lessonId, l.completed])).toEqual([
      [lessons.free, true],
      [lessons.login, true],
    ]);
    const history = (await call("/api/learning/videoRes/history", {}, "bob")).body;
    expect(history.total).toBe(2);
    expect(history.data.records[0]).toMatchObject({
      lessonTitle: expect.any(String),
      courseTitle: "市政道路工程量清单计价",
      watchedAt: "2026-11-23 12:00:00",
    });
    expect((await call("/api/learning/videoRes/history", {})).status).toBe(401);
  });

  it("serves the media with Range and long caching, by the lesson's access, and refuses path tricks", async () => {
    const base = `/media/lessons/${lessons.free}/v1`;
    const master = await media(`${base}/master.m3u8`);
    expect(master.status).toBe(200);
    expect(master.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    expect(master.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await master.text()).toContain("#EXTM3U");
    const part = await media(`${base}/360p/seg_000.ts`, undefined, { Range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-99/1880");
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await media(`${base}/360p/seg_000.ts`, undefined, { Range: "bytes=5000-" })).status).toBe(416);

    const login = `/media/lessons/${lessons.login}/v1`;
    expect((await media(`${login}/master.m3u8`)).status).toBe(401);
    const mine = await media(`${login}/360p/index.m3u8`, "bob");
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toMatch(/^private/);
    // Posters are public (course cards); a plan lesson's video only once unlocked.
    expect((await media(`/media/lessons/${lessons.plan3}/v1/poster.jpg`)).status).toBe(200);
    expect((await media(`/media/lessons/${lessons.plan3}/v1/master.m3u8`, "bob")).status).toBe(403);
    expect((await media(`/media/lessons/${lessons.plan3}/v1/master.m3u8`, "alice")).status).toBe(200);

    for (const p of [
      `/media/lessons/${lessons.free}/v2/master.m3u8`,
      `/media/lessons/${lessons.free}/v1/..%2F..%2Fsrc%2F1.mp4`,
      `/media/lessons/${lessons.free}/v1/%2e%2e/%2e%2e/v1/master.m3u8`,
      `/media/lessons/${lessons.free}/v1/360p/../../../../src/1.mp4`,
      `/media/lessons/${lessons.free}/v1/master.m3u8.tmp`,
      `/media/lessons/${lessons.free}/v1/.hidden.m3u8`,
      `/media/lessons/${lessons.pending}/v1/master.m3u8`,
      `/media/lessons/0/v1/master.m3u8`,
      `/media/lessons/abc/v1/master.m3u8`,
    ]) {
      expect([p, (await media(p)).status]).toEqual([p, 404]);
    }
  });
});
