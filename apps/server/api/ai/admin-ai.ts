import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import { adminTools, aiStatus, aiUsageSummary, createTool, PERM, updateTool } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminRouteConfig } from "../admin/common";

const input = z.object({
  key: z.string().max(30),
  label: z.string().trim().min(1, "输入项名称不能为空").max(30),
  type: z.enum(["text", "textarea", "select"]),
  required: z.boolean(),
  maxLength: z.number().int().min(1).max(5000),
  placeholder: z.string().max(200).optional(),
  options: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
});

const patch = z.object({
  name: z.string().trim().min(1, "请填写工具名称").max(30),
  category: z.string().trim().min(1, "请填写分类").max(20),
  summary: z.string().trim().min(1, "请填写简介").max(200),
  inputs: z.array(input).min(1, "至少需要一个输入项").max(12, "输入项最多 12 个"),
  systemPrompt: z.string().trim().min(10, "系统提示词至少 10 个字").max(4000),
  userTemplate: z.string().trim().min(4, "请填写用户提示模板").max(4000),
  maxTokens: z.number().int().min(200).max(8000),
  sort: z.number().int().min(0).max(9999),
  enabled: z.boolean(),
});

const tool = patch.extend({ id: z.string(), slug: z.string(), updatedAt: z.string() }).openapi("AdminAiTool");

const routes = {
  list: createRoute(
    adminRouteConfig({
      area: "aiTool",
      verb: "list",
      summary: "AI 写作工具及其提示词",
      permission: PERM.ai,
      body: z.object({}),
      data: z.object({ tools: z.array(tool), model: z.string().nullable(), enabled: z.boolean() }),
    }),
  ),
  save: createRoute(
    adminRouteConfig({
      area: "aiTool",
      verb: "save",
      summary: "新建或修改 AI 写作工具",
      description: "带 id 为修改，否则按 slug 新建；用户提示模板中的 {{key}} 须有对应输入项",
      permission: PERM.ai,
      body: patch.extend({ id: z.string().uuid().optional(), slug: z.string().max(60).optional() }),
      data: tool,
    }),
  ),
  usage: createRoute(
    adminRouteConfig({
      area: "aiTool",
      verb: "usage",
      summary: "近 30 天 AI 调用与 tokens 用量",
      permission: PERM.ai,
      body: z.object({}),
      data: z.array(
        z.object({
          feature: z.string(),
          outcome: z.string(),
          calls: z.number(),
          users: z.number(),
          promptTokens: z.number(),
          completionTokens: z.number(),
        }),
      ),
    }),
  ),
};

const out = (r: Awaited<ReturnType<typeof adminTools>>[number]) => ({ ...r, updatedAt: r.updatedAt.toISOString() });

/** /api/admin/aiTool/*: the writing tools' catalogue and prompts, and token accounting (ai:write). */
export function adminAiRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => {
    const ctx = c.get("ctx");
    const tools = await adminTools(ctx);
    return c.json(ok({ tools: tools.map(out), ...aiStatus(ctx) }), 200);
  });
  app.openapi(routes.save, async (c) => {
    const { id, slug, ...rest } = c.req.valid("json");
    const ctx = c.get("ctx");
    const row = id ? await updateTool(ctx, id, rest) : await createTool(ctx, slug ?? "", rest);
    return c.json(ok(out(row)), 200);
  });
  app.openapi(routes.usage, async (c) => c.json(ok(await aiUsageSummary(c.get("ctx"))), 200));
  return app;
}
