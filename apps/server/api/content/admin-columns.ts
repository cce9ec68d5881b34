import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import {
  adminColumnCreate,
  adminColumnList,
  adminColumnRemove,
  adminColumnReorder,
  adminColumnUpdate,
  adminTagCreate,
  adminTagListPaged,
  adminTagRemove,
  adminTagRename,
  PERM,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminPagedRouteConfig, adminRouteConfig, idBody, idResult, intId, pageQuery } from "../admin/common";

const column = z
  .object({
    id: z.number().int(),
    name: z.string(),
    bizType: z.string().openapi({ description: "NEWS 资讯栏目，TOPIC 专题栏目" }),
    parentId: z.number().int().nullable(),
    sort: z.number().int(),
    articles: z.number().int().openapi({ description: "文章数（含草稿）" }),
  })
  .openapi("AdminColumn");
const columnFields = {
  name: z.string().min(1).max(20),
  bizType: z.enum(["NEWS", "TOPIC"]),
  parentId: intId.nullish().openapi({ description: "上级栏目；空为一级栏目" }),
  sort: z.number().int().min(0).max(100_000).optional().openapi({ description: "越小越靠前" }),
};

const tag = z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), articles: z.number().int() }).openapi("AdminTag");

const routes = {
  columnList: createRoute(
    adminRouteConfig({
      area: "column",
      verb: "list",
      summary: "栏目列表（后台）",
      description: "全部栏目，按顺序平铺，parentId 表示上级",
      permission: PERM.contentRead,
      body: z.object({ docType: z.enum(["NEWS", "KNOW"]).optional() }),
      data: z.array(column),
    }),
  ),
  columnCreate: createRoute(
    adminRouteConfig({
      area: "column",
      verb: "create",
      summary: "新建栏目",
      permission: PERM.contentWrite,
      body: z.object(columnFields),
      data: idResult,
    }),
  ),
  columnUpdate: createRoute(
    adminRouteConfig({
      area: "column",
      verb: "update",
      summary: "修改栏目",
      permission: PERM.contentWrite,
      body: z.object({ id: intId, ...columnFields, name: columnFields.name.optional(), bizType: columnFields.bizType.optional() }),
      data: idResult,
    }),
  ),
  columnRemove: createRoute(
    adminRouteConfig({
      area: "column",
      verb: "remove",
      summary: "删除栏目",
      description: "栏目下有文章或子栏目时不能删除（409）",
      permission: PERM.contentWrite,
      body: idBody,
      data: idResult,
    }),
  ),
  columnReorder: createRoute(
    adminRouteConfig({
      area: "column",
      verb: "reorder",
      summary: "调整栏目顺序",
      description: "按 ids 的顺序重排同一级栏目",
      permission: PERM.contentWrite,
      body: z.object({ ids: z.array(intId).min(1).max(200) }),
      data: z.object({ ids: z.array(z.number().int()) }),
    }),
  ),
  tagList: createRoute(
    adminPagedRouteConfig({
      area: "tag",
      summary: "标签列表（后台）",
      permission: PERM.contentRead,
      body: pageQuery.extend({ keyword: z.string().max(20).optional() }),
      row: tag,
    }),
  ),
  tagCreate: createRoute(
    adminRouteConfig({
      area: "tag",
      verb: "create",
      summary: "新建标签",
      permission: PERM.contentWrite,
      body: z.object({ name: z.string().min(1).max(20) }),
      data: idResult,
    }),
  ),
  tagUpdate: createRoute(
    adminRouteConfig({
      area: "tag",
      verb: "update",
      summary: "重命名标签",
      permission: PERM.contentWrite,
      body: z.object({ id: intId, name: z.string().min(1).max(20) }),
      data: idResult,
    }),
  ),
  tagRemove: createRoute(
    adminRouteConfig({
      area: "tag",
      verb: "remove",
      summary: "删除标签",
      description: "从所有文章上去掉该标签",
      permission: PERM.contentWrite,
      body: idBody,
      data: idResult,
    }),
  ),
};

export function adminColumnRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.columnList, async (c) => c.json(ok(await adminColumnList(c.get("ctx"), c.req.valid("json").docType)), 200));
  app.openapi(routes.columnCreate, async (c) => c.json(ok(await adminColumnCreate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.columnUpdate, async (c) => {
    const { id, ...patch } = c.req.valid("json");
    return c.json(ok(await adminColumnUpdate(c.get("ctx"), id, patch)), 200);
  });
  app.openapi(routes.columnRemove, async (c) => c.json(ok(await adminColumnRemove(c.get("ctx"), c.req.valid("json").id)), 200));
  app.openapi(routes.columnReorder, async (c) => c.json(ok(await adminColumnReorder(c.get("ctx"), c.req.valid("json").ids)), 200));
  app.openapi(routes.tagList, async (c) => {
    const r = await adminTagListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.tagCreate, async (c) => c.json(ok(await adminTagCreate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes.tagUpdate, async (c) => {
    const { id, name } = c.req.valid("json");
    return c.json(ok(await adminTagRename(c.get("ctx"), id, { name })), 200);
  });
  app.openapi(routes.tagRemove, async (c) => c.json(ok(await adminTagRemove(c.get("ctx"), c.req.valid("json").id)), 200));
  return app;
}
