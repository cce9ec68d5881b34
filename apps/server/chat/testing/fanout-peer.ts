/**
 * A second server process for the fan-out test (fanout.test.ts): the same app and chat sockets on the
 * test's PostgreSQL database and Redis, on a random port it prints as "PORT <n>".
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eventBusReady, memoryCache, memoryThrottleStore, redisEventBus } from "@portal/core";
import { openDatabase } from "@portal/db";
import { Redis } from "ioredis";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { createLogger } from "../../logger";
import { createMetrics } from "../../metrics";
import { chatSockets } from "../sockets";

const database = await openDatabase({ url: process.env.PEER_DATABASE_URL as string, poolSize: 2 });
const redis = new Redis(process.env.PEER_REDIS_URL as string);
const events = redisEventBus(redis, process.env.PEER_PREFIX);
const cache = memoryCache();
const throttle = memoryThrottleStore();
const logger = createLogger("silent");
const app = createApp({
  config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
  database,
  cache,
  logger,
  metrics: createMetrics(),
  events,
  throttle,
});
const sockets = chatSockets({ base: { db: database.db, cache, now: () => new Date(), throttle, events }, logger, trustProxy: false });
const server = createServer(getRequestListener(app.fetch));
server.on("upgrade", sockets.handleUpgrade);
server.listen(0, "127.0.0.1", async () => {
  await eventBusReady(events);
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`);
});
process.on("SIGTERM", async () => {
  await sockets.close();
  server.closeAllConnections();
  server.close();
  await events.close();
  await redis.quit();
  await database.close();
  process.exit(0);
});
