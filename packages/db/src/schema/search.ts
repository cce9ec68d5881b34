import { customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * One row per public item of every content type (news, standards, policies, papers, help …),
 * written by the content services when an item is published and removed when it is withdrawn.
 * tsv is to_tsvector('simple', jieba-segmented text): PostgreSQL does the matching and ranking,
 * jieba the Chinese word boundaries (DESIGN §2).
 */
export const searchEntries = pgTable(
  "search_entries",
  {
    type: text("type").notNull(),
    refId: integer("ref_id").notNull(),
    title: text("title").notNull(),
    /** Plain text (first few thousand characters) used for snippets. */
    body: text("body").notNull().default(""),
    path: text("path").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    tsv: tsvector("tsv").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.refId] }),
    index("search_entries_tsv_idx").using("gin", t.tsv),
    index("search_entries_date_idx").on(t.publishedAt),
  ],
);
