import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import {
  CRAWL_PERM,
  createCrawlSource,
  deleteCrawlSource,
  getCrawlSource,
  listCrawlRuns,
  listCrawlSources,
  runCrawlSourceNow,
  SOURCE_KINDS,
  type SourceKind,
  updateCrawlSource,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig, idBody, idResult, intId, pageQuery } from "../admin/common";

const kinds = Object.keys(SOURCE_KINDS) as [SourceKind, ...SourceKind[]];
/** Shapes only; the crawl service checks ranges and the config for its kind, with Chinese messages. */
const fields = {
  name: z.string().max(60),
  kind: z.enum(kinds).openapi({ description: "FEED：RSS / Atom 订阅；JSON：JSON 接口（字段映射）；HTML：网页列表 + 详情页（CSS 选择器）" }),
  url: z.string().max(500).openapi({ description: "订阅、接口或列表第一页地址；JSON 接口可含 {page} 表示页码" }),
  siteName: z.string().max(60).nullish().openapi({ description: "发布网站名称，如 宜昌市公共资源交易中心" }),
  config: z.record(z.string(), z.unknown()).optional().openapi({
    description:
      "HTML：listItem、link、title、date、nextPage 或 pageUrl（含 {page}）、secondPage、detail{content,title,date,attachments}；JSON：list、title、url、date、text、firstPage、fetchDetail、detail；FEED：fetchDetail、detail",
  }),
  intervalMinutes: z.number().int().optional().openapi({ description: "采集间隔（分钟，10–10080）" }),
  hostDelayMs: z.number().int().optional().openapi({ description: "同一网站两次请求的最小间隔（毫秒）" }),
  maxPages: z.number().int().optional().openapi({ description: "每次最多翻页数" }),
  enabled: z.boolean().optional(),
};

const lastRun = z.object({
  status: z.string(),
  created: z.number(),
  duplicates: z.number(),
  failed: z.number(),
  startedAt: z.string().nullable(),
});
const source = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.string(),
    url: z.string(),
    siteName: z.string().nullable(),
    config: z.unknown(),
    intervalMinutes: z.number().int(),
    hostDelayMs: z.number().int(),
    maxPages: z.number().int(),
    enabled: z.boolean(),
    lastRunAt: z.string().nullable(),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi("CrawlSource");
const run = z
  .object({
    id: z.number().int(),
    sourceId: z.number().int(),
    sourceName: z.string(),
    trigger: z.string().openapi({ description: "SCHEDULE 定时；MANUAL 手动" }),
    status: z.string().openapi({ description: "RUNNING 运行中；OK 成功；PARTIAL 部分失败；FAILED 失败" }),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    pages: z.number().int(),
    created: z.number().int(),
    duplicates: z.number().int(),
    failed: z.number().int(),
    errors: z.string().nullable(),
  })
  .openapi("CrawlRun");

const verb = <B extends z.ZodTypeAny, D extends z.ZodTypeAny>(v: string, summary: string, body: B, data: D, description?: string) =>
  createRoute(
    adminRouteConfig({
      area: "crawlSource",
      verb: v,
      summary,
      description,
      permission: v === "get" ? CRAWL_PERM.read : CRAWL_PERM.write,
      body,
      data,
    }),
  );

const routes = {
  list: createRoute(
    adminPagedRouteConfig({
      area: "crawlSource",
      summary: "采集来源列表",
      description: "全部采集来源及其最近一次运行结果",
      permission: CRAWL_PERM.read,
      body: pageQuery,
      row: source.extend({ lastRun: lastRun.nullable() }),
    }),
  ),
  runs: createRoute(
    adminPagedRouteConfig({
      area: "crawlRun",
      summary: "采集运行记录",
      description: "按开始时间倒序；可按来源筛选",
      permission: CRAWL_PERM.read,
      body: pageQuery.extend({ sourceId: intId.optional() }),
      row: run,
    }),
  ),
  get: verb("get", "采集来源详情", idBody, source),
  create: verb("create", "新建采集来源", z.object(fields), idResult, "启用的来源按采集间隔自动运行"),
  update: verb("update", "修改采集来源", z.object(fields).partial().extend({ id: intId }), idResult),
  remove: verb("remove", "删除采集来源", idBody, idResult, "运行记录随之删除；已采集的公告保留"),
  run: verb("run", "立即采集", idBody, z.object({ queued: z.boolean() }), "放入任务队列，稍后在运行记录中查看结果；重复点击不会重复排队"),
};

/** /api/admin/crawlSource/* and /api/admin/crawlRun/listPaged: the console's tender sources and their monitoring. */
export function adminCrawlRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => {
    const r = await listCrawlSources(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.runs, async (c) => {
    const r = await listCrawlRuns(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.get, async (c) => c.json(ok(await getCrawlSource(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.create, async (c) => c.json(ok(await createCrawlSource(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.update, async (c) => c.json(ok(await updateCrawlSource(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.remove, async (c) => c.json(ok(await deleteCrawlSource(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.run, async (c) => c.json(ok(await runCrawlSourceNow(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}
