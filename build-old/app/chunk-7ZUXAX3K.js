import {
  __export
} from "./chunk-PZ5AY32C.js";

// packages/db/src/backup.ts
import { readFileSync } from "node:fs";
import { constants, copyFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
var PROCESS_FILES = /* @__PURE__ */ new Set(["postmaster.pid", "postmaster.opts"]);
async function snapshotPglite(client, dataDir, dest) {
  await client.transaction(async (tx) => {
    await tx.exec("CHECKPOINT");
    await copyTree(dataDir, dest);
  });
}
async function copyTree(from, to) {
  await mkdir(to, { recursive: true, mode: 448 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (PROCESS_FILES.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.isFile()) await copyFile(source, target, constants.COPYFILE_FICLONE);
  }
}
async function inventory(run, migrationsFolder2) {
  const names = await run(
    "select table_schema as s, table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2"
  );
  const tables = {};
  for (const { s, t } of names) {
    const [row] = await run(`select count(*)::text as n from ${quote(s)}.${quote(t)}`);
    tables[`${s}.${t}`] = Number(row.n);
  }
  let lastMigration = null;
  if (tables["drizzle.__drizzle_migrations"]) {
    const [row] = await run("select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1");
    const createdAt = Number(row.at);
    lastMigration = { tag: migrationTag(migrationsFolder2, createdAt) ?? "\u672A\u77E5", createdAt };
  }
  return { tables, lastMigration };
}
function migrationTag(folder, when) {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));
  return journal.entries.find((e) => e.when === when)?.tag;
}
var quote = (name) => `"${name.replaceAll('"', '""')}"`;

// packages/db/src/client.ts
import { mkdirSync } from "node:fs";
import path2 from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";

// packages/db/src/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  agreements: () => agreements,
  aiPaperSections: () => aiPaperSections,
  aiPapers: () => aiPapers,
  aiTools: () => aiTools,
  aiUsage: () => aiUsage,
  aiWritings: () => aiWritings,
  articleTimes: () => articleTimes,
  auditLog: () => auditLog,
  authTickets: () => authTickets,
  calendarTokens: () => calendarTokens,
  chatAgents: () => chatAgents,
  chatConversations: () => chatConversations,
  chatGuests: () => chatGuests,
  chatMessages: () => chatMessages,
  companies: () => companies,
  companyMembers: () => companyMembers,
  crawlRuns: () => crawlRuns,
  crawlSources: () => crawlSources,
  crawlUrls: () => crawlUrls,
  downloadDirs: () => downloadDirs,
  downloadLogs: () => downloadLogs,
  downloads: () => downloads,
  footerLinks: () => footerLinks,
  helpDirs: () => helpDirs,
  helpDocs: () => helpDocs,
  jobs: () => jobs,
  knownDevices: () => knownDevices,
  memberships: () => memberships,
  newsArticleDocs: () => newsArticleDocs,
  newsArticleTags: () => newsArticleTags,
  newsArticles: () => newsArticles,
  newsDirs: () => newsDirs,
  newsReads: () => newsReads,
  newsTags: () => newsTags,
  newsUserOps: () => newsUserOps,
  orders: () => orders,
  outbox: () => outbox,
  pageInfos: () => pageInfos,
  pageViews: () => pageViews,
  pointBalances: () => pointBalances,
  pointEntries: () => pointEntries,
  productLogs: () => productLogs,
  products: () => products,
  qrLogins: () => qrLogins,
  quotaUsage: () => quotaUsage,
  readHistory: () => readHistory,
  searchEntries: () => searchEntries,
  sessions: () => sessions,
  signIns: () => signIns,
  siteSettings: () => siteSettings,
  solutions: () => solutions,
  staffRoles: () => staffRoles,
  studyCats: () => studyCats,
  studyDocs: () => studyDocs,
  studyUserOps: () => studyUserOps,
  subscriptionDeliveries: () => subscriptionDeliveries,
  tenderAnnouncements: () => tenderAnnouncements,
  tenderCandidates: () => tenderCandidates,
  tenderLlmFills: () => tenderLlmFills,
  tenderMatchPending: () => tenderMatchPending,
  tenderOrgs: () => tenderOrgs,
  tenderProjects: () => tenderProjects,
  tenderSubMatches: () => tenderSubMatches,
  tenderSubscriptions: () => tenderSubscriptions,
  tenderTokenDf: () => tenderTokenDf,
  tenderUserOps: () => tenderUserOps,
  tenderUserOrgs: () => tenderUserOrgs,
  userIdentities: () => userIdentities,
  userMessages: () => userMessages,
  users: () => users,
  verificationCodes: () => verificationCodes,
  videoCats: () => videoCats,
  videoCourses: () => videoCourses,
  videoFavorites: () => videoFavorites,
  videoLessons: () => videoLessons,
  videoProgress: () => videoProgress,
  videoStars: () => videoStars,
  videoUnlocks: () => videoUnlocks
});

// packages/db/src/schema/account.ts
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
var users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phone: text("phone").unique(),
    email: text("email").unique(),
    /** Login name of organisation accounts (机构账号), which log in with company code + name. */
    username: text("username").unique(),
    /** Organisation accounts: their company, and the phone that may recover them (one phone, several accounts). */
    companyId: uuid("company_id"),
    recoveryPhone: text("recovery_phone"),
    /** Short code others register with (/invite?code=…); who invited this user. */
    inviteCode: text("invite_code").unique(),
    invitedBy: uuid("invited_by"),
    passwordHash: text("password_hash"),
    realname: text("realname").notNull().default(""),
    avatarUrl: text("avatar_url"),
    /** active | deleting (cooling-off after a deletion request) | deleted */
    status: text("status").notNull().default("active"),
    /** Start of the 15-day cooling-off; logging in during it cancels the deletion (PIPL). */
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index("users_created_idx").on(t.createdAt),
    index("users_recovery_phone_idx").on(t.recoveryPhone),
    // 邀请好友 lists the people a user invited.
    index("users_invited_by_idx").on(t.invitedBy)
  ]
);
var staffRoles = pgTable(
  "staff_roles",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })]
);
var sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** The company the user acts for in this session (organisation login, switch company). */
    companyId: uuid("company_id"),
    /** How the session was started: pwd, vcode, qr, oauth, org … (shown in the personal center). */
    method: text("method").notNull().default("")
  },
  (t) => [index("sessions_user_idx").on(t.userId)]
);
var auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    detail: jsonb("detail")
  },
  (t) => [index("audit_at_idx").on(t.at), index("audit_actor_idx").on(t.actorId, t.at)]
);

// packages/db/src/schema/agreement.ts
import { date, pgTable as pgTable2, text as text2, timestamp as timestamp2 } from "drizzle-orm/pg-core";
var agreements = pgTable2("agreements", {
  kind: text2("kind").primaryKey(),
  title: text2("title").notNull(),
  version: text2("version").notNull(),
  effectiveDate: date("effective_date").notNull(),
  content: text2("content").notNull(),
  updatedAt: timestamp2("updated_at", { withTimezone: true }).notNull().defaultNow()
});

// packages/db/src/schema/ai.ts
import { bigint as bigint2, boolean, index as index2, integer, jsonb as jsonb2, pgTable as pgTable3, primaryKey as primaryKey2, text as text3, timestamp as timestamp3, uuid as uuid2 } from "drizzle-orm/pg-core";
var aiTools = pgTable3("ai_tools", {
  id: uuid2("id").primaryKey().defaultRandom(),
  slug: text3("slug").notNull().unique(),
  name: text3("name").notNull(),
  category: text3("category").notNull(),
  summary: text3("summary").notNull(),
  inputs: jsonb2("inputs").$type().notNull(),
  systemPrompt: text3("system_prompt").notNull(),
  userTemplate: text3("user_template").notNull(),
  maxTokens: integer("max_tokens").notNull().default(2e3),
  sort: integer("sort").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
  updatedAt: timestamp3("updated_at", { withTimezone: true }).notNull()
});
var aiWritings = pgTable3(
  "ai_writings",
  {
    id: uuid2("id").primaryKey().defaultRandom(),
    userId: uuid2("user_id").notNull(),
    toolId: uuid2("tool_id").notNull(),
    title: text3("title").notNull(),
    inputs: jsonb2("inputs").$type().notNull(),
    markdown: text3("markdown").notNull().default(""),
    html: text3("html").notNull().default(""),
    status: text3("status").notNull(),
    error: text3("error"),
    createdAt: timestamp3("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp3("updated_at", { withTimezone: true }).notNull()
  },
  (t) => [index2("ai_writings_user_idx").on(t.userId, t.createdAt)]
);
var aiPapers = pgTable3(
  "ai_papers",
  {
    id: uuid2("id").primaryKey().defaultRandom(),
    userId: uuid2("user_id").notNull(),
    title: text3("title").notNull(),
    discipline: text3("discipline").notNull(),
    /** Target length in Chinese characters. */
    length: integer("length").notNull(),
    keywords: text3("keywords").notNull().default(""),
    abstract: text3("abstract").notNull().default(""),
    status: text3("status").notNull(),
    paid: boolean("paid").notNull().default(false),
    createdAt: timestamp3("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp3("updated_at", { withTimezone: true }).notNull()
  },
  (t) => [index2("ai_papers_user_idx").on(t.userId, t.updatedAt)]
);
var aiPaperSections = pgTable3(
  "ai_paper_sections",
  {
    paperId: uuid2("paper_id").notNull(),
    idx: integer("idx").notNull(),
    title: text3("title").notNull(),
    brief: text3("brief").notNull().default(""),
    markdown: text3("markdown").notNull().default(""),
    html: text3("html").notNull().default(""),
    status: text3("status").notNull(),
    updatedAt: timestamp3("updated_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey2({ columns: [t.paperId, t.idx] })]
);
var aiUsage = pgTable3(
  "ai_usage",
  {
    id: bigint2("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid2("user_id"),
    /** tool | outline | section */
    feature: text3("feature").notNull(),
    refId: text3("ref_id"),
    model: text3("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull(),
    completionTokens: integer("completion_tokens").notNull(),
    /** true when the provider sent no usage and the figures were estimated from the text. */
    estimated: boolean("estimated").notNull().default(false),
    /** quota | points | free */
    paidWith: text3("paid_with").notNull(),
    /** ok | stopped | failed */
    outcome: text3("outcome").notNull(),
    createdAt: timestamp3("created_at", { withTimezone: true }).notNull()
  },
  (t) => [index2("ai_usage_user_idx").on(t.userId, t.createdAt)]
);

// packages/db/src/schema/analytics.ts
import { bigint as bigint3, date as date2, index as index3, integer as integer2, pgTable as pgTable4, text as text4, timestamp as timestamp4, uuid as uuid3 } from "drizzle-orm/pg-core";
var pageViews = pgTable4(
  "page_views",
  {
    id: bigint3("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: date2("day").notNull(),
    at: timestamp4("at", { withTimezone: true }).notNull(),
    path: text4("path").notNull(),
    visitor: text4("visitor").notNull(),
    userId: uuid3("user_id"),
    /** The referring site's host, or 直接访问; 站内 for a page reached from another of ours. */
    source: text4("source").notNull(),
    /** How long the page was open, when the browser said (0 otherwise). */
    spentMs: integer2("spent_ms").notNull().default(0)
  },
  (t) => [index3("page_views_day_idx").on(t.day), index3("page_views_at_idx").on(t.at)]
);
var articleTimes = pgTable4(
  "article_times",
  {
    id: bigint3("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: date2("day").notNull(),
    at: timestamp4("at", { withTimezone: true }).notNull(),
    /** NEWS, NORMAL, POLICY, PAPER, VIDEO, TENDER … (the page's kind) */
    artType: text4("art_type").notNull(),
    artId: integer2("art_id").notNull(),
    artTitle: text4("art_title").notNull(),
    visitor: text4("visitor").notNull(),
    spentSec: integer2("spent_sec").notNull()
  },
  (t) => [index3("article_times_day_idx").on(t.day), index3("article_times_at_idx").on(t.at)]
);

// packages/db/src/schema/chat.ts
import { bigint as bigint4, index as index4, pgTable as pgTable5, text as text5, timestamp as timestamp5, uuid as uuid4 } from "drizzle-orm/pg-core";
var chatGuests = pgTable5("chat_guests", {
  id: uuid4("id").primaryKey().defaultRandom(),
  source: text5("source").notNull(),
  createdAt: timestamp5("created_at", { withTimezone: true }).notNull().defaultNow()
});
var chatConversations = pgTable5(
  "chat_conversations",
  {
    id: uuid4("id").primaryKey().defaultRandom(),
    guestId: uuid4("guest_id"),
    visitorTokenHash: text5("visitor_token_hash"),
    userId: uuid4("user_id"),
    /** The analytics visitor (hash of the browser id), to show the pages this visitor saw. */
    browser: text5("browser"),
    source: text5("source").notNull(),
    entryPage: text5("entry_page").notNull().default(""),
    status: text5("status").notNull(),
    agentId: uuid4("agent_id"),
    /** Phone or e-mail left with an offline message. */
    contact: text5("contact"),
    createdAt: timestamp5("created_at", { withTimezone: true }).notNull(),
    lastMessageAt: timestamp5("last_message_at", { withTimezone: true }).notNull(),
    firstReplyAt: timestamp5("first_reply_at", { withTimezone: true }),
    closedAt: timestamp5("closed_at", { withTimezone: true }),
    /** The last message id each side has seen (read state). */
    visitorReadId: bigint4("visitor_read_id", { mode: "number" }).notNull().default(0),
    agentReadId: bigint4("agent_read_id", { mode: "number" }).notNull().default(0)
  },
  (t) => [
    index4("chat_conversations_status_idx").on(t.status, t.lastMessageAt),
    index4("chat_conversations_user_idx").on(t.userId),
    index4("chat_conversations_token_idx").on(t.visitorTokenHash),
    index4("chat_conversations_created_idx").on(t.createdAt)
  ]
);
var chatMessages = pgTable5(
  "chat_messages",
  {
    id: bigint4("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid4("conversation_id").notNull(),
    /** visitor | agent | system */
    sender: text5("sender").notNull(),
    agentId: uuid4("agent_id"),
    /** text | image */
    kind: text5("kind").notNull(),
    body: text5("body").notNull(),
    createdAt: timestamp5("created_at", { withTimezone: true }).notNull()
  },
  (t) => [index4("chat_messages_conversation_idx").on(t.conversationId, t.id)]
);
var chatAgents = pgTable5("chat_agents", {
  userId: uuid4("user_id").primaryKey(),
  /** online | away */
  status: text5("status").notNull(),
  seenAt: timestamp5("seen_at", { withTimezone: true }).notNull()
});

// packages/db/src/schema/commerce.ts
import { sql } from "drizzle-orm";
import { check, date as date3, index as index6, integer as integer4, pgTable as pgTable7, text as text7, timestamp as timestamp7, uniqueIndex, uuid as uuid6 } from "drizzle-orm/pg-core";

// packages/db/src/schema/identity.ts
import { boolean as boolean2, index as index5, integer as integer3, jsonb as jsonb3, pgTable as pgTable6, primaryKey as primaryKey3, text as text6, timestamp as timestamp6, uuid as uuid5 } from "drizzle-orm/pg-core";
var verificationCodes = pgTable6(
  "verification_codes",
  {
    id: uuid5("id").primaryKey().defaultRandom(),
    channel: text6("channel").notNull(),
    target: text6("target").notNull(),
    purpose: text6("purpose").notNull(),
    codeHash: text6("code_hash").notNull(),
    createdAt: timestamp6("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp6("expires_at", { withTimezone: true }).notNull(),
    attempts: integer3("attempts").notNull().default(0),
    consumedAt: timestamp6("consumed_at", { withTimezone: true }),
    ip: text6("ip").notNull().default("")
  },
  (t) => [index5("vcodes_target_idx").on(t.target, t.purpose, t.createdAt)]
);
var authTickets = pgTable6(
  "auth_tickets",
  {
    id: uuid5("id").primaryKey().defaultRandom(),
    kind: text6("kind").notNull(),
    tokenHash: text6("token_hash").notNull().unique(),
    userId: uuid5("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb3("data").$type().notNull().default({}),
    attempts: integer3("attempts").notNull().default(0),
    createdAt: timestamp6("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp6("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp6("used_at", { withTimezone: true })
  },
  (t) => [index5("auth_tickets_expires_idx").on(t.expiresAt)]
);
var qrLogins = pgTable6("qr_logins", {
  id: uuid5("id").primaryKey().defaultRandom(),
  pollHash: text6("poll_hash").notNull().unique(),
  scanHash: text6("scan_hash").notNull().unique(),
  /** WAITING | SCANED | LOGINED (confirmed on the phone) | REFUSED; TIMEOUT is derived from expiresAt. */
  state: text6("state").notNull().default("WAITING"),
  userId: uuid5("user_id").references(() => users.id, { onDelete: "cascade" }),
  userAgent: text6("user_agent").notNull().default(""),
  ip: text6("ip").notNull().default(""),
  createdAt: timestamp6("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp6("expires_at", { withTimezone: true }).notNull(),
  consumedAt: timestamp6("consumed_at", { withTimezone: true })
});
var knownDevices = pgTable6(
  "known_devices",
  {
    id: uuid5("id").primaryKey().defaultRandom(),
    userId: uuid5("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text6("token_hash").notNull(),
    userAgent: text6("user_agent").notNull().default(""),
    createdAt: timestamp6("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp6("last_seen_at", { withTimezone: true }).notNull()
  },
  (t) => [index5("known_devices_token_idx").on(t.tokenHash, t.userId)]
);
var userIdentities = pgTable6(
  "user_identities",
  {
    provider: text6("provider").notNull(),
    subject: text6("subject").notNull(),
    userId: uuid5("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    nickname: text6("nickname").notNull().default(""),
    createdAt: timestamp6("created_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey3({ columns: [t.provider, t.subject] }), index5("user_identities_user_idx").on(t.userId)]
);
var companies = pgTable6("companies", {
  id: uuid5("id").primaryKey().defaultRandom(),
  /** Short code typed at organisation login. */
  code: text6("code").notNull().unique(),
  name: text6("name").notNull(),
  createdAt: timestamp6("created_at", { withTimezone: true }).notNull().defaultNow()
});
var companyMembers = pgTable6(
  "company_members",
  {
    companyId: uuid5("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid5("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    isDefault: boolean2("is_default").notNull().default(false),
    /** admin (manages members and the name; the creator is the first) | member. An organisation always keeps one admin. */
    role: text6("role").notNull().default("member"),
    joinedAt: timestamp6("joined_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey3({ columns: [t.companyId, t.userId] }), index5("company_members_user_idx").on(t.userId)]
);
var outbox = pgTable6(
  "outbox",
  {
    id: uuid5("id").primaryKey().defaultRandom(),
    channel: text6("channel").notNull(),
    recipient: text6("recipient").notNull(),
    subject: text6("subject").notNull().default(""),
    body: text6("body").notNull(),
    provider: text6("provider").notNull(),
    /** stored (not delivered) | sent | failed */
    status: text6("status").notNull(),
    error: text6("error"),
    createdAt: timestamp6("created_at", { withTimezone: true }).notNull(),
    meta: jsonb3("meta").$type()
  },
  (t) => [index5("outbox_created_idx").on(t.createdAt)]
);

// packages/db/src/schema/commerce.ts
var orders = pgTable7(
  "orders",
  {
    id: uuid6("id").primaryKey().defaultRandom(),
    orderNo: text7("order_no").notNull(),
    userId: uuid6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** 企业版: the organisation the plan is for (its members share it). */
    companyId: uuid6("company_id").references(() => companies.id, { onDelete: "set null" }),
    plan: text7("plan").notNull(),
    years: integer4("years").notNull().default(1),
    amountFen: integer4("amount_fen").notNull(),
    /** offline | wechat | alipay */
    provider: text7("provider").notNull(),
    status: text7("status").notNull().default("pending"),
    /** The gateway's transaction number, or the staff member's note for a transfer. */
    tradeNo: text7("trade_no"),
    paidAt: timestamp7("paid_at", { withTimezone: true }),
    confirmedBy: uuid6("confirmed_by"),
    createdAt: timestamp7("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp7("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex("orders_no_uq").on(t.orderNo),
    index6("orders_user_idx").on(t.userId, t.createdAt),
    index6("orders_status_idx").on(t.status, t.createdAt),
    check("orders_amount_positive", sql`${t.amountFen} > 0`)
  ]
);
var memberships = pgTable7(
  "memberships",
  {
    id: integer4("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid6("user_id").references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid6("company_id").references(() => companies.id, { onDelete: "cascade" }),
    plan: text7("plan").notNull(),
    startsOn: date3("starts_on").notNull(),
    endsOn: date3("ends_on").notNull(),
    orderId: uuid6("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp7("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex("memberships_order_uq").on(t.orderId),
    index6("memberships_user_idx").on(t.userId, t.endsOn),
    index6("memberships_company_idx").on(t.companyId, t.endsOn),
    check("memberships_holder", sql`(${t.userId} IS NULL) <> (${t.companyId} IS NULL)`)
  ]
);

// packages/db/src/schema/content.ts
import { index as index7, integer as integer5, pgTable as pgTable8, text as text8, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var newsDirs = pgTable8(
  "news_dirs",
  {
    id: integer5("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer5("parent_id").references(() => newsDirs.id, { onDelete: "cascade" }),
    name: text8("name").notNull(),
    bizType: text8("biz_type").notNull(),
    docType: text8("doc_type").notNull().default("NEWS"),
    sort: integer5("sort").notNull().default(0),
    createdAt: timestamp8("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index7("news_dirs_parent_idx").on(t.parentId, t.sort)]
);

// packages/db/src/schema/crawl.ts
import { boolean as boolean3, index as index8, integer as integer6, jsonb as jsonb4, pgTable as pgTable9, text as text9, timestamp as timestamp9 } from "drizzle-orm/pg-core";
var crawlSources = pgTable9("crawl_sources", {
  id: integer6("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text9("name").notNull(),
  kind: text9("kind").notNull(),
  /** The feed, API or first list page. */
  url: text9("url").notNull(),
  /** The publishing site as readers should see it, e.g. 宜昌市公共资源交易中心. */
  siteName: text9("site_name"),
  config: jsonb4("config").notNull().default({}),
  intervalMinutes: integer6("interval_minutes").notNull().default(60),
  /** Least gap between two requests to the source's host, in milliseconds. */
  hostDelayMs: integer6("host_delay_ms").notNull().default(2e3),
  maxPages: integer6("max_pages").notNull().default(5),
  enabled: boolean3("enabled").notNull().default(true),
  lastRunAt: timestamp9("last_run_at", { withTimezone: true }),
  createdAt: timestamp9("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp9("updated_at", { withTimezone: true }).notNull().defaultNow()
});
var crawlRuns = pgTable9(
  "crawl_runs",
  {
    id: integer6("id").primaryKey().generatedAlwaysAsIdentity(),
    sourceId: integer6("source_id").notNull().references(() => crawlSources.id, { onDelete: "cascade" }),
    /** SCHEDULE | MANUAL */
    trigger: text9("trigger").notNull(),
    /** RUNNING | OK (no failures) | PARTIAL (some failed) | FAILED (nothing could be read) */
    status: text9("status").notNull().default("RUNNING"),
    startedAt: timestamp9("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp9("finished_at", { withTimezone: true }),
    pages: integer6("pages").notNull().default(0),
    created: integer6("created").notNull().default(0),
    duplicates: integer6("duplicates").notNull().default(0),
    failed: integer6("failed").notNull().default(0),
    errors: text9("errors")
  },
  (t) => [index8("crawl_runs_source_idx").on(t.sourceId, t.startedAt)]
);
var crawlUrls = pgTable9(
  "crawl_urls",
  {
    url: text9("url").primaryKey(),
    sourceId: integer6("source_id").references(() => crawlSources.id, { onDelete: "set null" }),
    /** LIST | NOTICE */
    role: text9("role").notNull(),
    /** DONE | FAILED | BLOCKED (robots.txt) | SEEN (a list page) */
    status: text9("status").notNull(),
    etag: text9("etag"),
    lastModified: text9("last_modified"),
    tries: integer6("tries").notNull().default(0),
    fetchedAt: timestamp9("fetched_at", { withTimezone: true }).notNull()
  },
  (t) => [index8("crawl_urls_source_idx").on(t.sourceId)]
);

// packages/db/src/schema/download.ts
import { bigint as bigint5, date as date4, index as index9, integer as integer7, pgTable as pgTable10, primaryKey as primaryKey4, text as text10, timestamp as timestamp10, uuid as uuid7 } from "drizzle-orm/pg-core";
var downloadDirs = pgTable10(
  "download_dirs",
  {
    id: integer7("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer7("parent_id").references(() => downloadDirs.id, { onDelete: "cascade" }),
    name: text10("name").notNull(),
    sort: integer7("sort").notNull().default(0)
  },
  (t) => [index9("download_dirs_parent_idx").on(t.parentId, t.sort)]
);
var downloads = pgTable10(
  "downloads",
  {
    id: integer7("id").primaryKey().generatedAlwaysAsIdentity(),
    dirId: integer7("dir_id").references(() => downloadDirs.id, { onDelete: "set null" }),
    title: text10("title").notNull(),
    summary: text10("summary").notNull().default(""),
    fileKey: text10("file_key").notNull(),
    fileName: text10("file_name").notNull(),
    /** UNKNOWN | XLSX | DOCX | PDF | PPT (SPEC §3 file types) */
    fileType: text10("file_type").notNull().default("UNKNOWN"),
    sizeBytes: bigint5("size_bytes", { mode: "number" }).notNull().default(0),
    downloadCount: integer7("download_count").notNull().default(0),
    /** published | hidden */
    state: text10("state").notNull().default("published"),
    publishedOn: date4("published_on").notNull(),
    createdAt: timestamp10("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index9("downloads_dir_idx").on(t.dirId, t.publishedOn), index9("downloads_count_idx").on(t.downloadCount)]
);
var downloadLogs = pgTable10(
  "download_logs",
  {
    userId: uuid7("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    downloadId: integer7("download_id").notNull().references(() => downloads.id, { onDelete: "cascade" }),
    day: date4("day").notNull(),
    createdAt: timestamp10("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey4({ columns: [t.userId, t.downloadId, t.day] }), index9("download_logs_user_idx").on(t.userId, t.createdAt)]
);

// packages/db/src/schema/help.ts
import { index as index10, integer as integer8, pgTable as pgTable11, text as text12 } from "drizzle-orm/pg-core";

// packages/db/src/schema/publishing.ts
import { text as text11, timestamp as timestamp11 } from "drizzle-orm/pg-core";
var publication = () => ({
  state: text11("state").notNull().default("DRAFT"),
  publishAt: timestamp11("publish_at", { withTimezone: true }),
  creatorId: text11("creator_id"),
  createdAt: timestamp11("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp11("updated_at", { withTimezone: true }).notNull().defaultNow()
});

// packages/db/src/schema/help.ts
var helpDirs = pgTable11("help_dirs", {
  id: integer8("id").primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer8("parent_id").references(() => helpDirs.id, { onDelete: "cascade" }),
  name: text12("name").notNull(),
  sort: integer8("sort").notNull().default(0)
});
var helpDocs = pgTable11(
  "help_docs",
  {
    id: integer8("id").primaryKey().generatedAlwaysAsIdentity(),
    dirId: integer8("dir_id").references(() => helpDirs.id, { onDelete: "set null" }),
    resNumber: text12("res_number").notNull().unique(),
    shareId: text12("share_id").notNull().unique(),
    title: text12("title").notNull(),
    content: text12("content").notNull().default(""),
    sort: integer8("sort").notNull().default(0),
    readCount: integer8("read_count").notNull().default(0),
    ...publication()
  },
  (t) => [index10("help_docs_dir_idx").on(t.dirId, t.sort)]
);

// packages/db/src/schema/learning.ts
import { sql as sql2 } from "drizzle-orm";
import { boolean as boolean4, check as check2, date as date5, index as index11, integer as integer9, pgTable as pgTable12, primaryKey as primaryKey5, smallint, text as text13, timestamp as timestamp12, uuid as uuid8 } from "drizzle-orm/pg-core";
var videoCats = pgTable12("video_cats", {
  id: integer9("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text13("name").notNull(),
  sort: integer9("sort").notNull().default(0)
});
var videoCourses = pgTable12(
  "video_courses",
  {
    id: integer9("id").primaryKey().generatedAlwaysAsIdentity(),
    catId: integer9("cat_id").references(() => videoCats.id, { onDelete: "set null" }),
    title: text13("title").notNull(),
    summary: text13("summary").notNull().default(""),
    lecturer: text13("lecturer").notNull().default(""),
    /** published | hidden */
    state: text13("state").notNull().default("published"),
    viewCount: integer9("view_count").notNull().default(0),
    favoriteCount: integer9("favorite_count").notNull().default(0),
    starSum: integer9("star_sum").notNull().default(0),
    starCount: integer9("star_count").notNull().default(0),
    publishedOn: date5("published_on").notNull(),
    createdAt: timestamp12("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index11("video_courses_cat_idx").on(t.catId, t.publishedOn), index11("video_courses_new_idx").on(t.publishedOn, t.id)]
);
var videoLessons = pgTable12(
  "video_lessons",
  {
    id: integer9("id").primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer9("course_id").notNull().references(() => videoCourses.id, { onDelete: "cascade" }),
    title: text13("title").notNull(),
    sort: integer9("sort").notNull().default(0),
    /** free: anyone; login: signed-in users; plan: members, or a free-plan user's daily quota / points */
    access: text13("access").notNull().default("free"),
    sourceKey: text13("source_key"),
    /** A generated demo lesson: the transcode job makes its source clip with ffmpeg first. */
    demo: boolean4("demo").notNull().default(false),
    hlsPrefix: text13("hls_prefix"),
    posterKey: text13("poster_key"),
    durationSec: integer9("duration_sec").notNull().default(0),
    /** pending | running | done | failed */
    transcodeState: text13("transcode_state").notNull().default("pending"),
    transcodeProgress: smallint("transcode_progress").notNull().default(0),
    transcodeError: text13("transcode_error"),
    transcodeAttempts: integer9("transcode_attempts").notNull().default(0),
    createdAt: timestamp12("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp12("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index11("video_lessons_course_idx").on(t.courseId, t.sort), index11("video_lessons_state_idx").on(t.transcodeState)]
);
var videoFavorites = pgTable12(
  "video_favorites",
  {
    userId: uuid8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    courseId: integer9("course_id").notNull().references(() => videoCourses.id, { onDelete: "cascade" }),
    createdAt: timestamp12("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey5({ columns: [t.userId, t.courseId] }), index11("video_favorites_user_idx").on(t.userId, t.createdAt)]
);
var videoStars = pgTable12(
  "video_stars",
  {
    userId: uuid8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    courseId: integer9("course_id").notNull().references(() => videoCourses.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    updatedAt: timestamp12("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey5({ columns: [t.userId, t.courseId] }), check2("video_stars_range", sql2`${t.stars} BETWEEN 1 AND 5`)]
);
var videoProgress = pgTable12(
  "video_progress",
  {
    userId: uuid8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer9("lesson_id").notNull().references(() => videoLessons.id, { onDelete: "cascade" }),
    courseId: integer9("course_id").notNull().references(() => videoCourses.id, { onDelete: "cascade" }),
    positionSec: integer9("position_sec").notNull().default(0),
    durationSec: integer9("duration_sec").notNull().default(0),
    completed: boolean4("completed").notNull().default(false),
    updatedAt: timestamp12("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey5({ columns: [t.userId, t.lessonId] }), index11("video_progress_user_idx").on(t.userId, t.updatedAt)]
);
var videoUnlocks = pgTable12(
  "video_unlocks",
  {
    userId: uuid8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer9("lesson_id").notNull().references(() => videoLessons.id, { onDelete: "cascade" }),
    /** quota | points */
    via: text13("via").notNull(),
    createdAt: timestamp12("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey5({ columns: [t.userId, t.lessonId] })]
);

// packages/db/src/schema/news.ts
import { boolean as boolean6, date as date7, index as index13, integer as integer11, jsonb as jsonb5, pgTable as pgTable14, primaryKey as primaryKey6, text as text15, timestamp as timestamp14, uniqueIndex as uniqueIndex3 } from "drizzle-orm/pg-core";

// packages/db/src/schema/study.ts
import { boolean as boolean5, date as date6, index as index12, integer as integer10, pgTable as pgTable13, text as text14, timestamp as timestamp13, uniqueIndex as uniqueIndex2 } from "drizzle-orm/pg-core";
var studyCats = pgTable13(
  "study_cats",
  {
    id: integer10("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text14("type").notNull(),
    parentId: integer10("parent_id").references(() => studyCats.id, { onDelete: "cascade" }),
    name: text14("name").notNull(),
    sort: integer10("sort").notNull().default(0)
  },
  (t) => [index12("study_cats_type_idx").on(t.type, t.parentId, t.sort)]
);
var studyDocs = pgTable13(
  "study_docs",
  {
    id: integer10("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text14("type").notNull(),
    catId: integer10("cat_id").references(() => studyCats.id, { onDelete: "set null" }),
    title: text14("title").notNull(),
    code: text14("code"),
    issuer: text14("issuer"),
    issueDate: date6("issue_date"),
    effectiveDate: date6("effective_date"),
    /** 现行 / 废止 / 即将实施 for standards, 现行有效 / 已废止 … for policies; null when unknown. */
    status: text14("status"),
    /** Code of the document that replaces this one. */
    replacedBy: text14("replaced_by"),
    edition: text14("edition"),
    memo: text14("memo"),
    content: text14("content").notNull().default(""),
    /** Full text and attachments only for logged-in users (doc/checkLogin). */
    needLogin: boolean5("need_login").notNull().default(false),
    readCount: integer10("read_count").notNull().default(0),
    ...publication()
  },
  (t) => [index12("study_docs_type_idx").on(t.type, t.catId, t.publishAt), index12("study_docs_code_idx").on(t.code)]
);
var studyUserOps = pgTable13(
  "study_user_ops",
  {
    docId: integer10("doc_id").notNull().references(() => studyDocs.id, { onDelete: "cascade" }),
    userId: text14("user_id").notNull(),
    op: text14("op").notNull(),
    createdAt: timestamp13("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [uniqueIndex2("study_user_ops_uq").on(t.docId, t.userId, t.op), index12("study_user_ops_user_idx").on(t.userId, t.op, t.createdAt)]
);

// packages/db/src/schema/news.ts
var newsArticles = pgTable14(
  "news_articles",
  {
    id: integer11("id").primaryKey().generatedAlwaysAsIdentity(),
    dirId: integer11("dir_id").notNull().references(() => newsDirs.id, { onDelete: "restrict" }),
    title: text15("title").notNull(),
    viceTitle: text15("vice_title"),
    memo: text15("memo"),
    content: text15("content").notNull().default(""),
    coverUrl: text15("cover_url"),
    /** Free display properties (source, author …). */
    props: jsonb5("props").$type().notNull().default({}),
    seoTitle: text15("seo_title"),
    seoKeyword: text15("seo_keyword"),
    seoDesc: text15("seo_desc"),
    /** Home page placement: carousel banner and the hot list. */
    isBanner: boolean6("is_banner").notNull().default(false),
    isHot: boolean6("is_hot").notNull().default(false),
    readCount: integer11("read_count").notNull().default(0),
    praiseCount: integer11("praise_count").notNull().default(0),
    criticCount: integer11("critic_count").notNull().default(0),
    favoriteCount: integer11("favorite_count").notNull().default(0),
    ...publication()
  },
  (t) => [
    index13("news_articles_dir_idx").on(t.dirId, t.publishAt),
    index13("news_articles_public_idx").on(t.state, t.publishAt),
    index13("news_articles_read_idx").on(t.readCount)
  ]
);
var newsTags = pgTable14("news_tags", {
  id: integer11("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text15("name").notNull().unique(),
  createdAt: timestamp14("created_at", { withTimezone: true }).notNull().defaultNow()
});
var newsArticleTags = pgTable14(
  "news_article_tags",
  {
    articleId: integer11("article_id").notNull().references(() => newsArticles.id, { onDelete: "cascade" }),
    tagId: integer11("tag_id").notNull().references(() => newsTags.id, { onDelete: "cascade" }),
    sort: integer11("sort").notNull().default(0)
  },
  (t) => [primaryKey6({ columns: [t.articleId, t.tagId] }), index13("news_article_tags_tag_idx").on(t.tagId)]
);
var newsArticleDocs = pgTable14(
  "news_article_docs",
  {
    articleId: integer11("article_id").notNull().references(() => newsArticles.id, { onDelete: "cascade" }),
    docId: integer11("doc_id").notNull().references(() => studyDocs.id, { onDelete: "cascade" }),
    sort: integer11("sort").notNull().default(0)
  },
  (t) => [primaryKey6({ columns: [t.articleId, t.docId] })]
);
var newsReads = pgTable14(
  "news_reads",
  {
    articleId: integer11("article_id").notNull().references(() => newsArticles.id, { onDelete: "cascade" }),
    visitor: text15("visitor").notNull(),
    day: date7("day").notNull()
  },
  (t) => [primaryKey6({ columns: [t.articleId, t.visitor, t.day] }), index13("news_reads_day_idx").on(t.day)]
);
var newsUserOps = pgTable14(
  "news_user_ops",
  {
    articleId: integer11("article_id").notNull().references(() => newsArticles.id, { onDelete: "cascade" }),
    userId: text15("user_id").notNull(),
    op: text15("op").notNull(),
    createdAt: timestamp14("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [uniqueIndex3("news_user_ops_uq").on(t.articleId, t.userId, t.op), index13("news_user_ops_user_idx").on(t.userId, t.op, t.createdAt)]
);

// packages/db/src/schema/people.ts
import { date as date8, index as index14, integer as integer12, pgTable as pgTable15, primaryKey as primaryKey7, text as text16, timestamp as timestamp15, uuid as uuid9 } from "drizzle-orm/pg-core";
var readHistory = pgTable15(
  "read_history",
  {
    userId: uuid9("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text16("kind").notNull(),
    itemId: integer12("item_id").notNull(),
    day: date8("day").notNull(),
    readAt: timestamp15("read_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey7({ columns: [t.userId, t.kind, t.itemId, t.day] }), index14("read_history_user_idx").on(t.userId, t.readAt)]
);

// packages/db/src/schema/points.ts
import { sql as sql3 } from "drizzle-orm";
import { check as check3, date as date9, index as index15, integer as integer13, pgTable as pgTable16, primaryKey as primaryKey8, text as text17, timestamp as timestamp16, uniqueIndex as uniqueIndex4, uuid as uuid10 } from "drizzle-orm/pg-core";
var pointBalances = pgTable16(
  "point_balances",
  {
    userId: uuid10("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
    balance: integer13("balance").notNull().default(0),
    updatedAt: timestamp16("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [check3("point_balances_not_negative", sql3`${t.balance} >= 0`)]
);
var pointEntries = pgTable16(
  "point_entries",
  {
    id: integer13("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid10("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    delta: integer13("delta").notNull(),
    balanceAfter: integer13("balance_after").notNull(),
    /** A code of core/points/rules.ts (SIGN_IN, PROFILE, TENDER_CONTACT …). */
    reason: text17("reason").notNull(),
    /** What the user sees in their ledger ("连续签到 7 天奖励"). */
    note: text17("note").notNull(),
    idemKey: text17("idem_key").notNull(),
    createdAt: timestamp16("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex4("point_entries_idem_uq").on(t.userId, t.idemKey),
    index15("point_entries_user_idx").on(t.userId, t.id),
    check3("point_entries_delta_not_zero", sql3`${t.delta} <> 0`),
    check3("point_entries_balance_not_negative", sql3`${t.balanceAfter} >= 0`)
  ]
);
var signIns = pgTable16(
  "sign_ins",
  {
    userId: uuid10("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    day: date9("day", { mode: "string" }).notNull(),
    streak: integer13("streak").notNull(),
    createdAt: timestamp16("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey8({ columns: [t.userId, t.day] })]
);
var quotaUsage = pgTable16(
  "quota_usage",
  {
    userId: uuid10("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text17("kind").notNull(),
    period: text17("period").notNull(),
    used: integer13("used").notNull().default(0),
    updatedAt: timestamp16("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey8({ columns: [t.userId, t.kind, t.period] }), check3("quota_usage_not_negative", sql3`${t.used} >= 0`)]
);

// packages/db/src/schema/product.ts
import { date as date10, index as index16, integer as integer14, pgTable as pgTable17, text as text18 } from "drizzle-orm/pg-core";
var products = pgTable17("products", {
  id: integer14("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text18("name").notNull(),
  slogan: text18("slogan"),
  summary: text18("summary").notNull().default(""),
  /** Feature bullet list shown on the product overview. */
  features: text18("features").array().notNull().default([]),
  content: text18("content").notNull().default(""),
  /** Cover image (an upload or a generated illustration), shown in lists at a fixed size. */
  coverUrl: text18("cover_url"),
  sort: integer14("sort").notNull().default(0),
  ...publication()
});
var productLogs = pgTable17(
  "product_logs",
  {
    id: integer14("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer14("product_id").references(() => products.id, { onDelete: "set null" }),
    version: text18("version").notNull(),
    releaseDate: date10("release_date").notNull(),
    title: text18("title").notNull(),
    content: text18("content").notNull().default(""),
    ...publication()
  },
  (t) => [index16("product_logs_date_idx").on(t.releaseDate)]
);
var solutions = pgTable17(
  "solutions",
  {
    id: integer14("id").primaryKey().generatedAlwaysAsIdentity(),
    projectType: text18("project_type").notNull(),
    title: text18("title").notNull(),
    summary: text18("summary").notNull().default(""),
    content: text18("content").notNull().default(""),
    coverUrl: text18("cover_url"),
    sort: integer14("sort").notNull().default(0),
    ...publication()
  },
  (t) => [index16("solutions_type_idx").on(t.projectType, t.sort)]
);

// packages/db/src/schema/recruit.ts
import { index as index17, integer as integer15, pgTable as pgTable18, text as text19 } from "drizzle-orm/pg-core";
var jobs = pgTable18(
  "jobs",
  {
    id: integer15("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text19("title").notNull(),
    city: text19("city").notNull(),
    department: text19("department").notNull(),
    headcount: integer15("headcount").notNull().default(1),
    salary: text19("salary"),
    education: text19("education"),
    experience: text19("experience"),
    duty: text19("duty").notNull().default(""),
    requirement: text19("requirement").notNull().default(""),
    sort: integer15("sort").notNull().default(0),
    ...publication()
  },
  (t) => [index17("jobs_city_idx").on(t.city)]
);

// packages/db/src/schema/search.ts
import { customType, index as index18, integer as integer16, pgTable as pgTable19, primaryKey as primaryKey9, text as text20, timestamp as timestamp17 } from "drizzle-orm/pg-core";
var tsvector = customType({
  dataType: () => "tsvector"
});
var searchEntries = pgTable19(
  "search_entries",
  {
    type: text20("type").notNull(),
    refId: integer16("ref_id").notNull(),
    title: text20("title").notNull(),
    /** Plain text (first few thousand characters) used for snippets. */
    body: text20("body").notNull().default(""),
    path: text20("path").notNull(),
    publishedAt: timestamp17("published_at", { withTimezone: true }).notNull(),
    tsv: tsvector("tsv").notNull()
  },
  (t) => [
    primaryKey9({ columns: [t.type, t.refId] }),
    index18("search_entries_tsv_idx").using("gin", t.tsv),
    index18("search_entries_date_idx").on(t.publishedAt)
  ]
);

// packages/db/src/schema/site.ts
import { integer as integer17, jsonb as jsonb6, pgTable as pgTable20, text as text21, timestamp as timestamp18 } from "drizzle-orm/pg-core";
var siteSettings = pgTable20("site_settings", {
  key: text21("key").primaryKey(),
  value: jsonb6("value").notNull(),
  updatedAt: timestamp18("updated_at", { withTimezone: true }).notNull().defaultNow()
});
var pageInfos = pgTable20("page_infos", {
  name: text21("name").primaryKey(),
  title: text21("title").notNull(),
  keyword: text21("keyword"),
  description: text21("description"),
  updatedAt: timestamp18("updated_at", { withTimezone: true }).notNull().defaultNow()
});
var footerLinks = pgTable20("footer_links", {
  id: integer17("id").primaryKey().generatedAlwaysAsIdentity(),
  groupName: text21("group_name").notNull(),
  label: text21("label").notNull(),
  href: text21("href").notNull(),
  sort: integer17("sort").notNull().default(0)
});

// packages/db/src/schema/subscription.ts
import { sql as sql5 } from "drizzle-orm";
import { boolean as boolean7, index as index20, integer as integer19, jsonb as jsonb8, pgTable as pgTable22, primaryKey as primaryKey11, text as text23, timestamp as timestamp20, uniqueIndex as uniqueIndex6, uuid as uuid11 } from "drizzle-orm/pg-core";

// packages/db/src/schema/tender.ts
import { sql as sql4 } from "drizzle-orm";
import {
  bigint as bigint6,
  customType as customType2,
  date as date11,
  index as index19,
  integer as integer18,
  jsonb as jsonb7,
  numeric,
  pgTable as pgTable21,
  primaryKey as primaryKey10,
  text as text22,
  timestamp as timestamp19,
  uniqueIndex as uniqueIndex5
} from "drizzle-orm/pg-core";
var tsvector2 = customType2({ dataType: () => "tsvector" });
var tenderOrgs = pgTable21(
  "tender_orgs",
  {
    id: integer18("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text22("name").notNull(),
    normName: text22("norm_name").notNull(),
    /** Every spelling seen (full-width brackets, 有限责任公司 …), the first one is `name`. */
    aliases: jsonb7("aliases").$type().notNull().default([]),
    buyerCount: integer18("buyer_count").notNull().default(0),
    agencyCount: integer18("agency_count").notNull().default(0),
    winCount: integer18("win_count").notNull().default(0),
    candidateCount: integer18("candidate_count").notNull().default(0),
    /**
     * Set when staff merged this row into another (name variants of one organisation). The row
     * stays so its spelling keeps mapping to the survivor and its old address can redirect there;
     * it always points at a row that is not merged itself (chains are flattened on merge).
     */
    mergedInto: integer18("merged_into").references(() => tenderOrgs.id, { onDelete: "set null" }),
    createdAt: timestamp19("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [uniqueIndex5("tender_orgs_norm_uq").on(t.normName), index19("tender_orgs_merged_idx").on(t.mergedInto)]
);
var tenderProjects = pgTable21(
  "tender_projects",
  {
    id: integer18("id").primaryKey().generatedAlwaysAsIdentity(),
    /** "code:<code>" or "name:<normalised name>|<buyer org id>". */
    linkKey: text22("link_key").notNull(),
    projectCode: text22("project_code"),
    name: text22("name").notNull(),
    buyerOrgId: integer18("buyer_org_id").references(() => tenderOrgs.id, { onDelete: "set null" }),
    province: text22("province"),
    city: text22("city"),
    firstPublishedOn: date11("first_published_on"),
    lastPublishedOn: date11("last_published_on"),
    announcementCount: integer18("announcement_count").notNull().default(0)
  },
  (t) => [uniqueIndex5("tender_projects_key_uq").on(t.linkKey), index19("tender_projects_buyer_idx").on(t.buyerOrgId)]
);
var tenderAnnouncements = pgTable21(
  "tender_announcements",
  {
    id: integer18("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer18("project_id").references(() => tenderProjects.id, { onDelete: "set null" }),
    /** TENDER_CATEGORIES key of packages/contract. */
    category: text22("category").notNull().default("ENGINEERING"),
    /** ENGINEERING_STAGES code: 0100 0102 0103 0104 0105 0106. */
    stage: text22("stage"),
    projectType: text22("project_type").notNull().default("COMMON"),
    partyType: text22("party_type").notNull().default("COMMON"),
    /** GB/T 2260 codes of the deepest division stated: 420000, 420500, 420506. */
    province: text22("province"),
    city: text22("city"),
    district: text22("district"),
    title: text22("title").notNull(),
    buyerOrgId: integer18("buyer_org_id").references(() => tenderOrgs.id, { onDelete: "set null" }),
    agencyOrgId: integer18("agency_org_id").references(() => tenderOrgs.id, { onDelete: "set null" }),
    winnerOrgId: integer18("winner_org_id").references(() => tenderOrgs.id, { onDelete: "set null" }),
    budgetYuan: numeric("budget_yuan", { precision: 18, scale: 2, mode: "number" }),
    maxPriceYuan: numeric("max_price_yuan", { precision: 18, scale: 2, mode: "number" }),
    winAmountYuan: numeric("win_amount_yuan", { precision: 18, scale: 2, mode: "number" }),
    /** Winning amount / maximum price, e.g. 0.9312. */
    discountRate: numeric("discount_rate", { precision: 8, scale: 4, mode: "number" }),
    /** "YYYY-MM-DD HH:MM" or "YYYY-MM-DD" as stated (China time); sorts as text. */
    registrationDeadline: text22("registration_deadline"),
    bidDeadline: text22("bid_deadline"),
    openTime: text22("open_time"),
    openPlace: text22("open_place"),
    projectCode: text22("project_code"),
    projectName: text22("project_name"),
    sourceSite: text22("source_site"),
    sourceUrl: text22("source_url").notNull(),
    publishedOn: date11("published_on").notNull(),
    attachments: jsonb7("attachments").$type().notNull().default([]),
    text: text22("text").notNull(),
    /** md5 of title + text: a re-sent notice with the same content is a duplicate, not an update. */
    contentHash: text22("content_hash").notNull(),
    fields: jsonb7("fields").$type().notNull().default({}),
    corrections: jsonb7("corrections").$type().notNull().default({}),
    /** Candidates and winners as extracted: [{ name, rank?, amount_yuan?, orgId }]. */
    candidates: jsonb7("candidates").$type(),
    /** Lexemes as given (array_to_tsvector): jieba words, t:/b:/w: scoped words, facet tokens. */
    tsv: tsvector2("tsv").notNull(),
    /**
     * 64-bit SimHash of the jieba words, and its four 16-bit bands for the near-duplicate lookup
     * (indexed with stage and date: a repost is looked for among notices of the same stage
     * published within 7 days, so the lookup does not grow with the years stored).
     */
    simhash: bigint6("simhash", { mode: "bigint" }).notNull(),
    sh0: integer18("sh0").notNull(),
    sh1: integer18("sh1").notNull(),
    sh2: integer18("sh2").notNull(),
    sh3: integer18("sh3").notNull(),
    /** "published", or "withdrawn" by staff: hidden from every public page, list and count. */
    state: text22("state").notNull().default("published"),
    createdAt: timestamp19("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp19("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex5("tender_ann_url_uq").on(t.sourceUrl),
    index19("tender_ann_date_idx").on(t.publishedOn, t.id),
    index19("tender_ann_province_idx").on(t.province, t.publishedOn, t.id),
    index19("tender_ann_city_idx").on(t.city, t.publishedOn, t.id),
    index19("tender_ann_stage_idx").on(t.stage, t.publishedOn, t.id),
    index19("tender_ann_tsv_idx").using("gin", t.tsv),
    index19("tender_ann_project_idx").on(t.projectId, t.publishedOn),
    index19("tender_ann_buyer_idx").on(t.buyerOrgId, t.publishedOn),
    index19("tender_ann_agency_idx").on(t.agencyOrgId, t.publishedOn),
    index19("tender_ann_winner_idx").on(t.winnerOrgId, t.publishedOn),
    index19("tender_ann_sh0_idx").on(t.sh0, t.stage, t.publishedOn),
    index19("tender_ann_sh1_idx").on(t.sh1, t.stage, t.publishedOn),
    index19("tender_ann_sh2_idx").on(t.sh2, t.stage, t.publishedOn),
    index19("tender_ann_sh3_idx").on(t.sh3, t.stage, t.publishedOn),
    // The console's list of withdrawn notices: few rows, so a partial index finds them at once.
    index19("tender_ann_withdrawn_idx").on(t.publishedOn, t.id).where(sql4`state = 'withdrawn'`)
  ]
);
var tenderCandidates = pgTable21(
  "tender_candidates",
  {
    announcementId: integer18("announcement_id").notNull().references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    orgId: integer18("org_id").notNull().references(() => tenderOrgs.id, { onDelete: "cascade" }),
    rank: integer18("rank"),
    amountYuan: numeric("amount_yuan", { precision: 18, scale: 2, mode: "number" }),
    isWinner: integer18("is_winner").notNull().default(0)
  },
  (t) => [primaryKey10({ columns: [t.announcementId, t.orgId] }), index19("tender_candidates_org_idx").on(t.orgId)]
);
var tenderTokenDf = pgTable21("tender_token_df", {
  token: text22("token").primaryKey(),
  df: integer18("df").notNull().default(0)
});
var tenderUserOps = pgTable21(
  "tender_user_ops",
  {
    announcementId: integer18("announcement_id").notNull().references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    userId: text22("user_id").notNull(),
    op: text22("op").notNull(),
    createdAt: timestamp19("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex5("tender_user_ops_uq").on(t.announcementId, t.userId, t.op),
    index19("tender_user_ops_user_idx").on(t.userId, t.op, t.createdAt)
  ]
);
var tenderUserOrgs = pgTable21(
  "tender_user_orgs",
  {
    userId: text22("user_id").notNull(),
    orgId: integer18("org_id").notNull().references(() => tenderOrgs.id, { onDelete: "cascade" }),
    createdAt: timestamp19("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey10({ columns: [t.userId, t.orgId] }), index19("tender_user_orgs_org_idx").on(t.orgId)]
);
var tenderLlmFills = pgTable21(
  "tender_llm_fills",
  {
    announcementId: integer18("announcement_id").primaryKey().references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    contentHash: text22("content_hash").notNull(),
    attempts: integer18("attempts").notNull().default(0),
    nextAt: timestamp19("next_at", { withTimezone: true }),
    lastError: text22("last_error"),
    createdAt: timestamp19("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index19("tender_llm_fills_next_idx").on(t.nextAt)]
);

// packages/db/src/schema/subscription.ts
var tenderSubscriptions = pgTable22(
  "tender_subscriptions",
  {
    id: uuid11("id").primaryKey().defaultRandom(),
    userId: uuid11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid11("company_id").references(() => companies.id, { onDelete: "set null" }),
    name: text23("name").notNull(),
    criteria: jsonb8("criteria").$type().notNull(),
    channels: jsonb8("channels").$type().notNull(),
    feedToken: text23("feed_token").notNull(),
    enabled: boolean7("enabled").notNull().default(true),
    createdAt: timestamp20("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp20("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index20("tender_subs_user_idx").on(t.userId),
    index20("tender_subs_company_idx").on(t.companyId),
    uniqueIndex6("tender_subs_feed_uq").on(t.feedToken)
  ]
);
var tenderMatchPending = pgTable22("tender_match_pending", {
  announcementId: integer19("announcement_id").primaryKey().references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
  createdAt: timestamp20("created_at", { withTimezone: true }).notNull().defaultNow()
});
var tenderSubMatches = pgTable22(
  "tender_sub_matches",
  {
    subscriptionId: uuid11("subscription_id").notNull().references(() => tenderSubscriptions.id, { onDelete: "cascade" }),
    announcementId: integer19("announcement_id").notNull().references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    createdAt: timestamp20("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey11({ columns: [t.subscriptionId, t.announcementId] }), index20("tender_sub_matches_ann_idx").on(t.announcementId)]
);
var userMessages = pgTable22(
  "user_messages",
  {
    id: integer19("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** subscription | reminder | system */
    kind: text23("kind").notNull(),
    title: text23("title").notNull(),
    body: text23("body").notNull().default(""),
    link: text23("link"),
    dedupeKey: text23("dedupe_key").notNull(),
    readAt: timestamp20("read_at", { withTimezone: true }),
    createdAt: timestamp20("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex6("user_messages_dedupe_uq").on(t.userId, t.dedupeKey),
    index20("user_messages_user_idx").on(t.userId, t.id),
    index20("user_messages_unread_idx").on(t.userId).where(sql5`read_at IS NULL`)
  ]
);
var subscriptionDeliveries = pgTable22(
  "subscription_deliveries",
  {
    id: integer19("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: uuid11("subscription_id").references(() => tenderSubscriptions.id, { onDelete: "cascade" }),
    /** email | wecom | dingtalk | feishu */
    channel: text23("channel").notNull(),
    title: text23("title").notNull(),
    items: jsonb8("items").$type().notNull(),
    status: text23("status").notNull().default("pending"),
    attempts: integer19("attempts").notNull().default(0),
    nextAt: timestamp20("next_at", { withTimezone: true }).notNull(),
    lastError: text23("last_error"),
    sentAt: timestamp20("sent_at", { withTimezone: true }),
    idemKey: text23("idem_key").notNull(),
    createdAt: timestamp20("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex6("subscription_deliveries_idem_uq").on(t.idemKey),
    index20("subscription_deliveries_due_idx").on(t.status, t.nextAt),
    index20("subscription_deliveries_user_idx").on(t.userId, t.id)
  ]
);
var calendarTokens = pgTable22("calendar_tokens", {
  userId: uuid11("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  token: text23("token").notNull().unique(),
  createdAt: timestamp20("created_at", { withTimezone: true }).notNull().defaultNow()
});

// packages/db/src/client.ts
var migrationsFolder = path2.resolve(path2.dirname(fileURLToPath(import.meta.url)), "../migrations");
async function openDatabase(opts) {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10, opts.onPoolError);
  return openPglite(opts.dataDir ?? "./data/db");
}
async function openPostgres(url, max, onPoolError) {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator")
  ]);
  const pool = new pg.Pool({ connectionString: url, max, options: "-c work_mem=32MB" });
  pool.on("error", (err) => onPoolError?.(err));
  const db = drizzlePg(pool, { schema: schema_exports });
  const exclusive = async (name, fn) => {
    const holder = await pool.connect();
    try {
      await holder.query("select pg_advisory_lock(hashtext($1))", [`portal:${name}`]);
      try {
        return await fn();
      } finally {
        await holder.query("select pg_advisory_unlock(hashtext($1))", [`portal:${name}`]);
      }
    } finally {
      holder.release();
    }
  };
  return {
    db,
    kind: "postgres",
    // drizzle's migrator reads the applied list, then applies the rest: two processes doing that at
    // once on an empty database would both apply the first migration, and one would fail.
    migrate: () => exclusive("migrate", () => migratePg(drizzlePg(pool), { migrationsFolder })),
    exclusive,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end()
  };
}
var PGLITE_SETTINGS = ["shared_buffers=32MB", "work_mem=32MB"];
async function openPglite(dataDir) {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { relaxedDurability: false, postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite(client, { schema: schema_exports });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusive: (_name, fn) => fn(),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    ...dataDir.startsWith("memory://") ? {} : { snapshot: (dest) => snapshotPglite(client, dataDir, dest) }
  };
}

export {
  PROCESS_FILES,
  inventory,
  schema_exports,
  migrationsFolder,
  openDatabase
};
//# sourceMappingURL=chunk-7ZUXAX3K.js.map
