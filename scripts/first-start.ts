/**
 * What an operator waits for (issue 34), each beside its target:
 *   first start   `npm start` on an empty data directory → first 200 of `/`, demo data included
 *                 (`--build`: from a removed build, as on a fresh clone: the build is counted too);
 *   stop          SIGTERM → the process has exited (target 5 s);
 *   restart       the same data directory, already migrated and seeded → first 200 of `/` (DESIGN §6: 2 s).
 * Usage: npm run first-start [-- --build] [-- --restarts 3]
 * Timings depend on the machine and how busy it is: run it on a quiet one.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, hermeticEnv, ROOT, spawnServer, stopServer } from "./server-process";

const args = process.argv.slice(2);
const withBuild = args.includes("--build");
const restarts = Number(args[args.indexOf("--restarts") + 1]) || 3;

async function firstPage(base: string, child: ReturnType<typeof spawnServer>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务已退出（退出码 ${child.exitCode}）`);
    const ok = await fetch(`${base}/`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${timeoutMs / 1000} 秒内首页没有返回 200`);
}

async function startAndTime(dataDir: string): Promise<{ ms: number; child: ReturnType<typeof spawnServer> }> {
  const port = await freePort();
  const started = performance.now();
  const { IMAGE_CODE_TEST_FILE: _codes, ...env } = hermeticEnv(port, dataDir, "on");
  const child = spawnServer(env, "pipe");
  child.stderr?.resume();
  await firstPage(`http://127.0.0.1:${port}`, child, 300_000);
  return { ms: performance.now() - started, child };
}

async function stopAndTime(child: ReturnType<typeof spawnServer>): Promise<number> {
  const at = performance.now();
  await stopServer(child, 30_000);
  return performance.now() - at;
}

const line = (name: string, ms: number, targetS: number) =>
  console.log(
    `${name.padEnd(34)} ${(ms / 1000).toFixed(1).padStart(6)} s   目标 ≤ ${targetS} s   ${ms / 1000 <= targetS ? "达到" : "未达到"}`,
  );

const dataDir = mkdtempSync(path.join(tmpdir(), "portal-first-start-"));
try {
  let buildMs = 0;
  if (withBuild) {
    rmSync(path.join(ROOT, "build"), { recursive: true, force: true });
    const at = performance.now();
    execSync("npm run build", { cwd: ROOT, stdio: "ignore" });
    buildMs = performance.now() - at;
  }
  const first = await startAndTime(dataDir);
  if (withBuild) line("构建（npm start 在新克隆上先构建）", buildMs, 30);
  line(withBuild ? "首次启动到首页（含构建与演示数据）" : "首次启动到首页（含演示数据）", buildMs + first.ms, 30);
  // Right after the first page the demo's lessons are still being transcoded: the stop hands them back.
  line("停止（SIGTERM 到进程退出）", await stopAndTime(first.child), 5);
  const times: number[] = [];
  for (let i = 0; i < restarts; i++) {
    const again = await startAndTime(dataDir);
    times.push(again.ms);
    await stopServer(again.child, 30_000);
  }
  times.sort((a, b) => a - b);
  line(`重启到首页（已迁移，${restarts} 次的中位数）`, times[Math.floor(times.length / 2)] as number, 2);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
