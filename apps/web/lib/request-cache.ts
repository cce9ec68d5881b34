// In-memory response cache for lib/request.ts.
//
// This module holds module-level state. In the browser that means "one cache
// per tab", which is what we want. Never enable `cache` for per-user data on
// the server side (SSR loaders): the Map would be shared by every visitor.

interface CacheEntry {
  expiresAt: number;
  value: unknown;
}

// Bounded so a long-lived tab that browses many list pages cannot grow the
// Map without limit; 200 answers is far more than any page reuses.
const MAX_ENTRIES = 200;

const store = new Map<string, CacheEntry>();
const systemNow = (): number => Date.now();
let now: () => number = systemNow;

/** Replace the clock (tests use a fake one so expiry needs no sleeping). Pass nothing to restore. */
export function setNow(fn?: (() => number) | null): void {
  now = fn ?? systemNow;
}

export function currentTime(): number {
  return now();
}

/** Drop every cached answer, e.g. on logout so the next user never sees the previous user's data. */
export function clearRequestCache(): void {
  store.clear();
}

export function cacheGet<T>(key: string): T | undefined {
  const hit = store.get(key);
  if (!hit) return undefined;
  if (hit.expiresAt <= now()) {
    store.delete(key);
    return undefined;
  }
  // Hand out a copy: pages routinely mutate `res.data` (sorting, adding UI
  // flags), and that must not leak into the next caller's "fresh" answer.
  return structuredClone(hit.value) as T;
}

export function cacheSet(key: string, value: unknown, ttlMs: number): void {
  if (store.size >= MAX_ENTRIES) prune();
  store.set(key, { expiresAt: now() + ttlMs, value: structuredClone(value) });
}

function prune(): void {
  const t = now();
  for (const [key, entry] of store) {
    if (entry.expiresAt <= t) store.delete(key);
  }
  // Still full of live entries: evict the oldest (Map keeps insertion order).
  for (const key of store.keys()) {
    if (store.size < MAX_ENTRIES) break;
    store.delete(key);
  }
}
