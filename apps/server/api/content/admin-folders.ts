import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import {
  adminFolderCreate,
  adminFolderList,
  adminFolderRemove,
  adminFolderReorder,
  adminFolderUpdate,
  FOLDER_SETS,
  type FolderSetName,
  PERM,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminRouteConfig, idResult, intId } from "../admin/common";

const setNames = Object.keys(FOLDER_SETS) as [FolderSetName, ...FolderSetName[]];
const set = z.enum(setNames).openapi({ description: "help 帮助目录，standard 标准分类，policy 政策分类，paper 论文分类" });
const folder = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    sort: z.number().int(),
    docs: z.number().int().openapi({ description: "文档数（含草稿）" }),
  })
  .openapi("AdminFolder");
const fields = {
  name: z.string().min(1).max(30),
  parentId: intId.nullish().openapi({ description: "上级目录；空为一级" }),
  sort: z.number().int().min(0).max(100_000).optional().openapi({ description: "越小越靠前" }),
};
const route = <B extends z.ZodTypeAny, D extends z.ZodTypeAny>(verb: string, summary: string, body: B, data: D, description?: string) =>
  createRoute(
    adminRouteConfig({
      area: "folder",
      verb,
      summary,
      description,
      permission: verb === "list" ? PERM.contentRead : PERM.contentWrite,
      body,
      data,
    }),
  );

const routes = {
  list: route("list", "目录与分类列表（后台）", z.object({ set }), z.array(folder), "一个目录树的全部节点，按顺序平铺，parentId 表示上级"),
  create: route("create", "新建目录或分类", z.object({ set, ...fields }), idResult),
  update: route("update", "修改目录或分类", z.object({ set, id: intId, ...fields, name: fields.name.optional() }), idResult),
  remove: route("remove", "删除目录或分类", z.object({ set, id: intId }), idResult, "下面还有文档或下级目录时不能删除（409）"),
  reorder: route(
    "reorder",
    "调整目录或分类顺序",
    z.object({ set, ids: z.array(intId).min(1).max(200) }),
    z.object({ ids: z.array(z.number().int()) }),
    "按 ids 的顺序重排同一级节点",
  ),
};

/** /api/admin/folder/*: help-centre folders and the study-material category trees. */
export function adminFolderRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => c.json(ok(await adminFolderList(c.get("ctx"), c.req.valid("json").set)), 200));
  app.openapi(routes.create, async (c) => {
    const { set, ...input } = c.req.valid("json");
    return c.json(ok(await adminFolderCreate(c.get("ctx"), set, input)), 200);
  });
  app.openapi(routes.update, async (c) => {
    const { set, id, ...patch } = c.req.valid("json");
    return c.json(ok(await adminFolderUpdate(c.get("ctx"), set, id, patch)), 200);
  });
  app.openapi(routes.remove, async (c) => {
    const { set, id } = c.req.valid("json");
    return c.json(ok(await adminFolderRemove(c.get("ctx"), set, id)), 200);
  });
  app.openapi(routes.reorder, async (c) => {
    const { set, ids } = c.req.valid("json");
    return c.json(ok(await adminFolderReorder(c.get("ctx"), set, ids)), 200);
  });
  return app;
}
