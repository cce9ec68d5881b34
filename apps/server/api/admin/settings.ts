import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import {
  adminFooterLinksSave,
  adminPageInfoListPaged,
  adminPageInfoUpdate,
  adminPointRulesGet,
  adminPointRulesUpdate,
  adminSettingsGet,
  adminSettingsUpdate,
  PERM,
  type PointRules,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig, pageQuery } from "./common";

const settings = z
  .object({
    siteName: z.string().max(30).openapi({ description: "网站名称" }),
    companyName: z.string().max(50).openapi({ description: "公司名称（标题模板的 {companyName}）" }),
    hotline: z.string().max(30).openapi({ description: "服务热线" }),
    icp: z.string().max(50).openapi({ description: "ICP 备案号" }),
    psb: z.string().max(50).openapi({ description: "公安备案号" }),
    defaultTitle: z.string().max(100).openapi({ description: "默认标题" }),
    defaultKeywords: z.string().max(200).openapi({ description: "默认关键词" }),
    defaultDescription: z.string().max(300).openapi({ description: "默认描述" }),
    chat: z.object({
      autoSwitch: z.boolean().openapi({ description: "是否自动弹出客服邀请" }),
      autoDelayed: z.number().int().min(1).max(3600).openapi({ description: "进入页面多少秒后弹出" }),
      autoContent: z.string().max(200),
      workDays: z.array(z.number().int().min(1).max(7)).max(7).optional().openapi({ description: "客服工作日（1 为周一，7 为周日）" }),
      workStart: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "上班时间格式应为 HH:mm")
        .optional()
        .openapi({ description: "上班时间（北京时间）" }),
      workEnd: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "下班时间格式应为 HH:mm")
        .optional()
        .openapi({ description: "下班时间（北京时间）" }),
      canned: z
        .array(z.string().trim().min(1, "快捷回复不能为空").max(300, "每条快捷回复不超过 300 字"))
        .max(30, "快捷回复最多 30 条")
        .optional()
        .openapi({ description: "客服快捷回复" }),
    }),
    analyticsRetentionDays: z
      .number()
      .int()
      .min(7, "访问记录至少保留 7 天")
      .max(1095, "访问记录最多保留 1095 天")
      .openapi({ description: "原始访问记录保留天数，到期自动删除（隐私政策中说明）" }),
  })
  .openapi("SiteSettings");
const footerLink = z.object({ groupName: z.string().min(1).max(20), label: z.string().min(1).max(30), href: z.string().min(1).max(500) });
const pageInfo = z
  .object({
    name: z.string(),
    title: z.string(),
    keyword: z.string().nullable(),
    description: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi("AdminPageInfo");

const pointRules = z
  .object({
    sign: z.object({
      dailyPoints: z.number().int().min(0).max(1000).openapi({ description: "每日签到积分" }),
      streakBonuses: z
        .array(z.object({ days: z.number().int().min(2).max(365), points: z.number().int().min(1).max(10_000) }))
        .max(10)
        .openapi({ description: "连续签到达到天数时的额外积分" }),
    }),
    earning: z
      .array(
        z.object({
          code: z.string().max(20),
          name: z.string().max(20),
          points: z.number().int().min(0).max(10_000),
          dailyLimit: z.number().int().min(0).max(100).openapi({ description: "每天最多次数；0 表示仅一次" }),
          description: z.string().max(60),
        }),
      )
      .max(20),
    consumption: z
      .array(
        z.object({
          code: z.string().max(20),
          name: z.string().max(20),
          points: z.number().int().min(0).max(100_000),
          description: z.string().max(60),
        }),
      )
      .max(20),
  })
  .openapi("PointRules");

const routes = {
  pointRulesGet: createRoute(
    adminRouteConfig({
      area: "pointRules",
      verb: "get",
      summary: "读取积分规则",
      permission: PERM.settings,
      body: z.object({}),
      data: pointRules,
    }),
  ),
  pointRulesUpdate: createRoute(
    adminRouteConfig({
      area: "pointRules",
      verb: "update",
      summary: "保存积分规则",
      description: "签到积分、连续签到奖励、各获取方式与消耗项目的积分和说明；立即生效并记入操作日志",
      permission: PERM.settings,
      body: pointRules,
      data: pointRules,
    }),
  ),
  get: createRoute(
    adminRouteConfig({
      area: "settings",
      verb: "get",
      summary: "读取站点设置",
      description: "网站名称、公司、热线、备案号、默认 TDK、客服弹窗与页脚链接",
      permission: PERM.settings,
      body: z.object({}),
      data: z.object({ settings, footerLinks: z.array(footerLink) }),
    }),
  ),
  update: createRoute(
    adminRouteConfig({
      area: "settings",
      verb: "update",
      summary: "修改站点设置",
      description: "只改传入的项，立即对所有页面生效",
      permission: PERM.settings,
      body: settings.partial(),
      data: settings,
    }),
  ),
  footer: createRoute(
    adminRouteConfig({
      area: "settings",
      verb: "saveFooterLinks",
      summary: "保存页脚链接",
      description: "整体替换页脚链接，数组顺序即显示顺序",
      permission: PERM.settings,
      body: z.object({ links: z.array(footerLink).max(100) }),
      data: z.object({ count: z.number().int() }),
    }),
  ),
  pageInfoList: createRoute(
    adminPagedRouteConfig({
      area: "pageInfo",
      summary: "页面 TDK 模板列表",
      permission: PERM.settings,
      body: pageQuery.extend({ keyword: z.string().max(50).optional() }),
      row: pageInfo,
    }),
  ),
  pageInfoUpdate: createRoute(
    adminRouteConfig({
      area: "pageInfo",
      verb: "update",
      summary: "保存页面 TDK 模板",
      description:
        "可用占位符 {companyName} {title} {columnName} {parentColumnName} {tagName} {productName} {regionName} {infoType} {bizType}",
      permission: PERM.settings,
      body: z.object({
        name: z.string().min(6).max(45).openapi({ example: "page-newsDetail" }),
        title: z.string().min(1).max(200),
        keyword: z.string().max(300).nullish(),
        description: z.string().max(500).nullish(),
      }),
      data: z.object({ name: z.string() }),
    }),
  ),
};

export function adminSettingsRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.get, async (c) => c.json(ok(await adminSettingsGet(c.get("ctx"))), 200));
  app.openapi(routes.pointRulesGet, async (c) => c.json(ok(await adminPointRulesGet(c.get("ctx"))), 200));
  app.openapi(routes.pointRulesUpdate, async (c) =>
    c.json(ok(await adminPointRulesUpdate(c.get("ctx"), c.req.valid("json") as PointRules)), 200),
  );
  app.openapi(routes.update, async (c) => c.json(ok(await adminSettingsUpdate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.footer, async (c) => c.json(ok(await adminFooterLinksSave(c.get("ctx"), c.req.valid("json").links)), 200));
  app.openapi(routes.pageInfoList, async (c) => {
    const r = await adminPageInfoListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.pageInfoUpdate, async (c) => c.json(ok(await adminPageInfoUpdate(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}
