import { AppError } from "@portal/core";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Server-to-server callbacks of the payment platforms, verified by signature, never by session. */
export const PAY_NOTICE_PREFIX = "/api/pub/pay/";

/**
 * Cross-site request protection for state-changing API calls (DESIGN §4): a browser call must come
 * from our own origin and carry the X-Requested-With header that a plain cross-site form cannot set.
 * API clients authenticating with a bearer token are not browsers riding a cookie and pass.
 */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host || undefined;
  } catch {
    return undefined;
  }
}

export function csrfGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    // Payment platforms' notices (api/commerce/orders.ts): no cookie is read there, the gateway's signature is.
    if (c.req.path.startsWith(PAY_NOTICE_PREFIX)) return next();
    // A browser cannot attach an Authorization header to a cross-site request without CORS, which we
    // never grant: API clients (Bearer) and partner servers (Basic) are not cookie-riding browsers.
    if (/^(Bearer|Basic) /.test(c.req.header("authorization") ?? "")) return next();
    const origin = c.req.header("origin");
    const host = c.req.header("host");
    // "null" (sandboxed frames, file: pages, some redirects) and unparseable values are foreign too.
    if (origin !== undefined && (!host || originHost(origin) !== host)) throw new AppError("CrossSite");
    if (c.req.header("x-requested-with") !== "XMLHttpRequest") throw new AppError("CrossSite");
    return next();
  };
}
