import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import {
  downloadDirTree,
  downloadLink,
  downloadOffer,
  downloadsPaged,
  FILE_TYPES,
  previewLink,
  requireUser,
  topDownloads,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";

const post = postRoutes("资料下载");
const item = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    fileName: z.string(),
    fileType: z.string().openapi({ description: "UNKNOWN、XLSX、DOCX、PDF、PPT" }),
    sizeBytes: z.number().int(),
    downloadCount: z.number().int(),
    publishedOn: z.string(),
    dirId: z.number().int().nullable(),
  })
  .openapi("DownloadItem");
const query = pageQuerySchema.extend({
  dirId: z.number().int().min(1).optional(),
  keyword: z.string().max(30).optional(),
  fileType: z.enum(FILE_TYPES).optional(),
});
// The tree is described two levels deep (what the site uses); deeper children have the same shape.
const leaf = z.object({ id: z.number().int(), name: z.string(), children: z.array(z.any()) });
const dir = z.object({ id: z.number().int(), name: z.string(), children: z.array(leaf) }).openapi("DownloadDir");
const byId = z.object({ id: z.number().int().min(1) });

/** Downloadable documents (资料, issue 11): folders, lists, top downloads, what a download costs, signed links. */
export function downloadRoutes(linkSecret: () => string) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(post("/news/pub/download/listPaged", "资料列表", query, pagedResponses(item, "资料")), async (c) => {
    const r = await downloadsPaged(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(
    post("/news/download/listPaged", "资料列表（登录后）", query, {
      ...pagedResponses(item, "资料"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      requireUser(c.get("ctx"));
      const r = await downloadsPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  app.openapi(post("/download/dir/getTree", "资料目录", z.object({}).optional(), responses(z.array(dir), "目录树")), async (c) =>
    c.json(ok((await downloadDirTree(c.get("ctx"))) as z.infer<typeof dir>[]), 200),
  );
  app.openapi(
    post(
      "/download/topDownload",
      "下载排行",
      z.object({ size: z.number().int().min(1).max(50).optional() }).optional(),
      responses(z.array(item), "下载最多的资料"),
    ),
    async (c) => c.json(ok(await topDownloads(c.get("ctx"), c.req.valid("json")?.size ?? 10)), 200),
  );
  app.openapi(
    post("/download/checkLogin", "能否下载及所需积分", byId, {
      ...responses(
        z.object({
          login: z.boolean(),
          downloadedToday: z.boolean(),
          freeLeft: z.number().int(),
          points: z.number().int(),
          balance: z.number().int(),
        }),
        "未登录时 login 为 false",
      ),
      ...moreErrors({ notFound: "资料" }),
    }),
    async (c) => c.json(ok(await downloadOffer(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/download/link", "获取下载链接（10 分钟内有效）", byId, {
      ...responses(z.object({ url: z.string(), via: z.enum(["again", "quota", "points"]) }), "签名下载地址"),
      ...moreErrors({ unauthenticated: true, notFound: "资料", conflict: "免费次数已用完且积分不足" }),
    }),
    async (c) => c.json(ok(await downloadLink(c.get("ctx"), c.req.valid("json").id, linkSecret())), 200),
  );
  app.openapi(
    post("/download/preview", "在线预览 PDF（10 分钟内有效，不计下载次数）", byId, {
      ...responses(z.object({ url: z.string() }), "签名预览地址（inline）"),
      ...moreErrors({ unauthenticated: true, notFound: "资料" }),
    }),
    async (c) => c.json(ok(await previewLink(c.get("ctx"), c.req.valid("json").id, linkSecret())), 200),
  );
  return app;
}
