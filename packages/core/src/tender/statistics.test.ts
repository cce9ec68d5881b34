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
    for (const d of s.discountByProvince) {
      expect(d.rate).toBeGreaterThan(0.3);
      expect(d.rate).toBeLessThanOrEqual(1.2);
      expect(d.samples).toBeGreaterThanOrEqual(5);
    }
  });
});
