import { type Db, schema } from "@portal/db";
import { asc, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../context";

/** A user's own customer-service conversations, for the account data export (PIPL). */
export async function chatHistoryOf(ctx: Ctx, userId: string) {
  const conversations = await ctx.db
    .select({ id: schema.chatConversations.id, createdAt: schema.chatConversations.createdAt, status: schema.chatConversations.status })
    .from(schema.chatConversations)
    .where(eq(schema.chatConversations.userId, userId))
    .orderBy(asc(schema.chatConversations.createdAt));
  if (conversations.length === 0) return [];
  const messages = await ctx.db
    .select({
      conversationId: schema.chatMessages.conversationId,
      sender: schema.chatMessages.sender,
      kind: schema.chatMessages.kind,
      body: schema.chatMessages.body,
      createdAt: schema.chatMessages.createdAt,
    })
    .from(schema.chatMessages)
    .where(
      inArray(
        schema.chatMessages.conversationId,
        conversations.map((c) => c.id),
      ),
    )
    .orderBy(asc(schema.chatMessages.id));
  return conversations.map((c) => ({
    ...c,
    messages: messages.filter((m) => m.conversationId === c.id).map(({ conversationId: _c, ...m }) => m),
  }));
}

/** Erases a deleted account's conversations with their messages (called inside the purge transaction). */
export async function eraseChatsOf(db: Db, userId: string) {
  const ids = (
    await db.select({ id: schema.chatConversations.id }).from(schema.chatConversations).where(eq(schema.chatConversations.userId, userId))
  ).map((r) => r.id);
  if (ids.length === 0) return;
  await db.delete(schema.chatMessages).where(inArray(schema.chatMessages.conversationId, ids));
  await db.delete(schema.chatConversations).where(inArray(schema.chatConversations.id, ids));
}
