import { schema } from "@portal/db";
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { hasPermission, requirePermission } from "../access";
import { auditChange } from "../audit";
import type { Ctx } from "../context";
import { conflict, forbidden, invalid, notFound } from "../errors";
import { sendMail, sendSms } from "../notify";
import { getSiteSettings } from "../site";
import { AGENT_STALE_MS } from "./presence";
import { type ChatMessageView, messageView, publishChat, visitorKeyOf } from "./protocol";
import { conversationView, conversationViews, namesOf, personName } from "./views";
import { checkMessage, messagesOf } from "./visitor";

export const CHAT_PERMISSION = "chat:answer";

type ConversationRow = typeof schema.chatConversations.$inferSelect;

function agentId(ctx: Ctx): string {
  requirePermission(ctx, CHAT_PERMISSION);
  if (ctx.actor.kind !== "user") throw forbidden();
  return ctx.actor.userId;
}

const supervises = (ctx: Ctx) => ctx.actor.kind === "user" && ctx.actor.roles.includes("admin");

/** The console went online / away (a status the agent chooses) or closed (offline: the row goes). */
export async function setAgentPresence(ctx: Ctx, status: "online" | "away" | "offline") {
  const me = agentId(ctx);
  if (status === "offline") {
    await ctx.db.delete(schema.chatAgents).where(eq(schema.chatAgents.userId, me));
  } else {
    await ctx.db
      .insert(schema.chatAgents)
      .values({ userId: me, status, seenAt: ctx.now() })
      .onConflictDoUpdate({ target: schema.chatAgents.userId, set: { status, seenAt: ctx.now() } });
  }
  await publishChat(ctx, { to: "agents", visitorKey: "", frame: { t: "agents", agents: await onlineAgents(ctx) } });
}

/**
 * A console still open: keeps the agent's presence fresh without changing the chosen status (and puts
 * it back online if another process, seeing one of its sockets close, had taken it off).
 */
export async function touchAgentPresence(ctx: Ctx) {
  const me = agentId(ctx);
  await ctx.db
    .insert(schema.chatAgents)
    .values({ userId: me, status: "online", seenAt: ctx.now() })
    .onConflictDoUpdate({ target: schema.chatAgents.userId, set: { seenAt: ctx.now() } });
}

export async function onlineAgents(ctx: Ctx) {
  const since = new Date(ctx.now().getTime() - AGENT_STALE_MS);
  const rows = await ctx.db.select().from(schema.chatAgents).where(gt(schema.chatAgents.seenAt, since));
  const names = await namesOf(
    ctx,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({ id: r.userId, name: personName(names.get(r.userId), true) ?? "客服", status: r.status as "online" | "away" }));
}

/** The agent console's lists: waiting visitors, my chats, colleagues' chats, messages left offline. */
export async function chatConsole(ctx: Ctx) {
  const me = agentId(ctx);
  const c = schema.chatConversations;
  const live = await ctx.db
    .select()
    .from(c)
    .where(inArray(c.status, ["waiting", "open", "left"]))
    .orderBy(desc(c.lastMessageAt))
    .limit(300);
  const recent = await ctx.db
    .select()
    .from(c)
    .where(and(inArray(c.status, ["closed", "answered"]), gt(c.lastMessageAt, new Date(ctx.now().getTime() - 7 * 86_400_000))))
    .orderBy(desc(c.lastMessageAt))
    .limit(50);
  const views = await conversationViews(ctx, [...live, ...recent]);
  const settings = (await getSiteSettings(ctx)).chat;
  return {
    me,
    queue: views.filter((v) => v.status === "waiting").reverse(),
    mine: views.filter((v) => v.status === "open" && v.agentId === me),
    others: views.filter((v) => v.status === "open" && v.agentId !== me),
    left: views.filter((v) => v.status === "left"),
    recent: views.filter((v) => v.status === "closed" || v.status === "answered"),
    agents: await onlineAgents(ctx),
    canned: settings.canned,
  };
}

async function load(ctx: Ctx, id: string): Promise<ConversationRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound("会话");
  const [row] = await ctx.db.select().from(schema.chatConversations).where(eq(schema.chatConversations.id, id));
  if (!row) throw notFound("会话");
  return row;
}

/** One conversation with its messages and what we know of the visitor: source, pages seen, account. */
export async function chatConversationDetail(ctx: Ctx, id: string) {
  agentId(ctx);
  const row = await load(ctx, id);
  const user = row.userId
    ? (
        await ctx.db
          .select({ realname: schema.users.realname, phone: schema.users.phone })
          .from(schema.users)
          .where(eq(schema.users.id, row.userId))
      )[0]
    : undefined;
  const pages = row.browser
    ? await ctx.db
        .select({ path: schema.pageViews.path, at: schema.pageViews.at, spentMs: schema.pageViews.spentMs })
        .from(schema.pageViews)
        .where(eq(schema.pageViews.visitor, row.browser))
        .orderBy(desc(schema.pageViews.at))
        .limit(20)
    : [];
  const [earlier] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.chatConversations)
    .where(
      and(
        ne(schema.chatConversations.id, row.id),
        row.userId
          ? eq(schema.chatConversations.userId, row.userId)
          : eq(schema.chatConversations.visitorTokenHash, row.visitorTokenHash ?? "-"),
      ),
    );
  return {
    conversation: await conversationView(ctx, row),
    messages: await messagesOf(ctx, row.id),
    visitor: {
      loggedIn: Boolean(row.userId),
      name: user ? personName(user) : null,
      phone: user?.phone ? `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}` : null,
      source: row.source,
      entryPage: row.entryPage,
      pages: pages.map((p) => ({ path: p.path, at: p.at.toISOString(), seconds: Math.round(p.spentMs / 1000) })),
      earlierConversations: Number(earlier?.n ?? 0),
    },
  };
}

async function announce(ctx: Ctx, row: ConversationRow, messages: (typeof schema.chatMessages.$inferSelect)[]) {
  const key = visitorKeyOf(row);
  const names = await namesOf(
    ctx,
    messages.map((m) => m.agentId),
  );
  for (const m of messages) {
    await publishChat(ctx, {
      to: "both",
      visitorKey: key,
      frame: { t: "message", message: messageView(m, m.agentId ? personName(names.get(m.agentId), true) : null) },
    });
  }
  const view = await conversationView(ctx, row);
  await publishChat(ctx, { to: "agents", visitorKey: key, frame: { t: "conversation", conversation: view } });
  await publishChat(ctx, {
    to: "visitor",
    visitorKey: key,
    frame: { t: "conversation", conversation: { ...view, agentId: null, source: "", entryPage: "" } },
  });
}

async function systemLine(ctx: Ctx, conversationId: string, text: string) {
  const [m] = await ctx.db
    .insert(schema.chatMessages)
    .values({ conversationId, sender: "system", kind: "text", body: text, createdAt: ctx.now() })
    .returning();
  return m;
}

async function nameOf(ctx: Ctx, userId: string) {
  return personName((await namesOf(ctx, [userId])).get(userId), true) ?? "客服";
}

/** Takes a waiting visitor. Two agents clicking at once: one gets it, the other is told. */
export async function acceptChat(ctx: Ctx, id: string) {
  const me = agentId(ctx);
  await load(ctx, id);
  const c = schema.chatConversations;
  const [row] = await ctx.db
    .update(c)
    .set({ status: "open", agentId: me })
    .where(and(eq(c.id, id), inArray(c.status, ["waiting", "left"])))
    .returning();
  if (!row) throw conflict("该会话已被其他客服接入或已结束");
  await announce(ctx, row, [await systemLine(ctx, id, `客服${await nameOf(ctx, me)}为您服务`)]);
  return conversationView(ctx, row);
}

/** The agent answering a conversation, or an administrator stepping in. */
async function ownOpen(ctx: Ctx, id: string): Promise<{ me: string; row: ConversationRow }> {
  const me = agentId(ctx);
  const row = await load(ctx, id);
  if (row.status !== "open") throw invalid(row.status === "waiting" ? "请先接入该会话" : "会话已结束");
  if (row.agentId !== me && !supervises(ctx)) throw forbidden("该会话由其他客服接待");
  return { me, row };
}

export async function sendAgentMessage(ctx: Ctx, id: string, input: { kind: "text" | "image"; body: string }): Promise<ChatMessageView> {
  const { me } = await ownOpen(ctx, id);
  const body = checkMessage(input.kind, input.body);
  const now = ctx.now();
  const c = schema.chatConversations;
  const { message, row } = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(schema.chatMessages)
      .values({ conversationId: id, sender: "agent", agentId: me, kind: input.kind, body, createdAt: now })
      .returning();
    const [row] = await tx
      .update(c)
      .set({ lastMessageAt: now, agentReadId: message.id, firstReplyAt: sql`coalesce(${c.firstReplyAt}, ${now})` })
      .where(eq(c.id, id))
      .returning();
    return { message, row };
  });
  await announce(ctx, row, [message]);
  return messageView(message, await nameOf(ctx, me));
}

/** Hands a chat to a colleague whose console is online; the visitor is told who answers now. */
export async function transferChat(ctx: Ctx, id: string, toAgentId: string) {
  const { me, row } = await ownOpen(ctx, id);
  if (toAgentId === row.agentId) throw invalid("该会话已由这位客服接待");
  const target = (await onlineAgents(ctx)).find((a) => a.id === toAgentId);
  if (!target) throw invalid("对方客服不在线，无法转接");
  const roles = await ctx.db
    .select({ role: schema.staffRoles.role })
    .from(schema.staffRoles)
    .where(eq(schema.staffRoles.userId, toAgentId));
  if (
    !hasPermission(
      roles.map((r) => r.role),
      CHAT_PERMISSION,
    )
  )
    throw invalid("对方没有客服权限");
  const [updated] = await ctx.db
    .update(schema.chatConversations)
    .set({ agentId: toAgentId })
    .where(eq(schema.chatConversations.id, id))
    .returning();
  await auditChange(ctx, "chat.transfer", { type: "chat", id }, { agentId: row.agentId }, { agentId: toAgentId, by: me });
  await announce(ctx, updated, [await systemLine(ctx, id, `已为您转接客服${target.name}`)]);
  return conversationView(ctx, updated);
}

/** Ends a conversation (the agent's 结束会话); the visitor's next message starts a new one. */
export async function closeChat(ctx: Ctx, id: string) {
  const me = agentId(ctx);
  const row = await load(ctx, id);
  if (row.status === "closed" || row.status === "answered") return conversationView(ctx, row);
  if (row.status === "open" && row.agentId !== me && !supervises(ctx)) throw forbidden("该会话由其他客服接待");
  const [updated] = await ctx.db
    .update(schema.chatConversations)
    .set({ status: "closed", closedAt: ctx.now() })
    .where(eq(schema.chatConversations.id, id))
    .returning();
  await announce(ctx, updated, [await systemLine(ctx, id, "本次会话已结束，感谢您的咨询。如有新的问题，欢迎随时留言。")]);
  return conversationView(ctx, updated);
}

/**
 * Answers a message left while nobody was online, by SMS or e-mail (through the outbox providers)
 * to the contact the visitor gave; the answer is kept in the conversation, which is then done.
 */
export async function replyLeftMessage(ctx: Ctx, id: string, text: string) {
  const me = agentId(ctx);
  const row = await load(ctx, id);
  if (!row.contact) throw invalid("访客没有留下联系方式");
  if (row.status === "answered") throw conflict("该留言已回复");
  const body = checkMessage("text", text);
  if (body.length > 500) throw invalid("短信或邮件回复不能超过 500 个字");
  const siteName = (await getSiteSettings(ctx)).siteName;
  if (row.contact.includes("@")) {
    await sendMail(ctx, {
      to: row.contact,
      subject: `【${siteName}】客服回复了您的留言`,
      text: `您好：\n\n${body}\n\n—— ${siteName} 在线客服`,
    });
  } else {
    // With an SMS provider the notice template is used (fixed text: 您的留言已有回复); the full answer
    // is in the chat window, which shows an answered conversation when the visitor comes back.
    await sendSms(ctx, { phone: row.contact, text: `【${siteName}】客服回复：${body}`, template: "notice", params: { content: body } });
  }
  const now = ctx.now();
  const c = schema.chatConversations;
  const [message] = await ctx.db
    .insert(schema.chatMessages)
    .values({ conversationId: id, sender: "agent", agentId: me, kind: "text", body, createdAt: now })
    .returning();
  const [updated] = await ctx.db
    .update(c)
    .set({
      status: "answered",
      agentId: me,
      lastMessageAt: now,
      agentReadId: message.id,
      closedAt: now,
      firstReplyAt: sql`coalesce(${c.firstReplyAt}, ${now})`,
    })
    .where(eq(c.id, id))
    .returning();
  await announce(ctx, updated, [message]);
  return conversationView(ctx, updated);
}

/** The agent has read the visitor's messages up to `upTo` (the visitor's window shows 已读). */
export async function markAgentRead(ctx: Ctx, id: string, upTo: number) {
  agentId(ctx);
  const row = await load(ctx, id);
  if (upTo <= row.agentReadId) return;
  await ctx.db.update(schema.chatConversations).set({ agentReadId: upTo }).where(eq(schema.chatConversations.id, id));
  await publishChat(ctx, { to: "both", visitorKey: visitorKeyOf(row), frame: { t: "read", conversationId: id, by: "agent", upTo } });
}

/** For typing frames: the visitor key of a conversation the agent may write in. */
export async function agentConversationKey(ctx: Ctx, id: string): Promise<string> {
  const { row } = await ownOpen(ctx, id);
  return visitorKeyOf(row);
}
