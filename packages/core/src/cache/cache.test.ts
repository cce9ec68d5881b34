import { afterAll, describe, expect, it } from "vitest";
import type { Cache } from "./cache";
import { memoryCache } from "./memory";
import { redisCache } from "./redis";

let t = 0;
const kinds: [string, () => Cache][] = [["memory", () => memoryCache(() => t)]];
const redisUrl = process.env.TEST_REDIS_URL;
// Each run gets its own key prefix so parallel runs on one Redis never see each other's keys.
if (redisUrl) kinds.push(["redis", () => redisCache(redisUrl, `test:${process.pid}:${Date.now()}:`)]);

describe.each(kinds)("%s cache", (_name, make) => {
  const cache = make();
  afterAll(() => cache.close());

  it("loads once and serves the cached value", async () => {
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.wrap("ns", "k", 1000, load)).toEqual({ n: 1 });
    expect(await cache.wrap("ns", "k", 1000, load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it("invalidating a namespace reloads every key in it and no other", async () => {
    let loads = 0;
    const load = async () => ++loads;
    await cache.wrap("a", "1", 60_000, load);
    await cache.wrap("b", "1", 60_000, load);
    await cache.invalidate("a");
    expect(await cache.wrap("a", "1", 60_000, load)).toBe(3);
    expect(await cache.wrap("b", "1", 60_000, load)).toBe(2);
  });

  it("names a namespace's generation, which every invalidation of it changes and no other", async () => {
    const before = await cache.generation("g");
    const other = await cache.generation("h");
    await cache.invalidate("g");
    const after = await cache.generation("g");
    expect(after).not.toBe(before);
    expect(await cache.generation("g")).toBe(after);
    expect(await cache.generation("h")).toBe(other);
  });

  it("does not keep failures", async () => {
    await expect(cache.wrap("f", "k", 1000, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.wrap("f", "k", 1000, async () => "ok")).toBe("ok");
  });
});

describe("memory cache expiry", () => {
  it("reloads after the time to live", async () => {
    const cache = memoryCache(() => t);
    let loads = 0;
    await cache.wrap("e", "k", 180_000, async () => ++loads);
    t += 179_999;
    expect(await cache.wrap("e", "k", 180_000, async () => ++loads)).toBe(1);
    t += 2;
    expect(await cache.wrap("e", "k", 180_000, async () => ++loads)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = memoryCache(() => t);
    let loads = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    const values = await Promise.all([cache.wrap("s", "k", 1000, slow), cache.wrap("s", "k", 1000, slow)]);
    expect(values).toEqual([1, 1]);
  });
});

describe("memory cache size", () => {
  it("keeps at most its limit per namespace, the oldest stored leaving first, with limits of their own", async () => {
    const cache = memoryCache(() => t, 3, { big: 1 });
    let loads = 0;
    for (const k of ["a", "b", "c", "d"]) await cache.wrap("small", k, 1000, async () => ++loads);
    expect(await cache.wrap("small", "d", 1000, async () => ++loads)).toBe(4);
    expect(await cache.wrap("small", "a", 1000, async () => ++loads)).toBe(5);
    await cache.wrap("big", "x", 1000, async () => "x");
    await cache.wrap("big", "y", 1000, async () => "y");
    expect(await cache.wrap("big", "x", 1000, async () => "x again")).toBe("x again");
  });
});
