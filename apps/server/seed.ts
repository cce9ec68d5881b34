import { type Ctx, DEMO_TENDERS, isDiskFull, isEmptySite, memoryCache, redisCache, seedDemo } from "@portal/core";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./database";
import { createLogger } from "./logger";
import { preparePool } from "./prepare-pool";
import { openStorage } from "./storage";

/**
 * The demo content of a first start (DEMO_DATA=on, empty database), run by main.ts in a process of its
 * own. Loading 20,000 announcements grows the V8 heap, malloc's arenas and PGlite's WebAssembly memory,
 * and a process gives little of that back to the system: run in the server, it left ~150 MB more RSS
 * than a later start on the same data (measured with `npm run bench`). Here it all ends with the process.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  // With Redis the lists the seed invalidates are the ones every web process reads.
  const cache = config.REDIS_URL ? redisCache(config.REDIS_URL) : memoryCache();
  try {
    const ctx: Ctx = {
      actor: { kind: "system", job: "seed" },
      db: database.db,
      cache,
      now: () => new Date(),
      log: logger,
      storage: openStorage(config),
    };
    // Web processes started together on one empty PostgreSQL database each start a seed: the first
    // loads the demo content, the others wait for it and then find the site no longer empty.
    await database.exclusive("demo-seed", async () => {
      if (!(await isEmptySite(ctx))) return;
      const pool = preparePool();
      try {
        await seedDemo(ctx, { tenders: DEMO_TENDERS, prepareBatch: pool?.prepareBatch });
      } finally {
        await pool?.close();
      }
      logger.info("demo content loaded");
    });
  } finally {
    await cache.close();
    await database.close();
  }
}

main().catch((err) => {
  if (isDiskFull(err)) {
    // main.ts prints the message for this exit code (28, ENOSPC); the details go to the log here.
    console.error(err instanceof Error ? err.message : err);
    process.exit(28);
  }
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
