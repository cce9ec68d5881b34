import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, shot } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";
import { waitForHydration } from "../helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/**
 * Issue 32: a list a daily user trusts. A search keeps every filter, the address is the whole
 * state (back and forward restore it), the box understands exclusions, and paging goes past page
 * 10 with numbers and a jump.
 */
run("the tender list's search, filters and paging in Chromium", () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
    // The customer-service invitation (15 s in) would cover the list: it shows once per tab.
    await ctx.addInitScript(() => sessionStorage.setItem("showOCS", "1"));
    page = await ctx.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
  });
  afterAll(() => browser?.close());

  const row = (label: string) => page.locator(".tender-filters .filter-row", { hasText: label });
  const active = async (label: string) => (await row(label).locator("a.active").textContent())?.replace(/\s*[\d,]+\+?$/, "").trim();
  const params = () => new URL(page.url()).searchParams;
  /** Clicks a filter and waits until the page shows it chosen (the address changes before the render). */
  const pick = async (label: string, name: string | RegExp) => {
    await row(label).getByRole("link", { name }).first().click();
    await row(label).locator("a.active", { hasText: name }).waitFor();
  };

  it("a keyword search keeps province, city, type and time; the address holds it all, back and forward restore it", async () => {
    await page.goto("/tender");
    await waitForHydration(page);
    expect(await active("时间")).toBe("全部");
    await pick("地区", /^江苏/);
    const city = row("城市").locator("a:not(.active)").first();
    const cityName = (await city.textContent())?.replace(/\s*[\d,]+\+?$/, "").trim() ?? "";
    await pick("城市", cityName);
    await pick("类型", "隧道");
    await pick("时间", "近一年");
    // In-page navigations load data with ?_routes=…: no link may carry it on.
    for (const href of await page.locator(".tender-filters a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
      expect(href).not.toContain("_routes");
    const cityCode = params().get("city");

    await page.getByLabel("关键词").fill("工程");
    await page.locator(".tender-search").getByRole("button", { name: "搜索" }).click();
    await page.locator(".tender-chip", { hasText: "关键词" }).waitFor();
    expect(Object.fromEntries(params())).toEqual({ q: "工程", province: "320000", city: cityCode, type: "TUNNEL", time: "ONEYEAR" });
    expect(await active("类型")).toBe("隧道");
    expect(await active("城市")).toBe(cityName);
    expect(await active("时间")).toBe("近一年");
    const chips = page.locator(".tender-chip");
    expect(await chips.allTextContents()).toEqual(["关键词：工程×", "地区：江苏×", `城市：${cityName}×`, "类型：隧道×", "时间：近一年×"]);
    await shot(page, "tender-list-chips");

    // A chip removes its filter only.
    await chips.filter({ hasText: "类型" }).click();
    await row("类型").locator("a.active", { hasText: "全部" }).waitFor();
    expect(Object.fromEntries(params())).toEqual({ q: "工程", province: "320000", city: cityCode, time: "ONEYEAR" });

    await page.goBack();
    await row("类型").locator("a.active", { hasText: "隧道" }).waitFor();
    expect(params().get("q")).toBe("工程");
    await page.goBack();
    await page.locator(".tender-chip", { hasText: "关键词" }).waitFor({ state: "detached" });
    expect(params().get("type")).toBe("TUNNEL");
    expect(await page.getByLabel("关键词").inputValue()).toBe("");
    expect(await chips.count()).toBe(4);
    await page.goForward();
    await page.locator(".tender-chip", { hasText: "关键词" }).waitFor();
    expect(await page.getByLabel("关键词").inputValue()).toBe("工程");
    expect(await active("城市")).toBe(cityName);
  });

  it("`隧道 -监理` leaves out every notice with 监理; the box takes 100 characters and says so", async () => {
    const titles = async (q: string) => {
      await page.goto(`/tender?q=${encodeURIComponent(q)}`);
      return page.locator(".tender-list li .tender-list-title").allTextContents();
    };
    expect((await titles("隧道 监理")).some((t) => t.includes("监理"))).toBe(true);
    const without = await titles("隧道 -监理");
    expect(without.length).toBeGreaterThan(0);
    for (const t of without) expect(t).not.toContain("监理");
    expect(await page.locator(".tender-count").textContent()).toContain("与“隧道 -监理”有关的");
    expect(await page.locator(".tender-search-help").textContent()).toContain("排除");

    await waitForHydration(page);
    const box = page.getByLabel("关键词");
    expect(await box.getAttribute("maxlength")).toBe("100");
    await box.fill("隧".repeat(120));
    expect((await box.inputValue()).length).toBe(100);
    await page.locator(".tender-search-limit").waitFor({ state: "visible" });
    expect(await page.locator(".tender-search-limit").textContent()).toContain("最多 100 个字");
    // The address may hold more than the box: the service's own message, and the filters stay.
    const res = await page.goto(`/tender?q=${encodeURIComponent("隧".repeat(101))}&province=420000`);
    expect(res?.status()).toBe(400);
    expect(await page.locator(".tender-search-error[role=alert]").textContent()).toBe("关键词不能超过 100 个字");
    expect(await page.locator(".tender-chip").count()).toBe(2);
    await page.goto(`/tender?q=${encodeURIComponent("一 二 三 四 五 六 七 八 九 十 十一")}`);
    expect(await page.locator(".tender-search-error[role=alert]").textContent()).toContain("搜索词最多 10 个");
  });

  it.each(["隧道", "道路", "监理"])(
    "on %s, a province, a city, a stage and a type each find as many notices as their counts said",
    async (q) => {
      await page.goto(`/tender?q=${encodeURIComponent(q)}`);
      await waitForHydration(page);
      const total = async () => (await page.locator(".tender-count b").textContent())?.trim();
      const before = await total();
      for (const label of ["地区", "城市", "阶段", "类型"]) {
        // The value with the largest count, not the one in force (so the next rows have values too).
        const texts = await row(label)
          .locator("a:not(.active)", { has: page.locator(".muted") })
          .allTextContents();
        const size = (o: string[]) => Number(o[2]?.replace(/\D/g, "") ?? 0);
        const [text = "", name = "", count] = texts
          .map((t) => /^(.*?)\s+([\d,]+\+?)$/.exec(t.trim()) ?? [])
          .reduce((a, b) => (size(b) > size(a) ? b : a), [] as string[]);
        expect(count, `${label}：${text}`).toMatch(/^[\d,]+$/);
        await pick(label, new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s`));
        expect(await total(), `${label} ${name}`).toBe(count);
        // The value in force shows the list's total too.
        expect((await row(label).locator("a.active .muted").textContent())?.trim()).toBe(count);
      }
      expect([...params().keys()].sort()).toEqual(["city", "province", "q", "stage", "type"]);
      expect(Number((await total())?.replace(/,/g, ""))).toBeLessThan(Number(before?.replace(/,/g, "")));
      expect(await page.locator(".tender-count").textContent()).not.toContain("按最新结果统计");
      if (q === "隧道") await shot(page, "tender-facets");
    },
  );

  it("pages past 10 with numbers, 上一页/下一页 and a jump, each page continuing the last", async () => {
    const ids = () => page.locator(".tender-list li .tender-list-title").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const current = () => page.locator(".pager .pager-current").textContent();
    /** Waits for the page's render: the address changes before it. */
    const at = (n: number) => page.locator(".pager .pager-current", { hasText: new RegExp(`^${n}$`) }).waitFor();
    await page.goto("/tender/ALL/0/10");
    await waitForHydration(page);
    expect(await current()).toBe("10");
    const tenth = await ids();
    await page.locator(".pager").getByRole("link", { name: "下一页" }).click();
    await page.waitForURL((u) => u.searchParams.get("page") === "11");
    await at(11);
    expect(await current()).toBe("11");
    const eleventh = await ids();
    expect(eleventh.length).toBe(20);
    expect(eleventh.some((h) => tenth.includes(h))).toBe(false);
    await page.locator(".pager").getByRole("link", { name: "下一页" }).click();
    await page.waitForURL((u) => u.searchParams.get("page") === "12");
    await at(12);
    const twelfth = await ids();
    await page.locator(".pager").getByRole("link", { name: "上一页" }).click();
    await page.waitForURL((u) => u.searchParams.get("page") === "11");
    await at(11);
    expect(await ids()).toEqual(eleventh);
    await page.locator(".pager").getByRole("link", { name: "上一页" }).click();
    await page.waitForURL((u) => u.pathname === "/tender/ALL/0/10");
    await at(10);
    expect(await ids()).toEqual(tenth);

    // A jump lands on the same rows as paging there one by one; from another block of ten the
    // address has no cursor and the server walks to it.
    const jump = async (n: number) => {
      await page.locator(".pager-jump input[type=number]").fill(String(n));
      await page.locator(".pager-jump").getByRole("button", { name: "确定" }).click();
      await page.waitForURL((u) => u.searchParams.get("page") === String(n));
      await at(n);
    };
    await jump(23);
    expect(new URL(page.url()).searchParams.has("after")).toBe(false);
    expect(await ids()).toHaveLength(20);
    expect(await page.locator(".pager").getByRole("link", { name: "上一页" }).count()).toBe(1);
    expect(await page.locator(".pager-cap").textContent()).toContain("前 50 页");
    await shot(page, "tender-list-paging");
    await jump(12);
    expect(new URL(page.url()).searchParams.has("after")).toBe(false);
    expect(await ids()).toEqual(twelfth);
    // Within its block of ten a page links on with the block's cursor.
    expect(await page.locator(".pager").getByRole("link", { name: "下一页" }).getAttribute("href")).toMatch(/page=13&after=/);
    await page.locator(".pager-jump input[type=number]").fill("999");
    await page.locator(".pager-jump").getByRole("button", { name: "确定" }).click();
    // Past the last page offered the browser's own check stops the jump (in Chinese, the page's language).
    expect(await page.locator(".pager-jump input[type=number]").evaluate((i: HTMLInputElement) => i.validity.rangeOverflow)).toBe(true);
    expect(new URL(page.url()).searchParams.get("page")).toBe("12");
    expect(errors).toEqual([]);
  });
});
