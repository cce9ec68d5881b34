import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { chatGuests } from "./schema";

describe("reopening the embedded database in place", () => {
  it("lets running and waiting queries and transactions through, and keeps every row", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-reopen-"));
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      expect(database.reopen).toBeTypeOf("function");
      const guest = (i: number) => ({ source: `reopen-${i}` });
      await database.db.insert(chatGuests).values([0, 1, 2].map(guest));

      // A transaction that is still running when the reopen is asked for, writes queued behind it,
      // and reads asked for while the database is closed: all of them must complete.
      let inTransaction = () => {};
      const started = new Promise<void>((r) => {
        inTransaction = r;
      });
      const slow = database.db.transaction(async (tx) => {
        await tx.insert(chatGuests).values(guest(3));
        inTransaction();
        await tx.execute(sql`select pg_sleep(0.2)`);
        await tx.insert(chatGuests).values(guest(4));
      });
      await started;
      let settled = false;
      const reopened = database.reopen?.().then(() => {
        settled = true;
      });
      // Writes keep coming every 20 ms until the reopen is done: some wait behind the transaction,
      // some arrive while the old instance is closing or the new one opening.
      const writes: Promise<unknown>[] = [];
      for (let i = 5; !settled; i++) {
        writes.push(database.db.insert(chatGuests).values(guest(i)).execute());
        await new Promise((r) => setTimeout(r, 20));
      }
      await Promise.all([slow, reopened, ...writes]);
      expect(writes.length).toBeGreaterThanOrEqual(2);
      const total = 5 + writes.length;
      const read = await database.db.select({ n: count() }).from(chatGuests).where(like(chatGuests.source, "reopen-%"));
      expect(read[0]?.n).toBe(total);

      // A second reopen, then a close and a fresh open: the rows are on disk.
      await database.reopen?.();
      await database.close();
      const again = await openDatabase({ dataDir });
      try {
        const rows = await again.db.select({ n: count() }).from(chatGuests).where(like(chatGuests.source, "reopen-%"));
        expect(rows[0]?.n).toBe(total);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Four on-disk opens and a migration: 4–7 s on a quiet machine, over 30 s in a loaded .ci/run
    // (Node 24 leg, unit and browser suites side by side), as durability.test.ts's opens are.
  }, 120_000);
});
