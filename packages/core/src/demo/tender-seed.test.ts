import { ENGINEERING_STAGES } from "@portal/contract";
import { openTestDatabase } from "@portal/db/testing";
import { regionChildren } from "@portal/text";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rows } from "../tender/link";
import { testCtx } from "../testing";
import { generateTenders } from "./tender-gen";
import { realTenders, seedTenders } from "./tender-seed";

describe("demo tenders", () => {
  it("are deterministic, cover every mainland province and every stage, and never lie in the future", () => {
    const a = generateTenders(3000, "2026-03-15");
    expect(a).toEqual(generateTenders(3000, "2026-03-15"));
    expect(a).toHaveLength(3000);
    const provinces = new Set(a.map((n) => n.sourceUrl.split("/")[3]));
    expect(provinces.size).toBe(regionChildren().filter((p) => Number(p.code) < 710000).length);
    const stages = new Set(a.map((n) => n.sourceUrl.split("/")[5]));
    expect([...stages].sort()).toEqual(Object.keys(ENGINEERING_STAGES).sort());
    expect(a.every((n) => (n.publishedOn as string) <= "2026-03-15")).toBe(true);
    expect(new Set(a.map((n) => n.sourceUrl)).size).toBe(a.length);
  });

  it("load the 420 real notices and the generated ones, each once, with linked projects", async () => {
    expect(realTenders()).toHaveLength(420);
    const database = await openTestDatabase("pglite");
    try {
      const ctx = testCtx(database);
      const r = await seedTenders(ctx, 2500);
      // One real notice is a repost of another (same text, "第2次公示").
      expect(r.created).toBe(420 + 2500 - 1);
      const [p] = await rows<{ linked: number }>(
        database.db,
        sql`SELECT count(*)::int AS linked FROM tender_projects WHERE announcement_count > 1`,
      );
      expect(p.linked).toBeGreaterThan(300);
      const [idx] = await rows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'tender_announcements'`,
      );
      // Every index of the schema is back (the withdrawn-notices partial index is never dropped: it stays empty).
      expect(idx.n).toBe(16);
    } finally {
      await database.close();
    }
  }, 120_000);
});
