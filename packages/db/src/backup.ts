import { readFileSync } from "node:fs";
import { constants, copyFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/**
 * Files of an embedded data directory that describe a running process, not data: a copy must not
 * carry them (a PostgreSQL server would take a copied postmaster.pid for a live one).
 */
export const PROCESS_FILES: ReadonlySet<string> = new Set(["postmaster.pid", "postmaster.opts"]);

/**
 * Copies an open PGlite's data directory to `dest` as of one moment. PGlite runs one statement at a
 * time; holding its transaction lock keeps every other query and transaction out while the files are
 * copied, so no transaction is half on disk. CHECKPOINT first writes the buffered pages, so the copy
 * opens without replaying much WAL. The copy is local (a reflink where the file system has them),
 * so the site waits for the length of a disk copy, not for the backup to be compressed or sent.
 * dumpDataDir() would hold the same lock while it builds and gzips the whole tarball in memory.
 */
export async function snapshotPglite(client: PGlite, dataDir: string, dest: string): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.exec("CHECKPOINT");
    await copyTree(dataDir, dest);
  });
}

async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (PROCESS_FILES.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.isFile()) await copyFile(source, target, constants.COPYFILE_FICLONE);
  }
}

/** What a backup records of a database and a restore checks again: rows per table, newest migration. */
export interface Inventory {
  /** "schema.table" → rows, for our schemas (public and drizzle's bookkeeping). */
  tables: Record<string, number>;
  lastMigration: { tag: string; createdAt: number } | null;
}

/** Runs one SQL text and returns its rows; a PGlite client, a pg client or a transaction of either. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/** Counts every table's rows through `run`, inside whatever snapshot `run` reads from. */
export async function inventory(run: RunSql, migrationsFolder: string): Promise<Inventory> {
  const names = await run(
    "select table_schema as s, table_name as t from information_schema.tables " +
      "where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2",
  );
  const tables: Record<string, number> = {};
  for (const { s, t } of names as { s: string; t: string }[]) {
    const [row] = await run(`select count(*)::text as n from ${quote(s)}.${quote(t)}`);
    tables[`${s}.${t}`] = Number(row.n);
  }
  let lastMigration: Inventory["lastMigration"] = null;
  if (tables["drizzle.__drizzle_migrations"]) {
    const [row] = await run("select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1");
    const createdAt = Number(row.at);
    lastMigration = { tag: migrationTag(migrationsFolder, createdAt) ?? "未知", createdAt };
  }
  return { tables, lastMigration };
}

/** The name of the migration drizzle recorded by its timestamp (meta/_journal.json's "when"). */
function migrationTag(folder: string, when: number): string | undefined {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((e) => e.when === when)?.tag;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
