import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginBySms, shot, visitorContext } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";

const run = chromiumAvailable() ? describe : describe.skip;

/**
 * 资料 (issue 11): a visitor who wants a document is sent to log in and brought back; signed in,
 * the download is a real file (the day's free downloads pay for it), and a PDF opens in the page.
 */
run("documents: log in and download", () => {
  let browser: Browser;
  let page: Page;
  const phone = "13700000103"; // seeded by scripts/e2e-seed.ts for the learning tests only
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const ctx = await visitorContext(browser, { acceptDownloads: true });
    page = await ctx.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
  });
  afterAll(() => browser?.close());

  it("sends a visitor who clicks 下载 to the login page and back", async () => {
    await page.goto("/information/list");
    await expect(page.title()).resolves.toMatch(/资料/);
    const row = page.locator(".doc-files li", { hasText: "常用工程建设标准目录（Excel）" });
    await row.getByRole("button", { name: "下载" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/information/list");
    await loginBySms(page, phone, "/information/list");
  });

  it("downloads the Excel catalogue: a real workbook under its Chinese name, counted once", async () => {
    const row = page.locator(".doc-files li", { hasText: "常用工程建设标准目录（Excel）" });
    const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: "下载" }).click()]);
    expect(download.suggestedFilename()).toBe("常用工程建设标准目录.xlsx");
    const bytes = readFileSync((await download.path()) as string);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.length).toBeGreaterThan(2000);
    await page.getByText(/已使用今日免费下载次数/).waitFor();
    await page.reload();
    await expect(row.locator(".doc-list-meta").textContent()).resolves.toContain("下载 1 次");
  });

  it("opens a PDF in the page's reader, drawn page by page, and closes it with Esc", async () => {
    const row = page.locator(".doc-files li", { hasText: "常用工程建设标准目录（PDF）" });
    await row.getByRole("button", { name: "在线预览" }).click();
    const dialog = page.getByRole("dialog", { name: /预览/ });
    await dialog.getByText(/共 \d+ 页/).waitFor();
    await page.locator("canvas.pdf-page").first().waitFor();
    // The first page is drawn: its canvas holds dark pixels (text), not just white.
    await page.waitForFunction(() => {
      const c = document.querySelector<HTMLCanvasElement>("canvas.pdf-page");
      const data = c?.getContext("2d")?.getImageData(0, 0, c.width, c.height).data;
      if (!data) return false;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 100) return true;
      return false;
    });
    await shot(page, "document-pdf-preview");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });
});
