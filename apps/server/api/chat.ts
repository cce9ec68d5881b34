import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import { createGuest, getChatSetting } from "@portal/core";
import type { AppEnv } from "../env";
import { validationHook } from "../middleware/errors";
import type { LimiterFactory } from "../middleware/rate-limit";
import { jsonBody, responses } from "./openapi";

const guestCreate = createRoute({
  method: "post",
  path: "/crm/sdm/open/guest/create",
  tags: ["在线客服"],
  summary: "登记访客",
  description: "记录访客来源（来源页地址，直接访问时为“直接访问”），返回访客编号。每个 IP 每分钟最多 30 次。",
  request: jsonBody(z.object({ guest: z.object({ source: z.string().max(2000).nullish() }).default({}) }), false),
  responses: responses(z.object({ guestId: z.string().uuid() }), "访客编号"),
});

const settingGet = createRoute({
  method: "post",
  path: "/crm/sdm/open/setting/get",
  tags: ["在线客服"],
  summary: "客服弹窗设置",
  responses: responses(
    z.object({ autoSwitch: z.boolean(), autoDelayed: z.number().int(), autoContent: z.string() }).openapi("ChatSetting"),
    "自动邀请设置：是否开启、延迟秒数、邀请语",
  ),
});

export function chatRoutes(limit: LimiterFactory) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/crm/sdm/open/guest/create", limit({ name: "guest-create", points: 30, durationSec: 60 }));
  app.openapi(guestCreate, async (c) => {
    const body = c.req.valid("json");
    return c.json(ok(await createGuest(c.get("ctx"), { source: body?.guest?.source })), 200);
  });
  app.openapi(settingGet, async (c) => c.json(ok(await getChatSetting(c.get("ctx"))), 200));
  return app;
}
