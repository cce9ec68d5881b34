import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "./client";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function testDbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL's and dropped again by `close()`.
 */
export async function openTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === "pglite") {
    const db = await openDatabase({ dataDir: "memory://" });
    await db.migrate();
    return db;
  }
  const scratch = await scratchPostgres();
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
 * A new, empty PostgreSQL database beside TEST_DATABASE_URL's (nothing migrated), for tests that
 * start servers on it themselves; `drop()` removes it, whoever is still connected.
 */
export async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
