import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { ingestAnnouncements } from "../tender";
import { testCtx } from "../testing";
import { analyticsOverview } from "./overview";

/** 访问统计's 热门页面 names each page by its title (issue 35), the path kept beside it. */
describe.each(testDbKinds())("page titles in 访问统计 on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  let tenderPath = "";
  const now = new Date("2026-11-24T04:00:00Z");

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = { ...testCtx(database), now: () => now, actor: { kind: "system", job: "test" } };
    // The search index's row of a standard, as publishing it writes one.
    await database.db.insert(schema.searchEntries).values({
      type: "NORMAL",
      refId: 84,
      title: "建筑设计防火规范（GB 50016-2014）",
      path: "/standard/detail/84",
      publishedAt: new Date("2020-01-01"),
      tsv: sql`to_tsvector('simple', '建筑设计 防火 规范')`,
    });
    const stored = await ingestAnnouncements(ctx, [
      {
        sourceUrl: "https://ggzy.example.cn/jyxx/xiantao-1.html",
        title: "仙桃市城区排水管网改造工程施工招标公告",
        text: "仙桃市城区排水管网改造工程施工招标公告。招标人：仙桃市城市建设投资有限公司",
        publishedOn: "2026-11-20",
      },
    ]);
    expect(stored.created).toBe(1);
    const [tender] = await database.db.select({ id: schema.tenderAnnouncements.id }).from(schema.tenderAnnouncements);
    tenderPath = `/tenderDetails/${tender?.id}`;
    const view = (path: string, visitor: string) => ({ day: "2026-11-24", at: now, path, visitor, source: "直接访问" });
    await database.db
      .insert(schema.pageViews)
      .values([
        view("/standard/detail/84", "a"),
        view("/standard/detail/84", "b"),
        view("/tender/stats", "a"),
        view("/nowhere/1", "a"),
        view(tenderPath, "a"),
      ]);
  }, 120_000);
  afterAll(() => database.close());

  it("an article and a tender notice by their own titles, a section by its name, an unknown page by its path alone", async () => {
    const { pages } = await analyticsOverview(ctx, { days: 7 });
    expect(pages[0]).toEqual({ path: "/standard/detail/84", title: "建筑设计防火规范（GB 50016-2014）", pv: 2, uv: 2 });
    const titles = Object.fromEntries(pages.map((p) => [p.path, p.title]));
    expect(titles).toEqual({
      "/standard/detail/84": "建筑设计防火规范（GB 50016-2014）",
      "/tender/stats": "招标数据统计",
      "/nowhere/1": null,
      [tenderPath]: "仙桃市城区排水管网改造工程施工招标公告",
    });
  });
});
