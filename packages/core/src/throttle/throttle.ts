import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Ctx } from "../context";
import { rateLimited } from "../errors";
import type { ThrottleStore } from "./store";

export type { ThrottleStore };

/**
 * Counters for login, code and recovery throttling: fixed windows (hit, check, reserve, count) and
 * sliding windows (admit, forget) for the failed-password limits. Time is passed in (ctx.now()), so
 * tests move a clock instead of sleeping; the window index (fixed) or the entries' own times
 * (sliding) decide, and the store's expiry only cleans up. Memory for one process, Redis for several.
 */
/** How long until a full log has a free place: its (n − limit)-th oldest entry must leave. */
function waitOf(times: number[], atMs: number, windowMs: number, limit: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.max(1, sorted[sorted.length - limit] + windowMs - atMs);
}

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
}

export function memoryThrottleStore(): ThrottleStore {
  const counters = new Map<string, { n: number; until: number }>();
  const logs = new Map<string, { windowMs: number; entries: Map<string, number> }>();
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
      for (const k of keys) {
        counters.delete(k);
        logs.delete(k);
      }
    },
    async take(key, entry, atMs, windowMs, limit) {
      const log = logs.get(key) ?? { windowMs, entries: new Map<string, number>() };
      for (const [e, at] of log.entries) if (at <= atMs - windowMs) log.entries.delete(e);
      const before = log.entries.size;
      if (before >= limit) return { before, waitMs: waitOf([...log.entries.values()], atMs, windowMs, limit) };
      log.entries.set(entry, atMs);
      log.windowMs = windowMs;
      logs.set(key, log);
      if (logs.size > 100_000) {
        for (const [k, l] of logs) if (![...l.entries.values()].some((at) => at > atMs - l.windowMs)) logs.delete(k);
      }
      return { before, waitMs: 0 };
    },
    async untake(key, entry) {
      logs.get(key)?.entries.delete(entry);
    },
  };
}

/**
 * The sliding-window step for Redis, atomic as one script: KEYS[1] is a sorted set of entries
 * scored by time; ARGV = atMs, windowMs, limit, entry. Returns { before, waitMs }.
 */
const TAKE_SCRIPT = `
local at = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', at - window)
local n = redis.call('ZCARD', KEYS[1])
if n >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')
  local wait = tonumber(oldest[2]) + window - at
  if wait < 1 then wait = 1 end
  return {n, wait}
end
redis.call('ZADD', KEYS[1], at, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {n, 0}
`;

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
    async take(key, entry, atMs, windowMs, limit) {
      const [before, waitMs] = (await redis.eval(TAKE_SCRIPT, 1, prefix + key, atMs, windowMs, limit, entry)) as [number, number];
      return { before, waitMs };
    },
    async untake(key, entry) {
      await redis.zrem(prefix + key, entry);
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

const logKey = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}:log`;

/**
 * Sliding window: takes a place among the events of the last `rule.windowMs` (up to now), or
 * throws 429 with the seconds until the oldest that must go has left the window. A refused event
 * takes no place, so hammering a full window does not prolong it. Atomic, so parallel requests each
 * see the places taken before them (`before`), in flight or done; `release` gives the place back
 * when the event turns out not to count.
 */
export async function admit(ctx: Ctx, rule: ThrottleRule, subject: string) {
  const store = storeOf(ctx);
  const key = logKey(rule, subject);
  const entry = randomUUID();
  const { before, waitMs } = await store.take(key, entry, ctx.now().getTime(), rule.windowMs, rule.limit);
  if (waitMs > 0) throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
  return { before, release: () => store.untake(key, entry) };
}

/** Empties a sliding window (a right password forgives the account's failures). */
export async function forget(ctx: Ctx, rule: ThrottleRule, subject: string): Promise<void> {
  await storeOf(ctx).del([logKey(rule, subject)]);
}
