import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import {
  type Cache,
  type EventBus,
  type JobQueue,
  memoryCache,
  memoryEventBus,
  memoryThrottleStore,
  type Notifier,
  silentLogger,
  type ThrottleStore,
  visitTracker,
} from "@portal/core";
import type { Database } from "@portal/db";
import { type DbKind, openTestDatabase } from "@portal/db/testing";
import { createApp } from "./app";
import { type ChatSocketLimits, chatSockets } from "./chat/sockets";
import { loadConfig } from "./config";
import { type AppLogger, createLogger } from "./logger";
import { createMetrics } from "./metrics";

/**
 * The real app on a fresh database, without the page renderer: API tests call `app.request()`
 * in-process. Browser-like calls need the CSRF header, which `post()` adds.
 */
export async function createTestApp(
  kind: DbKind,
  opts: {
    cache?: Cache;
    now?: () => Date;
    /** Extra environment, e.g. TRUST_PROXY=true so tests can vary the client IP with X-Forwarded-For. */
    env?: Record<string, string>;
    logger?: AppLogger;
    throttle?: ThrottleStore;
    notify?: Notifier;
    queue?: JobQueue;
    events?: EventBus;
  } = {},
) {
  const database: Database & { url?: string } = await openTestDatabase(kind);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...opts.env });
  const cache = opts.cache ?? memoryCache();
  // Visit statistics wait for tests to flush them (t.tracker.flush()), never for a timer.
  const tracker = visitTracker(database.db, { log: silentLogger, flushMs: 3_600_000 });
  const app = createApp({
    config,
    database,
    cache,
    logger: opts.logger ?? createLogger("silent"),
    metrics: createMetrics(),
    now: opts.now,
    throttle: opts.throttle,
    notify: opts.notify,
    queue: opts.queue,
    tracker,
    events: opts.events,
  });
  const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", ...headers },
    });
  /** A POST and its JSON answer; `token` signs the call in (Bearer). */
  const json = async (path: string, body: unknown = {}, token?: string) => {
    const res = await post(path, body, token ? { Authorization: `Bearer ${token}` } : {});
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
    return { status: res.status, body: (await res.json()) as any };
  };
  return {
    app,
    database,
    cache,
    config,
    tracker,
    post,
    json,
    async close() {
      await cache.close();
      await database.close();
    },
  };
}

/**
 * The app on a real HTTP server at 127.0.0.1 (random port) with the chat sockets attached, for tests
 * that speak WebSocket. The event bus is in-process unless one is given (Redis for fan-out tests).
 */
export async function startTestServer(
  kind: DbKind,
  opts: Parameters<typeof createTestApp>[1] & { limits?: Partial<ChatSocketLimits> } = {},
) {
  const events = opts.events ?? memoryEventBus();
  const throttle = opts.throttle ?? memoryThrottleStore();
  const t = await createTestApp(kind, { ...opts, events, throttle });
  const sockets = chatSockets({
    base: { db: t.database.db, cache: t.cache, now: opts.now ?? (() => new Date()), throttle, notify: opts.notify, events },
    logger: createLogger("silent"),
    trustProxy: false,
    limits: opts.limits,
  });
  const server = createServer(getRequestListener(t.app.fetch));
  server.on("upgrade", sockets.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    ...t,
    events,
    sockets,
    port,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await events.close();
      await t.close();
    },
  };
}
