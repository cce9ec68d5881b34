import { createCrawlSource, ingestAnnouncements, manualTimers, memoryCache, memoryQueue, startReextraction } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { startFakeLlm } from "@portal/core/testing/fake-llm";
import { schema } from "@portal/db";
import { openTestDatabase } from "@portal/db/testing";
import { EXTRACTOR_VERSION } from "@portal/text";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAi } from "./ai";
import { loadConfig } from "./config";
import { jobCtx, startJobs } from "./jobs";
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
    expect((await fresh.schedules()).map((s) => s.key).sort()).toEqual([
      `crawl-source-${on.id}`,
      "purge-accounts",
      "purge-visits",
      "subscription-deliver",
      "subscription-match",
      "subscription-reminders",
      "subscription-renewals",
    ]);
    await Promise.all([queue.close(), fresh.close()]);
    await database.close();
  });

  it("the language model is configured by LLM_BASE_URL with LLM_MODEL, or not at all", () => {
    expect(() => loadConfig({ LLM_BASE_URL: "https://api.example.com/v1" })).toThrow(/LLM_MODEL/);
    expect(createAi(loadConfig({}))).toBeUndefined();
    const config = loadConfig({ LLM_BASE_URL: "https://api.example.com/v1", LLM_MODEL: "deepseek-chat" });
    expect(createAi(config)?.model).toBe("deepseek-chat");
    expect(config).toMatchObject({ LLM_TIMEOUT_MS: 30_000, LLM_PER_MINUTE: 20 });
  });

  it("with a model, ingested notices missing key fields are completed by the minute's fill job", async () => {
    const database = await openTestDatabase("pglite");
    const fake = await startFakeLlm();
    const timers = manualTimers();
    const queue = memoryQueue({ timers });
    const config = loadConfig({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: "fake", LLM_PER_MINUTE: "5" });
    const deps = { config, db: database.db, cache: memoryCache(), logger: createLogger("silent"), now: () => new Date(timers.now()) };
    await startJobs({ ...deps, ai: createAi(config) }, queue, true);
    expect(await queue.schedules()).toContainEqual({ key: "tender-llm-fill", name: "tender.llm-fill", every: 60_000 });
    fake.answer({
      content: { buyer: { value: "宜昌市夷陵区交通运输局", evidence: "宜昌市夷陵区交通运输局拟对黄花隧道工程进行施工招标。" } },
    });
    const sourceUrl = "https://ggzy.example/jobs/llm.html";
    const r = await ingestAnnouncements(jobCtx({ ...deps, ai: createAi(config) }, queue, "crawl"), [
      {
        sourceUrl,
        title: "宜昌市夷陵区黄花隧道工程施工招标公告",
        text: "宜昌市夷陵区交通运输局拟对黄花隧道工程进行施工招标。\n最高投标限价：1,000,000元\n投标截止时间：2026年04月02日09时30分\n",
      },
    ]);
    expect(r.llmQueued).toBe(1);
    timers.advance(0);
    await queue.idle();
    expect(fake.requests).toHaveLength(1);
    const [row] = await database.db.select().from(schema.tenderAnnouncements).where(eq(schema.tenderAnnouncements.sourceUrl, sourceUrl));
    expect(row.fields.buyer).toMatchObject({ value: "宜昌市夷陵区交通运输局", source: "llm" });
    await queue.close();
    await fake.close();
    await database.close();
  });

  it("notices stored by older rules are re-extracted by the job queued once the server answers", async () => {
    const database = await openTestDatabase("pglite");
    const queue = memoryQueue({ timers: manualTimers() });
    const deps = { config: loadConfig({}), db: database.db, cache: memoryCache(), logger: createLogger("silent") };
    await startJobs(deps, queue, true);
    const sourceUrl = "https://ggzy.example/jobs/reextract.html";
    await ingestAnnouncements(jobCtx(deps, queue, "crawl"), [
      { sourceUrl, title: "黄花隧道工程施工招标公告", text: "项目编号：HH-2026-01\n" },
    ]);
    await database.db.execute(sql`UPDATE tender_announcements SET extractor_version = 1`);
    await startReextraction(queue);
    await queue.idle();
    const [row] = await database.db.select().from(schema.tenderAnnouncements).where(eq(schema.tenderAnnouncements.sourceUrl, sourceUrl));
    expect(row.extractorVersion).toBe(EXTRACTOR_VERSION);
    expect(await database.db.select().from(schema.tenderReextractRuns)).toMatchObject([{ done: 1, total: 1 }]);
    await queue.close();
    await database.close();
  });

  it("without a model there is no fill schedule, and one left from an earlier start is removed", async () => {
    const database = await openTestDatabase("pglite");
    const queue = memoryQueue({ timers: manualTimers() });
    await queue.schedule("tender-llm-fill", "tender.llm-fill", {}, { every: 60_000 });
    await startJobs({ config: loadConfig({}), db: database.db, cache: memoryCache(), logger: createLogger("silent") }, queue, true);
    expect((await queue.schedules()).map((s) => s.key)).not.toContain("tender-llm-fill");
    await queue.close();
    await database.close();
  });
});
