export { addressKey, BEACON_ALLOWANCE, type BeaconAllowance, type BeaconKind, overBeaconAllowance } from "./allowance";
export { browserVisitor, type PageLeave, parsePageLeave, sourceOf } from "./events";
export { type AnalyticsOverview, analyticsOverview, OVERVIEW_RANGES } from "./overview";
export { pathStats } from "./path-stats";
export { PURGE_VISITS_JOB, purgeOldVisits } from "./retention";
export { type ArticleTime, type VisitTracker, visitTracker } from "./tracker";
