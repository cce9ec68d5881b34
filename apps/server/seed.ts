import { isDiskFull, isEmptySite, memoryCache, planDemoVolume, redisCache, seedDemo } from "@portal/core";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./database";
import { createLogger } from "./logger";
import { preparePool } from "./prepare-pool";
import { seedCtx } from "./seed-ctx";
import { openStorage } from "./storage";

/**
 * The demo content of a first start (DEMO_DATA=on, empty database), run by main.ts in a process of its
 * own: the memory a load takes (V8 heap, malloc's arenas, PGlite's WebAssembly memory) ends with the
 * process instead of staying with the server. Everything but the generated volume of tender notices
 * is loaded here (the 694 real ones included); the volume follows once the server answers
 * (demo-volume.ts, issue 34).
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  // With Redis the lists the seed invalidates are the ones every web process reads.
  const cache = config.REDIS_URL ? redisCache(config.REDIS_URL) : memoryCache();
  try {
    const ctx = seedCtx(database, cache, logger, openStorage(config));
    // Web processes started together on one empty PostgreSQL database each start a seed: the first
    // loads the demo content, the others wait for it and then find the site no longer empty.
    await database.exclusive("demo-seed", async () => {
      if (!(await isEmptySite(ctx))) return;
      const pool = preparePool();
      try {
        await seedDemo(ctx, { tenders: 0, prepareBatch: pool?.prepareBatch });
      } finally {
        await pool?.close();
      }
      await planDemoVolume(ctx);
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
