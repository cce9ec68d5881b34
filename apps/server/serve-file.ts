import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { AppError, attachmentLink, checkDownload, type FileStorage, parseRange } from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "./env";

/**
 * Sends a stored object, streamed, honouring one `Range` (206 with Content-Range, 416 when it cannot
 * be met), so video players can seek and downloads can resume.
 */
export async function sendStored(c: Context<AppEnv>, storage: FileStorage, key: string, headers: Record<string, string> = {}) {
  const info = await storage.stat(key);
  if (!info) return c.text("Not Found", 404);
  const range = parseRange(c.req.header("range"), info.size);
  const common = { "Content-Type": info.contentType, "Accept-Ranges": "bytes", "X-Content-Type-Options": "nosniff", ...headers };
  if (range === "unsatisfiable") return c.body(null, 416, { ...common, "Content-Range": `bytes */${info.size}` });
  const body = Readable.toWeb(await storage.read(key, range ?? undefined)) as ReadableStream;
  if (!range) return c.body(body, 200, { ...common, "Content-Length": String(info.size) });
  return c.body(body, 206, {
    ...common,
    "Content-Length": String(range.end - range.start + 1),
    "Content-Range": `bytes ${range.start}-${range.end}/${info.size}`,
  });
}

/**
 * The key that signs download links: FILE_LINK_SECRET when set (required when several processes
 * serve downloads), else one generated on first start and kept in DATA_DIR.
 */
export function fileLinkSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "file-link-secret");
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (err) {
      // Another process of the same data directory wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return readFileSync(file, "utf8").trim();
}

/** GET /dl/<key>?exp&name&sig: a signed, expiring download, saved under the signed name. */
export async function serveDownload(c: Context<AppEnv>, storage: FileStorage, secret: () => string) {
  const key = c.req.path.replace(/^\/dl\//, "");
  const check = checkDownload(secret(), key, new URL(c.req.url).searchParams, c.get("ctx").now());
  if (!check.ok)
    return c.text(
      check.reason === "expired" ? "下载链接已过期，请回到页面重新下载" : "下载链接无效",
      check.reason === "expired" ? 410 : 403,
    );
  const encoded = encodeURIComponent(check.filename);
  return sendStored(c, storage, key, {
    "Content-Disposition": `${check.inline ? "inline" : "attachment"}; filename="${encoded}"; filename*=UTF-8''${encoded}`,
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
}

/**
 * GET /tender/attachment/<id>/<n>: our copy of a notice's attachment, through a fresh signed link
 * (the page stays cacheable; the link is made on each click). Anonymous visitors go to the login
 * page and come back to the notice.
 */
export async function serveTenderAttachment(c: Context<AppEnv>, secret: () => string) {
  const id = Number(c.req.param("id"));
  const index = Number(c.req.param("n"));
  if (!Number.isSafeInteger(id) || id < 1) return c.text("附件不存在", 404);
  try {
    return c.redirect(await attachmentLink(c.get("ctx"), id, index, secret()), 302);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.kind === "Unauthenticated") return c.redirect(`/login?redirect=${encodeURIComponent(`/tenderDetails/${id}`)}`, 302);
    return c.text(err.userMessage, 404, { "Cache-Control": "no-store" });
  }
}
