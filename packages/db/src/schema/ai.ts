import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** One input of a writing tool, as its form shows it. */
export interface AiToolInput {
  key: string;
  label: string;
  /** text: one line; textarea: several; select: one of `options`. */
  type: "text" | "textarea" | "select";
  required: boolean;
  maxLength: number;
  placeholder?: string;
  options?: string[];
}

/**
 * A writing tool of the catalogue (issue 13). Staff edit its prompt: `systemPrompt` is sent as the
 * system message unchanged; `userTemplate` names inputs as {{key}} and is filled with the user's
 * values, which stay data (see ai/prompt.ts), never instructions.
 */
export const aiTools = pgTable("ai_tools", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  summary: text("summary").notNull(),
  inputs: jsonb("inputs").$type<AiToolInput[]>().notNull(),
  systemPrompt: text("system_prompt").notNull(),
  userTemplate: text("user_template").notNull(),
  maxTokens: integer("max_tokens").notNull().default(2000),
  sort: integer("sort").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * What a user wrote with a tool: the inputs and the output (sanitised HTML), saved as it streams.
 * writing → done | stopped (cancelled or cut off, the text so far kept) | failed.
 */
export const aiWritings = pgTable(
  "ai_writings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    toolId: uuid("tool_id").notNull(),
    title: text("title").notNull(),
    inputs: jsonb("inputs").$type<Record<string, string>>().notNull(),
    markdown: text("markdown").notNull().default(""),
    html: text("html").notNull().default(""),
    status: text("status").notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("ai_writings_user_idx").on(t.userId, t.createdAt)],
);

/** One section of a paper's outline: its heading and what it should cover. */
export interface AiOutlineItem {
  title: string;
  brief: string;
}

/**
 * An AI paper: outline (editable) → writing (section by section) → done. `paid` is set when its
 * writing was charged, so continuing after an interruption costs nothing more.
 */
export const aiPapers = pgTable(
  "ai_papers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    title: text("title").notNull(),
    discipline: text("discipline").notNull(),
    /** Target length in Chinese characters. */
    length: integer("length").notNull(),
    keywords: text("keywords").notNull().default(""),
    abstract: text("abstract").notNull().default(""),
    status: text("status").notNull(),
    paid: boolean("paid").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("ai_papers_user_idx").on(t.userId, t.updatedAt)],
);

/** A section of a paper: empty → writing → done (or stopped / failed); `html` is sanitised. */
export const aiPaperSections = pgTable(
  "ai_paper_sections",
  {
    paperId: uuid("paper_id").notNull(),
    idx: integer("idx").notNull(),
    title: text("title").notNull(),
    brief: text("brief").notNull().default(""),
    markdown: text("markdown").notNull().default(""),
    html: text("html").notNull().default(""),
    status: text("status").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.idx] })],
);

/** Token accounting: one row per model call, whoever paid for it and how. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id"),
    /** tool | outline | section */
    feature: text("feature").notNull(),
    refId: text("ref_id"),
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull(),
    completionTokens: integer("completion_tokens").notNull(),
    /** true when the provider sent no usage and the figures were estimated from the text. */
    estimated: boolean("estimated").notNull().default(false),
    /** quota | points | free */
    paidWith: text("paid_with").notNull(),
    /** ok | stopped | failed */
    outcome: text("outcome").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("ai_usage_user_idx").on(t.userId, t.createdAt)],
);
