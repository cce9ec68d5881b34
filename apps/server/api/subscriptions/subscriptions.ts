import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import {
  calendarFeed,
  calendarPath,
  calendarToken,
  countMatching,
  countSubscriptions,
  createSubscription,
  deliveriesPaged,
  getSubscription,
  listSubscriptions,
  markMessagesRead,
  messagesPaged,
  notFound,
  removeMessages,
  removeSubscription,
  resetFeedToken,
  subscriptionAllowance,
  subscriptionFeed,
  subscriptionOfSearch,
  subscriptionTendersPaged,
  unreadCount,
  updateSubscription,
} from "@portal/core";
import type { Config } from "../../config";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";
import { searchInput, tenderHitSchema } from "../tender/tender";

const post = postRoutes("招标订阅与消息");
const none = z.object({}).optional();
const uuid = z.string().max(40).openapi({ description: "订阅编号" });
const words = z.array(z.string().max(40)).max(20);
const codes = z.array(z.string().max(20)).max(40);

const criteriaFields = {
  name: z.string().max(60).optional().openapi({ description: "订阅名称（不填用关键词）" }),
  keywords: words.optional().openapi({ description: "关键词，命中任意一个即推送；一个关键词的各个词须同时出现" }),
  excludes: words.optional().openapi({ description: "排除词" }),
  scope: z.enum(["title", "all"]).optional().openapi({ description: "匹配范围：title 标题，all 标题和正文" }),
  regions: codes.optional().openapi({ description: "地区代码（省 xx0000 或市 xxxx00）" }),
  categories: codes.optional(),
  stages: codes.optional(),
  projectTypes: codes.optional(),
  partyTypes: codes.optional(),
  minAmount: z.number().min(0).max(1e13).nullable().optional().openapi({ description: "金额下限（元）" }),
  maxAmount: z.number().min(0).max(1e13).nullable().optional().openapi({ description: "金额上限（元）" }),
  renewals: z
    .number()
    .int()
    .nullable()
    .optional()
    .openapi({ description: "即将到期：服务期在 3、6 或 12 个月内届满的中标项目（每个推送一次）；不填为订阅新公告" }),
};
const channelFields = {
  site: z.boolean().optional().openapi({ description: "站内消息" }),
  emailMode: z.enum(["off", "instant", "digest"]).optional().openapi({ description: "邮件：不推送、即时、每日汇总" }),
  emailHour: z.number().int().min(0).max(23).optional().openapi({ description: "每日汇总的发送时间（北京时间，时）" }),
  webhookKind: z.enum(["wecom", "dingtalk", "feishu"]).nullable().optional().openapi({ description: "群机器人：企业微信、钉钉、飞书" }),
  webhookUrl: z.string().max(500).nullable().optional(),
  webhookSecret: z.string().max(200).nullable().optional().openapi({ description: "钉钉、飞书的加签密钥" }),
  companyId: z.string().max(40).nullable().optional().openapi({ description: "共享给所在机构的成员" }),
};
const draft = z.object(criteriaFields);
const createBody = z.object({ ...criteriaFields, ...channelFields });
const updateBody = z.object({ id: uuid, enabled: z.boolean().optional(), ...criteriaFields, ...channelFields });
const byId = z.object({ id: uuid });

const subscription = z
  .object({
    id: z.string(),
    name: z.string(),
    criteria: z.record(z.string(), z.unknown()),
    channels: z.record(z.string(), z.unknown()),
    enabled: z.boolean(),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    mine: z.boolean().openapi({ description: "false：机构共享给我的订阅，只读" }),
    feedPath: z.string().nullable().openapi({ description: "私有 RSS/Atom 地址（仅订阅者本人可见）" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("TenderSubscription");
const message = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
const delivery = z.object({
  id: z.number().int(),
  subscriptionId: z.string().nullable(),
  channel: z.string(),
  title: z.string(),
  status: z.string().openapi({ description: "pending 待发送 · sending 发送中 · sent 已发送 · failed 已放弃" }),
  attempts: z.number().int(),
  nextAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
const signed = moreErrors({ unauthenticated: true });
const signedOne = moreErrors({ unauthenticated: true, notFound: "订阅" });
const ids = z.object({ ids: z.array(z.number().int().min(1)).min(1).max(200) });

/** Tender subscriptions, the message centre and the private feeds (issue 10; SPEC §7 /ai/bidSubscribe/*). */
export function subscriptionRoutes(config: Config) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const opts = { webhookHosts: config.WEBHOOK_HOSTS };
  const originOf = (url: string) => config.PUBLIC_ORIGIN ?? new URL(url).origin;

  app.openapi(
    post("/ai/bidSubscribe/create", "新建订阅", createBody, {
      ...responses(subscription, "新建的订阅"),
      ...moreErrors({ unauthenticated: true, notFound: "机构", conflict: "订阅数已达会员等级上限" }),
    }),
    async (c) => c.json(ok(await createSubscription(c.get("ctx"), c.req.valid("json"), opts)), 200),
  );
  app.openapi(
    post(
      "/ai/bidSubscribe/fromSearch",
      "订阅此搜索",
      searchInput.openapi({ description: "招标列表的搜索条件（与搜索、导出相同）；时间与分页条件不影响订阅" }),
      {
        ...responses(subscription, "按这些条件新建的订阅（站内消息推送，可再修改）"),
        ...moreErrors({ unauthenticated: true, conflict: "订阅数已达会员等级上限" }),
      },
    ),
    async (c) => c.json(ok(await createSubscription(c.get("ctx"), subscriptionOfSearch(c.req.valid("json")), opts)), 200),
  );
  app.openapi(
    post("/ai/bidSubscribe/update", "修改订阅", updateBody, { ...responses(subscription, "修改后的订阅"), ...signedOne }),
    async (c) => {
      const { id, ...input } = c.req.valid("json");
      return c.json(ok(await updateSubscription(c.get("ctx"), id, input, opts)), 200);
    },
  );
  app.openapi(post("/ai/bidSubscribe/get", "订阅详情", byId, { ...responses(subscription, "订阅"), ...signedOne }), async (c) =>
    c.json(ok(await getSubscription(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/ai/bidSubscribe/list", "我的订阅（含机构共享）", none, { ...responses(z.array(subscription), "订阅列表"), ...signed }),
    async (c) => c.json(ok(await listSubscriptions(c.get("ctx"))), 200),
  );
  app.openapi(
    post("/ai/bidSubscribe/getByUser", "我的订阅与可建数量", none, {
      ...responses(
        z.object({ limit: z.number().int(), used: z.number().int(), plan: z.string(), records: z.array(subscription) }),
        "订阅与额度",
      ),
      ...signed,
    }),
    async (c) => {
      const ctx = c.get("ctx");
      return c.json(ok({ ...(await subscriptionAllowance(ctx)), records: await listSubscriptions(ctx) }), 200);
    },
  );
  app.openapi(post("/ai/bidSubscribe/remove", "删除订阅", byId, { ...responses(z.null(), "已删除"), ...signedOne }), async (c) => {
    await removeSubscription(c.get("ctx"), c.req.valid("json").id);
    return c.json(ok(null), 200);
  });
  app.openapi(
    post("/ai/bidSubscribe/count", "按条件试算近 30 天的公告数", draft, {
      ...responses(z.object({ count: z.number().int(), capped: z.boolean(), days: z.number().int() }), "匹配数量"),
      ...signed,
    }),
    async (c) => c.json(ok(await countMatching(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/ai/bidSubscribe/resetFeed", "重置私有订阅源地址", byId, { ...responses(subscription, "新地址生效，旧地址作废"), ...signedOne }),
    async (c) => c.json(ok(await resetFeedToken(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/ai/bidSubscribe/deliveries", "推送记录（邮件、机器人）", pageQuerySchema, {
      ...pagedResponses(delivery, "推送记录"),
      ...signed,
    }),
    async (c) => {
      const r = await deliveriesPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  app.openapi(
    post("/ai/bid/countSubscribe", "各订阅近 30 天的公告数", none, {
      ...responses(
        z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int(), newCount: z.number().int() })),
        "各订阅数量",
      ),
      ...signed,
    }),
    async (c) => c.json(ok(await countSubscriptions(c.get("ctx"))), 200),
  );
  app.openapi(
    post("/ai/bid/listPagedBySubscribe", "订阅的公告（近 30 天）", pageQuerySchema.extend({ id: uuid }), {
      ...pagedResponses(tenderHitSchema, "公告"),
      ...signedOne,
    }),
    async (c) => {
      const r = await subscriptionTendersPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );

  app.openapi(
    post(
      "/ai/message/listPaged",
      "消息中心",
      pageQuerySchema.extend({ unread: z.boolean().optional(), kind: z.string().max(20).optional() }),
      {
        ...pagedResponses(message, "消息"),
        ...signed,
      },
    ),
    async (c) => {
      const r = await messagesPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  app.openapi(
    post("/ai/message/unreadCount", "未读消息数", none, { ...responses(z.object({ unread: z.number().int() }), "未读数"), ...signed }),
    async (c) => c.json(ok({ unread: await unreadCount(c.get("ctx")) }), 200),
  );
  app.openapi(
    post("/ai/message/read", "标为已读（不传 ids 则全部）", z.object({ ids: ids.shape.ids.optional() }).optional(), {
      ...responses(z.object({ unread: z.number().int() }), "剩余未读数"),
      ...signed,
    }),
    async (c) => c.json(ok(await markMessagesRead(c.get("ctx"), c.req.valid("json")?.ids)), 200),
  );
  app.openapi(
    post("/ai/message/remove", "删除消息", ids, { ...responses(z.object({ unread: z.number().int() }), "剩余未读数"), ...signed }),
    async (c) => c.json(ok(await removeMessages(c.get("ctx"), c.req.valid("json").ids)), 200),
  );
  app.openapi(
    post("/ai/calendar/get", "截止日历（ICS）地址", z.object({ reset: z.boolean().optional() }).optional(), {
      ...responses(z.object({ path: z.string() }), "私有日历地址；reset 为 true 时旧地址作废"),
      ...signed,
    }),
    async (c) => c.json(ok({ path: calendarPath(await calendarToken(c.get("ctx"), c.req.valid("json")?.reset === true)) }), 200),
  );

  // The private feeds are read by feed readers and calendar apps: GET, no cookie, the token is the key.
  app.get("/ai/pub/bidSubscribe/feed/:token", async (c) => {
    const body = await subscriptionFeed(c.get("ctx"), c.req.param("token"), originOf(c.req.url));
    if (body === null) throw notFound("订阅源");
    return c.body(body, 200, { "content-type": "application/atom+xml; charset=utf-8", "cache-control": "private, max-age=300" });
  });
  app.get("/ai/pub/calendar/:token", async (c) => {
    const body = await calendarFeed(c.get("ctx"), c.req.param("token"), originOf(c.req.url));
    if (body === null) throw notFound("日历地址");
    return c.body(body, 200, { "content-type": "text/calendar; charset=utf-8", "cache-control": "private, max-age=300" });
  });
  return app;
}
