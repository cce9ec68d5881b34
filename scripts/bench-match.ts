/**
 * Subscription matching at scale (issue 10): 100,000 subscriptions against 10,000 new
 * announcements must be matched in under 60 s. `npm run bench` runs it after the HTTP scenarios;
 *   npx tsx scripts/bench-match.ts [subscriptions] [announcements]
 * runs it alone. PGlite in memory unless TEST_DATABASE_URL points at PostgreSQL.
 *
 * The announcements come from the demo generator (realistic titles, regions, stages, amounts); the
 * subscriptions from the words those announcements use, weighted to what people subscribe to: one
 * to three words of middling frequency (a word in every second notice is nobody's subscription,
 * one in a single notice rarely), half with a province, some with stages, amounts and excludes.
 * Timed: runMatching from the waiting rows to committed matches, site messages and deliveries,
 * building the index included. Loading the data is not timed.
 */
import { addDays } from "@portal/core/china-time";
import type { Ctx } from "@portal/core/context";
import { generateTenders, rng } from "@portal/core/demo/tender-gen";
import { withDeferredIndexes } from "@portal/core/demo/tender-seed";
import { runMatching } from "@portal/core/subscriptions/match";
import { ingestAnnouncements } from "@portal/core/tender/ingest";
import { rows } from "@portal/core/tender/link";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { openTestDatabase } from "@portal/db/testing";
import { sql } from "drizzle-orm";

export const MATCH_TARGET_MS = 60_000;

export interface MatchBench {
  subscriptions: number;
  announcements: number;
  ms: number;
  indexMs: number;
  matches: number;
  messages: number;
  deliveries: number;
  met: boolean;
  database: string;
}

const PROVINCES = ["420000", "110000", "310000", "440000", "320000", "330000", "510000", "370000", "410000", "430000"];
const STAGES = ["0100", "0103", "0104"];

export async function benchMatching(subCount = 100_000, annCount = 10_000, log = console.log): Promise<MatchBench> {
  const usePglite = !process.env.TEST_DATABASE_URL;
  const database = await openTestDatabase(usePglite ? "pglite" : "postgres");
  try {
    const today = "2026-03-15";
    const clock = { now: () => new Date(`${addDays(today, 1)}T02:00:00Z`), advance() {} };
    const ctx: Ctx = testCtx(database, clock);
    log(`匹配基准：${usePglite ? "PGlite" : "PostgreSQL"}，生成 ${annCount.toLocaleString("en-US")} 条公告 …`);
    await withDeferredIndexes(ctx, () =>
      ingestAnnouncements(ctx, generateTenders(annCount, today), { batchSize: 1000, deferCounts: true }),
    );
    // Words people subscribe to: title words in 0.05 %–3 % of the notices.
    const words = await rows<{ w: string }>(
      database.db,
      sql`SELECT substr(token, 3) AS w FROM tender_token_df WHERE token LIKE 't:%' AND length(token) >= 4
          AND df BETWEEN ${Math.max(2, Math.round(annCount * 0.0005))} AND ${Math.round(annCount * 0.03)} ORDER BY token`,
    );
    if (words.length < 50) throw new Error(`too few subscription words (${words.length})`);
    log(`订阅词 ${words.length} 个；写入 ${subCount.toLocaleString("en-US")} 个订阅 …`);
    const rand = rng(42);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    const perUser = 4;
    await database.db.execute(
      sql`INSERT INTO users (phone) SELECT '1' || lpad(i::text, 10, '0') FROM generate_series(1, ${Math.ceil(subCount / perUser)}) i`,
    );
    const users = await rows<{ id: string }>(database.db, sql`SELECT id FROM users ORDER BY phone`);
    for (let i = 0; i < subCount; i += 5_000) {
      const values = [];
      for (let k = i; k < Math.min(subCount, i + 5_000); k++) {
        const keywords = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(words).w);
        values.push({
          userId: users[Math.floor(k / perUser)].id,
          name: keywords.join("、"),
          criteria: {
            keywords,
            excludes: rand() < 0.1 ? [pick(words).w] : [],
            scope: rand() < 0.8 ? ("title" as const) : ("all" as const),
            regions: rand() < 0.5 ? [pick(PROVINCES)] : [],
            categories: [],
            stages: rand() < 0.3 ? [pick(STAGES)] : [],
            projectTypes: [],
            partyTypes: [],
            minAmount: rand() < 0.2 ? 1_000_000 : null,
            maxAmount: null,
          },
          channels: {
            site: true,
            email: { mode: rand() < 0.1 ? ("instant" as const) : ("off" as const), hour: 8 },
            webhook:
              rand() < 0.05
                ? { kind: "wecom" as const, url: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=x", secret: null }
                : null,
          },
          feedToken: `bench-${k}`,
        });
      }
      await database.db.insert(schema.tenderSubscriptions).values(values);
    }
    // Every announcement waits for matching, as after an ingest.
    await database.db.execute(
      sql`INSERT INTO tender_match_pending (announcement_id) SELECT id FROM tender_announcements ON CONFLICT DO NOTHING`,
    );
    const [p] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM tender_match_pending`);
    log(`开始匹配 ${Number(p.n).toLocaleString("en-US")} 条公告 …`);
    const t0 = performance.now();
    // The first batch builds the index; timed on its own as well.
    const first = await runMatching(ctx, { maxBatches: 1 });
    const indexMs = performance.now() - t0;
    const rest = await runMatching(ctx);
    const ms = performance.now() - t0;
    const [m] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM user_messages`);
    const [d] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM subscription_deliveries`);
    const result = {
      subscriptions: subCount,
      announcements: first.announcements + rest.announcements,
      ms,
      indexMs,
      matches: first.matches + rest.matches,
      messages: Number(m.n),
      deliveries: Number(d.n),
      met: ms < MATCH_TARGET_MS,
      database: usePglite ? "PGlite" : "PostgreSQL",
    };
    log(
      `匹配完成：${(ms / 1000).toFixed(1)} s（首批含建索引 ${(indexMs / 1000).toFixed(1)} s），${result.matches.toLocaleString("en-US")} 条匹配，` +
        `${result.messages.toLocaleString("en-US")} 条站内消息，${result.deliveries.toLocaleString("en-US")} 条待推送`,
    );
    return result;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [subs, anns] = process.argv
    .slice(2)
    .filter((a) => /^\d+$/.test(a))
    .map(Number);
  const r = await benchMatching(subs, anns);
  console.log(JSON.stringify(r));
}
