import { type AnyPgColumn, bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";

/** Folders of downloadable documents (资料): a tree, ordered by `sort`. */
export const downloadDirs = pgTable(
  "download_dirs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => downloadDirs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("download_dirs_parent_idx").on(t.parentId, t.sort)],
);

/** A downloadable document; the file lives in the storage under `file_key` (issue 11). */
export const downloads = pgTable(
  "downloads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    dirId: integer("dir_id").references(() => downloadDirs.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    /** UNKNOWN | XLSX | DOCX | PDF | PPT (SPEC §3 file types) */
    fileType: text("file_type").notNull().default("UNKNOWN"),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull().default(0),
    downloadCount: integer("download_count").notNull().default(0),
    /** published | hidden */
    state: text("state").notNull().default("published"),
    publishedOn: date("published_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("downloads_dir_idx").on(t.dirId, t.publishedOn), index("downloads_count_idx").on(t.downloadCount)],
);

/** Who downloaded what on which China day: the day's second download of a file costs nothing. */
export const downloadLogs = pgTable(
  "download_logs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    downloadId: integer("download_id")
      .notNull()
      .references(() => downloads.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.downloadId, t.day] }), index("download_logs_user_idx").on(t.userId, t.createdAt)],
);
