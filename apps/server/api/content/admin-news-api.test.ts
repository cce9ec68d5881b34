import { testDbKinds } from "@portal/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { adminFixture } from "../testing/staff-testkit";

type Fixture = Awaited<ReturnType<typeof adminFixture>>;

/** News, columns and tags in the admin API: envelope, paging, permissions, validation, audit, publishing. */
describe.each(testDbKinds())("admin news API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: Fixture;
  let dirId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await adminFixture(t);
    dirId = (await f.call("/api/admin/column/list", {}, f.editor)).body.data[0].id;
  });
  afterAll(() => t.close());

  it("answers 401 to anonymous callers and 403 to users without a role, before validating input", async () => {
    for (const path of ["/api/admin/news/listPaged", "/api/admin/news/create", "/api/admin/column/list", "/api/admin/tag/listPaged"]) {
      const anon = await f.call(path, { nonsense: true });
      expect(anon).toMatchObject({ status: 401, body: { code: "40101", data: null } });
      expect(anon.body.msg).toMatch(/登录/);
      expect((await f.call(path, {}, f.user)).status).toBe(403);
    }
  });

  it("lists every article with paging, search and filters", async () => {
    const page = await f.call("/api/admin/news/listPaged", { current: 2, size: 5 }, f.editor);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ code: "30000", msg: "成功", current: 2, size: 5 });
    expect(page.body.total).toBeGreaterThan(5);
    expect(page.body.pages).toBe(Math.ceil(page.body.total / 5));
    expect(page.body.data.records).toHaveLength(5);
    const title = page.body.data.records[0].title as string;
    const hit = await f.call("/api/admin/news/listPaged", { keyword: title.slice(0, 6) }, f.editor);
    expect(hit.body.data.records.some((r: { title: string }) => r.title === title)).toBe(true);
    const drafts = await f.call("/api/admin/news/listPaged", { status: "DRAFT" }, f.editor);
    expect(drafts.body.data.records.every((r: { status: string }) => r.status === "DRAFT")).toBe(true);
    const bad = await f.call("/api/admin/news/listPaged", { size: 1000 }, f.editor);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^参数 size 不正确：超出上限/);
  });

  it("drafts, schedules, publishes, unpublishes and deletes, each change in the audit log", async () => {
    const input = { dirId, title: "后台测试文章", memo: "摘要", content: "<p>正文</p>", tags: ["后台", "测试"], seoTitle: "SEO 标题" };
    const created = await f.call("/api/admin/news/create", input, f.editor);
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const pub = () => f.call("/api/news/pub/get", { id });
    expect((await pub()).status).toBe(404);
    const got = (await f.call("/api/admin/news/get", { id }, f.editor)).body.data;
    expect(got).toMatchObject({ title: "后台测试文章", status: "DRAFT", tags: ["后台", "测试"], seoTitle: "SEO 标题" });

    expect((await f.call("/api/admin/news/publish", { id, publishAt: "2099-01-01 08:00" }, f.editor)).status).toBe(200);
    expect((await f.call("/api/admin/news/get", { id }, f.editor)).body.data).toMatchObject({
      status: "SCHEDULED",
      publishAt: "2099-01-01T00:00:00.000Z",
    });
    expect((await pub()).status).toBe(404);

    await f.call("/api/admin/news/publish", { id }, f.editor);
    expect((await pub()).body.data.title).toBe("后台测试文章");
    await f.call("/api/admin/news/update", { id, title: "改过的标题" }, f.editor);
    expect((await pub()).body.data.title).toBe("改过的标题");
    await f.call("/api/admin/news/unpublish", { id }, f.editor);
    expect((await pub()).status).toBe(404);
    expect((await f.call("/api/admin/news/remove", { id }, f.editor)).status).toBe(200);
    expect((await f.call("/api/admin/news/get", { id }, f.editor)).status).toBe(404);

    const log = await f.call("/api/admin/audit/listPaged", { targetType: "news", targetId: String(id) }, f.admin);
    const actions = log.body.data.records.map((r: { action: string }) => r.action).reverse();
    expect(actions).toEqual(["news.create", "news.publish", "news.publish", "news.update", "news.unpublish", "news.remove"]);
    const update = log.body.data.records.find((r: { action: string }) => r.action === "news.update");
    expect(update).toMatchObject({
      actorId: f.editor.userId,
      actorName: "李编辑",
      detail: { before: { title: "后台测试文章" }, after: { title: "改过的标题" } },
    });
    expect(Object.keys(update.detail.after)).toEqual(["title"]);
  });

  it("refuses bad input with a Chinese message", async () => {
    const noTitle = await f.call("/api/admin/news/create", { dirId }, f.editor);
    expect(noTitle).toMatchObject({ status: 400, body: { code: "40001" } });
    expect(noTitle.body.msg).toBe("参数 title 不正确：不能为空");
    const blank = await f.call("/api/admin/news/create", { dirId, title: "<b> </b>" }, f.editor);
    expect(blank.body.msg).toBe("标题不能为空");
    expect((await f.call("/api/admin/news/create", { dirId: 999999, title: "x" }, f.editor)).body.msg).toBe("所选栏目不存在");
    expect((await f.call("/api/admin/news/publish", { id: 1, publishAt: "明天" }, f.editor)).body.msg).toMatch(/^参数 publishAt 不正确/);
    expect((await f.call("/api/admin/news/create", { dirId, title: "x", coverUrl: "javascript:alert(1)" }, f.editor)).body.msg).toMatch(
      /封面地址/,
    );
  });

  it("manages columns: create, rename, reorder, and refuses to delete one with articles", async () => {
    const a = (await f.call("/api/admin/column/create", { name: "测试栏目甲", bizType: "NEWS" }, f.editor)).body.data.id;
    const b = (await f.call("/api/admin/column/create", { name: "测试栏目乙", bizType: "NEWS" }, f.editor)).body.data.id;
    const sub = await f.call("/api/admin/column/create", { name: "子栏目", bizType: "NEWS", parentId: a }, f.editor);
    expect(
      (await f.call("/api/admin/column/create", { name: "孙栏目", bizType: "NEWS", parentId: sub.body.data.id }, f.editor)).body.msg,
    ).toMatch(/最多两级/);
    await f.call("/api/admin/column/update", { id: b, name: "改名栏目" }, f.editor);
    await f.call("/api/admin/column/reorder", { ids: [b, a] }, f.editor);
    const list = (await f.call("/api/admin/column/list", {}, f.editor)).body.data as { id: number; name: string; sort: number }[];
    const [rb, ra] = [list.find((c) => c.id === b), list.find((c) => c.id === a)];
    expect(rb?.name).toBe("改名栏目");
    expect((rb?.sort ?? 0) < (ra?.sort ?? 0)).toBe(true);
    expect((await f.call("/api/admin/column/remove", { id: a }, f.editor)).status).toBe(409);
    expect(await f.call("/api/admin/column/remove", { id: dirId }, f.editor)).toMatchObject({
      status: 409,
      body: { msg: expect.stringMatching(/还有文章|子栏目/) },
    });
    expect((await f.call("/api/admin/column/remove", { id: sub.body.data.id }, f.editor)).status).toBe(200);
    expect((await f.call("/api/admin/column/remove", { id: a }, f.editor)).status).toBe(200);
    expect((await f.call("/api/admin/column/remove", { id: a }, f.editor)).status).toBe(404);
  });

  it("manages tags with counts and refuses duplicates", async () => {
    const created = await f.call("/api/admin/tag/create", { name: "新标签" }, f.editor);
    expect(created.status).toBe(200);
    expect((await f.call("/api/admin/tag/create", { name: "新标签" }, f.editor)).status).toBe(409);
    await f.call("/api/admin/tag/update", { id: created.body.data.id, name: "新标签二" }, f.editor);
    const list = await f.call("/api/admin/tag/listPaged", { keyword: "新标签", size: 10 }, f.editor);
    expect(list.body).toMatchObject({ total: 1, data: { records: [{ name: "新标签二", articles: 0 }] } });
    expect((await f.call("/api/admin/tag/remove", { id: created.body.data.id }, f.editor)).status).toBe(200);
  });

  it("re-indexes articles for search when their tag or column is renamed or the tag removed", async () => {
    const col = (await f.call("/api/admin/column/create", { name: "青鸾栏目", bizType: "NEWS" }, f.editor)).body.data.id;
    const input = { dirId: col, title: "检索测试文章", content: "<p>正文</p>", tags: ["蓝鲸计划"], state: "PUBLISHED" };
    const id = (await f.call("/api/admin/news/create", input, f.admin)).body.data.id as number;
    const finds = async (keyword: string) =>
      ((await f.call("/api/news/pub/search", { keyword, type: "NEWS" })).body.data.records as { id: number }[]).some((r) => r.id === id);
    expect(await finds("蓝鲸计划")).toBe(true);
    const tag = (await f.call("/api/admin/tag/listPaged", { keyword: "蓝鲸计划" }, f.editor)).body.data.records[0];
    expect(tag.articles).toBe(1);
    const columns = (await f.call("/api/admin/column/list", {}, f.editor)).body.data as { id: number; articles: number }[];
    expect(columns.find((c) => c.id === col)?.articles).toBe(1);
    const tagId = tag.id;
    await f.call("/api/admin/tag/update", { id: tagId, name: "白鹭专项" }, f.editor);
    expect([await finds("白鹭专项"), await finds("蓝鲸计划")]).toEqual([true, false]);
    await f.call("/api/admin/column/update", { id: col, name: "朱雀栏目" }, f.editor);
    expect([await finds("朱雀栏目"), await finds("青鸾栏目")]).toEqual([true, false]);
    await f.call("/api/admin/tag/remove", { id: tagId }, f.editor);
    expect(await finds("白鹭专项")).toBe(false);
    await f.call("/api/admin/news/remove", { id }, f.admin);
    await f.call("/api/admin/column/remove", { id: col }, f.editor);
  });

  it("writes a change and its audit entry together or not at all", async () => {
    const columns = async () => (await f.call("/api/admin/column/list", {}, f.editor)).body.data.length as number;
    const before = await columns();
    // The audit table refuses every new row: the change it would record must not happen either.
    await t.database.db.execute(sql`alter table audit_log add constraint audit_refuses check (false) not valid`);
    try {
      expect((await f.call("/api/admin/column/create", { name: "无审计栏目", bizType: "NEWS" }, f.editor)).status).toBe(500);
      expect((await f.call("/api/admin/tag/create", { name: "无审计标签" }, f.editor)).status).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_refuses`);
    }
    expect(await columns()).toBe(before);
    expect((await f.call("/api/admin/tag/listPaged", { keyword: "无审计标签" }, f.editor)).body.total).toBe(0);
  });
});
