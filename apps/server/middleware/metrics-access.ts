import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** The TCP peer of the request (never a forwarded header: a proxy in front would make it loopback). */
function peerAddress(c: Context): string | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
}

/** A process on this machine with no proxy between: loopback TCP peer and no X-Forwarded-For. */
export function fromThisMachine(c: Context): boolean {
  return LOOPBACK.has(peerAddress(c) ?? "") && !c.req.header("x-forwarded-for");
}

/** Compares secrets in time independent of where they differ. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * /metrics tells how the site is used and how it fails: it answers a scraper holding
 * `Authorization: Bearer METRICS_TOKEN`, or a process on this machine when no proxy stands between
 * (socket address on loopback and no X-Forwarded-For). Everyone else gets 404, as if it did not exist.
 */
export function metricsAccess(token: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const bearer = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
    if (token && bearer && sameToken(bearer, token)) return next();
    if (fromThisMachine(c)) return next();
    return c.text("Not Found", 404);
  };
}
