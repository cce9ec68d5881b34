/**
 * Prepares a data directory for the end-to-end tests before the server starts (PGlite allows one
 * process at a time): migrations, demo data, and a session of the demo administrator whose token
 * is printed, so tests can read the outbox through the staff API without a second factor, and one of
 * a plain user (phone 13700000101, MEMBER_TOKEN) for tests that need a second person.
 *   npx tsx scripts/e2e-seed.ts /tmp/data-dir
 */
import { DEMO_ACCOUNTS, localFileStorage, runTranscode, seedDemo } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { memoryCache } from "@portal/core/cache/memory";
import { changePoints } from "@portal/core/points/ledger";
import { openDatabase, schema } from "@portal/db";
import { eq } from "drizzle-orm";

/** The phone of the plain user whose session is printed as MEMBER_TOKEN. */
const E2E_MEMBER_PHONE = "13700000101";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: e2e-seed.ts DATA_DIR");
const database = await openDatabase({ dataDir: `${dataDir}/db` });
await database.migrate();
const ctx = {
  actor: { kind: "system" as const, job: "e2e-seed" },
  db: database.db,
  cache: memoryCache(),
  now: () => new Date(),
  log: console,
  // Where the server (DATA_DIR/files) will read the demo documents and lessons from.
  storage: localFileStorage(`${dataDir}/files`),
};
// A smaller tender load than `npm start` keeps the end-to-end setup quick.
await seedDemo(ctx, { tenders: 2000 });
// The demo course videos are made and transcoded here, two at a time, before the server starts, so
// browser tests find every lesson playable (under `npm start` the queue does it after start-up).
const lessons = await database.db.select({ id: schema.videoLessons.id }).from(schema.videoLessons);
const pending = lessons.map((l) => l.id);
const transcodeNext = async (): Promise<void> => {
  const id = pending.shift();
  if (id === undefined) return;
  await runTranscode(ctx, id);
  return transcodeNext();
};
await Promise.all([transcodeNext(), transcodeNext()]);
const [admin] = await database.db.select().from(schema.users).where(eq(schema.users.phone, DEMO_ACCOUNTS.admin.phone));
const { token } = await createSession(ctx, { userId: admin.id, userAgent: "e2e", ip: "127.0.0.1" });
// A plain registered user with a session, for tests that need a second person (organisation members).
const [member] = await database.db
  .insert(schema.users)
  .values({ phone: E2E_MEMBER_PHONE, realname: "李工" })
  .returning({ id: schema.users.id });
const memberSession = await createSession(ctx, { userId: member.id, userAgent: "e2e", ip: "127.0.0.1" });
// A starting balance, so the flow "sign in → spend points on a contact" has enough once the day's
// free views are used (a sign-in alone gives 5, a contact costs 10).
await changePoints(ctx, member.id, { delta: 20, reason: "GRANT", note: "测试赠送", idemKey: "e2e-grant" });
// A user who buys a membership on /contract (their plan changes, so no other test shares them).
const [buyer] = await database.db
  .insert(schema.users)
  .values({ phone: "13700000102", realname: "赵经理" })
  .returning({ id: schema.users.id });
const buyerSession = await createSession(ctx, { userId: buyer.id, userAgent: "e2e", ip: "127.0.0.1" });
// A learner who signs in on the page (documents and lessons); no other test uses them.
await database.db.insert(schema.users).values([
  { phone: "13700000103", realname: "王工" }, // documents
  { phone: "13700000104", realname: "陈工" }, // lessons
  { phone: "13700000105", realname: "周工" }, // AI writing
  { phone: "13700000106" }, // a reader with no name yet (signed-in-reader.test.ts)
]);
await database.close();
process.stdout.write(`STAFF_TOKEN=${token}\nMEMBER_TOKEN=${memberSession.token}\nBUYER_TOKEN=${buyerSession.token}\n`);
