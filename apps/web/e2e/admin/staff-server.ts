/**
 * A server of our own for the admin e2e tests and screenshots: a fresh PGlite data dir is migrated,
 * seeded with the demo site and two staff members with live sessions *before* the server opens it
 * (PGlite allows one process at a time), then the built server is started on it. The product gets
 * no test-only login: the sessions are made with the same core functions a login would use.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createSession, memoryCache, seedDemo, silentLogger } from "@portal/core";
import { openDatabase, schema } from "@portal/db";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

export interface StaffServer {
  baseUrl: string;
  /** Session tokens: send as cookie sid=<token>. */
  tokens: { admin: string; editor: string };
  stop(): Promise<void>;
}

async function seed(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  await database.migrate();
  const ctx = {
    actor: { kind: "system" as const, job: "seed" },
    db: database.db,
    cache: memoryCache(),
    now: () => new Date(),
    log: silentLogger,
  };
  await seedDemo(ctx);
  const tokens = { admin: "", editor: "" };
  for (const [role, phone, realname] of [
    ["admin", "13700000010", "测试管理员"],
    ["editor", "13700000011", "测试编辑"],
  ] as const) {
    const [user] = await database.db.insert(schema.users).values({ phone, realname }).returning({ id: schema.users.id });
    await database.db.insert(schema.staffRoles).values({ userId: user.id, role });
    tokens[role] = (await createSession(ctx, { userId: user.id })).token;
  }
  await database.close();
  return tokens;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

export async function startStaffServer(): Promise<StaffServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-admin-e2e-"));
  const tokens = await seed(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: "off",
    LOG_LEVEL: "warn",
  };
  for (const key of ["DATABASE_URL", "REDIS_URL", "PUBLIC_ORIGIN", "BUILD_DIR", "TRUST_PROXY"]) delete env[key];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`管理后台测试服务启动失败（退出码 ${child.exitCode}）`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error("管理后台测试服务 60 秒内未就绪");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    tokens,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
