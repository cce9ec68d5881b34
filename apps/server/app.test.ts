import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What @hono/node-server hands the app for a request whose TCP peer is this machine. */
const LOOPBACK_PEER = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const REMOTE_PEER = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };

describe("HTTP shell", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("refuses browser writes without the custom header or from another origin (403)", async () => {
    const noHeader = await t.app.request("/api/crm/sdm/open/guest/create", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(noHeader.status).toBe(403);
    expect(await noHeader.json()).toMatchObject({ code: "40302", msg: expect.stringContaining("来源") });
    const crossSite = await t.post("/api/crm/sdm/open/guest/create", {}, { Origin: "https://evil.example", Host: "localhost" });
    expect(crossSite.status).toBe(403);
    const sameSite = await t.post("/api/crm/sdm/open/guest/create", {}, { Origin: "http://localhost", Host: "localhost" });
    expect(sameSite.status).toBe(200);
  });

  it("answers malformed JSON with 400, oversized bodies with 413 and unknown calls with 404, all in the envelope", async () => {
    const bad = await t.app.request("/api/news/pub/getByName", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe("40001");
    const big = await t.post("/api/news/pub/getByName", { name: "x", pad: "字".repeat(600_000) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: "41301", msg: "提交的内容过大" });
    // A declared length is judged before a byte is read (the counted path above is for bodies without one).
    const declared = await t.app.request("/api/news/pub/getByName", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", "Content-Length": String(2 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    const small = await t.app.request("/api/news/pub/getByName", {
      method: "POST",
      body: JSON.stringify({ name: "x" }),
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", "Content-Length": "12" },
    });
    expect(small.status).not.toBe(413);
    const missing = await t.post("/api/no/such/call");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: "40401", msg: "接口不存在", data: null });
  });

  it("compresses API answers only for callers that accept it, and says the answer varies by it", async () => {
    const call = (headers: Record<string, string>) =>
      t.app.request("/api/news/pub/docDirList", {
        method: "POST",
        body: JSON.stringify({ docType: "NEWS" }),
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", ...headers },
      });
    const plain = await call({});
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toContain("Accept-Encoding");
    const plainBody = await plain.json();
    const zipped = await call({ "Accept-Encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toContain("Accept-Encoding");
    const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(JSON.parse(text)).toEqual(plainBody);
    // API answers carry a policy without a nonce (they are never documents that run scripts).
    expect(plain.headers.get("Content-Security-Policy")).toMatch(/script-src 'self';/);
  });

  it("sets the security headers and a request id on every answer", async () => {
    const res = await t.app.request("/healthz", { headers: { "X-Request-Id": "abc12345-from-proxy" } });
    expect(res.headers.get("X-Request-Id")).toBe("abc12345-from-proxy");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(res.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
    // Images only from our origin, data: and blob:, never from any https host.
    expect(res.headers.get("Content-Security-Policy")).toMatch(/img-src 'self' data: blob:;/);
    const unsafeId = await t.app.request("/healthz", { headers: { "X-Request-Id": "<script>" } });
    expect(unsafeId.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves health, readiness and metrics", async () => {
    expect(await (await t.app.request("/healthz")).json()).toEqual({ status: "ok" });
    expect(await (await t.app.request("/readyz")).json()).toEqual({ status: "ready", database: "pglite", redis: false });
    await t.post("/api/news/pub/docDirList");
    const metrics = await (await t.app.request("/metrics", {}, LOOPBACK_PEER)).text();
    expect(metrics).toContain('http_request_duration_seconds_count{method="POST",group="/api/news",status="200"}');
    expect(metrics).toContain("process_cpu_seconds_total");
  });

  it("describes every API call in /api/openapi.json", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/news/pub/getByName",
        "/news/pub/docDirList",
        "/news/pub/newsDirList",
        "/crm/sdm/open/guest/create",
        "/crm/sdm/open/setting/get",
      ]),
    );
    expect(doc.info.description).toContain("30000");
    expect(doc.paths["/news/pub/getByName"].post.responses).toHaveProperty("400");
  });

  it("serves robots.txt and a sitemap index split by type", async () => {
    const robots = await (await t.app.request("http://localhost/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost/sitemap.xml");
    const index = await (await t.app.request("http://localhost/sitemap.xml")).text();
    expect(index).toContain("<loc>http://localhost/sitemaps/pages-1.xml</loc>");
    expect(index).toContain("<loc>http://localhost/sitemaps/columns-1.xml</loc>");
    const pages = await (await t.app.request("http://localhost/sitemaps/pages-1.xml")).text();
    expect(pages).toContain("<loc>http://localhost/news</loc>");
    expect((await t.app.request("http://localhost/sitemaps/pages-2.xml")).status).toBe(404);
    expect((await t.app.request("http://localhost/sitemaps/nothing-1.xml")).status).toBe(404);
  });

  it("serves /metrics only to this machine or to a scraper with the token", async () => {
    expect((await t.app.request("/metrics", {}, REMOTE_PEER)).status).toBe(404);
    expect((await t.app.request("/metrics")).status).toBe(404);
    // A proxy on this machine forwarding someone else's request is not this machine.
    const forwarded = await t.app.request("/metrics", { headers: { "X-Forwarded-For": "203.0.113.9" } }, LOOPBACK_PEER);
    expect(forwarded.status).toBe(404);
    expect((await t.app.request("/metrics", {}, LOOPBACK_PEER)).status).toBe(200);
    const withToken = await createTestApp("pglite", { env: { METRICS_TOKEN: "scrape-token-0123456789" } });
    try {
      const ok = await withToken.app.request("/metrics", { headers: { Authorization: "Bearer scrape-token-0123456789" } }, REMOTE_PEER);
      expect(ok.status).toBe(200);
      const wrong = await withToken.app.request("/metrics", { headers: { Authorization: "Bearer scrape-token-wrong-4567" } }, REMOTE_PEER);
      expect(wrong.status).toBe(404);
    } finally {
      await withToken.close();
    }
  });

  it("refuses Origin: null and an unparseable Origin as cross-site (403), never 500", async () => {
    for (const origin of ["null", "not a url", "http://", "https://[bad"]) {
      const res = await t.post("/api/crm/sdm/open/guest/create", {}, { Origin: origin, Host: "localhost" });
      expect(res.status, origin).toBe(403);
      expect((await res.json()).code).toBe("40302");
    }
  });
});
