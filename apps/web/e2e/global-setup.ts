/**
 * Vitest globalSetup of the `e2e` project: builds the web app if needed, starts the real server
 * (PGlite on a fresh temporary data dir, demo content) on a free port and hands its base URL to the
 * tests through `inject('e2eBaseUrl')`. Without Chromium the tests are skipped locally (empty URL)
 * but CI fails, so a misconfigured CI machine cannot pass by skipping everything.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeWechat } from "../../../packages/core/src/auth/testing/fake-wechat";
import { buildIsStale } from "../../../scripts/ensure-build";
import { freePort, hermeticEnv, imageCodeFile, ROOT, spawnServer, stopServer, waitUntilReady } from "../../../scripts/server-process";
import { CHROMIUM_PATH, chromiumAvailable } from "./browser";
import { startE2eModel } from "./fake-model";
import { startReceivers } from "./receivers";
import { seedDataDir } from "./seed-cache";

const READY_TIMEOUT_MS = 60_000;
const E2E_WECHAT = { appid: "wx-e2e-appid", secret: "wx-e2e-secret" };

export default async function setup({ provide }: TestProject) {
  if (!chromiumAvailable()) {
    const msg = `未找到 Chromium（${CHROMIUM_PATH}）。请执行 apt-get install -y chromium，或用 CHROMIUM_PATH 指定路径。`;
    if (process.env.CI) throw new Error(`${msg} CI 中不允许跳过端到端测试。`);
    console.warn(`\n⚠ ${msg}\n⚠ 本次跳过全部端到端测试。\n`);
    provide("e2eBaseUrl", "");
    provide("staffToken", "");
    provide("memberToken", "");
    provide("buyerToken", "");
    provide("imageCodeFile", "");
    provide("receiverUrl", "");
    provide("wechatUrl", "");
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
  const seeded = seedDataDir(dataDir);
  const staffToken = /STAFF_TOKEN=(\S+)/.exec(seeded)?.[1] ?? "";
  const memberToken = /MEMBER_TOKEN=(\S+)/.exec(seeded)?.[1] ?? "";
  const buyerToken = /BUYER_TOKEN=(\S+)/.exec(seeded)?.[1] ?? "";
  // Mail and group robots reach loopback stand-ins (receivers.ts), so tests see what was delivered.
  const receivers = await startReceivers();
  // The AI writing tools talk to a loopback OpenAI-compatible model (fake-model.ts).
  const model = await startE2eModel();
  // WeChat scan login goes to a loopback stand-in of WeChat's QR page and API (core auth/testing/fake-wechat.ts).
  const wechat = await startFakeWechat(E2E_WECHAT);
  // Production mode even though Vitest sets NODE_ENV=test.
  const env = {
    ...hermeticEnv(port, dataDir, "on"),
    MAIL_PROVIDER: "smtp",
    SMTP_URL: receivers.smtpUrl,
    WEBHOOK_HOSTS: receivers.robotHost,
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: "e2e-model",
    WECHAT_APPID: E2E_WECHAT.appid,
    WECHAT_SECRET: E2E_WECHAT.secret,
    WECHAT_OPEN_BASE: wechat.baseUrl,
    WECHAT_API_BASE: wechat.baseUrl,
  };
  const child = spawnServer(env, "pipe");
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const teardown = async () => {
    await stopServer(child);
    await receivers.close();
    await model.close();
    await wechat.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, { timeoutMs: READY_TIMEOUT_MS, pollMs: 250, detail: () => stderr });
  } catch (err) {
    await teardown();
    throw err;
  }
  provide("e2eBaseUrl", baseUrl);
  provide("imageCodeFile", imageCodeFile(dataDir));
  provide("staffToken", staffToken);
  provide("memberToken", memberToken);
  provide("buyerToken", buyerToken);
  provide("receiverUrl", `http://${receivers.robotHost}`);
  provide("wechatUrl", wechat.baseUrl);
  return teardown;
}
