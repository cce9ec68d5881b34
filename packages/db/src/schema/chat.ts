import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A visitor of the customer-service chat (SPEC §7 guest/create): where they came from. */
export const chatGuests = pgTable("chat_guests", {
  id: uuid("id").primaryKey().defaultRandom(),
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One customer-service conversation (issue 12). A logged-in visitor is known by the user id; an
 * anonymous one by a random token kept in an HttpOnly cookie, of which only the hash is stored.
 * waiting → open (an agent took it) → closed; `left` is a message left while no agent was online,
 * `answered` once staff replied to it by SMS or e-mail.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guestId: uuid("guest_id"),
    visitorTokenHash: text("visitor_token_hash"),
    userId: uuid("user_id"),
    /** The analytics visitor (hash of the browser id), to show the pages this visitor saw. */
    browser: text("browser"),
    source: text("source").notNull(),
    entryPage: text("entry_page").notNull().default(""),
    status: text("status").notNull(),
    agentId: uuid("agent_id"),
    /** Phone or e-mail left with an offline message. */
    contact: text("contact"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The last message id each side has seen (read state). */
    visitorReadId: bigint("visitor_read_id", { mode: "number" }).notNull().default(0),
    agentReadId: bigint("agent_read_id", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("chat_conversations_status_idx").on(t.status, t.lastMessageAt),
    index("chat_conversations_user_idx").on(t.userId),
    index("chat_conversations_token_idx").on(t.visitorTokenHash),
    index("chat_conversations_created_idx").on(t.createdAt),
  ],
);

/** A message of a conversation: text, or an image stored like other uploads. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id").notNull(),
    /** visitor | agent | system */
    sender: text("sender").notNull(),
    agentId: uuid("agent_id"),
    /** text | image */
    kind: text("kind").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("chat_messages_conversation_idx").on(t.conversationId, t.id)],
);

/** Agents' presence, shared by every server process: online while a console keeps beating. */
export const chatAgents = pgTable("chat_agents", {
  userId: uuid("user_id").primaryKey(),
  /** online | away */
  status: text("status").notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
