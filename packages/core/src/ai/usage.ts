import { schema } from "@portal/db";
import { gte, sql } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import type { Ctx } from "../context";

export interface AiUsageRow {
  feature: string;
  outcome: string;
  calls: number;
  users: number;
  promptTokens: number;
  completionTokens: number;
}

/** The console's token accounting: calls and tokens of the last `days` days by feature and outcome. */
export async function aiUsageSummary(ctx: Ctx, days = 30): Promise<AiUsageRow[]> {
  requirePermission(ctx, PERM.ai);
  const u = schema.aiUsage;
  const since = new Date(ctx.now().getTime() - days * 86_400_000);
  return ctx.db
    .select({
      feature: u.feature,
      outcome: u.outcome,
      calls: sql<number>`count(*)::int`,
      users: sql<number>`count(distinct ${u.userId})::int`,
      promptTokens: sql<number>`coalesce(sum(${u.promptTokens}), 0)::int`,
      completionTokens: sql<number>`coalesce(sum(${u.completionTokens}), 0)::int`,
    })
    .from(u)
    .where(gte(u.createdAt, since))
    .groupBy(u.feature, u.outcome)
    .orderBy(u.feature, u.outcome);
}
