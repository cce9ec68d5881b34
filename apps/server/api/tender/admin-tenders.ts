import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ENGINEERING_STAGES, ok, paged, TENDER_FIELDS, TENDER_STATES } from "@portal/contract";
import {
  correctTender,
  enterTenderManually,
  getTenderForStaff,
  getTenderReextraction,
  listLlmFills,
  listTendersForStaff,
  restoreTender,
  retryLlmFill,
  TENDER_PERM,
  uncorrectTender,
  withdrawTender,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig, dayInput, idBody, intId } from "../admin/common";

const keys = <T extends Record<string, unknown>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const field = z.enum(keys(TENDER_FIELDS)).openapi({ description: "字段：stage 公告阶段、buyer 招标人、budget_yuan 预算金额（元）……" });

const listQuery = z.object({
  keyword: z.string().max(30).optional().openapi({ description: "标题中的词，多个词以空格分隔" }),
  stage: z.enum(keys(ENGINEERING_STAGES)).optional(),
  province: z
    .string()
    .regex(/^\d{6}$/, "地区代码应为 6 位数字")
    .optional(),
  state: z
    .enum(["all", ...keys(TENDER_STATES)])
    .optional()
    .openapi({ description: "all 全部（默认）；published 已发布；withdrawn 已撤下" }),
  startDate: dayInput.optional(),
  endDate: dayInput.optional(),
  current: z.number().int().min(1).max(10).optional().openapi({ description: "页码，至多第 10 页；更多请缩小筛选范围" }),
  size: z.number().int().min(1).max(50).optional(),
});
const row = z
  .object({
    id: z.number().int(),
    title: z.string(),
    stage: z.string().nullable(),
    stageLabel: z.string().nullable(),
    regionName: z.string().nullable(),
    publishedOn: z.string(),
    buyer: z.string().nullable(),
    amountYuan: z.number().nullable(),
    state: z.string().openapi({ description: "published 已发布；withdrawn 已撤下" }),
    corrected: z.number().int().openapi({ description: "已更正的字段数" }),
    sourceSite: z.string().nullable(),
  })
  .openapi("StaffTenderRow");
const detail = z.record(z.string(), z.unknown()).openapi({
  description: "公告全部字段：fields 逐项给出当前值、抽取值及其依据与置信度、人工更正（更正人、时间）",
});
const changed = z.object({ id: intId });
const stateChanged = z.object({ id: intId, state: z.string() });
const reason = z.object({ id: intId, reason: z.string().max(200).optional().openapi({ description: "原因，记入操作日志" }) });

const verb = <B extends z.ZodTypeAny, D extends z.ZodTypeAny>(v: string, summary: string, body: B, data: D, description?: string) =>
  createRoute(
    adminRouteConfig({
      area: "tender",
      verb: v,
      summary,
      description,
      permission: v === "get" ? TENDER_PERM.read : TENDER_PERM.write,
      body,
      data,
    }),
  );

const routes = {
  list: createRoute(
    adminPagedRouteConfig({
      area: "tender",
      summary: "招标公告列表（后台）",
      description: "按发布日期倒序，含已撤下的公告；计数超过 10,000 时为 10,000",
      permission: TENDER_PERM.read,
      body: listQuery,
      row,
    }),
  ),
  get: verb("get", "招标公告详情（后台）", idBody, detail),
  correct: verb(
    "correct",
    "更正公告字段",
    z.object({
      id: intId,
      field,
      value: z.union([z.string().max(200), z.number()]).openapi({ description: "金额为数字（元），其余为文字" }),
    }),
    changed,
    "更正优先于自动抽取，重新抽取时保留；记入操作日志",
  ),
  uncorrect: verb("uncorrect", "撤销字段更正", z.object({ id: intId, field }), changed, "恢复为自动抽取的值；记入操作日志"),
  withdraw: verb("withdraw", "撤下公告", reason, stateChanged, "撤下后前台搜索、详情、单位页、统计均不再显示；记入操作日志"),
  restore: verb("restore", "恢复公告", reason, stateChanged, "重新在前台显示；记入操作日志"),
  enter: verb(
    "enter",
    "人工录入公告",
    z.object({
      title: z.string().trim().min(1).max(200),
      text: z.string().trim().min(1).max(200_000),
      sourceUrl: z.string().url().max(2000).openapi({ description: "原文链接（唯一）" }),
      sourceSite: z.string().max(100).optional(),
      publishedOn: dayInput.optional(),
      fields: z
        .partialRecord(field, z.union([z.string().max(200), z.number()]))
        .optional()
        .openapi({
          description:
            "表单填写的字段（stage 公告阶段、category 信息类别、region_code 地区代码、buyer 招标人、agency 代理机构、budget_yuan 预算金额（元）、bid_deadline 投标截止、open_time 开标时间 YYYY-MM-DD HH:mm 等）：作为人工更正保存，优先于自动抽取；未填的由正文抽取",
        }),
    }),
    z.object({ id: z.number().int() }),
    "与采集的公告同样抽取字段、关联项目、去重并匹配订阅；填写的字段优先于抽取；记入操作日志",
  ),
  llmList: createRoute(
    adminPagedRouteConfig({
      area: "tender-llm",
      summary: "大模型补充识别队列",
      description: "等待大模型补充字段的公告，以及重试后仍失败而放弃的公告（附最后一次错误）；未配置大模型时为空",
      permission: TENDER_PERM.read,
      body: z.object({
        state: z
          .enum(["all", "waiting", "given_up"])
          .optional()
          .openapi({ description: "all 全部（默认）；waiting 等待识别；given_up 已放弃" }),
        current: z.number().int().min(1).max(1000).optional(),
        size: z.number().int().min(1).max(50).optional(),
      }),
      row: z
        .object({
          id: z.number().int(),
          title: z.string(),
          publishedOn: z.string(),
          state: z.enum(["waiting", "given_up"]),
          attempts: z.number().int(),
          nextAt: z.string().nullable(),
          lastError: z.string().nullable(),
          queuedAt: z.string(),
        })
        .openapi("LlmFillRow"),
    }),
  ),
  llmRetry: createRoute(
    adminRouteConfig({
      area: "tender-llm",
      verb: "retry",
      summary: "重新交给大模型识别",
      description: "只用于已放弃的公告：重试次数归零、立即排队；记入操作日志",
      permission: TENDER_PERM.write,
      body: idBody,
      data: changed,
    }),
  ),
  reextraction: createRoute(
    adminRouteConfig({
      area: "tender",
      verb: "reextraction",
      summary: "字段重新识别进度",
      description: "抽取规则升级后，已入库的公告在后台按新规则重新识别（人工更正保留）：当前规则版本、最近一次的进度、各字段有变化的公告数",
      permission: TENDER_PERM.read,
      body: z.object({}),
      data: z
        .object({
          version: z.number().int().openapi({ description: "当前抽取规则的版本" }),
          run: z
            .object({
              fromVersion: z.number().int(),
              toVersion: z.number().int(),
              state: z
                .enum(["running", "stopped", "finished"])
                .openapi({ description: "running 进行中；stopped 已中断（服务重启后继续）；finished 已完成" }),
              startedAt: z.string().openapi({ description: "YYYY-MM-DD HH:mm（北京时间）" }),
              finishedAt: z.string().nullable(),
              done: z.number().int(),
              total: z.number().int(),
              failed: z.number().int(),
              changedNotices: z.number().int().openapi({ description: "有字段变化的公告数" }),
              changed: z.array(z.object({ field: z.string(), label: z.string(), count: z.number().int() })),
              lastError: z.string().nullable(),
            })
            .nullable()
            .openapi({ description: "最近一次重新识别；从未需要时为空" }),
        })
        .openapi("TenderReextraction"),
    }),
  ),
};

/** /api/admin/tender/*: the console's announcements (search, fields with evidence, corrections, withdrawal). */
export function adminTenderRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => {
    const r = await listTendersForStaff(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.get, async (c) => c.json(ok(await getTenderForStaff(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.correct, async (c) => c.json(ok(await correctTender(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.uncorrect, async (c) => c.json(ok(await uncorrectTender(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.withdraw, async (c) => c.json(ok(await withdrawTender(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.restore, async (c) => c.json(ok(await restoreTender(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.enter, async (c) => c.json(ok(await enterTenderManually(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.llmList, async (c) => {
    const r = await listLlmFills(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.reextraction, async (c) => c.json(ok(await getTenderReextraction(c.get("ctx"))), 200));
  app.openapi(routes.llmRetry, async (c) => c.json(ok(await retryLlmFill(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}
