import { schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { desc, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { manualTimers, memoryQueue } from "../jobs";
import { testCtx } from "../testing";
import { fakeClock } from "./fixtures/clock";
import { memorySink } from "./fixtures/sink";
import { startFixtureSite } from "./fixtures/site";
import { createCrawlHttp } from "./http";
import { registerCrawlJobs, scheduleCrawlSources } from "./schedules";
import {
  createCrawlSource,
  deleteCrawlSource,
  getCrawlSource,
  listCrawlRuns,
  listCrawlSources,
  runCrawlSourceNow,
  updateCrawlSource,
} from "./sources";

const staff = (base: Ctx, roles: string[]): Ctx => ({
  ...base,
  actor: { kind: "user", userId: "00000000-0000-4000-8000-000000000001", sessionId: "s", roles, ip: "10.0.0.1" },
});

let site: Awaited<ReturnType<typeof startFixtureSite>>;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

describe.each(testDbKinds())("crawl sources on %s", (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let operator: Ctx;
  const timers = manualTimers();
  const queue = memoryQueue({ timers });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    operator = { ...staff(testCtx(database), ["operator"]), queue };
  });
  afterAll(async () => {
    await queue.close();
    await database.close();
  });

  const valid = () => ({
    name: "当阳市公共资源交易中心",
    kind: "HTML" as const,
    url: `${site.origin}/jyxx/gcjs/index.html`,
    config: { listItem: "table.ewb-list tr", pageUrl: "index_{page}.html", secondPage: 1 },
    intervalMinutes: 30,
  });

  it("only tender staff may read or change sources", async () => {
    const anonymous: Ctx = { ...testCtx(database), actor: { kind: "anonymous", ip: "1.1.1.1" } };
    await expect(listCrawlSources(anonymous)).rejects.toMatchObject({ kind: "Unauthenticated" });
    await expect(createCrawlSource(staff(testCtx(database), ["editor"]), valid())).rejects.toMatchObject({ kind: "Forbidden" });
    await expect(listCrawlSources(staff(testCtx(database), ["editor"]))).rejects.toMatchObject({ kind: "Forbidden" });
    await expect(listCrawlSources(staff(testCtx(database), ["admin"]))).resolves.toMatchObject({ total: 0 });
  });

  it("checks what staff enter and says what is wrong in Chinese", async () => {
    await expect(createCrawlSource(operator, { ...valid(), url: "ftp://x" })).rejects.toMatchObject({
      userMessage: "地址须以 http:// 或 https:// 开头",
    });
    await expect(createCrawlSource(operator, { ...valid(), config: {} })).rejects.toMatchObject({
      userMessage: expect.stringMatching(/^采集配置有误：listItem/),
    });
    await expect(createCrawlSource(operator, { ...valid(), config: { listItem: "li", pageUrl: "index.html" } })).rejects.toMatchObject({
      userMessage: "采集配置有误：pageUrl 翻页地址须包含 {page}",
    });
    await expect(createCrawlSource(operator, { ...valid(), intervalMinutes: 1 })).rejects.toMatchObject({
      userMessage: "采集间隔至少 10 分钟",
    });
    await expect(createCrawlSource(operator, { ...valid(), kind: "JSON", config: { list: "data.list" } })).rejects.toMatchObject({
      kind: "Invalid",
    });
  });

  it("creates, updates and deletes with audit entries and keeps the source's schedule in step", async () => {
    const { id } = await createCrawlSource(operator, valid());
    expect(await getCrawlSource(operator, { id })).toMatchObject({
      name: "当阳市公共资源交易中心",
      kind: "HTML",
      enabled: true,
      maxPages: 5,
    });
    expect(await queue.schedules()).toContainEqual({ key: `crawl-source-${id}`, name: "crawl.run", every: 1_800_000 });

    await updateCrawlSource(operator, { id, enabled: false });
    expect((await queue.schedules()).map((s) => s.key)).not.toContain(`crawl-source-${id}`);
    await updateCrawlSource(operator, { id, enabled: true, intervalMinutes: 120 });
    expect(await queue.schedules()).toContainEqual({ key: `crawl-source-${id}`, name: "crawl.run", every: 7_200_000 });

    const audit = await database.db
      .select()
      .from(schema.auditLog)
      .where(like(schema.auditLog.action, "crawlSource.%"))
      .orderBy(desc(schema.auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(["crawlSource.update", "crawlSource.update", "crawlSource.create"]);
    expect(audit[0].detail).toEqual({ before: { enabled: false, intervalMinutes: 30 }, after: { enabled: true, intervalMinutes: 120 } });

    await deleteCrawlSource(operator, { id });
    await expect(getCrawlSource(operator, { id })).rejects.toMatchObject({ kind: "NotFound", userMessage: "采集来源不存在或已被删除" });
    expect((await queue.schedules()).map((s) => s.key)).not.toContain(`crawl-source-${id}`);
    await expect(deleteCrawlSource(operator, { id })).rejects.toMatchObject({ kind: "NotFound" });
  });

  it("start-up schedules enabled sources and drops schedules of sources gone meanwhile", async () => {
    const { id } = await createCrawlSource(operator, valid());
    await queue.schedule("crawl-source-999999", "crawl.run", {}, { every: 60_000 });
    expect(await scheduleCrawlSources(operator, queue)).toBe(1);
    const keys = (await queue.schedules()).map((s) => s.key);
    expect(keys).toContain(`crawl-source-${id}`);
    expect(keys).not.toContain("crawl-source-999999");
    await deleteCrawlSource(operator, { id });
  });

  it("run now queues a job; the worker crawls and the console lists the run", async () => {
    const { id } = await createCrawlSource(operator, { ...valid(), enabled: false });
    const { sink, stored } = memorySink();
    const http = createCrawlHttp({ trustHosts: [new URL(site.origin).host], clock: fakeClock().clock });
    registerCrawlJobs(queue, () => operator, sink, { http });
    site.state.flakyFailures = 0;
    expect(await runCrawlSourceNow(operator, { id })).toEqual({ queued: true });
    await runCrawlSourceNow(operator, { id }); // a second click before it starts adds nothing
    await queue.idle();
    expect(stored.size).toBe(4);
    const runs = await listCrawlRuns(operator, { sourceId: id });
    expect(runs.total).toBe(1);
    expect(runs.records[0]).toMatchObject({
      sourceName: "当阳市公共资源交易中心",
      trigger: "MANUAL",
      status: "PARTIAL",
      created: 4,
      failed: 1,
    });
    const list = await listCrawlSources(operator);
    expect(list.records.find((s) => s.id === id)?.lastRun).toMatchObject({ status: "PARTIAL", created: 4, duplicates: 0, failed: 1 });
    await expect(runCrawlSourceNow({ ...operator, queue: undefined }, { id })).rejects.toMatchObject({
      userMessage: "任务队列未启用，无法立即采集",
    });
    await http.close();
  });
});
