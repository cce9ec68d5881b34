import { schema } from "@portal/db";
import { and, eq, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";
import { STATS_NS } from "./changes";
import { isPublic } from "./publishing";

/** SPEC §7 stats/count: how much public content the site holds, for the home page counters. */
export function siteCounts(ctx: Ctx) {
  return ctx.cache.wrap(STATS_NS, "counts", PUBLIC_TTL_MS, async () => {
    const now = ctx.now();
    const n = sql<number>`count(*)::int`;
    const d = schema.studyDocs;
    const [[news], study, [help], [solutions]] = await Promise.all([
      ctx.db.select({ n }).from(schema.newsArticles).where(isPublic(schema.newsArticles, now)),
      ctx.db.select({ type: d.type, n }).from(d).where(isPublic(d, now)).groupBy(d.type),
      ctx.db.select({ n }).from(schema.helpDocs).where(isPublic(schema.helpDocs, now)),
      ctx.db.select({ n }).from(schema.solutions).where(isPublic(schema.solutions, now)),
    ]);
    const of = (type: string) => study.find((s) => s.type === type)?.n ?? 0;
    const [current] = await ctx.db
      .select({ n })
      .from(d)
      .where(and(isPublic(d, now), eq(d.type, "NORMAL"), eq(d.status, "现行")));
    return {
      news: news.n,
      standard: of("NORMAL"),
      currentStandard: current.n,
      policy: of("POLICY"),
      paper: of("PAPER"),
      help: help.n,
      solution: solutions.n,
    };
  });
}
