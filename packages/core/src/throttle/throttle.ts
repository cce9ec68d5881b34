import type { Redis } from "ioredis";
import type { Ctx } from "../context";
import { rateLimited } from "../errors";

/**
 * Fixed-window counters for login, code and recovery throttling. Time is passed in (ctx.now()), so
 * tests move a clock instead of sleeping; the window index is part of the key, so the store's own
 * expiry only cleans up and never decides. Memory for one process, Redis for several.
 */
export interface ThrottleStore {
  /** Adds `by` to the counter and returns the new value. */
  incr(key: string, by: number, ttlMs: number): Promise<number>;
  get(key: string): Promise<number>;
  del(keys: string[]): Promise<void>;
}

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
}

export function memoryThrottleStore(): ThrottleStore {
  const counters = new Map<string, { n: number; until: number }>();
  return {
    async incr(key, by, ttlMs) {
      const nowMs = Date.now();
      const hit = counters.get(key);
      const n = (hit && hit.until > nowMs ? hit.n : 0) + by;
      counters.set(key, { n, until: nowMs + ttlMs });
      if (counters.size > 100_000) for (const [k, v] of counters) if (v.until <= nowMs) counters.delete(k);
      return n;
    },
    async get(key) {
      const hit = counters.get(key);
      return hit && hit.until > Date.now() ? hit.n : 0;
    },
    async del(keys) {
      for (const k of keys) counters.delete(k);
    },
  };
}

export function redisThrottleStore(redis: Redis, prefix = "portal:th:"): ThrottleStore {
  return {
    async incr(key, by, ttlMs) {
      const [[, n]] = (await redis
        .multi()
        .incrby(prefix + key, by)
        .pexpire(prefix + key, ttlMs)
        .exec()) as [[unknown, number]];
      return n;
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async del(keys) {
      if (keys.length) await redis.del(...keys.map((k) => prefix + k));
    },
  };
}

// Without an injected store (scripts, other domains' tests) one process-wide memory store is used.
const fallback = memoryThrottleStore();
const storeOf = (ctx: Ctx) => ctx.throttle ?? fallback;

function slot(ctx: Ctx, rule: ThrottleRule, subject: string) {
  const t = ctx.now().getTime();
  const window = Math.floor(t / rule.windowMs);
  return { key: `${rule.name}:${subject}:${window}`, retryAfter: Math.max(1, Math.ceil(((window + 1) * rule.windowMs - t) / 1000)) };
}

/** Counts one event; throws 429 with Retry-After once the window's limit is exceeded. */
export async function hit(ctx: Ctx, rule: ThrottleRule, subject: string): Promise<void> {
  const { key, retryAfter } = slot(ctx, rule, subject);
  const n = await storeOf(ctx).incr(key, 1, rule.windowMs * 2);
  if (n > rule.limit) throw rateLimited(retryAfter);
}

/** Throws 429 if the limit is already reached, without counting (checked before the attempt). */
export async function check(ctx: Ctx, rule: ThrottleRule, subject: string): Promise<void> {
  const { key, retryAfter } = slot(ctx, rule, subject);
  if ((await storeOf(ctx).get(key)) >= rule.limit) throw rateLimited(retryAfter);
}

/**
 * Takes a place in the window before slow work (a password hash), atomically, so parallel requests
 * each see how many went before them: `before` counts the earlier attempts, in flight or done.
 * `release` gives the place back when the attempt turns out not to count.
 */
export async function reserve(ctx: Ctx, rule: ThrottleRule, subject: string) {
  const { key, retryAfter } = slot(ctx, rule, subject);
  const store = storeOf(ctx);
  const n = await store.incr(key, 1, rule.windowMs * 2);
  return { before: n - 1, retryAfter, release: async () => void (await store.incr(key, -1, rule.windowMs * 2)) };
}

/** Counts one event without throwing (failed logins are counted after the answer is known). */
export async function count(ctx: Ctx, rule: ThrottleRule, subject: string): Promise<number> {
  return storeOf(ctx).incr(slot(ctx, rule, subject).key, 1, rule.windowMs * 2);
}

/**
 * Counts one event under a key the caller makes whole — with a calendar period in it, say a Beijing
 * day — and returns the count so far; `ttlMs` only cleans up. For allowances that are not windows.
 */
export async function countUnder(ctx: Ctx, key: string, ttlMs: number): Promise<number> {
  return storeOf(ctx).incr(key, 1, ttlMs);
}

export async function current(ctx: Ctx, rule: ThrottleRule, subject: string): Promise<number> {
  return storeOf(ctx).get(slot(ctx, rule, subject).key);
}

export async function clear(ctx: Ctx, rule: ThrottleRule, subject: string): Promise<void> {
  await storeOf(ctx).del([slot(ctx, rule, subject).key]);
}
