import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { AppEnv } from "../env";

/**
 * Hono's compress, entered only when the caller accepts gzip or deflate. Without one it would still
 * add `Vary` through `c.header()`, which on Node rebuilds a finished answer as a full web Response
 * around a stream (about a fifth of a cached API call's CPU time in a profile); here `Vary` is set on the answer's headers.
 */
export function compressWhenAccepted(): MiddlewareHandler<AppEnv> {
  const compressing = compress();
  return async (c, next) => {
    if (/\b(gzip|deflate)\b/i.test(c.req.header("accept-encoding") ?? "")) return compressing(c, next);
    await next();
    const h = c.res.headers;
    if (h.has("content-encoding") || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(h.get("content-type") ?? "")) return;
    const vary = h.get("vary");
    if (!vary) h.set("Vary", "Accept-Encoding");
    else if (vary !== "*" && !/\baccept-encoding\b/i.test(vary)) h.set("Vary", `${vary}, Accept-Encoding`);
  };
}
