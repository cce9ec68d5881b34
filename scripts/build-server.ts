/**
 * Compiles the server and our packages to plain JavaScript in build/app, so production starts with
 * `node build/app/main.js`: no TypeScript compiled at start, and one copy of each package shared by
 * the server and the rendered pages (ADR 0009).
 *
 * Each package is its own entry point (build/app/core.js, …) with code splitting, so the server's
 * main.js and the page bundle — which imports `#portal/core` through package.json's `imports` map —
 * load the very same module instances: one jieba dictionary, one cache, one AppError class.
 */
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const OUT = "build/app";

/**
 * Compiled into build/app rather than loaded from node_modules: Node resolves every file of an ES
 * module package on its own (drizzle-orm's 427 files, zod's 228, hono's 77), and at a restart that
 * resolution was ~1 s of a 3 s start (CPU profile, 2026-11-29). Only ES-module packages that the page
 * bundle never imports itself: they would otherwise exist twice.
 */
const BUNDLED = ["drizzle-orm", "zod", "hono", "@hono/node-server", "@hono/zod-openapi"];
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Record<string, Record<string, string>>;
const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies });

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: {
    main: "apps/server/main.ts",
    worker: "apps/server/worker.ts",
    seed: "apps/server/seed.ts",
    "prepare-worker": "apps/server/prepare-worker.ts",
    core: "packages/core/src/index.ts",
    contract: "packages/contract/src/index.ts",
    db: "packages/db/src/index.ts",
    text: "packages/text/src/index.ts",
  },
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  // Dependencies stay in node_modules (native addons, React and React Router, which must be loaded
  // once), except the pure ES-module packages only the server uses (BUNDLED).
  external: packages.filter((name) => !BUNDLED.includes(name)).flatMap((name) => [name, `${name}/*`]),
  sourcemap: "linked",
  // Chunks beside the entries: every file of the compiled server sits directly in build/app.
  chunkNames: "[name]-[hash]",
  logLevel: "warning",
});
// packages/db/src/client.ts finds its migrations at "../migrations" from its own file; compiled, that
// file is one of build/app/*.js, so the migrations go to build/migrations.
rmSync("build/migrations", { recursive: true, force: true });
cpSync("packages/db/migrations", "build/migrations", { recursive: true });
// The demo tender data is read at "../demo-data" from the compiled core (packages/core/src/demo/tender-seed.ts).
rmSync("build/demo-data", { recursive: true, force: true });
cpSync("packages/core/src/demo/data", "build/demo-data", { recursive: true });
console.log(`服务端已编译到 ${OUT}`);
