/**
 * `npm test`: the unit project and the browser project side by side, in two Vitest processes.
 *
 * In one Vitest process a project without file parallelism (the browser suites share one server, so
 * they run one file at a time) is put in a group of its own that starts only after the last unit
 * file, and the unit project gets `cpus - 1` workers: on a 2-core machine the whole suite ran one
 * file at a time while the second core mostly waited (ADR 0038). Two processes let the browser
 * suites (whose work is in the server and Chromium) overlap the unit files.
 *
 * With arguments (`npm test -- apps/server/api`), one ordinary `vitest run` with them; with `--split`
 * first, the path filters that follow are divided between the two processes (CI's Node 24 leg).
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { ROOT } from "./server-process";

const VITEST = path.join(ROOT, "node_modules/vitest/vitest.mjs");
const children = new Set<ChildProcess>();

/** Runs `vitest run …args`; with a prefix, each output line is tagged so two runs can share a terminal. */
function vitest(args: string[], prefix?: string): Promise<number> {
  const child = spawn(process.execPath, [VITEST, "run", ...args], {
    cwd: ROOT,
    stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  children.add(child);
  if (prefix && child.stdout && child.stderr) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on("line", (line) => out.write(`${prefix} ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

/** Both projects at once, each limited to its own path filters (none: all of it; null: not run). */
async function sideBySide(unitFilters: string[] | null, e2eFilters: string[] | null): Promise<number> {
  const started = Date.now();
  const run = (project: string, filters: string[] | null, prefix: string) =>
    filters ? vitest(["--project", project, ...filters], prefix) : Promise.resolve(0);
  const [unit, e2e] = await Promise.all([run("unit", unitFilters, "[unit]"), run("e2e", e2eFilters, "[e2e] ")]);
  const seconds = Math.round((Date.now() - started) / 1000);
  const said = (code: number, filters: string[] | null) => (filters ? (code === 0 ? "通过" : "失败") : "未运行");
  console.log(`\nnpm test：单元与集成测试${said(unit, unitFilters)}，端到端测试${said(e2e, e2eFilters)}（共 ${seconds} 秒）`);
  return unit || e2e;
}

const args = process.argv.slice(2);
if (args.length === 0) {
  process.exitCode = await sideBySide([], []);
} else if (args[0] === "--split") {
  const filters = args.slice(1);
  const isBrowser = (f: string) => f.startsWith("apps/web/e2e");
  const unitFilters = filters.filter((f) => !isBrowser(f));
  const e2eFilters = filters.filter(isBrowser);
  process.exitCode = await sideBySide(unitFilters.length ? unitFilters : null, e2eFilters.length ? e2eFilters : null);
} else {
  process.exitCode = await vitest(args);
}
