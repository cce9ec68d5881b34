import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import {
  adminFooterLinksSave,
  adminPageInfoListPaged,
  adminPageInfoUpdate,
  adminSettingsGet,
  adminSettingsUpdate,
  PERM,
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
    }),
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

const routes = {
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
  app.openapi(routes.update, async (c) => c.json(ok(await adminSettingsUpdate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.footer, async (c) => c.json(ok(await adminFooterLinksSave(c.get("ctx"), c.req.valid("json").links)), 200));
  app.openapi(routes.pageInfoList, async (c) => {
    const r = await adminPageInfoListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.pageInfoUpdate, async (c) => c.json(ok(await adminPageInfoUpdate(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}
