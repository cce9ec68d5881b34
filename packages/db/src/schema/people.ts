import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";

/**
 * 阅读历史 (issue 10): what a signed-in user read — a news article (kind NEWS) or a standard, policy
 * or paper (NORMAL, POLICY, PAPER; item_id is then a study_docs id). One row per item and China day,
 * so reloading a page all day adds nothing; read_at is the latest read of that day.
 */
export const readHistory = pgTable(
  "read_history",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    day: date("day").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId, t.day] }), index("read_history_user_idx").on(t.userId, t.readAt)],
);
