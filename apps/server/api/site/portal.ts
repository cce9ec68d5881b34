import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { INFO_TYPES, ok, paged, SUCCESS_CODE } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import { jobCities, jobListPaged, type SearchType, searchContent, siteCounts } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { jsonBody, pagedResponses, responses } from "../openapi";

const infoType = z.enum(Object.keys(INFO_TYPES) as [keyof typeof INFO_TYPES, ...(keyof typeof INFO_TYPES)[]]);

const stats = createRoute({
  method: "post",
  path: "/news/pub/stats/count",
  tags: ["站点"],
  summary: "站点内容统计",
  description: "已发布的资讯、标准（及其中现行标准）、政策、论文、帮助文档与解决方案数量。",
  responses: responses(
    z
      .object({
        news: z.number().int(),
        standard: z.number().int(),
        currentStandard: z.number().int(),
        policy: z.number().int(),
        paper: z.number().int(),
        help: z.number().int(),
        solution: z.number().int(),
      })
      .openapi("SiteCounts"),
    "内容数量",
  ),
});

const job = z
  .object({
    id: z.number().int(),
    title: z.string(),
    city: z.string(),
    department: z.string(),
    headcount: z.number().int(),
    salary: z.string().nullable(),
    education: z.string().nullable(),
    experience: z.string().nullable(),
    duty: z.array(z.string()),
    requirement: z.string().array(),
    releaseDate: z.string().nullable(),
  })
  .openapi("Job");

const jobCity = createRoute({
  method: "post",
  path: "/news/pub/job/getJobCity",
  tags: ["招聘"],
  summary: "有职位的城市",
  responses: responses(z.array(z.object({ city: z.string(), count: z.number().int() })), "城市与职位数"),
});
const jobList = createRoute({
  method: "post",
  path: "/news/pub/job/listPaged",
  tags: ["招聘"],
  summary: "职位分页列表",
  request: jsonBody(pageQuerySchema.extend({ city: z.string().trim().max(20).optional() }), false),
  responses: pagedResponses(job, "职位"),
});

const hit = z
  .object({
    type: z.string(),
    id: z.number().int(),
    path: z.string(),
    titleHtml: z.string().openapi({ description: "已转义的标题，命中词用 <em> 标出" }),
    snippetHtml: z.string(),
    date: z.string().nullable(),
  })
  .openapi("SearchHit");
const search = createRoute({
  method: "post",
  path: "/news/pub/search",
  tags: ["搜索"],
  summary: "全站搜索",
  description: "对资讯、标准、政策、论文等已发布内容做中文分词全文检索（所有词都须命中），按发布时间倒序；counts 为各类型命中数。",
  request: jsonBody(pageQuerySchema.extend({ keyword: z.string().trim().min(1).max(30), type: infoType.optional() })),
  responses: {
    ...responses(hit, "搜索结果"),
    200: {
      description: "搜索结果",
      content: {
        "application/json": {
          schema: z.object({
            code: z.literal(SUCCESS_CODE),
            msg: z.string(),
            data: z.object({ records: z.array(hit), counts: z.record(z.string(), z.number().int()), terms: z.array(z.string()) }),
            current: z.number().int(),
            pages: z.number().int(),
            size: z.number().int(),
            total: z.number().int(),
          }),
        },
      },
    },
  },
});

export function portalRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(stats, async (c) => c.json(ok(await siteCounts(c.get("ctx"))), 200));
  app.openapi(jobCity, async (c) => c.json(ok(await jobCities(c.get("ctx"))), 200));
  app.openapi(jobList, async (c) => {
    const r = await jobListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(search, async (c) => {
    const body = c.req.valid("json");
    const r = await searchContent(c.get("ctx"), {
      keyword: body.keyword,
      type: body.type as SearchType | undefined,
      current: body.current,
      size: body.size,
    });
    const env = paged(r.records, r.total, r);
    return c.json({ ...env, data: { records: r.records, counts: r.counts as Record<string, number>, terms: r.terms } }, 200);
  });
  return app;
}
