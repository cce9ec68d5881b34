import type { Redis } from "ioredis";
import { ioredis } from "../lazy";
import type { Cache } from "./cache";

/**
 * Shared cache for several machines. Each namespace has a generation counter; invalidation bumps it,
 * so every machine stops reading the old keys at once and they expire on their own.
 */
export function redisCache(url: string, prefix = "portal:"): Cache & { redis: Redis } {
  const redis = new (ioredis().Redis)(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const genKey = (ns: string) => `${prefix}gen:${ns}`;
  const generation = async (ns: string) => (await redis.get(genKey(ns))) ?? "0";
  return {
    redis,
    async wrap<T>(namespace: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const gen = await generation(namespace);
      const fullKey = `${prefix}c:${namespace}:${gen}:${key}`;
      const cached = await redis.get(fullKey);
      if (cached !== null) return JSON.parse(cached) as T;
      const value = await load();
      await redis.set(fullKey, JSON.stringify(value), "PX", ttlMs);
      return value;
    },
    async invalidate(namespace) {
      await redis.incr(genKey(namespace));
    },
    generation,
    async close() {
      await redis.quit();
    },
  };
}
