import { sql } from "drizzle-orm";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { PLANS, type PlanCode } from "../points";
import { rows } from "../sql";

/** The plan an organisation holds now (a paid 企业版 order), with its last day; 免费版 otherwise. */
export async function orgPlan(ctx: Ctx, orgId: string): Promise<{ code: PlanCode; name: string; endsOn: string | null }> {
  const today = chinaDate(ctx.now()) as string;
  const [row] = await rows<{ plan: string; ends_on: string }>(
    ctx.db,
    sql`SELECT plan, ends_on::text FROM memberships WHERE company_id = ${orgId} AND starts_on <= ${today} AND ends_on >= ${today}
        ORDER BY ends_on DESC LIMIT 1`,
  );
  const code = row && row.plan in PLANS ? (row.plan as PlanCode) : "FREE";
  return { code, name: PLANS[code].name, endsOn: row?.ends_on ?? null };
}
