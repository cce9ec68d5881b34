import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, PAGE_NAME_PREFIX } from "@portal/contract";
import { getPageInfo, getSiteSettings } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { jsonBody, responses } from "../openapi";

const pageInfo = z.object({ title: z.string(), keyword: z.string().nullable(), description: z.string().nullable() }).openapi("PageInfo");

const getByName = createRoute({
  method: "post",
  path: "/news/pub/getByName",
  tags: ["站点"],
  summary: "按页面名称查询页面 TDK 模板",
  description: "返回页面标题、关键词、描述模板；未配置的页面返回站点默认值。结果缓存 180 秒。",
  request: jsonBody(
    z.object({
      name: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .openapi({ example: `${PAGE_NAME_PREFIX}home` }),
      comId: z.string().max(64).optional(),
    }),
  ),
  responses: responses(pageInfo, "页面信息"),
});

export function siteRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(getByName, async (c) => {
    const ctx = c.get("ctx");
    const { name } = c.req.valid("json");
    const info = await getPageInfo(ctx, name);
    if (info) return c.json(ok(info), 200);
    const s = await getSiteSettings(ctx);
    return c.json(ok({ title: s.defaultTitle, keyword: s.defaultKeywords, description: s.defaultDescription }), 200);
  });
  return app;
}
