/**
 * 招标数据统计 (issue 35): 招标人排行 is one list of linked buyers, with no stray row of names
 * under it; a name opens the buyer's page.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoErrors, open, useBrowser } from "../helpers";

describe.skipIf(!baseUrl)("tender statistics page", () => {
  const browser = useBrowser();

  it("招标人排行 lists every buyer once, each a link to its page", async () => {
    const { page } = browser;
    await open(page, "/tender/stats");
    const section = page.locator(".stats-grid section", { has: page.getByRole("heading", { name: "招标人排行" }) });
    const ranking = section.getByRole("list", { name: "发布公告最多的招标人" });
    const rows = ranking.getByRole("listitem");
    expect(await rows.count()).toBe(10);
    // Every link of the section is in the ranking: nothing else repeats the names.
    const links = section.locator("a[href^='/tender/org/']");
    expect(await links.count()).toBe(10);
    expect(await ranking.locator("a[href^='/tender/org/']").count()).toBe(10);
    expect(await rows.first().innerText()).toMatch(/\d+ 条$/);
    await links.first().click();
    await page.waitForURL(/\/tender\/org\/\d+$/);
    expectNoErrors(browser, "tender statistics");
  });
});
