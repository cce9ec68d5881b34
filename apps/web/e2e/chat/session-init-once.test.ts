import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoErrors, open, useBrowser } from "../helpers";

const INIT = "/api/crm/sdm/open/session/init";

/** Counts the page's calls to the chat's session start until the window is connected and the network quiet. */
async function initCalls(page: Page, load: () => Promise<unknown>): Promise<number> {
  let calls = 0;
  const count = (r: { url(): string }) => {
    if (new URL(r.url()).pathname === INIT) calls += 1;
  };
  page.on("request", count);
  await load();
  // Connected: the send box is enabled once the socket is up (and the reconnect logic has run).
  await page.locator(".chat-window textarea").waitFor();
  await page.waitForFunction(() => !document.querySelector(".chat-banner"));
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  page.off("request", count);
  return calls;
}

/**
 * Issue 35: with the chat window open, each page asked for the chat session twice (once on mount and
 * again when the socket first came up). A page load asks once; a reconnect still asks again.
 */
describe("chat session start", () => {
  const b = useBrowser();

  it("is called once when the window opens and once on each page load while it stays open", async () => {
    const { page } = b;
    await open(page, "/");
    expect(await initCalls(page, () => page.getByRole("button", { name: /^在线客服/ }).click())).toBe(1);
    // The window stays open from page to page (sessionStorage): a new page load asks once.
    expect(await initCalls(page, () => open(page, "/standard"))).toBe(1);
    expect(await initCalls(page, () => page.reload())).toBe(1);
    expectNoErrors(b, "chat session");
  });
});
