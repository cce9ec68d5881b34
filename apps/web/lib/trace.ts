import { TRACE_EPOCH_MS } from "@portal/contract";

const BROWSER_KEY = "bid";

/** SPEC §3 "persistent browser id": made once per browser, kept in localStorage. */
export function browserId(): string {
  try {
    let id = localStorage.getItem(BROWSER_KEY);
    if (!id || !/^[\w-]{8,64}$/.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(BROWSER_KEY, id);
    }
    return id;
  } catch {
    return "no-storage-0000"; // storage blocked: counted as one anonymous browser
  }
}

/**
 * SPEC §7 page-leave statistics: a GET with credentials to our own trace endpoint. `keepalive`
 * lets it finish while the page goes away.
 */
export function reportLeave(page: { href: string; referrer: string; enteredAt: number }) {
  const now = Date.now();
  const q = new URLSearchParams({
    t: String(now - TRACE_EPOCH_MS),
    url: page.href,
    sid: browserId(),
    d: String(now - page.enteredAt),
    r: page.referrer,
  });
  fetch(`/api/trace?${q}`, { keepalive: true, credentials: "include" }).catch(() => undefined);
}

/** SPEC §7 traceArticle: how many seconds an article was read. */
export function reportReading(body: { artId: number; artType: string; artTitle: string; spent: number }) {
  fetch("/api/trace/traceArticle", {
    method: "POST",
    keepalive: true,
    credentials: "include",
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
    body: JSON.stringify({ ...body, sid: browserId() }),
  }).catch(() => undefined);
}
