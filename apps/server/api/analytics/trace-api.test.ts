import { TRACE_EPOCH_MS } from "@portal/contract";
import { purgeOldVisits, updateSiteSettings } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { adminFixture, staffSession } from "../testing/staff-testkit";

/**
 * Visitor analytics (issue 12): page-leave beacons and reading times go into batched writes (nothing
 * before the flush, everything after); only our own pages count, by path, with a hashed browser id
 * and the session's user; operators see the figures; raw events older than the retention go.
 */
describe.each(testDbKinds())("visit statistics on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: Awaited<ReturnType<typeof adminFixture>>;
  let operator: { cookie: string };
  const now = new Date("2026-11-24T04:00:00Z");
  const leave = (q: Record<string, string>, cookie?: string) =>
    t.app.request(`http://portal.test/api/trace?${new URLSearchParams(q)}`, { headers: cookie ? { Cookie: cookie } : {} });
  const tOf = (d: Date) => String(d.getTime() - TRACE_EPOCH_MS);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
    f = await adminFixture(t);
    operator = await staffSession(t.database, "13700000003", ["operator"], "赵运营");
  }, 120_000);
  afterAll(() => t.close());

  it("batches page-leave reports, keeps only our own pages by path, hashes the browser id", async () => {
    const sid = "b1f0c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const ok = await leave({
      t: tOf(now),
      url: "http://portal.test/news/5?code=secret",
      sid,
      d: "42000",
      r: "https://www.baidu.com/s?wd=x",
    });
    expect(ok.status).toBe(200);
    await leave({ t: tOf(now), url: "http://portal.test/standard", sid, r: "http://portal.test/news/5" }, f.user.cookie);
    // Not counted: another site's page, the console, a time far off, a missing browser id.
    await leave({ t: tOf(now), url: "http://evil.test/x", sid });
    await leave({ t: tOf(now), url: "http://portal.test/admin/news", sid });
    await leave({ t: tOf(new Date(now.getTime() + 3_600_000)), url: "http://portal.test/", sid });
    await leave({ t: tOf(now), url: "http://portal.test/", sid: "" });
    expect(await t.database.db.select().from(schema.pageViews)).toHaveLength(0);
    await t.tracker.flush();
    const rows = await t.database.db.select().from(schema.pageViews);
    expect(rows.map((r) => [r.path, r.source, r.spentMs, r.day, r.userId === null])).toEqual([
      ["/news/5", "www.baidu.com", 42000, "2026-11-24", true],
      ["/standard", "站内", 0, "2026-11-24", false],
    ]);
    expect(rows[0].visitor).not.toContain(sid);
    expect(rows[0].visitor).toBe(rows[1].visitor);
  });

  it("records reading time of an article; refuses nonsense in Chinese", async () => {
    const body = { artId: 5, artType: "NEWS", artTitle: "一篇资讯", spent: 37, sid: "b1f0c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d" };
    expect((await t.json("/api/trace/traceArticle", body)).status).toBe(200);
    expect((await t.json("/api/trace/trace/article", { ...body, spent: 13 })).status).toBe(200);
    expect((await t.json("/api/trace/traceArticle", { ...body, spent: -1 })).status).toBe(400);
    expect((await t.json("/api/trace/traceArticle", { ...body, artType: "<b>" })).status).toBe(400);
    await t.tracker.flush();
    const rows = await t.database.db.select().from(schema.articleTimes);
    expect(rows.map((r) => r.spentSec).sort()).toEqual([13, 37]);
  });

  it("shows operators the figures; editors and visitors are refused", async () => {
    expect((await f.call("/api/admin/analytics/overview", {})).status).toBe(401);
    expect((await f.call("/api/admin/analytics/overview", {}, f.editor)).status).toBe(403);
    expect((await f.call("/api/admin/analytics/overview", { days: 5 }, operator)).status).toBe(400);
    const d = (await f.call("/api/admin/analytics/overview", { days: 7 }, operator)).body.data;
    expect(d).toMatchObject({ days: 7, from: "2026-11-18", to: "2026-11-24", totals: { pv: 2, uv: 1, avgStaySec: 42 } });
    expect(d.trend).toHaveLength(7);
    expect(d.trend[6]).toMatchObject({ day: "2026-11-24", pv: 2, uv: 1 });
    expect(d.sources).toEqual(expect.arrayContaining([{ source: "www.baidu.com", visitors: 1 }]));
    expect(d.pages[0]).toMatchObject({ pv: 1, uv: 1 });
    expect(d.articles).toEqual([{ artType: "NEWS", artId: 5, artTitle: "一篇资讯", reads: 2, totalSec: 50, avgSec: 25 }]);
  });

  it("deletes raw events older than the retention staff set", async () => {
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => now };
    await t.database.db.insert(schema.pageViews).values({
      day: "2026-09-01",
      at: new Date("2026-09-01T02:00:00Z"),
      path: "/old",
      visitor: "x",
      source: "直接访问",
    });
    await updateSiteSettings(ctx, { analyticsRetentionDays: 30 });
    expect(await purgeOldVisits(ctx)).toBe(1);
    expect((await t.database.db.select().from(schema.pageViews)).map((r) => r.path).sort()).toEqual(["/news/5", "/standard"]);
  });
});
