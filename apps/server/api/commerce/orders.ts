import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import {
  acceptAlipayNotice,
  acceptWechatNotice,
  cancelMyOrder,
  createOrder,
  enabledProviders,
  getMyOrder,
  myOrdersPaged,
  PLANS,
  payInstructions,
  planState,
  requireUser,
} from "@portal/core";
import type { Config } from "../../config";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";
import { paymentsFromConfig } from "./payments-config";

const post = postRoutes("会员与订单");
const none = z.object({}).optional();
const id = z.object({ id: z.string().max(40).openapi({ description: "订单编号（id）" }) });
const order = z
  .object({
    id: z.string(),
    orderNo: z.string().openapi({ description: "订单号，对公转账时请填在附言中" }),
    plan: z.string(),
    planName: z.string(),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    amountFen: z.number().int().openapi({ description: "金额（分）" }),
    amountText: z.string().openapi({ example: "1,980.00 元" }),
    provider: z.string(),
    providerName: z.string(),
    status: z.string().openapi({ description: "pending 待支付 · paid 已支付 · cancelled 已取消" }),
    statusText: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi("Order");
const plan = z.object({
  code: z.string(),
  name: z.string(),
  yearlyPrice: z.number().int().openapi({ description: "元/年" }),
  subscriptions: z.number().int(),
  quotas: z.record(z.string(), z.number().int()),
});
const signedOne = moreErrors({ unauthenticated: true, notFound: "订单", conflict: "订单状态不允许此操作" });

/** Membership plans, orders and the payment platforms' notices (issue 10, /contract). */
export function orderRoutes(limit: LimiterFactory, config: Config) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const payments = (url: string) => paymentsFromConfig(config, config.PUBLIC_ORIGIN ?? new URL(url).origin);
  app.use("/ai/order/create", limit({ name: "order-create", points: 20, durationSec: 3600 }));

  app.openapi(post("/ai/pub/plan/list", "会员方案", none, responses(z.array(plan), "免费版、会员、企业版")), async (c) =>
    c.json(
      ok(
        Object.entries(PLANS).map(([code, p]) => ({
          code,
          name: p.name,
          yearlyPrice: p.yearlyPrice,
          subscriptions: p.subscriptions,
          quotas: p.quotas,
        })),
      ),
      200,
    ),
  );
  app.openapi(
    post("/ai/plan/get", "我当前的会员等级", none, {
      ...responses(
        z.object({ code: z.string(), name: z.string(), endsOn: z.string().nullable(), companyName: z.string().nullable() }),
        "会员等级与到期日",
      ),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      const ctx = c.get("ctx");
      return c.json(ok(await planState(ctx, requireUser(ctx))), 200);
    },
  );
  app.openapi(
    post(
      "/ai/order/create",
      "签约开通（下单）",
      z.object({
        plan: z.enum(["MEMBER", "ENTERPRISE"]),
        provider: z.enum(["offline", "wechat", "alipay"]).optional().openapi({ description: "默认对公转账" }),
        companyId: z.string().max(40).nullable().optional().openapi({ description: "企业版：要开通的机构（须为其管理员）" }),
      }),
      { ...responses(order, "新订单"), ...moreErrors({ unauthenticated: true, notFound: "机构", conflict: "待支付订单过多" }) },
    ),
    async (c) => c.json(ok(await createOrder(c.get("ctx"), c.req.valid("json"), enabledProviders(payments(c.req.url)))), 200),
  );
  app.openapi(
    post("/ai/order/pay", "支付方式（转账信息或收款码）", id, {
      ...responses(
        z.object({
          order,
          bank: z.object({ holder: z.string(), bank: z.string(), account: z.string() }).nullable(),
          qrImage: z.string().nullable().openapi({ description: "微信或支付宝收款码（data: 图片）" }),
        }),
        "支付方式",
      ),
      ...signedOne,
    }),
    async (c) => c.json(ok(await payInstructions(c.get("ctx"), c.req.valid("json").id, payments(c.req.url))), 200),
  );
  app.openapi(post("/ai/order/get", "订单详情", id, { ...responses(order, "订单"), ...signedOne }), async (c) =>
    c.json(ok(await getMyOrder(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(post("/ai/order/cancel", "取消待支付的订单", id, { ...responses(order, "已取消"), ...signedOne }), async (c) =>
    c.json(ok(await cancelMyOrder(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/ai/order/listPaged", "我的订单", pageQuerySchema, {
      ...pagedResponses(order, "订单"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      const r = await myOrdersPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );

  // The platforms' asynchronous notices: answered in their own formats, verified by signature.
  app.post("/pub/pay/wechat/notify", async (c) => {
    const headers = Object.fromEntries([...c.req.raw.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
    const okay = await acceptWechatNotice(c.get("ctx"), payments(c.req.url), headers, await c.req.text());
    return okay ? c.body(null, 204) : c.json({ code: "FAIL", message: "签名验证失败" }, 401);
  });
  app.post("/pub/pay/alipay/notify", async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const okay = await acceptAlipayNotice(c.get("ctx"), payments(c.req.url), form);
    return c.text(okay ? "success" : "failure", okay ? 200 : 400);
  });
  return app;
}
