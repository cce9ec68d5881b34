/**
 * What crawlers and the network see, fetched without a browser: robots.txt and the sitemap index,
 * the page head (SPEC §1), security headers with the per-request CSP nonce (or a cached page's script hashes), and long-cached,
 * precompressed static assets.
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { baseUrl } from "../helpers";

/** Plain GET against the test server; redirects are not followed so a status is what it says. */
function get(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, baseUrl), { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
}

/** GET with a Host header of our choosing (fetch does not let a caller forge it; an attacker's client does). */
function getWithHost(path: string, host: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseUrl), { headers: { Host: host, Accept: "text/html" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** `content` of a `<meta name=…>` in server-rendered HTML (React writes attributes in source order). */
function metaContent(html: string, name: string): string | undefined {
  return new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
}

describe.skipIf(!baseUrl)("SEO files, page head and HTTP headers", () => {
  it("robots.txt points to the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(new RegExp(`^Sitemap: ${baseUrl}/sitemap\\.xml$`, "m"));
  });

  it("sitemap.xml is an index of typed sitemaps, each a urlset of pages that exist", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("xml");
    const index = await res.text();
    expect(index).toContain("<sitemapindex");
    const children = locs(index);
    expect(children).toContain(`${baseUrl}/sitemaps/pages-1.xml`);
    expect(children).toContain(`${baseUrl}/sitemaps/columns-1.xml`);

    for (const child of children) {
      const part = await get(new URL(child).pathname);
      expect(part.status, child).toBe(200);
      const xml = await part.text();
      expect(xml, child).toContain("<urlset");
      const urls = locs(xml);
      expect(urls.length, child).toBeGreaterThan(0);
      // A sitemap must never send crawlers to a 404.
      for (const url of urls) {
        expect(url.startsWith(`${baseUrl}/`), url).toBe(true);
        expect((await get(new URL(url).pathname)).status, url).toBe(200);
      }
    }
  });

  it("a page's head: zh-CN, no-referrer, webkit renderer, keywords, description, canonical", async () => {
    const res = await get("/news");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(metaContent(html, "referrer")).toBe("no-referrer");
    expect(metaContent(html, "renderer")).toBe("webkit");
    expect(metaContent(html, "keywords")).toBeTruthy();
    expect(metaContent(html, "description")).toBeTruthy();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/news"/>`);
  });

  it("security headers; a rendered page's CSP nonce is fresh per request and on every script", async () => {
    // A rendered page (the second visitor of /news would get it from the page cache: see below).
    const res = await get("/news", { "Cache-Control": "no-cache" });
    const h = res.headers;
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("no-referrer");
    expect(h.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);

    const csp = h.get("content-security-policy") ?? "";
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    // React Router's inline hydration scripts only run in the browser if they carry this nonce.
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const again = (await get("/news", { "Cache-Control": "no-cache" })).headers.get("content-security-policy") ?? "";
    expect(again).not.toContain(`'nonce-${nonce}'`);
  });

  it("anonymous visitors get public pages from the page cache, scripts allowed by hash; signed-in visitors get their own", async () => {
    await get("/news/2");
    const hit = await get("/news/2");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    // No nonce is shared between visitors: the policy names each inline script of this page by its
    // hash, and nothing else inline may run.
    const csp = hit.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("'nonce-");
    const allowed = /script-src ([^;]*)/.exec(csp)?.[1].split(" ") ?? [];
    const html = await hit.text();
    expect(html).not.toMatch(/ nonce="[^"]+"/);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/src=|ld\+json/.test(attrs));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , code] of inline) expect(allowed).toContain(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
    expect(allowed).toHaveLength(inline.length + 1); // and 'self'
    // Browsers revalidate with the ETag and get 304; with gzip they get the stored compressed bytes.
    const etag = hit.headers.get("etag") ?? "";
    // (As a browser's reload does; fetch would otherwise add "no-cache", which renders afresh.)
    const notModified = await get("/news/2", { "If-None-Match": etag, "Cache-Control": "max-age=0" });
    expect(notModified.status).toBe(304);
    // The browser stores a 304's headers over its copy's: the policy must still be the page's hashes.
    expect(notModified.headers.get("content-security-policy")).toBe(csp);
    // A hard reload renders afresh; so does every page for someone signed in, kept out of shared caches.
    expect((await get("/news/2", { "Cache-Control": "no-cache" })).headers.get("x-page-cache")).toBeNull();
    const mine = await get("/news/2", { Cookie: `sid=${inject("staffToken")}` });
    expect(mine.headers.get("x-page-cache")).toBeNull();
    expect(mine.headers.get("cache-control")).toBe("private, no-cache");
    expect(await mine.text()).not.toContain('class="topbar-login"');
    // Pages that depend on the visitor never carry the public header, so they are never stored.
    await get("/login");
    expect((await get("/login")).headers.get("x-page-cache")).toBeNull();
  });

  it("a forged Host header never poisons the page cache for other visitors", async () => {
    for (let i = 0; i < 2; i++) {
      const forged = await getWithHost("/news/3", "evil.example");
      expect(forged.status).toBe(200);
      expect(forged.headers["x-page-cache"]).toBeUndefined();
    }
    const real = await get("/news/3");
    const again = await get("/news/3");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    for (const html of [await real.text(), await again.text()]) {
      expect(html).not.toContain("evil.example");
      expect(html).toContain(`<link rel="canonical" href="${baseUrl}/news/3"/>`);
    }
  });

  it("bad text in a page address gets the error page with status 400, not a 500", async () => {
    const res = await get("/recruit?city=%00", { Accept: "text/html" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("请求无法完成");
    expect(html).toContain("无法处理的字符");
  });

  it("hashed assets: cached for a year and served brotli-compressed", async () => {
    const html = await (await get("/")).text();
    // The build compresses files of 1 KB and more (scripts/compress-assets.ts); the home page's first
    // scripts (the entry, the bundler's runtime) can be smaller, and those are rightly sent as they are.
    let script: string | undefined;
    for (const [src] of html.matchAll(/\/assets\/[\w.-]+\.js/g))
      if ((await (await get(src, { "Accept-Encoding": "identity" })).arrayBuffer()).byteLength >= 1024) {
        script = src;
        break;
      }
    expect(script, "a script of 1 KB or more under /assets in the home page").toBeTruthy();

    const br = await get(script as string, { "Accept-Encoding": "br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toContain("javascript");
    // fetch decodes the body: it must be the script itself, not the compressed bytes.
    expect((await br.text()).length).toBeGreaterThan(0);

    const css = /\/assets\/[\w.-]+\.css/.exec(html)?.[0];
    const style = await get(css as string, { "Accept-Encoding": "br" });
    expect(style.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(style.headers.get("content-encoding")).toBe("br");
  });
});
