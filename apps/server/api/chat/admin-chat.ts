import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import { CHAT_PERMISSION, chatConsole, chatConversationDetail, replyLeftMessage } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminRouteConfig } from "../admin/common";
import { chatConversation, chatMessage } from "./chat-schemas";

const id = z.string().uuid("会话编号不正确");
const agent = z.object({ id: z.string(), name: z.string(), status: z.enum(["online", "away"]) });

const routes = {
  console: createRoute(
    adminRouteConfig({
      area: "chat",
      verb: "console",
      summary: "客服工作台",
      description:
        "排队中的访客、我的会话、同事的会话、离线留言、近 7 天结束的会话、在线客服与快捷回复；实时变化经 WebSocket /api/ws/agent 推送",
      permission: CHAT_PERMISSION,
      body: z.object({}),
      data: z.object({
        me: z.string(),
        queue: z.array(chatConversation),
        mine: z.array(chatConversation),
        others: z.array(chatConversation),
        left: z.array(chatConversation),
        recent: z.array(chatConversation),
        agents: z.array(agent),
        canned: z.array(z.string()),
      }),
    }),
  ),
  detail: createRoute(
    adminRouteConfig({
      area: "chat",
      verb: "detail",
      summary: "会话详情",
      description: "会话的消息，以及访客的来源、进入页面、最近浏览的页面和历史会话数",
      permission: CHAT_PERMISSION,
      body: z.object({ id }),
      data: z.object({
        conversation: chatConversation,
        messages: z.array(chatMessage),
        visitor: z.object({
          loggedIn: z.boolean(),
          name: z.string().nullable(),
          phone: z.string().nullable(),
          source: z.string(),
          entryPage: z.string(),
          pages: z.array(z.object({ path: z.string(), at: z.string(), seconds: z.number().int() })),
          earlierConversations: z.number().int(),
        }),
      }),
    }),
  ),
  reply: createRoute(
    adminRouteConfig({
      area: "chat",
      verb: "reply",
      summary: "回复离线留言",
      description: "按访客留下的手机号发短信或按邮箱发邮件（经发件箱的服务商），回复记入会话，留言标记为已回复",
      permission: CHAT_PERMISSION,
      body: z.object({ id, text: z.string().max(500, "回复不能超过 500 个字") }),
      data: chatConversation,
    }),
  ),
};

export function adminChatRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.console, async (c) => c.json(ok(await chatConsole(c.get("ctx"))), 200));
  app.openapi(routes.detail, async (c) => c.json(ok(await chatConversationDetail(c.get("ctx"), c.req.valid("json").id)), 200));
  app.openapi(routes.reply, async (c) => {
    const { id: conversationId, text } = c.req.valid("json");
    return c.json(ok(await replyLeftMessage(c.get("ctx"), conversationId, text)), 200);
  });
  return app;
}
