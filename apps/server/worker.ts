import { redisCache, redisThrottleStore, startReextraction } from "@portal/core";
import { createAi } from "./ai";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./database";
import { openQueue, startJobs } from "./jobs";
import { createLogger } from "./logger";
import { createNotifier } from "./notify";
import { openStorage } from "./storage";

/**
 * `npm run worker`: runs background jobs in a process of its own, beside web processes started with
 * WORKER=off. Jobs reach it through Redis, and it shares the database with the web processes, so
 * both must be servers: an embedded PGlite directory can be opened by one process only.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.REDIS_URL || !config.DATABASE_URL) {
    throw new Error("独立的任务进程需要 REDIS_URL 和 DATABASE_URL；单机运行时任务已在 npm start 的进程内执行");
  }
  const database = await openConfiguredDatabase(config, (err) => logger.warn({ err }, "database connection dropped"));
  // Jobs that change content drop the cached lists every web process reads, through the same Redis.
  const cache = redisCache(config.REDIS_URL);
  const queue = await openQueue(config, logger);
  const ai = createAi(config);
  await startJobs(
    {
      config,
      db: database.db,
      cache,
      logger,
      ai,
      throttle: redisThrottleStore(cache.redis),
      notify: createNotifier(config),
      storage: openStorage(config),
    },
    queue,
    true,
  );
  // Tender notices extracted by older rules (a release with new rules restarts this process last).
  await startReextraction(queue);
  logger.info({ database: database.kind, llm: ai?.model ?? "off" }, "任务进程已启动");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "worker shutting down");
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    await queue.close();
    await cache.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
