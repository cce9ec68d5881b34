import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A visitor of the customer-service chat (SPEC §7 guest/create): where they came from. */
export const chatGuests = pgTable("chat_guests", {
  id: uuid("id").primaryKey().defaultRandom(),
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
