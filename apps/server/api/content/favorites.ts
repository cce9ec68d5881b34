import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import { cancelMyFavorite, myFavorites } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { jsonBody, moreErrors, pagedResponses, responses } from "../openapi";

const kind = z
  .enum(["NEWS", "NORMAL", "POLICY", "PAPER", "TENDER"])
  .openapi({ description: "NEWS 资讯，NORMAL 标准，POLICY 政策，PAPER 论文，TENDER 招标公告" });
const route = <R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ ...r, tags: ["个人中心"] });

const item = z
  .object({
    kind,
    kindName: z.string(),
    id: z.number().int(),
    title: z.string(),
    path: z.string().openapi({ description: "详情页地址" }),
    favoritedAt: z.string().openapi({ description: "收藏时间（北京时间）", example: "2026-03-06 09:30:00" }),
  })
  .openapi("Favorite");

const list = route({
  method: "post",
  path: "/user/center/favorites/listPaged",
  summary: "我的收藏",
  description: "当前用户收藏的资讯、标准、政策、论文与招标公告，按收藏时间倒序分页；可按 kind 只看一类；已下线的内容不列出。",
  request: jsonBody(pageQuerySchema.extend({ kind: kind.optional() }), false),
  responses: { ...pagedResponses(item, "收藏分页"), ...moreErrors({ unauthenticated: true }) },
});
const cancel = route({
  method: "post",
  path: "/user/center/favorites/cancel",
  summary: "取消收藏",
  description: "只删除当前用户自己的收藏；没有收藏过时 removed 为 false。",
  request: jsonBody(z.object({ kind, id: z.number().int().min(1).max(2_147_483_647) })),
  responses: { ...responses(z.object({ removed: z.boolean() }), "是否删除了收藏"), ...moreErrors({ unauthenticated: true }) },
});

/** 我的收藏 in the personal center: every call reads or changes the caller's own rows only. */
export function favoriteRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, async (c) => {
    const r = await myFavorites(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(cancel, async (c) => c.json(ok(await cancelMyFavorite(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}
