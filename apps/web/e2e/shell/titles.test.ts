/**
 * Page titles built from their own templates (no duplicated words, no fallback to the site title
 * on a page that has a name), summaries shown once, and the standard list's status filter.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoErrors, open, useBrowser } from "../helpers";

describe.skipIf(!baseUrl)("titles, summaries and the standard status filter", () => {
  const browser = useBrowser({ sharedContext: true });

  it.each([
    ["/product", "产品服务_筑信工程云"],
    ["/solution", "解决方案_筑信工程云"],
    ["/solution/ROAD", "公路解决方案_筑信工程云"],
    ["/standard", "标准规范_筑信工程云"],
    ["/policy/detail/107", "中华人民共和国建筑法_政策法规_筑信工程云"],
    ["/tender", "工程招标信息_筑信工程云"],
    [`/tender?q=${encodeURIComponent("隧道")}&province=420000`, "湖北“隧道”招标信息_筑信工程云"],
    ["/tender/stats", "招标数据统计_筑信工程云"],
    ["/tender/sources", "数据来源与时效_筑信工程云"],
    ["/tender/renewals", "即将到期的服务合同_筑信工程云"],
  ])("%s is titled %s", async (path, title) => {
    const { page } = browser;
    await open(page, path);
    expect(await page.title()).toBe(title);
    expectNoErrors(browser, path);
  });

  it.each([
    ["/policy/detail/107", "规范建筑许可、建筑工程发包与承包"],
    ["/paper/detail/114", "梳理公路与市政项目中期计量"],
  ])("%s shows its summary once", async (path, summary) => {
    const { page } = browser;
    await open(page, path);
    const text = await page.locator("main").innerText();
    expect(text.split(summary).length - 1).toBe(1);
  });

  it("the status filter is a link with its own address, rendered by the server", async () => {
    const html = await (await fetch(`${baseUrl}/standard?status=${encodeURIComponent("废止")}`)).text();
    expect(html).toContain(`href="/standard?status=${encodeURIComponent("即将实施")}"`);
    const badges = [...html.matchAll(/class="status-tag status-([^"]+)"/g)].map((m) => m[1]);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(["废止"]));

    const { page } = browser;
    await open(page, "/standard");
    await page.locator(".status-filter").getByRole("link", { name: "现行" }).click();
    await page.waitForURL((u) => u.searchParams.get("status") === "现行");
    // The address changes before React commits the new page: wait for the page itself.
    await page.locator(".status-filter a.active", { hasText: "现行" }).waitFor();
    await page.getByText(/共 \d+ 条现行标准/).waitFor();
    const shown = await page.locator(".doc-list .status-tag").allInnerTexts();
    expect(new Set(shown)).toEqual(new Set(["现行"]));
    expect(await page.locator(".status-filter a.active").innerText()).toBe("现行");
    expectNoErrors(browser, "/standard?status=现行");
  });

  it("a standard's detail names its replacement and the standard it replaced, both linked", async () => {
    const { page } = browser;
    await open(page, "/standard/detail/84");
    await page
      .getByRole("link", { name: /JGJ 450-2018/ })
      .first()
      .click();
    await page.waitForURL("**/standard/detail/30");
    await page.getByRole("heading", { name: "JGJ 450-2018 老年人照料设施建筑设计标准" }).waitFor();
    await page.getByRole("heading", { name: "相关标准" }).waitFor();
    await page.getByRole("heading", { name: "相关政策法规" }).waitFor();
    expect(await page.locator(".info-table").innerText()).toContain("代替的标准");
    expectNoErrors(browser, "/standard/detail/30");
  });
});
