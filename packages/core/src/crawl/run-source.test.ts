import { schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testClock, testCtx } from "../testing";
import { fakeClock } from "./fixtures/clock";
import { memorySink } from "./fixtures/sink";
import { startFixtureSite } from "./fixtures/site";
import { createCrawlHttp } from "./http";
import { runSource } from "./run-source";
import { createCrawlSource, updateCrawlSource } from "./sources";

let site: Awaited<ReturnType<typeof startFixtureSite>>;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

describe.each(testDbKinds())("crawl runs on %s", (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let ctx: Ctx;
  let clock: ReturnType<typeof testClock>;
  const http = () => createCrawlHttp({ trustHosts: [new URL(site.origin).host], clock: fakeClock().clock, backoffMs: 10 });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(schema.crawlUrls);
    await database.db.delete(schema.crawlSources);
    clock = testClock();
    ctx = testCtx(database, clock);
    site.state.listVersion = 1;
    site.state.flakyFailures = 1;
  });

  const htmlSource = () =>
    createCrawlSource(ctx, {
      name: "宜昌市公共资源交易中心·工程建设",
      kind: "HTML",
      url: `${site.origin}/jyxx/gcjs/index.html`,
      siteName: "宜昌市公共资源交易中心",
      config: { listItem: "table.ewb-list tr", date: ".date" },
      hostDelayMs: 500,
    });

  it("reads a paged HTML list and its detail pages: GBK, broken HTML, robots.txt and a 503 on the way", async () => {
    const { id } = await htmlSource();
    const { sink, stored, byTitle } = memorySink();
    const client = http();
    const first = await runSource(ctx, id, sink, { http: client });
    expect(first).toMatchObject({ status: "PARTIAL", pages: 2, created: 4, duplicates: 0, failed: 1 });
    expect(first.errors).toEqual([expect.stringMatching(/^robots\.txt 不允许抓取：.*\/private\/t20250301_1001\.html$/)]);
    expect(site.hits.get("/private/t20250301_1001.html")).toBeUndefined();

    const road = byTitle("黄花至龙泉");
    expect(road).toMatchObject({ sourceSite: "宜昌市公共资源交易中心", publishedOn: "2025-03-03" });
    expect(road?.text).toContain("最高投标限价：12,345,678.90元");
    expect(road?.attachments?.map((a) => a.name)).toEqual(["招标文件.pdf", "工程量清单", "图纸.zip"]);
    expect(road?.attachments?.every((a) => a.url.startsWith(`${site.origin}/`))).toBe(true);
    expect(byTitle("老旧小区")?.text).toContain("壹佰贰拾叁万肆仟元整");
    expect(byTitle("中标候选人公示")?.text).toContain("中标候选人名称 | 湖北远安路桥建设有限公司");
    expect(byTitle("排水管网")?.text).toContain("中标人：湖北枝江建工集团有限公司");
    expect(stored.size).toBe(4);

    const [run] = await database.db
      .select()
      .from(schema.crawlRuns)
      .where(eq(schema.crawlRuns.id, first.runId as number));
    expect(run).toMatchObject({ trigger: "MANUAL", status: "PARTIAL", pages: 2, created: 4, duplicates: 0, failed: 1 });
    expect(run.errors).toContain("robots.txt");
    expect(run.finishedAt).toEqual(clock.now());

    // Nothing changed: page 1 answers 304 to the remembered ETag and the run stops there.
    const second = await runSource(ctx, id, sink, { http: client });
    expect(second).toMatchObject({ status: "OK", pages: 1, created: 0, duplicates: 0, failed: 0 });
    expect(site.requests.filter((r) => r.path === "/jyxx/gcjs/index.html").at(-1)?.headers["if-none-match"]).toBe('"list-1-v1"');

    // A new notice on top: it is read, the known ones are skipped, paging stops at a page of known ones.
    site.state.listVersion = 2;
    const third = await runSource(ctx, id, sink, { http: client });
    expect(third).toMatchObject({ status: "OK", pages: 2, created: 1, duplicates: 5, failed: 0 });
    expect(byTitle("安置房配套道路")?.text).toContain("最高投标限价：2,860,000.00元");
    await client.close();
  });

  it("reads a JSON API page by page with its field mapping", async () => {
    const { id } = await createCrawlSource(ctx, {
      name: "交易平台接口",
      kind: "JSON",
      url: `${site.origin}/api/notices?pageIndex={page}&pageSize=2`,
      config: { list: "data.list", title: "infoTitle", url: "infoUrl", date: "infoDate", text: "content" },
    });
    const { sink, stored } = memorySink();
    const client = http();
    const result = await runSource(ctx, id, sink, { http: client });
    expect(result).toMatchObject({ status: "OK", pages: 3, created: 3, failed: 0 });
    const notices = [...stored.values()];
    expect(notices.map((n) => n.publishedOn)).toEqual(["2025-03-05", "2025-03-04", "2025-03-03"]);
    expect(notices[0]).toMatchObject({
      sourceUrl: `${site.origin}/jyxx/gcjs/202503/t20250303_1003.html`,
      text: "招标人：秭归县住房和城乡建设局\n预算金额：356.8万元",
    });
    expect(notices[1].sourceUrl).toBe("https://example.invalid/jyxx/1.html");
    await client.close();
  });

  it("reads an RSS feed, then gets 304 for it", async () => {
    const { id } = await createCrawlSource(ctx, { name: "政府采购网", kind: "FEED", url: `${site.origin}/rss.xml` });
    const { sink, stored, byTitle } = memorySink();
    const client = http();
    expect(await runSource(ctx, id, sink, { http: client })).toMatchObject({ status: "OK", created: 2 });
    expect(byTitle("教学楼维修")).toMatchObject({
      sourceUrl: `${site.origin}/ccgp/2025/0306/5001.html`,
      publishedOn: "2025-03-06",
      text: "采购人：宜都市第一中学\n预算金额：86.5万元",
    });
    expect(stored.size).toBe(2);
    expect(await runSource(ctx, id, sink, { http: client })).toMatchObject({ status: "OK", pages: 1, created: 0, duplicates: 0 });
    await client.close();
  });

  it("a store that fails keeps nothing remembered, so the next run hands the notices over again", async () => {
    const { id } = await htmlSource();
    const client = http();
    const broken = await runSource(ctx, id, async () => Promise.reject(new Error("数据库连接中断")), { http: client });
    expect(broken.status).toBe("PARTIAL");
    expect(broken.errors).toContain("入库失败（4 条）：数据库连接中断");
    const { sink, stored } = memorySink();
    const retried = await runSource(ctx, id, sink, { http: client });
    expect(retried).toMatchObject({ created: 4, pages: 2 });
    expect(stored.size).toBe(4);
    await client.close();
  });

  it("a scheduled run skips when disabled, too soon after the last run, or while one is running", async () => {
    const { id } = await htmlSource();
    const { sink } = memorySink();
    const client = http();
    await runSource(ctx, id, sink, { http: client });
    expect(await runSource(ctx, id, sink, { http: client, trigger: "SCHEDULE" })).toMatchObject({
      status: "SKIPPED",
      reason: "未到下次运行时间",
    });
    clock.advance(31 * 60_000);
    expect((await runSource(ctx, id, sink, { http: client, trigger: "SCHEDULE" })).status).toBe("OK");
    await updateCrawlSource(ctx, { id, enabled: false });
    clock.advance(3_600_000);
    expect(await runSource(ctx, id, sink, { http: client, trigger: "SCHEDULE" })).toMatchObject({
      status: "SKIPPED",
      reason: "来源已停用",
    });
    await database.db.insert(schema.crawlRuns).values({ sourceId: id, trigger: "MANUAL", startedAt: clock.now() });
    expect(await runSource(ctx, id, sink, { http: client })).toMatchObject({ status: "SKIPPED", reason: "上一次运行尚未结束" });
    await client.close();
  });
});
