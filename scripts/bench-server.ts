/**
 * The server under test, shared by every mode of `npm run bench` (throughput, soak, Lighthouse): the built
 * server on a data directory of the run's own, PGlite unless BENCH_DATABASE_URL / BENCH_REDIS_URL say
 * otherwise, stopped when the bench process ends however it ends.
 */
import { type ChildProcess, execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { buildIsStale } from "./ensure-build";
import { freePort, spawnServer, stopServer, waitUntilReady } from "./server-process";

export interface BenchServer {
  child: ChildProcess;
  base: string;
  startMs: number;
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const c of running) c.kill("SIGTERM");
});

/** Builds first when the build is missing or older than its sources (a bench of stale pages measures nothing). */
export function ensureBuild() {
  if (buildIsStale()) {
    console.log("build missing or stale: running npm run build");
    execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  }
}

export const benchDatabase = () => (process.env.BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite");

/** Spawns the server and resolves once /readyz answers 200; startMs is spawn → ready. */
export async function startServer(dataDir: string, timeoutMs: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const port = await freePort();
  // An empty value means "not set" to the server's config: PGlite and in-process cache unless asked otherwise.
  const { BENCH_DATABASE_URL = "", BENCH_REDIS_URL = "" } = process.env;
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_DATA: "on", LOG_LEVEL: "warn" };
  Object.assign(env, { NODE_ENV: "production", DATABASE_URL: BENCH_DATABASE_URL, REDIS_URL: BENCH_REDIS_URL }, extraEnv);
  const t0 = performance.now();
  const child = spawnServer(env);
  running.add(child);
  child.on("exit", () => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base, child, { timeoutMs, pollMs: 25 });
  return { child, base, startMs: performance.now() - t0 };
}

export async function stopAll() {
  for (const c of running) await stopServer(c, 15_000);
}

/** Resident memory of a process in MB, from /proc (what the operating system has to find for it). */
export function rssMb(pid: number | undefined): number {
  const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
}

/** Exact percentile of sorted response times (autocannon itself reports p97.5, not p95). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
}
