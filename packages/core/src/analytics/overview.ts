import { schema } from "@portal/db";
import { and, avg, count, countDistinct, desc, gte, sql, sum } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { chinaDate, chinaDay } from "../china-time";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { chatFigures } from "./chat-figures";
import { pageTitles } from "./page-titles";

const DAY_MS = 86_400_000;
export const OVERVIEW_RANGES = [7, 30, 90] as const;

/**
 * The console's visitor analytics for the last `days` days (China days, today included): visits and
 * visitors per day with registrations and chat visitors, where visitors came from, the most seen
 * pages and the most read articles with their reading time, and the customer-service chat's volume
 * and response times.
 */
export async function analyticsOverview(ctx: Ctx, input: { days?: number } = {}) {
  requirePermission(ctx, PERM.analytics);
  const days = input.days ?? 7;
  if (!(OVERVIEW_RANGES as readonly number[]).includes(days)) throw invalid("统计范围只能是 7、30 或 90 天");
  const today = chinaDay(ctx.now());
  const start = new Date(today.start.getTime() - (days - 1) * DAY_MS);
  const first = chinaDate(new Date(start.getTime() + DAY_MS / 2)) as string;
  const dayList = Array.from({ length: days }, (_, i) => chinaDate(new Date(start.getTime() + i * DAY_MS + DAY_MS / 2)) as string);
  const v = schema.pageViews;
  const a = schema.articleTimes;
  const u = schema.users;
  const g = schema.chatGuests;
  const dayOf = (col: typeof u.createdAt | typeof g.createdAt) => sql<string>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const vDay = sql<string>`to_char(${v.day}, 'YYYY-MM-DD')`;
  const [perDay, totals, sources, pages, articles, signups, chats, chat] = await Promise.all([
    ctx.db
      .select({ day: vDay, pv: count(), uv: countDistinct(v.visitor) })
      .from(v)
      .where(gte(v.day, first))
      .groupBy(v.day),
    ctx.db
      .select({ pv: count(), uv: countDistinct(v.visitor), spent: avg(sql`nullif(${v.spentMs}, 0)`) })
      .from(v)
      .where(gte(v.day, first)),
    ctx.db
      .select({ source: v.source, n: countDistinct(v.visitor) })
      .from(v)
      .where(gte(v.day, first))
      .groupBy(v.source)
      .orderBy(desc(countDistinct(v.visitor)))
      .limit(8),
    ctx.db
      .select({ path: v.path, pv: count(), uv: countDistinct(v.visitor) })
      .from(v)
      .where(gte(v.day, first))
      .groupBy(v.path)
      .orderBy(desc(count()))
      .limit(10),
    ctx.db
      .select({
        artType: a.artType,
        artId: a.artId,
        artTitle: sql<string>`max(${a.artTitle})`,
        reads: count(),
        totalSec: sum(a.spentSec),
        avgSec: avg(a.spentSec),
      })
      .from(a)
      .where(gte(a.day, first))
      .groupBy(a.artType, a.artId)
      .orderBy(desc(sum(a.spentSec)))
      .limit(10),
    ctx.db
      .select({ day: dayOf(u.createdAt), n: count() })
      .from(u)
      .where(and(gte(u.createdAt, start)))
      .groupBy(dayOf(u.createdAt)),
    ctx.db
      .select({ day: dayOf(g.createdAt), n: count() })
      .from(g)
      .where(gte(g.createdAt, start))
      .groupBy(dayOf(g.createdAt)),
    chatFigures(ctx, start, dayList),
  ]);
  const find = <T extends { day: string }>(rows: T[], day: string) => rows.find((r) => r.day === day);
  const titles = await pageTitles(
    ctx,
    pages.map((p) => p.path),
  );
  return {
    days,
    from: first,
    to: today.day,
    totals: {
      pv: Number(totals[0]?.pv ?? 0),
      uv: Number(totals[0]?.uv ?? 0),
      avgStaySec: Math.round(Number(totals[0]?.spent ?? 0) / 1000),
      signups: signups.reduce((s, r) => s + Number(r.n), 0),
      chats: chats.reduce((s, r) => s + Number(r.n), 0),
    },
    trend: dayList.map((day) => ({
      day,
      pv: Number(find(perDay, day)?.pv ?? 0),
      uv: Number(find(perDay, day)?.uv ?? 0),
      signups: Number(find(signups, day)?.n ?? 0),
      chats: Number(find(chats, day)?.n ?? 0),
    })),
    sources: sources.map((s) => ({ source: s.source, visitors: Number(s.n) })),
    pages: pages.map((p) => ({ path: p.path, title: titles.get(p.path) ?? null, pv: Number(p.pv), uv: Number(p.uv) })),
    articles: articles.map((r) => ({
      artType: r.artType,
      artId: r.artId,
      artTitle: r.artTitle,
      reads: Number(r.reads),
      totalSec: Number(r.totalSec ?? 0),
      avgSec: Math.round(Number(r.avgSec ?? 0)),
    })),
    chat,
  };
}

export type AnalyticsOverview = Awaited<ReturnType<typeof analyticsOverview>>;
