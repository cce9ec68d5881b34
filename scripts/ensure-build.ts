/**
 * Builds the web app when the build is missing or older than its sources, so `npm start` on a fresh
 * checkout just works and a rebuilt checkout never serves stale pages.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// The compiled server is written last by `npm run build` (after the pages), so it stamps the build.
const STAMP = "build/app/main.js";
const SOURCES = [
  "apps/web",
  "apps/server",
  "packages",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-server.ts",
  "package.json",
  "package-lock.json",
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts") || entry === "e2e") continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function buildIsStale(): boolean {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (buildIsStale()) {
    console.log("正在构建前端页面……");
    // A build made under NODE_ENV=test (e.g. from a test runner) ships React's test build and
    // fails to hydrate; pages are always built for production.
    execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  }
}
