import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type Database, inventory, migrationsFolder, openDatabase } from "@portal/db";
import { openTestDatabase } from "@portal/db/testing";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Manifest, sha256File } from "./manifest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PG_URL = process.env.TEST_DATABASE_URL;
/** Each script is a process started through tsx; on a busy 2-core machine that alone takes seconds. */
const SLOW = 240_000;

/** The environment of a script or test server: only what the test sets, never the developer's database or bucket. */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...extra };
  for (const key of ["DATABASE_URL", "S3_BUCKET", "PG_DUMP_PATH", "PG_RESTORE_PATH"]) if (!(key in extra)) delete env[key];
  return env;
}

function runScript(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", `${name}.ts`), ...args], {
      cwd: ROOT,
      env: envWith(env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, out }));
  });
}

/** test-server.ts: a server that keeps writing a file and then two rows naming it. */
async function startWriter(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/backup/test-server.ts")], {
    cwd: ROOT,
    env: envWith(env),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const state = { port: 0, wrote: 0 };
  child.stdout?.on("data", (d: Buffer) => {
    for (const m of d.toString().matchAll(/(PORT|WROTE) (\d+)/g)) {
      if (m[1] === "PORT") state.port = Number(m[2]);
      else state.wrote = Math.max(state.wrote, Number(m[2]));
    }
  });
  const deadline = Date.now() + SLOW / 2;
  while (state.wrote < 20) {
    if (child.exitCode !== null) throw new Error(`test server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("test server did not start writing");
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  return { state, stop };
}

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
const rowsOf = async (database: Database, text: string) =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * The restored database holds exactly the backup's row counts, whole transactions only (pairs
 * 1…k with k between the writes seen before and after the backup), and every file its rows name.
 */
async function expectRestored(database: Database, manifest: Manifest, filesDir: string, bounds: { before: number; after: number }) {
  const counts = await inventory((text) => rowsOf(database, text), migrationsFolder);
  expect(counts.tables).toEqual(manifest.database.tables);
  expect(counts.lastMigration?.tag).toBe(manifest.database.lastMigration?.tag);
  const rows = await rowsOf(database, "select recipient, body, count(*)::int as n from outbox where channel = 'test' group by 1, 2");
  const pairs = rows.map((r) => Number(String(r.recipient).slice("pair-".length))).sort((a, b) => a - b);
  expect(rows.every((r) => r.n === 2)).toBe(true);
  expect(pairs).toEqual(pairs.map((_, i) => i + 1));
  expect(pairs.length).toBeGreaterThanOrEqual(bounds.before);
  expect(pairs.length).toBeLessThanOrEqual(bounds.after);
  for (const r of rows) expect(readFileSync(path.join(filesDir, String(r.body)), "utf8")).toBe(`file ${String(r.body).match(/\d+/)?.[0]}`);
  // The files restored are the manifest's, byte for byte.
  const fileEntries = manifest.entries.filter((e) => e.path.startsWith("files/"));
  expect(fileEntries.length).toBe(manifest.files.count);
  for (const e of fileEntries) expect(await sha256File(path.join(filesDir, e.path.slice("files/".length)))).toBe(e.sha256);
}

describe("backup and restore of the embedded database while the server writes", () => {
  const tmp = mkdtempSync(path.join(tmpdir(), "backup-test-"));
  const source = path.join(tmp, "source");
  const backupDir = path.join(tmp, "b1");
  const restored = path.join(tmp, "restored");
  let writer: Awaited<ReturnType<typeof startWriter>> | undefined;
  const bounds = { before: 0, after: 0 };

  afterAll(async () => {
    await writer?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it(
    "two backups at once from the running server, refused restore while it runs, restore into an empty directory",
    async () => {
      writer = await startWriter({ DATA_DIR: source });
      bounds.before = writer.state.wrote;
      const [a, b] = await Promise.all([
        runScript("backup", ["--out", backupDir], { DATA_DIR: source }),
        runScript("backup", ["--out", path.join(tmp, "b2")], { DATA_DIR: source }),
      ]);
      bounds.after = writer.state.wrote;
      expect(a.out).toContain("服务正在运行");
      expect(a.code, a.out).toBe(0);
      expect(b.code, b.out).toBe(0);
      expect(bounds.after).toBeGreaterThan(bounds.before);
      // The snapshots were removed once sent; the token file is the owner's only.
      expect(readdirSync(source).filter((n) => n.startsWith(".backup-"))).toEqual([]);

      const url = `http://127.0.0.1:${writer.state.port}/internal/backup`;
      const none = await fetch(url, { method: "POST" });
      expect(none.status).toBe(401);
      expect((await none.json()).msg).toContain("缺少备份令牌");
      const wrong = await fetch(url, { method: "POST", headers: { Authorization: "Bearer not-the-token" } });
      expect(wrong.status).toBe(403);
      expect((await wrong.json()).msg).toBe("备份令牌不正确");
      const docs = await (await fetch(`http://127.0.0.1:${writer.state.port}/api/openapi.json`)).text();
      expect(docs).not.toContain("internal/backup");

      const whileRunning = await runScript("restore", [backupDir, "--force"], { DATA_DIR: source });
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.out).toContain("请先停止服务再恢复");
      await writer.stop();

      const r = await runScript("restore", [backupDir], { DATA_DIR: restored });
      expect(r.code, r.out).toBe(0);
      const manifest = readManifest(backupDir);
      expect(manifest.database).toMatchObject({ kind: "pglite", online: true });
      expect(manifest.database.tables["public.outbox"]).toBeGreaterThan(0);
      const database = await openDatabase({ dataDir: path.join(restored, "db") });
      try {
        await expectRestored(database, manifest, path.join(restored, "files"), bounds);
      } finally {
        await database.close();
      }
      // The source still holds every backed-up file, unchanged.
      for (const e of manifest.entries.filter((x) => x.path.startsWith("files/")))
        expect(await sha256File(path.join(source, e.path))).toBe(e.sha256);
    },
    SLOW,
  );

  it("the archive is PGlite's own dumpDataDir format: loadDataDir opens it", async () => {
    const manifest = readManifest(backupDir);
    const archive = readFileSync(path.join(backupDir, "database.tar.gz"));
    const client = await PGlite.create({ loadDataDir: new File([archive], "database.tar.gz", { type: "application/x-gzip" }) });
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from outbox");
      expect(rows[0].n).toBe(manifest.database.tables["public.outbox"]);
    } finally {
      await client.close();
    }
  });

  it(
    "refuses a damaged backup, a non-empty target and the other kind of database; --force moves the old data aside",
    async () => {
      const damaged = path.join(tmp, "damaged");
      cpSync(backupDir, damaged, { recursive: true });
      const victim = readManifest(damaged).entries.find((e) => e.path.startsWith("files/"))?.path as string;
      writeFileSync(path.join(damaged, victim), "changed");
      const empty = path.join(tmp, "empty");
      const bad = await runScript("restore", [damaged], { DATA_DIR: empty });
      expect(bad.code).toBe(1);
      expect(bad.out).toContain("备份已损坏，未做任何改动");
      expect(bad.out).toContain(victim);
      expect(existsSync(path.join(empty, "db"))).toBe(false);

      const again = await runScript("restore", [backupDir], { DATA_DIR: restored });
      expect(again.code).toBe(1);
      expect(again.out).toContain("中已有数据库");

      const otherKind = await runScript("restore", [backupDir], { DATA_DIR: empty, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
      expect(otherKind.code).toBe(1);
      expect(otherKind.out).toContain("这是内嵌数据库（PGlite）的备份");

      const forced = await runScript("restore", [path.join(tmp, "b2"), "--force"], { DATA_DIR: restored });
      expect(forced.code, forced.out).toBe(0);
      const aside = readdirSync(restored).filter((n) => n.startsWith("replaced-"));
      expect(aside).toHaveLength(1);
      expect(readdirSync(path.join(restored, aside[0])).sort()).toEqual(["db", "files"]);
    },
    SLOW,
  );
});

describe.skipIf(!PG_URL)("backup and restore of PostgreSQL while the server writes", () => {
  const tmp = mkdtempSync(path.join(tmpdir(), "backup-pg-test-"));
  const backupDir = path.join(tmp, "b1");
  let source: Awaited<ReturnType<typeof openTestDatabase>>;
  let targetName = "";
  let targetUrl = "";
  let writer: Awaited<ReturnType<typeof startWriter>> | undefined;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(text);
    await client.end();
  };

  beforeAll(async () => {
    source = await openTestDatabase("postgres");
    targetName = `t_restore_${Date.now().toString(36)}`;
    await admin(`CREATE DATABASE ${targetName}`);
    const url = new URL(PG_URL as string);
    url.pathname = `/${targetName}`;
    targetUrl = url.toString();
  });

  afterAll(async () => {
    await writer?.stop();
    await source?.close();
    if (targetName) await admin(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
    rmSync(tmp, { recursive: true, force: true });
  });

  it(
    "pg_dump while the server writes, pg_restore into an empty database, the same rows and files",
    async () => {
      const sourceDir = path.join(tmp, "source");
      writer = await startWriter({ DATA_DIR: sourceDir, DATABASE_URL: source.url as string });
      const bounds = { before: writer.state.wrote, after: 0 };
      const b = await runScript("backup", ["--out", backupDir], { DATA_DIR: sourceDir, DATABASE_URL: source.url as string });
      bounds.after = writer.state.wrote;
      expect(b.code, b.out).toBe(0);
      await writer.stop();

      const restoredDir = path.join(tmp, "restored");
      const r = await runScript("restore", [backupDir], { DATA_DIR: restoredDir, DATABASE_URL: targetUrl });
      expect(r.code, r.out).toBe(0);
      const manifest = readManifest(backupDir);
      expect(manifest.database).toMatchObject({ kind: "postgres", file: "database.pgdump" });
      const database = await openDatabase({ url: targetUrl, poolSize: 1 });
      try {
        await expectRestored(database, manifest, path.join(restoredDir, "files"), bounds);
      } finally {
        await database.close();
      }

      const again = await runScript("restore", [backupDir], { DATA_DIR: path.join(tmp, "other"), DATABASE_URL: targetUrl });
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/目标数据库中已有 \d+ 张表/);
    },
    SLOW,
  );

  it(
    "says plainly when pg_dump is missing or older than the server",
    async () => {
      const env = { DATA_DIR: path.join(tmp, "x"), DATABASE_URL: source.url as string };
      const missing = await runScript("backup", ["--out", path.join(tmp, "m")], { ...env, PG_DUMP_PATH: path.join(tmp, "no-pg_dump") });
      expect(missing.code).toBe(1);
      expect(missing.out).toContain("未找到可用的 pg_dump");
      const old = path.join(tmp, "old-pg_dump");
      writeFileSync(old, "#!/bin/sh\necho 'pg_dump (PostgreSQL) 9.6.24'\n");
      chmodSync(old, 0o755);
      const tooOld = await runScript("backup", ["--out", path.join(tmp, "o")], { ...env, PG_DUMP_PATH: old });
      expect(tooOld.code).toBe(1);
      expect(tooOld.out).toMatch(/pg_dump 的版本（9）低于数据库服务器/);
      expect(existsSync(path.join(tmp, "o"))).toBe(false);
    },
    SLOW,
  );
});
