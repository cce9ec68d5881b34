import { z } from "@hono/zod-openapi";

export const chatMessage = z
  .object({
    id: z.number().int(),
    conversationId: z.string(),
    sender: z.enum(["visitor", "agent", "system"]),
    agentName: z.string().optional(),
    kind: z.enum(["text", "image"]),
    body: z.string().openapi({ description: "文字，或图片地址 /files/chat/…" }),
    createdAt: z.string(),
  })
  .openapi("ChatMessage");

export const chatConversation = z
  .object({
    id: z.string(),
    status: z.enum(["waiting", "open", "closed", "left", "answered"]).openapi({
      description: "waiting 排队中，open 接待中，closed 已结束，left 离线留言，answered 留言已回复",
    }),
    agentId: z.string().nullable(),
    agentName: z.string().nullable(),
    visitorName: z.string(),
    source: z.string(),
    entryPage: z.string(),
    contact: z.string().nullable(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    firstReplyAt: z.string().nullable(),
    visitorReadId: z.number().int(),
    agentReadId: z.number().int(),
    unread: z.number().int(),
    lastMessage: z.string(),
  })
  .openapi("ChatConversation");
