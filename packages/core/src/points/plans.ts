import type { Ctx } from "../context";

/**
 * Membership plans (issue 10): what each plan allows. Quotas are per China day; `subscriptions` is
 * how many tender subscriptions a user (or, for 企业, each member) may hold. Prices are in 元 per year.
 */
export const PLANS = {
  FREE: {
    name: "免费版",
    yearlyPrice: 0,
    subscriptions: 3,
    quotas: { TENDER_CONTACT: 3, DOWNLOAD: 5, AI_GENERATE: 3 },
  },
  MEMBER: {
    name: "会员",
    yearlyPrice: 1_980,
    subscriptions: 20,
    quotas: { TENDER_CONTACT: 30, DOWNLOAD: 50, AI_GENERATE: 30 },
  },
  ENTERPRISE: {
    name: "企业版",
    yearlyPrice: 9_800,
    subscriptions: 100,
    quotas: { TENDER_CONTACT: 100, DOWNLOAD: 200, AI_GENERATE: 100 },
  },
} as const satisfies Record<string, PlanDefinition>;

export interface PlanDefinition {
  name: string;
  yearlyPrice: number;
  subscriptions: number;
  quotas: { TENDER_CONTACT: number; DOWNLOAD: number; AI_GENERATE: number };
}

export type PlanCode = keyof typeof PLANS;

/**
 * The plan a user acts under now. Until memberships are sold (the /contract orders) everyone has
 * the free plan; this is the one place that answers the question.
 */
export async function userPlan(_ctx: Ctx, _userId: string): Promise<PlanCode> {
  return "FREE";
}
