export { type Inventory, inventory, PROCESS_FILES, type RunSql } from "./backup";
export * from "./client";
export * as schema from "./schema";
export type { AiOutlineItem, AiToolInput } from "./schema/ai";
export type { DeliveryChannels, DeliveryItem, SubscriptionCriteria, WebhookKind } from "./schema/subscription";
