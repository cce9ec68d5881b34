import type { Page, Route } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { chromiumAvailable } from "../browser";
import { expectNoErrors, useBrowser, waitForHydration } from "../helpers";
import { PASSWORD, register } from "./helpers";

const run = chromiumAvailable() ? describe : describe.skip;

/**
 * A page is drawn by the server long before its scripts run; on a slow line or a busy machine people
 * type and press 登录 in between. Without the page's script the browser would send the form itself,
 * as a GET to the same address: the password in the address bar, the history and the server's log,
 * and the login lost. The page's inline script holds such a submit and hands it over once the page
 * is live, with what was typed (lib/before-hydration.ts).
 */
run("a form sent before the page's scripts have run", () => {
  // Its page errors include a script the CSP refused and a hydration mismatch.
  const browser = useBrowser();
  let page: Page;
  const addresses: string[] = [];
  let release: () => Promise<void>;

  beforeEach(async () => {
    page = browser.page;
    addresses.length = 0;
    page.on("request", (r) => addresses.push(r.url()));
    // Every script waits until the test lets it through: the page stays as the server drew it.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\.js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
    release = async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    };
  });

  /** Nothing has left the page while its scripts were held (a native submit would load `?…`). */
  const stillAsDrawn = async (pathname: string) => {
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(pathname);
  };

  it("keeps the password out of the address and logs in once the page is live", async () => {
    const phone = `134${String(Date.now()).slice(-8)}`;
    await register(phone);
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByPlaceholder("手机号 / 邮箱").fill(phone);
    await page.getByPlaceholder("请输入密码").fill(PASSWORD);
    await page.getByRole("button", { name: "登 录" }).click();
    await stillAsDrawn("/login");

    await release();
    // A new device: the server asks for the second factor, so the login went through with what was typed.
    await page.waitForURL(/\/doubleAuth/);
    await waitForHydration(page);
    await page.getByText("您正在从新的设备登录").waitFor();
    expectNoErrors(browser, "login");
    expect(addresses.filter((a) => a.includes(encodeURIComponent(PASSWORD)) || a.includes("password="))).toEqual([]);
  });

  it("searches for what was typed into the top bar's box and sent with Enter", async () => {
    await page.goto("/news", { waitUntil: "commit" });
    const box = page.getByRole("searchbox", { name: "搜索信息" });
    await box.fill("  桥梁 ");
    await box.press("Enter");
    await stillAsDrawn("/news");

    await release();
    await page.waitForURL((u) => u.pathname === "/search" && u.searchParams.get("keyword") === "桥梁");
    expectNoErrors(browser, "search");
  });
});
