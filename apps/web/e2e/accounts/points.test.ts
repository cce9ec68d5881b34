import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chromiumAvailable, launchChromium } from "../browser";
import { open } from "../helpers";
import { baseURL, shot } from "./helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/** Issue 10: a signed-in user signs in for the day in the personal center and sees the points arrive. */
run("daily sign-in and points in the personal center", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
    // The demo administrator's session from the e2e seed: any signed-in user has points, and this
    // one needs no login flow that other tests' codes and second factors could collide with.
    await ctx.addCookies([{ name: "sid", value: inject("staffToken"), url: baseURL() }]);
    page = await ctx.newPage();
  });
  afterAll(() => browser?.close());

  it("signs in once, the balance, calendar and ledger show it, and the button says it is done", async () => {
    // Hydrated first: a click on the server-rendered button before React attaches does nothing.
    await open(page, "/personalCenter?tab=points");
    // The open tab's panel is in the HTML, and its script is preloaded with the page's own.
    expect(await page.locator('link[rel="modulepreload"][href*="/PointsPanel-"]').count()).toBe(1);
    const balance = page.locator(".points-balance b");
    const before = Number((await balance.textContent())?.replace(/,/g, ""));
    await page.getByRole("button", { name: /^签 ?到$/ }).click();
    await page.getByText(/签到成功，获得 5 积分/).waitFor();
    await page.getByRole("button", { name: "今日已签到" }).waitFor();
    expect(await page.getByRole("button", { name: "今日已签到" }).isDisabled()).toBe(true);
    expect(Number((await balance.textContent())?.replace(/,/g, ""))).toBe(before + 5);
    expect(await page.locator(".sign-calendar td.today.signed").count()).toBe(1);
    expect(
      await page
        .getByRole("table", { name: "积分明细" })
        .getByRole("row", { name: /每日签到/ })
        .first()
        .textContent(),
    ).toContain("+5");
    await shot(page, "points-signed-in");
    // The server renders the same state after a reload.
    await page.reload();
    await page.getByRole("button", { name: "今日已签到" }).waitFor();
    expect(await page.getByRole("button", { name: "今日已签到" }).isDisabled()).toBe(true);
  });
});
