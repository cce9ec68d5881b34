import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, hermeticEnv, spawnServer, waitUntilReady } from "../../../../scripts/server-process";

/**
 * SIGTERM ends the server by its orderly path (issue 34: stop within 5 s, jobs handed back): exit
 * code 0, not the 10-second timer's exit code 1. Until the close callback was taken at once, the
 * stop waited for a "close" event that had already gone by, and every stop took the timer.
 */
describe("stopping the server", () => {
  it("exits 0 on SIGTERM after serving, through the orderly shutdown", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-e2e-stop-"));
    const env = hermeticEnv(await freePort(), dataDir, "off");
    const child = spawnServer(env);
    try {
      const base = `http://127.0.0.1:${env.PORT}`;
      await waitUntilReady(base, child, { timeoutMs: 60_000, pollMs: 250 });
      expect((await fetch(`${base}/`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
