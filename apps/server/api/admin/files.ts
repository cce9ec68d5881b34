import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import { invalid, MAX_UPLOAD_BYTES, PERM, storeUpload } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { ADMIN_TAG } from "./common";

export const UPLOAD_PATH = "/admin/files/upload";
/** Multipart framing around a file of at most MAX_UPLOAD_BYTES; the service checks the file itself. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

const uploaded = z.object({ url: z.string().openapi({ example: "/files/3f…a1.png" }), type: z.string(), size: z.number().int() });

/**
 * Image and attachment upload for the rich-text editor and cover fields. Multipart, so it is a
 * plain Hono route with its OpenAPI description registered by hand.
 */
export function adminFileRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: UPLOAD_PATH,
    tags: [ADMIN_TAG],
    summary: "上传图片或附件",
    description: `multipart/form-data，字段 file。按文件头识别类型（PNG、JPEG、GIF、WebP、PDF），不超过 5 MB；文件名不被采用。需要工作人员登录，权限：${PERM.mediaUpload}。`,
    request: {
      body: {
        required: true,
        content: { "multipart/form-data": { schema: z.object({ file: z.string().openapi({ type: "string", format: "binary" }) }) } },
      },
    },
    responses: {
      200: {
        description: "已保存的文件地址",
        content: { "application/json": { schema: z.object({ code: z.string(), msg: z.string(), data: uploaded }) } },
      },
      400: { description: "文件为空、过大或类型不支持" },
      401: { description: "未登录" },
      403: { description: "没有权限" },
    },
  });
  app.post(UPLOAD_PATH, async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!type.startsWith("multipart/form-data")) throw invalid("请以 multipart/form-data 上传文件");
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw invalid("请选择要上传的文件（字段 file）");
    if (file.size > MAX_UPLOAD_BYTES) throw invalid("文件不能超过 5 MB");
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(ok(await storeUpload(c.get("ctx"), { bytes, originalName: file.name })), 200);
  });
  return app;
}
