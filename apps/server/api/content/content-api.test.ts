import { createArticle, seedDemo } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Public content calls of SPEC §7 against the seeded demo site: envelope, paging, login rules, 400s and 404s. */
describe.each(testDbKinds())("content API on %s", (kind) => {
  let t: TestApp;
  const json = async (path: string, body: unknown = {}, headers: Record<string, string> = {}) => {
    const res = await t.post(path, body, headers);
    return { status: res.status, body: await res.json() };
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo({ ...testCtx(t.database), cache: t.cache, now: () => new Date() });
  });
  afterAll(() => t.close());

  const firstColumn = async () => (await json("/api/news/pub/newsDirList")).body.data[0];

  it("polymerization, hotsAndBanner, topRead and stats/count answer in the envelope", async () => {
    const poly = await json("/api/news/pub/polymerization", { perColumn: 3 });
    expect(poly.status).toBe(200);
    expect(poly.body.code).toBe("30000");
    expect(poly.body.data[0]).toMatchObject({
      name: "行业动态",
      children: [{ name: "国内动态", newsList: expect.any(Array) }, { name: "地方动态" }],
    });
    expect(poly.body.data[0].children[0].newsList.length).toBeLessThanOrEqual(3);
    const hb = (await json("/api/news/pub/hotsAndBanner")).body.data;
    expect(hb.banners.length).toBeGreaterThan(0);
    expect(hb.hots.length).toBeGreaterThan(0);
    const top = await json("/api/news/pub/topRead", { size: 5 });
    expect(top.body.data).toHaveLength(5);
    const stats = (await json("/api/news/pub/stats/count")).body.data;
    expect(stats).toMatchObject({ standard: 106, policy: 7, news: expect.any(Number) });
    expect((await json("/api/news/pub/topRead", { size: 500 })).status).toBe(400);
  });

  it("dirNews pages a column and 404s an unknown one", async () => {
    const col = await firstColumn();
    const r = await json("/api/news/pub/dirNews", { id: col.id, current: 1, size: 2 });
    expect(r.body.data).toMatchObject({ newsDir: { id: col.id, name: "行业动态" }, current: 1, size: 2 });
    expect(r.body.data.total).toBeGreaterThan(2);
    expect(r.body.data.records[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        memo: expect.any(String),
        createrTime: expect.any(String),
      }),
    );
    const missing = await json("/api/news/pub/dirNews", { id: 99999 });
    expect(missing).toMatchObject({ status: 404, body: { code: "40401", msg: "栏目不存在或已被删除", data: null } });
    const bad = await json("/api/news/pub/dirNews", { id: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^参数 id 不正确/);
    expect((await json("/api/news/pub/dirNews", { id: col.id, size: 0 })).body.msg).toMatch(/size.*低于下限/);
  });

  it("get returns every detail field, counts one read per visitor per day, and 404s drafts", async () => {
    const col = await firstColumn();
    const id = (await json("/api/news/pub/dirNews", { id: col.id })).body.data.records[0].id;
    const ua = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36" };
    const first = await json("/api/news/pub/get", { id }, ua);
    expect(first.status).toBe(200);
    for (const key of [
      "id",
      "dirId",
      "dirName",
      "title",
      "memo",
      "viceTitle",
      "creatorId",
      "releaseTime",
      "readCount",
      "props",
      "content",
      "praiseCount",
      "criticCount",
      "seoDesc",
      "seoKeyword",
      "seoTitle",
      "tags",
      "docs",
    ]) {
      expect(first.body.data).toHaveProperty(key);
    }
    await json("/api/news/pub/get", { id }, ua);
    await json(
      "/api/news/pub/get",
      { id },
      { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36" },
    );
    await json(
      "/api/news/pub/get",
      { id },
      { "User-Agent": "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)" },
    );
    await t.cache.invalidate("news");
    expect((await json("/api/news/pub/get", { id }, ua)).body.data.readCount).toBe(first.body.data.readCount + 2);
    const draft = await createArticle(
      { ...testCtx(t.database), cache: t.cache, now: () => new Date() },
      { dirId: col.id, title: "未发布的草稿" },
    );
    expect((await json("/api/news/pub/get", { id: draft.id })).status).toBe(404);
    expect((await json("/api/news/pub/get", {})).body.msg).toBe("参数 id 不正确：不能为空");

    // The article page reports its read once loaded and shows the fresh count it gets back.
    const reader = { "User-Agent": "Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15" };
    const before = (await json("/api/news/pub/read", { id }, reader)).body.data.readCount as number;
    expect((await json("/api/news/pub/read", { id }, reader)).body.data).toEqual({ readCount: before });
    const bot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    expect((await json("/api/news/pub/read", { id }, bot)).body.data).toEqual({ readCount: before });
    expect((await json("/api/news/pub/read", { id }, { "User-Agent": "Mozilla/5.0 (Windows NT 6.1) Firefox/115.0" })).body.data).toEqual({
      readCount: before + 1,
    });
    expect((await json("/api/news/pub/read", { id: draft.id })).status).toBe(404);
  });

  it("likes, favourites and userOperation need a login (401 for visitors)", async () => {
    const col = await firstColumn();
    const id = (await json("/api/news/pub/dirNews", { id: col.id })).body.data.records[0].id;
    for (const op of ["praise", "cancelPraise", "favorite", "cancelFavorite", "userOperation"]) {
      const r = await json(`/api/news/pub/${op}`, { id });
      expect(r).toMatchObject({ status: 401, body: { code: "40101", msg: "登录已过期，请重新登录或刷新页面", data: null } });
    }
    expect((await json("/api/news/pub/praise", { id: 0 })).status).toBe(400);
  });

  it("tag lists tags paged and tagListPaged lists a tag's articles", async () => {
    const tags = await json("/api/news/pub/tag", { current: 1, size: 5 });
    expect(tags.body).toMatchObject({ code: "30000", current: 1, size: 5, data: { records: expect.any(Array) } });
    expect(tags.body.total).toBeGreaterThan(5);
    expect(tags.body.pages).toBe(Math.ceil(tags.body.total / 5));
    const top = tags.body.data.records[0];
    const list = await json("/api/news/pub/tagListPaged", { tagId: top.id, size: 2 });
    expect(list.body.total).toBe(top.count);
    expect(list.body.data.records.length).toBeLessThanOrEqual(2);
    expect((await json("/api/news/pub/tagListPaged", { tagId: 99999 })).status).toBe(404);
  });

  it("category tree, buckets, dirDoc, docListPaged and doc/checkLogin", async () => {
    const tree = (await json("/api/cat/dir/getTree", { type: "NORMAL" })).body.data;
    expect(tree.map((n: { name: string }) => n.name)).toContain("防火与消防");
    expect(tree.every((n: { hasDirect: boolean; children: unknown[] }) => n.hasDirect || n.children.length)).toBe(true);
    const buckets = (await json("/api/cat/dir/getComBucket", { type: "NORMAL" })).body.data;
    expect(buckets.reduce((s: number, b: { count: number; parentId: number | null }) => s + (b.parentId === null ? b.count : 0), 0)).toBe(
      106,
    );
    const fire = tree.find((n: { name: string }) => n.name === "防火与消防");
    const dir = await json("/api/news/pub/dirDoc", { id: fire.id, size: 3 });
    expect(dir.body.data).toMatchObject({ dir: { id: fire.id, name: "防火与消防" }, total: fire.count });
    const list = await json("/api/news/pub/docListPaged", { type: "NORMAL", keyword: "GB 50016" });
    expect(list.body).toMatchObject({
      total: 1,
      data: { records: [{ code: "GB 50016-2014", title: "建筑设计防火规范", status: "现行" }] },
    });
    expect((await json("/api/news/pub/docListPaged", { type: "VIDEO" })).status).toBe(400);
    expect((await json("/api/news/pub/dirDoc", { id: 99999 })).status).toBe(404);
    const papers = (await json("/api/news/pub/docListPaged", { type: "PAPER" })).body.data.records;
    const locked = papers.find((p: { needLogin: boolean }) => p.needLogin);
    expect((await json("/api/news/pub/doc/checkLogin", { id: locked.id })).body.data).toEqual({
      needLogin: true,
      loggedIn: false,
      allowed: false,
    });
    expect((await json("/api/news/pub/doc/checkLogin", { id: 99999 })).status).toBe(404);
  });

  it("jobs by city, and search over all types with counts and highlights", async () => {
    const cities = (await json("/api/news/pub/job/getJobCity")).body.data;
    expect(cities).toEqual([
      { city: "武汉", count: 3 },
      { city: "宜昌", count: 2 },
    ]);
    const jobs = await json("/api/news/pub/job/listPaged", { city: "宜昌", size: 1 });
    expect(jobs.body).toMatchObject({ total: 2, pages: 2, size: 1 });
    const s = await json("/api/news/pub/search", { keyword: "隧道" });
    expect(s.body.total).toBeGreaterThan(0);
    expect(s.body.data.records.some((h: { titleHtml: string }) => h.titleHtml.includes("<em>隧道</em>"))).toBe(true);
    const std = await json("/api/news/pub/search", { keyword: "防火", type: "NORMAL" });
    expect(std.body.data.records.every((h: { type: string }) => h.type === "NORMAL")).toBe(true);
    expect(std.body.data.counts.NEWS).toBeGreaterThan(0);
    expect((await json("/api/news/pub/search", { keyword: "x".repeat(31) })).body.msg).toMatch(/keyword.*超出上限 30/);
  });

  it("lists every public detail page in the sitemap, split by type", async () => {
    const index = await (await t.app.request("/sitemap.xml")).text();
    for (const type of ["news", "standards", "policies", "papers", "help", "products", "solutions"]) {
      expect(index).toContain(`/sitemaps/${type}-1.xml`);
    }
    const standards = await (await t.app.request("/sitemaps/standards-1.xml")).text();
    expect(standards.match(/<url>/g)).toHaveLength(106);
    expect(standards).toMatch(/<loc>[^<]+\/standard\/detail\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const news = await (await t.app.request("/sitemaps/news-1.xml")).text();
    // Drafts (one was created above) are not listed: exactly the published articles are.
    const published = (await json("/api/news/pub/stats/count")).body.data.news;
    expect(news.match(/<url>/g)).toHaveLength(published);
  });
});
