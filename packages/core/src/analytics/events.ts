import { createHash } from "node:crypto";
import { TRACE_EPOCH_MS, visitedPath } from "@portal/contract";

/** A leave reported later than this after it happened, or in the future, is not believed. */
const CLOCK_SLACK_MS = 10 * 60_000;
const MAX_SPENT_MS = 6 * 3600_000;

export interface PageLeave {
  at: Date;
  path: string;
  visitor: string;
  userId: string | null;
  source: string;
  spentMs: number;
}

/** The browser id is stored as a hash: enough to count visitors, useless for following one elsewhere. */
export function browserVisitor(browserId: string): string {
  return createHash("sha256").update(`visitor:${browserId}`).digest("base64url").slice(0, 22);
}

/** 直接访问 without a referrer, 站内 from our own pages, else the referring host (no path: it may hold a query). */
export function sourceOf(referrer: string | undefined | null, ownHost: string): string {
  if (!referrer) return "直接访问";
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    if (!host) return "直接访问";
    return host === ownHost.toLowerCase() ? "站内" : host.slice(0, 100);
  } catch {
    return "直接访问";
  }
}

/**
 * Reads one page-leave report (GET /trace?t&url&sid&d&r). Anything malformed gives null and is
 * dropped quietly: a beacon has nobody to show an error to. Only our own pages are counted, by
 * path alone (decoded, same-site: see `visitedPath`); the user comes from the session, never from
 * the query (uid there could be anyone).
 */
export function parsePageLeave(
  q: Record<string, string | undefined>,
  opts: { now: Date; ownHost: string; userId: string | null },
): PageLeave | null {
  const t = Number(q.t);
  const sid = q.sid ?? "";
  if (!Number.isFinite(t) || !/^[\w-]{8,64}$/.test(sid) || !q.url) return null;
  const at = TRACE_EPOCH_MS + t;
  if (at > opts.now.getTime() + CLOCK_SLACK_MS || at < opts.now.getTime() - CLOCK_SLACK_MS) return null;
  let url: URL;
  try {
    url = new URL(q.url);
  } catch {
    return null;
  }
  if (url.hostname.toLowerCase() !== opts.ownHost.toLowerCase()) return null;
  // A malformed escape (/%E0%A4%A) or a path that would lead off-site as a link (//host/…) is not
  // one of our pages (issue 29).
  const path = visitedPath(url.pathname, 200);
  if (!path || path.startsWith("/api/") || path.startsWith("/admin")) return null;
  const spent = Number(q.d);
  return {
    at: new Date(at),
    path,
    visitor: browserVisitor(sid),
    userId: opts.userId,
    source: sourceOf(q.r, opts.ownHost),
    spentMs: Number.isFinite(spent) ? Math.max(0, Math.min(Math.round(spent), MAX_SPENT_MS)) : 0,
  };
}
