import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, launchChromium } from "../browser";
import { baseURL, loginBySms, shot } from "./helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/**
 * A signed-in reader's marks survive a reload (the server renders them), and 我的收藏 in the personal
 * center lists favourites of every kind with a working 取消收藏.
 */
run("likes and favourites of a signed-in reader", () => {
  let browser: Browser;
  let page: Page;
  const phone = "13900000001"; // demo user 张工; no other browser test logs in with it
  const pressed = (name: RegExp) => page.getByRole("button", { name }).getAttribute("aria-pressed");

  beforeAll(async () => {
    browser = await launchChromium();
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
    page = await ctx.newPage();
  });
  afterAll(() => browser?.close());

  it("logs in by SMS code", async () => {
    await loginBySms(page, phone, "/news/5");
    await page.locator(".user-menu").waitFor();
  });

  it("likes and favourites an article, and the page shows both after a reload", async () => {
    await page.getByRole("button", { name: /^点赞/ }).click();
    await page.getByRole("button", { name: /^已赞/ }).waitFor();
    await page.getByRole("button", { name: /^收藏$/ }).click();
    await page.getByRole("button", { name: /^已收藏$/ }).waitFor();
    // The server-rendered HTML already carries the state, before any script runs.
    const html = await page.evaluate(() => fetch(location.href).then((r) => r.text()));
    expect(html).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>).)*已收藏/s);
    expect(html).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>).)*已赞/s);
    await page.reload();
    expect(await pressed(/^已赞/)).toBe("true");
    expect(await pressed(/^已收藏$/)).toBe("true");
    await shot(page, "article-favourited-after-reload");
    // The next article is another page: its buttons start from its own state, not this one's.
    await page.locator(".article-near div", { hasText: "下一篇" }).getByRole("link").click();
    await page.waitForURL((u) => u.pathname !== "/news/5");
    await page.getByRole("button", { name: /^收藏$/ }).waitFor();
    expect(await pressed(/^收藏$/)).toBe("false");
    expect(await pressed(/^点赞/)).toBe("false");
  });

  it("favourites a standard the same way", async () => {
    await page.goto("/standard/detail/30");
    await page.getByRole("button", { name: /^收藏$/ }).click();
    await page.getByRole("button", { name: /^已收藏$/ }).waitFor();
    await page.reload();
    expect(await pressed(/^已收藏$/)).toBe("true");
  });

  it("我的收藏 lists both, newest first, with links, and 取消收藏 removes one", async () => {
    await page.goto("/personalCenter?tab=favorites");
    const items = page.locator(".favorite-list li");
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain("老年人照料设施建筑设计标准");
    expect(await items.nth(0).textContent()).toContain("标准规范");
    expect(await items.nth(1).textContent()).toContain("资讯");
    expect(await items.nth(1).locator("a").getAttribute("href")).toBe("/news/5");
    await shot(page, "my-favourites");
    await items.nth(0).getByRole("button", { name: "取消收藏" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "取消收藏" }).click();
    await page.getByText("我的收藏（1）").waitFor();
    expect(await items.count()).toBe(1);
    await page.goto("/standard/detail/30");
    expect(await pressed(/^收藏$/)).toBe("false");
  });
});
