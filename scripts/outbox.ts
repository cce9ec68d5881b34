/**
 * Prints the newest messages of the outbox (SMS and e-mail that were not delivered), for operators
 * with shell access, e.g. the demo administrator's first second-factor code:
 *   DATABASE_URL=postgres://… npx tsx scripts/outbox.ts [count]
 *   DATA_DIR=./data npx tsx scripts/outbox.ts          (embedded database: stop the server first)
 */
import { openDatabase, schema } from "@portal/db";
import { desc } from "drizzle-orm";

const count = Number(process.argv[2] ?? 5);
const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: `${process.env.DATA_DIR ?? "./data"}/db` });
const rows = await database.db.select().from(schema.outbox).orderBy(desc(schema.outbox.createdAt)).limit(count);
for (const r of rows) console.log(`${r.createdAt.toISOString()}  ${r.channel}  ${r.recipient}  ${r.body}`);
await database.close();
