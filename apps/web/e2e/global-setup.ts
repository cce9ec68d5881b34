import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { chromiumAvailable } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Session token of the demo administrator (reads the outbox); empty when the browser is missing. */
    staffToken: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Builds if stale, seeds a temporary data directory, starts the real server on a free port and
 * hands the tests its base URL. Kept minimal so it merges with main's harness.
 */
export default async function setup(project: TestProject) {
  if (!chromiumAvailable()) {
    if (process.env.CI === "true") throw new Error("Chromium 不存在（/usr/bin/chromium），CI 中端到端测试不能跳过");
    project.provide("baseURL", "");
    project.provide("staffToken", "");
    return;
  }
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-e2e-"));
  const seeded = execFileSync("npx", ["tsx", "scripts/e2e-seed.ts", dataDir], { encoding: "utf8" });
  const staffToken = /STAFF_TOKEN=(\S+)/.exec(seeded)?.[1] ?? "";
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DEMO_DATA: "on",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${baseURL}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide("baseURL", baseURL);
  project.provide("staffToken", staffToken);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
