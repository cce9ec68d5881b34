import { schema } from "@portal/db";
import { count, countDistinct, gte, sql } from "drizzle-orm";
import { hasPermission, PERM } from "../access";
import { chinaDate, chinaDay } from "../china-time";
import type { Ctx } from "../context";
import { forbidden, unauthenticated } from "../errors";
import { adminAuditListPaged } from "./audit-log";

const DAY_MS = 86_400_000;

/**
 * The console's first page: what happened today and this week, from what the portal records.
 * "Reads" are article reads counted once per visitor and day (news_reads); visitors are the distinct
 * readers among them. Any staff role may look; recent audit entries only for audit:read.
 */
export async function adminDashboard(ctx: Ctx) {
  if (ctx.actor.kind !== "user") throw unauthenticated();
  const roles = ctx.actor.roles;
  if (roles.length === 0) throw forbidden();
  const today = chinaDay(ctx.now());
  const weekStart = new Date(today.start.getTime() - 6 * DAY_MS);
  const days = Array.from({ length: 7 }, (_, i) => chinaDate(new Date(weekStart.getTime() + i * DAY_MS + DAY_MS / 2)) as string);
  const r = schema.newsReads;
  const u = schema.users;
  const a = schema.newsArticles;
  const signupDay = sql<string>`to_char(${u.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const [readsByDay, signupsByDay, [articles], [studies], recent] = await Promise.all([
    ctx.db
      .select({ day: sql<string>`to_char(${r.day}, 'YYYY-MM-DD')`, reads: count(), visitors: countDistinct(r.visitor) })
      .from(r)
      .where(gte(r.day, days[0]))
      .groupBy(r.day),
    ctx.db.select({ day: signupDay, n: count() }).from(u).where(gte(u.createdAt, weekStart)).groupBy(signupDay),
    ctx.db
      .select({ today: count(sql`case when ${a.createdAt} >= ${today.start} then 1 end`), week: count() })
      .from(a)
      .where(gte(a.createdAt, weekStart)),
    ctx.db
      .select({ today: count(sql`case when ${schema.studyDocs.createdAt} >= ${today.start} then 1 end`), week: count() })
      .from(schema.studyDocs)
      .where(gte(schema.studyDocs.createdAt, weekStart)),
    hasPermission(roles, PERM.audit) ? adminAuditListPaged(ctx, { current: 1, size: 10 }).then((p) => p.records) : Promise.resolve(null),
  ]);
  const trend = days.map((day) => {
    const reads = readsByDay.find((x) => x.day === day);
    return { day, reads: reads?.reads ?? 0, visitors: reads?.visitors ?? 0, signups: signupsByDay.find((x) => x.day === day)?.n ?? 0 };
  });
  const todayRow = trend[trend.length - 1];
  return {
    today: today.day,
    reads: todayRow.reads,
    visitors: todayRow.visitors,
    signups: { today: todayRow.signups, week: trend.reduce((s, d) => s + d.signups, 0) },
    articles: { today: articles.today, week: articles.week },
    studyDocs: { today: studies.today, week: studies.week },
    trend,
    recentAudit: recent,
  };
}

export type AdminDashboard = Awaited<ReturnType<typeof adminDashboard>>;
