import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { schema } from "@portal/db";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDate, chinaDayStart } from "../china-time";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { normalizePage } from "../paging";
import { SEARCH_NS, syncSearchEntry } from "../search";

const d = schema.downloads;
const dirs = schema.downloadDirs;
/** Documents are larger than editor images: standards run to tens of megabytes. */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

/** What the extension claims must agree with the file's first bytes. */
const KINDS: Record<string, { type: string; magic: "pdf" | "zip" | "ole" }> = {
  pdf: { type: "PDF", magic: "pdf" },
  docx: { type: "DOCX", magic: "zip" },
  xlsx: { type: "XLSX", magic: "zip" },
  pptx: { type: "PPT", magic: "zip" },
  doc: { type: "DOCX", magic: "ole" },
  xls: { type: "XLSX", magic: "ole" },
  ppt: { type: "PPT", magic: "ole" },
  zip: { type: "UNKNOWN", magic: "zip" },
};
const MAGIC = {
  pdf: [0x25, 0x50, 0x44, 0x46],
  zip: [0x50, 0x4b, 0x03, 0x04],
  ole: [0xd0, 0xcf, 0x11, 0xe0],
};

function kindOf(fileName: string) {
  const ext = fileName.split(".").pop()?.toLowerCase() ?? "";
  const kind = KINDS[ext];
  if (!kind) throw invalid("只能上传 PDF、Word、Excel、PPT 文档或 ZIP 压缩包");
  return { ext, ...kind };
}

/**
 * Passes the body through, refusing it once it is longer than `max` or when its first bytes are
 * not those of the claimed type. Lazy: nothing is read before the storage reads, nothing buffered.
 */
async function* checkedBody(body: Readable, magic: number[], max: number) {
  let seen = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (seen === 0 && !magic.every((b, i) => chunk[i] === b)) throw invalid("文件内容与扩展名不符，请上传原始文档");
    seen += chunk.length;
    if (seen > max) throw invalid(`文件不能超过 ${Math.round(max / 1024 / 1024)} MB`);
    yield chunk;
  }
}

/**
 * The document's entry in the site search (type DOWNLOAD): found by its title, summary and file
 * name, it opens the 资料 list filtered to it. Hidden or deleted documents are taken out.
 */
export async function syncDocumentSearch(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentWrite);
  const [row] = await ctx.db.select().from(d).where(eq(d.id, id));
  await syncSearchEntry(
    ctx,
    "DOWNLOAD",
    id,
    row?.state === "published"
      ? {
          type: "DOWNLOAD",
          refId: id,
          title: row.title,
          body: row.summary,
          keywords: row.fileName,
          path: `/information/list${row.dirId ? `/${row.dirId}` : ""}?keyword=${encodeURIComponent(row.title.slice(0, 30))}`,
          publishedAt: chinaDayStart(row.publishedOn),
        }
      : null,
  );
  await ctx.cache.invalidate(SEARCH_NS);
}

export interface NewDocument {
  fileName: string;
  title?: string;
  summary?: string;
  dirId?: number | null;
}

/** A document uploaded in the console: streamed into the storage, then listed (published). */
export async function uploadDocument(ctx: Ctx, body: Readable, input: NewDocument, max = MAX_DOCUMENT_BYTES) {
  requirePermission(ctx, PERM.mediaUpload);
  requirePermission(ctx, PERM.contentWrite);
  if (!ctx.storage) throw new Error("storage not configured");
  const fileName = input.fileName
    .trim()
    .replace(/[\\/:*?"<>|\r\n]/g, "_")
    .slice(0, 120);
  if (!fileName) throw invalid("缺少文件名");
  const kind = kindOf(fileName);
  const title = (input.title?.trim() || fileName.replace(/\.[^.]+$/, "")).slice(0, 100);
  if (input.dirId != null) await requireDir(ctx, input.dirId);
  const key = `documents/${randomBytes(12).toString("hex")}.${kind.ext}`;
  const { size } = await ctx.storage.put(key, Readable.from(checkedBody(body, MAGIC[kind.magic], max)));
  if (size === 0) {
    await ctx.storage.remove(key);
    throw invalid("文件为空");
  }
  const [row] = await ctx.db
    .insert(d)
    .values({
      dirId: input.dirId ?? null,
      title,
      summary: (input.summary ?? "").trim().slice(0, 300),
      fileKey: key,
      fileName,
      fileType: kind.type,
      sizeBytes: size,
      publishedOn: chinaDate(ctx.now()) as string,
    })
    .returning();
  await auditChange(ctx, "download.upload", { type: "download", id: row.id }, null, { title, fileName, size });
  await syncDocumentSearch(ctx, row.id);
  await ctx.cache.invalidate("downloads");
  return row;
}

async function requireDir(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(dirs).where(eq(dirs.id, id));
  if (!row) throw notFound("资料目录");
  return row;
}

/** The console list: every document, hidden ones too, newest first. */
export async function staffDownloadsPaged(
  ctx: Ctx,
  input: { dirId?: number; keyword?: string; state?: string; current?: number; size?: number },
) {
  requirePermission(ctx, PERM.contentRead);
  const page = normalizePage(input, 20);
  const conds: SQL[] = [];
  if (input.dirId) conds.push(eq(d.dirId, input.dirId));
  if (input.state) conds.push(eq(d.state, input.state));
  const kw = input.keyword?.trim();
  if (kw) conds.push(ilike(d.title, `%${kw.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
  const where = conds.length ? and(...conds) : undefined;
  const [records, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(d)
      .where(where)
      .orderBy(desc(d.publishedOn), desc(d.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(d).where(where),
  ]);
  return { records, total: Number(n), ...page };
}

/** Title, summary, folder or state (published / hidden) of a document. */
export async function updateDocument(
  ctx: Ctx,
  id: number,
  input: { title?: string; summary?: string; dirId?: number | null; state?: "published" | "hidden" },
) {
  requirePermission(ctx, PERM.contentWrite);
  const [before] = await ctx.db.select().from(d).where(eq(d.id, id));
  if (!before) throw notFound("资料");
  if (input.dirId != null) await requireDir(ctx, input.dirId);
  const title = input.title?.trim();
  if (input.title !== undefined && !title) throw invalid("请填写资料名称");
  const [row] = await ctx.db
    .update(d)
    .set({
      ...(title ? { title: title.slice(0, 100) } : {}),
      ...(input.summary !== undefined ? { summary: input.summary.trim().slice(0, 300) } : {}),
      ...(input.dirId !== undefined ? { dirId: input.dirId } : {}),
      ...(input.state ? { state: input.state } : {}),
    })
    .where(eq(d.id, id))
    .returning();
  const pick = (r: typeof row) => ({ title: r.title, summary: r.summary, dirId: r.dirId, state: r.state });
  await auditChange(ctx, "download.update", { type: "download", id }, pick(before), pick(row));
  await syncDocumentSearch(ctx, id);
  await ctx.cache.invalidate("downloads");
  return row;
}

/** Removes the document and its file; who downloaded it stays in nobody's way (logs go with it). */
export async function deleteDocument(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentWrite);
  const [row] = await ctx.db.delete(d).where(eq(d.id, id)).returning();
  if (!row) throw notFound("资料");
  await ctx.storage?.remove(row.fileKey);
  await auditChange(ctx, "download.remove", { type: "download", id }, { title: row.title, fileName: row.fileName }, null);
  await syncDocumentSearch(ctx, id);
  await ctx.cache.invalidate("downloads");
}

// ——— folders: kept in the console's folder tree (admin/folders.ts, set "download") ———
const dirName = (name: string) => {
  const clean = name.trim().slice(0, 30);
  if (!clean) throw invalid("目录名称不能为空");
  return clean;
};

export async function createDownloadDir(ctx: Ctx, input: { name: string; parentId?: number | null; sort?: number }) {
  requirePermission(ctx, PERM.contentWrite);
  const [row] = await ctx.db
    .insert(dirs)
    .values({ name: dirName(input.name), parentId: input.parentId ?? null, sort: input.sort ?? 0 })
    .returning({ id: dirs.id });
  await ctx.cache.invalidate("downloads");
  return row;
}

export async function updateDownloadDir(ctx: Ctx, id: number, input: { name?: string; parentId?: number | null; sort?: number }) {
  requirePermission(ctx, PERM.contentWrite);
  const rows = await ctx.db
    .update(dirs)
    .set({
      ...(input.name !== undefined ? { name: dirName(input.name) } : {}),
      ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
    })
    .where(eq(dirs.id, id))
    .returning({ id: dirs.id });
  if (!rows.length) throw notFound("目录");
  await ctx.cache.invalidate("downloads");
}

export async function deleteDownloadDir(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentWrite);
  const rows = await ctx.db.delete(dirs).where(eq(dirs.id, id)).returning({ id: dirs.id });
  if (!rows.length) throw notFound("目录");
  await ctx.cache.invalidate("downloads");
}
