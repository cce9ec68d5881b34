import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import {
  adminNewsCreate,
  adminNewsGet,
  adminNewsListPaged,
  adminNewsPublish,
  adminNewsRemove,
  adminNewsUnpublish,
  adminNewsUpdate,
  PERM,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig, idBody, idResult, intId, pageQuery, timeInput } from "../admin/common";

const status = z.enum(["DRAFT", "SCHEDULED", "PUBLISHED"]).openapi({ description: "DRAFT 草稿，SCHEDULED 定时发布，PUBLISHED 已发布" });

const row = z
  .object({
    id: z.number().int(),
    title: z.string(),
    dirId: z.number().int(),
    dirName: z.string(),
    status,
    publishAt: z.string().nullable().openapi({ description: "发布时间（北京时间）" }),
    updatedAt: z.string(),
    readCount: z.number().int(),
    isBanner: z.boolean(),
    isHot: z.boolean(),
  })
  .openapi("AdminNewsRow");

const fields = {
  dirId: intId.openapi({ description: "栏目编号" }),
  title: z.string().min(1).max(100).openapi({ description: "标题" }),
  viceTitle: z.string().max(100).nullish(),
  memo: z.string().max(300).nullish().openapi({ description: "摘要" }),
  content: z.string().max(500_000).optional().openapi({ description: "正文 HTML，保存时按白名单净化" }),
  coverUrl: z.string().max(500).nullish(),
  props: z.record(z.string().max(30), z.string().max(200)).optional().openapi({ description: "来源、作者等显示属性" }),
  seoTitle: z.string().max(100).nullish(),
  seoKeyword: z.string().max(200).nullish(),
  seoDesc: z.string().max(300).nullish(),
  isBanner: z.boolean().optional().openapi({ description: "首页轮播" }),
  isHot: z.boolean().optional().openapi({ description: "首页热门" }),
  tags: z.array(z.string().max(20)).max(10).optional(),
  docIds: z.array(intId).max(20).optional().openapi({ description: "关联的标准、政策、论文" }),
  state: z.enum(["DRAFT", "PUBLISHED"]).optional().openapi({ description: "DRAFT 存为草稿；PUBLISHED 发布（publishAt 在将来即定时发布）" }),
  publishAt: timeInput.nullish(),
};
const articleBody = z.object(fields).openapi("AdminNewsInput");
const patchBody = z.object({ id: intId, ...fields, dirId: fields.dirId.optional(), title: fields.title.optional() });

const detail = z
  .object({
    ...fields,
    id: z.number().int(),
    status,
    publishAt: z.string().nullable(),
    tags: z.array(z.string()),
    docIds: z.array(z.number().int()),
  })
  .extend({ content: z.string(), props: z.record(z.string(), z.string()), state: z.string() })
  .openapi("AdminNewsDetail");

const area = "news";
const routes = {
  listPaged: createRoute(
    adminPagedRouteConfig({
      area,
      summary: "文章列表（后台）",
      description: "全部状态的文章，按最近修改倒序；可按标题或编号搜索，按栏目（含子栏目）、状态、轮播/热门筛选",
      permission: PERM.contentRead,
      body: pageQuery.extend({
        keyword: z.string().max(50).optional(),
        dirId: intId.optional(),
        status: status.optional(),
        flag: z.enum(["banner", "hot"]).optional(),
      }),
      row,
    }),
  ),
  get: createRoute(
    adminRouteConfig({ area, verb: "get", summary: "文章详情（后台）", permission: PERM.contentRead, body: idBody, data: detail }),
  ),
  create: createRoute(
    adminRouteConfig({
      area,
      verb: "create",
      summary: "新建文章",
      description: "新建草稿，或直接发布、定时发布（发布需要 content:publish）",
      permission: PERM.contentWrite,
      body: articleBody,
      data: idResult,
    }),
  ),
  update: createRoute(
    adminRouteConfig({
      area,
      verb: "update",
      summary: "修改文章",
      description: "只改传入的字段",
      permission: PERM.contentWrite,
      body: patchBody,
      data: idResult,
    }),
  ),
  publish: createRoute(
    adminRouteConfig({
      area,
      verb: "publish",
      summary: "发布文章",
      description: "立即发布；传入将来的 publishAt 即定时发布",
      permission: PERM.contentPublish,
      body: z.object({ id: intId, publishAt: timeInput.optional() }),
      data: idResult,
    }),
  ),
  unpublish: createRoute(
    adminRouteConfig({
      area,
      verb: "unpublish",
      summary: "撤回文章",
      description: "改回草稿，立即从前台消失",
      permission: PERM.contentPublish,
      body: idBody,
      data: idResult,
    }),
  ),
  remove: createRoute(
    adminRouteConfig({ area, verb: "remove", summary: "删除文章", permission: PERM.contentWrite, body: idBody, data: idResult }),
  ),
};

export function adminNewsRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.listPaged, async (c) => {
    const r = await adminNewsListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.get, async (c) => c.json(ok(await adminNewsGet(c.get("ctx"), c.req.valid("json").id)), 200));
  app.openapi(routes.create, async (c) => c.json(ok(await adminNewsCreate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.update, async (c) => {
    const { id, ...patch } = c.req.valid("json");
    return c.json(ok(await adminNewsUpdate(c.get("ctx"), id, patch)), 200);
  });
  app.openapi(routes.publish, async (c) => {
    const { id, publishAt } = c.req.valid("json");
    return c.json(ok(await adminNewsPublish(c.get("ctx"), id, publishAt)), 200);
  });
  app.openapi(routes.unpublish, async (c) => c.json(ok(await adminNewsUnpublish(c.get("ctx"), c.req.valid("json").id)), 200));
  app.openapi(routes.remove, async (c) => c.json(ok(await adminNewsRemove(c.get("ctx"), c.req.valid("json").id)), 200));
  return app;
}
