import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Cache } from "@portal/core";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./env";
import { SESSION_COOKIE } from "./middleware/session";

export const PAGE_NS = "page";
/** Matches the s-maxage public pages announce (apps/web/lib/page-headers.ts). */
const PAGE_TTL_MS = 60_000;
/** Longer addresses are rendered, not cached: they are not links anyone shares. */
const MAX_KEY_LENGTH = 300;
/** Stands for the CSP nonce in a stored page; every answer gets a fresh nonce in its place. */
const NONCE_MARK = "\u0000nonce\u0000";
const KEPT_HEADERS = ["content-type", "cache-control", "link", "x-robots-tag"];

interface StoredPage {
  headers: [string, string][];
  body: string;
}

/** A stored page made ready to send as it is: bytes, gzip and headers computed once per entry. */
interface ReadyPage {
  expires: number;
  etag: string;
  plain: Variant;
  gzip: Variant;
  /** For a 304: what a cache needs to keep using its copy. */
  notModified: Record<string, string>;
}

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** How long a process keeps its prepared copy before it reads the shared store again. */
const READY_TTL_MS = 10_000;
/** Prepared pages kept per process (plain and gzip bytes, ~60–150 KB each). */
const READY_ENTRIES = 300;

/**
 * Serves public pages to anonymous visitors from a cache (ADR 0007). Only pages that say they are
 * the same for everyone are stored: status 200, HTML, `Cache-Control: public … s-maxage`, no
 * Set-Cookie. A visitor with a session (cookie or bearer) always gets a page rendered for them, and
 * `Cache-Control: no-cache` in the request renders afresh too (a hard reload; the benchmark's
 * per-request rows). Any content change empties the cache (see `invalidatingPages`).
 *
 * A hit does no work per page (ADR 0024): each process keeps the stored page prepared — encoded,
 * gzipped, with an ETag and its headers — under the store's generation, which every invalidation
 * changes on every process. A cached page has no nonce: its Content-Security-Policy allows exactly
 * its own inline scripts by their SHA-256 hashes, so the same bytes can go to everyone and injected
 * script still cannot run. `policy` builds that header from the script sources.
 */
export function pageCache(
  store: Cache | undefined,
  cacheSpace: (host: string) => string | undefined,
  policy: (scripts: string) => string | undefined,
): MiddlewareHandler<AppEnv> {
  const ready = new Map<string, ReadyPage>();
  let readyGeneration = "";
  return async (c, next) => {
    if (c.req.header("authorization") || getCookie(c, SESSION_COOKIE) !== undefined) {
      // A page rendered for someone signed in (their name in the top bar) is theirs alone: no
      // shared cache on the way (a CDN) may keep it, whatever the page itself announced.
      await next();
      if (/\bpublic\b/.test(c.res.headers.get("cache-control") ?? "")) c.res.headers.set("Cache-Control", "private, no-cache");
      return;
    }
    if (!store || c.req.method !== "GET") return next();
    if (/no-cache|no-store/.test(c.req.header("cache-control") ?? "")) return next();
    // Pages hold absolute URLs (canonical, JSON-LD) built from the request's host unless PUBLIC_ORIGIN
    // is set: a page asked for with a forged Host header must never be served to anyone else.
    const space = cacheSpace(c.req.header("host") ?? "");
    if (space === undefined) return next();
    const url = c.req.url;
    const query = url.indexOf("?");
    const key = space + c.req.path + (query === -1 ? "" : url.slice(query));
    if (key.length > MAX_KEY_LENGTH) return next();

    const generation = await store.generation(PAGE_NS);
    if (generation !== readyGeneration) {
      ready.clear();
      readyGeneration = generation;
    }
    const prepared = ready.get(key);
    if (prepared && prepared.expires > Date.now()) return answer(c.req.header("accept-encoding"), c.req.header("if-none-match"), prepared);

    const nonce = c.get("cspNonce");
    let renderedHere = false;
    const stored = await store.wrap<StoredPage | null>(PAGE_NS, key, PAGE_TTL_MS, async () => {
      renderedHere = true;
      await next();
      const res = c.res;
      if (!isShareable(res)) return null;
      const body = await res.text();
      c.res = new Response(body, res);
      return {
        headers: KEPT_HEADERS.flatMap((h) => (res.headers.has(h) ? [[h, res.headers.get(h) as string] as [string, string]] : [])),
        body: body.replaceAll(nonce, NONCE_MARK),
      };
    });
    if (renderedHere) return;
    if (!stored) return next();
    const page = prepare(stored, policy);
    if (!page) return next();
    if (readyGeneration === generation) {
      if (ready.size >= READY_ENTRIES) ready.delete(ready.keys().next().value as string);
      ready.set(key, page);
    }
    return answer(c.req.header("accept-encoding"), c.req.header("if-none-match"), page);
  };
}

function answer(acceptEncoding: string | undefined, ifNoneMatch: string | undefined, page: ReadyPage): Response {
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === page.etag)) {
    return new Response(null, { status: 304, headers: page.notModified });
  }
  const variant = acceptEncoding && /\bgzip\b/.test(acceptEncoding) ? page.gzip : page.plain;
  return new Response(variant.body, { status: 200, headers: variant.headers });
}

/**
 * Takes the nonce out of a stored page and lists its inline scripts' hashes instead. Returns nothing
 * when the nonce appears anywhere but in a script's nonce attribute: such a page is rendered afresh.
 */
function prepare(stored: StoredPage, policy: (scripts: string) => string | undefined): ReadyPage | undefined {
  const html = stored.body.replaceAll(` nonce="${NONCE_MARK}"`, "");
  if (html.includes(NONCE_MARK)) return undefined;
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  const plain = Buffer.from(html) as Uint8Array<ArrayBuffer>;
  const gzip = gzipSync(plain);
  const etag = `W/"${createHash("sha256").update(plain).digest("base64url").slice(0, 27)}"`;
  const headers: Record<string, string> = {
    ...Object.fromEntries(stored.headers),
    ETag: etag,
    Vary: "Accept-Encoding",
    "X-Page-Cache": "hit",
  };
  const csp = policy([...hashes].join(" "));
  if (csp) headers["Content-Security-Policy"] = csp;
  return {
    expires: Date.now() + READY_TTL_MS,
    etag,
    plain: { body: plain, headers },
    gzip: { body: gzip, headers: { ...headers, "Content-Encoding": "gzip" } },
    // A 304's headers replace the browser's stored ones: without its own policy here, the request's
    // nonce policy would be stored over the page's hashes and block every script of the kept copy.
    notModified: {
      ETag: etag,
      Vary: "Accept-Encoding",
      "Cache-Control": headers["cache-control"] ?? "no-cache",
      "X-Page-Cache": "hit",
      ...(csp ? { "Content-Security-Policy": csp } : {}),
    },
  };
}

/** An inline script element: React Router's hydration data and module start, and the JSON-LD. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

function isShareable(res: Response): boolean {
  const cacheControl = res.headers.get("cache-control") ?? "";
  return (
    res.status === 200 &&
    (res.headers.get("content-type") ?? "").startsWith("text/html") &&
    !res.headers.has("set-cookie") &&
    /\bpublic\b/.test(cacheControl) &&
    /\bs-maxage=\d+/.test(cacheControl)
  );
}

/**
 * Which cache space a Host header's pages go to: one shared space when PUBLIC_ORIGIN fixes every
 * absolute URL; otherwise one per host the server answers for (PUBLIC_HOSTS, or loopback while
 * developing), and none (render, never store) for any other host.
 */
export function pageCacheSpace(publicOrigin: string | undefined, publicHosts: string[]): (host: string) => string | undefined {
  if (publicOrigin) return () => "";
  const known = new Set(publicHosts.map((h) => h.toLowerCase()));
  return (host) => {
    const name = host.toLowerCase();
    const hostname = name.replace(/:\d+$/, "");
    return known.has(name) || known.has(hostname) || LOOPBACK_HOSTS.has(hostname) ? `${name}|` : undefined;
  };
}
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The app's cache, with every invalidation also emptying the page cache: a page shows many kinds of content. */
export function invalidatingPages(cache: Cache, pages: Cache): Cache {
  return {
    wrap: (ns, key, ttl, load) => cache.wrap(ns, key, ttl, load),
    invalidate: async (ns) => {
      await Promise.all([cache.invalidate(ns), pages.invalidate(PAGE_NS)]);
    },
    generation: (ns) => cache.generation(ns),
    close: async () => {
      await Promise.all([cache.close(), pages === cache ? undefined : pages.close()]);
    },
  };
}
