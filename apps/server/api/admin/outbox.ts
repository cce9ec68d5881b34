import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { paged } from "@portal/contract";
import { pagedSchema, pageQuerySchema } from "@portal/contract/schema";
import { listOutbox } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { jsonBody } from "../openapi";

const row = z
  .object({
    id: z.string(),
    channel: z.string(),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    provider: z.string(),
    status: z.string(),
    statusText: z.string(),
    createdAt: z.string(),
    error: z.string().nullable(),
  })
  .openapi("OutboxMessage");
const query = pageQuerySchema.extend({ recipient: z.string().trim().max(320).optional() });
const errBody = { content: { "application/json": { schema: z.object({ code: z.string(), msg: z.string(), data: z.null() }) } } };
const answers = {
  200: { description: "站内发件箱（未实际发送的短信与邮件），最新在前", content: { "application/json": { schema: pagedSchema(row) } } },
  401: { description: "未登录", ...errBody },
  403: { description: "没有 outbox:read 权限", ...errBody },
};

/** Staff-only view of the outbox: SMS and e-mail the default provider kept instead of delivering. */
export function adminOutboxRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const base = { path: "/admin/outbox/listPaged", tags: ["管理后台"], summary: "发件箱（未发送的短信与邮件）" };
  app.openapi(createRoute({ ...base, method: "get", request: { query }, responses: answers }), async (c) => {
    const q = c.req.valid("query");
    const { records, total } = await listOutbox(c.get("ctx"), q);
    return c.json(paged(records, total, q), 200);
  });
  app.openapi(createRoute({ ...base, method: "post", request: jsonBody(query, false), responses: answers }), async (c) => {
    const q = query.parse((c.req.valid("json") as unknown) ?? {});
    const { records, total } = await listOutbox(c.get("ctx"), q);
    return c.json(paged(records, total, q), 200);
  });
  return app;
}
