import { Hono } from "hono";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { limiterFactory } from "./rate-limit";

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.quit());

/** Two app instances sharing a store behave like two servers behind one load balancer. */
function appWith(limit: ReturnType<typeof limiterFactory>, name: string) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("ctx", { actor: { kind: "anonymous", ip: c.req.header("x-test-ip") ?? "1.1.1.1" } } as AppEnv["Variables"]["ctx"]);
    await next();
  });
  app.onError((err, c) => c.json({ msg: err.message }, 429, { "Retry-After": String((err as { retryAfter?: number }).retryAfter ?? "") }));
  app.use(limit({ name, points: 3, durationSec: 60 }));
  app.get("/", (c) => c.text("ok"));
  return app;
}

describe.each([["memory"], ...(redis ? [["redis"]] : [])])("per-IP limiter (%s)", (kind) => {
  it("allows the quota, then answers 429 with Retry-After, per IP", async () => {
    const name = `t-${kind}-${Date.now()}`;
    const limit = limiterFactory(kind === "redis" ? redis : undefined);
    const app = appWith(limit, name);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.request("/")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await app.request("/");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await app.request("/", { headers: { "x-test-ip": "2.2.2.2" } })).status).toBe(200);
  });
});

describe.skipIf(!redis)("limiter shared through Redis", () => {
  it("counts requests to two servers together", async () => {
    const name = `t-shared-${Date.now()}`;
    const a = appWith(limiterFactory(redis), name);
    const b = appWith(limiterFactory(redis), name);
    const statuses = [
      (await a.request("/")).status,
      (await b.request("/")).status,
      (await a.request("/")).status,
      (await b.request("/")).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
