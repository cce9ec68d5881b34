/**
 * Takes full-page screenshots of running pages so a person can look at them:
 *   npx tsx scripts/screenshot.ts http://localhost:3000 / /news /login
 * Files go to .tmp/screens/<path>.png. SCREENSHOT_COOKIE="sid=…" sends a session cookie (admin pages).
 */
import { mkdirSync } from "node:fs";
import { launchChromium } from "../apps/web/e2e/browser";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
mkdirSync(".tmp/screens", { recursive: true });
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
const cookie = process.env.SCREENSHOT_COOKIE?.match(/^([^=;\s]+)=([^;\s]+)$/);
if (process.env.SCREENSHOT_COOKIE && !cookie) throw new Error("SCREENSHOT_COOKIE 应形如 sid=<token>");
if (cookie) await context.addCookies([{ name: cookie[1], value: cookie[2], url: base }]);
const page = await context.newPage();
for (const p of paths.length ? paths : ["/"]) {
  await page.goto(base + p, { waitUntil: "networkidle" });
  const file = `.tmp/screens/${p.replace(/[^\w]+/g, "_") || "home"}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
