import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { snapshotPglite } from "./backup";
import { reopenableClient } from "./reopenable";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a lock named `name` that every process on this database respects
   * (PostgreSQL advisory lock): several processes starting at once on one database migrate and load
   * demo content one after the other, never side by side. PGlite has one process, so it just runs.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Embedded database only: copies its directory to `dest` as of one moment, while it stays open (backup.ts). */
  snapshot?(dest: string): Promise<void>;
  /** In-memory embedded database only: its data directory as a tar image, to start others from (tests). */
  image?(): Promise<Blob>;
  /**
   * Embedded database on disk only: closes PGlite and opens it again, in place, to give back the
   * memory a bulk load grew (reopenable.ts). Queries meanwhile wait; none fails.
   */
  reopen?(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

export interface OpenOptions {
  /** postgres://… — when set, a real PostgreSQL server is used. */
  url?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Told about connections the server dropped while idle (restart, failover, admin command). */
  onPoolError?: (err: Error) => void;
  /** Embedded database only: starts from this data-directory image (`dumpDataDir`), as tests do. */
  image?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10, opts.onPoolError);
  return openPglite(opts.dataDir ?? "./data/db", opts.image);
}

async function openPostgres(url: string, max: number, onPoolError?: (err: Error) => void): Promise<Database> {
  // Loaded only for PostgreSQL: the embedded database's processes do not pay for the driver at start.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  // Tender search intersects GIN posting lists of common words; with the default 4 MB of work_mem
  // those bitmaps go lossy at a million rows and every row of a lossy page is re-checked (ADR 0011).
  const pool = new pg.Pool({ connectionString: url, max, options: "-c work_mem=32MB" });
  // Without a listener, an idle connection that the server terminates would crash the process; the
  // pool drops that connection by itself and opens a new one when needed.
  pool.on("error", (err) => onPoolError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const exclusive = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    // A session-level lock on a connection of its own, held while `fn` uses the rest of the pool.
    const holder = await pool.connect();
    try {
      await holder.query("select pg_advisory_lock(hashtext($1))", [`portal:${name}`]);
      try {
        return await fn();
      } finally {
        await holder.query("select pg_advisory_unlock(hashtext($1))", [`portal:${name}`]);
      }
    } finally {
      holder.release();
    }
  };
  return {
    db,
    kind: "postgres",
    // drizzle's migrator reads the applied list, then applies the rest: two processes doing that at
    // once on an empty database would both apply the first migration, and one would fail.
    migrate: () => exclusive("migrate", () => migratePg(drizzlePg(pool), { migrationsFolder })),
    exclusive,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is touched in full when PGlite starts (~125 MB of
 * RSS, measured). The embedded database's files are read through the operating system's page cache
 * anyway, so a smaller buffer pool costs little; DESIGN §6 caps the whole server at 500 MB.
 * work_mem as on PostgreSQL (ADR 0011): at a million announcements two common words' GIN bitmaps
 * went lossy at 4 MB and one search took 4.6 s; with 32 MB, 40 ms. It is taken only by such queries.
 */
const PGLITE_SETTINGS = ["shared_buffers=32MB", "work_mem=32MB"];

async function openPglite(dataDir: string, image?: Blob): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // On Node, PGlite writes through to the files of dataDir before a commit resolves, so a SIGKILL
  // after an acknowledged write loses nothing (durability.test.ts kills a writer to prove it).
  // relaxedDurability stays off so that guarantee never depends on the storage backend.
  const options = { relaxedDurability: false, postgresqlconf: PGLITE_SETTINGS };
  const client = reopenableClient(await PGlite.create(dataDir, { ...options, loadDataDir: image }), () => PGlite.create(dataDir, options));
  const db = drizzlePglite(client.face, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client.face), { migrationsFolder }),
    exclusive: (_name, fn) => fn(),
    ping: async () => {
      await client.face.query("select 1");
    },
    close: () => client.close(),
    ...(dataDir.startsWith("memory://")
      ? { image: () => client.current().dumpDataDir("none") }
      : { snapshot: (dest: string) => snapshotPglite(client.face, dataDir, dest), reopen: client.reopen }),
  };
}
