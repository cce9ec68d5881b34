import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";

/**
 * A user's points (issue 10): the balance row is what spending locks and checks; the CHECK makes a
 * negative balance impossible whatever the code does, so two concurrent spends cannot both pass.
 */
export const pointBalances = pgTable(
  "point_balances",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("point_balances_not_negative", sql`${t.balance} >= 0`)],
);

/**
 * The ledger: every change of a balance is one entry with its reason. `idem_key` is unique per user,
 * so a retried award or spend (a double click, a re-delivered job) is written once.
 */
export const pointEntries = pgTable(
  "point_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    /** A code of core/points/rules.ts (SIGN_IN, PROFILE, TENDER_CONTACT …). */
    reason: text("reason").notNull(),
    /** What the user sees in their ledger ("连续签到 7 天奖励"). */
    note: text("note").notNull(),
    idemKey: text("idem_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("point_entries_idem_uq").on(t.userId, t.idemKey),
    index("point_entries_user_idx").on(t.userId, t.id),
    check("point_entries_delta_not_zero", sql`${t.delta} <> 0`),
    check("point_entries_balance_not_negative", sql`${t.balanceAfter} >= 0`),
  ],
);

/** One row per user and China calendar day signed in; `streak` counts consecutive days up to it. */
export const signIns = pgTable(
  "sign_ins",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    streak: integer("streak").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Quota used per user, kind (TENDER_CONTACT, DOWNLOAD, AI_GENERATE) and period ("2026-11-24" for a
 * day, "2026-11" for a month). Consumption adds to `used` only while it stays within the plan's limit.
 */
export const quotaUsage = pgTable(
  "quota_usage",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    used: integer("used").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] }), check("quota_usage_not_negative", sql`${t.used} >= 0`)],
);
