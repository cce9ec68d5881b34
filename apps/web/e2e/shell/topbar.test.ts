/**
 * Behaviour of the site shell in Chromium: top bar links, hover menu, tab strip and search boxes
 * (SPEC §2, §5), footer, scroll-to-top, skip link, the customer-service invitation (SPEC §4) and
 * client-side navigation. Each test starts with a fresh context, so sessionStorage is empty.
 */

import { loginHref } from "@portal/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoErrors, open, useBrowser } from "../helpers";

/**
 * Proving an absence under a fake clock: whatever the timers started (a lazy chunk, a React render
 * on the scheduler's MessageChannel, which the fake clock leaves real) has finished once the network
 * is idle and two real message-channel turns have passed.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(1_000);
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  });
}

describe.skipIf(!baseUrl)("site shell behaviour in Chromium", () => {
  const browser = useBrowser();

  it("login link carries the current path and query as redirect", async () => {
    const { page } = browser;
    await open(page, "/news/list/1?x=1");
    const login = page.locator("header.topbar a.topbar-login", { hasText: "登录" });
    expect(await login.getAttribute("href")).toBe("/login?redirect=%2Fnews%2Flist%2F1%3Fx%3D1");
    // On /doubleAuth the link must be plain /login, but that page uses the bare layout and shows no
    // top bar, so the rule is checked on the function that renders the link instead.
    expect(loginHref("/doubleAuth", "?x=1")).toBe("/login");
    expectNoErrors(browser, "login link");
  });

  it("行业资讯 opens the news menu on hover and on keyboard focus", async () => {
    const { page } = browser;
    await open(page, "/contract");
    const menu = page.locator("header.topbar .news-menu");
    expect(await menu.isVisible()).toBe(false);
    await page.locator("header.topbar a.topbar-link", { hasText: "行业资讯" }).hover();
    await menu.waitFor({ state: "visible" });

    const group = (title: string) => menu.locator(".news-menu-group", { has: page.getByText(title, { exact: true }) });
    for (const title of ["新闻栏目", "专题栏目"]) {
      // First five and next five columns: at most two lists of at most five.
      const lists = group(title).locator("ul");
      expect(await lists.count()).toBeGreaterThanOrEqual(1);
      expect(await lists.count()).toBeLessThanOrEqual(2);
      for (const list of await lists.all()) expect(await list.locator("li").count()).toBeLessThanOrEqual(5);
      const hrefs = await group(title)
        .locator("li a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs.every((h) => /^\/news\/list\/\d+$/.test(h ?? ""))).toBe(true);
    }
    const study = await group("学习资料")
      .locator("a")
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(study).toEqual([
      ["标准规范", "/standard"],
      ["政策法规", "/policy"],
      ["论文", "/paper"],
    ]);

    // Keyboard users get the same menu (:focus-within).
    await page.mouse.move(0, 700);
    await menu.waitFor({ state: "hidden" });
    await page.locator("header.topbar a.topbar-link", { hasText: "行业资讯" }).focus();
    await menu.waitFor({ state: "visible" });
    expectNoErrors(browser, "news menu");
  });

  it("information pages: tab strip with 资讯 active; search trims, caps at 30 and searches on Enter", async () => {
    const { page } = browser;
    await open(page, "/news");
    const tabs = page.locator("header.topbar .info-tabs a");
    expect(await tabs.allTextContents()).toEqual(["首页", "招标", "资讯", "论文", "课程", "标准", "政策", "资料"]);
    const active = page.locator("header.topbar .info-tabs a.active");
    expect(await active.allTextContents()).toEqual(["资讯"]);
    expect(await active.getAttribute("aria-current")).toBe("page");

    const box = page.getByRole("searchbox", { name: "搜索信息" });
    expect(await box.getAttribute("maxlength")).toBe("30");
    await box.pressSequentially(`${"abcdefghij".repeat(3)}KLMNO`);
    expect(await box.inputValue()).toBe("abcdefghij".repeat(3));

    await box.fill("  工程造价  ");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search");
    const params = new URL(page.url()).searchParams;
    expect(params.get("keyword")).toBe("工程造价");
    expect(params.get("type")).toBe("news");
    expectNoErrors(browser, "information search");
  });

  it("help search: a blank keyword goes to /help, a word to /help/search/<word>", async () => {
    const { page } = browser;
    await open(page, "/help/3");
    const box = page.getByRole("searchbox", { name: "搜索帮助" });
    await box.fill("   ");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/help");

    await box.fill(" 计量 ");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/help/search/"));
    expect(new URL(page.url()).pathname).toBe(`/help/search/${encodeURIComponent("计量")}`);
    expectNoErrors(browser, "help search");
  });

  it("product pages have the product search box", async () => {
    const { page } = browser;
    await open(page, "/product");
    expect(await page.locator("header.topbar").getByPlaceholder("搜索产品与服务").isVisible()).toBe(true);
    expectNoErrors(browser, "product search");
  });

  it("footer: at most 9 topics, the ICP number and the agreements", async () => {
    const { page } = browser;
    await open(page, "/");
    const footer = page.locator("footer.footer");
    const topics = await footer.locator(".footer-topics a").count();
    expect(topics).toBeGreaterThan(0);
    expect(topics).toBeLessThanOrEqual(9);
    expect(await footer.textContent()).toContain("鄂ICP备");
    expect(await footer.getByRole("link", { name: "用户服务协议" }).getAttribute("href")).toBe("/service");
    expect(await footer.getByRole("link", { name: "隐私政策" }).getAttribute("href")).toBe("/pravicy");
    expectNoErrors(browser, "footer");
  });

  it("scroll-to-top appears after 200 px and brings the page back to the top", async () => {
    const { page } = browser;
    // A short viewport, so that every page is tall enough to scroll 400 px.
    await page.setViewportSize({ width: 1280, height: 400 });
    await open(page, "/news");
    const top = page.getByRole("button", { name: "回到顶部" });
    expect(await top.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await top.waitFor({ state: "visible" });
    await top.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await top.waitFor({ state: "detached" });
    expectNoErrors(browser, "scroll to top");
  });

  it("the first Tab focuses the skip link", async () => {
    const { page } = browser;
    await open(page, "/news");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("跳到主要内容");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
    expectNoErrors(browser, "skip link");
  });

  it("customer-service invitation: a corner card after the configured delay, once per tab, never over a dialog", async () => {
    const { page } = browser;
    // Demo settings: autoSwitch on, autoDelayed 15 s. A fake clock avoids waiting for real.
    await page.clock.install();
    await open(page, "/news");
    // A dialog open when the invitation is due: the invitation waits for it to close.
    await page.evaluate(() => {
      const d = document.createElement("dialog");
      d.id = "e2e-dialog";
      d.textContent = "另一个对话框";
      document.body.append(d);
      d.showModal();
    });
    await page.clock.fastForward(16_000);
    await settle(page);
    const card = page.getByRole("dialog", { name: "在线客服" });
    expect(await card.count()).toBe(0);
    await page.evaluate(() => (document.getElementById("e2e-dialog") as HTMLDialogElement).close());
    await page.clock.runFor(2_500);
    await card.waitFor({ state: "visible" });
    expect(await card.getByRole("button", { name: "立即咨询" }).isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: "稍后再说" }).isVisible()).toBe(true);

    // Not modal: no backdrop, the page's links still take clicks; it sits in the bottom-right
    // corner above the chat button.
    expect(await card.getAttribute("aria-modal")).toBeNull();
    expect(await page.locator(".ant-modal-mask, .ant-modal-wrap").count()).toBe(0);
    const box = await card.boundingBox();
    const button = await page.getByRole("button", { name: "在线客服" }).boundingBox();
    if (!box || !button) throw new Error("the card or the chat button is not on screen");
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeLessThanOrEqual(button.y);
    expect(box.width).toBeLessThanOrEqual(320);

    // Keyboard: Tab from the chat button reaches the card, Esc closes it.
    await page.getByRole("button", { name: "在线客服" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".chat-invite-card") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await card.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => sessionStorage.getItem("showOCS"))).toBe("1");

    // Same tab, another page, well past the delay: no second invitation.
    await open(page, "/help");
    await page.clock.runFor(16_000);
    await settle(page);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expectNoErrors(browser, "chat invitation");
  });

  it("the chat window stays under the site's dialogs", async () => {
    const { page } = browser;
    await open(page, "/news");
    await page.getByRole("button", { name: "在线客服" }).click();
    const chat = page.getByRole("region", { name: "在线客服" });
    await chat.waitFor({ state: "visible" });
    // A dialog as wide as the window, over the chat window's corner: the dialog is on top there.
    await page.evaluate(() => {
      const d = document.createElement("dialog");
      d.className = "ui-dialog";
      d.style.width = "1200px";
      d.style.height = "700px";
      d.innerHTML = "<p>签约开通</p>";
      document.body.append(d);
      d.showModal();
    });
    const box = await chat.boundingBox();
    if (!box) throw new Error("the chat window is not on screen");
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("dialog, .chat-window")?.tagName,
      [box.x + box.width / 2, box.y + 40],
    );
    expect(onTop).toBe("DIALOG");
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".chat-window") as Element).zIndex)).toBe("60");
  });

  it("top-bar links navigate on the client and update the title", async () => {
    const { page } = browser;
    await open(page, "/news");
    const before = await page.title();
    // A full page load would lose this marker.
    await page.evaluate(() => Object.assign(window, { __e2eMarker: "kept" }));
    await page.locator("header.topbar .topbar-nav > a", { hasText: "标准规范" }).click();
    await page.waitForURL((url) => url.pathname === "/standard");
    await page.waitForFunction((old) => document.title !== old, before);
    expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe("kept");
    expect(await page.title()).toContain("标准规范");
    expect(await page.locator("h1").first().textContent()).toBe("标准规范");
    expectNoErrors(browser, "client navigation");
  });

  it("plain links (home lists, footer) stay in the app; a Ctrl-click and an outside link are left to the browser", async () => {
    const { page } = browser;
    await open(page, "/");
    await page.evaluate(() => Object.assign(window, { __e2eMarker: "kept" }));
    const kept = () => page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker);
    // A title of the reading ranking: a plain anchor, no <Link> of its own (lib/app-links.ts).
    const first = page.locator(".side-box .title-list a").first();
    const href = await first.getAttribute("href");
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await kept()).toBe("kept");
    // Back home, then a footer link.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    const footerLink = page.locator("footer .footer-inner a[data-discover]").first();
    const footerHref = await footerLink.getAttribute("href");
    await footerLink.click();
    await page.waitForURL((url) => url.pathname + url.search === footerHref);
    expect(await kept()).toBe("kept");
    // Ctrl-click: a new tab, this page stays where it is.
    const here = page.url();
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      page.locator("header.topbar a.logo").click({ modifiers: ["Control"] }),
    ]);
    await popup.close();
    expect(page.url()).toBe(here);
    expect(await kept()).toBe("kept");
    // An anchor without the router's mark (the ICP record link opens a new tab anyway) is not taken over.
    expect(await page.locator("footer .footer-bottom a[data-discover]").count()).toBe(0);
    expectNoErrors(browser, "plain links");
  });

  it("a page from the page cache runs its scripts under the hash policy: it hydrates and navigates", async () => {
    const { page } = browser;
    await fetch(new URL("/news/5", baseUrl)); // the first visitor renders and stores it
    const response = await open(page, "/news/5");
    expect(response.headers()["x-page-cache"]).toBe("hit");
    expect(response.headers()["content-security-policy"]).toContain("'sha256-");
    // Opened again, the browser revalidates its copy (304) and must still run its scripts: a 304
    // that carried this request's nonce policy once left the kept page unhydrated.
    await open(page, "/news/5");
    await page.locator("header.topbar .topbar-nav > a", { hasText: "标准规范" }).click();
    await page.waitForURL((url) => url.pathname === "/standard");
    await page.locator("h1", { hasText: "标准规范" }).waitFor();
    // A blocked inline script would show here as a CSP violation or a hydration error.
    expectNoErrors(browser, "cached page");
  });
});
