import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ENGINEERING_STAGES, ok, PARTY_TYPES, PROJECT_TYPES, paged, TENDER_CATEGORIES, TIME_FILTERS } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import {
  cancelFavoriteTender,
  cancelPraiseTender,
  contactOffer,
  EXPORT_MAX_ROWS,
  ensureFollowSubscription,
  exportTenders,
  favoriteTender,
  favoriteTendersPaged,
  followedOrgsPaged,
  followedTendersPaged,
  followOrg,
  getAnnouncement,
  getOrg,
  listOrgs,
  praiseTender,
  searchTenders,
  tenderRegionCounts,
  tenderStats,
  tenderUserOperation,
  unauthenticated,
  unfollowOrg,
  unlockContacts,
} from "@portal/core";
import type { Context } from "hono";
import type { Config } from "../../config";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { jsonBody, moreErrors, pagedResponses, postRoutes, responses } from "../openapi";

const id = z.number().int().min(1).max(2_147_483_647).openapi({ example: 1 });
const keys = <T extends Record<string, unknown>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const region = z.string().regex(/^\d{6}$/, "地区代码应为 6 位数字");
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD");
const word = z.string().max(30, "关键词不能超过 30 个字");

/** What the tender list accepts (issue 9 "Search, lists, details"); the service checks the rest. */
export const searchInput = z.object({
  keyword: z.string().max(200).optional().openapi({
    description:
      "关键词，去掉首尾空格后不超过 100 个字、10 个词：空格分隔的词须全部包含；“隧道|桥梁”或“隧道 或 桥梁”任一即可；“-监理”排除；引号内为完整短语",
  }),
  include: z.array(word).max(5).optional().openapi({ description: "还须包含的词" }),
  exclude: z.array(word).max(5).optional().openapi({ description: "不得包含的词" }),
  scope: z.enum(["all", "title", "buyer", "winner"]).optional().openapi({ description: "搜索范围：全文、标题、招标人、中标人" }),
  category: z.enum(keys(TENDER_CATEGORIES)).optional(),
  stage: z.enum(keys(ENGINEERING_STAGES)).optional(),
  projectType: z.enum(keys(PROJECT_TYPES)).optional(),
  partyType: z.enum(keys(PARTY_TYPES)).optional(),
  time: z.enum(keys(TIME_FILTERS)).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  province: region.optional(),
  city: region.optional(),
  minAmount: z.number().min(0).max(1e13).optional().openapi({ description: "金额下限（元）" }),
  maxAmount: z.number().min(0).max(1e13).optional().openapi({ description: "金额上限（元）" }),
  current: z
    .number()
    .int()
    .min(1)
    .max(10)
    .optional()
    .openapi({ description: "页码（前 10 页）；更深的结果用 after 游标，同时给出时从游标之后计页" }),
  size: z.number().int().min(1).max(50).optional(),
  after: z.string().max(64).optional().openapi({ description: "上一页返回的 nextCursor" }),
  facets: z.boolean().optional().openapi({ description: "是否返回各筛选项的数量" }),
});

export const tenderHitSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titleHtml: z.string().openapi({ description: "标题，关键词以 <em> 标出（已转义）" }),
    category: z.string(),
    categoryLabel: z.string(),
    stage: z.string().nullable(),
    stageLabel: z.string().nullable(),
    regionName: z.string().nullable(),
    publishedOn: z.string(),
    buyer: z.string().nullable(),
    amountYuan: z.number().nullable().openapi({ description: "中标金额，否则最高限价，否则预算（元）" }),
    bidDeadline: z.string().nullable(),
  })
  .passthrough()
  .openapi("TenderHit");
const searchResult = z
  .object({
    records: z.array(tenderHitSchema),
    current: z.number().int(),
    size: z.number().int(),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
    totalExact: z.boolean(),
    totalLabel: z.string().openapi({ example: "约 3,400 条" }),
    terms: z.array(z.string()),
    facets: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough()
  .openapi("TenderSearchResult");
const marks = z.object({ praiseCount: z.number().int(), favoriteCount: z.number().int(), praised: z.boolean(), favorited: z.boolean() });
const orgItem = z.object({
  id: z.number().int(),
  name: z.string(),
  issued: z.number().int(),
  won: z.number().int(),
  agency: z.number().int(),
});
const anyObject = z.record(z.string(), z.unknown());

const route = <R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ ...r, tags: ["招标信息"] });
const post = postRoutes("招标信息");

const signedIn = (c: Context<AppEnv>) => {
  if (c.get("ctx").actor.kind !== "user") throw unauthenticated();
  return c.get("ctx");
};

/** The public list, detail and organisation calls, the signed-in search, and the Excel export. */
export function tenderRoutes(limit: LimiterFactory, config: Config) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  exportRoute(app, limit, config);
  searchRoutes(app);
  myTenderRoutes(app);
  contactRoutes(app);
  userOperationRoutes(app);
  return app;
}

const search = (c: Context<AppEnv>, input: z.infer<typeof searchInput>) => searchTenders(c.get("ctx"), input);

/** The search results as an Excel file, streamed. */
function exportRoute(app: OpenAPIHono<AppEnv>, limit: LimiterFactory, config: Config) {
  // Each export runs up to a hundred searches: a few a minute per address is plenty for a person.
  app.use("/ai/bid/export", limit({ name: "tender-export", points: 10, durationSec: 600 }));
  app.openapi(
    route({
      method: "post",
      path: "/ai/bid/export",
      summary: "导出搜索结果（Excel）",
      description: `需要登录；按当前条件导出最新的至多 ${EXPORT_MAX_ROWS} 条公告为 .xlsx。`,
      request: jsonBody(searchInput),
      responses: {
        200: {
          description: "Excel 文件",
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string().openapi({ format: "binary" }) },
          },
        },
        ...moreErrors({ unauthenticated: true }),
      },
    }),
    async (c) => {
      // Links in the file point at the public address, not whatever Host the request carried.
      const origin = config.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
      const chunks = await exportTenders(c.get("ctx"), c.req.valid("json"), origin);
      const day = new Date().toISOString().slice(0, 10);
      // Streamed page by page: an error after the first byte can only cut the download short.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await chunks.next();
            if (next.done) controller.close();
            else controller.enqueue(next.value);
          } catch (err) {
            c.get("log").error({ err }, "招标信息导出中断");
            controller.error(err);
          }
        },
        async cancel() {
          await chunks.return(undefined);
        },
      });
      return c.body(body, 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="tenders-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`招标信息-${day}.xlsx`)}`,
        "Cache-Control": "no-store",
      });
    },
  );
}

/** Searching notices and organisations, public and signed-in. */
function searchRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(
    post(
      "/ai/pub/bid/listPaged",
      "招标公告搜索",
      searchInput,
      responses(searchResult, "公告列表"),
      "按发布日期倒序；计数过大时给出估计或 10,000+。",
    ),
    async (c) => c.json(ok(await search(c, c.req.valid("json"))), 200),
  );
  app.openapi(
    post(
      "/ai/pub/bid/first",
      "最新招标公告",
      z.object({ size: z.number().int().min(1).max(20).optional() }),
      responses(z.array(tenderHitSchema), "最新公告"),
    ),
    async (c) => c.json(ok((await search(c, { size: c.req.valid("json").size ?? 10 })).records), 200),
  );
  app.openapi(
    post(
      "/ai/pub/bid/detail",
      "招标公告详情",
      z.object({ id }),
      { ...responses(anyObject, "公告详情，含字段依据与项目进程"), ...moreErrors({ notFound: "公告" }) },
      "未登录时联系人、电话与附件不返回。",
    ),
    async (c) => c.json(ok(await getAnnouncement(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/ai/pub/bid/checkLogin", "招标公告是否需要登录", z.object({ id }), {
      ...responses(z.object({ needLogin: z.boolean(), loggedIn: z.boolean(), allowed: z.boolean() }), "登录要求"),
      ...moreErrors({ notFound: "公告" }),
    }),
    async (c) => {
      await tenderStats(c.get("ctx"), c.req.valid("json").id);
      const loggedIn = c.get("ctx").actor.kind === "user";
      return c.json(ok({ needLogin: true, loggedIn, allowed: loggedIn }), 200);
    },
  );
  const orgQuery = pageQuerySchema.extend({
    keyword: z.string().max(30).optional(),
    role: z.enum(["buyer", "agency", "winner"]).optional(),
  });
  app.openapi(post("/ai/pub/bid/listOrgPaged", "招标相关单位列表", orgQuery, pagedResponses(orgItem, "单位")), async (c) => {
    const r = await listOrgs(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(
    post("/ai/pub/bid/org", "单位详情", z.object({ id }), {
      ...responses(anyObject, "单位与其招标、中标历史"),
      ...moreErrors({ notFound: "单位" }),
    }),
    async (c) => c.json(ok(await getOrg(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/crm/sales/customerV2/customerRegion", "地区及公告数", z.object({}).optional(), responses(z.array(anyObject), "省份与城市")),
    async (c) => c.json(ok(await tenderRegionCounts(c.get("ctx"))), 200),
  );

  // The crawled-notice lists of the sales console: the same search, public and signed-in.
  app.openapi(
    post("/crm/sales/open/spiderBiding/listPaged", "采集公告列表（公开）", searchInput, responses(searchResult, "公告列表")),
    async (c) => c.json(ok(await search(c, c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/crm/sales/spiderBiding/listPaged", "采集公告列表", searchInput, {
      ...responses(searchResult, "公告列表"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      signedIn(c);
      return c.json(ok(await search(c, c.req.valid("json"))), 200);
    },
  );
  app.openapi(
    post("/ai/bid/listPagedSort", "招标公告搜索（登录）", searchInput, {
      ...responses(searchResult, "公告列表"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      signedIn(c);
      return c.json(ok(await search(c, { ...c.req.valid("json"), facets: true })), 200);
    },
  );
}

/** What the signed-in user keeps: favourite notices, followed organisations. */
function myTenderRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(
    post("/ai/bid/listPagedByFavorite", "我收藏的公告", pageQuerySchema, {
      ...pagedResponses(tenderHitSchema, "公告"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      const r = await favoriteTendersPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  app.openapi(
    post("/ai/bid/listPagedByFollow", "关注单位的公告", pageQuerySchema, {
      ...pagedResponses(tenderHitSchema, "公告"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      const r = await followedTendersPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  app.openapi(
    post("/ai/bidOrg/listPaged", "我关注的单位", pageQuerySchema, {
      ...pagedResponses(orgItem, "单位"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      const r = await followedOrgsPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  const follow = z.object({ orgId: id });
  const followRes = {
    ...responses(z.object({ followed: z.boolean() }), "关注状态"),
    ...moreErrors({ unauthenticated: true, notFound: "单位" }),
  };
  // A follow is delivered like a subscription: the user's 关注的单位 subscription carries the channels.
  app.openapi(post("/ai/userBidOrg/create", "关注单位", follow, followRes), async (c) => {
    const ctx = c.get("ctx");
    const r = await followOrg(ctx, c.req.valid("json").orgId);
    await ensureFollowSubscription(ctx);
    return c.json(ok(r), 200);
  });
  app.openapi(post("/ai/userBidOrg/remove", "取消关注单位", follow, followRes), async (c) =>
    c.json(ok(await unfollowOrg(c.get("ctx"), c.req.valid("json").orgId)), 200),
  );
}

/** Unlocking a notice's contacts with the free quota or points. */
function contactRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(
    post(
      "/ai/bid/unlockContact",
      "查看公告联系人",
      z.object({ id }),
      {
        ...responses(
          z.object({
            via: z.enum(["already", "quota", "points"]).openapi({ description: "already 此前已查看；quota 用今日免费次数；points 扣积分" }),
            freeLeft: z.number().int(),
            balance: z.number().int(),
          }),
          "已可查看",
        ),
        ...moreErrors({ unauthenticated: true, notFound: "公告", conflict: "免费次数已用完且积分不足" }),
      },
      "先用当日免费次数，用完后按积分规则扣积分；同一公告只扣一次。",
    ),
    async (c) => c.json(ok(await unlockContacts(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/ai/bid/contactOffer", "查看联系人的费用", z.object({}).optional(), {
      ...responses(
        z.object({ freeLeft: z.number().int(), points: z.number().int(), balance: z.number().int() }),
        "今日免费次数、每次积分与余额",
      ),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => c.json(ok(await contactOffer(c.get("ctx"))), 200),
  );
}

/** Likes and favourites on a notice. */
function userOperationRoutes(app: OpenAPIHono<AppEnv>) {
  const opRes = { ...responses(marks, "点赞与收藏状态"), ...moreErrors({ unauthenticated: true, notFound: "公告" }) };
  for (const [path, summary, fn] of [
    ["praise", "点赞公告", praiseTender],
    ["cancelPraise", "取消点赞", cancelPraiseTender],
    ["favorite", "收藏公告", favoriteTender],
    ["cancelFavorite", "取消收藏", cancelFavoriteTender],
    ["userOperation", "当前用户对公告的操作", tenderUserOperation],
  ] as const) {
    app.openapi(post(`/ai/pub/userOperation/${path}`, summary, z.object({ id }), opRes, "需要登录；重复操作不重复记录。"), async (c) =>
      c.json(ok(await fn(c.get("ctx"), c.req.valid("json").id)), 200),
    );
  }
  app.openapi(
    post("/ai/pub/userOperation/stats", "公告的点赞与收藏数", z.object({ id }), {
      ...responses(z.object({ praiseCount: z.number().int(), favoriteCount: z.number().int() }), "数量"),
      ...moreErrors({ notFound: "公告" }),
    }),
    async (c) => c.json(ok(await tenderStats(c.get("ctx"), c.req.valid("json").id)), 200),
  );
}
