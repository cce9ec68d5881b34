import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { ERRORS, ok } from "@portal/contract";
import { CODE_RULES } from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { jsonBody, responses } from "../openapi";

/**
 * Account calls are many small POSTs, several of them legacy aliases of the same service (SPEC §7).
 * This registers one handler under each path, each with its own entry in the OpenAPI description.
 */
export interface PostDef<B extends z.ZodTypeAny, D extends z.ZodTypeAny> {
  path: string | string[];
  tags: string[];
  summary: string;
  description?: string;
  body?: B;
  data: D;
}

const err = (description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ code: z.string(), msg: z.string(), data: z.null() }) } },
});

export function addPost<B extends z.ZodTypeAny, D extends z.ZodTypeAny>(
  app: OpenAPIHono<AppEnv>,
  def: PostDef<B, D>,
  handler: (c: Context<AppEnv>, body: z.infer<B>) => Promise<z.infer<D>>,
) {
  const paths = Array.isArray(def.path) ? def.path : [def.path];
  paths.forEach((path, i) => {
    const route = createRoute({
      method: "post",
      path,
      tags: def.tags,
      summary: i === 0 ? def.summary : `${def.summary}（兼容旧版路径，同 ${paths[0]}）`,
      description: def.description,
      request: def.body ? jsonBody(def.body, false) : undefined,
      responses: {
        ...responses(def.data, def.summary),
        401: err(`未登录或登录已过期（${ERRORS.Unauthenticated.code}）`),
        404: err(`不存在（${ERRORS.NotFound.code}）`),
        409: err(`冲突（${ERRORS.Conflict.code}）`),
      },
    });
    app.openapi(route, (async (c: Context<AppEnv>) => {
      const body = def.body ? ((c.req as unknown as { valid(t: "json"): unknown }).valid("json") ?? {}) : {};
      return c.json(ok(await handler(c, body as z.infer<B>)), 200);
    }) as never);
  });
}

export const phoneField = z.string().trim().max(20).openapi({ example: "13800138000", description: "中国大陆 11 位手机号" });
export const passwordField = z.string().max(200).openapi({ description: "8–128 位" });
export const vcodeField = z
  .string()
  .trim()
  .max(10)
  .openapi({
    example: "123456",
    description: `短信或邮件验证码（6 位数字）：${CODE_RULES.ttlMs / 60_000} 分钟内有效、只能用一次；错 ${CODE_RULES.maxAttempts} 次作废，同时提交的多次猜测也最多校验 ${CODE_RULES.maxAttempts} 次。`,
  });
export const icodeFields = {
  icodeId: z.string().max(200).optional().openapi({ description: "图形验证码编号" }),
  icode: z.string().max(10).optional().openapi({ description: "图形验证码答案" }),
};
export const sentSchema = z.object({
  resendAfter: z
    .number()
    .int()
    .openapi({
      description: `多少秒后可重新发送。同一手机号或邮箱同一用途 ${CODE_RULES.gapMs / 1000} 秒一次，同时到达的多次发送也只发出一条，其余返回 429 与 Retry-After。`,
    }),
});
export const icodeSchema = z.object({
  icodeId: z.string(),
  image: z
    .string()
    .openapi({ description: "data:image/png;base64 图片，240×80 像素，按 120×40 显示", example: "data:image/png;base64,iVBORw0KGgo…" }),
});
