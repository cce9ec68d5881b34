/**
 * The server under test, shared by every mode of `npm run bench` (throughput, soak, Lighthouse): the built
 * server on a data directory of the run's own, PGlite unless BENCH_DATABASE_URL / BENCH_REDIS_URL say
 * otherwise, stopped when the bench process ends however it ends.
 */
import { type ChildProcess, execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildIsStale } from "./ensure-build";
import { productionNode, type Runtime } from "./production-node";
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

let runtime: Runtime | undefined;
/** The Node every bench mode runs the server on: production's (scripts/production-node.ts), chosen once. */
export const benchRuntime = () => (runtime ??= productionNode());

export const benchDatabase = () => (process.env.BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite");

/** Spawns the server and resolves once /readyz answers 200; startMs is spawn → ready. */
export async function startServer(dataDir: string, timeoutMs: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const port = await freePort();
  // An empty value means "not set" to the server's config: PGlite and in-process cache unless asked otherwise.
  const { BENCH_DATABASE_URL = "", BENCH_REDIS_URL = "" } = process.env;
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_DATA: "on", LOG_LEVEL: "warn" };
  Object.assign(env, { NODE_ENV: "production", DATABASE_URL: BENCH_DATABASE_URL, REDIS_URL: BENCH_REDIS_URL }, extraEnv);
  const t0 = performance.now();
  const child = spawnServer(env, "inherit", benchRuntime().path);
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

/** CPU seconds of a process, its reaped children and its live children (ffmpeg, the demo seed). */
function cpuSeconds(pid: number): number {
  const ticks = (p: number | string, withReaped: boolean) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" "); // after "(comm)", which may hold anything
      // utime, stime, cutime, cstime are fields 14–17 of stat(5); here counted from the state (field 3).
      const own = Number(fields[11]) + Number(fields[12]);
      return withReaped ? own + Number(fields[13]) + Number(fields[14]) : own;
    } catch {
      return 0; // gone in between
    }
  };
  let total = ticks(pid, true);
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim();
    for (const child of children ? children.split(" ") : []) total += ticks(child, false);
  }
  return total / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // USER_HZ, 100 on every Linux this runs on

/**
 * Waits until the server has nothing of its own to do: its CPU (with its child processes) under
 * `share` of one core for `windowMs`. A first start keeps working after /readyz (the demo's eight course
 * videos are transcoded by ffmpeg, ~15 s on one of two cores), and load on top of that measures the
 * start, not the steady state. Gives up after `timeoutMs` and says so; returns the time waited.
 */
export async function waitUntilSettled(pid: number, opts = { share: 0.15, windowMs: 5_000, timeoutMs: 180_000 }) {
  const t0 = performance.now();
  while (performance.now() - t0 < opts.timeoutMs) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, opts.windowMs));
    if ((cpuSeconds(pid) - before) / (opts.windowMs / 1000) < opts.share) return { ms: performance.now() - t0, settled: true };
  }
  return { ms: performance.now() - t0, settled: false };
}

// autocannon ships no types; this is the part of its API used here.
export interface CannonResult {
  requests: { mean: number };
  latency: { p50: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type CannonRun = PromiseLike<CannonResult> & {
  on(e: "response", fn: (c: unknown, status: number, bytes: number, ms: number) => void): void;
};
type CannonOptions = { url: string; method?: string; connections: number; headers: Record<string, string>; body?: string };
export const autocannon = createRequire(import.meta.url)("autocannon") as (
  opts: CannonOptions & ({ duration: number } | { amount: number }),
) => CannonRun;
