import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pagedSchema, pageQuerySchema } from "@portal/contract/schema";
import { listDeliveriesForStaff, listOutbox, retryDelivery } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { jsonBody, moreErrors, pagedResponses, postRoutes, responses } from "../openapi";

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
  // Subscription deliveries (issue 10): staff see what failed and why, and send a given-up one again.
  const post = postRoutes("管理后台");
  const delivery = z.object({
    id: z.number().int(),
    user: z.string(),
    channel: z.string(),
    title: z.string(),
    status: z.string(),
    statusText: z.string(),
    attempts: z.number().int(),
    nextAt: z.string().nullable(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  });
  app.openapi(
    post("/admin/delivery/listPaged", "订阅推送记录（邮件、群机器人）", pageQuerySchema.extend({ status: z.string().max(20).optional() }), {
      ...pagedResponses(delivery, "最新在前"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      const r = await listDeliveriesForStaff(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  app.openapi(
    post("/admin/delivery/retry", "重新发送已放弃的推送", z.object({ id: z.number().int().min(1) }), {
      ...responses(z.object({ id: z.number().int(), status: z.string() }), "已重新排队"),
      ...moreErrors({ unauthenticated: true, notFound: "推送记录", conflict: "只有已放弃的推送可以重新发送" }),
    }),
    async (c) => c.json(ok(await retryDelivery(c.get("ctx"), c.req.valid("json"))), 200),
  );
  return app;
}
