import { openTestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTenders } from "../demo";
import { testCtx } from "../testing";
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
    expect(s.byCategory.reduce((n, c) => n + c.count, 0)).toBe(s.total);
    expect(s.byProvince).toHaveLength(34);
    expect(s.byProvince.find((p) => p.code === "420000")?.count).toBeGreaterThan(420);
    expect(s.byProvince.reduce((n, p) => n + p.count, 0)).toBeLessThanOrEqual(s.total);
    expect(s.byStage.map((x) => x.code).sort()).toEqual(["0100", "0102", "0103", "0104", "0105", "0106"]);
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
});
