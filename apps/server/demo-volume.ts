import { type Cache, demoVolumeLeft, type FileStorage, loadDemoVolume } from "@portal/core";
import type { Database } from "@portal/db";
import type { AppLogger } from "./logger";
import { preparePool } from "./prepare-pool";
import { seedCtx } from "./seed-ctx";

/** How long a stop waits for the loader to put its place down (a chunk of 500 takes ~0.7 s on PGlite). */
const STOP_WAIT_MS = 4_000;

/**
 * Loads the demo's generated tender notices that a first start left for later (core's
 * demo/tender-volume.ts) in this process, once the first visitor was answered: extraction on a worker
 * thread, the writes here in batches between visitors' queries. One process at a time on a shared
 * PostgreSQL. `stop` ends it between two chunks; the next start goes on from there.
 */
export function startDemoVolume(deps: { database: Database; cache: Cache; logger: AppLogger; storage?: FileStorage }): {
  stop: () => Promise<void>;
} {
  const controller = new AbortController();
  const log = deps.logger.child({ component: "demo-volume" });
  const ctx = seedCtx(deps.database, deps.cache, log, deps.storage);
  const load = async () => {
    // Checked before the lock too: on a shared PostgreSQL the other processes' starts never wait for it.
    if (!(await demoVolumeLeft(ctx))) return;
    await deps.database.exclusive("demo-volume", async () => {
      if (controller.signal.aborted || !(await demoVolumeLeft(ctx))) return;
      const pool = preparePool();
      const started = Date.now();
      try {
        const created = await loadDemoVolume(ctx, { prepareBatch: pool?.prepareBatch, signal: controller.signal });
        const ms = Date.now() - started;
        if (controller.signal.aborted) log.info({ created, ms }, "demo tender volume paused: it goes on at the next start");
        else {
          log.info({ created, ms }, "demo tender volume loaded");
          // The load grew the embedded database's memory to twice a restarted server's; give it back.
          if (created > 0) await reopenAfterLoad(deps.database, log);
        }
      } finally {
        await pool?.close();
      }
    });
  };
  const done = load().catch((err) => log.error({ err }, "demo tender volume not loaded"));
  return {
    stop: async () => {
      controller.abort();
      await Promise.race([done, new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
    },
  };
}

/** Reopens the embedded database in place after the bulk load (db's reopenable.ts); requests wait ~1 s. */
async function reopenAfterLoad(database: Database, log: AppLogger): Promise<void> {
  if (!database.reopen) return;
  const before = process.memoryUsage.rss();
  const started = Date.now();
  await database.reopen();
  const mb = (n: number) => Math.round(n / 1048576);
  log.info(
    { ms: Date.now() - started, rssBeforeMb: mb(before), rssAfterMb: mb(process.memoryUsage.rss()) },
    "embedded database reopened after the demo volume",
  );
}
