import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docxText } from "../../../../packages/core/src/ai/docx-export";
import { loginBySms, shot, staffContext, visitorContext } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";
import { E2E_OUTLINE } from "../fake-model";
import { open } from "../helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/**
 * AI writing (issue 13) in Chromium against the loopback model (fake-model.ts): a visitor opens a
 * tool, logs in, watches the text stream in; then writes a paper from topic to outline to streamed
 * sections, edits a section in the rich-text editor and exports a Word file whose text is checked.
 */
run("AI writing tools and the AI paper", () => {
  let browser: Browser;
  let page: Page;
  const phone = "13700000105"; // seeded by scripts/e2e-seed.ts for this test only
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    const ctx = await visitorContext(browser, { acceptDownloads: true });
    page = await ctx.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
  });
  afterAll(() => browser?.close());

  it("lists the tools; generating asks a visitor to log in and brings them back", async () => {
    await page.goto("/aiToolList");
    await expect(page.title()).resolves.toMatch(/AI 写作工具/);
    await shot(page, "ai-tool-list");
    await page.getByRole("link", { name: /会议纪要/ }).click();
    await page.waitForURL((u) => u.pathname === "/aiToolDetail");
    await shot(page, "ai-tool-visitor");
    await page.getByRole("link", { name: "登录后生成" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await loginBySms(page, phone, "/aiToolDetail?id=meeting-minutes");
  });

  it("streams the text piece by piece, then says it was saved", async () => {
    await page.getByLabel("工程名称").fill("柏临河路道路改造工程");
    await page.getByLabel("会议名称").fill("第 12 次工地例会");
    await page.getByLabel("会议记录").fill("讨论雨季施工安排，监理要求编制专项方案。");
    await expect(page.locator(".ai-quota").textContent()).resolves.toContain("今日还可免费生成 3 次");
    await page.getByRole("button", { name: "开始生成" }).click();
    // The first heading is there while the model is still writing.
    await page.locator(".ai-output h2", { hasText: "会议概况" }).waitFor();
    await expect(page.locator(".ai-phase").textContent()).resolves.toBe("正在生成…");
    await shot(page, "ai-tool-streaming");
    await page.locator(".ai-saved").waitFor({ timeout: 15_000 });
    await expect(page.locator(".ai-output ol li").first().textContent()).resolves.toContain("雨季施工方案");
    // The quota is asked again once the writing is saved: wait for that answer, not the first paint.
    await page.locator(".ai-quota", { hasText: "今日还可免费生成 2 次" }).waitFor();
    await page.getByRole("link", { name: "我的写作" }).click();
    await page.waitForURL((u) => u.pathname === "/aiWriteList");
    await page.getByRole("button", { name: /会议纪要：/ }).click();
    await page.locator(".ai-writings .ai-text", { hasText: "会议决定" }).waitFor();
  });

  it("writes a paper: topic, outline edited, sections streamed", async () => {
    await open(page, "/aipaper/create");
    // Step one checks the topic before anything is sent.
    await page.getByRole("button", { name: "生成提纲" }).click();
    await page.getByText("请填写论文主题").waitFor();
    await page.getByLabel("论文主题").fill("灌浆");
    await page.getByRole("button", { name: "生成提纲" }).click();
    await page.getByText("请用至少 4 个字描述论文主题").waitFor();
    await page
      .getByRole("radio", { name: /约 \d+ 字/ })
      .last()
      .check();
    await page.getByLabel("论文主题").fill("装配式结构套筒灌浆质量控制");
    await shot(page, "ai-paper-topic");
    await page.getByRole("button", { name: "生成提纲" }).click();
    await page.getByRole("heading", { name: "确认提纲" }).waitFor();
    await expect(page.getByLabel("论文题目").inputValue()).resolves.toBe(E2E_OUTLINE.title);
    await page.getByLabel("第 2 节标题").fill("套筒灌浆缺陷的成因");
    await page.getByRole("button", { name: "添加一节" }).click();
    await page.getByLabel("第 4 节标题").fill("质量控制措施");
    await page.getByRole("button", { name: "下移第 3 节" }).click();
    await shot(page, "ai-paper-outline");
    await page.getByRole("button", { name: "确认提纲，开始写作" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/aipaper/detail/"));
    // Text arrives while the model writes: the caret shows on the section being written.
    await page.locator(".aipaper-section .ai-writing").first().waitFor();
    await shot(page, "ai-paper-streaming");
    await page.getByRole("link", { name: "编辑全文" }).waitFor();
    await page.getByRole("button", { name: "停止生成" }).waitFor({ state: "detached", timeout: 30_000 });
    const headings = await page.locator(".aipaper-section h2").allTextContents();
    expect(headings.map((h) => h.replace(/^\d+\s*/, ""))).toEqual(["引言", "套筒灌浆缺陷的成因", "质量控制措施", "结论"]);
    await expect(page.locator(".aipaper-section").nth(2).textContent()).resolves.toContain("本节论述质量控制措施。");
    await shot(page, "ai-paper-done");
  });

  it("edits a section in the rich-text editor and exports a Word file with the edit", async () => {
    await page.getByRole("link", { name: "编辑全文" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/aipaper/edit/"));
    const editor = page.locator(".aipaper-edit-section").first().locator(".tiptap");
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("本工程共有预制构件 1260 件，灌浆套筒 8400 个。");
    await page.locator(".aipaper-edit-section").first().getByRole("button", { name: "保存本节" }).click();
    await page.getByText("第 1 节已保存").waitFor();
    await shot(page, "ai-paper-edit");
    await page.getByRole("link", { name: "完成编辑" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/aipaper/detail/"));
    await page.getByText("灌浆套筒 8400 个").waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "导出 Word" }).click()]);
    expect(download.suggestedFilename()).toBe(`${E2E_OUTLINE.title}.docx`);
    const text = await docxText(readFileSync((await download.path()) as string));
    for (const words of [E2E_OUTLINE.title, "摘要", "套筒灌浆缺陷的成因", "灌浆套筒 8400 个", "本节论述结论。"])
      expect(text).toContain(words);

    await page.goto("/aipaper/index");
    await page.locator(".aipaper-table tbody tr", { hasText: E2E_OUTLINE.title }).locator(".ai-status-done").waitFor();
    await shot(page, "ai-paper-index");
    expect(errors).toEqual([]);
  });

  it("staff see the tools, their prompts and the month's token usage in the console", async () => {
    const staff = await (await staffContext(browser)).newPage();
    // The 编辑 button is in the server's HTML; a click before hydration would do nothing.
    await open(staff, "/admin/ai-tools");
    await expect(staff.locator(".ui-alert").textContent()).resolves.toContain("已接入大模型：e2e-model");
    await staff
      .getByRole("row", { name: /会议纪要/ })
      .getByRole("button", { name: "编辑" })
      .click();
    await expect(staff.getByLabel(/^系统提示词/).inputValue()).resolves.toContain("会议纪要");
    // An input without key or name is refused in the form; removed again, the tool saves.
    const dialog = staff.getByRole("dialog");
    await dialog.getByRole("button", { name: "添加输入项" }).click();
    await dialog.getByRole("button", { name: "保 存" }).click();
    await dialog.getByText("每个输入项都要填写标识和名称").waitFor();
    await dialog.getByRole("button", { name: "删 除" }).last().click();
    await dialog.getByLabel("简介").fill("根据会议要点整理规范的会议纪要。");
    await dialog.getByRole("button", { name: "保 存" }).click();
    await staff.getByText("已保存，下一次生成即使用新提示词").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await staff.getByRole("cell", { name: "论文章节" }).waitFor();
    await shot(staff, "ai-admin-tools");
  });
});
