/**
 * A server of our own for the admin e2e tests and screenshots: a fresh PGlite data dir is migrated,
 * seeded with the demo site and two staff members with live sessions *before* the server opens it
 * (PGlite allows one process at a time), then the built server is started on it. The product gets
 * no test-only login: the sessions are made with the same core functions a login would use.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { memoryCache, seedDemo, silentLogger } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { openDatabase, schema } from "@portal/db";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { freePort, hermeticEnv, spawnServer, stopServer, waitUntilReady } from "../../../../scripts/server-process";

export interface StaffServer {
  baseUrl: string;
  /** Session tokens: send as cookie sid=<token>. `user` is an ordinary account (13700000012, 测试用户). */
  tokens: { admin: string; editor: string; user: string };
  stop(): Promise<void>;
}

async function seed(dataDir: string, tenders: number | undefined) {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  await database.migrate();
  const ctx = {
    actor: { kind: "system" as const, job: "seed" },
    db: database.db,
    cache: memoryCache(),
    now: () => new Date(),
    log: silentLogger,
  };
  await seedDemo(ctx, { tenders });
  const tokens = { admin: "", editor: "", user: "" };
  for (const [role, phone, realname] of [
    ["admin", "13700000010", "测试管理员"],
    ["editor", "13700000011", "测试编辑"],
  ] as const) {
    const [user] = await database.db.insert(schema.users).values({ phone, realname }).returning({ id: schema.users.id });
    await database.db.insert(schema.staffRoles).values({ userId: user.id, role });
    tokens[role] = (await createSession(ctx, { userId: user.id })).token;
  }
  const [user] = await database.db
    .insert(schema.users)
    .values({ phone: "13700000012", realname: "测试用户" })
    .returning({ id: schema.users.id });
  tokens.user = (await createSession(ctx, { userId: user.id })).token;
  await database.close();
  return tokens;
}

/** `tenders`: also load the real tender notices and this many generated ones (none when absent). */
export async function startStaffServer(opts: { tenders?: number } = {}): Promise<StaffServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-admin-e2e-"));
  const tokens = await seed(dataDir, opts.tenders);
  const port = await freePort();
  const child = spawnServer(hermeticEnv(port, dataDir, "off"));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, { timeoutMs: 60_000, pollMs: 250 });
  return {
    baseUrl,
    tokens,
    async stop() {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A page on the staff server signed in as `role` (null: a visitor), in Chinese and Beijing time,
 * with the page's script errors and any native dialog (the console has none) collected in `errors`.
 */
export async function staffPage(
  browser: Browser,
  server: StaffServer,
  role: "admin" | "editor" | null,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: "zh-CN", timezoneId: "Asia/Shanghai", viewport });
  context.setDefaultTimeout(20_000);
  if (role) await context.addCookies([{ name: "sid", value: server.tokens[role], url: server.baseUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("dialog", (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { context, page, errors };
}
