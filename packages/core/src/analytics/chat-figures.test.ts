import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testCtx } from "../testing";
import { analyticsOverview } from "./overview";

/** The dashboard's customer-service figures: volume per Beijing day, answered share, reply times. */
describe.each(testDbKinds())("chat figures on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  // Tuesday 2026-11-24, 12:00 in Beijing.
  const now = new Date("2026-11-24T04:00:00Z");
  const at = (iso: string) => new Date(iso);
  const plus = (d: Date, sec: number) => new Date(d.getTime() + sec * 1000);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = { ...testCtx(database), now: () => now, actor: { kind: "system", job: "test" } };
    const rows = [
      // Today: answered after 30 s and after 90 s, one never answered.
      { created: at("2026-11-24T01:00:00Z"), reply: 30 },
      { created: at("2026-11-24T02:00:00Z"), reply: 90 },
      { created: at("2026-11-24T03:00:00Z"), reply: null },
      // Yesterday 23:30 in Beijing (15:30Z): counted on 11-23; answered after 10 min.
      { created: at("2026-11-23T15:30:00Z"), reply: 600 },
      // A message left offline, answered the next morning: answered, but not a live reply time.
      { created: at("2026-11-22T14:00:00Z"), reply: 12 * 3600, contact: "13912345678", status: "answered" },
      // Outside the 7 days.
      { created: at("2026-11-01T02:00:00Z"), reply: 5 },
    ];
    await database.db.insert(schema.chatConversations).values(
      rows.map((r) => ({
        source: "直接访问",
        status: r.status ?? (r.reply === null ? "waiting" : "closed"),
        contact: r.contact ?? null,
        createdAt: r.created,
        lastMessageAt: r.created,
        firstReplyAt: r.reply === null ? null : plus(r.created, r.reply),
      })),
    );
  }, 120_000);
  afterAll(() => database.close());

  it("counts conversations per day and the time to the first answer of live chats", async () => {
    const { chat } = await analyticsOverview(ctx, { days: 7 });
    expect(chat).toMatchObject({
      conversations: 5,
      answered: 4,
      answeredRate: 80,
      avgFirstReplySec: 240, // (30 + 90 + 600) / 3
      medianFirstReplySec: 90,
      offlineMessages: 1,
    });
    const byDay = Object.fromEntries(chat.trend.map((t) => [t.day, [t.conversations, t.answered]]));
    expect(byDay["2026-11-24"]).toEqual([3, 2]);
    expect(byDay["2026-11-23"]).toEqual([1, 1]);
    expect(byDay["2026-11-22"]).toEqual([1, 1]);
    expect(chat.trend).toHaveLength(7);
  });
});
