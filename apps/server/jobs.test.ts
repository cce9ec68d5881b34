import { createCrawlSource, manualTimers, memoryCache, memoryQueue } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { openTestDatabase } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startJobs } from "./jobs";
import { createLogger } from "./logger";

describe("background jobs in the server", () => {
  it("WORKER=off needs Redis, or nobody would run the jobs", () => {
    expect(() => loadConfig({ WORKER: "off" })).toThrow(/WORKER/);
    expect(loadConfig({ WORKER: "off", REDIS_URL: "redis://127.0.0.1:6379" }).WORKER).toBe("off");
    expect(loadConfig({}).WORKER).toBe("on");
  });

  it("the account purge is a repeatable job that erases accounts past their cooling-off", async () => {
    const database = await openTestDatabase("pglite");
    const timers = manualTimers();
    const queue = memoryQueue({ timers });
    const now = () => new Date(timers.now());
    const [due] = await database.db
      .insert(schema.users)
      .values({ phone: "13800000001", status: "deleting", deletionRequestedAt: new Date(timers.now() - 16 * 86_400_000) })
      .returning();
    const [cooling] = await database.db
      .insert(schema.users)
      .values({ phone: "13800000002", status: "deleting", deletionRequestedAt: new Date(timers.now() - 86_400_000) })
      .returning();
    const deps = { config: loadConfig({}), db: database.db, cache: memoryCache(), logger: createLogger("silent"), now };
    await startJobs(deps, queue, true);
    expect(await queue.schedules()).toContainEqual({ key: "purge-accounts", name: "account.purge", every: 3_600_000 });
    timers.advance(0);
    await queue.idle();
    const status = async (id: string) => (await database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0].status;
    expect(await status(due.id)).toBe("deleted");
    expect(await status(cooling.id)).toBe("deleting");
    // Fifteen days on, the hourly schedule has erased the second one too. (The manual clock fires
    // every hourly tick at once; the one at exactly +15 d is the one that finds the account due.)
    timers.advance(15 * 86_400_000 - 1);
    await queue.idle();
    timers.advance(1);
    await queue.idle();
    expect(await status(cooling.id)).toBe("deleted");
    await queue.close();
    await database.close();
  });

  it("declares one crawl schedule per enabled source at start-up", async () => {
    const database = await openTestDatabase("pglite");
    const queue = memoryQueue({ timers: manualTimers() });
    const ctx = { ...testCtx(database), queue };
    const on = await createCrawlSource(ctx, { name: "甲", kind: "FEED", url: "https://ggzy.example.gov.cn/rss.xml", intervalMinutes: 60 });
    await createCrawlSource(ctx, { name: "乙", kind: "FEED", url: "https://ccgp.example.gov.cn/rss.xml", enabled: false });
    const fresh = memoryQueue({ timers: manualTimers() });
    await startJobs({ config: loadConfig({}), db: database.db, cache: memoryCache(), logger: createLogger("silent") }, fresh, false);
    expect((await fresh.schedules()).map((s) => s.key).sort()).toEqual([`crawl-source-${on.id}`, "purge-accounts"]);
    await Promise.all([queue.close(), fresh.close()]);
    await database.close();
  });
});
