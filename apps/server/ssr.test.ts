import { AppError } from "@portal/core";
import { createContext, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "./load-context";
import { mapTypedErrors, serverFuture } from "./ssr";

const key = createContext<AppLoadContext>();
function argsWith(load: Partial<AppLoadContext>) {
  const context = new RouterContextProvider();
  context.set(key, load as AppLoadContext);
  return { context };
}

/** What a loader threw, as React Router receives it: a route error response carries `init.status`. */
async function thrown(fn: () => unknown): Promise<{ data?: unknown; init?: { status?: number; headers?: Record<string, string> } }> {
  try {
    await fn();
  } catch (err) {
    return err as { data?: unknown; init?: { status?: number } };
  }
  throw new Error("nothing was thrown");
}

describe("typed errors in page loaders (issue 8, item 11)", () => {
  it("become route error responses with the catalogue's status and Chinese message", async () => {
    const cases: [AppError, number][] = [
      [new AppError("Invalid", "参数不对"), 400],
      [new AppError("Unauthenticated"), 401],
      [new AppError("Forbidden"), 403],
      [new AppError("NotFound"), 404],
      [new AppError("Conflict"), 409],
    ];
    for (const [error, status] of cases) {
      const loader = mapTypedErrors(() => Promise.reject(error), key);
      const result = await thrown(() => loader?.(argsWith({})));
      expect(result.init?.status, error.kind).toBe(status);
      expect(result.data).toBe(error.userMessage);
    }
    const limited = mapTypedErrors(() => Promise.reject(new AppError("RateLimited", "慢一点", { retryAfter: 30 })), key);
    const result = await thrown(() => limited?.(argsWith({})));
    expect(result.init).toMatchObject({ status: 429, headers: { "Retry-After": "30" } });
  });

  it("leave other errors alone (they are logged as 500s) and pass results through", async () => {
    const boom = new Error("disk on fire");
    const failing = mapTypedErrors(() => Promise.reject(boom), key);
    expect(await thrown(() => failing?.(argsWith({})))).toBe(boom);
    const fine = mapTypedErrors(async () => ({ ok: 1 }), key);
    expect(await fine?.(argsWith({}))).toEqual({ ok: 1 });
  });

  it("run no loader for a request the server already refused", async () => {
    let ran = false;
    const loader = mapTypedErrors(async () => {
      ran = true;
    }, key);
    const result = await thrown(() => loader?.(argsWith({ refused: { status: 400, message: "坏字符" } })));
    expect(result.init?.status).toBe(400);
    expect(result.data).toBe("坏字符");
    expect(ran).toBe(false);
  });
});

describe("route matching on the server (ADR 0025)", () => {
  // Checked against the whole route table in apps/web/routes/route-matching.test.ts.
  it("keeps the flag out of what the browser is told", () => {
    const future = serverFuture({} as ServerBuild["future"]) as Record<string, unknown>;
    expect(future.unstable_routePatternMatching).toBe(true);
    expect(JSON.parse(JSON.stringify({ future }))).toEqual({ future: {} });
  });
});
