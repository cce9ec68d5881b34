import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, shot, staffContext, visitorContext } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";
import { waitForHydration } from "../helpers";

const run = chromiumAvailable() ? describe : describe.skip;

async function staffCall(path: string, body: unknown) {
  const res = await fetch(`${baseURL()}/api/admin/${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${inject("staffToken")}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads fields loosely
  return (await res.json()) as { code: string; data: any };
}

/**
 * The customer-service chat in two browsers (issue 12): a visitor asks from a page of the portal, an
 * agent in the console takes the chat and answers, both see the conversation, typing and read state.
 */
run("online customer service", () => {
  let browser: Browser;
  let saved: Record<string, unknown> | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    // Agents are at work around the clock for this test, whatever the hour the suite runs at.
    const settings = (await staffCall("settings/get", {})).data.settings;
    saved = settings.chat;
    await staffCall("settings/update", {
      ...settings,
      chat: { ...settings.chat, workDays: [1, 2, 3, 4, 5, 6, 7], workStart: "00:00", workEnd: "24:00" },
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    if (saved) {
      const settings = (await staffCall("settings/get", {})).data.settings;
      await staffCall("settings/update", { ...settings, chat: saved });
    }
  });

  it("a visitor asks, an agent answers, both see it", async () => {
    const staff = await staffContext(browser, { viewport: { width: 1440, height: 900 } });
    contexts.push(staff);
    const desk = await staff.newPage();
    await desk.goto("/admin/chat");
    await desk.getByText("已连接").waitFor();

    // No automatic invitation: this visitor opens the chat itself.
    const visitor = await visitorContext(browser);
    contexts.push(visitor);
    const page = await visitor.newPage();
    await page.goto("/standard", { referer: "https://www.baidu.com/s?wd=工程建设标准" });
    await waitForHydration(page); // the button is in the server's HTML; a click before hydration does nothing
    await page.getByRole("button", { name: "在线客服" }).click();
    const window = page.getByRole("region", { name: "在线客服" });
    await window.getByText("客服在线").waitFor();
    const question = "请问 JTG F80/1 的最新版本在哪里下载？";
    await window.getByLabel("消息").fill(question);
    await window.getByLabel("消息").press("Enter");
    await window.getByText(question).waitFor();

    // The agent hears of the new visitor in the queue and takes the chat.
    const item = desk.locator(".agent-item", { hasText: question });
    await item.waitFor();
    await item.click();
    await desk.getByRole("button", { name: "接入会话" }).click();
    await desk.getByText("访客信息").waitFor();
    await expect.poll(() => desk.locator(".agent-side").textContent()).toContain("baidu.com");
    await expect.poll(() => desk.locator(".agent-side").textContent()).toContain("/standard");
    await window.locator(".chat-system", { hasText: "为您服务" }).waitFor();

    await window.getByLabel("消息").pressSequentially("好的", { delay: 50 });
    await desk.getByText("访客正在输入…").waitFor();
    await window.getByLabel("消息").fill("");

    const answer = "您好，标准页面搜索 JTG F80/1 即可在线阅读和下载。";
    await desk.getByLabel("回复内容").fill(answer);
    await desk.getByLabel("回复内容").press("Enter");
    await window.getByText(answer).waitFor();
    await desk.locator(".agent-thread").getByText(answer).waitFor();
    // The visitor's window is open, so the answer is read at once; the agent sees 已读.
    await desk.locator(".agent-read", { hasText: "已读" }).waitFor();
    await shot(page, "chat-visitor");
    await shot(desk, "chat-agent");

    // The window stays open from page to page, with the conversation so far.
    await page.goto("/news");
    await page.getByRole("region", { name: "在线客服" }).getByText(answer).waitFor();
    // Closed, it stays closed on the next page; opened again, the history is there.
    await page.getByRole("button", { name: "收起客服窗口" }).click();
    await page.goto("/help");
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("region", { name: "在线客服" }).count()).toBe(0);
    await page.getByRole("button", { name: "在线客服" }).click();
    await page.getByRole("region", { name: "在线客服" }).getByText(question).waitFor();

    // Closing from the console: the visitor is told.
    await desk.getByRole("button", { name: "结束会话" }).click();
    await desk.getByRole("button", { name: "结 束" }).click();
    await page.getByText("本次会话已结束").waitFor();
    const state = (await staffCall("chat/console", {})).data;
    expect(state.recent.some((c: { lastMessage: string }) => c.lastMessage === answer)).toBe(true);
  });
});
