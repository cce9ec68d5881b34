import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { newsDirs } from "./content";
import { publication } from "./publishing";
import { studyDocs } from "./study";

/** SPEC §3 "News article detail". content is HTML sanitized on write (core/content/sanitize.ts). */
export const newsArticles = pgTable(
  "news_articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    dirId: integer("dir_id")
      .notNull()
      .references(() => newsDirs.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    viceTitle: text("vice_title"),
    memo: text("memo"),
    content: text("content").notNull().default(""),
    coverUrl: text("cover_url"),
    /** Free display properties (source, author …). */
    props: jsonb("props").$type<Record<string, string>>().notNull().default({}),
    seoTitle: text("seo_title"),
    seoKeyword: text("seo_keyword"),
    seoDesc: text("seo_desc"),
    /** Home page placement: carousel banner and the hot list. */
    isBanner: boolean("is_banner").notNull().default(false),
    isHot: boolean("is_hot").notNull().default(false),
    readCount: integer("read_count").notNull().default(0),
    praiseCount: integer("praise_count").notNull().default(0),
    criticCount: integer("critic_count").notNull().default(0),
    favoriteCount: integer("favorite_count").notNull().default(0),
    ...publication(),
  },
  (t) => [
    index("news_articles_dir_idx").on(t.dirId, t.publishAt),
    index("news_articles_public_idx").on(t.state, t.publishAt),
    index("news_articles_read_idx").on(t.readCount),
  ],
);

export const newsTags = pgTable("news_tags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const newsArticleTags = pgTable(
  "news_article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => newsTags.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index("news_article_tags_tag_idx").on(t.tagId)],
);

/** Study materials an article links to (SPEC §3 detail "docs"). */
export const newsArticleDocs = pgTable(
  "news_article_docs",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    docId: integer("doc_id")
      .notNull()
      .references(() => studyDocs.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.docId] })],
);

/**
 * One row per article, visitor and China-time day: the read counter goes up only when the insert
 * succeeds, so reloading a page does not inflate it. visitor is a hash, never the raw IP.
 */
export const newsReads = pgTable(
  "news_reads",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.visitor, t.day] }), index("news_reads_day_idx").on(t.day)],
);

/**
 * Likes and favourites of logged-in users. user_id has no foreign key yet: the users table comes
 * with the accounts work, which adds it.
 */
export const newsUserOps = pgTable(
  "news_user_ops",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    op: text("op").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("news_user_ops_uq").on(t.articleId, t.userId, t.op), index("news_user_ops_user_idx").on(t.userId, t.op, t.createdAt)],
);
