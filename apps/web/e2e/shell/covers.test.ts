/**
 * Cover images on the public site (issue 8 item 20): the home carousel, article lists, products and
 * solutions show covers at fixed sizes, lazily below the fold, and nothing moves while they load
 * (cumulative layout shift measured by Chromium itself); shared links carry an absolute og:image.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoErrors, open, useBrowser } from "../helpers";

/** Layout shifts since navigation, as Chromium reports them, after scrolling the whole page. */
async function layoutShift(page: import("playwright-core").Page): Promise<number> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
  });
  await page.waitForLoadState("networkidle");
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

describe.skipIf(!baseUrl)("cover images", () => {
  const b = useBrowser({ sharedContext: true });

  it("the home carousel shows its first cover at once, at a fixed size, and switches covers with the dots", async () => {
    const { page } = b;
    await open(page, "/");
    const cover = page.locator(".banner-main img.banner-cover");
    expect(await cover.getAttribute("width")).toBe("640");
    expect(await cover.getAttribute("height")).toBe("360");
    expect(await cover.getAttribute("loading")).toBe("eager");
    expect(await cover.getAttribute("fetchpriority")).toBe("high");
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await page.locator(".banner-main").boundingBox();
    const first = await cover.getAttribute("src");
    await page.locator(".banner-dots button").nth(1).click();
    await expect.poll(() => page.locator(".banner-main .banner-title").getAttribute("href")).not.toBe(null);
    expect(await page.locator(".banner-main").boundingBox()).toEqual(box);
    expect(await page.locator(".banner-dots button").nth(1).getAttribute("aria-current")).toBe("true");
    expect(await page.locator(".banner-main img.banner-cover").getAttribute("src")).not.toBe(first);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expectNoErrors(b, "/");
  });

  it("article lists show lazy thumbnails with their size in the markup, and the page does not shift", async () => {
    const { page } = b;
    await open(page, "/news");
    const list = await page.locator("a.news-block-title, a.more[href^='/news/list/']").first().getAttribute("href");
    await open(page, list ?? "/news");
    const thumbs = page.locator(".article-list-cover img");
    expect(await thumbs.count()).toBeGreaterThan(0);
    for (const img of await thumbs.all()) {
      expect(await img.getAttribute("width")).toBe("192");
      expect(await img.getAttribute("height")).toBe("108");
      expect(await img.getAttribute("loading")).toBe("lazy");
      expect(await img.getAttribute("alt")).toBe("");
    }
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await thumbs.first().evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expectNoErrors(b, list ?? "/news");
  });

  it("products and solutions show covers in their cards without shifting the page", async () => {
    const { page } = b;
    for (const path of ["/product", "/solution"]) {
      await open(page, path);
      const covers = page.locator(".card img.card-cover");
      expect(await covers.count(), path).toBeGreaterThan(0);
      expect(await covers.first().getAttribute("width")).toBe("640");
      expect(await layoutShift(page), path).toBeLessThan(0.01);
      expectNoErrors(b, path);
    }
  });

  it("a generated cover is a sandboxed SVG image; an unknown one is 404", async () => {
    const ok = await fetch(new URL("/covers/bridge-2.svg", baseUrl));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(ok.headers.get("content-security-policy")).toContain("sandbox");
    const svg = await ok.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    for (const bad of ["/covers/bridge-9.svg", "/covers/evil-1.svg", "/covers/bridge-1.svg.html", "/covers/..%2Fpackage.json"]) {
      expect((await fetch(new URL(bad, baseUrl))).status, bad).toBe(404);
    }
  });

  it("an article shared elsewhere carries its cover as an absolute og:image", async () => {
    const home = await (await fetch(new URL("/", baseUrl))).text();
    const id = /href="\/news\/(\d+)"/.exec(home)?.[1];
    const html = await (await fetch(new URL(`/news/${id}`, baseUrl))).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toMatch(/^https?:\/\/[^/]+\/covers\/[a-z]+-\d\.svg$/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  });
});
