import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, shot } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";
import { open } from "../helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/** Issue 10: a user signs up for 会员 on /contract by transfer; staff confirm the payment; the plan changes. */
run("/contract: order a membership, staff confirm the transfer", () => {
  let browser: Browser;
  const pageAs = async (token?: string): Promise<Page> => {
    const ctx = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 }, locale: "zh-CN" });
    if (token) await ctx.addCookies([{ name: "sid", value: token, url: baseURL() }]);
    return ctx.newPage();
  };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("shows the plans to a visitor with a login link, server-rendered with its title", async () => {
    const page = await pageAs();
    await open(page, "/contract");
    expect(await page.title()).toContain("会员开通");
    expect(await page.locator(".plan-head h2").allTextContents()).toEqual(["免费版", "会员", "企业版"]);
    expect(await page.getByRole("link", { name: "登录后开通" }).count()).toBe(2);
    await shot(page, "contract-visitor");
  });

  it("orders 会员 by transfer, staff confirm it in the console, and the buyer's plan becomes 会员", async () => {
    const buyer = await pageAs(inject("buyerToken"));
    await open(buyer, "/contract");
    await buyer.locator(".plan-head .plan-featured").getByRole("button", { name: "签约开通" }).click();
    const dialog = buyer.getByRole("dialog");
    await dialog.getByRole("radio", { name: "对公转账" }).check();
    await dialog.getByRole("button", { name: "提交订单" }).click();
    const panel = buyer.getByTestId("pay-panel");
    await panel.waitFor();
    const orderNo = (await panel.locator(".order-no").textContent())?.trim() ?? "";
    expect(orderNo).toMatch(/^ZX\d{14}$/);
    expect(await panel.textContent()).toContain("1,980.00 元");
    await shot(buyer, "contract-pay");
    await dialog.getByRole("button", { name: "知道了" }).click();
    await buyer
      .getByRole("table", { name: "我的订单" })
      .getByRole("row", { name: new RegExp(orderNo) })
      .getByText("待支付")
      .waitFor();

    const staff = await pageAs(inject("staffToken"));
    await open(staff, `/admin/orders?keyword=${orderNo}`);
    const row = staff.locator(".ui-table-row", { hasText: orderNo });
    await row.getByRole("button", { name: "确认收款" }).click();
    await staff.getByRole("button", { name: /确\s?定|OK/ }).click();
    await staff.getByText("已确认收款，会员已开通").waitFor();
    await row.getByText("已支付").waitFor();
    await shot(staff, "admin-orders");

    await open(buyer, "/personalCenter?tab=points");
    expect(await buyer.getByTestId("my-plan").textContent()).toMatch(/当前方案：会员（有效期至 \d{4}-\d{2}-\d{2}）/);
    await open(buyer, "/contract");
    await buyer.locator(".plan-head .plan-featured").getByText("当前方案").waitFor();
    await shot(buyer, "contract-member");
  });
});
