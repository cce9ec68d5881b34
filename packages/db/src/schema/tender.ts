import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Tender information (issue 9) lives in tables of its own: a million announcements must not pass
 * through the shared search_entries table or its cache invalidation. Design: docs/adr/0011.
 */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** An extracted field with the sentence it came from (shown on hover) and how sure the rule is. */
export interface TenderFieldValue {
  value: unknown;
  evidence: string;
  confidence: number;
  /** "llm": filled by the language model where the rules found nothing (ADR 0013); absent: the rules. */
  source?: "llm";
}

/** A staff correction: wins over the extractor, and a re-extraction never overwrites it. */
/**
 * An attachment of a notice: its name and address at the source, and our copy of it. `mirror` is
 * pending until the mirror job fetched it (done: `key` in the file storage), refused or failed it
 * (failed: `error` says why, in Chinese), or skipped it (a reserved demo host that never resolves).
 */
export interface TenderAttachment {
  name: string;
  url: string;
  mirror?: "pending" | "done" | "failed" | "skipped";
  key?: string;
  size?: number;
  /** The type read from the file's first bytes: pdf, docx, xls, zip, rar, jpg … */
  type?: string;
  error?: string;
}

export interface TenderCorrection {
  value: unknown;
  by: string;
  at: string;
}

/** Buyers, agencies, winners and candidates; `norm_name` merges the spellings of one name. */
export const tenderOrgs = pgTable(
  "tender_orgs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    normName: text("norm_name").notNull(),
    /** Every spelling seen (full-width brackets, 有限责任公司 …), the first one is `name`. */
    aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
    buyerCount: integer("buyer_count").notNull().default(0),
    agencyCount: integer("agency_count").notNull().default(0),
    winCount: integer("win_count").notNull().default(0),
    candidateCount: integer("candidate_count").notNull().default(0),
    /**
     * Set when staff merged this row into another (name variants of one organisation). The row
     * stays so its spelling keeps mapping to the survivor and its old address can redirect there;
     * it always points at a row that is not merged itself (chains are flattened on merge).
     */
    mergedInto: integer("merged_into").references((): AnyPgColumn => tenderOrgs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tender_orgs_norm_uq").on(t.normName), index("tender_orgs_merged_idx").on(t.mergedInto)],
);

/** One procurement across its stages: linked by project code, else normalised name + buyer. */
export const tenderProjects = pgTable(
  "tender_projects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** "code:<code>" or "name:<normalised name>|<buyer org id>". */
    linkKey: text("link_key").notNull(),
    projectCode: text("project_code"),
    name: text("name").notNull(),
    buyerOrgId: integer("buyer_org_id").references(() => tenderOrgs.id, { onDelete: "set null" }),
    province: text("province"),
    city: text("city"),
    firstPublishedOn: date("first_published_on"),
    lastPublishedOn: date("last_published_on"),
    announcementCount: integer("announcement_count").notNull().default(0),
  },
  (t) => [uniqueIndex("tender_projects_key_uq").on(t.linkKey), index("tender_projects_buyer_idx").on(t.buyerOrgId)],
);

export const tenderAnnouncements = pgTable(
  "tender_announcements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id").references(() => tenderProjects.id, { onDelete: "set null" }),
    /** TENDER_CATEGORIES key of packages/contract. */
    category: text("category").notNull().default("ENGINEERING"),
    /** ENGINEERING_STAGES code: 0100 0102 0103 0104 0105 0106 0107. */
    stage: text("stage"),
    projectType: text("project_type").notNull().default("COMMON"),
    partyType: text("party_type").notNull().default("COMMON"),
    /** GB/T 2260 codes of the deepest division stated: 420000, 420500, 420506. */
    province: text("province"),
    city: text("city"),
    district: text("district"),
    title: text("title").notNull(),
    buyerOrgId: integer("buyer_org_id").references(() => tenderOrgs.id, { onDelete: "set null" }),
    agencyOrgId: integer("agency_org_id").references(() => tenderOrgs.id, { onDelete: "set null" }),
    winnerOrgId: integer("winner_org_id").references(() => tenderOrgs.id, { onDelete: "set null" }),
    budgetYuan: numeric("budget_yuan", { precision: 18, scale: 2, mode: "number" }),
    maxPriceYuan: numeric("max_price_yuan", { precision: 18, scale: 2, mode: "number" }),
    winAmountYuan: numeric("win_amount_yuan", { precision: 18, scale: 2, mode: "number" }),
    /** Winning amount / maximum price, e.g. 0.9312. */
    discountRate: numeric("discount_rate", { precision: 8, scale: 4, mode: "number" }),
    /** "YYYY-MM-DD HH:MM" or "YYYY-MM-DD" as stated (China time); sorts as text. */
    registrationDeadline: text("registration_deadline"),
    bidDeadline: text("bid_deadline"),
    openTime: text("open_time"),
    openPlace: text("open_place"),
    projectCode: text("project_code"),
    projectName: text("project_name"),
    sourceSite: text("source_site"),
    sourceUrl: text("source_url").notNull(),
    publishedOn: date("published_on").notNull(),
    /** As published, with the state of our stored copy of each (core/tender/attachment-mirror.ts). */
    attachments: jsonb("attachments").$type<TenderAttachment[]>().notNull().default([]),
    text: text("text").notNull(),
    /** md5 of title + text: a re-sent notice with the same content is a duplicate, not an update. */
    contentHash: text("content_hash").notNull(),
    fields: jsonb("fields").$type<Record<string, TenderFieldValue>>().notNull().default({}),
    corrections: jsonb("corrections").$type<Record<string, TenderCorrection>>().notNull().default({}),
    /** Candidates and winners as extracted: [{ name, rank?, amount_yuan?, orgId }]. */
    candidates: jsonb("candidates").$type<{ name: string; rank?: number; amount_yuan?: number; orgId?: number }[]>(),
    /** Lexemes as given (array_to_tsvector): jieba words, t:/b:/w: scoped words, facet tokens. */
    tsv: tsvector("tsv").notNull(),
    /**
     * 64-bit SimHash of the jieba words, and its four 16-bit bands for the near-duplicate lookup
     * (indexed with stage and date: a repost is looked for among notices of the same stage
     * published within 7 days, so the lookup does not grow with the years stored).
     */
    simhash: bigint("simhash", { mode: "bigint" }).notNull(),
    sh0: integer("sh0").notNull(),
    sh1: integer("sh1").notNull(),
    sh2: integer("sh2").notNull(),
    sh3: integer("sh3").notNull(),
    /** "published", or "withdrawn" by staff: hidden from every public page, list and count. */
    state: text("state").notNull().default("published"),
    /**
     * EXTRACTOR_VERSION (packages/text) of the rules that produced `fields`; older rows are
     * re-extracted in the background (core/tender/reextract.ts). The default 1 stands for every
     * row stored before the version was recorded, and for rows a previous release still writes
     * during a rolling deploy, so both are re-extracted.
     */
    extractorVersion: integer("extractor_version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tender_ann_url_uq").on(t.sourceUrl),
    index("tender_ann_date_idx").on(t.publishedOn, t.id),
    index("tender_ann_province_idx").on(t.province, t.publishedOn, t.id),
    index("tender_ann_city_idx").on(t.city, t.publishedOn, t.id),
    index("tender_ann_stage_idx").on(t.stage, t.publishedOn, t.id),
    index("tender_ann_tsv_idx").using("gin", t.tsv),
    index("tender_ann_project_idx").on(t.projectId, t.publishedOn),
    index("tender_ann_buyer_idx").on(t.buyerOrgId, t.publishedOn),
    index("tender_ann_agency_idx").on(t.agencyOrgId, t.publishedOn),
    index("tender_ann_winner_idx").on(t.winnerOrgId, t.publishedOn),
    index("tender_ann_sh0_idx").on(t.sh0, t.stage, t.publishedOn),
    index("tender_ann_sh1_idx").on(t.sh1, t.stage, t.publishedOn),
    index("tender_ann_sh2_idx").on(t.sh2, t.stage, t.publishedOn),
    index("tender_ann_sh3_idx").on(t.sh3, t.stage, t.publishedOn),
    // 今日新增 and the last 7 days' delays (core/tender/coverage.ts) read the newest stored rows only.
    index("tender_ann_created_idx").on(t.createdAt),
    // The console's list of withdrawn notices: few rows, so a partial index finds them at once.
    index("tender_ann_withdrawn_idx").on(t.publishedOn, t.id).where(sql`state = 'withdrawn'`),
  ],
);

/** Candidates and winners, one row each, so an organisation page can list what it bid and won. */
export const tenderCandidates = pgTable(
  "tender_candidates",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => tenderOrgs.id, { onDelete: "cascade" }),
    rank: integer("rank"),
    amountYuan: numeric("amount_yuan", { precision: 18, scale: 2, mode: "number" }),
    isWinner: integer("is_winner").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.orgId] }), index("tender_candidates_org_idx").on(t.orgId)],
);

/**
 * How many published announcements contain each lexeme (words and facet tokens); the search
 * planner routes a query by it. The row "#docs" holds the number of announcements.
 */
export const tenderTokenDf = pgTable("tender_token_df", {
  token: text("token").primaryKey(),
  df: integer("df").notNull().default(0),
});

/** A signed-in user's likes and favourites on announcements (op: "praise" | "favorite"). */
export const tenderUserOps = pgTable(
  "tender_user_ops",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    op: text("op").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tender_user_ops_uq").on(t.announcementId, t.userId, t.op),
    index("tender_user_ops_user_idx").on(t.userId, t.op, t.createdAt),
  ],
);

/** Organisations a user follows (SPEC /ai/userBidOrg): their new announcements make a list of their own. */
export const tenderUserOrgs = pgTable(
  "tender_user_orgs",
  {
    userId: text("user_id").notNull(),
    orgId: integer("org_id")
      .notNull()
      .references(() => tenderOrgs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] }), index("tender_user_orgs_org_idx").on(t.orgId)],
);

/**
 * Announcements waiting for the language model to fill fields the rules missed (ADR 0013): one row
 * per announcement and text version, so the work survives restarts and a bulk load queues no jobs.
 * `attempts` counts calls begun; `next_at` is when it may be tried (again), null once given up.
 */
export const tenderLlmFills = pgTable(
  "tender_llm_fills",
  {
    announcementId: integer("announcement_id")
      .primaryKey()
      .references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    contentHash: text("content_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAt: timestamp("next_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tender_llm_fills_next_idx").on(t.nextAt)],
);

/**
 * One pass of re-extraction to a new extractor version: its progress and what changed, for the
 * console. Each batch updates its run in the same transaction as the notices it re-extracted, so
 * the record and the rows never disagree. `last_id` is where the pass has got to (ordered by id):
 * notices it could not re-extract are counted in `failed` and left behind, not retried forever.
 * At most one unfinished run per version, so two processes starting together share one.
 */
export const tenderReextractRuns = pgTable(
  "tender_reextract_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The oldest version found when the run began; `to_version` is the one it brings them to. */
    fromVersion: integer("from_version").notNull(),
    toVersion: integer("to_version").notNull(),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** Per field key, how many notices got a different value; `changed_notices` counts notices with any. */
    changed: jsonb("changed").$type<Record<string, number>>().notNull().default({}),
    changedNotices: integer("changed_notices").notNull().default(0),
    lastId: integer("last_id").notNull().default(0),
    lastError: text("last_error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** Set at each batch: an unfinished run not touched for a while has stopped (its process went away). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("tender_reextract_runs_open_uq").on(t.toVersion).where(sql`finished_at IS NULL`)],
);

/**
 * The statistics page's figures as last computed (ADR 0036): at a million notices the grouped
 * counts and 下浮率 quartiles take seconds, so the page reads this row and a stale one is refreshed
 * in the background; `version` says which data it was computed on.
 */
export const tenderStatsSnapshots = pgTable("tender_stats_snapshots", {
  key: text("key").primaryKey(),
  data: jsonb("data").notNull(),
  version: text("version").notNull(),
  computeMs: integer("compute_ms").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
});

/**
 * Where else a stored notice was published (issue 33 item 6): a near-duplicate from another site is
 * not stored twice; its address is kept here, beside the notice it repeats.
 */
export const tenderAlsoPublished = pgTable(
  "tender_also_published",
  {
    sourceUrl: text("source_url").primaryKey(),
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    sourceSite: text("source_site"),
    publishedOn: date("published_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("tender_also_published_ann_idx").on(t.announcementId)],
);
