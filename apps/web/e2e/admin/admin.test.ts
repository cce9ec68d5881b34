/**
 * The admin console in Chromium against a server of its own (staff-server.ts): an editor writes and
 * publishes an article that appears on the public site; an editor cannot reach administrator
 * functions; anonymous visitors are sent to the login page; rich text stored through the admin API
 * stays inert on the public page.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../browser";
import { baseUrl as sharedServer, waitForHydration } from "../helpers";
import { type StaffServer, staffPage, startStaffServer } from "./staff-server";

// A 1×1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

// Skipped exactly when the other browser tests are (no Chromium on this machine).
describe.skipIf(!sharedServer)("admin console in Chromium", () => {
  let server: StaffServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startStaffServer(), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const as = (role: "admin" | "editor" | null) => staffPage(browser, server, role, { width: 1366, height: 900 });

  it("an editor writes and publishes an article that appears on the public site", async () => {
    const { context, page, errors } = await as("editor");
    await page.goto("/admin/news/new");
    await waitForHydration(page);
    await page.getByLabel("标题", { exact: true }).fill("编辑端到端测试文章");
    await page.getByLabel("摘要", { exact: true }).fill("这是一篇由端到端测试写的文章。");
    const body = page.locator(".admin-editor .tiptap");
    await body.click();
    await page.keyboard.type("第一段正文，来自富文本编辑器。");
    // An image through the editor's upload button: stored by the server, inserted at the cursor.
    await page
      .locator('.admin-editor input[type=file][accept^="image"]')
      .setInputFiles({ name: "现场.png", mimeType: "image/png", buffer: PNG });
    await body.locator('img[src^="/files/"]').waitFor();
    await page.getByText("立即发布", { exact: true }).click();
    await page.getByRole("button", { name: "保 存" }).click();
    await page.waitForURL(/\/admin\/news\/\d+$/);
    const id = page.url().split("/").pop();
    await page.getByText("已发布", { exact: true }).first().waitFor();

    const pub = await context.newPage();
    await pub.goto(`/news/${id}`);
    expect(await pub.locator("h1.article-title").textContent()).toBe("编辑端到端测试文章");
    expect(await pub.locator(".rich-text").textContent()).toContain("第一段正文，来自富文本编辑器。");
    const src = await pub.locator('.rich-text img[src^="/files/"]').getAttribute("src");
    const image = await pub.request.get(src ?? "");
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an editor creates and publishes a job through the generic content form; it shows on /recruit", async () => {
    const { context, page, errors } = await as("editor");
    await page.goto("/admin/content/job/new");
    await waitForHydration(page);
    await page.getByLabel("职位名称").fill("端到端测试工程师");
    await page.getByLabel("招聘人数").fill("两个");
    await page.getByText("立即发布", { exact: true }).click();
    await page.getByRole("button", { name: "保 存" }).click();
    // Every message at once, in the form, before anything is sent.
    await page.getByText("请填写工作城市").waitFor();
    await page.getByText("请填写所属部门").waitFor();
    await page.getByText("招聘人数须是 0–100000 的整数").waitFor();
    await page.getByLabel("工作城市").fill("武汉");
    await page.getByLabel("所属部门").fill("测试部");
    await page.getByLabel("招聘人数").fill("2");
    await page.getByRole("button", { name: "保 存" }).click();
    await page.waitForURL(/\/admin\/content\/job\/\d+$/);
    await page.goto("/admin/content/job?status=PUBLISHED");
    await page.getByText("端到端测试工程师").waitFor();
    const pub = await (await page.request.get("/recruit")).text();
    expect(pub).toContain("端到端测试工程师");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an editor gives a new solution an uploaded cover; the solutions list shows it at a fixed size", async () => {
    const { context, page, errors } = await as("editor");
    await page.goto("/admin/content/solution/new");
    await waitForHydration(page);
    await page.getByLabel("项目类型").selectOption({ label: "隧道" });
    await page.getByLabel("标题", { exact: true }).fill("端到端隧道方案");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "上 传" }).click();
    await (await chooser).setFiles({ name: "封面.png", mimeType: "image/png", buffer: PNG });
    const coverBox = page.getByLabel("封面图（列表显示）");
    await expect.poll(() => coverBox.inputValue()).toMatch(/^\/files\/\w+\.png$/);
    const cover = await coverBox.inputValue();
    await page.locator('img[alt="封面预览"]').waitFor();
    await page.getByText("立即发布", { exact: true }).click();
    await page.getByRole("button", { name: "保 存" }).click();
    await page.waitForURL(/\/admin\/content\/solution\/\d+$/);
    const pub = await (await page.request.get("/solution/TUNNEL")).text();
    expect(pub).toMatch(
      new RegExp(`<img class="card-cover" src="${cover}" width="640" height="360" alt="" decoding="async" loading="lazy"`),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the administrator adds a tender source, runs it now and sees the run recorded", async () => {
    const { context, page, errors } = await as("admin");
    await page.goto("/admin/tender-sources");
    await waitForHydration(page);
    await page.getByRole("button", { name: "新建来源" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("来源名称").fill("端到端采集来源");
    await dialog.getByLabel("字段与选择器（JSON）").fill("[1, 2]");
    await dialog.getByLabel("采集间隔（分钟）").fill("5");
    await dialog.getByRole("button", { name: "保 存" }).click();
    await dialog.getByText("请填写地址").waitFor();
    await dialog.getByText("采集间隔为 10–10080 分钟").waitFor();
    await dialog.getByLabel("采集间隔（分钟）").fill("30");
    // An address that cannot resolve: the run fails and says why, nothing else breaks.
    await dialog.getByLabel("地址").fill("http://tender-source.invalid/list");
    await dialog.getByRole("button", { name: "保 存" }).click();
    await dialog.getByText("配置须是 JSON 对象").waitFor();
    await dialog
      .getByLabel("字段与选择器（JSON）")
      .fill('{ "listItem": "table.list tr", "link": "a", "detail": { "content": "#content" } }');
    await dialog.getByRole("button", { name: "保 存" }).click();
    const row = page.locator(".ui-table-row", { hasText: "端到端采集来源" }).first();
    await row.waitFor();
    await row.getByRole("button", { name: "立即采集" }).click();
    await page.getByText("已加入采集队列").waitFor();
    await expect
      .poll(async () => {
        await page.reload();
        return page.locator(".ui-table-row", { hasText: "端到端采集来源" }).last().textContent();
      })
      .toMatch(/失败|成功|部分失败/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an editor adds a help folder, files a published document in it, and the help centre shows both", async () => {
    const { context, page, errors } = await as("editor");
    // An anonymous visitor's copy of the help centre is now in the page cache…
    const anonymousHelp = () =>
      fetch(`${server.baseUrl}/help`).then(async (r) => ({ hit: r.headers.get("x-page-cache"), html: await r.text() }));
    await anonymousHelp();
    expect((await anonymousHelp()).hit).toBe("hit");
    await page.goto("/admin/folders/help");
    await waitForHydration(page);
    await page.getByRole("button", { name: "新建目录" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("名称").fill("端到端目录");
    await dialog.getByRole("button", { name: "保 存" }).click();
    await page.locator(".ui-table-row", { hasText: "端到端目录" }).waitFor();

    await page.goto("/admin/content/helpDoc/new");
    await waitForHydration(page);
    await page.getByLabel("所属目录").selectOption({ label: "端到端目录" });
    await page.getByLabel("标题", { exact: true }).fill("端到端帮助文档");
    await page.getByText("立即发布", { exact: true }).click();
    await page.getByRole("button", { name: "保 存" }).click();
    await page.waitForURL(/\/admin\/content\/helpDoc\/\d+$/);

    const pub = await context.newPage();
    await pub.goto("/help");
    await pub
      .getByRole("link", { name: /端到端目录/ })
      .first()
      .click();
    await pub.getByRole("link", { name: "端到端帮助文档" }).first().waitFor();
    // …and the staff changes emptied it: the next anonymous visitor sees the new folder.
    expect((await anonymousHelp()).html).toContain("端到端目录");
    // The folder still holds the document, so the console refuses to delete it.
    await page.goto("/admin/folders/help");
    await waitForHydration(page);
    await page.locator(".ui-table-row", { hasText: "端到端目录" }).getByRole("button", { name: "删除" }).click();
    await page.getByRole("button", { name: "删 除" }).click();
    await page.getByText("该目录下还有文档，请先移走或删除文档").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the administrator uploads a document, hides it, and adds a course with a category of its own", async () => {
    const { context, page, errors } = await as("admin");
    await page.goto("/admin/downloads");
    await waitForHydration(page);
    await page.getByRole("button", { name: "上传资料" }).click();
    const upload = page.getByRole("dialog", { name: "上传资料" });
    await upload.getByRole("button", { name: "上 传" }).click();
    await upload.getByText("请选择要上传的文件").waitFor();
    await upload
      .getByLabel("文件")
      .setInputFiles({ name: "端到端施工方案.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n测试资料") });
    // The name comes from the file; the folder and summary are optional.
    expect(await upload.getByLabel("资料名称").inputValue()).toBe("端到端施工方案");
    await upload.getByRole("button", { name: "上 传" }).click();
    const row = page.locator(".ui-table-row", { hasText: "端到端施工方案" });
    await row.getByText("已发布").waitFor();
    await row.getByRole("button", { name: "隐藏" }).click();
    await page.getByText("已隐藏，前台不再显示").waitFor();
    await row.getByText("已隐藏").waitFor();

    await page.goto("/admin/courses");
    await waitForHydration(page);
    await page.getByRole("button", { name: "管理分类" }).click();
    const cats = page.getByRole("dialog", { name: "课程分类" });
    await cats.getByLabel("新分类名称").fill("端到端分类");
    await cats.getByRole("button", { name: "添 加" }).click();
    await cats.locator('input[aria-label="分类名称"][value="端到端分类"]').waitFor();
    await cats.getByRole("button", { name: "关闭" }).click();
    await page.getByRole("button", { name: "新建课程" }).click();
    const course = page.getByRole("dialog", { name: "新建课程" });
    await course.getByRole("button", { name: "保 存" }).click();
    await course.getByText("请填写课程名称").waitFor();
    await course.getByLabel("课程名称").fill("端到端课程");
    await course.getByLabel("分类").selectOption({ label: "端到端分类" });
    await course.getByRole("button", { name: "保 存" }).click();
    const courseRow = page.locator(".ui-table-row", { hasText: "端到端课程" });
    await courseRow.getByText("端到端分类").waitFor();
    // Lessons are numbered from 1, and the list counts them all (it once showed 课时 1 and 序 0).
    await courseRow.getByRole("button", { name: "课时与视频" }).click();
    const drawer = page.locator(".ant-drawer-section");
    for (const title of ["第一讲", "第二讲"]) {
      await drawer.getByRole("button", { name: "新增课时" }).click();
      const form = page.getByRole("dialog", { name: "新增课时" });
      await form.getByLabel("课时名称").fill(title);
      await form.getByRole("button", { name: /确 ?定|OK/ }).click();
      await drawer.getByRole("cell", { name: title }).waitFor();
    }
    const numbers = await drawer.locator("tr.ant-table-row td:first-child").allTextContents();
    expect(numbers).toEqual(["1", "2"]);
    await page.screenshot({ path: ".tmp/screens/e2e-admin-lessons.png" });
    await page.locator(".ant-drawer-close").click();
    await page.reload();
    await waitForHydration(page);
    const counted = page.locator(".ui-table-row", { hasText: "端到端课程" });
    expect(await counted.locator("td").nth(3).textContent()).toBe("2");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the administrator saves a new version of the privacy policy, checked in the form first", async () => {
    const { context, page, errors } = await as("admin");
    await page.goto("/admin/agreements");
    await waitForHydration(page);
    const card = page.locator("section.ui-card").filter({ has: page.getByRole("heading", { name: "隐私政策" }) });
    await card.locator(".ProseMirror").waitFor();
    await card.getByLabel("版本号").fill("");
    await card.getByRole("button", { name: "保存新版本" }).click();
    await card.getByText("请输入版本号").waitFor();
    await card.getByLabel("版本号").fill("e2e-2");
    await card.getByLabel("生效日期").fill("2026-12-01");
    await card.getByRole("button", { name: "保存新版本" }).click();
    await page.getByText("隐私政策已保存").waitFor();
    await card.getByText("当前版本 e2e-2，2026-12-01 生效").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an editor sees only content in the menu and gets 403 on administrator pages and calls", async () => {
    const { context, page } = await as("editor");
    await page.goto("/admin/news");
    const menu = page.locator(".admin-sider");
    expect(await menu.getByText("文章", { exact: true }).count()).toBe(1);
    for (const item of ["站点设置", "页面 TDK", "工作人员", "操作日志"]) expect(await menu.getByText(item).count()).toBe(0);
    for (const path of ["/admin/settings", "/admin/staff", "/admin/audit", "/admin/page-info"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await page.getByText("没有权限访问此页面").waitFor();
    }
    const api = await page.request.post("/api/admin/settings/get", { data: {}, headers: { "X-Requested-With": "XMLHttpRequest" } });
    expect(api.status()).toBe(403);
    await context.close();
  });

  it("the administrator's first page: dashboard with today's figures and recent actions in Chinese, the outbox, logout", async () => {
    const { context, page, errors } = await as("admin");
    await page.goto("/admin");
    await page.getByText("今日注册").waitFor();
    await page.getByText("最近操作").waitFor();
    expect(await page.locator(".admin-dashboard .admin-stat").count()).toBe(4);
    expect(await page.locator(".admin-dashboard").textContent()).not.toMatch(/login\.success|file\.upload|news\.create/);
    // Charts one can read (issue 35): ECharts at least 240 px high, dates and counts on the axes, a legend.
    const charts = page.locator(".admin-dashboard figure.echart");
    expect(await charts.count()).toBe(2);
    for (const chart of await charts.all()) {
      await chart.locator("svg").waitFor();
      expect((await chart.boundingBox())?.height).toBeGreaterThanOrEqual(240);
      const text = (await chart.locator("svg").textContent()) ?? "";
      expect(text).toContain("日期");
      expect(text).toMatch(/阅读|注册/);
      expect(text).toMatch(/\d{2}-\d{2}/);
    }
    await page.locator(".admin-sider").getByText("发件箱").click();
    await page.waitForURL(/\/admin\/outbox$/);
    await page.getByText("这里是站内发件箱").waitFor();
    await page.getByRole("button", { name: "退出登录" }).click();
    await page.getByRole("button", { name: "退 出" }).click();
    await page.waitForURL(/\/login\?redirect=%2Fadmin$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an editor's dashboard has no audit entries and the outbox is not theirs", async () => {
    const { context, page } = await as("editor");
    await page.goto("/admin");
    await page.getByText("今日新增内容").waitFor();
    expect(await page.getByText("最近操作").count()).toBe(0);
    expect((await page.goto("/admin/outbox"))?.status()).toBe(403);
    await context.close();
  });

  it("sends a visitor without a staff session to the login page with a way back", async () => {
    const { context, page } = await as(null);
    const res = await page.request.get("/admin/news?status=DRAFT", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe("/login?redirect=%2Fadmin%2Fnews%3Fstatus%3DDRAFT");
    await context.close();
  });

  it("keeps script payloads saved through the admin API inert on the public page", async () => {
    const { context, page, errors } = await as("editor");
    const headers = { "X-Requested-With": "XMLHttpRequest" };
    const dirs = await (await page.request.post("/api/admin/column/list", { data: {}, headers })).json();
    const content = [
      '<p id="ok">安全的段落<img id="x1" src=x onerror="window.__xss=1;alert(1)"></p>',
      '<a id="x2" href="javascript:window.__xss=2">链接</a>',
      "<script>window.__xss=3;alert(3)</script>",
      '<svg id="x4" onload="window.__xss=4"><script>alert(4)</script></svg>',
      '<p style="position:fixed;inset:0;background:red" id="x5">样式</p><style>body{display:none}</style>',
      '<iframe id="x6" src="javascript:alert(6)"></iframe>',
    ].join("");
    const created = await page.request.post("/api/admin/news/create", {
      data: { dirId: dirs.data[0].id, title: "脚本注入测试", content, state: "PUBLISHED" },
      headers,
    });
    const id = (await created.json()).data.id;

    const html = await (await page.request.get(`/news/${id}`)).text();
    const body = html.slice(html.indexOf('class="rich-text'), html.indexOf("</div>", html.indexOf('class="rich-text')));
    expect(body).toContain("安全的段落");
    for (const bad of [/onerror/i, /onload/i, /javascript:/i, /<script/i, /<svg/i, /<iframe/i, /style=/i, /<style/i])
      expect(body).not.toMatch(bad);

    await page.goto(`/news/${id}`);
    // ids are not on the allowlist either, so the paragraph is found by its text.
    await page.locator(".rich-text", { hasText: "安全的段落" }).waitFor();
    // Anything the payloads could load or run has had its chance once the network is quiet.
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(
      await page
        .locator(".rich-text script, .rich-text svg, .rich-text iframe, .rich-text style, .rich-text [onerror], .rich-text [style]")
        .count(),
    ).toBe(0);
    expect(await page.locator('.rich-text a[href^="javascript"]').count()).toBe(0);
    // Saved without a source: the line says nothing of one rather than "来源：—".
    expect(await page.locator(".article-meta").textContent()).not.toContain("来源");
    expect(errors.filter((e) => e.startsWith("dialog"))).toEqual([]);
    await context.close();
  });
});
