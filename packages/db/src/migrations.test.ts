import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";
import { type DbKind, openTestDatabase, scratchPostgres, testDbKinds } from "./testing";

/** An empty database (openTestDatabase starts from an already migrated copy). */
async function emptyDatabase(kind: DbKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ dataDir: "memory://" });
  const scratch = await scratchPostgres();
  const database = await openDatabase({ url: scratch.url, poolSize: 2 });
  return { ...database, close: () => database.close().then(scratch.drop) };
}

describe.each(testDbKinds())("migrations on %s", (kind) => {
  it("apply on a fresh database, and again without error (start-up is repeatable)", async () => {
    const database = await emptyDatabase(kind);
    try {
      await database.migrate();
      await database.migrate();
      const result = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      const rows = result.rows;
      const tables = rows.map((r) => r.table_name);
      expect(tables).toEqual(expect.arrayContaining(["chat_guests", "footer_links", "news_dirs", "page_infos", "site_settings"]));
    } finally {
      await database.close();
    }
  });

  it("a test database (copied from the migrated template) holds what a freshly migrated one holds", async () => {
    const fresh = await emptyDatabase(kind);
    const copy = await openTestDatabase(kind);
    const shape = async (database: Database) => {
      const columns = (await database.db.execute(
        sql`select table_name || '.' || column_name || ':' || data_type as c from information_schema.columns
            where table_schema = 'public' order by 1`,
      )) as unknown as { rows: { c: string }[] };
      const applied = (await database.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`)) as unknown as {
        rows: { hash: string }[];
      };
      return { columns: columns.rows.map((r) => r.c), applied: applied.rows.map((r) => r.hash) };
    };
    try {
      await fresh.migrate();
      const expected = await shape(fresh);
      expect(expected.columns.length).toBeGreaterThan(100);
      expect(await shape(copy)).toEqual(expected);
    } finally {
      await Promise.all([fresh.close(), copy.close()]);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("several processes starting on one empty PostgreSQL database", () => {
  it("migrate one after the other: every start succeeds and each migration is applied once", async () => {
    const scratch = await scratchPostgres();
    // Three separate pools stand for three server processes started at the same moment.
    const starts = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url, poolSize: 2 })));
    try {
      await Promise.all(starts.map((d) => d.migrate()));
      const applied = (await starts[0].db.execute(sql`select hash from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { hash: string }[];
      };
      expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(applied.rows.length);
      expect(applied.rows.length).toBeGreaterThan(10);
    } finally {
      await Promise.all(starts.map((d) => d.close()));
      await scratch.drop();
    }
  });

  it("exclusive() lets one holder in at a time", async () => {
    const scratch = await scratchPostgres();
    const [a, b] = await Promise.all([1, 2].map(() => openDatabase({ url: scratch.url, poolSize: 2 })));
    try {
      const events: string[] = [];
      const hold = (d: typeof a, who: string) =>
        d.exclusive("test", async () => {
          events.push(`${who} in`);
          await new Promise((r) => setTimeout(r, 150));
          events.push(`${who} out`);
        });
      await Promise.all([hold(a, "a"), hold(b, "b")]);
      // Whoever went first left before the other came in.
      const first = events[0].split(" ")[0];
      const second = first === "a" ? "b" : "a";
      expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await scratch.drop();
    }
  });
});
