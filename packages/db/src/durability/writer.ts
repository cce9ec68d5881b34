/**
 * Child process of durability.test.ts: opens the embedded database in the folder given as argv[2]
 * and commits rows as fast as it can, printing each id only after its commit returned. The test
 * kills it with SIGKILL mid-stream and checks that every printed id survived.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../client";
import { chatGuests } from "../schema";

const database = await openDatabase({ dataDir: process.argv[2] });
await database.migrate();
process.stdout.write("ready\n");
for (let i = 0; ; i++) {
  // Alternate single inserts and multi-statement transactions: both must be all-or-nothing.
  if (i % 2 === 0) {
    const [row] = await database.db
      .insert(chatGuests)
      .values({ source: `写入-${i}` })
      .returning({ id: chatGuests.id });
    process.stdout.write(`${row.id}\n`);
  } else {
    const ids = await database.db.transaction(async (tx) => {
      const a = await tx
        .insert(chatGuests)
        .values({ source: `事务-${i}-a` })
        .returning({ id: chatGuests.id });
      await tx.execute(sql`select pg_sleep(0.001)`);
      const b = await tx
        .insert(chatGuests)
        .values({ source: `事务-${i}-b` })
        .returning({ id: chatGuests.id });
      return [a[0].id, b[0].id];
    });
    process.stdout.write(`${ids.join("\n")}\n`);
  }
}
