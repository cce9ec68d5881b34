import { schema } from "@portal/db";
import { and, eq, gte, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { invalid } from "../errors";

const PATH = /^\/[^\s?#]{0,299}$/;
const TTL_MS = 60_000;

/**
 * SPEC §7's generic stat call: how often one of our pages was viewed, given its path — in the last
 * 30 days and today (Beijing days), page views and distinct visitors. For signed-in users (a page
 * shows "近 30 天浏览 N 次" with it); the figures come from the retained visit events.
 */
export async function pathStats(ctx: Ctx, input: { path: string }) {
  requireUser(ctx);
  const path = input.path.trim();
  if (!PATH.test(path)) throw invalid("页面路径应以 / 开头，不含查询参数，不超过 300 个字符");
  const today = chinaDate(ctx.now()) as string;
  const since = chinaDate(new Date(ctx.now().getTime() - 29 * 86_400_000)) as string;
  return ctx.cache.wrap("path-stats", `${path}|${today}`, TTL_MS, async () => {
    const v = schema.pageViews;
    const [row] = await ctx.db
      .select({
        pv: sql<number>`count(*)::int`,
        uv: sql<number>`count(distinct ${v.visitor})::int`,
        todayPv: sql<number>`(count(*) filter (where ${v.day} = ${today}))::int`,
        todayUv: sql<number>`(count(distinct ${v.visitor}) filter (where ${v.day} = ${today}))::int`,
      })
      .from(v)
      .where(and(eq(v.path, path), gte(v.day, since)));
    return {
      path,
      days: 30,
      pv: Number(row?.pv ?? 0),
      uv: Number(row?.uv ?? 0),
      today: { pv: Number(row?.todayPv ?? 0), uv: Number(row?.todayUv ?? 0) },
    };
  });
}
