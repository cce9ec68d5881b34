import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, shot, staffContext, visitorContext } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";
import { open } from "../helpers";

const run = chromiumAvailable() ? describe : describe.skip;

interface Overview {
  totals: { pv: number; uv: number };
  sources: { source: string; visitors: number }[];
  pages: { path: string; pv: number }[];
  articles: { artType: string; artId: number; reads: number }[];
}

/** The console's figures, read through the staff API. */
async function overview(): Promise<Overview> {
  const res = await fetch(`${baseURL()}/api/admin/analytics/overview`, {
    method: "POST",
    headers: { Authorization: `Bearer ${inject("staffToken")}`, "Content-Type": "application/json" },
    body: JSON.stringify({ days: 7 }),
  });
  return ((await res.json()) as { data: Overview }).data;
}

/**
 * Visitor analytics (issue 12): a visitor arriving from a search engine reads an article and moves
 * on; the page views, the source and the reading time appear in the console's 访问统计.
 */
run("visitor analytics", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("counts a visit's pages, its source and the article's reading time", async () => {
    const before = await overview();
    const visitor = await visitorContext(browser);
    const page = await visitor.newPage();
    // A page is counted when it is left, by the beacon the hydrated page sets up: each page is
    // hydrated before it is left (on a busy machine the network can be quiet before that).
    await open(page, "/", { referer: "https://www.baidu.com/s?wd=工程" });
    await open(page, "/news/3");
    await page.waitForTimeout(2200);
    await open(page, "/video");
    // Leaving /video for another page makes its report certain; the report sent while the browser
    // context closes may be cut off with it.
    await open(page, "/help/index");
    await visitor.close();
    // Written in batches every couple of seconds. Other browser tests running meanwhile add page
    // views too, so the total alone could be reached before ours arrive: the new visitor from Baidu
    // (a new browser) is this visit's own mark.
    const fromBaidu = (o: Overview) => o.sources.find((s) => s.source === "www.baidu.com")?.visitors ?? 0;
    await expect
      .poll(
        async () => {
          const now = await overview();
          return { views: now.totals.pv >= before.totals.pv + 3, fromBaidu: fromBaidu(now) > fromBaidu(before) };
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual({ views: true, fromBaidu: true });
    // Top pages and articles are shared with every other browser test's visits: their lists are
    // checked by the API test (trace-api.test.ts), here only that the visit and its source arrived.

    const staff = await staffContext(browser);
    const desk = await staff.newPage();
    await desk.goto("/admin/analytics");
    await desk.getByText("阅读时长最多的内容").waitFor();
    await desk.locator(".admin-dashboard svg").first().waitFor();
    await shot(desk, "admin-analytics");
    await staff.close();
  });
});
