export { checkWebhookUrl, criteriaWhere, parseChannels, parseCriteria, type SubscriptionInput } from "./criteria";
export { DELIVER_JOB, DELIVER_SCHEDULE, DELIVERY_ATTEMPTS, type DeliverOptions, runDeliveries, wakeDeliveries } from "./deliver";
export { calendarFeed, calendarPath, calendarToken, subscriptionFeed, upcomingDeadlines } from "./feeds";
export { ensureFollowSubscription, FOLLOWS_NAME } from "./follows";
export { MATCH_SCHEDULE, nextDigestAt, RENEWAL_JOB, RENEWAL_SCHEDULE, runMatching, runRenewalMatching } from "./match";
export { type IndexedSubscription, MatchIndex, type MatchTarget } from "./match-index";
export {
  deliveriesPaged,
  MESSAGE_KINDS,
  type MessageView,
  markMessagesRead,
  messagesPaged,
  removeMessages,
  unreadCount,
} from "./messages";
export { REMINDER_JOB, REMINDER_SCHEDULE, runReminders } from "./reminders";
export { dingtalkSign, feishuSign, robotAccepted, robotRequest } from "./robots";
export { DELIVERY_STATES, listDeliveriesForStaff, retryDelivery } from "./staff";
export {
  COUNT_DAYS,
  companySubscriptions,
  countMatching,
  countSubscriptions,
  createSubscription,
  feedPath,
  getSubscription,
  listSubscriptions,
  removeSubscription,
  resetFeedToken,
  type SubscriptionOptions,
  type SubscriptionView,
  subscriptionAllowance,
  subscriptionTendersPaged,
  updateSubscription,
} from "./subscriptions";
