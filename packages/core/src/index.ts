export * from "./access";
export * from "./account/invite";
export * from "./account/profile";
export * from "./account/recovery";
export * from "./account/register";
export * from "./account/security";
export * from "./account/upgrade";
export * from "./admin";
export * from "./ai";
export * from "./analytics";
export * from "./audit";
export * from "./auth/accounts";
export * from "./auth/captcha";
export * from "./auth/codes";
// Named lists leave out the helpers only their own domain calls (issue 31: what the root exports checks
// its caller, or is public by nature; scripts/writers.test.ts).
export {
  type ClientInfo,
  type LoginMethod,
  type LoginResult,
  MFA_TTL_MS,
  type SecondFactorChannel,
  startSession,
} from "./auth/complete-login";
export * from "./auth/current-user";
export * from "./auth/double-auth";
export * from "./auth/exchange";
export { forgetDevices, REMEMBER_DEVICE_DAYS, rememberDevice } from "./auth/known-devices";
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
export * from "./auth/sessions";
export { consumeTicket, issueTicket, peekTicket, type Ticket, type TicketKind } from "./auth/tickets";
export * from "./auth/tokens";
export * from "./auth/totp";
export * from "./cache";
export * from "./chat";
export * from "./china-time";
export * from "./commerce";
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
export * from "./notify/notifier";
export * from "./notify/outbox";
export * from "./notify/smtp";
export * from "./notify/tencent-sms";
export * from "./org";
export * from "./paging";
export * from "./points";
export * from "./sanitize";
export * from "./search/entries";
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
