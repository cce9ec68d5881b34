import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { cancelOrderByStaff, confirmOfflinePayment, listOrdersForStaff, ORDER_PERM } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig } from "../admin/common";

const uuid = z.string().uuid("订单编号不正确");
const row = z
  .object({
    id: z.string(),
    orderNo: z.string(),
    plan: z.string(),
    planName: z.string(),
    companyName: z.string().nullable(),
    buyer: z.string().openapi({ description: "姓名与打码的手机号" }),
    amountText: z.string(),
    providerName: z.string(),
    status: z.string(),
    statusText: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .passthrough()
  .openapi("AdminOrder");

const routes = {
  list: createRoute(
    adminPagedRouteConfig({
      area: "order",
      summary: "会员订单",
      description: "最新在前；keyword 为订单号",
      permission: ORDER_PERM.read,
      body: z.object({
        status: z.enum(["pending", "paid", "cancelled"]).optional(),
        keyword: z.string().max(30).optional(),
        current: z.number().int().min(1).max(1000).optional(),
        size: z.number().int().min(1).max(50).optional(),
      }),
      row,
    }),
  ),
  confirm: createRoute(
    adminRouteConfig({
      area: "order",
      verb: "confirm",
      summary: "确认收款（对公转账）",
      description: "核对到账后确认：订单变为已支付并开通一年会员；重复确认不会重复开通；记入操作日志",
      permission: ORDER_PERM.write,
      body: z.object({ id: uuid, note: z.string().max(100).optional().openapi({ description: "如银行流水号" }) }),
      data: row,
    }),
  ),
  cancel: createRoute(
    adminRouteConfig({
      area: "order",
      verb: "cancel",
      summary: "取消订单",
      description: "只能取消待支付的订单；记入操作日志",
      permission: ORDER_PERM.write,
      body: z.object({ id: uuid, reason: z.string().max(200).optional() }),
      data: row.partial(),
    }),
  ),
};

/** /api/admin/order/*: membership orders, transfer confirmation by staff. */
export function adminOrderRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => {
    const r = await listOrdersForStaff(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.confirm, async (c) =>
    c.json(ok({ ...(await confirmOfflinePayment(c.get("ctx"), c.req.valid("json"))), buyer: "" }), 200),
  );
  app.openapi(routes.cancel, async (c) => c.json(ok(await cancelOrderByStaff(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}
