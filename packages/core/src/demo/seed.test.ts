import { schema } from "@portal/db";
import { openTestDatabase } from "@portal/db/testing";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testCtx } from "../testing";
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
  });
});
