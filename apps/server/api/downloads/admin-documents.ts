import { Readable } from "node:stream";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { deleteDocument, invalid, MAX_DOCUMENT_BYTES, PERM, staffDownloadsPaged, updateDocument, uploadDocument } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { ADMIN_TAG, adminPagedRouteConfig, adminRouteConfig } from "../admin/common";

export const DOCUMENT_UPLOAD_PATH = "/admin/download/upload";
export const DOCUMENT_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;

const id = z.number().int().min(1).max(2_147_483_647);
const row = z
  .object({
    id: z.number().int(),
    dirId: z.number().int().nullable(),
    title: z.string(),
    summary: z.string(),
    fileName: z.string(),
    fileType: z.string(),
    sizeBytes: z.number().int(),
    downloadCount: z.number().int(),
    state: z.string().openapi({ description: "published 已发布 / hidden 已隐藏" }),
    publishedOn: z.string(),
  })
  .passthrough()
  .openapi("AdminDownload");
const done = z.null();

const config = <B extends z.ZodTypeAny, D extends z.ZodTypeAny>(verb: string, summary: string, body: B, data: D, description?: string) =>
  createRoute(adminRouteConfig({ area: "download", verb, summary, description, permission: PERM.contentWrite, body, data }));

const routes = {
  list: createRoute(
    adminPagedRouteConfig({
      area: "download",
      summary: "资料列表",
      description: "含已隐藏的资料，最新在前",
      permission: PERM.contentRead,
      body: z.object({
        dirId: id.optional(),
        keyword: z.string().max(30).optional(),
        state: z.enum(["published", "hidden"]).optional(),
        current: z.number().int().min(1).max(1000).optional(),
        size: z.number().int().min(1).max(50).optional(),
      }),
      row,
    }),
  ),
  update: config(
    "update",
    "修改资料",
    z.object({
      id,
      title: z.string().max(100).optional(),
      summary: z.string().max(300).optional(),
      dirId: id.nullable().optional(),
      state: z.enum(["published", "hidden"]).optional(),
    }),
    row,
    "名称、简介、目录或状态（隐藏后前台不再显示）；记入操作日志",
  ),
  remove: config("delete", "删除资料", z.object({ id }), done, "连同文件一起删除；记入操作日志"),
};

const uploadQuery = z.object({
  fileName: z.string().min(1, "缺少文件名").max(120),
  title: z.string().max(100).optional(),
  summary: z.string().max(300).optional(),
  dirId: z.coerce.number().int().min(1).optional(),
});

/** /api/admin/download/*: documents (资料) in the console; their folders are the folder set "download". */
export function adminDocumentRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: DOCUMENT_UPLOAD_PATH,
    tags: [ADMIN_TAG],
    summary: "上传资料",
    description: `请求体就是文件本身（application/octet-stream），边收边存，不整份读入内存；文件名等放在查询参数。PDF、Word、Excel、PPT 或 ZIP，按文件头核对类型，不超过 ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB。权限：${PERM.contentWrite}、${PERM.mediaUpload}。`,
    request: { query: uploadQuery },
    responses: {
      200: {
        description: "已上传的资料",
        content: { "application/json": { schema: z.object({ code: z.string(), msg: z.string(), data: row }) } },
      },
      400: { description: "类型不支持、内容与扩展名不符、为空或过大" },
      401: { description: "未登录" },
      403: { description: "没有权限" },
    },
  });
  app.post(DOCUMENT_UPLOAD_PATH, async (c) => {
    const q = uploadQuery.safeParse(c.req.query());
    if (!q.success) throw invalid(q.error.issues[0]?.message ?? "参数错误");
    const body = c.req.raw.body;
    if (!body) throw invalid("请选择要上传的文件");
    const stream = Readable.fromWeb(body as import("node:stream/web").ReadableStream);
    return c.json(ok(await uploadDocument(c.get("ctx"), stream, q.data)), 200);
  });
  app.openapi(routes.list, async (c) => {
    const r = await staffDownloadsPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes.update, async (c) => {
    const { id, ...input } = c.req.valid("json");
    return c.json(ok(await updateDocument(c.get("ctx"), id, input)), 200);
  });
  app.openapi(routes.remove, async (c) => {
    await deleteDocument(c.get("ctx"), c.req.valid("json").id);
    return c.json(ok(null), 200);
  });
  return app;
}
