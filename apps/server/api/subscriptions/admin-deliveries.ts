import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import { listDeliveriesForStaff, retryDelivery } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";

/**
 * Subscription deliveries (issue 10): staff see what failed and why, and send a given-up one again.
 * Mounted beside the outbox, outside the admin gate, as it always was (api/index.ts).
 */
export function adminDeliveryRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
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
