/**
 * Starting and stopping the real server as a child process, shared by the end-to-end setups and the
 * benchmark so each of them waits, times out and shuts down the same way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * The environment of a hermetic test server: embedded PGlite in `dataDir`, in-process cache, production
 * build, loopback only, origin taken from the request — whatever the developer's shell has set.
 */
/** Where a test server started on `dataDir` writes the answers of the image codes it issues. */
export const imageCodeFile = (dataDir: string) => path.join(dataDir, "image-codes.txt");

export function hermeticEnv(port: number, dataDir: string, demoData: "on" | "off"): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: demoData,
    LOG_LEVEL: "warn",
    // Browser tests type image codes they learn from here, never by reading the picture.
    IMAGE_CODE_TEST_FILE: imageCodeFile(dataDir),
  };
  for (const key of ["DATABASE_URL", "REDIS_URL", "PUBLIC_ORIGIN", "BUILD_DIR", "TRUST_PROXY"]) delete env[key];
  return env;
}

/**
 * The compiled server, started as `npm start` starts it. Node 22+ lets the young generation grow to
 * 64 MB per semi-space on a machine with this much memory (~150 MB more RSS after start, measured on
 * Node 24); 16 MB is Node 20's default, and 8 MB left ~35 MB less RSS after the bench's load with the
 * same SSR throughput (ADR 0009), keeping both versions within DESIGN §6's 500 MB. The old generation
 * is capped at 192 MB: ~130 MB is alive after the bench's load, and V8 grows the heap up to the cap
 * before it collects in earnest.
 */
const SERVER_ARGS = ["--max-semi-space-size=8", "--max-old-space-size=192", "build/app/main.js"];

/**
 * glibc gives each thread that allocates its own malloc arena (up to 8 per core) and, with its dynamic
 * thresholds, keeps large freed blocks: two arenas and a fixed 64 KB trim threshold left ~80–100 MB
 * less RSS after the bench's load with no throughput lost (ADR 0009). `npm start` sets the same; a
 * deployment sets them in its unit file (README).
 */
const MALLOC_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_TRIM_THRESHOLD_: "65536" };

/** `node`: the runtime to start it on (the benchmarks use production's, scripts/production-node.ts). */
export function spawnServer(env: NodeJS.ProcessEnv, stderr: "inherit" | "pipe" = "inherit", node = process.execPath): ChildProcess {
  return spawn(node, SERVER_ARGS, { cwd: ROOT, env: { ...MALLOC_ENV, ...env }, stdio: ["ignore", "inherit", stderr] });
}

/** Polls /readyz until it answers 200; fails early when the server exits, late after `timeoutMs`. */
export async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  opts: { timeoutMs: number; pollMs: number; detail?: () => string },
) {
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务启动失败（退出码 ${child.exitCode}）：\n${opts.detail?.() ?? ""}`);
    const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, opts.pollMs));
  }
  throw new Error(`服务在 ${opts.timeoutMs / 1000} 秒内未就绪（/readyz）：\n${opts.detail?.() ?? ""}`);
}

/** SIGTERM (graceful shutdown), then SIGKILL if it has not exited after `killAfterMs`. */
export function stopServer(child: ChildProcess, killAfterMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
