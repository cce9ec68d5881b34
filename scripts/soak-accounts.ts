/**
 * The signed-in side of the soak: plain users and one customer-service agent, each with a session made
 * straight in the database before the server starts, as scripts/e2e-seed.ts does for the browser tests.
 * Logging in through the API cannot be scripted without a test-only back door: every new browser of a
 * password login and every staff login asks for a second factor, and the codes sit in an outbox only
 * staff can read (DESIGN §7). The server's first start still loads the demo content, since that looks at
 * the site settings, not at users.
 */
import { randomInt } from "node:crypto";
import { createSession } from "@portal/core/auth/sessions";
import { memoryCache } from "@portal/core/cache/memory";
import type { Ctx } from "@portal/core/context";
import { openDatabase, schema } from "@portal/db";

export interface SoakAccounts {
  /** Session tokens (the `sid` cookie) of the plain users. */
  users: string[];
  /** Session of a staff member with the operator role (chat:answer). */
  agent: string;
}

export async function prepareAccounts(dataDir: string, count: number): Promise<SoakAccounts> {
  const url = process.env.BENCH_DATABASE_URL || undefined;
  const database = await openDatabase({ url, dataDir: `${dataDir}/db` });
  try {
    await database.migrate();
    const ctx: Ctx = {
      actor: { kind: "system", job: "soak" },
      db: database.db,
      cache: memoryCache(),
      now: () => new Date(),
      log: console,
    };
    // Phones of a range nobody else uses (136…), random per run so a reused PostgreSQL takes a second run.
    const prefix = `136${String(randomInt(10_000)).padStart(4, "0")}`;
    const phone = (i: number) => prefix + String(i).padStart(4, "0");
    const rows = Array.from({ length: count }, (_, i) => ({ phone: phone(i), realname: `压测用户${i + 1}` }));
    const users = await database.db.insert(schema.users).values(rows).returning({ id: schema.users.id });
    const [agent] = await database.db
      .insert(schema.users)
      .values({ phone: phone(count), realname: "压测客服" })
      .returning({ id: schema.users.id });
    await database.db.insert(schema.staffRoles).values({ userId: agent.id, role: "operator" });
    const session = (userId: string) => createSession(ctx, { userId, userAgent: "soak", ip: "127.0.0.1" }).then((s) => s.token);
    return { users: await Promise.all(users.map((u) => session(u.id))), agent: await session(agent.id) };
  } finally {
    await database.close();
  }
}
