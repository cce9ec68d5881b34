export { earnPoints } from "./earn";
export { changePoints, type PointChange, type PointEntryView, pointBalance, pointEntriesPaged } from "./ledger";
export { PLANS, type PlanCode, type PlanDefinition, type PlanState, planState, userPlan } from "./plans";
export { openQuota, QUOTA_KINDS, type QuotaKind, type QuotaState, quotaResidue, spendQuota } from "./quota";
export {
  type ConsumptionRule,
  DEFAULT_POINT_RULES,
  type EarningRule,
  getPointRules,
  POINT_RULES_KEY,
  POINT_RULES_NS,
  type PointRules,
  type SignRule,
  withSignInRow,
} from "./rules";
export { type EarningProgress, earningProgress, type SignResult, type StreakState, signDay, signDaysOfMonth, signStreak } from "./sign-in";
export { spendQuotaOrPoints } from "./spend";
