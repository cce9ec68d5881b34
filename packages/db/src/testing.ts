import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, migrationsFolder, openDatabase } from "./client";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function testDbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL's and dropped again by `close()`.
 *
 * Both start from a copy of an already migrated database instead of running the migrations again:
 * creating and migrating an in-memory PGlite took ~5 s of CPU on this 2-core machine, loading its
 * image ~1.2 s, and some 80 test files open one (ADR 0037, "Test databases from a template").
 * The copy is keyed by the migrations' contents, so a new or edited migration makes a new one.
 */
export async function openTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === "pglite") {
    const db = await openDatabase({ dataDir: "memory://", image: await migratedPgliteImage() });
    await db.migrate(); // finds every migration applied: a cheap check that the image is current
    return db;
  }
  const scratch = await scratchPostgres(await migratedPostgresTemplate());
  const db = await openDatabase({ url: scratch.url, poolSize: 4 });
  await db.migrate();
  return {
    ...db,
    // Another process (a second server in a fan-out test) can open the same database.
    url: scratch.url,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}

/**
 * A new PostgreSQL database beside TEST_DATABASE_URL's, empty (nothing migrated) unless a template
 * is named, for tests that start servers on it themselves; `drop()` removes it, whoever is still connected.
 */
export async function scratchPostgres(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = requireTestDatabaseUrl();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function requireTestDatabaseUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  return adminUrl;
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: requireTestDatabaseUrl() });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** What the migrated database depends on: the migration files and the PGlite release. */
function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(readFileSync(full));
  }
  // The package's exports hide its package.json; it sits above the resolved entry's dist folder.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const pglitePackage = readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), "package.json"));
  return hash.update(pglitePackage).digest("hex").slice(0, 16);
}

let imageInProcess: Promise<Blob> | undefined;

/**
 * The data directory of a freshly migrated in-memory PGlite, as a tar image cached in the system's
 * temporary folder (test files run in separate workers; the first to need it writes it, atomically).
 */
function migratedPgliteImage(): Promise<Blob> {
  imageInProcess ??= (async () => {
    const file = path.join(os.tmpdir(), "portal-test-db", `pglite-${migrationsKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const db = await openDatabase({ dataDir: "memory://" });
      await db.migrate();
      const image = await (db.image as () => Promise<Blob>)();
      await db.close();
      mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, file);
      return image;
    }
  })();
  return imageInProcess;
}

/**
 * A migrated PostgreSQL database that test databases are copied from (`CREATE DATABASE … TEMPLATE`).
 * Built once per set of migrations under an advisory lock; older templates are dropped then.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const name = `t_template_${migrationsKey()}`;
  const exists = (admin: pg.Client) =>
    admin.query("select 1 from pg_database where datname = $1", [name]).then((r) => (r.rowCount ?? 0) > 0);
  if (await withAdmin(exists)) return name;
  await withAdmin(async (admin) => {
    await admin.query("select pg_advisory_lock(hashtext('portal-test-template'))");
    try {
      if (await exists(admin)) return;
      const building = await scratchPostgres();
      const db = await openDatabase({ url: building.url, poolSize: 2 }); // migrate() holds one for its lock
      await db.migrate();
      await db.close();
      const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 't\\_template\\_%'");
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`ALTER DATABASE ${new URL(building.url).pathname.slice(1)} RENAME TO ${name}`);
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext('portal-test-template'))");
    }
  });
  return name;
}
