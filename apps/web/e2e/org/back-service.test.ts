import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, shot } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";
import { open } from "../helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/**
 * Issue 10, the organisation platform: a user creates an organisation on /backService, invites a
 * colleague by phone, the colleague accepts in 消息中心 (issue 29: no membership without consent, no
 * name shown before) and then finds the organisation on their own /backService. Both people are sessions from the e2e seed (the demo administrator, who belongs to
 * no organisation, and the plain user 李工, 13700000101).
 */
run("organisation platform (/backService)", () => {
  let browser: Browser;
  const errors: string[] = [];
  const pageAs = async (token: string): Promise<Page> => {
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
    await ctx.addCookies([{ name: "sid", value: token, url: baseURL() }]);
    const page = await ctx.newPage();
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
    });
    return page;
  };

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("creates an organisation, invites a member by phone, who accepts in 消息中心 and then sees it", async () => {
    const admin = await pageAs(inject("staffToken"));
    await open(admin, "/backService");
    expect(await admin.title()).toContain("机构平台");
    await admin.getByText("您还没有加入任何机构").waitFor();
    await admin.getByLabel("机构名称").fill("筑信测试建设有限公司");
    await admin.getByLabel("机构代码").fill("e2e-org");
    await admin.getByRole("button", { name: "创建机构" }).click();
    await admin.waitForURL((u) => u.pathname === "/backService" && u.searchParams.has("org"));
    await admin.locator(".org-name", { hasText: "筑信测试建设有限公司" }).waitFor();
    await admin.getByText("免费版").waitFor();

    // Keyboard only: the phone field, then Enter submits the form.
    const phone = admin.getByLabel("手机号");
    await phone.focus();
    await admin.keyboard.type("13700000101");
    await admin.keyboard.press("Enter");
    await admin.getByText("已向 137****0101 发送邀请，对方接受后成为机构成员").waitFor();
    // Pending: a masked phone only, not yet a member, no name.
    const pending = admin.getByRole("region", { name: "待接受的邀请" });
    await pending.locator(".ant-table-row", { hasText: "137****0101" }).waitFor();
    expect(await pending.textContent()).not.toContain("李工");
    await admin.getByText("机构成员（1）").waitFor();
    await admin.locator("#shared-subscriptions").getByText("机构还没有共享的招标订阅").waitFor();
    await shot(admin, "back-service-admin");

    const member = await pageAs(inject("memberToken"));
    await open(member, "/personalCenter?tab=messages");
    const inbox = member.getByRole("region", { name: "机构邀请" });
    await inbox.getByText("筑信测试建设有限公司").waitFor();
    await shot(member, "message-centre-invitation");
    await inbox.getByRole("button", { name: "接 受" }).click();
    await inbox.getByText("您已加入 筑信测试建设有限公司").waitFor();

    await open(member, "/backService");
    await member.locator(".org-name", { hasText: "筑信测试建设有限公司" }).waitFor();
    expect(await member.locator(".ant-descriptions").textContent()).toContain("成员");
    // A plain member can neither rename nor invite people.
    expect(await member.getByRole("button", { name: "修改名称" }).count()).toBe(0);
    expect(await member.getByRole("button", { name: "邀请成员" }).count()).toBe(0);
    await shot(member, "back-service-member");

    await admin.reload();
    const row = admin.locator(".ant-table-row", { hasText: "137****0101" });
    await row.waitFor();
    expect(await row.textContent()).toContain("李工");
    await admin.getByText("机构成员（2）").waitFor();
    expect(await admin.getByRole("region", { name: "待接受的邀请" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
