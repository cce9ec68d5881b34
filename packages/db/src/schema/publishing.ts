import { text, timestamp } from "drizzle-orm/pg-core";

/**
 * Publication columns shared by every kind of authored content. A row is public when its state
 * is PUBLISHED and publish_at has passed, so "schedule" is just PUBLISHED with a future publish_at
 * and needs no job to flip it.
 */
export const publication = () => ({
  state: text("state").notNull().default("DRAFT"),
  publishAt: timestamp("publish_at", { withTimezone: true }),
  creatorId: text("creator_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
