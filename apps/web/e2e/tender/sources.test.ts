/**
 * 数据来源与时效 (issue 33, item 6): /tender/sources lists every source with its figures and says
 * what each column means; the home page's tender block shows 今日新增 and links there. A crawl
 * source whose site cannot be reached is added and run through the console's API, so its failed
 * run shows up; a notice entered by staff shows as 人工录入.
 */
import { copyFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { shot } from "../accounts/helpers";
import { baseUrl, expectNoErrors, open, useBrowser } from "../helpers";

const SOURCE = "端到端时效测试来源";

async function admin(path: string, body: unknown): Promise<{ data?: { id?: number; records?: { status: string }[] } }> {
  const res = await fetch(`${baseUrl}/api/admin/${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${inject("staffToken")}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text);
}

const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe.skipIf(!baseUrl)("coverage and freshness, in Chromium", () => {
  const browser = useBrowser();

  it("/tender/sources lists each source's figures, a failed run and the meaning of each column", async () => {
    const created = await admin("crawlSource/create", {
      name: SOURCE,
      kind: "FEED",
      url: "http://tender-source.invalid/rss.xml",
      siteName: "无法访问的交易网",
      intervalMinutes: 1440,
    });
    const sourceId = created.data?.id as number;
    await admin("crawlSource/run", { id: sourceId });
    await expect
      .poll(async () => (await admin("crawlRun/listPaged", { sourceId })).data?.records?.[0]?.status, { timeout: 60_000, interval: 1000 })
      .toBe("FAILED");
    await admin("tender/enter", {
      title: "端到端时效测试：某镇污水管网改造工程招标公告",
      text: "招标人：某镇人民政府\n项目编号：SX-E2E-001\n最高投标限价：1,234,567.00元\n建设地点：某镇",
      sourceUrl: `https://paper.example/e2e/${Date.now()}.html`,
      sourceSite: "纸质公告",
      publishedOn: chinaToday(),
    });

    const { page } = browser;
    // The figures of the runs are cached a minute and the page another minute: reload until the new source is in.
    await expect
      .poll(
        async () => {
          await open(page, "/tender/sources");
          return page.locator(".sources-table tbody tr", { hasText: SOURCE }).count();
        },
        { timeout: 150_000, interval: 5000 },
      )
      .toBe(1);

    expect(await page.title()).toMatch(/^数据来源与时效_/);
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toContain("招标数据来源");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/今日新增 \d+ 条/);
    await page.getByRole("heading", { level: 1, name: "数据来源与时效" }).waitFor();

    const heads = await page.locator(".sources-table thead th").allTextContents();
    expect(heads).toEqual(["来源", "公告数", "最早公告", "最新公告", "最近成功采集", "收录延迟（中位数）", "近 7 天失败"]);
    const cells = async (name: string) =>
      page
        .locator(".sources-table tbody tr", { has: page.locator(".source-name", { hasText: new RegExp(`^${name}$`) }) })
        .locator("th, td")
        .allInnerTexts();

    // The failed source: no notices, never succeeded, failures only.
    const failed = await cells(SOURCE);
    expect(failed[0]).toContain("无法访问的交易网");
    expect(failed.slice(1, 5)).toEqual(["0", "—", "—", "尚无"]);
    expect(failed[5]).toBe("近 7 天无新增");
    // The run asked for, and the scheduled one a new source may get at once: every one failed.
    const [, bad, runs] = /^(\d+) 次\s*共采集 (\d+) 次$/.exec(failed[6]) ?? [];
    expect(Number(bad)).toBeGreaterThanOrEqual(1);
    expect(bad).toBe(runs);

    // The demo's real notices came from files, with the sites that published them.
    const files = await cells("文件导入");
    expect(Number(files[1].replaceAll(",", ""))).toBeGreaterThan(600);
    expect(files[0]).toMatch(/原发布网站(（共 \d+ 个）)?：.*（[\d,]+ 条）/);
    expect(files[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(files[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(files[4]).toBe("不适用");
    expect(files[6]).toBe("不适用");
    const demo = await cells("演示数据");
    expect(Number(demo[1].replaceAll(",", ""))).toBeGreaterThan(1000);
    // The entry above was published today and stored today: hours, not days (another test's entry may share the median).
    const manual = await cells("人工录入");
    expect(Number(manual[1])).toBeGreaterThanOrEqual(1);
    expect(manual[3]).toBe(chinaToday());
    expect(manual[5]).toMatch(/^(不足 1 小时|约 \d+ (小时|天))\s*近 7 天 \d+ 条$/);

    // Every notice is in exactly one row: the rows add up to the total in the heading.
    const counts = await page.locator(".sources-table tbody td.num").allTextContents();
    const sum = counts.reduce((n, c) => n + Number(c.replaceAll(",", "")), 0);
    expect(await page.locator(".page-head").textContent()).toContain(`共 ${sum.toLocaleString("zh-CN")} 条公告`);
    // One line for each column under the table.
    expect(await page.locator(".sources-notes dt").allTextContents()).toEqual([
      "来源",
      "公告数",
      "最早公告 / 最新公告",
      "最近成功采集",
      "收录延迟",
      "近 7 天失败",
    ]);
    await shot(page, "tender-sources");
    copyFileSync(".tmp/screens/e2e-tender-sources.png", "/tmp/sources-page.png");
    expectNoErrors(browser, "tender sources");
  }, 240_000);

  it("the home page's tender block shows today's new notices and links to the sources page", async () => {
    const { page } = browser;
    await open(page, "/");
    const line = page.locator(".news-block-head a[href='/tender/sources']");
    expect(await line.textContent()).toMatch(/^今日新增 [\d,]+ 条( · 最快来源延迟(不足 1 小时|约 \d+ (小时|天)))?$/);
    // The demo was loaded when the server started, today.
    expect(Number((await line.textContent())?.match(/今日新增 ([\d,]+) 条/)?.[1].replaceAll(",", ""))).toBeGreaterThan(0);
    await page.locator(".news-block", { has: line }).screenshot({ path: "/tmp/sources-home.png" });
    await line.click();
    await page.waitForURL(/\/tender\/sources$/);
    await page.getByRole("heading", { level: 1, name: "数据来源与时效" }).waitFor();
    expectNoErrors(browser, "home freshness");
  });
});
