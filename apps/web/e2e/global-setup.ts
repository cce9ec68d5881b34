/**
 * Vitest globalSetup of the `e2e` project: builds the web app if needed, starts the real server
 * (PGlite on a fresh temporary data dir, demo content) on a free port and hands its base URL to the
 * tests through `inject('e2eBaseUrl')`. Without Chromium the tests are skipped locally (empty URL)
 * but CI fails, so a misconfigured CI machine cannot pass by skipping everything.
 */
import { type ChildProcess, execFileSync, execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { buildIsStale } from "../../../scripts/ensure-build";
import { CHROMIUM_PATH, chromiumAvailable } from "./browser";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntilReady(baseUrl: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`端到端测试服务启动失败（退出码 ${child.exitCode}）：\n${stderr()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`端到端测试服务在 ${READY_TIMEOUT_MS / 1000} 秒内未就绪（/readyz）：\n${stderr()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export default async function setup({ provide }: TestProject) {
  if (!chromiumAvailable()) {
    const msg = `未找到 Chromium（${CHROMIUM_PATH}）。请执行 apt-get install -y chromium，或用 CHROMIUM_PATH 指定路径。`;
    if (process.env.CI) throw new Error(`${msg} CI 中不允许跳过端到端测试。`);
    console.warn(`\n⚠ ${msg}\n⚠ 本次跳过全部端到端测试。\n`);
    provide("e2eBaseUrl", "");
    provide("staffToken", "");
    return () => {};
  }

  if (buildIsStale()) {
    console.log("端到端测试：前端构建已过期，正在执行 npm run build……");
    // Vitest sets NODE_ENV=test; a client bundle built with it renders antd's dev-only class names
    // and would not hydrate against the production server.
    execSync("npm run build", { cwd: ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-e2e-"));
  // PGlite admits one process at a time, so the data dir is prepared before the server opens it:
  // migrations, demo data and a session of the demo administrator (tests read the SMS outbox with it).
  const seeded = execFileSync(process.execPath, ["--import", "tsx", "scripts/e2e-seed.ts", dataDir], { cwd: ROOT, encoding: "utf8" });
  const staffToken = /STAFF_TOKEN=(\S+)/.exec(seeded)?.[1] ?? "";
  // A hermetic server: always embedded PGlite in the temp dir, in-process cache, production mode
  // (Vitest sets NODE_ENV=test), origin taken from the request.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: "on",
    LOG_LEVEL: "warn",
  };
  for (const key of ["DATABASE_URL", "REDIS_URL", "PUBLIC_ORIGIN", "BUILD_DIR", "TRUST_PROXY"]) delete env[key];

  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "inherit", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const teardown = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, () => stderr);
  } catch (err) {
    await teardown();
    throw err;
  }
  provide("e2eBaseUrl", baseUrl);
  provide("staffToken", staffToken);
  return teardown;
}
