import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One page a visitor left (SPEC §7 page-leave statistics), written in batches. `visitor` is a hash of
 * the browser's persistent id, never the id itself; the path has no query string (it may hold codes).
 * Raw rows are kept for the retention the site settings name, then deleted (issue 12).
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: date("day").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    path: text("path").notNull(),
    visitor: text("visitor").notNull(),
    userId: uuid("user_id"),
    /** The referring site's host, or 直接访问; 站内 for a page reached from another of ours. */
    source: text("source").notNull(),
    /** How long the page was open, when the browser said (0 otherwise). */
    spentMs: integer("spent_ms").notNull().default(0),
  },
  (t) => [index("page_views_day_idx").on(t.day), index("page_views_at_idx").on(t.at)],
);

/** Reading time of one article, document or notice (SPEC §7 traceArticle), written in batches. */
export const articleTimes = pgTable(
  "article_times",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: date("day").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** NEWS, NORMAL, POLICY, PAPER, VIDEO, TENDER … (the page's kind) */
    artType: text("art_type").notNull(),
    artId: integer("art_id").notNull(),
    artTitle: text("art_title").notNull(),
    visitor: text("visitor").notNull(),
    spentSec: integer("spent_sec").notNull(),
  },
  (t) => [index("article_times_day_idx").on(t.day), index("article_times_at_idx").on(t.at)],
);
