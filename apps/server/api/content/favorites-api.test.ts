import { seedDemo } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Favourites across kinds (articles and study materials), 我的收藏 in the personal center with its
 * owner-only rule, and the news dispense call, against the seeded demo site.
 */
describe.each(testDbKinds())("favourites and dispense API on %s", (kind) => {
  let t: TestApp;
  let clock = Date.parse("2026-05-01T02:00:00Z");
  const tokens: Record<string, string> = {};
  const call = (path: string, body: unknown = {}, who?: string) => t.json(path, body, who && tokens[who]);
  let articleId = 0;
  let standardId = 0;
  let policyId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(clock) });
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => new Date(clock) };
    await seedDemo(ctx);
    for (const [who, phone] of [
      ["alice", "13700000001"],
      ["bob", "13700000002"],
    ]) {
      const [u] = await t.database.db.insert(schema.users).values({ phone, realname: who }).returning();
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
    }
    const col = (await call("/api/news/pub/newsDirList")).body.data[0];
    articleId = (await call("/api/news/pub/dirNews", { id: col.id })).body.data.records[0].id;
    standardId = (await call("/api/news/pub/docListPaged", { type: "NORMAL", size: 1 })).body.data.records[0].id;
    policyId = (await call("/api/news/pub/docListPaged", { type: "POLICY", size: 1 })).body.data.records[0].id;
  });
  afterAll(() => t.close());

  it("a standard can be favourited and the state is read back; visitors get 401", async () => {
    expect((await call("/api/news/pub/doc/userOperation", { id: standardId }, "alice")).body.data).toEqual({ favorited: false });
    expect((await call("/api/news/pub/doc/favorite", { id: standardId }, "alice")).body.data).toEqual({ favorited: true });
    expect((await call("/api/news/pub/doc/favorite", { id: standardId }, "alice")).body.data).toEqual({ favorited: true });
    expect((await call("/api/news/pub/doc/userOperation", { id: standardId }, "alice")).body.data).toEqual({ favorited: true });
    expect((await call("/api/news/pub/doc/userOperation", { id: standardId }, "bob")).body.data).toEqual({ favorited: false });
    expect((await call("/api/news/pub/doc/favorite", { id: standardId })).status).toBe(401);
    expect((await call("/api/news/pub/doc/favorite", { id: 999_999 }, "alice")).status).toBe(404);
  });

  it("我的收藏 lists every kind newest first, paged, with links", async () => {
    clock += 60_000;
    await call("/api/news/pub/favorite", { id: articleId }, "alice");
    clock += 60_000;
    await call("/api/news/pub/doc/favorite", { id: policyId }, "alice");
    const page1 = await call("/api/user/center/favorites/listPaged", { current: 1, size: 2 }, "alice");
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ code: "30000", total: 3, pages: 2, current: 1, size: 2 });
    expect(page1.body.data.records).toEqual([
      expect.objectContaining({ kind: "POLICY", kindName: "政策法规", id: policyId, path: `/policy/detail/${policyId}` }),
      expect.objectContaining({ kind: "NEWS", kindName: "资讯", id: articleId, path: `/news/${articleId}` }),
    ]);
    expect(page1.body.data.records[0].favoritedAt).toBe("2026-05-01 10:02:00");
    const page2 = await call("/api/user/center/favorites/listPaged", { current: 2, size: 2 }, "alice");
    expect(page2.body.data.records).toEqual([
      expect.objectContaining({ kind: "NORMAL", id: standardId, path: `/standard/detail/${standardId}` }),
    ]);
    expect((await call("/api/user/center/favorites/listPaged", {})).status).toBe(401);
  });

  it("only the owner's rows: another user neither sees nor removes them", async () => {
    const bobs = await call("/api/user/center/favorites/listPaged", {}, "bob");
    expect(bobs.body).toMatchObject({ total: 0, data: { records: [] } });
    const tried = await call("/api/user/center/favorites/cancel", { kind: "NEWS", id: articleId }, "bob");
    expect(tried.body.data).toEqual({ removed: false });
    expect((await call("/api/user/center/favorites/cancel", { kind: "POLICY", id: policyId }, "bob")).body.data).toEqual({
      removed: false,
    });
    expect((await call("/api/user/center/favorites/listPaged", {}, "alice")).body.total).toBe(3);
    expect((await call("/api/news/pub/userOperation", { id: articleId }, "alice")).body.data).toMatchObject({
      favorited: true,
      favoriteCount: 1,
    });
  });

  it("取消收藏 removes the owner's favourite and moves the article's counter", async () => {
    const r = await call("/api/user/center/favorites/cancel", { kind: "NEWS", id: articleId }, "alice");
    expect(r.body.data).toEqual({ removed: true });
    expect((await call("/api/news/pub/userOperation", { id: articleId }, "alice")).body.data).toMatchObject({
      favorited: false,
      favoriteCount: 0,
    });
    expect((await call("/api/user/center/favorites/cancel", { kind: "NORMAL", id: standardId }, "alice")).body.data).toEqual({
      removed: true,
    });
    const left = await call("/api/user/center/favorites/listPaged", {}, "alice");
    expect(left.body.data.records.map((x: { kind: string }) => x.kind)).toEqual(["POLICY"]);
    expect((await call("/api/user/center/favorites/cancel", { kind: "BOOK", id: 1 }, "alice")).status).toBe(400);
  });

  it("tender notices are favourites too, and the list filters by kind", async () => {
    const [notice] = await t.database.db
      .insert(schema.tenderAnnouncements)
      .values({
        title: "某市政道路改造工程施工招标公告",
        sourceUrl: "https://example.cn/t/1",
        publishedOn: "2026-04-30",
        text: "招标公告正文",
        contentHash: "fav-test",
        tsv: sql`''::tsvector`,
        simhash: 0n,
        sh0: 0,
        sh1: 0,
        sh2: 0,
        sh3: 0,
      })
      .returning({ id: schema.tenderAnnouncements.id });
    clock += 60_000;
    expect((await call("/api/ai/pub/userOperation/favorite", { id: notice.id }, "alice")).status).toBe(200);
    const all = await call("/api/user/center/favorites/listPaged", {}, "alice");
    expect(all.body.data.records[0]).toMatchObject({
      kind: "TENDER",
      kindName: "招标公告",
      id: notice.id,
      path: `/tenderDetails/${notice.id}`,
    });
    const tenders = await call("/api/user/center/favorites/listPaged", { kind: "TENDER" }, "alice");
    expect(tenders.body.data.records.map((x: { kind: string }) => x.kind)).toEqual(["TENDER"]);
    const policies = await call("/api/user/center/favorites/listPaged", { kind: "POLICY" }, "alice");
    expect(policies.body.data.records.map((x: { kind: string }) => x.kind)).toEqual(["POLICY"]);
    expect((await call("/api/user/center/favorites/listPaged", { kind: "VIDEO" }, "alice")).status).toBe(400);
    expect((await call("/api/user/center/favorites/cancel", { kind: "TENDER", id: notice.id }, "bob")).body.data).toEqual({
      removed: false,
    });
    expect((await call("/api/user/center/favorites/cancel", { kind: "TENDER", id: notice.id }, "alice")).body.data).toEqual({
      removed: true,
    });
    expect((await call("/api/user/center/favorites/listPaged", { kind: "TENDER" }, "alice")).body.total).toBe(0);
  });

  it("newsDispense/loginBilibili needs a login and says in Chinese that no Bilibili account is configured", async () => {
    expect((await call("/api/news/pub/newsDispense/loginBilibili", { id: articleId })).status).toBe(401);
    const r = await call("/api/news/pub/newsDispense/loginBilibili", { id: articleId }, "alice");
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      platform: "bilibili",
      platformName: "哔哩哔哩",
      configured: false,
      accountUrl: null,
      dispensed: false,
      url: null,
      message: "本站尚未配置哔哩哔哩账号，暂不能分发到哔哩哔哩",
    });
    expect((await call("/api/news/pub/newsDispense/loginBilibili", { id: 999_999 }, "alice")).status).toBe(404);
  });
});
