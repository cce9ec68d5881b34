import { schema } from "@portal/db";
import { openTestDatabase } from "@portal/db/testing";
import { asc, desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testClock, testCtx } from "../testing";
import { DEMO_ARTICLES } from "./news-data";
import { isEmptySite, seedDemo } from "./seed";

async function seededSnapshot() {
  const database = await openTestDatabase("pglite");
  try {
    const ctx = testCtx(database);
    expect(await isEmptySite(ctx)).toBe(true);
    await seedDemo(ctx);
    expect(await isEmptySite(ctx)).toBe(false);
    const dirs = await database.db.select().from(schema.newsDirs).orderBy(asc(schema.newsDirs.id));
    const pages = await database.db.select().from(schema.pageInfos).orderBy(asc(schema.pageInfos.name));
    const settings = await database.db.select().from(schema.siteSettings).orderBy(asc(schema.siteSettings.key));
    // Timestamps come from the clock; compare the content.
    return {
      dirs: dirs.map(({ createdAt, ...d }) => d),
      pages: pages.map(({ updatedAt, ...p }) => p),
      settings: settings.map(({ updatedAt, ...s }) => s),
    };
  } finally {
    await database.close();
  }
}

describe("demo content", () => {
  it("is deterministic: two fresh sites get identical rows", async () => {
    const [a, b] = [await seededSnapshot(), await seededSnapshot()];
    expect(a).toEqual(b);
    expect(a.dirs.length).toBeGreaterThan(10);
    expect(a.settings.find((s) => s.key === "hotline")?.value).toMatch(/^400-/);
  }, 120_000);

  it("dates the news for the first start: the newest of the week before, weekdays and spacing kept", async () => {
    const written = DEMO_ARTICLES.map((a) => a.date)
      .sort()
      .reverse();
    for (const now of ["2026-03-15T02:00:00Z", "2027-11-03T02:00:00Z"]) {
      const database = await openTestDatabase("pglite");
      try {
        await seedDemo(testCtx(database, testClock(new Date(now))));
        const rows = await database.db
          .select({ publishAt: schema.newsArticles.publishAt })
          .from(schema.newsArticles)
          .orderBy(desc(schema.newsArticles.publishAt));
        const days = rows.map((r) => (r.publishAt as Date).toISOString().slice(0, 10));
        const age = (Date.parse(now) - (rows[0].publishAt as Date).getTime()) / 86_400_000;
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThan(7);
        const shift = (Date.parse(days[0]) - Date.parse(written[0])) / 86_400_000;
        expect(Math.abs(shift % 7)).toBe(0);
        expect(days).toEqual(written.map((d) => new Date(Date.parse(d) + shift * 86_400_000).toISOString().slice(0, 10)));
      } finally {
        await database.close();
      }
    }
  }, 120_000);
});
