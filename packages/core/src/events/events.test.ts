import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { eventBusReady, memoryEventBus, redisEventBus } from "./events";

const REDIS_URL = process.env.TEST_REDIS_URL;

describe("event bus in this process", () => {
  it("delivers copies to every subscriber until it unsubscribes", async () => {
    const bus = memoryEventBus();
    const seen: unknown[] = [];
    const off = bus.subscribe("chat", (p) => seen.push(p));
    bus.subscribe("other", () => seen.push("wrong channel"));
    const payload = { n: 1 };
    await bus.publish("chat", payload);
    off();
    await bus.publish("chat", { n: 2 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(seen[0]).not.toBe(payload);
  });
});

describe.skipIf(!REDIS_URL)("event bus on Redis", () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  it("fans a message out to subscribers on another connection (another process's view)", async () => {
    const a = new Redis(REDIS_URL as string);
    const b = new Redis(REDIS_URL as string);
    clients.push(a, b);
    const prefix = `test:${Date.now()}:`;
    const busA = redisEventBus(a, prefix);
    const busB = redisEventBus(b, prefix);
    const got = new Promise((resolve) => busB.subscribe("chat", resolve));
    await eventBusReady(busB);
    await busA.publish("chat", { text: "您好" });
    expect(await got).toEqual({ text: "您好" });
    await busA.close();
    await busB.close();
  });
});
