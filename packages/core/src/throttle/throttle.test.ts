import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { silentLogger } from "../context";
import { testClock } from "../testing";
import { check, clear, count, hit, memoryThrottleStore, redisThrottleStore, type ThrottleStore } from "./throttle";

const stores: [string, () => ThrottleStore][] = [["memory", memoryThrottleStore]];
const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
if (redis) stores.push(["redis", () => redisThrottleStore(redis, `test:th:${Date.now()}:`)]);
afterAll(() => redis?.quit());

describe.each(stores)("throttle on %s", (_name, make) => {
  const rule = { name: "t", limit: 3, windowMs: 60_000 };
  const setup = () => {
    const clock = testClock(new Date("2026-03-15T02:00:10Z"));
    const ctx = {
      actor: { kind: "system", job: "t" },
      db: {} as never,
      cache: {} as never,
      now: clock.now,
      log: silentLogger,
      throttle: make(),
    } as Ctx;
    return { clock, ctx };
  };

  it("allows the limit, then 429 with the seconds left in the window; the next window starts fresh", async () => {
    const { clock, ctx } = setup();
    for (let i = 0; i < 3; i++) await hit(ctx, rule, "a");
    await expect(hit(ctx, rule, "a")).rejects.toMatchObject({ kind: "RateLimited", retryAfter: 50 });
    await hit(ctx, rule, "b"); // other subjects are unaffected
    clock.advance(50_000);
    await hit(ctx, rule, "a");
  });

  it("check() does not count; count() and clear() do what they say", async () => {
    const { ctx } = setup();
    await check(ctx, rule, "c");
    expect(await count(ctx, rule, "c")).toBe(1);
    await count(ctx, rule, "c");
    await count(ctx, rule, "c");
    await expect(check(ctx, rule, "c")).rejects.toMatchObject({ kind: "RateLimited" });
    await clear(ctx, rule, "c");
    await check(ctx, rule, "c");
  });
});
