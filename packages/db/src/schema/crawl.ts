import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Where tender notices are read from, configured by staff (core/crawl/sources.ts checks `config`
 * per kind): FEED (RSS / Atom), JSON (an API with a field mapping), HTML (a list page with CSS
 * selectors and paging, then each notice's detail page).
 */
export const crawlSources = pgTable("crawl_sources", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  kind: text("kind").notNull(),
  /** The feed, API or first list page. */
  url: text("url").notNull(),
  /** The publishing site as readers should see it, e.g. 宜昌市公共资源交易中心. */
  siteName: text("site_name"),
  config: jsonb("config").notNull().default({}),
  intervalMinutes: integer("interval_minutes").notNull().default(60),
  /** Least gap between two requests to the source's host, in milliseconds. */
  hostDelayMs: integer("host_delay_ms").notNull().default(2000),
  maxPages: integer("max_pages").notNull().default(5),
  enabled: boolean("enabled").notNull().default(true),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One run of a source, for the console's monitoring: what was new, seen before or failed, and why. */
export const crawlRuns = pgTable(
  "crawl_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sourceId: integer("source_id")
      .notNull()
      .references(() => crawlSources.id, { onDelete: "cascade" }),
    /** SCHEDULE | MANUAL */
    trigger: text("trigger").notNull(),
    /** RUNNING | OK (no failures) | PARTIAL (some failed) | FAILED (nothing could be read) */
    status: text("status").notNull().default("RUNNING"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    pages: integer("pages").notNull().default(0),
    created: integer("created").notNull().default(0),
    duplicates: integer("duplicates").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    errors: text("errors"),
  },
  (t) => [index("crawl_runs_source_idx").on(t.sourceId, t.startedAt)],
);

/**
 * Every URL the crawler has read: list pages and feeds keep their validators for conditional GET;
 * notice pages are remembered once handed to the store (DONE) so the next run skips them, or as
 * FAILED / BLOCKED with the number of tries.
 */
export const crawlUrls = pgTable(
  "crawl_urls",
  {
    url: text("url").primaryKey(),
    sourceId: integer("source_id").references(() => crawlSources.id, { onDelete: "set null" }),
    /** LIST | NOTICE */
    role: text("role").notNull(),
    /** DONE | FAILED | BLOCKED (robots.txt) | SEEN (a list page) */
    status: text("status").notNull(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    tries: integer("tries").notNull().default(0),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("crawl_urls_source_idx").on(t.sourceId)],
);
