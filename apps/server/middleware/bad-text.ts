import { AppError } from "@portal/core";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { PAY_NOTICE_PREFIX } from "./csrf";

/** NUL, and UTF-16 surrogates that are not part of a pair: PostgreSQL refuses both in text. */
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BAD_TEXT_MESSAGE = "请求中含有无法处理的字符（如空字符），请检查输入后重试";

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A malformed escape (%E4%B8) is not text at all.
    return "\u0000";
  }
}

/** True when any string inside a parsed JSON value holds a character the database cannot store. */
export function hasBadText(value: unknown): boolean {
  if (typeof value === "string") return BAD_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasBadText);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => BAD_TEXT.test(k) || hasBadText(v));
  return false;
}

function urlHasBadText(url: URL): boolean {
  if (url.pathname.split("/").some((segment) => BAD_TEXT.test(safeDecode(segment)))) return true;
  // URLSearchParams decodes '+' and escapes itself; a lone surrogate escape becomes U+FFFD there,
  // so the raw query is checked too.
  if (url.search && BAD_TEXT.test(safeDecode(url.search.slice(1).replace(/\+/g, " ")))) return true;
  return false;
}

/**
 * Bad text is bad input, in one place (issue 8): a NUL byte or a lone surrogate in the path or the
 * query is refused with 400 before any handler or page loader sees it, instead of failing deep in
 * the database with a 500. A page gets the error page with status 400 (the renderer runs no loader);
 * anything else gets the envelope.
 */
export function refuseBadAddress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!urlHasBadText(new URL(c.req.url))) return next();
    const page = !c.req.path.startsWith("/api/") && c.req.method === "GET" && c.req.header("accept")?.includes("text/html");
    if (!page) throw new AppError("Invalid", BAD_TEXT_MESSAGE);
    c.set("refused", { status: 400, message: BAD_TEXT_MESSAGE });
    return next();
  };
}

/**
 * The same for every string of a JSON body. Mounted after the body-size limit, so nothing large is
 * read; Hono keeps the parsed body, so the route's validator does not parse it again.
 */
export function refuseBadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A payment notice is verified over its exact bytes; parsing it here would replace them.
    if (c.req.path.startsWith(PAY_NOTICE_PREFIX)) return next();
    if (c.req.header("content-type")?.includes("application/json")) {
      const body = await c.req.json().catch(() => undefined);
      if (hasBadText(body)) throw new AppError("Invalid", BAD_TEXT_MESSAGE);
    }
    return next();
  };
}
