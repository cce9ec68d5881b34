import { chinaDate } from "@portal/core/china-time";
import { generateTenders } from "@portal/core/demo/tender-gen";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, shot } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";
import { waitForHydration } from "../helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/**
 * What a contractor does every morning (issue 9): search 隧道 in a province over the last year →
 * a notice with its timeline and the evidence of its fields → contacts behind the login → favourite
 * the notice → follow its buyer.
 */
run("tender information in Chromium", () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
    page = await ctx.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
  });
  afterAll(() => browser?.close());

  let detailUrl = "";

  it("the home page searches tenders first, shows the newest, and its tabs search the other kinds", async () => {
    await page.goto("/");
    await waitForHydration(page); // a click or key before hydration would do nothing
    expect(await page.locator(".news-block", { hasText: "最新招标" }).locator(".tender-list li").count()).toBe(8);
    await page.getByLabel("搜索招标").fill("监理");
    await page.getByLabel("搜索招标").press("Enter");
    await page.waitForURL((u) => u.pathname === "/tender" && u.searchParams.get("q") === "监理");
    expect(await page.locator(".tender-list li").count()).toBeGreaterThan(0);
    await page.goto("/");
    await waitForHydration(page); // a click or key before hydration would do nothing
    await page.getByRole("tab", { name: "标准" }).click();
    await page.getByLabel("搜索标准").fill("GB 50016");
    await page.getByLabel("搜索标准").press("Enter");
    await page.waitForURL((u) => u.pathname === "/standard" && u.searchParams.get("keyword") === "GB 50016");
  });

  it("searches 隧道, narrows to a province and the last year, and every hit says so", async () => {
    await page.goto("/tender");
    await waitForHydration(page); // a click or key before hydration would do nothing
    await page.getByLabel("关键词").fill("隧道");
    await page.locator(".tender-search").getByRole("button", { name: "搜索" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "隧道");
    // Filter links and titles are plain links (lib/app-links.ts): a click stays in the page (no reload).
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    // Jiangsu: among the e2e seed's 2,000 generated notices it has tunnel announcements of the last year.
    await page.locator(".filter-row", { hasText: "地区" }).getByRole("link", { name: /^江苏/ }).click();
    await page.waitForURL((u) => u.searchParams.get("province") === "320000");
    await page.locator(".filter-row", { hasText: "时间" }).getByRole("link", { name: "近一年" }).click();
    await page.waitForURL((u) => u.searchParams.get("time") === "ONEYEAR" && u.searchParams.get("province") === "320000");
    // The newest notices are largely results and candidates: narrow to tender announcements, as a
    // contractor looking for work would.
    await page
      .locator(".filter-row", { hasText: "阶段" })
      .getByRole("link", { name: /^招标\/资格预审公告/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get("stage") === "0100" && u.searchParams.get("time") === "ONEYEAR");
    const rows = page.locator(".tender-list li");
    expect(await rows.count()).toBeGreaterThan(0);
    // The word may be in the full text only; where the title has it, it is marked.
    expect(await page.locator(".tender-list-title em", { hasText: "隧道" }).count()).toBeGreaterThan(0);
    for (const row of await rows.all()) expect(await row.locator(".tender-list-meta").textContent()).toContain("江苏省");
    expect(await page.locator(".tender-count").textContent()).toMatch(/共找到 .+ 条与“隧道”有关的公告/);
    // A tender announcement (stage 0100) names its contacts: the next tests open them.
    await rows
      .filter({ has: page.locator(".stage-0100") })
      .first()
      .locator(".tender-list-title")
      .click();
    await page.waitForURL(/\/tender\/detail\/\d+\//);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    detailUrl = new URL(page.url()).pathname;
  });

  it("shows the fields with their evidence, the project timeline, and hides contacts from visitors", async () => {
    await page.locator("h1").waitFor();
    const value = page.locator(".tender-fields .evidence").first();
    await value.focus();
    const tip = value.locator(".evidence-tip");
    await tip.waitFor({ state: "visible" });
    expect(await tip.textContent()).toMatch(/识别可信度 \d+%|已由编辑人工核对/);
    expect(await page.locator(".tender-timeline li.current").count()).toBe(1);
    expect(await page.locator(".login-hint").textContent()).toContain("登录");
  });

  it("a provincial procurement notice republished on 中国政府采购网 is listed once and names the other site", async () => {
    // The seed's generated notices (seedDemo, today) with the demo's rule for copies (tender-seed.ts).
    const today = chinaDate(new Date()) as string;
    const copied = generateTenders(2000, today).filter((n, i) => i % 40 === 7 && n.sourceSite?.includes("政府采购网"));
    const title = copied[0]?.title ?? "";
    await page.goto(`/tender?q=${encodeURIComponent(title)}&scope=title`);
    const hits = page.locator(".tender-list li .tender-list-title", { hasText: title });
    expect(await hits.count()).toBe(1);
    await hits.first().click();
    await page.waitForURL(/\/tender\/detail\/\d+\//);
    const also = page.getByTestId("also-published");
    expect(await also.getByRole("link").textContent()).toBe("中国政府采购网（演示数据）");
    expect(await also.getByRole("link").getAttribute("href")).toMatch(/^https:\/\/ccgp\.example\//);
    await shot(page, "tender-also-published");
    await page.goto(detailUrl);
  });

  it("a notice that names a standard links to it in the library", async () => {
    await page.goto("/tender?q=GB50300");
    await page.locator(".tender-list li .tender-list-title").first().click();
    await page.waitForURL(/\/tender\/detail\/\d+\//);
    const link = page.locator(".tender-standards a", { hasText: "GB 50300-2013" });
    expect(await link.getAttribute("href")).toMatch(/^\/standard\/detail\/\d+$/);
    await page.goBack();
    await page.goto(detailUrl);
  });

  it("after logging in the contacts open with a click, the notice can be favourited and its buyer followed", async () => {
    await page.locator(".login-hint a").click();
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("redirect") === detailUrl);
    // Signing in itself is the accounts tests' subject (and the demo user's SMS codes are theirs):
    // here the seeded administrator's session stands for a signed-in reader.
    await page.context().addCookies([{ name: "sid", value: inject("staffToken"), url: baseURL() }]);
    await page.goto(detailUrl);
    await page.locator(".user-menu").waitFor();
    await waitForHydration(page);
    // Signed in, the contacts open with a click: a free view of the day's allowance (issue 10).
    expect(await page.locator(".login-hint").textContent()).toMatch(/今日还可免费查看 \d 次/);
    await shot(page, "tender-contact-offer");
    await page.getByRole("button", { name: "查看联系人" }).click();
    await page.locator(".login-hint").waitFor({ state: "detached" });
    expect(await page.locator(".tender-text").textContent()).not.toContain("（已隐藏）");

    await page.getByRole("button", { name: /^收藏$/ }).click();
    await page.getByRole("button", { name: /^已收藏$/ }).waitFor();
    await page.reload();
    expect(await page.getByRole("button", { name: /^已收藏$/ }).getAttribute("aria-pressed")).toBe("true");

    await page.locator("aside a[href^='/tender/org/']").first().click();
    await page.waitForURL(/\/tender\/org\/\d+$/);
    await page.getByRole("button", { name: "＋ 关注" }).click();
    await page.getByRole("button", { name: "已关注" }).waitFor();
    const followed = await page.evaluate(() =>
      fetch("/api/ai/bidOrg/listPaged", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        body: "{}",
      }).then((r) => r.json()),
    );
    expect(followed.data.records.map((o: { name: string }) => o.name)).toContain(await page.locator("h1").textContent());
    // The follow is delivered like a subscription: 我的订阅 lists 关注的机构, whose form edits only name and channels (issue 33).
    await page.goto("/personalCenter?tab=subscriptions");
    const follows = page.getByTestId("subscription").filter({ hasText: "关注的机构" });
    await follows.getByText("作为招标人、代理机构、中标人或中标候选人的新公告").waitFor();
    await waitForHydration(page);
    await follows.getByRole("button", { name: "修改" }).click();
    await page.getByTestId("follows-note").waitFor();
    expect(await page.getByLabel("关键词").count()).toBe(0);
    await shot(page, "tender-follows-subscription");
    await page.getByRole("button", { name: /取\s*消/ }).click();

    await page.goto("/tender?q=%E9%9A%A7%E9%81%93&province=420000");
    await waitForHydration(page); // a click or key before hydration would do nothing
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "导出 Excel" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^招标信息-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // 订阅此搜索: the same words and filters become a subscription in one click (issue 32).
    await page.getByRole("button", { name: "订阅此搜索" }).click();
    const mine = page.getByRole("link", { name: "已订阅，查看订阅" });
    await mine.waitFor();
    const id = new URL(String(await mine.getAttribute("href")), baseURL()).searchParams.get("sub") ?? "";
    const made = await page.evaluate(
      (subId) =>
        fetch("/api/ai/bidSubscribe/get", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
          body: JSON.stringify({ id: subId }),
        }).then((r) => r.json()),
      id,
    );
    expect(made.data).toMatchObject({ name: "隧道", criteria: { keywords: ["隧道"], regions: ["420000"] } });
    await shot(page, "tender-subscribe-search");
    await page.evaluate(
      (subId) =>
        fetch("/api/ai/bidSubscribe/remove", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
          body: JSON.stringify({ id: subId }),
        }),
      id,
    );
    expect(errors).toEqual([]);
  });
});
