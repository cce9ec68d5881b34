import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, hermeticEnv, spawnServer, stopServer, waitUntilReady } from "../../../../scripts/server-process";
import { chromiumAvailable, launchChromium } from "../browser";
import { fillIcode, lastCode, shot, visitorContext } from "./helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/** Script errors, CSP refusals (a frame the policy blocks is a console error) and failed requests of a page. */
function watch(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on("requestfailed", (req) => {
    if (req.failure()?.errorText !== "net::ERR_ABORTED") errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  return errors;
}

/**
 * WeChat scan login in Chromium against the loopback stand-in of WeChat (global-setup.ts points
 * WECHAT_OPEN_BASE / WECHAT_API_BASE at it): its QR page, framed on /weChat, has a button that plays
 * the phone confirming, after which it sends the top window to /Oauth/wechat?code&state like WeChat.
 */
run("WeChat scan login in the browser", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const phone = `136${String(Date.now()).slice(-8)}`;
  const fresh = async () => {
    const ctx = await visitorContext(browser);
    contexts.push(ctx);
    return ctx.newPage();
  };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
    await browser?.close();
  });

  it("shows WeChat's QR page in a fixed frame; confirming binds a phone and lands on the redirect, logged in", async () => {
    const page = await fresh();
    const errors = watch(page);
    const res = await page.goto("/weChat?redirect=%2Fnews");
    expect(res?.status()).toBe(200);
    // Only the configured WeChat host may be framed.
    expect(res?.headers()["content-security-policy"]).toContain(`frame-src 'self' ${inject("wechatUrl")};`);
    await page.getByRole("heading", { name: "微信登录" }).waitFor();
    const frame = page.locator('iframe[title="微信扫码登录"]');
    expect(await frame.getAttribute("src")).toBe("/api/user/auth/oauth/wechat/start?redirect=%2Fnews&embed=1");
    const confirm = page.frameLocator('iframe[title="微信扫码登录"]').getByRole("button", { name: "模拟手机确认登录" });
    await confirm.waitFor();
    // The frame is WeChat's compact QR page, with our state, at the size wxLogin.js gives it.
    const qrUrl = new URL(
      page
        .frames()
        .find((f) => f.url().startsWith(inject("wechatUrl")))
        ?.url() ?? "http://none",
    );
    expect(qrUrl.pathname).toBe("/connect/qrconnect");
    expect(qrUrl.searchParams.get("login_type")).toBe("jssdk");
    expect(qrUrl.searchParams.get("self_redirect")).toBe("false");
    expect(qrUrl.searchParams.get("redirect_uri")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/Oauth\/wechat$/);
    const box = await frame.boundingBox();
    expect([box?.width, box?.height]).toEqual([300, 400]);
    await expect(page.getByRole("link", { name: "在微信授权页打开" }).getAttribute("href")).resolves.toBe(
      "/api/user/auth/oauth/wechat/start?redirect=%2Fnews",
    );
    await expect(page.getByRole("link", { name: "短信验证码登录" }).getAttribute("href")).resolves.toBe("/login?type=sms&redirect=%2Fnews");
    await shot(page, "wechat-configured");

    await confirm.click();
    await page.waitForURL((u) => u.pathname === "/Oauth/wechat");
    await page.getByRole("heading", { name: "绑定手机号" }).waitFor();
    expect(await page.locator(".auth-subtitle").textContent()).toContain("微信测试用户，首次使用微信登录，请绑定手机号。");
    await page.getByPlaceholder("请输入手机号").fill(phone);
    await fillIcode(page);
    const sentAt = Date.now() - 1000;
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByPlaceholder("6 位数字").fill(await lastCode(phone, sentAt));
    await shot(page, "wechat-bind");
    await page.getByRole("button", { name: "绑定并登录" }).click();
    await page.waitForURL((u) => u.pathname === "/news");
    await page.locator(".user-menu").waitFor();
    expect(errors).toEqual([]);
  });

  it("the next time, from the plain link (keyboard, no frame), logs straight in without the bind step", async () => {
    const page = await fresh();
    const errors = watch(page);
    await page.goto("/weChat?redirect=%2Fstandard");
    const link = page.getByRole("link", { name: "在微信授权页打开" });
    await link.focus();
    await page.keyboard.press("Enter");
    // WeChat's full QR page, top level this time.
    await page.waitForURL((u) => u.href.startsWith(`${inject("wechatUrl")}/connect/qrconnect?`));
    expect(new URL(page.url()).searchParams.get("login_type")).toBeNull();
    await page.getByRole("button", { name: "模拟手机确认登录" }).click();
    await page.waitForURL((u) => u.pathname === "/standard");
    await page.locator(".user-menu").waitFor();
    expect(errors).toEqual([]);
  });

  it("a callback whose state this browser did not start is refused with a way back", async () => {
    const page = await fresh();
    await page.goto("/Oauth/wechat?code=code-forged&state=forged-state-0000000000000");
    await page.getByText("登录状态校验失败，请重新发起登录").waitFor();
    expect(await page.getByRole("link", { name: "重新扫码" }).getAttribute("href")).toBe("/weChat");
    await shot(page, "wechat-state-refused");
  });
});

/** A server of its own without WECHAT_APPID: /weChat says WeChat login is not offered and points elsewhere. */
run("WeChat login not configured", () => {
  let browser: Browser;
  let stop = async () => {};
  let baseUrl = "";
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-e2e-nowechat-"));
    const env = hermeticEnv(await freePort(), dataDir, "off");
    for (const key of Object.keys(env)) if (key.startsWith("WECHAT_")) delete env[key];
    const child = spawnServer(env);
    baseUrl = `http://127.0.0.1:${env.PORT}`;
    stop = async () => {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    };
    await waitUntilReady(baseUrl, child, { timeoutMs: 60_000, pollMs: 250 });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stop();
  });

  it("says so plainly and links the other ways in, keeping the redirect", async () => {
    const ctx = await browser.newContext({ baseURL: baseUrl, locale: "zh-CN", viewport: { width: 1366, height: 900 } });
    const page = await ctx.newPage();
    const errors = watch(page);
    const res = await page.goto("/weChat?redirect=%2Fnews");
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).not.toContain("frame-src");
    await page.getByText("本站暂未开通微信登录，请使用下面的方式登录。").waitFor();
    expect(await page.locator("iframe").count()).toBe(0);
    const others = page.getByRole("navigation", { name: "其他登录方式" }).getByRole("link");
    expect(await others.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual([
      ["密码登录", "/login?redirect=%2Fnews"],
      ["短信验证码登录", "/login?type=sms&redirect=%2Fnews"],
      ["手机扫码登录", "/login?type=qr&redirect=%2Fnews"],
    ]);
    await shot(page, "wechat-not-configured");
    await page.getByRole("link", { name: "短信验证码登录" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByRole("tab", { name: "短信登录", selected: true }).waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
