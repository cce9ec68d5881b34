import { type AnyPgColumn, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { publication } from "./publishing";

/** Category trees of the study materials, one per type (NORMAL standard, POLICY, PAPER). */
export const studyCats = pgTable(
  "study_cats",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => studyCats.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("study_cats_type_idx").on(t.type, t.parentId, t.sort)],
);

/**
 * Standards, policies and papers. The standard-only fields (code, issuer, dates, status,
 * replaced_by) stay null for the other types; unknown facts stay null and show as "—".
 */
export const studyDocs = pgTable(
  "study_docs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    catId: integer("cat_id").references(() => studyCats.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    code: text("code"),
    issuer: text("issuer"),
    issueDate: date("issue_date"),
    effectiveDate: date("effective_date"),
    /** 现行 / 废止 / 即将实施 for standards, 现行有效 / 已废止 … for policies; null when unknown. */
    status: text("status"),
    /** Code of the document that replaces this one. */
    replacedBy: text("replaced_by"),
    edition: text("edition"),
    memo: text("memo"),
    content: text("content").notNull().default(""),
    /** Full text and attachments only for logged-in users (doc/checkLogin). */
    needLogin: boolean("need_login").notNull().default(false),
    readCount: integer("read_count").notNull().default(0),
    ...publication(),
  },
  (t) => [index("study_docs_type_idx").on(t.type, t.catId, t.publishAt), index("study_docs_code_idx").on(t.code)],
);

/**
 * Favourites of logged-in users on standards, policies and papers (news has its own table). The
 * personal center lists them next to favourite articles, newest first.
 */
export const studyUserOps = pgTable(
  "study_user_ops",
  {
    docId: integer("doc_id")
      .notNull()
      .references(() => studyDocs.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    op: text("op").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("study_user_ops_uq").on(t.docId, t.userId, t.op), index("study_user_ops_user_idx").on(t.userId, t.op, t.createdAt)],
);
