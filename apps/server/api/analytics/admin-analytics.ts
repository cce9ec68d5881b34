import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import { analyticsOverview, PERM } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminRouteConfig } from "../admin/common";

const overview = createRoute(
  adminRouteConfig({
    area: "analytics",
    verb: "overview",
    summary: "访问统计",
    description:
      "近 7、30 或 90 天（含今天）：每日访问量与访客、注册、咨询访客；来源、热门页面、阅读时长最多的文章；在线客服的对话量、接通率与首次响应时间",
    permission: PERM.analytics,
    body: z.object({ days: z.union([z.literal(7), z.literal(30), z.literal(90)]).optional() }),
    data: z.object({ days: z.number().int(), from: z.string(), to: z.string() }).passthrough().openapi("AnalyticsOverview"),
  }),
);

/** /api/admin/analytics/*: visitor analytics for operators. */
export function adminAnalyticsRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(overview, async (c) => c.json(ok(await analyticsOverview(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}
