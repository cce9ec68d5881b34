import { type AnyPgColumn, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { publication } from "./publishing";

export const helpDirs = pgTable("help_dirs", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer("parent_id").references((): AnyPgColumn => helpDirs.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

/**
 * Help documents. res_number is the stable number support staff quote on the phone
 * (/help/num/{resNumber}); share_id an unguessable id for links handed to customers (/help/share/{shareId}).
 */
export const helpDocs = pgTable(
  "help_docs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    dirId: integer("dir_id").references(() => helpDirs.id, { onDelete: "set null" }),
    resNumber: text("res_number").notNull().unique(),
    shareId: text("share_id").notNull().unique(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    readCount: integer("read_count").notNull().default(0),
    ...publication(),
  },
  (t) => [index("help_docs_dir_idx").on(t.dirId, t.sort)],
);
