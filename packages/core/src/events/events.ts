import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";

/**
 * Publish/subscribe between the parts of the site (DESIGN §8 `ctx.events`): in this process by
 * default; across every server process through Redis pub/sub when REDIS_URL is set. Payloads are
 * JSON values; delivery is at most once (a process that is down misses what was published).
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Calls `handler` for every payload published on `channel`, by any process; returns the unsubscribe. */
  subscribe(channel: string, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

export function memoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      // A copy, as Redis would deliver: no subscriber can change what another one sees.
      emitter.emit(channel, JSON.parse(JSON.stringify(payload)));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub. A subscribed connection can do nothing else, so subscriptions get a duplicate of
 * the given client; publishing uses the client itself. Channels are prefixed like the cache keys.
 */
export function redisEventBus(redis: Redis, prefix = "portal:ev:"): EventBus {
  const subscriber = redis.duplicate();
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  subscriber.on("message", (channel: string, message: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return; // not ours
    }
    local.emit(channel.slice(prefix.length), payload);
  });
  return {
    async publish(channel, payload) {
      await redis.publish(prefix + channel, JSON.stringify(payload));
    },
    subscribe(channel, handler) {
      const n = counts.get(channel) ?? 0;
      counts.set(channel, n + 1);
      if (n === 0) void subscriber.subscribe(prefix + channel);
      local.on(channel, handler);
      return () => {
        local.off(channel, handler);
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) void subscriber.unsubscribe(prefix + channel);
      };
    },
    async close() {
      local.removeAllListeners();
      await subscriber.quit().catch(() => undefined);
    },
  };
}

/** Resolves once a message published now reaches this bus's subscribers (Redis confirms subscriptions asynchronously). */
export async function eventBusReady(bus: EventBus): Promise<void> {
  const probe = `ready:${Math.random().toString(36).slice(2)}`;
  let tick: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    const off = bus.subscribe(probe, () => {
      off();
      resolve();
    });
    tick = setInterval(() => void bus.publish(probe, 1), 20);
  });
  clearInterval(tick);
}
