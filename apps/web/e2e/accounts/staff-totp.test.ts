import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { totpAt } from "@portal/core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ROOT } from "../../../../scripts/server-process";
import { chromiumAvailable, launchChromium } from "../browser";
import { api, baseURL, lastCode, PASSWORD, register, shot, visitorContext } from "./helpers";

const run = chromiumAvailable() ? describe : describe.skip;
/** Issue 29: a staff member's first hour — outbox code once, then an authenticator app, then a remembered browser. */
run("staff authenticator and remembered browser", () => {
  let browser: Browser;
  let page: Page;
  let secret = "";
  const phone = `135${String(Date.now()).slice(-8)}`;
  beforeAll(async () => {
    await register(phone);
    const made = await api("/api/admin/staff/create", { phone, realname: "验证器测试", roles: ["editor"] }, inject("staffToken"));
    expect(made.status).toBe(200);
    browser = await launchChromium();
    page = await (await visitorContext(browser)).newPage();
  });
  afterAll(() => browser?.close());

  const passwordLogin = async () => {
    await page.goto("/login?redirect=%2Fadmin");
    await page.getByPlaceholder("手机号 / 邮箱").fill(phone);
    await page.getByPlaceholder("请输入密码").fill(PASSWORD);
    await page.getByRole("button", { name: "登 录" }).click();
  };

  it("logs in by the outbox code once, then enrols an authenticator and shows ten recovery codes", async () => {
    await passwordLogin();
    await page.waitForURL(/\/doubleAuth/);
    const sentAt = Date.now() - 5000;
    await page.getByPlaceholder("6 位数字").fill(await lastCode(phone, sentAt));
    await page.getByText("记住此设备").click(); // untick: this login should not be remembered
    await page.getByRole("button", { name: "验证并登录" }).click();
    await page.waitForURL(/\/security\/totp/);
    await page.getByRole("button", { name: "开始绑定" }).click();
    const secretBox = page.locator(".totp-secret");
    await secretBox.waitFor();
    secret = (await secretBox.getAttribute("data-secret")) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await secretBox.textContent())?.replace(/\s/g, "")).toBe(secret);
    await page.getByRole("img", { name: "身份验证器二维码" }).waitFor();
    await shot(page, "totp-enrol");
    await page.getByPlaceholder("6 位数字").fill(totpAt(secret, Date.now()));
    await page.getByRole("button", { name: "完成绑定" }).click();
    await page.getByText("保存恢复码").waitFor();
    expect(await page.locator(".totp-recovery li").count()).toBe(10);
    await shot(page, "totp-recovery-codes");
    await page.getByRole("link", { name: "我已保存，继续" }).click();
    await page.waitForURL((u) => u.pathname === "/admin");
  });

  it("asks for the authenticator code at the next login and remembers the browser when asked", async () => {
    await page.context().clearCookies({ name: "sid" });
    await passwordLogin();
    await page.waitForURL(/\/doubleAuth/);
    await page.getByText("身份验证器").first().waitFor();
    // The enrolment used this 30-second step; the next one is within the accepted window.
    await page.getByPlaceholder("6 位数字，或一个恢复码").fill(totpAt(secret, Date.now() + 30_000));
    await shot(page, "totp-login");
    await page.getByRole("button", { name: "验证并登录" }).click();
    await page.waitForURL((u) => u.pathname === "/admin");
    const did = (await page.context().cookies()).find((c) => c.name === "did");
    expect(did?.httpOnly).toBe(true);
    expect(did?.sameSite).toBe("Lax");
    expect((did?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
  });

  it("lets the remembered browser straight in the second time", async () => {
    await page.context().clearCookies({ name: "sid" });
    await passwordLogin();
    await page.waitForURL((u) => u.pathname === "/admin");
  });
});

run("registration without an SMS provider", () => {
  it("tells a visitor the code does not come by SMS and to contact the site", async () => {
    const browser = await launchChromium();
    try {
      const page = await (await visitorContext(browser)).newPage();
      await page.goto("/register");
      await page.getByText("本站暂未开通短信发送").waitFor();
      await page.getByText("请先联系网站管理员").waitFor();
      expect(await page.getByText("npm run outbox").count()).toBe(0);
      await shot(page, "register-no-sms");
    } finally {
      await browser.close();
    }
  });
});

describe("npm run outbox while the server runs", () => {
  const exec = promisify(execFile);
  const dataDir = () => path.dirname(inject("imageCodeFile"));
  const outbox = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir() };
    delete env.DATABASE_URL;
    return exec(process.execPath, ["--import", "tsx", "scripts/outbox.ts", ...args], { cwd: ROOT, env });
  };

  it("prints the code just sent, in Beijing time, asking the running server", async () => {
    if (!baseURL()) return;
    const phone = `136${String(Date.now()).slice(-8)}`;
    const code = await register(phone);
    const { stdout } = await outbox("3", "--to", phone);
    expect(stdout).toContain(phone);
    expect(stdout).toContain(`验证码 ${code}`);
    const shown = stdout.match(/(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):\d{2} {2}短信/)?.[1];
    const beijing = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
    expect([beijing, new Date(Date.now() + 8 * 3_600_000 - 60_000).toISOString().slice(0, 16).replace("T", " ")]).toContain(shown);
  });

  it("refuses callers without the token, or through a proxy", async () => {
    if (!baseURL()) return;
    expect((await fetch(`${baseURL()}/internal/outbox`)).status).toBe(401);
    expect((await fetch(`${baseURL()}/internal/outbox`, { headers: { Authorization: "Bearer wrong" } })).status).toBe(403);
    expect((await fetch(`${baseURL()}/internal/outbox`, { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(404);
  });
});
