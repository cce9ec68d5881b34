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

/**
 * Serves public pages to anonymous visitors from a cache (ADR 0007). Only pages that say they are
 * the same for everyone are stored: status 200, HTML, `Cache-Control: public … s-maxage`, no
 * Set-Cookie. A visitor with a session (cookie or bearer) always gets a page rendered for them, and
 * `Cache-Control: no-cache` in the request renders afresh too (a hard reload; the benchmark's
 * per-request rows). Any content change empties the cache (see `invalidatingPages`).
 */
export function pageCache(store: Cache | undefined, cacheSpace: (host: string) => string | undefined): MiddlewareHandler<AppEnv> {
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
    const url = new URL(c.req.url);
    // Pages hold absolute URLs (canonical, JSON-LD) built from the request's host unless PUBLIC_ORIGIN
    // is set: a page asked for with a forged Host header must never be served to anyone else.
    const space = cacheSpace(c.req.header("host") ?? "");
    if (space === undefined) return next();
    const key = space + url.pathname + url.search;
    if (key.length > MAX_KEY_LENGTH) return next();

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
    const res = new Response(stored.body.replaceAll(NONCE_MARK, nonce), { status: 200, headers: stored.headers });
    res.headers.set("X-Page-Cache", "hit");
    return res;
  };
}

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
    close: async () => {
      await Promise.all([cache.close(), pages === cache ? undefined : pages.close()]);
    },
  };
}
