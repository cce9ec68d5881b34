import { createHash, randomBytes } from "node:crypto";
import { visitedPath } from "@portal/contract";
import { schema } from "@portal/db";
import { and, asc, desc, eq, gt, inArray, isNull, type SQL } from "drizzle-orm";
import { type ChatVisitor, requireChatVisitor, requireUser } from "../access";
import type { Ctx } from "../context";
import { forbidden, invalid, notFound } from "../errors";
import { getSiteSettings } from "../site";
import { withinWorkingHours, workingHoursText } from "./hours";
import { isChatImageUrl } from "./images";
import { agentsAvailable } from "./presence";
import { CHAT_TEXT_MAX, type ChatMessageView, type ConversationView, messageView, publishChat, visitorKeyOf } from "./protocol";
import { conversationView, namesOf, personName } from "./views";

export type { ChatVisitor };

/** Statuses in which a visitor's next message goes into the same conversation (an answered one reopens). */
const LIVE = ["waiting", "open", "left", "answered"];
const DEFAULT_GREETING = "您好，欢迎咨询！请问有什么可以帮您？";

export function newVisitorToken(): string {
  return randomBytes(24).toString("base64url");
}

export function hashVisitorToken(token: string): string {
  return createHash("sha256").update(`chat:${token}`).digest("base64url");
}

function ownedBy(visitor: ChatVisitor): SQL {
  return "userId" in visitor
    ? eq(schema.chatConversations.userId, visitor.userId)
    : eq(schema.chatConversations.visitorTokenHash, visitor.tokenHash);
}

export function chatVisitorKey(visitor: ChatVisitor): string {
  return "userId" in visitor ? `u:${visitor.userId}` : `t:${visitor.tokenHash}`;
}

async function liveConversation(ctx: Ctx, visitor: ChatVisitor) {
  const [row] = await ctx.db
    .select()
    .from(schema.chatConversations)
    .where(and(ownedBy(visitor), inArray(schema.chatConversations.status, LIVE)))
    .orderBy(desc(schema.chatConversations.createdAt))
    .limit(1);
  return row;
}

export async function messagesOf(ctx: Ctx, conversationId: string, afterId = 0): Promise<ChatMessageView[]> {
  const rows = await ctx.db
    .select()
    .from(schema.chatMessages)
    .where(and(eq(schema.chatMessages.conversationId, conversationId), gt(schema.chatMessages.id, afterId)))
    .orderBy(asc(schema.chatMessages.id))
    .limit(500);
  const names = await namesOf(
    ctx,
    rows.map((r) => r.agentId),
  );
  return rows.map((r) => messageView(r, r.agentId ? personName(names.get(r.agentId), true) : null));
}

/** Whether a person can answer now: inside working hours and with an agent's console online. */
export async function chatAvailability(ctx: Ctx) {
  const setting = (await getSiteSettings(ctx)).chat;
  const inHours = withinWorkingHours(setting, ctx.now());
  const online = inHours && (await agentsAvailable(ctx));
  return { online, inHours, hours: workingHoursText(setting), greeting: setting.autoContent || DEFAULT_GREETING };
}

/**
 * A visitor who chatted anonymously and then signed in keeps the conversation: the browser's
 * anonymous conversations become the user's.
 */
export async function adoptAnonymousChats(ctx: Ctx, userId: string, tokenHash: string) {
  if (requireUser(ctx) !== userId) throw forbidden(); // only into the signed-in user's own account
  await ctx.db
    .update(schema.chatConversations)
    .set({ userId, visitorTokenHash: null })
    .where(and(eq(schema.chatConversations.visitorTokenHash, tokenHash), isNull(schema.chatConversations.userId)));
}

/** What the chat window shows when it opens: the live conversation (if any), its messages, who is there. */
export async function openChat(ctx: Ctx) {
  const row = await liveConversation(ctx, requireChatVisitor(ctx));
  const availability = await chatAvailability(ctx);
  return {
    conversation: row ? await visitorView(ctx, row) : null,
    messages: row ? await messagesOf(ctx, row.id) : [],
    ...availability,
  };
}

/** The visitor sees no contact details but its own, and no staff ids. */
async function visitorView(ctx: Ctx, row: typeof schema.chatConversations.$inferSelect): Promise<ConversationView> {
  return { ...(await conversationView(ctx, row)), agentId: null, source: "", entryPage: "" };
}

export function checkMessage(kind: "text" | "image", body: string): string {
  if (kind === "image") {
    if (!isChatImageUrl(body)) throw invalid("图片地址无效，请重新上传");
    return body;
  }
  const text = body.replace(/\r\n?/g, "\n").trim();
  if (!text) throw invalid("消息不能为空");
  if (text.length > CHAT_TEXT_MAX) throw invalid(`消息不能超过 ${CHAT_TEXT_MAX} 个字`);
  return text;
}

/** Text a visitor's browser reported, as the console shows it: no control characters, at most `max` characters. */
function visitorText(text: string | undefined, max: number): string {
  return Array.from((text ?? "").replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, "").trim())
    .slice(0, max)
    .join("");
}

export interface VisitorMeta {
  guestId?: string;
  source?: string;
  page?: string;
  browser?: string;
}

/**
 * A visitor's message. The first one opens a conversation (greeted with the console's invitation
 * text) in the agents' queue; when nobody can answer, the visitor is told so and asked for a phone
 * number or e-mail address (leaveChatContact).
 */
export async function sendVisitorMessage(ctx: Ctx, input: { kind: "text" | "image"; body: string; meta?: VisitorMeta }) {
  const visitor = requireChatVisitor(ctx);
  const body = checkMessage(input.kind, input.body);
  const now = ctx.now();
  const existing = await liveConversation(ctx, visitor);
  const availability = existing ? undefined : await chatAvailability(ctx);
  const { conversation, inserted } = await ctx.db.transaction(async (tx) => {
    const added: (typeof schema.chatMessages.$inferSelect)[] = [];
    const say = async (conversationId: string, sender: "visitor" | "system", kind: "text" | "image", text: string) => {
      const [m] = await tx.insert(schema.chatMessages).values({ conversationId, sender, kind, body: text, createdAt: now }).returning();
      added.push(m);
      return m;
    };
    let conv = existing;
    if (!conv) {
      const meta = input.meta ?? {};
      [conv] = await tx
        .insert(schema.chatConversations)
        .values({
          guestId: meta.guestId && /^[0-9a-f-]{36}$/i.test(meta.guestId) ? meta.guestId : null,
          userId: "userId" in visitor ? visitor.userId : null,
          visitorTokenHash: "tokenHash" in visitor ? visitor.tokenHash : null,
          browser: meta.browser ?? null,
          source: visitorText(meta.source, 200) || "直接访问",
          // Shown to agents: only a path of this site, never an address that leads elsewhere (issue 29).
          entryPage: visitedPath(meta.page, 300) ?? "",
          status: "waiting",
          createdAt: now,
          lastMessageAt: now,
        })
        .returning();
      await say(conv.id, "system", "text", availability?.greeting ?? DEFAULT_GREETING);
    }
    await say(conv.id, "visitor", input.kind, body);
    if (!existing && availability && !availability.online) {
      await say(
        conv.id,
        "system",
        "text",
        `当前暂无客服在线（服务时间：${availability.hours}）。请留下您的手机号或邮箱，我们会尽快回复您。`,
      );
    }
    const [updated] = await tx
      .update(schema.chatConversations)
      .set({
        lastMessageAt: now,
        visitorReadId: added[added.length - 1].id,
        // A visitor writing again after the offline answer goes back into the queue.
        ...(conv.status === "answered" ? { status: "waiting", closedAt: null, agentId: null } : {}),
      })
      .where(eq(schema.chatConversations.id, conv.id))
      .returning();
    return { conversation: updated, inserted: added };
  });
  const key = visitorKeyOf(conversation);
  for (const m of inserted) await publishChat(ctx, { to: "both", visitorKey: key, frame: { t: "message", message: messageView(m) } });
  await publishChat(ctx, {
    to: "agents",
    visitorKey: key,
    frame: { t: "conversation", conversation: await conversationView(ctx, conversation) },
  });
  if (!existing || existing.status !== conversation.status)
    await publishChat(ctx, {
      to: "visitor",
      visitorKey: key,
      frame: { t: "conversation", conversation: await visitorView(ctx, conversation) },
    });
  return {
    conversationId: conversation.id,
    messages: inserted.map((m) => messageView(m)),
    offline: Boolean(availability && !availability.online),
  };
}

const PHONE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** The contact a visitor leaves when nobody is online; staff answer it later by SMS or e-mail. */
export async function leaveChatContact(ctx: Ctx, input: { contact: string }) {
  const visitor = requireChatVisitor(ctx);
  const contact = input.contact.trim();
  if (!PHONE.test(contact) && !EMAIL.test(contact)) throw invalid("请填写正确的手机号或邮箱");
  const conv = await liveConversation(ctx, visitor);
  if (!conv) throw invalid("请先写下您要咨询的问题");
  const [updated] = await ctx.db
    .update(schema.chatConversations)
    .set({ contact, status: conv.status === "open" ? "open" : "left" })
    .where(eq(schema.chatConversations.id, conv.id))
    .returning();
  await publishChat(ctx, {
    to: "agents",
    visitorKey: visitorKeyOf(updated),
    frame: { t: "conversation", conversation: await conversationView(ctx, updated) },
  });
  return { conversation: await visitorView(ctx, updated) };
}

/** The visitor has seen every message up to `upTo`; the agent's console shows 已读. */
export async function markVisitorRead(ctx: Ctx, upTo: number) {
  const conv = await liveConversation(ctx, requireChatVisitor(ctx));
  if (!conv) throw notFound("会话");
  if (upTo <= conv.visitorReadId) return;
  await ctx.db.update(schema.chatConversations).set({ visitorReadId: upTo }).where(eq(schema.chatConversations.id, conv.id));
  await publishChat(ctx, {
    to: "both",
    visitorKey: visitorKeyOf(conv),
    frame: { t: "read", conversationId: conv.id, by: "visitor", upTo },
  });
}

/** The conversation the visitor's typing indicator belongs to (none before the first message). */
export async function liveConversationId(ctx: Ctx): Promise<string | undefined> {
  return (await liveConversation(ctx, requireChatVisitor(ctx)))?.id;
}
