// The core root: what apps and scripts may call. Named lists leave out the helpers core domains call on
// someone else's behalf and check nothing themselves (issue 31: what the root exports checks its caller,
// or is public by nature; scripts/writers.test.ts): tickets, codes, sessions, devices, the audit trail,
// points and membership, mail and SMS, the search index, erasure. For ai, chat, commerce and points the
// lists are the domain's index without them; other domains still take them from that index. Tests reach
// them by deep path (`@portal/core/auth/sessions`).
export * from "./access";
export { generateInviteLink, type Invitee, type InviteLink, myInvitees, newInviteCode } from "./account/invite";
export * from "./account/profile";
export * from "./account/recovery";
export * from "./account/register";
export * from "./account/security";
export * from "./account/upgrade";
export * from "./admin";
export {
  type AiClient,
  type AiClientOptions,
  AiError,
  type ChatMessage,
  openAiCompatible,
  type StreamResult,
  type TokenUsage,
} from "./ai/client";
export type { AiSink, AiStreamEvent } from "./ai/events";
export { aiStatus, DAILY_TOKEN_CAP, NO_PROVIDER, tokensToday } from "./ai/generate";
export {
  createPaper,
  deletePaper,
  exportPaperDocx,
  myPaper,
  myPapers,
  type NewPaper,
  PAPER_DISCIPLINES,
  PAPER_LENGTHS,
  type PaperSectionView,
  type PaperView,
  regenerateSection,
  saveSection,
  updateOutline,
  writePaper,
} from "./ai/papers";
export { aiHistoryOf } from "./ai/privacy";
export { findReferences, type Reference } from "./ai/references";
export {
  AI_TOOLS_NS,
  adminTools,
  createTool,
  listTools,
  type ToolCard,
  type ToolDetail,
  type ToolPatch,
  type ToolRow,
  toolDetail,
  updateTool,
} from "./ai/tools";
export { type AiUsageRow, aiUsageSummary } from "./ai/usage";
export { deleteWriting, myWriting, myWritings, runTool, type WritingView } from "./ai/writings";
export * from "./analytics";
export { diffSnapshots } from "./audit";
export * from "./auth/accounts";
export * from "./auth/captcha";
export { type Channel, CODE_FAILED, CODE_RULES, type CodePurpose, ipOf } from "./auth/codes";
export {
  type ClientInfo,
  type LoginMethod,
  type LoginResult,
  MFA_TTL_MS,
  type SecondFactorChannel,
} from "./auth/complete-login";
export * from "./auth/current-user";
export * from "./auth/double-auth";
export * from "./auth/exchange";
export { REMEMBER_DEVICE_DAYS } from "./auth/known-devices";
export {
  BAD_CREDENTIALS,
  LOGIN_RULES,
  loginByCode,
  loginByPassword,
  loginByPasswordAndCode,
  sendLoginCode,
  sendPasswordLoginCode,
} from "./auth/login";
export * from "./auth/oauth";
export * from "./auth/org";
export * from "./auth/password";
export * from "./auth/password-policy";
export * from "./auth/qr-login";
export { beginTotpEnrolment, confirmTotpEnrolment, hasTotp, mySecondFactor, SECOND_FACTOR_RULES, TOTP_ISSUER } from "./auth/second-factor";
export * from "./auth/second-factor-reset";
export { resolveSession, rolesOf, SESSION_LIMITS, type SessionUser } from "./auth/sessions";
export { peekTicket, type Ticket, type TicketKind } from "./auth/tickets";
export * from "./auth/tokens";
export * from "./auth/totp";
export * from "./cache";
export * from "./chat/agent";
export * from "./chat/guest";
export * from "./chat/hours";
export * from "./chat/images";
export { chatHistoryOf } from "./chat/privacy";
export * from "./chat/protocol";
export * from "./chat/visitor";
export * from "./china-time";
export { type AlipayConfig, alipaySign, alipaySignContent, readAlipayNotice } from "./commerce/alipay";
export {
  cancelMyOrder,
  createOrder,
  getMyOrder,
  myOrdersPaged,
  ORDER_STATES,
  type OrderView,
  PAID_PLANS,
  PAY_PROVIDERS,
  type PayProvider,
  yuanText,
} from "./commerce/orders";
export {
  acceptAlipayNotice,
  acceptWechatNotice,
  enabledProviders,
  type PayInstructions,
  type Payments,
  payInstructions,
} from "./commerce/payments";
export { cancelOrderByStaff, confirmOfflinePayment, listOrdersForStaff, ORDER_PERM } from "./commerce/staff";
export { readWechatNotice, type WechatPayConfig, wechatAuthorization } from "./commerce/wechat-pay";
export * from "./content/agreements";
export * from "./content/catalog";
export * from "./content/changes";
export * from "./content/columns";
export * from "./content/favorites";
export * from "./content/help";
export * from "./content/news-dispense";
export * from "./content/news-lists";
export * from "./content/news-ops";
export * from "./content/news-read";
export * from "./content/news-write";
export * from "./content/publishing";
export {
  CONTENT_KIND_NAMES,
  contentPath,
  type ReadHistoryItem,
  type ReadKind,
  type ReadNote,
  readHistoryPaged,
  recordReadHistory,
} from "./content/read-history";
export * from "./content/recruit";
export * from "./content/stats";
export * from "./content/study-read";
export * from "./content/study-relations";
export * from "./content/study-write";
export * from "./context";
export * from "./crawl";
export * from "./demo/accounts";
export * from "./demo/cover-art";
export * from "./demo/seed";
export * from "./demo/tender-seed";
export * from "./demo/tender-volume";
export * from "./demo/video-seed";
export * from "./disk-full";
export * from "./downloads";
export * from "./errors";
export * from "./events/events";
export * from "./fields";
export * from "./http";
export * from "./jobs/bullmq-queue";
export * from "./jobs/lanes";
export * from "./jobs/memory-queue";
export * from "./jobs/queue";
export * from "./jobs/timers";
export * from "./learning";
export * from "./media";
export * from "./notify/aliyun-sms";
export type { MailMessage, MailProvider, Notifier, SmsMessage, SmsProvider } from "./notify/notifier";
export * from "./notify/outbox";
export * from "./notify/smtp";
export * from "./notify/tencent-sms";
export * from "./org";
export * from "./paging";
export { type PointChange, type PointEntryView, pointBalance, pointEntriesPaged } from "./points/ledger";
export { PLANS, type PlanCode, type PlanDefinition, type PlanState, planState, userPlan } from "./points/plans";
export { openQuota, QUOTA_KINDS, type QuotaKind, type QuotaState, quotaResidue, spendQuota } from "./points/quota";
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
} from "./points/rules";
export {
  type EarningProgress,
  earningProgress,
  type SignResult,
  type StreakState,
  signDay,
  signDaysOfMonth,
  signStreak,
} from "./points/sign-in";
export { spendQuotaOrPoints } from "./points/spend";
export * from "./sanitize";
export type { SearchDoc, SearchType } from "./search/entries";
export * from "./search/search";
export * from "./seo/page-info";
export * from "./seo/sitemap";
export * from "./seo/template";
export * from "./site/footer";
export * from "./site/settings";
export { countsBy, countWhere } from "./sql";
export * from "./storage";
export * from "./subscriptions";
export * from "./tender";
export * as throttle from "./throttle/throttle";
export { memoryThrottleStore, redisThrottleStore, type ThrottleStore } from "./throttle/throttle";
export * from "./transaction";
