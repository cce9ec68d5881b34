import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chromiumAvailable, launchChromium } from "../browser";
import { open } from "../helpers";
import { baseURL, shot } from "./helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/** Issue 10: a signed-in reader's history fills as they read, and the invite tab shows their link. */
run("reading history and invitations in the personal center", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    // Headless Chromium names itself in its user agent and the server does not count reads by robots.
    const userAgent = (await browser.newPage().then((p) => p.evaluate(() => navigator.userAgent))).replace("HeadlessChrome", "Chrome");
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 }, locale: "zh-CN", userAgent });
    await ctx.addCookies([{ name: "sid", value: inject("staffToken"), url: baseURL() }]);
    page = await ctx.newPage();
  });
  afterAll(() => browser?.close());

  it("an article opened while signed in appears first in 阅读历史", async () => {
    const res = await fetch(`${baseURL()}/api/news/pub/topRead`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify({ size: 3 }),
    });
    const article = ((await res.json()) as { data: { id: number; title: string }[] }).data[2];
    // The page reports the read once it has loaded (ReadCount); the history is filled from that.
    await open(page, `/news/${article.id}`);
    await open(page, "/personalCenter?tab=reads");
    const first = page.locator(".read-history li").first();
    await first.waitFor();
    expect(await first.textContent()).toContain(article.title);
    expect(await first.locator("a").getAttribute("href")).toBe(`/news/${article.id}`);
    await shot(page, "read-history");
  });

  it("邀请好友 shows the link, the rule and the list of friends", async () => {
    await open(page, "/personalCenter?tab=invite");
    const link = page.getByLabel("邀请链接");
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/invite\?code=[A-Z2-9]{8}$/);
    await page.getByRole("button", { name: "复制链接" }).click();
    await page.getByText(/邀请链接已复制|请选中链接后手动复制/).waitFor();
    expect(await page.getByText("已邀请好友").count()).toBeGreaterThan(0);
    await shot(page, "invite");
  });
});
