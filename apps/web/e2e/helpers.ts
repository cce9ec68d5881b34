/**
 * Shared plumbing for the Chromium tests: one browser per test file, a fresh context (cookies,
 * sessionStorage) and page per test, and the page's errors collected so that a test can fail on any
 * uncaught exception, hydration mismatch, CSP violation or failed request.
 */
import type { Browser, BrowserContext, Page, Request, Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { launchChromium } from "./browser";

/** Base URL of the server started by global-setup.ts; empty when the e2e tests are skipped. */
export const baseUrl = inject("e2eBaseUrl");

export interface BrowserHandle {
  /** The page of the current test. */
  readonly page: Page;
  /** Uncaught exceptions, console errors and failed requests seen during the current test. */
  readonly errors: string[];
}

// A page that answers 404/500 makes Chromium log its own document load as failed; that is the point
// of those pages, not a script error (a sub-resource failing the same way is still reported).
const EXPECTED_CONSOLE = /^Failed to load resource: the server responded with a status of (404|500)/;

/**
 * Call inside a `describe`: registers the hooks and returns a handle read inside each test. Each test
 * gets a new page; with `sharedContext` the pages share one context (and so the HTTP cache), which
 * makes a walk over many independent pages much faster. Without it every test starts with empty
 * cookies and storage.
 */
export function useBrowser(opts: { sharedContext?: boolean } = {}): BrowserHandle {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];

  const newContext = async () => {
    if (!browser) throw new Error("Chromium did not start");
    const ctx = await browser.newContext({
      baseURL: baseUrl,
      locale: "zh-CN",
      timezoneId: "Asia/Shanghai",
      viewport: { width: 1280, height: 800 },
    });
    // The machine is shared and slow at times: generous, but far below the test timeout.
    ctx.setDefaultTimeout(20_000);
    ctx.setDefaultNavigationTimeout(30_000);
    return ctx;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    if (opts.sharedContext) context = await newContext();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!opts.sharedContext) context = await newContext();
    if (!context) throw new Error("no browser context");
    page = await context.newPage();
    errors = [];
    const p = page;
    p.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    p.on("console", (msg) => {
      if (msg.type() !== "error") return;
      if (EXPECTED_CONSOLE.test(msg.text()) && msg.location().url === p.url()) return;
      errors.push(`console: ${msg.text()} (${msg.location().url})`);
    });
    // A missing asset or a failing API call is an error even when no script notices it.
    p.on("response", (res) => {
      if (res.status() >= 400 && res.request().resourceType() !== "document") errors.push(`HTTP ${res.status()}: ${res.url()}`);
    });
    p.on("requestfailed", (req) => {
      // Navigating away cancels what the old page still loads; that is not a failure.
      if (req.failure()?.errorText !== "net::ERR_ABORTED") errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
    });
  });
  afterEach(async () => {
    if (opts.sharedContext) await page?.close();
    else await context?.close();
    page = undefined;
  });

  return {
    get page() {
      if (!page) throw new Error("useBrowser(): no page outside a test");
      return page;
    },
    get errors() {
      return errors;
    },
  };
}

/**
 * React attaches its fiber to the DOM nodes it hydrates; once <body> carries one, event handlers
 * work and client-side navigation is possible.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith("__reactFiber")));
}

/**
 * Counts the page's requests in flight from now on. Playwright's "networkidle" is reached once per
 * load, counted from the load event; on a busy machine that can be before hydration starts its own
 * fetches, so waiting for it after hydration may return while they are still under way.
 */
function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  const start = (r: Request) => inFlight.add(r);
  const end = (r: Request) => inFlight.delete(r);
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return {
    /** Resolves when nothing has been in flight for `quietMs` (real time), or after `maxMs` at most. */
    async quiet(quietMs = 500, maxMs = 15_000) {
      const deadline = Date.now() + maxMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      page.off("request", start);
      page.off("requestfinished", end);
      page.off("requestfailed", end);
    },
  };
}

/** Opens a path, waits until it is hydrated and the network is quiet, returns the document response. */
export async function open(page: Page, path: string, opts: { referer?: string } = {}): Promise<Response> {
  const requests = watchRequests(page);
  const response = await page.goto(path, { waitUntil: "load", ...opts });
  if (!response) throw new Error(`no response for ${path}`);
  await waitForHydration(page);
  await requests.quiet();
  return response;
}

/** Fails the test with the collected messages when the page logged any error. */
export function expectNoErrors(handle: BrowserHandle, what: string): void {
  expect(handle.errors, `${what}: page errors`).toEqual([]);
}
