import { type Cache, type JobQueue, memoryCache, type Notifier, silentLogger, type ThrottleStore, visitTracker } from "@portal/core";
import type { Database } from "@portal/db";
import { type DbKind, openTestDatabase } from "@portal/db/testing";
import { createApp } from "./app";
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
  } = {},
) {
  const database: Database = await openTestDatabase(kind);
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
