import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, shot } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";
import { open } from "../helpers";

const run = chromiumAvailable() ? describe : describe.skip;

const api = (page: Page, path: string, body: object) =>
  page.evaluate(
    ({ path, body }) =>
      fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        body: JSON.stringify(body),
      }).then((r) => r.json()),
    { path, body },
  );

/**
 * Upcoming work (issue 33, item 5) on the demo data: 采购意向 notices as a stage of their own, joined
 * by the later call of the same project; and 即将到期 contracts that become a subscription in one click.
 */
run("采购意向 and 即将到期", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
    await ctx.addCookies([{ name: "sid", value: inject("memberToken"), url: baseURL() }]);
    page = await ctx.newPage();
  });
  afterAll(() => browser?.close());

  it("filters the list to 采购意向; an intention shows its item and month, and its project's later call", async () => {
    await open(page, "/tender?stage=0107&time=ALL");
    const rows = page.locator(".tender-list li");
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) expect(await row.locator(".stage-0107").count()).toBe(1);
    await shot(page, "tender-intentions");
    // One whose call has come out since: its timeline has both.
    let found = false;
    for (const row of (await rows.all()).slice(0, 10)) {
      await open(page, String(await row.locator(".tender-list-title").getAttribute("href")));
      if ((await page.locator(".tender-timeline li").count()) < 2) {
        await page.goBack();
        continue;
      }
      found = true;
      break;
    }
    expect(found, "an intention linked to its call among the first ten").toBe(true);
    const fields = page.locator(".tender-fields");
    await expect(fields.locator("th", { hasText: "采购项目" }).count()).resolves.toBe(1);
    expect(await fields.locator("tr", { hasText: "预计采购时间" }).textContent()).toMatch(/\d{4}年\d{2}月/);
    expect(await page.locator(".tender-timeline").textContent()).toMatch(/采购意向公开[\s\S]*招标/);
    await shot(page, "tender-intention-detail");
  });

  it("turns a province's contracts coming due into a 即将到期 subscription in one click", async () => {
    await open(page, "/tender/renewals?within=12");
    await page.getByText("选择地区后可订阅到期提醒").waitFor();
    await page.locator(".filter-row", { hasText: "地区" }).getByRole("link").nth(1).click();
    await page.waitForURL((u) => /^\d{2}0000$/.test(u.searchParams.get("province") ?? ""));
    const province = new URL(page.url()).searchParams.get("province");
    await open(page, page.url());
    await page.getByRole("button", { name: "订阅到期提醒" }).click();
    const mine = page.getByRole("link", { name: "已订阅，查看订阅" });
    await mine.waitFor();
    await shot(page, "tender-renewals-subscribed");
    const id = new URL(String(await mine.getAttribute("href")), baseURL()).searchParams.get("sub") ?? "";
    const made = await api(page, "/api/ai/bidSubscribe/get", { id });
    expect(made.data.criteria).toMatchObject({ renewals: 12, regions: [province], stages: [] });
    expect(made.data.name).toMatch(/12个月内到期的合同$/);
    await open(page, "/personalCenter?tab=subscriptions");
    const card = page.getByTestId("subscription").filter({ hasText: made.data.name });
    await card.getByText("12 个月内到期").waitFor();
    await shot(page, "tender-renewals-subscription");
    await api(page, "/api/ai/bidSubscribe/remove", { id });
  });
});
