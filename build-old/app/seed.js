import {
  createLogger,
  loadConfig,
  openConfiguredDatabase,
  openStorage
} from "./chunk-KEC4F3PL.js";
import {
  DEMO_TENDERS,
  isEmptySite,
  memoryCache,
  redisCache,
  seedDemo
} from "./chunk-HQW4VBLW.js";
import "./chunk-BX5O2OPC.js";
import "./chunk-7ZUXAX3K.js";
import "./chunk-LYT7P2QS.js";
import "./chunk-PZ5AY32C.js";

// apps/server/seed.ts
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  const cache = config.REDIS_URL ? redisCache(config.REDIS_URL) : memoryCache();
  try {
    const ctx = {
      actor: { kind: "system", job: "seed" },
      db: database.db,
      cache,
      now: () => /* @__PURE__ */ new Date(),
      log: logger,
      storage: openStorage(config)
    };
    await database.exclusive("demo-seed", async () => {
      if (!await isEmptySite(ctx)) return;
      await seedDemo(ctx, { tenders: DEMO_TENDERS });
      logger.info("demo content loaded");
    });
  } finally {
    await cache.close();
    await database.close();
  }
}
main().catch((err) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});
//# sourceMappingURL=seed.js.map
