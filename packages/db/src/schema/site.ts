import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Site-wide settings edited by staff: one row per key, JSON value (see core/site/settings.ts for the keys). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Title / keywords / description templates per page name (SPEC §1 "page-info record").
 * Placeholders such as {title} or {columnName} are filled at render time; an empty result falls back
 * to the site defaults.
 */
export const pageInfos = pgTable("page_infos", {
  name: text("name").primaryKey(),
  title: text("title").notNull(),
  keyword: text("keyword"),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Footer and agreement links, ordered by `sort`. */
export const footerLinks = pgTable("footer_links", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  groupName: text("group_name").notNull(),
  label: text("label").notNull(),
  href: text("href").notNull(),
  sort: integer("sort").notNull().default(0),
});
