import { date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { publication } from "./publishing";

/** Product pages (/product/{id}). */
export const products = pgTable("products", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  slogan: text("slogan"),
  summary: text("summary").notNull().default(""),
  /** Feature bullet list shown on the product overview. */
  features: text("features").array().notNull().default([]),
  content: text("content").notNull().default(""),
  /** Cover image (an upload or a generated illustration), shown in lists at a fixed size. */
  coverUrl: text("cover_url"),
  sort: integer("sort").notNull().default(0),
  ...publication(),
});

/** Changelog entries (/product/log). */
export const productLogs = pgTable(
  "product_logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    version: text("version").notNull(),
    releaseDate: date("release_date").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    ...publication(),
  },
  (t) => [index("product_logs_date_idx").on(t.releaseDate)],
);

/** Solutions per project type (SPEC §3 project types: ROAD, SUBWAY …). */
export const solutions = pgTable(
  "solutions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectType: text("project_type").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    content: text("content").notNull().default(""),
    coverUrl: text("cover_url"),
    sort: integer("sort").notNull().default(0),
    ...publication(),
  },
  (t) => [index("solutions_type_idx").on(t.projectType, t.sort)],
);
