import type { Ctx } from "../context";
import { PLANS, type PlanCode } from "../points/plans";

/**
 * The plan an organisation has. Company memberships (企业版 orders) are being added separately
 * (issue 10); until then every organisation is on the free plan. Replace the body with the company
 * membership lookup — the platform page and /ai/userOrgName/get read the plan only from here.
 */
export async function orgPlan(_ctx: Ctx, _orgId: string): Promise<{ code: PlanCode; name: string }> {
  return { code: "FREE", name: PLANS.FREE.name };
}
