import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

export interface PolicyOptions {
  dev: boolean;
  imageHosts?: string[];
  /**
   * Origins pages may show in a frame besides our own — only WeChat's QR page (/weChat embeds it as
   * wxLogin.js does), and only when WeChat login is configured.
   */
  frameHosts?: string[];
}

/**
 * DESIGN §7 headers on every response. Scripts need this request's nonce (React Router's inline
 * hydration scripts carry it); styles allow inline because antd sets style attributes.
 */
export function securityHeaders(opts: PolicyOptions): MiddlewareHandler<AppEnv> {
  // API answers are never documents with scripts: they get the policy without a nonce, made once.
  const apiPolicy = contentSecurityPolicy(opts, "");
  return async (c, next) => {
    const api = c.req.path.startsWith("/api/");
    const nonce = api ? "" : randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "no-referrer");
    h.set("X-Frame-Options", "SAMEORIGIN");
    h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    // A handler that set a policy of its own keeps it: uploaded files (sandbox), and pages from the
    // page cache (their inline scripts allowed by hash instead of this request's nonce).
    if (!h.has("Content-Security-Policy")) {
      const policy = api ? apiPolicy : contentSecurityPolicy(opts, `'nonce-${nonce}'`);
      if (policy) h.set("Content-Security-Policy", policy);
    }
  };
}

/**
 * The page policy; `scripts` names the inline scripts allowed besides our own files: this request's
 * nonce, or the hashes of a cached page's scripts. None in development (Vite injects its own scripts).
 */
export function contentSecurityPolicy(opts: PolicyOptions, scripts: string): string | undefined {
  if (opts.dev) return undefined;
  return [
    "default-src 'self'",
    `script-src 'self'${scripts ? ` ${scripts}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Our own files, data: (image codes, QR codes) and blob: (previews before upload); nothing
    // from other hosts, so injected markup cannot beacon out through an image.
    `img-src 'self' data: blob:${opts.imageHosts?.length ? ` ${opts.imageHosts.join(" ")}` : ""}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    // blob: is how MediaSource (hls.js lesson playback) hands segments to the video element.
    "media-src 'self' blob: https:",
    ...(opts.frameHosts?.length ? [`frame-src 'self' ${opts.frameHosts.join(" ")}`] : []),
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
