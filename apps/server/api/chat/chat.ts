import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import {
  adoptAnonymousChats,
  type Ctx,
  createGuest,
  getChatSetting,
  hashVisitorToken,
  invalid,
  leaveChatContact,
  MAX_UPLOAD_BYTES,
  newVisitorToken,
  openChat,
  storeChatImage,
} from "@portal/core";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { CHAT_COOKIE } from "../../chat/sockets";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { jsonBody, responses } from "../openapi";
import { chatConversation, chatMessage } from "./chat-schemas";

export const CHAT_UPLOAD_PATH = "/crm/sdm/open/upload";
export const CHAT_UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
const TAG = "在线客服";

const guestCreate = createRoute({
  method: "post",
  path: "/crm/sdm/open/guest/create",
  tags: [TAG],
  summary: "登记访客",
  description: "记录访客来源（来源页地址，直接访问时为“直接访问”），返回访客编号。每个 IP 每分钟最多 30 次。",
  request: jsonBody(z.object({ guest: z.object({ source: z.string().max(2000).nullish() }).default({}) }), false),
  responses: responses(z.object({ guestId: z.string().uuid() }), "访客编号"),
});

const settingGet = createRoute({
  method: "post",
  path: "/crm/sdm/open/setting/get",
  tags: [TAG],
  summary: "客服弹窗设置",
  responses: responses(
    z.object({ autoSwitch: z.boolean(), autoDelayed: z.number().int(), autoContent: z.string() }).openapi("ChatSetting"),
    "自动邀请设置：是否开启、延迟秒数、邀请语",
  ),
});

const sessionInit = createRoute({
  method: "post",
  path: "/crm/sdm/open/session/init",
  tags: [TAG],
  summary: "打开客服窗口",
  description:
    "返回访客进行中的会话与消息、是否有客服在线、服务时间。未登录的访客获得一个仅服务器可读的会话 Cookie（ocs），之后用它连接 WebSocket /api/ws/chat。",
  request: jsonBody(z.object({}), false),
  responses: responses(
    z.object({
      conversation: chatConversation.nullable(),
      messages: z.array(chatMessage),
      online: z.boolean().openapi({ description: "现在是否有客服可以接待" }),
      inHours: z.boolean(),
      hours: z.string().openapi({ example: "周一至周五 09:00–18:00" }),
      greeting: z.string(),
    }),
    "客服窗口的初始内容",
  ),
});

const leaveMessage = createRoute({
  method: "post",
  path: "/crm/sdm/open/leaveMessage",
  tags: [TAG],
  summary: "留下联系方式",
  description: "客服不在线时，访客在已写下的问题后留下手机号或邮箱，客服稍后通过短信或邮件答复。",
  request: jsonBody(z.object({ contact: z.string().max(200) })),
  responses: responses(z.object({ conversation: chatConversation }), "已留言的会话"),
});

/**
 * The request's context as the chat visitor: the signed-in user's as it is, else the browser's chat
 * cookie (created when `create`) as a `chatVisitor` actor; null when neither.
 */
export function chatVisitorCtx(c: Context<AppEnv>, create = false): Ctx | null {
  const ctx = c.get("ctx");
  if (ctx.actor.kind === "user") return ctx;
  let token = getCookie(c, CHAT_COOKIE);
  if ((!token || token.length > 100) && create) {
    token = newVisitorToken();
    setCookie(c, CHAT_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure: c.get("https") === true,
      path: "/",
      maxAge: 180 * 86_400,
    });
  }
  if (!token || token.length > 100) return null;
  const ip = "ip" in ctx.actor ? ctx.actor.ip : "";
  return { ...ctx, actor: { kind: "chatVisitor", tokenHash: hashVisitorToken(token), ip } };
}

export function chatRoutes(limit: LimiterFactory) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/crm/sdm/open/guest/create", limit({ name: "guest-create", points: 30, durationSec: 60 }));
  app.use("/crm/sdm/open/session/init", limit({ name: "chat-init", points: 60, durationSec: 60 }));
  app.use("/crm/sdm/open/leaveMessage", limit({ name: "chat-leave", points: 10, durationSec: 600 }));
  app.use(CHAT_UPLOAD_PATH, limit({ name: "chat-upload", points: 20, durationSec: 600 }));
  app.openapi(guestCreate, async (c) => {
    const body = c.req.valid("json");
    return c.json(ok(await createGuest(c.get("ctx"), { source: body?.guest?.source })), 200);
  });
  app.openapi(settingGet, async (c) => c.json(ok(await getChatSetting(c.get("ctx"))), 200));
  app.openapi(sessionInit, async (c) => {
    const ctx = chatVisitorCtx(c, true) as Ctx;
    // Signed in after chatting anonymously in this browser: the conversation comes along.
    const token = getCookie(c, CHAT_COOKIE);
    if (ctx.actor.kind === "user" && token && token.length <= 100)
      await adoptAnonymousChats(ctx, ctx.actor.userId, hashVisitorToken(token));
    c.header("Cache-Control", "no-store");
    return c.json(ok(await openChat(ctx)), 200);
  });
  app.openapi(leaveMessage, async (c) => {
    const ctx = chatVisitorCtx(c);
    if (!ctx) throw invalid("请先写下您要咨询的问题");
    return c.json(ok(await leaveChatContact(ctx, c.req.valid("json"))), 200);
  });

  app.openAPIRegistry.registerPath({
    method: "post",
    path: CHAT_UPLOAD_PATH,
    tags: [TAG],
    summary: "发送图片",
    description:
      "multipart/form-data，字段 file。按文件头识别 PNG、JPEG、GIF、WebP，不超过 5 MB。需要已打开客服窗口（ocs Cookie）或已登录；每个 IP 10 分钟最多 20 张。返回的地址随后以 WebSocket 消息 {t:'message', kind:'image', body:url} 发出。",
    request: {
      body: {
        required: true,
        content: { "multipart/form-data": { schema: z.object({ file: z.string().openapi({ format: "binary" }) }) } },
      },
    },
    responses: responses(z.object({ url: z.string() }), "图片地址"),
  });
  app.post(CHAT_UPLOAD_PATH, async (c) => {
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) throw invalid("请以 multipart/form-data 上传图片");
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw invalid("请选择要发送的图片（字段 file）");
    if (file.size > MAX_UPLOAD_BYTES) throw invalid("图片不能超过 5 MB");
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(ok(await storeChatImage(c.get("ctx"), { bytes, allowed: chatVisitorCtx(c) !== null })), 200);
  });
  return app;
}
