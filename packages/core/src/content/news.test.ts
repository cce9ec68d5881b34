import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { searchContent } from "../search";
import { testClock, testCtx } from "../testing";
import { hotsAndBanner, listTags, polymerization, tagArticles, topRead } from "./news-lists";
import {
  cancelFavoriteArticle,
  cancelPraiseArticle,
  favoriteArticle,
  praiseArticle,
  recordRead,
  userOperation,
  visitorKey,
} from "./news-ops";
import { articleNeighbours, dirNews, getArticle } from "./news-read";
import { createArticle, deleteArticle, publishArticle, unpublishArticle, updateArticle } from "./news-write";

const HOUR = 3600_000;

describe.each(testDbKinds())("news services on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  const clock = testClock();
  let root: number;
  let child: number;
  let other: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = {
      ...testCtx(database, clock),
      actor: { kind: "user", userId: "staff-1", sessionId: "s-staff", roles: ["editor"], ip: "127.0.0.1" },
    };
    [{ id: root }] = await database.db.insert(schema.newsDirs).values({ name: "行业动态", bizType: "NEWS" }).returning();
    [{ id: child }] = await database.db.insert(schema.newsDirs).values({ name: "国内动态", bizType: "NEWS", parentId: root }).returning();
    [{ id: other }] = await database.db.insert(schema.newsDirs).values({ name: "技术前沿", bizType: "NEWS" }).returning();
  });
  afterAll(() => database.close());

  const asUser = (userId: string): Ctx => ({
    ...ctx,
    actor: { kind: "user", userId, sessionId: `s-${userId}`, roles: [], ip: "10.0.0.1" },
  });
  const asVisitor = (): Ctx => ({ ...ctx, actor: { kind: "anonymous", ip: "10.0.0.2" } });

  it("creates, publishes and serves an article with every detail field", async () => {
    const { id } = await createArticle(ctx, {
      dirId: child,
      title: "城市地铁隧道盾构施工进入关键阶段",
      viceTitle: "多条线路同步推进",
      memo: "盾构机顺利始发。",
      content: "<p>本周，某市地铁线路隧道盾构区间顺利贯通。</p>",
      props: { source: "本站综合" },
      seoTitle: "地铁隧道盾构",
      tags: ["地铁", "盾构"],
      state: "PUBLISHED",
      isBanner: true,
    });
    const d = await getArticle(asVisitor(), id);
    expect(d).toMatchObject({
      id,
      dirId: child,
      dirName: "国内动态",
      parentDirName: "行业动态",
      title: "城市地铁隧道盾构施工进入关键阶段",
      viceTitle: "多条线路同步推进",
      memo: "盾构机顺利始发。",
      creatorId: "staff-1",
      readCount: 0,
      praiseCount: 0,
      criticCount: 0,
      props: { source: "本站综合" },
      seoTitle: "地铁隧道盾构",
      seoKeyword: null,
      seoDesc: null,
      docs: [],
    });
    expect(d.releaseTime).toBe("2026-03-15 10:00:00");
    expect(d.tags.map((t) => t.name)).toEqual(["地铁", "盾构"]);
    expect((await hotsAndBanner(ctx)).banners.map((b) => b.id)).toContain(id);
  });

  it("hides drafts and scheduled articles until their time, then shows them", async () => {
    const { id } = await createArticle(ctx, { dirId: other, title: "智慧工地草稿", content: "<p>草稿</p>" });
    await expect(getArticle(ctx, id)).rejects.toMatchObject({ kind: "NotFound" });
    await publishArticle(ctx, id, new Date(clock.now().getTime() + 2 * HOUR));
    await expect(getArticle(ctx, id)).rejects.toMatchObject({ kind: "NotFound" });
    expect((await searchContent(ctx, { keyword: "智慧工地" })).total).toBe(0);
    clock.advance(3 * HOUR);
    await ctx.cache.invalidate("news");
    await ctx.cache.invalidate("search");
    expect((await getArticle(ctx, id)).title).toBe("智慧工地草稿");
    expect((await searchContent(ctx, { keyword: "智慧工地" })).total).toBe(1);
    await unpublishArticle(ctx, id);
    await expect(getArticle(ctx, id)).rejects.toMatchObject({ kind: "NotFound" });
    expect((await searchContent(ctx, { keyword: "智慧工地" })).total).toBe(0);
    await deleteArticle(ctx, id);
    await expect(deleteArticle(ctx, id)).rejects.toMatchObject({ kind: "NotFound" });
  });

  it("lists a column with its sub-columns, pages, and refreshes at once after a write", async () => {
    const before = await dirNews(ctx, { id: root, current: 1, size: 2 });
    expect(before.newsDir).toMatchObject({ id: root, name: "行业动态" });
    for (let i = 1; i <= 3; i++) {
      clock.advance(HOUR);
      await createArticle(ctx, { dirId: root, title: `公路养护工程第${i}期进展`, state: "PUBLISHED", tags: ["公路"] });
    }
    const after = await dirNews(ctx, { id: root, current: 1, size: 2 });
    expect(after.total).toBe(before.total + 3);
    expect(after.records).toHaveLength(2);
    expect(after.pages).toBe(Math.ceil(after.total / 2));
    expect(after.records[0].title).toBe("公路养护工程第3期进展");
    expect(after.records[0]).toEqual(expect.objectContaining({ memo: null, createrTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) }));
    await expect(dirNews(ctx, { id: 99999 })).rejects.toMatchObject({ kind: "NotFound" });
  });

  it("gives tags, tag lists, neighbours, related, top read and column blocks", async () => {
    const tags = await listTags(ctx);
    const road = tags.records.find((t) => t.name === "公路");
    expect(road?.count).toBe(3);
    const list = await tagArticles(ctx, { tagId: road?.id as number });
    expect(list.tag.name).toBe("公路");
    expect(list.total).toBe(3);
    const [newest, middle] = list.records;
    const near = await articleNeighbours(ctx, middle.id);
    expect(near.next?.id).toBe(newest.id);
    expect(near.prev?.title).toBe("公路养护工程第1期进展");
    expect(near.related[0].title).toMatch(/公路养护/);
    const blocks = await polymerization(ctx);
    const trends = blocks.find((b) => b.id === root);
    expect(trends?.children.map((c) => c.name)).toEqual(["国内动态"]);
    expect(trends?.children[0].newsList[0].title).toBe("城市地铁隧道盾构施工进入关键阶段");
    const tech = blocks.find((b) => b.id === other);
    expect(tech?.children).toEqual([{ id: other, name: "技术前沿", newsList: [] }]);
    await expect(tagArticles(ctx, { tagId: 99999 })).rejects.toMatchObject({ kind: "NotFound" });
  });

  it("counts a visitor once per article per China-time day", async () => {
    const { id } = await createArticle(ctx, { dirId: other, title: "计量支付系统上线", state: "PUBLISHED" });
    const v1 = visitorKey({ ip: "1.2.3.4", userAgent: "Chrome" });
    const v2 = visitorKey({ ip: "1.2.3.5", userAgent: "Chrome" });
    expect(v1).not.toContain("1.2.3.4");
    expect(await recordRead(asVisitor(), id, v1)).toBe(true);
    expect(await recordRead(asVisitor(), id, v1)).toBe(false);
    await Promise.all([recordRead(asVisitor(), id, v2), recordRead(asVisitor(), id, v2)]).catch(() => undefined);
    clock.advance(24 * HOUR);
    expect(await recordRead(asVisitor(), id, v1)).toBe(true);
    await ctx.cache.invalidate("news");
    expect((await getArticle(ctx, id)).readCount).toBe(3);
    expect((await topRead(ctx, { size: 1 }))[0].id).toBe(id);
    // Dedupe rows older than yesterday are purged (the privacy policy promises at most two days).
    clock.advance(2 * 24 * HOUR);
    await recordRead(asVisitor(), id, v2);
    const days = await database.db.select({ day: schema.newsReads.day }).from(schema.newsReads);
    expect(days.every((r) => r.day >= "2026-03-17")).toBe(true);
  });

  it("requires a logged-in user for likes and favourites, idempotently", async () => {
    const { id } = await createArticle(ctx, { dirId: other, title: "BIM 正向设计实践", state: "PUBLISHED" });
    await expect(praiseArticle(asVisitor(), id)).rejects.toMatchObject({ kind: "Unauthenticated" });
    await expect(userOperation(asVisitor(), id)).rejects.toMatchObject({ kind: "Unauthenticated" });
    const u = asUser("user-1");
    expect(await praiseArticle(u, id)).toMatchObject({ changed: true, praised: true, praiseCount: 1 });
    expect(await praiseArticle(u, id)).toMatchObject({ changed: false, praiseCount: 1 });
    await praiseArticle(asUser("user-2"), id);
    expect(await favoriteArticle(u, id)).toMatchObject({ favorited: true, favoriteCount: 1 });
    expect(await cancelPraiseArticle(u, id)).toMatchObject({ praised: false, praiseCount: 1 });
    expect(await cancelPraiseArticle(u, id)).toMatchObject({ changed: false, praiseCount: 1 });
    expect(await cancelFavoriteArticle(u, id)).toMatchObject({ favorited: false, favoriteCount: 0 });
    await expect(praiseArticle(u, 99999)).rejects.toMatchObject({ kind: "NotFound" });
  });

  it("sanitizes rich text and refuses unsafe fields on write", async () => {
    const payload = [
      "<p>正文<img src=x onerror=alert(1)></p>",
      '<a href="javascript:alert(1)">点我</a>',
      "<script>alert(1)</script>",
      '<svg onload="alert(1)"><script>alert(2)</script></svg>',
      '<p style="background:url(javascript:alert(1))">样式</p>',
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<a href="https://example.com/a" onclick="x()">外链</a>',
    ].join("");
    const { id } = await createArticle(ctx, { dirId: other, title: "<b>标题</b>", content: payload, state: "PUBLISHED" });
    const d = await getArticle(ctx, id);
    expect(d.title).toBe("标题");
    for (const bad of ["onerror", "javascript:", "<script", "<svg", "onload", "style", "<iframe", "data:", "onclick", "alert(2)"]) {
      expect(d.content).not.toContain(bad);
    }
    expect(d.content).toContain("正文");
    expect(d.content).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">外链</a>');
    await updateArticle(ctx, id, { content: '<p onmouseover="x()">改</p>' });
    expect((await getArticle(ctx, id)).content).toBe("<p>改</p>");
    await expect(createArticle(ctx, { dirId: other, title: "封面", coverUrl: "javascript:alert(1)" })).rejects.toMatchObject({
      kind: "Invalid",
    });
    await expect(createArticle(ctx, { dirId: other, title: "  " })).rejects.toMatchObject({ kind: "Invalid", userMessage: "标题不能为空" });
    await expect(createArticle(ctx, { dirId: 99999, title: "x" })).rejects.toMatchObject({ kind: "Invalid" });
  });

  it("finds news by two-character words and highlights them", async () => {
    const r = await searchContent(ctx, { keyword: "隧道" });
    expect(r.total).toBe(1);
    expect(r.records[0].titleHtml).toContain("<em>隧道</em>");
    expect((await searchContent(ctx, { keyword: "地铁 盾构" })).total).toBe(1);
    expect((await searchContent(ctx, { keyword: "公路", current: 1, size: 2 })).pages).toBe(2);
    expect((await searchContent(ctx, { keyword: "公路", type: "NORMAL" })).total).toBe(0);
    expect((await searchContent(ctx, { keyword: "!!" })).total).toBe(0);
  });
});
