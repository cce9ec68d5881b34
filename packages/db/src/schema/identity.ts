import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";

/**
 * One-time SMS / e-mail codes. Only a keyed hash of the code is stored; a code is bound to its
 * target (phone or e-mail) and purpose, so a registration code cannot log anybody in.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").notNull(),
    target: text("target").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    ip: text("ip").notNull().default(""),
  },
  (t) => [index("vcodes_target_idx").on(t.target, t.purpose, t.createdAt)],
);

/**
 * Short-lived single-use secrets other than sessions: image codes, send permits, recovery and
 * binding tickets, second-factor challenges, exchange codes, OAuth states. Only hashes are stored.
 */
export const authTickets = pgTable(
  "auth_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("auth_tickets_expires_idx").on(t.expiresAt)],
);

/**
 * QR-code logins: the browser polls with one secret, the phone opens /authorize with another, so
 * someone who photographs the QR code cannot collect the session.
 */
export const qrLogins = pgTable("qr_logins", {
  id: uuid("id").primaryKey().defaultRandom(),
  pollHash: text("poll_hash").notNull().unique(),
  scanHash: text("scan_hash").notNull().unique(),
  /** WAITING | SCANED | LOGINED (confirmed on the phone) | REFUSED; TIMEOUT is derived from expiresAt. */
  state: text("state").notNull().default("WAITING"),
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  userAgent: text("user_agent").notNull().default(""),
  ip: text("ip").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
});

/** Browsers that passed a second factor; the cookie holds a random token, the table its hash. */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** "Remember this device" lasts 30 days from the second factor that set it (issue 29). */
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      // A default so the release before this column still inserts rows (ADR 0022); new rows set it.
      .default(sql`now() + interval '30 days'`),
  },
  (t) => [index("known_devices_token_idx").on(t.tokenHash, t.userId)],
);

/** Accounts at OAuth / OpenID Connect providers (WeChat open platform …) linked to a user. */
export const userIdentities = pgTable(
  "user_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("user_identities_user_idx").on(t.userId)],
);

/** Companies users act for (organisation login, switch company). */
export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Short code typed at organisation login. */
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isDefault: boolean("is_default").notNull().default(false),
    /** admin (manages members and the name; the creator is the first) | member. An organisation always keeps one admin. */
    role: text("role").notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("company_members_user_idx").on(t.userId)],
);

/**
 * Invitations to join an organisation (issue 29): the person accepts or declines in 消息中心, so nobody
 * becomes a member without consent and the administrator learns nothing about a phone before that.
 * Bound to the phone, not a user: one nobody registered with yet waits for its owner until it expires.
 * At most one pending invitation per organisation and phone (inviting again is idempotent).
 */
export const orgInvitations = pgTable(
  "org_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** The role given on acceptance: member (administrators promote afterwards). */
    role: text("role").notNull().default("member"),
    /** pending | accepted | declined | revoked | expired */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("org_invitations_pending_uq").on(t.orgId, t.phone).where(sql`status = 'pending'`),
    index("org_invitations_phone_idx").on(t.phone),
  ],
);

/**
 * Messages to people (SMS, e-mail). With the default `outbox` provider nothing is delivered: the
 * message stays here for administrators to read, plainly marked as not sent.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    provider: text("provider").notNull(),
    /** stored (not delivered) | sent | failed */
    status: text("status").notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

/**
 * A staff member's authenticator app (TOTP, RFC 6238; ADR 0030). The row exists from the start of
 * enrolment; `confirmedAt` is set once a code from the app proved it was scanned. `lastStep` is the
 * 30-second step of the last accepted code, so the same code cannot be used twice. The secret is
 * never returned once enrolment is confirmed.
 */
export const totpCredentials = pgTable("totp_credentials", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
});

/** One-time recovery codes for when the authenticator is lost: only a hash is kept, each used once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_uq").on(t.userId, t.codeHash)],
);
