import type { schema } from "@portal/db";
import type { Ctx } from "../context";

/** The event-bus channel every chat change goes through (DESIGN §8: fan-out across processes). */
export const CHAT_CHANNEL = "chat";
export const CHAT_TEXT_MAX = 2000;

export type ChatSender = "visitor" | "agent" | "system";

export interface ChatMessageView {
  id: number;
  conversationId: string;
  sender: ChatSender;
  /** The agent's display name on agent messages. */
  agentName?: string;
  kind: "text" | "image";
  body: string;
  createdAt: string;
}

export interface ConversationView {
  id: string;
  status: "waiting" | "open" | "closed" | "left" | "answered";
  agentId: string | null;
  agentName: string | null;
  /** 访客 + the last four characters of its id, or the logged-in user's masked phone / name. */
  visitorName: string;
  source: string;
  entryPage: string;
  contact: string | null;
  createdAt: string;
  lastMessageAt: string;
  firstReplyAt: string | null;
  visitorReadId: number;
  agentReadId: number;
  /** Messages the agent side has not read (for the console's badges). */
  unread: number;
  lastMessage: string;
}

/**
 * What a process's socket hub receives: a frame for the agents' consoles, for the visitor's own
 * tabs (known by `visitorKey`), or both.
 */
export interface ChatEvent {
  to: "visitor" | "agents" | "both";
  visitorKey: string;
  frame: Record<string, unknown> & { t: string };
}

/** The key a visitor's sockets are registered under: the user, or the anonymous token's hash. */
export function visitorKeyOf(row: { userId: string | null; visitorTokenHash: string | null }): string {
  return row.userId ? `u:${row.userId}` : `t:${row.visitorTokenHash}`;
}

export async function publishChat(ctx: Ctx, event: ChatEvent): Promise<void> {
  await ctx.events?.publish(CHAT_CHANNEL, event);
}

export function messageView(row: typeof schema.chatMessages.$inferSelect, agentName?: string | null): ChatMessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender as ChatSender,
    ...(row.sender === "agent" && agentName ? { agentName } : {}),
    kind: row.kind as "text" | "image",
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
