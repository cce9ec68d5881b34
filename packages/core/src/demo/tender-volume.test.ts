import type { Database } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../sql";
import { prepareAll } from "../tender";
import { testCtx } from "../testing";
import { demoVolumeLeft, demoVolumeProgress, loadDemoVolume, planDemoVolume } from "./tender-volume";

describe.each(testDbKinds())("the demo's generated tender notices, loaded after the first page, on %s (issue 34)", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  const count = async (where: ReturnType<typeof sql>) =>
    (await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM ${where}`))[0].n;
  const generated = () => count(sql`tender_announcements WHERE source_url LIKE 'https://ggzy.example/%'`);

  it("stop between two chunks, go on where they stopped at the next start, and are queued for no subscription", async () => {
    const ctx = testCtx(database);
    await planDemoVolume(ctx, 60);
    expect(await demoVolumeLeft(ctx)).toBe(true);
    // A stop asked for while the first chunk is being read: that chunk is written, then the load stops.
    const stop = new AbortController();
    let during: ReturnType<typeof demoVolumeProgress> = null;
    const first = await loadDemoVolume(ctx, {
      chunk: 25,
      signal: stop.signal,
      prepareBatch: async (notices, today) => {
        during = demoVolumeProgress();
        stop.abort();
        return prepareAll(notices, today);
      },
    });
    expect(during).toEqual({ loaded: 0, total: 60 });
    expect(first).toBeGreaterThanOrEqual(24);
    expect(first).toBeLessThan(60);
    expect(await generated()).toBe(first);
    expect(demoVolumeProgress()).toBeNull();
    expect(await demoVolumeLeft(ctx)).toBe(true);

    const rest = await loadDemoVolume(ctx, { chunk: 25 });
    expect(await generated()).toBe(first + rest);
    expect(first + rest).toBeGreaterThanOrEqual(58); // 60, less a near-duplicate folded into its twin
    expect(await demoVolumeLeft(ctx)).toBe(false);
    expect(await count(sql`tender_match_pending`)).toBe(0);
    // Nothing is left: a later start loads nothing and stores no notice twice.
    expect(await loadDemoVolume(ctx)).toBe(0);
    expect(await generated()).toBe(first + rest);
  });
});
