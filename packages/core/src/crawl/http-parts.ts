/** Pieces of the crawler HTTP client (http.ts): its error and retry rules. */

/** A fetch that failed for good; the message is for the staff reading the run's errors. */
export class CrawlError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = "CrawlError";
  }
}

export const RETRY_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 60_000;

export function header(headers: Headers, name: string): string | undefined {
  return headers.get(name) ?? undefined;
}

export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}
