import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { waitForHydration } from "../helpers";

export const baseURL = () => inject("e2eBaseUrl");

const XHR = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
/** The password of the accounts `register` makes. */
export const PASSWORD = "Gongcheng#2026";

/** POSTs JSON to the test server as the site's own scripts do; the answer's fields with its status. */
export async function api(pathname: string, body: unknown = {}, token?: string) {
  const res = await fetch(`${baseURL()}${pathname}`, {
    method: "POST",
    headers: { ...XHR, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: res.status, ...((await res.json()) as any) };
}

/** Registers a phone through the API with PASSWORD, the image code's answer read from the test server's file. */
export async function register(phone: string) {
  const icodeId = (await api("/api/user/auth/icode")).data.icodeId as string;
  const line = readFileSync(inject("imageCodeFile"), "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${icodeId} `));
  const sentAt = Date.now() - 1000;
  expect((await api("/api/user/reg/sendVcode", { phone, icodeId, icode: line?.split(" ")[1] })).status).toBe(200);
  const vcode = await lastCode(phone, sentAt);
  expect((await api("/api/user/reg/v3/std/register", { phone, vcode, password: PASSWORD, agree: true })).status).toBe(200);
  return vcode;
}

/** The latest outbox message to a phone, read through the staff API (the outbox is the SMS provider here). */
export async function lastCode(phone: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseURL()}/api/admin/outbox/listPaged?recipient=${phone}&size=1`, {
      headers: { Authorization: `Bearer ${inject("staffToken")}` },
    });
    const body = (await res.json()) as { data: { records: { body: string; createdAt: string }[] } };
    const row = body.data.records[0];
    const code = row?.body.match(/验证码 (\d{6})/)?.[1];
    if (code && Date.parse(row.createdAt) >= after) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${phone}`);
}

/** The answer of the image code the server issued last (the test server writes them to a file). */
function lastImageCodeAnswer(): string {
  const lines = readFileSync(inject("imageCodeFile"), "utf8").trim().split("\n");
  return lines[lines.length - 1]?.split(" ")[1] ?? "";
}

/** Types the image code on the page: the one the server issued last, once the picture has settled. */
export async function fillIcode(page: Page) {
  await page.locator('img[alt^="图形验证码"]').first().waitFor();
  // The picture may be replaced while the page settles (hydration fetches a fresh one): once the
  // network is quiet, the code issued last is the one on screen.
  await page.waitForLoadState("networkidle");
  await page.getByPlaceholder("请输入右侧字符").fill(lastImageCodeAnswer());
}

export async function shot(page: Page, name: string) {
  mkdirSync(".tmp/screens", { recursive: true });
  // Let the page settle: hydration may re-render it once (see the nonce mismatch noted in the report).
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.screenshot({ path: `.tmp/screens/e2e-${name}.png`, fullPage: true });
}

/** Signs in by SMS code on /login and waits until the page is back on `back` (the redirect). */
export async function loginBySms(page: Page, phone: string, back: string) {
  await page.goto(`/login?type=sms&redirect=${encodeURIComponent(back)}`);
  await page.getByPlaceholder("请输入手机号").fill(phone);
  await fillIcode(page);
  const sentAt = Date.now() - 1000;
  await page.getByRole("button", { name: "获取验证码" }).click();
  await page.getByPlaceholder("6 位数字").fill(await lastCode(phone, sentAt));
  await page.getByRole("button", { name: "登 录" }).click();
  await page.waitForURL((u) => u.pathname === back.split("?")[0]);
  // The way back is a full page load: typing or clicking before it is hydrated is lost (the AI
  // writing test's form once read empty on a busy machine and nothing was generated).
  await waitForHydration(page);
}

/**
 * A visitor's browser context on the test server. The customer-service invitation (auto-shown once
 * the chat test or the demo settings switch it on) is marked as already shown, so it never covers a
 * page under test; `extra` adds context options (viewport, downloads).
 */
export async function visitorContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), locale: "zh-CN", viewport: { width: 1366, height: 900 }, ...extra });
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem("showOCS", "1");
    } catch {}
  });
  return context;
}

/** The demo administrator's browser context (the seeded staff session, no second factor). */
export async function staffContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), locale: "zh-CN", viewport: { width: 1366, height: 900 }, ...extra });
  await context.addCookies([{ name: "sid", value: inject("staffToken"), url: baseURL() }]);
  return context;
}
