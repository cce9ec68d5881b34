import { seedDemo } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * 阅读历史 (issue 10): reads are recorded per user, item and day, listed newest first to their owner
 * only, and the first read of an item pays READ points once, however many requests race.
 */
describe.each(testDbKinds())("reading history API on %s", (kind) => {
  let t: TestApp;
  // 2026-05-01 10:00 China time.
  let clock = Date.parse("2026-05-01T02:00:00Z");
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const call = (path: string, body: unknown = {}, who?: string) => t.json(path, body, who && tokens[who]);
  let articles: number[] = [];
  let standardId = 0;
  const readPoints = async (who: string) => {
    const e = schema.pointEntries;
    const rows = await t.database.db
      .select({ delta: e.delta })
      .from(e)
      .where(and(eq(e.userId, ids[who]), eq(e.reason, "READ")));
    return rows.reduce((s, r) => s + r.delta, 0);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(clock) });
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => new Date(clock) };
    await seedDemo(ctx);
    for (const [who, phone] of [
      ["alice", "13700000031"],
      ["bob", "13700000032"],
      ["carol", "13700000033"],
    ]) {
      const [u] = await t.database.db.insert(schema.users).values({ phone, realname: who }).returning();
      ids[who] = u.id;
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
    }
    articles = (await call("/api/news/pub/topRead", { size: 20 })).body.data.map((a: { id: number }) => a.id);
    standardId = (await call("/api/news/pub/docListPaged", { type: "NORMAL", size: 1 })).body.data.records[0].id;
  }, 120_000);
  afterAll(() => t.close());

  it("asks visitors to log in and refuses bad input in Chinese", async () => {
    expect((await call("/api/news/readHistory/create", { id: articles[0] })).status).toBe(401);
    expect((await call("/api/news/readHistory/listPaged", {})).status).toBe(401);
    for (const body of [{}, { id: "x" }, { id: 0 }, { id: articles[0], kind: "VIDEO" }]) {
      const r = await call("/api/news/readHistory/create", body, "alice");
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await call("/api/news/readHistory/listPaged", { current: 0 }, "alice")).status).toBe(400);
  });

  it("answers 404 for an unknown item or one of another kind", async () => {
    expect((await call("/api/news/readHistory/create", { id: 999_999 }, "alice")).status).toBe(404);
    expect((await call("/api/news/readHistory/create", { kind: "POLICY", id: standardId }, "alice")).status).toBe(404);
  });

  it("records a read once a day, pays READ once per item, and lists the owner's reads newest first", async () => {
    const first = await call("/api/news/readHistory/create", { id: articles[0] }, "alice");
    expect(first).toMatchObject({ status: 200, body: { code: "30000", data: { recorded: true, points: 1 } } });
    clock += 60_000;
    expect((await call("/api/news/readHistory/create", { id: articles[0] }, "alice")).body.data).toEqual({ recorded: false, points: 0 });
    clock += 60_000;
    expect((await call("/api/news/readHistory/create", { kind: "NORMAL", id: standardId }, "alice")).body.data).toEqual({
      recorded: true,
      points: 1,
    });
    const list = await call("/api/news/readHistory/listPaged", { current: 1, size: 10 }, "alice");
    expect(list.body).toMatchObject({ code: "30000", total: 2, current: 1, pages: 1 });
    expect(list.body.data.records).toEqual([
      expect.objectContaining({ kind: "NORMAL", kindName: "标准规范", id: standardId, path: `/standard/detail/${standardId}` }),
      expect.objectContaining({
        kind: "NEWS",
        kindName: "资讯",
        id: articles[0],
        path: `/news/${articles[0]}`,
        readAt: "2026-05-01 10:01:00",
      }),
    ]);
    expect(list.body.data.records[1].title).toBeTruthy();
    // The next day the same article is a new line of history but pays nothing more.
    clock += 86_400_000;
    expect((await call("/api/news/readHistory/create", { id: articles[0] }, "alice")).body.data).toEqual({ recorded: true, points: 0 });
    expect(await readPoints("alice")).toBe(2);
    // Nobody else sees alice's reads.
    expect((await call("/api/news/readHistory/listPaged", {}, "bob")).body.total).toBe(0);
  });

  it("fills the history when a signed-in reader opens an article page", async () => {
    expect((await call("/api/news/pub/read", { id: articles[1] }, "bob")).status).toBe(200);
    const list = (await call("/api/news/readHistory/listPaged", {}, "bob")).body;
    expect(list.data.records.map((r: { id: number }) => r.id)).toEqual([articles[1]]);
    expect(await readPoints("bob")).toBe(1);
  });

  it("records what the standard, policy and paper pages report, once a day each, with the READ points (issue 35)", async () => {
    const first = async (type: string) => (await call("/api/news/pub/docListPaged", { type, size: 1 })).body.data.records[0].id;
    const docs = [
      { kind: "NORMAL", id: standardId, path: `/standard/detail/${standardId}` },
      { kind: "POLICY", id: await first("POLICY"), path: "" },
      { kind: "PAPER", id: await first("PAPER"), path: "" },
    ];
    docs[1].path = `/policy/detail/${docs[1].id}`;
    docs[2].path = `/paper/detail/${docs[2].id}`;
    const dave = await t.database.db.insert(schema.users).values({ phone: "13700000034", realname: "dave" }).returning();
    ids.dave = dave[0].id;
    tokens.dave = (await createSession({ ...testCtx(t.database), cache: t.cache, now: () => new Date(clock) }, { userId: ids.dave })).token;
    for (const d of docs)
      expect((await call("/api/news/readHistory/create", { kind: d.kind, id: d.id }, "dave")).body.data).toEqual({
        recorded: true,
        points: 1,
      });
    clock += 60_000;
    for (const d of docs)
      expect((await call("/api/news/readHistory/create", { kind: d.kind, id: d.id }, "dave")).body.data).toEqual({
        recorded: false,
        points: 0,
      });
    const list = (await call("/api/news/readHistory/listPaged", {}, "dave")).body;
    expect(list.total).toBe(3);
    expect(
      list.data.records
        .map((r: { kind: string; id: number; path: string }) => ({ kind: r.kind, id: r.id, path: r.path }))
        .sort((a: { kind: string }, b: { kind: string }) => a.kind.localeCompare(b.kind)),
    ).toEqual([...docs].sort((a, b) => a.kind.localeCompare(b.kind)));
    expect(await readPoints("dave")).toBe(3);
  });

  it("pays once for concurrent reads of one article, and never past the daily limit", async () => {
    const same = await Promise.all(Array.from({ length: 10 }, () => call("/api/news/readHistory/create", { id: articles[2] }, "carol")));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(same.filter((r) => r.body.data.recorded)).toHaveLength(1);
    expect(same.reduce((s, r) => s + r.body.data.points, 0)).toBe(1);
    expect(await readPoints("carol")).toBe(1);
    // Twelve more articles at once: the rule pays at most 10 reads a day.
    const many = await Promise.all(articles.slice(3, 15).map((id) => call("/api/news/readHistory/create", { id }, "carol")));
    expect(many.every((r) => r.status === 200)).toBe(true);
    expect(await readPoints("carol")).toBe(10);
    expect((await call("/api/news/readHistory/listPaged", { size: 100 }, "carol")).body.total).toBe(1 + Math.min(12, articles.length - 3));
  });
});
