import { schema } from "@portal/db";
import { openTestDatabase } from "@portal/db/testing";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTenders } from "../demo";
import { testCtx } from "../testing";
import { ingestAnnouncements } from "./ingest";
import { tenderStatistics } from "./statistics";

describe("tender statistics", () => {
  const db = openTestDatabase("pglite");
  let ctx: ReturnType<typeof testCtx>;
  beforeAll(async () => {
    ctx = testCtx(await db);
    await seedTenders(ctx, 1500);
  }, 120_000);
  afterAll(async () => (await db).close());

  it("adds up across provinces, stages and categories, and keeps months and ratios plausible", async () => {
    const s = await tenderStatistics(ctx);
    expect(s.total).toBe(420 + 274 + 1500 - 1);
    // The demo's copies on 中国政府采购网 are folded into their originals, named beside them.
    const [also] = await (await db).db.select({ n: count() }).from(schema.tenderAlsoPublished);
    expect(Number(also?.n)).toBeGreaterThan(3);
    expect(s.byCategory.reduce((n, c) => n + c.count, 0)).toBe(s.total);
    expect(s.byProvince).toHaveLength(34);
    expect(s.byProvince.find((p) => p.code === "420000")?.count).toBeGreaterThan(420);
    expect(s.byProvince.reduce((n, p) => n + p.count, 0)).toBeLessThanOrEqual(s.total);
    // Cities (the map's drill-down): each within its province's figure, 宜昌 among 湖北's.
    for (const p of s.byProvince) {
      const inCities = s.byCity.filter((c) => c.province === p.code).reduce((n, c) => n + c.count, 0);
      expect(inCities, p.name).toBeLessThanOrEqual(p.count);
    }
    expect(s.byCity.find((c) => c.code === "420500")).toMatchObject({ province: "420000", name: "宜昌市" });
    expect(s.byStage.map((x) => x.code).sort()).toEqual(["0100", "0102", "0103", "0104", "0105", "0106", "0107"]);
    expect(s.byMonth.length).toBeGreaterThan(6);
    for (const m of s.byMonth) expect(m.month <= "2026-03").toBe(true);
    expect(s.topBuyers.length).toBe(10);
    for (let i = 1; i < s.topBuyers.length; i++) expect(s.topBuyers[i - 1].count).toBeGreaterThanOrEqual(s.topBuyers[i].count);
    // 下浮率: quartiles in order and within 0–60 %, the outliers counted beside them; every result
    // falls in exactly one project type, and in one province when it has one.
    const d = s.discount;
    expect(d.overall.samples).toBeGreaterThan(50);
    const all = [d.overall, ...d.byProvince, ...d.byProjectType, ...d.byBuyer, ...d.byMonth];
    for (const g of all.filter((x) => x.samples > 0)) {
      expect(g.q1).toBeGreaterThanOrEqual(0);
      expect(g.q1).toBeLessThanOrEqual(g.median as number);
      expect(g.median).toBeLessThanOrEqual(g.q3 as number);
      expect(g.q3).toBeLessThanOrEqual(0.6);
    }
    const size = (gs: typeof all) => gs.reduce((n, g) => n + g.samples + g.outliers, 0);
    expect(size(d.byProjectType)).toBe(d.overall.samples + d.overall.outliers);
    expect(size(d.byProvince)).toBeLessThanOrEqual(d.overall.samples + d.overall.outliers);
    expect(d.byBuyer.length).toBeLessThanOrEqual(10);
    expect(d.outlierNotices.length).toBe(Math.min(10, d.overall.outliers));
    for (const o of d.outlierNotices) expect(o.discount < 0 || o.discount > 0.6).toBe(true);
  });

  it("serves the stored figures while the data is unchanged, and new ones when it changes", async () => {
    const database = await db;
    const fresh = () => testCtx(database); // each with its own cache, as another process would be
    const before = await tenderStatistics(fresh());
    const [snap] = await database.db.select().from(schema.tenderStatsSnapshots);
    expect(snap?.version).toMatch(/^\d+:\d+$/);
    // Unchanged data: the snapshot is read, not computed again.
    await tenderStatistics(fresh());
    const [same] = await database.db.select().from(schema.tenderStatsSnapshots);
    expect(same?.computedAt.getTime()).toBe(snap?.computedAt.getTime());
    // A small database computes new figures while the reader waits.
    const notice = (n: number, title: string, text: string) => ({
      sourceUrl: `https://ggzy.example/stats/${n}.html`,
      title,
      text,
      publishedOn: "2026-03-14",
    });
    await ingestAnnouncements(ctx, [
      notice(1, "夷陵区统计快照道路工程施工招标公告", "招标人：宜昌市夷陵区交通运输局\n建设地点：湖北省宜昌市夷陵区"),
    ]);
    expect((await tenderStatistics(fresh())).total).toBe(before.total + 1);
    // Where computing took long (a million notices), the last figures are served and new ones made behind them.
    await database.db.update(schema.tenderStatsSnapshots).set({ computeMs: 60_000 });
    await ingestAnnouncements(ctx, [
      notice(2, "襄阳市东津新区污水处理厂设备采购公告", "采购人：襄阳市水务集团有限公司\n预算金额：350万元"),
    ]);
    expect((await tenderStatistics(fresh())).total).toBe(before.total + 1);
    await expect.poll(async () => (await tenderStatistics(fresh())).total, { timeout: 20_000 }).toBe(before.total + 2);
  });
});
