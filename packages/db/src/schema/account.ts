import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A person with an account. Phone first, e-mail second (either may be missing for accounts created
 * by WeChat); both unique when present. Staff are users that hold roles in staff_roles.
 */
export const users = pgTable(
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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("users_created_idx").on(t.createdAt),
    index("users_recovery_phone_idx").on(t.recoveryPhone),
    // 邀请好友 lists the people a user invited.
    index("users_invited_by_idx").on(t.invitedBy),
  ],
);

/** Roles of staff members (administrator, editor …); see core/access.ts for what each may do. */
export const staffRoles = pgTable(
  "staff_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Login sessions. Only the SHA-256 of the token is stored, so a copy of the table cannot be used to
 * log in. A session ends at its absolute expiry, after idling, or when revoked.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** The company the user acts for in this session (organisation login, switch company). */
    companyId: uuid("company_id"),
    /** How the session was started: pwd, vcode, qr, oauth, org … (shown in the personal center). */
    method: text("method").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Authentication events and staff changes, kept at least 180 days (DESIGN §7). */
export const auditLog = pgTable(
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
    detail: jsonb("detail"),
  },
  (t) => [index("audit_at_idx").on(t.at), index("audit_actor_idx").on(t.actorId, t.at)],
);
