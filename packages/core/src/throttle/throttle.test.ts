import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { silentLogger } from "../context";
import { testClock } from "../testing";
import { admit, check, clear, count, forget, hit, memoryThrottleStore, redisThrottleStore, type ThrottleStore } from "./throttle";

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

  it("admit() slides: the limit holds over any stretch of the window, and each old event frees one place as it leaves", async () => {
    const { clock, ctx } = setup();
    // Two events late in one minute and one early in the next: a fixed window would start afresh.
    await admit(ctx, rule, "s");
    clock.advance(40_000);
    await admit(ctx, rule, "s");
    clock.advance(15_000); // 02:01:05, past the fixed window's end
    await admit(ctx, rule, "s");
    await expect(admit(ctx, rule, "s")).rejects.toMatchObject({ kind: "RateLimited", retryAfter: 5 });
    await admit(ctx, rule, "other"); // other subjects are unaffected
    // Refused events take no place: hammering does not prolong the wait.
    await expect(admit(ctx, rule, "s")).rejects.toMatchObject({ retryAfter: 5 });
    clock.advance(5_000); // the first event leaves: one place
    await admit(ctx, rule, "s");
    await expect(admit(ctx, rule, "s")).rejects.toMatchObject({ retryAfter: 40 });
  });

  it("admit() counts places in flight, gives one back on release, and forget() empties the window", async () => {
    const { ctx } = setup();
    const places = await Promise.allSettled(Array.from({ length: 10 }, () => admit(ctx, rule, "p")));
    const taken = places.flatMap((p) => (p.status === "fulfilled" ? [p.value] : []));
    expect(taken.map((p) => p.before).sort()).toEqual([0, 1, 2]);
    expect(places.filter((p) => p.status === "rejected")).toHaveLength(7);
    await taken[0].release();
    expect((await admit(ctx, rule, "p")).before).toBe(2);
    await expect(admit(ctx, rule, "p")).rejects.toMatchObject({ kind: "RateLimited" });
    await forget(ctx, rule, "p");
    expect((await admit(ctx, rule, "p")).before).toBe(0);
  });
});
