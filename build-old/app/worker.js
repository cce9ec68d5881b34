import {
  createAi,
  createNotifier,
  openQueue,
  startJobs
} from "./chunk-BSG77GCT.js";
import {
  createLogger,
  loadConfig,
  openConfiguredDatabase,
  openStorage
} from "./chunk-KEC4F3PL.js";
import {
  redisCache,
  redisThrottleStore
} from "./chunk-HQW4VBLW.js";
import "./chunk-BX5O2OPC.js";
import "./chunk-7ZUXAX3K.js";
import "./chunk-LYT7P2QS.js";
import "./chunk-PZ5AY32C.js";

// apps/server/worker.ts
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.REDIS_URL || !config.DATABASE_URL) {
    throw new Error("\u72EC\u7ACB\u7684\u4EFB\u52A1\u8FDB\u7A0B\u9700\u8981 REDIS_URL \u548C DATABASE_URL\uFF1B\u5355\u673A\u8FD0\u884C\u65F6\u4EFB\u52A1\u5DF2\u5728 npm start \u7684\u8FDB\u7A0B\u5185\u6267\u884C");
  }
  const database = await openConfiguredDatabase(config, (err) => logger.warn({ err }, "database connection dropped"));
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
      storage: openStorage(config)
    },
    queue,
    true
  );
  logger.info({ database: database.kind, llm: ai?.model ?? "off" }, "\u4EFB\u52A1\u8FDB\u7A0B\u5DF2\u542F\u52A8");
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "worker shutting down");
    const force = setTimeout(() => process.exit(1), 3e4);
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
//# sourceMappingURL=worker.js.map
