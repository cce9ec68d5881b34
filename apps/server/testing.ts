import { type Cache, memoryCache } from "@portal/core";
import type { Database } from "@portal/db";
import { type DbKind, openTestDatabase } from "@portal/db/testing";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { createMetrics } from "./metrics";

/**
 * The real app on a fresh database, without the page renderer: API tests call `app.request()`
 * in-process. Browser-like calls need the CSRF header, which `post()` adds.
 */
export async function createTestApp(kind: DbKind, opts: { cache?: Cache; now?: () => Date } = {}) {
  const database: Database = await openTestDatabase(kind);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const cache = opts.cache ?? memoryCache();
  const app = createApp({ config, database, cache, logger: createLogger("silent"), metrics: createMetrics(), now: opts.now });
  const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", ...headers },
    });
  return {
    app,
    database,
    cache,
    post,
    async close() {
      await cache.close();
      await database.close();
    },
  };
}
