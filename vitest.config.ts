import os from "node:os";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

/**
 * Two projects: `unit` (services, API, web helpers against real PGlite, and PostgreSQL/Redis when
 * TEST_DATABASE_URL / TEST_REDIS_URL are set) and `e2e` (the built server driven by Chromium).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: "unit",
          include: [
            "packages/**/*.test.ts",
            "apps/server/**/*.test.ts",
            "apps/web/lib/**/*.test.ts",
            "apps/web/features/**/*.test.ts",
            "apps/web/routes/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest's default, cpus - 1, is one worker on a 2-core machine, and a unit file spends much of
          // its time waiting for PostgreSQL, Redis or a child process (ADR 0038).
          maxWorkers: Math.max(2, os.availableParallelism()),
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: "e2e",
          include: ["apps/web/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/web/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
