/**
 * Issue 29, the operator's first hour, in Chromium against a server of its own: an administrator
 * finds a user by the last digits of their phone, disables them (their session dies at once) and
 * enables them again; the audit log names it all in Chinese (退出登录, not logout); a notice typed in
 * 手工录入 is on its public page.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../browser";
import { baseUrl as sharedServer, waitForHydration } from "../helpers";
import { type StaffServer, startStaffServer } from "./staff-server";

const XHR = { "X-Requested-With": "XMLHttpRequest" };
// Two-character labels of bordered buttons get a space, as in antd ("保 存").

describe.skipIf(!sharedServer)("user management and manual tender entry in Chromium", () => {
  let server: StaffServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startStaffServer(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function asAdmin(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: "zh-CN",
      timezoneId: "Asia/Shanghai",
      viewport: { width: 1440, height: 900 },
    });
    context.setDefaultTimeout(20_000);
    await context.addCookies([{ name: "sid", value: server.tokens.admin, url: server.baseUrl }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    return { context, page, errors };
  }

  /** Whether the ordinary user's session still answers. */
  const userSessionStatus = async () =>
    (await fetch(`${server.baseUrl}/api/user/auth/userid`, { method: "POST", headers: { ...XHR, Cookie: `sid=${server.tokens.user}` } }))
      .status;

  it("finds a user by the last 4 digits of the phone, disables them (session dead at once) and enables them again", async () => {
    const { context, page, errors } = await asAdmin();
    expect(await userSessionStatus()).toBe(200);
    await page.goto("/admin/users");
    await waitForHydration(page);
    await page.getByLabel("查找用户").fill("0012");
    await page.getByLabel("查找用户").press("Enter");
    await page.waitForURL(/keyword=0012/);
    const row = page.locator(".ui-table-row", { hasText: "137****0012" });
    await row.getByText("测试用户").waitFor();
    await expect.poll(() => row.textContent()).toContain("正常");
    expect(await row.textContent()).not.toContain("13700000012");
    await page.screenshot({ path: "/tmp/console-users.png", fullPage: true });

    await row.getByRole("button", { name: "停用" }).click();
    const dialog = page.locator("dialog[open]");
    await dialog.getByRole("button", { name: /^停\s?用$/ }).click();
    await dialog.getByText("请填写原因").waitFor();
    await dialog.getByLabel("停用原因").fill("端到端测试：冒用他人资料");
    await dialog.getByRole("button", { name: /^停\s?用$/ }).click();
    await row.getByText("已停用").waitFor();
    expect(await userSessionStatus()).toBe(401);

    // The enable call must be answered 200, whatever the dialog's timing: a click on its OK button
    // while it is still opening is pressed again until the dialog closes.
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/admin/users/enable"));
    await row.getByRole("button", { name: "启用" }).click();
    const ok = page.locator(".ant-modal").getByRole("button", { name: /启\s?用/ });
    await ok.waitFor();
    for (let i = 0; i < 3 && (await ok.isVisible()); i++) {
      await ok.click().catch(() => undefined);
      await ok.waitFor({ state: "hidden", timeout: 5_000 }).catch(() => undefined);
    }
    expect((await answered).status()).toBe(200);
    await row.getByText("正常").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the audit log names actions and objects in Chinese: 退出登录, not logout", async () => {
    // The editor signs out: an audit entry whose code is "logout".
    const out = await fetch(`${server.baseUrl}/api/user/auth/logout`, {
      method: "POST",
      headers: { ...XHR, Cookie: `sid=${server.tokens.editor}` },
    });
    expect(out.status).toBe(200);
    const { context, page, errors } = await asAdmin();
    await page.goto("/admin/audit");
    await waitForHydration(page);
    const table = page.locator(".ui-table");
    await table.getByText("退出登录").first().waitFor();
    await table.getByText("停用用户").first().waitFor();
    const text = (await table.textContent()) ?? "";
    expect(text).not.toMatch(/\blogout\b|user\.disable|platform/);
    expect(await table.getByText("退出登录").first().getAttribute("title")).toBe("logout");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a notice entered by hand: Chinese messages on the first wrong field, then its public page", async () => {
    const { context, page, errors } = await asAdmin();
    await page.goto("/admin/tenders/new");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^保\s?存$/ }).click();
    await page.getByText("请输入标题").waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("title");
    await page.getByLabel("标题", { exact: true }).fill("宜昌市夷陵区黄花镇隧道维修工程施工招标公告（手工录入）");
    await page.getByLabel("预算金额（万元）").fill("三百万");
    await page.getByRole("button", { name: /^保\s?存$/ }).click();
    await page.getByText("预算金额应为数字（万元），如 345.67").waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("budgetWan");
    await page.getByLabel("预算金额（万元）").fill("345.67");
    await page.getByLabel("公告阶段").selectOption({ label: "招标/资格预审公告" });
    await page.getByLabel("省份").selectOption({ label: "湖北省" });
    await page.getByLabel("城市").selectOption({ label: "宜昌市" });
    await page.getByLabel("招标人", { exact: true }).fill("宜昌市夷陵区黄花镇人民政府");
    await page.getByLabel("投标截止时间").fill("2026-12-30T09:30");
    await page.getByLabel("原文链接").fill("https://ggzy.example/yiling/manual-e2e.html");
    await page
      .getByLabel("公告正文")
      .fill(
        "一、项目概况\n建设地点：湖北省宜昌市夷陵区黄花镇\n代理机构：湖北宜诚招标代理有限公司\n二、投标人资格要求\n具备公路工程施工总承包三级及以上资质。\n",
      );
    await page.screenshot({ path: "/tmp/console-tender-entry.png", fullPage: true });
    await page.getByRole("button", { name: /^保\s?存$/ }).click();
    const link = page.getByRole("link", { name: "前台查看公告" });
    await link.waitFor();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/tenderDetails\/\d+$/);
    await page.goto(href);
    const body = (await page.locator("main").textContent()) ?? "";
    expect(body).toContain("宜昌市夷陵区黄花镇隧道维修工程施工招标公告（手工录入）");
    expect(body).toContain("345.67 万元");
    expect(body).toContain("宜昌市夷陵区黄花镇人民政府");
    expect(body).toContain("湖北宜诚招标代理有限公司");
    expect(errors).toEqual([]);
    await context.close();
  });
});
