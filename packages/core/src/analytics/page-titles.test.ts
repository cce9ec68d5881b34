import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testCtx } from "../testing";
import { analyticsOverview } from "./overview";

/** 访问统计's 热门页面 names each page by its title (issue 35), the path kept beside it. */
describe.each(testDbKinds())("page titles in 访问统计 on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
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
    const view = (path: string, visitor: string) => ({ day: "2026-11-24", at: now, path, visitor, source: "直接访问" });
    await database.db
      .insert(schema.pageViews)
      .values([view("/standard/detail/84", "a"), view("/standard/detail/84", "b"), view("/tender/stats", "a"), view("/nowhere/1", "a")]);
  }, 120_000);
  afterAll(() => database.close());

  it("an article by its own title, a section by its name, an unknown page by its path alone", async () => {
    const { pages } = await analyticsOverview(ctx, { days: 7 });
    expect(pages[0]).toEqual({ path: "/standard/detail/84", title: "建筑设计防火规范（GB 50016-2014）", pv: 2, uv: 2 });
    const titles = Object.fromEntries(pages.map((p) => [p.path, p.title]));
    expect(titles).toEqual({
      "/standard/detail/84": "建筑设计防火规范（GB 50016-2014）",
      "/tender/stats": "招标数据统计",
      "/nowhere/1": null,
    });
  });
});
