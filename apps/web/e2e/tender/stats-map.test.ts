/**
 * 招标数据统计 (issue 33): a map of China drawn from the package's GeoJSON, coloured by count or
 * amount, whose provinces open their cities' map and whose cities open the tender list filtered to them; the province list beside it for
 * screen readers and no-script; and the 下浮率 quartiles with the outliers counted apart. The
 * result notice's page shows its 下浮率 and what it was computed against.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoErrors, open, useBrowser } from "../helpers";

describe.skipIf(!baseUrl)("tender statistics map and 下浮率", () => {
  const browser = useBrowser();

  it("draws the map, switches its colouring, drills into a province, and a city opens the filtered list", async () => {
    const { page } = browser;
    await open(page, "/tender/stats");
    // The same figures without script: a list of provinces, each a link to its list.
    const list = page.getByRole("list", { name: "各省公告数与中标金额" });
    expect(await list.getByRole("link").count()).toBeGreaterThan(20);
    expect(await list.getByRole("link").first().getAttribute("href")).toMatch(/^\/tender\?province=\d{6}$/);
    // The map: an SVG with a shape per province (34) plus 南海诸岛, in a box of fixed height.
    const svg = page.locator(".china-map-canvas svg");
    await svg.waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".china-map-canvas svg path").length > 34);
    expect((await page.locator(".china-map-box").boundingBox())?.height).toBe(460);
    await page.locator(".china-map").screenshot({ path: "/tmp/market-map.png" });
    await page.getByRole("button", { name: "按中标金额" }).click();
    expect(await page.getByRole("button", { name: "按中标金额" }).getAttribute("aria-pressed")).toBe("true");

    // 下浮率: the national figures and a table by region, with the outliers counted.
    const section = page.locator(".stats-grid section", { has: page.getByRole("heading", { name: "中标下浮率" }) });
    expect(await section.locator(".discount-summary").innerText()).toMatch(/下浮率中位数 \d+\.\d%/);
    const byRegion = section.getByRole("table", { name: "按地区" });
    expect(await byRegion.getByRole("columnheader", { name: "中位数" }).count()).toBe(1);
    expect(await byRegion.getByRole("row").count()).toBeGreaterThan(5);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "/tmp/market-stats.png", fullPage: true });

    // A point inside each shape on the map, on top of everything else there, the largest shape first.
    const shapePoints = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<SVGPathElement>(".china-map-canvas svg path")]
          .map((p) => ({ p, r: p.getBoundingClientRect() }))
          .sort((a, b) => b.r.width * b.r.height - a.r.width * a.r.height)
          .map(({ p, r }) => {
            for (let fy = 0.3; fy <= 0.7; fy += 0.05)
              for (let fx = 0.3; fx <= 0.7; fx += 0.05) {
                const x = r.left + r.width * fx;
                const y = r.top + r.height * fy;
                if (document.elementFromPoint(x, y) === p) return { x, y };
              }
            return null;
          })
          .filter((x): x is { x: number; y: number } => x !== null),
      );
    const point = (await shapePoints())[0] ?? null;
    expect(point).not.toBeNull();
    if (!point) return;
    await page.mouse.move(point.x, point.y);
    // The tooltip, in Chinese: the province, its notices and its winning amount.
    await page.getByText(/公告 [\d,]+ 条/).waitFor();
    expect(await page.getByText(/点击查看该省(各市|公告)/).count()).toBe(1);
    await page.locator(".china-map").screenshot({ path: "/tmp/market-map-tooltip.png" });

    // Drill down (issue 33): the province opens its map of cities; a city opens the list of that city.
    const before = await page.locator(".china-map-canvas svg path").count();
    // The province's map is a chunk of its own, fetched on the click; on a busy CI machine (both test
    // projects side by side) the first click once went unanswered for 20 s, so it is given time and,
    // if still nothing, clicked once more.
    const back = page.getByRole("button", { name: "返回全国" });
    await page.mouse.click(point.x, point.y);
    if (
      !(await back.waitFor({ timeout: 20_000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await page.mouse.click(point.x, point.y);
      await back.waitFor({ timeout: 30_000 });
    }
    await page.waitForFunction((n) => document.querySelectorAll(".china-map-canvas svg path").length !== n, before);
    await page.locator(".china-map").screenshot({ path: "/tmp/market-map-province.png" });
    // The largest city that has notices: shapes without any say 暂无公告 and open nothing.
    const points = await shapePoints();
    let city: { x: number; y: number } | undefined;
    for (const c of points) {
      await page.mouse.move(c.x, c.y);
      const hint = page.getByText("点击查看该地公告");
      if (
        await hint.waitFor({ timeout: 1500 }).then(
          () => true,
          () => false,
        )
      ) {
        city = c;
        break;
      }
    }
    expect(city).toBeDefined();
    if (!city) return;
    await page.mouse.click(city.x, city.y);
    await page.waitForURL(/\/tender\?province=\d{6}&city=\d{6}$/);
    const at = new URL(page.url()).searchParams;
    expect(at.get("city")?.slice(0, 2)).toBe(at.get("province")?.slice(0, 2));
    expectNoErrors(browser, "tender statistics map");
  });

  it("without script, the server's page already holds the province list and the 下浮率 tables", async () => {
    const html = await (await browser.page.request.get("/tender/stats")).text();
    expect(html).toMatch(/<ul class="province-list" aria-label="各省公告数与中标金额">(<li>.*?<\/li>){20,}/);
    expect(html).toContain('href="/tender?province=420000"');
    expect(html).toMatch(/<caption class="sr-only">按地区<\/caption>/);
    expect(html).toMatch(/下浮率中位数 <b>\d+\.\d%<\/b>/);
    // The map's box is in the page at its final height before any script runs.
    expect(html).toContain('class="china-map-box" style="height:460px"');
  });

  it("a result notice shows its 下浮率 and the ceiling it was computed against", async () => {
    const { page } = browser;
    await open(page, "/tender?stage=0104");
    const first = page.locator(".tender-list a[href^='/tender/detail/']").first();
    const href = await first.getAttribute("href");
    expect(href).toBeTruthy();
    // Walk the first results until one states a discount (most of the demo's results do).
    const hrefs = await page.locator(".tender-list a[href^='/tender/detail/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    let shown = false;
    for (const h of hrefs.slice(0, 10)) {
      await open(page, h as string);
      const cell = page.locator(".tender-discount");
      if ((await cell.count()) === 0) continue;
      expect(await cell.innerText()).toMatch(/^-?\d+\.\d{2}%.*= 1 − 中标金额 .+ ÷ .*(最高限价|预算金额)/s);
      await page.screenshot({ path: "/tmp/market-detail.png", fullPage: true });
      shown = true;
      break;
    }
    expect(shown).toBe(true);
    expectNoErrors(browser, "result notice");
  });
});
