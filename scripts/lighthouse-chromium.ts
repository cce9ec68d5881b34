/**
 * Debian's Chromium for Lighthouse, never a downloaded browser (the machine has no internet): started
 * with a DevTools port Lighthouse connects to, on a profile of its own that is removed afterwards.
 * Background networking and component updates are off so the browser talks to nobody but our server.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { freePort } from "./server-process";

export interface Chromium {
  port: number;
  close(): Promise<void>;
}

export async function launchForLighthouse(): Promise<Chromium> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`未找到 Chromium（${CHROMIUM_PATH}）。请执行 apt-get install -y chromium，或用 CHROMIUM_PATH 指定路径。`);
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), "portal-lighthouse-"));
  const args = [
    ...CHROMIUM_FLAGS,
    "--no-default-browser-check",
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ];
  const child = spawn(CHROMIUM_PATH, args, { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, close };
    await new Promise((r) => setTimeout(r, 100));
  }
  await close();
  throw new Error(`Chromium did not open its DevTools port (${CHROMIUM_PATH})`);
}
