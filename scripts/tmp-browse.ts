import { launchChromium } from "../apps/web/e2e/browser";
const base = "http://127.0.0.1:3100";
const browser = await launchChromium();
for (const who of ["a", "b", "c"]) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto(`${base}/`, { waitUntil: "networkidle", referer: who === "a" ? "https://www.baidu.com/" : undefined });
  await page.getByRole("link", { name: "标准规范" }).first().click();
  await page.waitForLoadState("networkidle");
  await page.goto(`${base}/news/3`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await page.goto(`${base}/video`, { waitUntil: "networkidle" });
  await context.close();
}
await browser.close();
