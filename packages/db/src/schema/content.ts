import { type AnyPgColumn, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * News and topic columns (SPEC §3 "News column" / "News directory"): a tree by parent_id.
 * biz_type separates ordinary news columns (NEWS) from topic columns (TOPIC); doc_type is the
 * content kind of SPEC §3 (NEWS or KNOW).
 */
export const newsDirs = pgTable(
  "news_dirs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => newsDirs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    bizType: text("biz_type").notNull(),
    docType: text("doc_type").notNull().default("NEWS"),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_dirs_parent_idx").on(t.parentId, t.sort)],
);
