/**
 * Issue 29, the operator's first hour, in Chromium against a server of its own: an administrator
 * finds a user by the last digits of their phone, disables them (their session dies at once) and
 * enables them again; the audit log names it all in Chinese (退出登录, not logout); a notice typed in
 * 手工录入 is on its public page; 站点设置, footer links and point rules are checked and saved.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../browser";
import { baseUrl as sharedServer, waitForHydration } from "../helpers";
import { type StaffServer, staffPage, startStaffServer } from "./staff-server";

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

  const as = (role: "admin" | "editor" | null) => staffPage(browser, server, role);

  /** Whether the ordinary user's session still answers. */
  const userSessionStatus = async () =>
    (await fetch(`${server.baseUrl}/api/user/auth/userid`, { method: "POST", headers: { ...XHR, Cookie: `sid=${server.tokens.user}` } }))
      .status;

  it("finds a user by the last 4 digits of the phone, disables them (session dead at once) and enables them again", async () => {
    const { context, page, errors } = await as("admin");
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
    const { context, page, errors } = await as("admin");
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
    const { context, page, errors } = await as("admin");
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

  it("the administrator edits 站点设置: every message at once, then the settings, footer links and point rules are saved", async () => {
    const { context, page, errors } = await as("admin");
    const read = async (path: string) =>
      (await (await page.request.post(`/api/admin/${path}`, { data: {}, headers: { "X-Requested-With": "XMLHttpRequest" } })).json()).data;
    await page.goto("/admin/settings");
    await waitForHydration(page);
    const error = (text: string | RegExp) => page.locator(".ui-error", { hasText: text });

    // Site settings: a blank name, a delay of 0, an end before the start and an empty canned reply.
    await page.getByLabel("网站名称").fill("  ");
    await page.getByLabel("弹出延迟（秒）").fill("0");
    await page.getByLabel("下班时间（北京时间）").fill("08:00");
    await page.getByRole("button", { name: "添加快捷回复" }).click();
    await page.getByRole("button", { name: "保存设置" }).click();
    for (const text of ["请输入网站名称", "请输入 1 到 3600 之间的秒数", "下班时间应晚于上班时间", /行：请输入回复内容/])
      await error(text).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("siteName");
    await page.getByLabel("网站名称").fill("筑信工程云");
    await page.getByLabel("弹出延迟（秒）").fill("20");
    await page.getByLabel("下班时间（北京时间）").fill("18:30");
    await page
      .getByLabel(/^快捷回复第 \d+ 行的回复内容$/)
      .last()
      .fill("请稍等，我们马上为您查询。");
    await page.getByRole("button", { name: "保存设置" }).click();
    await page.getByText("设置已保存").waitFor();
    const { settings } = await read("settings/get");
    expect(settings.siteName).toBe("筑信工程云");
    expect(settings.chat).toMatchObject({ autoDelayed: 20, workEnd: "18:30" });
    expect(settings.chat.canned.at(-1)).toBe("请稍等，我们马上为您查询。");

    // Footer links: a new link whose address is wrong is refused; fixed, it moves up one place.
    const links = (await read("settings/get")).footerLinks.length;
    await page.getByRole("button", { name: "添加链接" }).click();
    await page.getByLabel(`页脚链接第 ${links + 1} 行的分组`).fill("关于我们");
    await page.getByLabel(`页脚链接第 ${links + 1} 行的链接文字`).fill("联系我们");
    await page.getByLabel(`页脚链接第 ${links + 1} 行的地址`).fill("contact");
    await page.getByRole("button", { name: "保存页脚链接" }).click();
    await error(`第 ${links + 1} 行：地址须以 http(s):// 或 / 开头`).waitFor();
    await page.getByLabel(`页脚链接第 ${links + 1} 行的地址`).fill("/contact");
    await page.getByRole("button", { name: `上移第 ${links + 1} 行` }).click();
    await page.getByRole("button", { name: "保存页脚链接" }).click();
    await page.getByText("页脚链接已保存").waitFor();
    const saved = (await read("settings/get")).footerLinks;
    expect(saved).toHaveLength(links + 1);
    expect(saved.at(-2)).toEqual({ groupName: "关于我们", label: "联系我们", href: "/contact" });

    // Point rules: a streak of one day is refused; 14 days is saved with the new daily points.
    await page.getByLabel("每日签到积分").fill("8");
    await page.getByRole("button", { name: "添加奖励" }).click();
    const streak = page.getByLabel(/^连续签到奖励第 \d+ 行的连续天数$/).last();
    await streak.fill("1");
    await page.getByRole("button", { name: "保存积分规则" }).click();
    await error(/连续天数应为 2–365 的整数/).waitFor();
    expect(await streak.evaluate((el) => el === document.activeElement)).toBe(true);
    await streak.fill("14");
    await page.getByRole("button", { name: "保存积分规则" }).click();
    await page.getByText("积分规则已保存").waitFor();
    const rules = await read("pointRules/get");
    expect(rules.sign.dailyPoints).toBe(8);
    expect(rules.sign.streakBonuses).toContainEqual({ days: 14, points: 10 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
