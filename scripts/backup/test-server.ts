/**
 * The server a backup test runs against (backup.test.ts): main.ts's wiring of the database owner
 * record, the app and its backup endpoint, on DATA_DIR or DATABASE_URL, without the page renderer.
 * It keeps writing until SIGTERM, the way a busy site does: each round stores a file, then commits a
 * transaction of two outbox rows naming it (with a pause between them, so a snapshot taken in the
 * middle of a transaction would show). It prints "PORT <n>" once it listens and "WROTE <n>" after
 * each commit.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { getRequestListener } from "@hono/node-server";
import { memoryCache } from "@portal/core";
import { schema } from "@portal/db";
import { createApp } from "../../apps/server/app";
import { claimDataDir } from "../../apps/server/backup/owner";
import { loadConfig } from "../../apps/server/config";
import { openConfiguredDatabase } from "../../apps/server/database";
import { createLogger } from "../../apps/server/logger";
import { createMetrics } from "../../apps/server/metrics";
import { openStorage } from "../../apps/server/storage";

const config = loadConfig();
const owner = config.DATABASE_URL ? undefined : claimDataDir(config.DATA_DIR, "server");
const backup = owner && { token: randomBytes(32).toString("base64url"), dataDir: config.DATA_DIR };
const database = await openConfiguredDatabase(config);
const storage = openStorage(config);
const app = createApp({
  config,
  database,
  cache: memoryCache(),
  logger: createLogger("silent"),
  metrics: createMetrics(),
  storage,
  backup,
});
const server = createServer(getRequestListener(app.fetch));

let stopping = false;
async function write(n: number) {
  const key = `backup-test/${n}.txt`;
  await storage.put(key, Buffer.from(`file ${n}`));
  await database.db.transaction(async (tx) => {
    const row = { channel: "test", recipient: `pair-${n}`, body: key, provider: "outbox", status: "stored", createdAt: new Date() };
    await tx.insert(schema.outbox).values(row);
    await sleep(5);
    await tx.insert(schema.outbox).values(row);
  });
  process.stdout.write(`WROTE ${n}\n`);
}
const writing = (async () => {
  for (let n = 1; !stopping; n++) {
    await write(n);
    await sleep(10);
  }
})();

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  owner?.publish({ url: `http://127.0.0.1:${port}`, token: backup?.token ?? "" });
  process.stdout.write(`PORT ${port}\n`);
});
process.on("SIGTERM", async () => {
  stopping = true;
  await writing;
  server.closeAllConnections();
  server.close();
  await database.close();
  owner?.release();
  process.exit(0);
});
