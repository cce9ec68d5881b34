import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import { type ColumnNode, listColumnTree } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { jsonBody, responses } from "../openapi";

const columnNode: z.ZodType<ColumnNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      bizType: z.enum(["NEWS", "TOPIC"]),
      children: z.array(columnNode),
    }),
  )
  .openapi("NewsColumn", { type: "object" });

const docDirList = createRoute({
  method: "post",
  path: "/news/pub/docDirList",
  tags: ["资讯"],
  summary: "资讯栏目树",
  description: "按内容类型（NEWS 资讯 / KNOW 知识）返回栏目树；结果缓存 180 秒，栏目变更后立即刷新。",
  request: jsonBody(
    z.object({
      docType: z.enum(["NEWS", "KNOW"]).default("NEWS"),
      comId: z.string().max(64).optional(),
    }),
    false,
  ),
  responses: responses(z.array(columnNode), "栏目列表"),
});

const newsDirList = createRoute({
  method: "post",
  path: "/news/pub/newsDirList",
  tags: ["资讯"],
  summary: "资讯目录（顶部导航与页脚专题）",
  request: jsonBody(z.object({ comId: z.string().max(64).optional() }), false),
  responses: responses(z.array(columnNode), "目录列表"),
});

export function contentRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(docDirList, async (c) => {
    const body = c.req.valid("json") ?? { docType: "NEWS" as const };
    return c.json(ok(await listColumnTree(c.get("ctx"), body.docType ?? "NEWS")), 200);
  });
  app.openapi(newsDirList, async (c) => c.json(ok(await listColumnTree(c.get("ctx"), "NEWS")), 200));
  return app;
}
