import { date, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** User agreement and privacy policy (kind "service" / "privacy"): one current version each. */
export const agreements = pgTable("agreements", {
  kind: text("kind").primaryKey(),
  title: text("title").notNull(),
  version: text("version").notNull(),
  effectiveDate: date("effective_date").notNull(),
  content: text("content").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
