import { schema } from "@portal/db";
import { inArray, sql } from "drizzle-orm";
import { maskPhone } from "../auth";
import type { Ctx } from "../context";
import type { ConversationView } from "./protocol";

type ConversationRow = typeof schema.chatConversations.$inferSelect;

/** 张工, else the masked phone; staff get 客服 + the phone's last four digits when they have no name. */
export function personName(user: { realname: string; phone: string | null } | undefined, staff = false): string | null {
  if (!user) return null;
  if (user.realname) return user.realname;
  if (staff) return `客服${user.phone?.slice(-4) ?? ""}`;
  return maskPhone(user.phone);
}

export async function namesOf(ctx: Ctx, ids: (string | null)[]): Promise<Map<string, { realname: string; phone: string | null }>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: schema.users.id, realname: schema.users.realname, phone: schema.users.phone })
    .from(schema.users)
    .where(inArray(schema.users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Conversations as the console and the visitor see them: names, unread count and the last message said (system lines only when nothing was). */
export async function conversationViews(ctx: Ctx, rows: ConversationRow[]): Promise<ConversationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const names = await namesOf(ctx, [...rows.map((r) => r.agentId), ...rows.map((r) => r.userId)]);
  const stats = (await ctx.db.execute(sql`
    SELECT c.id AS conversation_id,
      (SELECT count(*)::int FROM chat_messages m
        WHERE m.conversation_id = c.id AND m.sender = 'visitor' AND m.id > c.agent_read_id) AS unread,
      last.body AS last_body, last.kind AS last_kind
    FROM chat_conversations c
    LEFT JOIN LATERAL (SELECT body, kind FROM chat_messages m WHERE m.conversation_id = c.id
      ORDER BY (m.sender <> 'system') DESC, m.id DESC LIMIT 1) last ON true
    WHERE c.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`)) as unknown as { rows: { conversation_id: string; unread: number; last_body: string; last_kind: string }[] };
  const byId = new Map(stats.rows.map((s) => [s.conversation_id, s]));
  return rows.map((r) => {
    const s = byId.get(r.id);
    return {
      id: r.id,
      status: r.status as ConversationView["status"],
      agentId: r.agentId,
      agentName: r.agentId ? personName(names.get(r.agentId), true) : null,
      visitorName: (r.userId && personName(names.get(r.userId))) || `访客${r.id.slice(-4).toUpperCase()}`,
      source: r.source,
      entryPage: r.entryPage,
      contact: r.contact,
      createdAt: r.createdAt.toISOString(),
      lastMessageAt: r.lastMessageAt.toISOString(),
      firstReplyAt: r.firstReplyAt?.toISOString() ?? null,
      visitorReadId: r.visitorReadId,
      agentReadId: r.agentReadId,
      unread: Number(s?.unread ?? 0),
      lastMessage: s ? (s.last_kind === "image" ? "[图片]" : s.last_body.slice(0, 60)) : "",
    };
  });
}

export async function conversationView(ctx: Ctx, row: ConversationRow): Promise<ConversationView> {
  return (await conversationViews(ctx, [row]))[0];
}
