export * from "./client";
export * as schema from "./schema";
export type { DeliveryChannels, DeliveryItem, SubscriptionCriteria, WebhookKind } from "./schema/subscription";
