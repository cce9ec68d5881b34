import { sql } from "drizzle-orm";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { rows } from "../sql";

/**
 * Membership plans (issue 10): what each plan allows. Quotas are per China day; `subscriptions` is
 * how many tender subscriptions a user (or, for 企业, each member) may hold. Prices are in 元 per year.
 */
export const PLANS = {
  FREE: {
    name: "免费版",
    yearlyPrice: 0,
    subscriptions: 3,
    quotas: { TENDER_CONTACT: 3, DOWNLOAD: 5, AI_GENERATE: 3, VIDEO: 2 },
  },
  MEMBER: {
    name: "会员",
    yearlyPrice: 1_980,
    subscriptions: 20,
    quotas: { TENDER_CONTACT: 30, DOWNLOAD: 50, AI_GENERATE: 30, VIDEO: 100 },
  },
  ENTERPRISE: {
    name: "企业版",
    yearlyPrice: 9_800,
    subscriptions: 100,
    quotas: { TENDER_CONTACT: 100, DOWNLOAD: 200, AI_GENERATE: 100, VIDEO: 100 },
  },
} as const satisfies Record<string, PlanDefinition>;

export interface PlanDefinition {
  name: string;
  yearlyPrice: number;
  subscriptions: number;
  /** VIDEO: plan lessons a user may unlock per day; members watch plan lessons without it. */
  quotas: { TENDER_CONTACT: number; DOWNLOAD: number; AI_GENERATE: number; VIDEO: number };
}

export type PlanCode = keyof typeof PLANS;

const RANK: Record<PlanCode, number> = { FREE: 0, MEMBER: 1, ENTERPRISE: 2 };

export interface PlanState {
  code: PlanCode;
  name: string;
  /** Last day of the plan (China time), null for the free plan. */
  endsOn: string | null;
  /** The organisation whose plan it is, when it is not the user's own. */
  companyName: string | null;
}

/**
 * The plan a user acts under now: the best membership covering today, their own or one of an
 * organisation they belong to (企业版 covers its members). The one place that answers the question.
 */
export async function planState(ctx: Ctx, userId: string): Promise<PlanState> {
  const today = chinaDate(ctx.now()) as string;
  const list = await rows<{ plan: string; ends_on: string; company_name: string | null }>(
    ctx.db,
    sql`SELECT m.plan, m.ends_on::text, c.name AS company_name FROM memberships m
        LEFT JOIN companies c ON c.id = m.company_id
        WHERE m.starts_on <= ${today} AND m.ends_on >= ${today}
          AND (m.user_id = ${userId}
               OR m.company_id IN (SELECT company_id FROM company_members WHERE user_id = ${userId}
                                   UNION SELECT company_id FROM users WHERE id = ${userId} AND company_id IS NOT NULL))`,
  );
  let best: PlanState = { code: "FREE", name: PLANS.FREE.name, endsOn: null, companyName: null };
  for (const r of list) {
    const code = r.plan as PlanCode;
    if (!(code in PLANS)) continue;
    const better = RANK[code] > RANK[best.code] || (code === best.code && (best.endsOn ?? "") < r.ends_on);
    if (better) best = { code, name: PLANS[code].name, endsOn: r.ends_on, companyName: r.company_name };
  }
  return best;
}

export async function userPlan(ctx: Ctx, userId: string): Promise<PlanCode> {
  return (await planState(ctx, userId)).code;
}
