import { schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  enterTenderManually,
  ingestAnnouncements,
  type TenderCoverage,
  tenderCoverage,
  tenderFreshness,
  tenderSink,
  withdrawTender,
} from "../tender";
import { testClock, testCtx } from "../testing";
import { fakeClock } from "./fixtures/clock";
import { startFixtureSite } from "./fixtures/site";
import { createCrawlHttp } from "./http";
import { runSource } from "./run-source";
import { createCrawlSource } from "./sources";

let site: Awaited<ReturnType<typeof startFixtureSite>>;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const notice = (n: number, publishedOn: string, sourceSite?: string) => ({
  sourceUrl: `https://files.example/${n}.html`,
  sourceSite,
  title: `第${n}号 公共卫生间改造工程招标公告`,
  text: `招标人：测试单位${n}号局\n项目编号：ZB-${n}-${n * 7}\n工程地点在${["东区", "西区", "南区", "北区", "中区"][n % 5]}，内容不同${n}`,
  publishedOn,
});

/**
 * tender/coverage.ts, tested here because it reads what the crawler records: the figures of 数据来源与时效, hand-computed from notices stored here by the real crawler (an RSS
 * source on the fixture site), a file import, a staff entry and demo notices, with a source whose
 * feed is missing (failed runs, one of them older than 7 days).
 */
describe.each(testDbKinds())("tender coverage on %s", (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let result: TenderCoverage;
  let clock: ReturnType<typeof testClock>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // 2025-02-20 12:00 China time: a failed run more than 7 days before the reading.
    clock = testClock(new Date("2025-02-20T04:00:00Z"));
    const ctx = testCtx(database, clock);
    const http = createCrawlHttp({ trustHosts: [new URL(site.origin).host], clock: fakeClock().clock, backoffMs: 10 });
    const feed = await createCrawlSource(ctx, {
      name: "某市政府采购网",
      kind: "FEED",
      url: `${site.origin}/rss.xml`,
      siteName: "某市政府采购网",
    });
    const broken = await createCrawlSource(ctx, { name: "已改版的交易中心", kind: "FEED", url: `${site.origin}/missing.xml` });
    expect((await runSource(ctx, broken.id, tenderSink(ctx), { http })).status).toBe("FAILED");
    // A file of that day: counted, but too old for the delay (stored more than 7 days before the reading).
    expect((await ingestAnnouncements(ctx, [notice(10, "2025-02-19", "某县公共资源交易中心")])).created).toBe(1);

    // 2025-03-05 23:00 China time: a file import the day before the reading, published 2025-03-01.
    clock.advance(Date.parse("2025-03-05T15:00:00Z") - clock.now().getTime());
    expect((await ingestAnnouncements(ctx, [notice(1, "2025-03-01", "某县公共资源交易中心")])).created).toBe(1);

    // 2025-03-06 12:00 China time: the feed (notices of 03-06 and 03-05), the missing feed again, more files.
    clock.advance(Date.parse("2025-03-06T04:00:00Z") - clock.now().getTime());
    expect(await runSource(ctx, feed.id, tenderSink(ctx), { http })).toMatchObject({ status: "OK", created: 2 });
    expect((await runSource(ctx, broken.id, tenderSink(ctx), { http })).status).toBe("FAILED");
    const files = await ingestAnnouncements(ctx, [
      notice(2, "2025-02-26", "某县公共资源交易中心"),
      notice(3, "2025-03-04", "某市建设工程交易网"),
      notice(4, "2025-03-06"),
      notice(5, "2025-03-06", "某县公共资源交易中心"),
    ]);
    expect(files.created).toBe(4);
    await ingestAnnouncements(ctx, [
      notice(6, "2025-03-04", "湖北省公共资源交易平台（演示数据）"),
      notice(7, "2025-03-02", "湖北省政府采购网（演示数据）"),
      notice(8, "2025-03-05", "湖北省政府采购网（演示数据）"),
    ]);
    await enterTenderManually(ctx, { ...notice(9, "2025-03-05", "纸质公告"), sourceUrl: "https://paper.example/9" });
    // Withdrawn notices count nowhere public.
    const [five] = await database.db
      .select({ id: schema.tenderAnnouncements.id })
      .from(schema.tenderAnnouncements)
      .where(eq(schema.tenderAnnouncements.sourceUrl, "https://files.example/5.html"));
    await withdrawTender(ctx, { id: five.id, reason: "测试" });

    // 13:00: the feed answers 304, a successful run that stores nothing.
    clock.advance(3600_000);
    expect(await runSource(ctx, feed.id, tenderSink(ctx), { http })).toMatchObject({ status: "OK", created: 0 });
    await http.close();
    result = await tenderCoverage(testCtx(database, clock));
  }, 120_000);
  afterAll(() => database.close());

  const row = (name: string) => result.sources.find((s) => s.name === name);

  it("a crawl source: its notices, dates, last good run, median delay and failures", () => {
    expect(row("某市政府采购网")).toEqual({
      key: expect.stringMatching(/^crawl:\d+$/),
      kind: "crawl",
      name: "某市政府采购网",
      sites: [{ name: "某市政府采购网", count: 2 }],
      siteCount: 1,
      enabled: true,
      notices: 2,
      firstPublishedOn: "2025-03-05",
      latestPublishedOn: "2025-03-06",
      lastSuccessAt: "2025-03-06 13:00:00",
      // Stored 03-06 12:00: 12 h after the day of 03-06 began, 36 h after 03-05's; median 24 h.
      medianDelayHours: 24,
      delaySamples: 2,
      runs7d: { total: 2, failed: 0, partial: 0 },
    });
  });

  it("a source that never worked is listed with its failures of the last 7 days only", () => {
    expect(row("已改版的交易中心")).toMatchObject({
      notices: 0,
      firstPublishedOn: null,
      latestPublishedOn: null,
      lastSuccessAt: null,
      medianDelayHours: null,
      runs7d: { total: 1, failed: 1, partial: 0 },
    });
  });

  it("notices without a crawl source are grouped as file import, staff entry and demo data", () => {
    expect(row("文件导入")).toMatchObject({
      kind: "file",
      notices: 5,
      firstPublishedOn: "2025-02-19",
      latestPublishedOn: "2025-03-06",
      sites: [
        { name: "某县公共资源交易中心", count: 3 },
        { name: "某市建设工程交易网", count: 1 },
      ],
      siteCount: 2,
      lastSuccessAt: null,
      runs7d: null,
      // Stored in the last 7 days: 4 d 23 h (notice 1, stored 03-05 23:00), 7 d 12 h, 2 d 12 h, 12 h: median (60 + 119) / 2.
      medianDelayHours: 89.5,
      delaySamples: 4,
    });
    expect(row("人工录入")).toMatchObject({ kind: "manual", notices: 1, firstPublishedOn: "2025-03-05", medianDelayHours: 36 });
    expect(row("演示数据")).toMatchObject({
      kind: "demo",
      notices: 3,
      firstPublishedOn: "2025-03-02",
      latestPublishedOn: "2025-03-05",
      medianDelayHours: 60,
      sites: [
        { name: "湖北省政府采购网（演示数据）", count: 2 },
        { name: "湖北省公共资源交易平台（演示数据）", count: 1 },
      ],
      siteCount: 2,
    });
    expect(result.sources.map((s) => s.name)).toEqual(["某市政府采购网", "已改版的交易中心", "文件导入", "人工录入", "演示数据"]);
    expect(result.sources.reduce((n, s) => n + s.notices, 0)).toBe(11);
  });

  it("today's new notices count from midnight China time; the freshest delay is the shortest median over three notices or more", async () => {
    // Stored 03-06 (China): 2 by the feed, 3 files (one more withdrawn), 3 demo, 1 entered; the 03-05 23:00 file is yesterday's.
    expect(result.todayNew).toBe(9);
    // The feed's 24 h (two notices) and the entry's 36 h (one) are medians of too few: the demo's 60 h (three) is the figure.
    expect(result.fastest).toEqual({ name: "演示数据", hours: 60 });
    expect(await tenderFreshness(testCtx(database, clock))).toEqual({ todayNew: 9, fastest: { name: "演示数据", hours: 60 } });
    expect(result.asOf).toBe("2025-03-06 13:00:00");
  });
});
