import { schema } from "@portal/db";
import { and, count, gte, isNotNull, sql } from "drizzle-orm";
import type { Ctx } from "../context";

/** A reply later than this came for a message left offline, not within the live chat. */
const LIVE_REPLY_SEC = 3600;

/**
 * Customer-service figures for the dashboard, over the days since `start` (Beijing days): per day
 * the conversations started and those an agent answered; over the window the answered share, the
 * average and median time to the first answer of live chats, and the messages left offline.
 */
export async function chatFigures(ctx: Ctx, start: Date, dayList: string[]) {
  const c = schema.chatConversations;
  const day = sql<string>`to_char(${c.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const wait = sql<number>`extract(epoch from (${c.firstReplyAt} - ${c.createdAt}))`;
  const [perDay, live, offline] = await Promise.all([
    ctx.db
      .select({ day, n: count(), answered: sql<number>`(count(*) filter (where ${c.firstReplyAt} is not null))::int` })
      .from(c)
      .where(gte(c.createdAt, start))
      .groupBy(day),
    ctx.db
      .select({
        n: count(),
        avg: sql<number | null>`avg(${wait})`,
        median: sql<number | null>`percentile_cont(0.5) within group (order by ${wait})`,
      })
      .from(c)
      .where(and(gte(c.createdAt, start), isNotNull(c.firstReplyAt), sql`${wait} <= ${LIVE_REPLY_SEC}`)),
    ctx.db
      .select({ n: count() })
      .from(c)
      .where(and(gte(c.createdAt, start), isNotNull(c.contact))),
  ]);
  const total = perDay.reduce((s, r) => s + Number(r.n), 0);
  const answered = perDay.reduce((s, r) => s + Number(r.answered), 0);
  return {
    conversations: total,
    answered,
    answeredRate: total ? Math.round((answered / total) * 1000) / 10 : 0,
    avgFirstReplySec: live[0]?.n ? Math.round(Number(live[0].avg)) : null,
    medianFirstReplySec: live[0]?.n ? Math.round(Number(live[0].median)) : null,
    offlineMessages: Number(offline[0]?.n ?? 0),
    trend: dayList.map((d) => {
      const row = perDay.find((r) => r.day === d);
      return { day: d, conversations: Number(row?.n ?? 0), answered: Number(row?.answered ?? 0) };
    }),
  };
}
