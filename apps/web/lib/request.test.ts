import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError, clearRequestCache, ERROR_MESSAGES, get, post, request, setErrorNotifier, setNow } from "./request";

const ok = <T>(data: T) => ({ code: "30000", msg: "成功", data });

// Hit counters prove whether a call really reached the network.
const hits: Record<string, number> = {};
const count = (name: string) => (hits[name] = (hits[name] ?? 0) + 1);
// Requests to /hang are parked here and released in afterAll, so the server
// can shut down without waiting for handlers that never answer.
const parked: Array<() => void> = [];

const app = new Hono();
app.post("/api/ok", (c) => c.json({ ...ok({ id: 1, title: "工程招标公告" }), current: 1, pages: 3, size: 10, total: 25 }));
// Body says something else on purpose: the fixed wording must win for these.
app.post("/api/s401", (c) => c.json({ code: "40100", msg: "未登录" }, 401));
app.post("/api/s403", (c) => c.json({ code: "40300", msg: "无权限" }, 403));
app.post("/api/s503", (c) => c.html("<html>upgrading</html>", 503));
app.post("/api/s504", (c) => c.text("Gateway Timeout", 504));
app.post("/api/s500", (c) => {
  count("s500");
  return c.json({ code: "50000", msg: "服务器内部错误，请联系管理员" }, 500);
});
app.post("/api/s500-plain", (c) => c.text("Internal Server Error", 500));
app.post("/api/s400", (c) => c.json({ code: "40000", msg: "项目名称不能为空" }, 400));
app.post("/api/s429", (c) => {
  c.header("Retry-After", "42");
  return c.json({ code: "42900", msg: "操作过于频繁，请 42 秒后再试" }, 429);
});
app.post("/api/biz", (c) => c.json({ code: "40001", msg: "该企业名称已被注册" }));
app.post("/api/html200", (c) => c.html("<!doctype html><title>门户</title>"));
app.post("/api/hang", () => new Promise<Response>((resolve) => parked.push(() => resolve(new Response("late")))));
app.all("/api/echo", async (c) => {
  const text = await c.req.text();
  return c.json(
    ok({
      method: c.req.method,
      path: c.req.path,
      query: c.req.queries(),
      body: text ? JSON.parse(text) : null,
      headers: {
        contentType: c.req.header("content-type") ?? null,
        requestedWith: c.req.header("x-requested-with") ?? null,
        trace: c.req.header("x-trace-id") ?? null,
      },
    }),
  );
});
app.post("/api/counter", (c) => c.json(ok({ n: count("counter") })));
// Fails once with a business error, then succeeds.
app.post("/api/flaky", (c) => {
  const n = count("flaky");
  return n === 1 ? c.json({ code: "40001", msg: "暂时无法处理" }) : c.json(ok({ n }));
});

let server: Server;
let baseURL = "";
let deadBaseURL = "";
let messages: string[] = [];
let clock = 1_700_000_000_000;

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) => resolve(info.port)) as Server;
  });
  baseURL = `http://127.0.0.1:${port}`;
  // A port that was just free and is now closed gives a fast "connection refused".
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const deadPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  deadBaseURL = `http://127.0.0.1:${deadPort}`;
});

afterAll(async () => {
  for (const release of parked.splice(0)) release();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  setErrorNotifier(null);
  setNow(null);
});

beforeEach(() => {
  messages = [];
  setErrorNotifier((m) => messages.push(m));
  clearRequestCache();
  setNow(() => clock);
});

afterEach(() => {
  for (const k of Object.keys(hits)) delete hits[k];
});

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("success", () => {
  it("resolves with the whole envelope and prefixes /api", async () => {
    const res = await post<{ id: number; title: string }>("/ok", {}, { baseURL });
    expect(res).toEqual({ code: "30000", msg: "成功", data: { id: 1, title: "工程招标公告" }, current: 1, pages: 3, size: 10, total: 25 });
    expect(res.data.title).toBe("工程招标公告");
    expect(messages).toEqual([]);
  });

  it("does not double the /api prefix", async () => {
    const a = await post<{ path: string }>("/api/echo", {}, { baseURL: `${baseURL}/` });
    const b = await post<{ path: string }>("echo", {}, { baseURL });
    expect(a.data.path).toBe("/api/echo");
    expect(b.data.path).toBe("/api/echo");
  });
});

describe("HTTP errors", () => {
  it.each([
    [401, "/s401", ERROR_MESSAGES[401], "40100"],
    [403, "/s403", ERROR_MESSAGES[403], "40300"],
    [503, "/s503", ERROR_MESSAGES[503], "503"],
    [504, "/s504", ERROR_MESSAGES[504], "504"],
  ])("%i shows the fixed message", async (status, path, message, code) => {
    const err = await rejection(post(path, {}, { baseURL }));
    expect(err.status).toBe(status);
    expect(err.code).toBe(code);
    expect(err.msg).toBe(message);
    expect(err.message).toBe(message);
    expect(messages).toEqual([message]);
  });

  it("uses the exact Chinese wording", () => {
    expect(ERROR_MESSAGES[401]).toBe("登录已过期，请重新登录或刷新页面");
    expect(ERROR_MESSAGES[403]).toBe("您没有权限进行此操作");
    expect(ERROR_MESSAGES[503]).toBe("服务正在升级，请稍后再试");
    expect(ERROR_MESSAGES[504]).toBe("网关超时，请稍后再试");
    expect(ERROR_MESSAGES.network).toBe("网络异常，请稍后再试");
  });

  it("rejects with the parsed envelope as body", async () => {
    const err = await rejection(post("/s401", {}, { baseURL }));
    expect(err.body).toEqual({ code: "40100", msg: "未登录" });
  });

  it("synthesises a body when the error page is not JSON", async () => {
    const err = await rejection(post("/s503", {}, { baseURL }));
    expect(err.body).toEqual({ code: "503", msg: "服务正在升级，请稍后再试" });
  });

  it("500 with an envelope shows the server msg", async () => {
    const err = await rejection(post("/s500", {}, { baseURL }));
    expect(err.status).toBe(500);
    expect(err.code).toBe("50000");
    expect(err.msg).toBe("服务器内部错误，请联系管理员");
    expect(messages).toEqual(["服务器内部错误，请联系管理员"]);
  });

  it("400 with an envelope shows the server msg", async () => {
    await rejection(post("/s400", {}, { baseURL }));
    expect(messages).toEqual(["项目名称不能为空"]);
  });

  it("500 without an envelope falls back to the network message", async () => {
    const err = await rejection(post("/s500-plain", {}, { baseURL }));
    expect(err.body).toEqual({ code: "500", msg: "网络异常，请稍后再试" });
    expect(messages).toEqual(["网络异常，请稍后再试"]);
  });

  it("404 from an unknown route falls back to the network message", async () => {
    const err = await rejection(post("/nope", {}, { baseURL }));
    expect(err.status).toBe(404);
    expect(messages).toEqual(["网络异常，请稍后再试"]);
  });

  it("429 shows the server msg and carries Retry-After", async () => {
    const err = await rejection(post("/s429", {}, { baseURL }));
    expect(err.status).toBe(429);
    expect(err.retryAfter).toBe(42);
    expect(messages).toEqual(["操作过于频繁，请 42 秒后再试"]);
  });

  it("silent suppresses the notifier but still rejects", async () => {
    const err = await rejection(post("/s403", {}, { baseURL, silent: true }));
    expect(err.status).toBe(403);
    expect(messages).toEqual([]);
  });

  it("a throwing notifier does not change the rejection", async () => {
    setErrorNotifier(() => {
      throw new Error("toast broke");
    });
    const err = await rejection(post("/s403", {}, { baseURL }));
    expect(err.msg).toBe("您没有权限进行此操作");
  });
});

describe("business errors on 200", () => {
  it("code other than 30000 rejects with the server msg", async () => {
    const err = await rejection(post("/biz", {}, { baseURL }));
    expect(err.status).toBe(200);
    expect(err.code).toBe("40001");
    expect(err.body).toEqual({ code: "40001", msg: "该企业名称已被注册" });
    expect(messages).toEqual(["该企业名称已被注册"]);
  });

  it("a 200 that is not an envelope counts as a failure", async () => {
    const err = await rejection(post("/html200", {}, { baseURL }));
    expect(err.status).toBe(200);
    expect(messages).toEqual(["网络异常，请稍后再试"]);
  });
});

describe("no response", () => {
  it("times out with the network message", async () => {
    const started = Date.now();
    const err = await rejection(post("/hang", {}, { baseURL, timeoutMs: 200 }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(err.status).toBe(0);
    expect(err.timedOut).toBe(true);
    expect(err.cancelled).toBe(false);
    expect(messages).toEqual(["网络异常，请稍后再试"]);
  });

  it("a refused connection shows the network message", async () => {
    const err = await rejection(post("/ok", {}, { baseURL: deadBaseURL }));
    expect(err.status).toBe(0);
    expect(err.code).toBe("NETWORK_ERROR");
    expect(messages).toEqual(["网络异常，请稍后再试"]);
  });
});

describe("cancellation", () => {
  it("aborting a pending request rejects quietly with cancelled", async () => {
    const controller = new AbortController();
    const pending = post("/hang", {}, { baseURL, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const err = await rejection(pending);
    expect(err.cancelled).toBe(true);
    expect(err.timedOut).toBe(false);
    expect(err.status).toBe(0);
    expect(messages).toEqual([]);
  });

  it("an already aborted signal never reaches the network", async () => {
    const controller = new AbortController();
    controller.abort();
    const err = await rejection(post("/counter", {}, { baseURL, signal: controller.signal }));
    expect(err.cancelled).toBe(true);
    expect(hits.counter).toBeUndefined();
    expect(messages).toEqual([]);
  });
});

describe("payload and headers", () => {
  type Echo = { method: string; query: Record<string, string[]>; body: unknown; headers: Record<string, string | null> };

  it("POSTs JSON with the CSRF header and merges custom headers", async () => {
    const res = await post<Echo>("/echo", { name: "桥梁工程" }, { baseURL, headers: { "X-Trace-Id": "abc" } });
    expect(res.data.method).toBe("POST");
    expect(res.data.body).toEqual({ name: "桥梁工程" });
    expect(res.data.headers).toEqual({ contentType: "application/json", requestedWith: "XMLHttpRequest", trace: "abc" });
  });

  it("model keeps only the listed keys", async () => {
    const res = await post<Echo>("/echo", { a: 1, b: 2, c: 3 }, { baseURL, model: ["a", "c", "missing"] });
    expect(res.data.body).toEqual({ a: 1, c: 3 });
  });

  it("dropEmpty removes null, undefined and empty strings only", async () => {
    const data = { a: "", b: null, c: undefined, d: 0, e: false, f: "施工" };
    const dropped = await post<Echo>("/echo", data, { baseURL, dropEmpty: true });
    expect(dropped.data.body).toEqual({ d: 0, e: false, f: "施工" });
    const kept = await post<Echo>("/echo", data, { baseURL });
    expect(kept.data.body).toEqual({ a: "", b: null, d: 0, e: false, f: "施工" });
  });

  it("get sends a query without empty values and no body", async () => {
    const res = await get<Echo>(
      "/echo",
      { keyword: "隧道", page: 1, zero: 0, blank: "", nil: null, undef: undefined, tags: ["a", "b"] },
      { baseURL },
    );
    expect(res.data.method).toBe("GET");
    expect(res.data.body).toBeNull();
    expect(res.data.query).toEqual({ keyword: ["隧道"], page: ["1"], zero: ["0"], tags: ["a", "b"] });
    expect(res.data.headers.requestedWith).toBe("XMLHttpRequest");
  });

  it("request() honours an explicit method", async () => {
    const res = await request<Echo>("/echo", { baseURL, method: "put", data: { x: 1 } });
    expect(res.data.method).toBe("PUT");
    expect(res.data.body).toEqual({ x: 1 });
  });
});

describe("cache", () => {
  it("serves a repeat call from memory until 180 s have passed", async () => {
    const first = await post<{ n: number }>("/counter", { page: 1 }, { baseURL, cache: true });
    clock += 179_999;
    const second = await post<{ n: number }>("/counter", { page: 1 }, { baseURL, cache: true });
    expect(first.data.n).toBe(1);
    expect(second.data.n).toBe(1);
    expect(hits.counter).toBe(1);

    clock += 1;
    const third = await post<{ n: number }>("/counter", { page: 1 }, { baseURL, cache: true });
    expect(third.data.n).toBe(2);
    expect(hits.counter).toBe(2);
  });

  it("honours a custom ttl", async () => {
    await post("/counter", {}, { baseURL, cache: { ttlMs: 1000 } });
    clock += 999;
    await post("/counter", {}, { baseURL, cache: { ttlMs: 1000 } });
    expect(hits.counter).toBe(1);
    clock += 1;
    await post("/counter", {}, { baseURL, cache: { ttlMs: 1000 } });
    expect(hits.counter).toBe(2);
  });

  it("keys on the body, and skips the cache when not asked", async () => {
    await post("/counter", { page: 1 }, { baseURL, cache: true });
    await post("/counter", { page: 2 }, { baseURL, cache: true });
    await post("/counter", { page: 1 }, { baseURL });
    expect(hits.counter).toBe(3);
  });

  it("hands out copies so callers cannot corrupt the cache", async () => {
    const a = await post<{ n: number }>("/counter", {}, { baseURL, cache: true });
    a.data.n = 999;
    const b = await post<{ n: number }>("/counter", {}, { baseURL, cache: true });
    expect(b.data.n).toBe(1);
    b.data.n = 998;
    const c = await post<{ n: number }>("/counter", {}, { baseURL, cache: true });
    expect(c.data.n).toBe(1);
    expect(hits.counter).toBe(1);
  });

  it("does not cache business failures", async () => {
    await rejection(post("/flaky", {}, { baseURL, cache: true }));
    const second = await post<{ n: number }>("/flaky", {}, { baseURL, cache: true });
    const third = await post<{ n: number }>("/flaky", {}, { baseURL, cache: true });
    expect(second.data.n).toBe(2);
    expect(third.data.n).toBe(2);
    expect(hits.flaky).toBe(2);
  });

  it("does not cache HTTP failures", async () => {
    await rejection(post("/s500", {}, { baseURL, cache: true }));
    await rejection(post("/s500", {}, { baseURL, cache: true }));
    expect(hits.s500).toBe(2);
  });

  it("clearRequestCache forces a refetch", async () => {
    await post("/counter", {}, { baseURL, cache: true });
    clearRequestCache();
    await post("/counter", {}, { baseURL, cache: true });
    expect(hits.counter).toBe(2);
  });
});
