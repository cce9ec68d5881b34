import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";
import { companies } from "./identity";
import { tenderAnnouncements } from "./tender";

/** What a subscription asks for (issue 10); validated by core/subscriptions/criteria.ts. */
export interface SubscriptionCriteria {
  /** Any one matches; each keyword's words must all appear (the tender search's segmentation). */
  keywords: string[];
  /** A notice holding all words of any of these is left out. */
  excludes: string[];
  /** Where keywords are looked for: the title, or title and text. */
  scope: "title" | "all";
  /** Six-digit division codes (province xx0000 or city xxxx00); empty: everywhere. */
  regions: string[];
  categories: string[];
  stages: string[];
  projectTypes: string[];
  partyTypes: string[];
  /** 元, compared with the winning amount, else the maximum price, else the budget. */
  minAmount: number | null;
  maxAmount: number | null;
  /**
   * The owner's "关注的单位" subscription: it matches notices whose buyer, agency, winner or a
   * candidate is an organisation the owner follows (tender_user_orgs); the fields above stay empty.
   */
  follows?: true;
  /**
   * 即将到期 (issue 33): months ahead (3, 6 or 12). The subscription reaches results whose stated
   * service term runs out within them, not new notices; each is pushed once, when it comes into reach.
   */
  renewals?: number;
}

export type WebhookKind = "wecom" | "dingtalk" | "feishu";

export interface DeliveryChannels {
  /** The message centre on the site. */
  site: boolean;
  /** E-mail to the account's bound address: at once, or one digest a day at `hour` (China time). */
  email: { mode: "off" | "instant" | "digest"; hour: number };
  /** A group robot; DingTalk and Feishu robots may require the signing secret. */
  webhook: { kind: WebhookKind; url: string; secret: string | null } | null;
}

/**
 * Tender subscriptions. `company_id` set: shared with the organisation's members (the organisation
 * platform), still owned and edited by `user_id`. `feed_token` is the capability in the private
 * RSS/Atom address; regenerating it revokes the old address.
 */
export const tenderSubscriptions = pgTable(
  "tender_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    criteria: jsonb("criteria").$type<SubscriptionCriteria>().notNull(),
    channels: jsonb("channels").$type<DeliveryChannels>().notNull(),
    feedToken: text("feed_token").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tender_subs_user_idx").on(t.userId),
    index("tender_subs_company_idx").on(t.companyId),
    uniqueIndex("tender_subs_feed_uq").on(t.feedToken),
  ],
);

/** Announcements stored but not yet matched against subscriptions; written in the ingest transaction. */
export const tenderMatchPending = pgTable("tender_match_pending", {
  announcementId: integer("announcement_id")
    .primaryKey()
    .references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which announcement matched which subscription: the key makes a re-run of matching a no-op. */
export const tenderSubMatches = pgTable(
  "tender_sub_matches",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => tenderSubscriptions.id, { onDelete: "cascade" }),
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => tenderAnnouncements.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.announcementId] }), index("tender_sub_matches_ann_idx").on(t.announcementId)],
);

/**
 * The message centre: new subscription matches, deadline reminders, notices from the site.
 * `dedupe_key` (unique per user) makes every message exactly once however often a job runs.
 */
export const userMessages = pgTable(
  "user_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** subscription | reminder | system */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    dedupeKey: text("dedupe_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_messages_dedupe_uq").on(t.userId, t.dedupeKey),
    index("user_messages_user_idx").on(t.userId, t.id),
    index("user_messages_unread_idx").on(t.userId).where(sql`read_at IS NULL`),
  ],
);

/** One item of a delivery: enough to write the mail or robot message without reading the notice again. */
export interface DeliveryItem {
  id: number;
  title: string;
  region: string;
  publishedOn: string;
  amount: string | null;
}

/**
 * Outgoing e-mail and robot messages. Created with the matches (same transaction, unique
 * `idem_key`), sent by the delivery job: `pending` → `sending` (claimed until `next_at`) → `sent`,
 * or back to `pending` with a later `next_at` after a failure, `failed` once the attempts are spent.
 */
export const subscriptionDeliveries = pgTable(
  "subscription_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => tenderSubscriptions.id, { onDelete: "cascade" }),
    /** email | wecom | dingtalk | feishu */
    channel: text("channel").notNull(),
    title: text("title").notNull(),
    items: jsonb("items").$type<DeliveryItem[]>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    idemKey: text("idem_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_deliveries_idem_uq").on(t.idemKey),
    index("subscription_deliveries_due_idx").on(t.status, t.nextAt),
    index("subscription_deliveries_user_idx").on(t.userId, t.id),
  ],
);

/** The private calendar (ICS) address of a user's deadlines; regenerating the token revokes it. */
export const calendarTokens = pgTable("calendar_tokens", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
