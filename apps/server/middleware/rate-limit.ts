import { rateLimited } from "@portal/core";
import type { MiddlewareHandler } from "hono";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { AppEnv } from "../env";

export interface LimitRule {
  /** Unique name, part of the storage key. */
  name: string;
  points: number;
  durationSec: number;
}

/** Builds per-IP limiters that share state through Redis when there is one, else stay in memory. */
export function limiterFactory(redis?: Redis) {
  return (rule: LimitRule): MiddlewareHandler<AppEnv> => {
    const opts = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSec };
    const limiter = redis ? new RateLimiterRedis({ storeClient: redis, ...opts }) : new RateLimiterMemory(opts);
    return async (c, next) => {
      const actor = c.get("ctx").actor;
      const key = "ip" in actor ? actor.ip : "system";
      try {
        await limiter.consume(key);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw rateLimited(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
        throw e;
      }
      return next();
    };
  };
}
export type LimiterFactory = ReturnType<typeof limiterFactory>;
