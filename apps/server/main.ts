import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import nodeModule from "node:module";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import {
  type Cache,
  isDiskFull,
  isEmptySite,
  memoryCache,
  memoryEventBus,
  memoryThrottleStore,
  redisCache,
  redisEventBus,
  redisThrottleStore,
  startReextraction,
  TENDER_DETAIL_NS,
  TENDER_LIST_NS,
  visitTracker,
  witnessImageCodes,
} from "@portal/core";
import type { Database } from "@portal/db";
import { createAi } from "./ai";
import { createApp } from "./app";
import { claimDataDir } from "./backup/owner";
import { chatSockets } from "./chat/sockets";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./database";
import { startDemoVolume } from "./demo-volume";
import { diskFullMessage, freeBytes, freeSpaceProblem, type SpaceNeed, spaceNeeded } from "./disk-space";
import { openQueue, startJobs } from "./jobs";
import { type AppLogger, createLogger } from "./logger";
import { createMetrics } from "./metrics";
import { createNotifier } from "./notify";
import { invalidatingPages } from "./page-cache";
import { seedCtx } from "./seed-ctx";
import type { SsrHandler } from "./ssr";
import { openStorage } from "./storage";

const PAGE_CACHE_ENTRIES = 500;
/** When no request has come by then, the background jobs start anyway (see beginJobs). */
const JOBS_AFTER_MS = 3_000;
/**
 * Namespaces of large entries keep fewer of them: a page of tender records (~10 KB each), an
 * announcement with its text and fields (~10–40 KB each; the 300 loaded last).
 */
const SMALL_NAMESPACES = { [TENDER_LIST_NS]: 1000, [TENDER_DETAIL_NS]: 300 };

// Node 22.1+ keeps the compiled code of modules loaded from here on (the page bundle, React, antd:
// most of a start) in a disk cache, so later starts skip compiling them. Node 20 has no such cache.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/** Starts the portal: config, database and migrations, demo content on first start, then HTTP. */
async function main() {
  const config = loadConfig();
  // React picks its development or production build from NODE_ENV when it is first loaded, which
  // is why the renderer (./ssr) is imported only after this line. Production is several times faster.
  process.env.NODE_ENV = config.NODE_ENV;
  const logger = createLogger(config.LOG_LEVEL);
  // Before anything is written to DATA_DIR: a first start on a too small volume stops here, in words.
  const need = spaceNeeded(config);
  startDisk = { dataDir: config.DATA_DIR, need };
  const short = freeSpaceProblem(config.DATA_DIR, need);
  if (short) throw Object.assign(new Error(short), { reported: true });
  if (config.IMAGE_CODE_TEST_FILE) {
    const file = config.IMAGE_CODE_TEST_FILE;
    logger.warn({ file }, "测试模式：图形验证码答案写入文件（IMAGE_CODE_TEST_FILE），切勿在生产环境设置");
    witnessImageCodes((icodeId, answer) => appendFileSync(file, `${icodeId} ${answer}\n`));
  }
  // The embedded database is this process's alone (a backup or restore running on it stops the start);
  // `npm run backup` finds the address and token of our backup endpoint in the same record.
  const owner = config.DATABASE_URL ? undefined : claimDataDir(config.DATA_DIR, "server");
  const backup = owner && { token: randomBytes(32).toString("base64url"), dataDir: config.DATA_DIR };
  const dev = config.NODE_ENV === "development";
  let vite: import("vite").ViteDevServer | undefined;
  // Loading the page bundle (React, antd, every route) is the largest part of a start; it runs while
  // PGlite compiles its WebAssembly and opens the database.
  const renderer = loadRenderer(config.BUILD_DIR, dev).then((loaded) => {
    vite = loaded.vite;
    return loaded.ssr;
  });
  const openDb = () => openConfiguredDatabase(config, (err) => logger.warn({ err }, "database connection dropped"));
  let database = await openDb();
  const redisBacked = config.REDIS_URL ? redisCache(config.REDIS_URL) : undefined;
  // Pages are large (~50–100 KB of HTML): in process they get a cache of their own, kept small.
  const pages = redisBacked ?? memoryCache(Date.now, PAGE_CACHE_ENTRIES);
  const cache = invalidatingPages(redisBacked ?? memoryCache(Date.now, undefined, SMALL_NAMESPACES), pages);

  if (config.DEMO_DATA === "on") database = await seededOnFirstStart(database, openDb, { cache, logger, dataDir: config.DATA_DIR, need });
  const ssr = await renderer;
  const queue = await openQueue(config, logger);
  const ai = createAi(config);
  const throttle = redisBacked ? redisThrottleStore(redisBacked.redis) : memoryThrottleStore();
  // Chat messages reach the sockets of every server process through this (Redis pub/sub when shared).
  const events = redisBacked ? redisEventBus(redisBacked.redis) : memoryEventBus();
  const notify = createNotifier(config);
  const storage = openStorage(config);
  const tracker = visitTracker(database.db, { log: logger.child({ component: "visits" }) });
  // The jobs (transcodes resumed, matching, deliveries, purges, re-extraction) start once the first
  // response has gone out, or JOBS_AFTER_MS after listening: the embedded database runs one query at
  // a time, and theirs (a quarter of a second at a restart) would otherwise come before the first
  // visitor's (issue 34). A job a request queues meanwhile waits for its handler.
  let jobsStarted: Promise<void> | undefined;
  // A first start's generated tender notices are loaded after its first page, like the jobs.
  let demoVolume: ReturnType<typeof startDemoVolume> | undefined;
  const beginJobs = () => {
    if (!jobsStarted && config.DEMO_DATA === "on") demoVolume = startDemoVolume({ database, cache, logger, storage });
    jobsStarted ??= startJobs({ config, db: database.db, cache, logger, ai, throttle, notify, storage }, queue, config.WORKER === "on")
      // Tender notices extracted by older rules are re-extracted in the background; a WORKER=off
      // process leaves it to the worker, which queues it itself.
      .then(() => (config.WORKER === "on" ? startReextraction(queue) : undefined))
      .catch((err) => logger.error({ err }, "background jobs not started"));
  };

  const app = createApp({
    config,
    database,
    cache,
    redis: redisBacked?.redis,
    logger,
    metrics: createMetrics(),
    ssr,
    pages: config.PAGE_CACHE === "on" ? pages : undefined,
    notify,
    queue,
    storage,
    tracker,
    throttle,
    events,
    ai,
    backup,
  });
  const sockets = chatSockets({
    base: { db: database.db, cache, now: () => new Date(), throttle, notify, queue, storage, events },
    logger,
    trustProxy: config.TRUST_PROXY,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  const listener = getRequestListener(app.fetch);
  let stopping = false;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // A request that arrives on an open connection during the stop is answered, then the connection ends.
    if (stopping) res.shouldKeepAlive = false;
    if (!jobsStarted) res.once("finish", beginJobs);
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.on("upgrade", sockets.handleUpgrade);
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    if (owner && backup) owner.publish({ url: `http://${loopbackHost(config.HOST)}:${port}`, token: backup.token });
    logger.info(
      { port, database: database.kind, redis: Boolean(redisBacked), jobs: queue.engine, worker: config.WORKER, llm: ai?.model ?? "off" },
      `门户已启动：http://localhost:${port}`,
    );
    setTimeout(beginJobs, JOBS_AFTER_MS).unref();
  });

  // SIGTERM: stop accepting, let requests in flight finish, then close the database cleanly.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    jobsStarted ??= Promise.resolve(); // a stop before the jobs began leaves them unstarted
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The close callback is taken now: waiting for a "close" event after other awaits missed it when
    // the server had already closed meanwhile, and the stop hung until the 10 s timer.
    const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A response still streaming at the signal (a server-rendered page is sent in pieces) leaves a
    // keep-alive connection behind when it ends, and the client may hold it for a minute: such a
    // connection is closed as soon as it falls idle, so the stop does not wait for the 10 s timer.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    void httpClosed.then(() => clearInterval(sweep));
    await Promise.all([
      // Chat sockets are told the server is going away (1001), so browsers reconnect elsewhere.
      sockets.close().then(() => httpClosed),
      // Meanwhile running jobs are told to stop (a transcode goes back to waiting for the next start;
      // on BullMQ a job goes back to the queue for another worker) before the database closes.
      queue.close(),
      // The demo's notices stop between two chunks and go on at the next start.
      demoVolume?.stop(),
    ]);
    await vite?.close();
    // The last batch of visit statistics is written before the database closes.
    await tracker.close();
    await events.close();
    await cache.close();
    await database.close();
    owner?.release();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** How a process on this machine reaches a server listening on `host` (any address: loopback). */
function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** The database with the demo content when it had none (a first start), reopened after the seed process. */
async function seededOnFirstStart(
  database: Database,
  reopen: () => Promise<Database>,
  deps: { cache: Cache; logger: AppLogger; dataDir: string; need: SpaceNeed | null },
): Promise<Database> {
  if (!(await isEmptySite(seedCtx(database, deps.cache, deps.logger)))) return database;
  // An embedded directory opens in one process at a time: the seed process takes it, then we reopen.
  if (database.kind === "pglite") await database.close();
  await runSeedProcess(deps.dataDir, deps.need);
  return database.kind === "pglite" ? reopen() : database;
}

/**
 * Loads the first start's demo content in a child process (./seed), so the memory that loading takes
 * goes back to the system when it exits instead of staying with the server. It gets this process's
 * flags (tsx's loader under `npm run dev`) with a larger heap.
 *
 * A watchdog looks at DATA_DIR's volume meanwhile: PGlite that runs out of space may stop answering
 * instead of failing, so a volume that stays full for FULL_FOR_MS ends the child and the start.
 */
const SEED_DISK_FULL = 28; // ENOSPC's number, the seed's exit code when a write found the disk full
const FULL_BELOW = 2 * 1024 * 1024;
const FULL_FOR_MS = 20_000;
function runSeedProcess(dataDir: string, need: SpaceNeed | null): Promise<void> {
  const entry = fileURLToPath(new URL(import.meta.url.endsWith(".ts") ? "./seed.ts" : "./seed.js", import.meta.url));
  return new Promise((resolve, reject) => {
    // The server's old-generation cap is sized for serving; loading 20,000 announcements gets more.
    const execArgv = [...process.execArgv.filter((a) => !a.startsWith("--max-old-space-size")), "--max-old-space-size=512"];
    const child = fork(entry, [], { stdio: "inherit", execArgv });
    let fullSince: number | null = null;
    const watchdog = setInterval(() => {
      let full = false;
      try {
        full = freeBytes(dataDir) < FULL_BELOW;
      } catch {
        // Not knowing the free space is no reason to stop a seed that may be working.
      }
      fullSince = full ? (fullSince ?? Date.now()) : null;
      if (fullSince !== null && Date.now() - fullSince >= FULL_FOR_MS) {
        clearInterval(watchdog);
        child.kill("SIGKILL");
        reject(Object.assign(new Error(diskFullMessage(dataDir, need)), { reported: true }));
      }
    }, 2_000);
    watchdog.unref();
    child.once("error", (err) => {
      clearInterval(watchdog);
      reject(err);
    });
    child.once("exit", (code, signal) => {
      clearInterval(watchdog);
      if (code === 0) resolve();
      else if (code === SEED_DISK_FULL) reject(Object.assign(new Error(diskFullMessage(dataDir, need)), { reported: true }));
      else reject(new Error(`演示数据加载失败（退出码 ${code ?? signal}），详见上方日志`));
    });
  });
}

/** The page renderer: the production build, or Vite's live modules in development. */
async function loadRenderer(buildDir: string, dev: boolean): Promise<{ ssr: SsrHandler; vite?: import("vite").ViteDevServer }> {
  const { devSsr, productionSsr } = await import("./ssr");
  if (!dev) return { ssr: await productionSsr(buildDir) };
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
  return { ssr: devSsr(vite), vite };
}

/** DATA_DIR and what this start needs there, once the configuration is read (for the messages below). */
let startDisk: { dataDir: string; need: SpaceNeed | null } | null = null;

main().catch((err) => {
  // A write that found the disk full (ENOSPC, PGlite's ErrnoError 51) is said in words, naming DATA_DIR.
  const full = startDisk && !(err as { reported?: boolean }).reported && isDiskFull(err);
  console.error(full && startDisk ? diskFullMessage(startDisk.dataDir, startDisk.need) : err instanceof Error ? err.message : err);
  process.exit(1);
});
