import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegScanCode } from "../../../server/api/testing/qr-decode";
import { chromiumAvailable, launchChromium } from "../browser";
import { open } from "../helpers";
import { baseURL, fillIcode, lastCode, shot } from "./helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/**
 * One person's way through the account pages in Chromium: register → log out → log in by password
 * → by SMS code → QR login confirmed from a second browser → recovery → second factor on a new device.
 */
run("accounts in the browser", () => {
  let browser: Browser;
  let phoneCtx: BrowserContext; // the "phone": registered and logged in first
  let page: Page;
  let secondDevice: Page; // signed in on a new device with the second factor
  const phone = `137${String(Date.now()).slice(-8)}`;
  let password = "Gongcheng#2026";
  beforeAll(async () => {
    browser = await launchChromium();
    phoneCtx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 } });
    page = await phoneCtx.newPage();
  });
  afterAll(() => browser?.close());

  const loggedInAs = async (p: Page) => {
    await p.waitForURL((u) => !u.pathname.startsWith("/login") && !u.pathname.startsWith("/doubleAuth"));
    await expect(p.locator(".user-menu").waitFor({ timeout: 15_000 })).resolves.toBeUndefined();
  };

  it("registers with phone, image code, SMS code, password and consent", async () => {
    await page.goto("/register?redirect=%2Fnews");
    await page.getByPlaceholder("请输入 11 位手机号").fill(phone);
    // People often fill everything first and ask for the code last: sending it keeps what they typed.
    await page.getByPlaceholder("再次输入密码").fill(password);
    await page.getByPlaceholder("没有可不填").fill("ABC");
    await fillIcode(page);
    const sentAt = Date.now() - 1000;
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByRole("button", { name: /秒后重发/ }).waitFor()).resolves.toBeUndefined();
    expect(await page.getByPlaceholder("请输入 11 位手机号").inputValue()).toBe(phone);
    expect(await page.getByPlaceholder("再次输入密码").inputValue()).toBe(password);
    await page.getByPlaceholder("没有可不填").fill("");
    await page.getByPlaceholder("6 位数字").fill(await lastCode(phone, sentAt));
    await page.getByPlaceholder("8–128 位").fill("woaini1314");
    await page.getByText("常见密码").first().waitFor();
    await page.getByPlaceholder("8–128 位").fill(password);
    await page.getByText(/密码强度：(强|中)/).waitFor();
    await page.getByPlaceholder("再次输入密码").fill(password);
    await shot(page, "register-filled");
    await page.getByRole("button", { name: "注 册" }).click();
    await page.getByText("请先阅读并同意《用户协议》和《隐私政策》").waitFor();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "注 册" }).click();
    await loggedInAs(page);
    expect(new URL(page.url()).pathname).toBe("/news");
  });

  it("logs out after confirmation, and another tab loses its user too", async () => {
    const other = await phoneCtx.newPage();
    await other.goto("/");
    await other.locator(".user-menu").waitFor();
    await page.locator(".user-menu").hover();
    await page.getByText("退出登录").click();
    const ok = page.getByRole("dialog").getByRole("button", { name: /确\s*定/ });
    await ok.waitFor();
    expect(await page.getByRole("dialog").textContent()).toContain("确定退出登录？");
    await shot(page, "logout-confirm");
    await ok.click();
    await page.locator(".topbar-login").first().waitFor();
    await other.locator(".topbar-login").first().waitFor({ timeout: 15_000 });
    await other.close();
  });

  it("logs in by password and returns to the redirect path", async () => {
    await page.goto("/login?redirect=%2Fstandard");
    await page.getByPlaceholder("手机号 / 邮箱").fill(phone);
    await page.getByPlaceholder("请输入密码").fill(password);
    await page.getByRole("button", { name: "登 录" }).click();
    await loggedInAs(page);
    expect(new URL(page.url()).pathname).toBe("/standard");
    await shot(page, "logged-in-topbar");
  });

  it("logs in by SMS code", async () => {
    await page.context().clearCookies({ name: "sid" });
    await page.goto("/login?type=sms");
    await page.getByPlaceholder("请输入手机号").fill(phone);
    await fillIcode(page);
    const sentAt = Date.now() - 1000;
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByPlaceholder("6 位数字").fill(await lastCode(phone, sentAt));
    await page.getByRole("button", { name: "登 录" }).click();
    await loggedInAs(page);
  });

  it("logs a second browser in by QR code confirmed on /authorize", async () => {
    const desk = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 } });
    const deskPage = await desk.newPage();
    await deskPage.goto("/login?type=qr");
    const img = deskPage.locator('img[alt="扫码登录二维码"]');
    await img.waitFor();
    await shot(deskPage, "login-qr");
    const code = jpegScanCode((await img.getAttribute("src")) ?? "");
    await page.goto(`/authorize?code=${encodeURIComponent(code)}`);
    await page.getByText("确认在电脑上登录？").waitFor();
    await page.getByText("HeadlessChrome").first().waitFor();
    await deskPage.getByText("扫码成功，请在手机上确认").waitFor({ timeout: 10_000 });
    await shot(page, "authorize");
    await page.getByRole("button", { name: "确认登录" }).click();
    await page.getByText("已确认，电脑端正在登录").waitFor();
    await loggedInAs(deskPage);
    await desk.close();
  });

  it("recovers the password; the old session ends", async () => {
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 } });
    const p = await ctx.newPage();
    await p.goto("/resetPassword");
    await p.getByPlaceholder("手机号 / 邮箱").fill(phone);
    await fillIcode(p);
    await p.getByRole("button", { name: "下一步" }).click();
    const sentAt = Date.now() - 1000;
    await p.getByRole("button", { name: "获取验证码" }).click();
    await p.getByPlaceholder("6 位数字").fill(await lastCode(phone, sentAt));
    await p.getByRole("button", { name: "下一步" }).click();
    password = "Xin-Mima-2026!";
    await p.getByPlaceholder("8–128 位").fill(password);
    // The new password is typed twice; a slip is caught before anything is sent.
    await p.getByLabel("确认新密码").fill("Xin-Mima-2027!");
    await p.getByRole("button", { name: "确认修改" }).click();
    await p.getByText("两次输入的密码不一致").waitFor();
    await shot(p, "reset-new-password");
    await p.getByLabel("确认新密码").fill(password);
    await p.getByRole("button", { name: "确认修改" }).click();
    await p.getByText("密码已重置").waitFor();
    await ctx.close();
    await page.goto("/");
    await page.locator(".topbar-login").first().waitFor();
  });

  it("asks a new device for a second factor, then lets it in", async () => {
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 } });
    const p = await ctx.newPage();
    await p.goto("/login");
    await p.getByPlaceholder("手机号 / 邮箱").fill(phone);
    await p.getByPlaceholder("请输入密码").fill(password);
    const sentAt = Date.now() - 1000;
    await p.getByRole("button", { name: "登 录" }).click();
    await p.waitForURL(/\/doubleAuth/);
    await p.getByText("您正在从新的设备登录").waitFor();
    await shot(p, "double-auth");
    await p.getByPlaceholder("6 位数字").fill(await lastCode(phone, sentAt));
    await p.getByRole("button", { name: "验证并登录" }).click();
    await loggedInAs(p);
    await p.goto("/personalCenter");
    await p.getByText("基本资料").first().waitFor();
    await shot(p, "personal-center");
    await p.getByRole("tab", { name: "登录设备" }).click();
    await p.getByText("本机").waitFor();
    await shot(p, "personal-center-sessions");
    // Kept for 账号安全: another SMS login now would hit the per-phone sending limit.
    secondDevice = p;
  });

  it("changes the password and the phone number in 账号安全", async () => {
    const p = secondDevice;
    await open(p, "/personalCenter?tab=security");
    await p.locator('link[rel="modulepreload"][href*="/SecurityPanels-"]').first().waitFor({ state: "attached" });
    const pwd = p.locator('form[name="change-password"]');
    await pwd.getByLabel("当前密码").fill(password);
    await pwd.getByLabel("新密码", { exact: true }).fill("Geng-Xin-2026!");
    await pwd.getByLabel("确认新密码").fill("Geng-Xin-2027!");
    await pwd.getByRole("button", { name: "修改密码" }).click();
    await pwd.getByText("两次输入的密码不一致").waitFor();
    await pwd.getByLabel("确认新密码").fill("Geng-Xin-2026!");
    await pwd.getByRole("button", { name: "修改密码" }).click();
    await p.getByText("密码已修改，其他设备上的登录已失效").waitFor();
    password = "Geng-Xin-2026!";
    expect(await pwd.getByLabel("当前密码").inputValue()).toBe("");

    const contact = p.locator('form[name="reauth"]');
    await contact.getByLabel("登录密码").fill(password);
    await contact.getByRole("button", { name: "验证身份" }).click();
    const change = p.locator('form[name="change-contact"]');
    await change.getByRole("radio", { name: "更换邮箱" }).check();
    await change.getByLabel("新邮箱").waitFor();
    await change.getByRole("radio", { name: "更换手机号" }).check();
    const next = `136${String(Date.now()).slice(-8)}`;
    await change.getByLabel("新手机号").fill(next);
    const sentAt = Date.now() - 1000;
    await change.getByRole("button", { name: "获取验证码" }).click();
    await change.getByLabel("验证码").fill(await lastCode(next, sentAt));
    await shot(p, "security-change-phone");
    await change.getByRole("button", { name: "确认更换" }).click();
    await p.getByText("手机号已更换").waitFor();
    await p.getByRole("tab", { name: "基本资料" }).click();
    await p.getByText(`${next.slice(0, 3)}****${next.slice(-4)}`).waitFor();
    await p.context().close();
  });
});
