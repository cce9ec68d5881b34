import { schema } from "@portal/db";
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { getPointRules, pointBalance, quotaResidue, spendQuotaOrPoints } from "../points";
import { signDownload } from "../storage";
import { withTransaction } from "../transaction";

const d = schema.downloads;
const dirs = schema.downloadDirs;
export const FILE_TYPES = ["UNKNOWN", "XLSX", "DOCX", "PDF", "PPT"] as const;
/** How long a download link works once handed out. */
const LINK_MS = 10 * 60_000;

export interface DirNode {
  id: number;
  name: string;
  children: DirNode[];
}

/** /download/dir/getTree: the folders as a tree. */
export async function downloadDirTree(ctx: Ctx): Promise<DirNode[]> {
  const rows = await ctx.db.select().from(dirs).orderBy(asc(dirs.sort), asc(dirs.id));
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] as DirNode[] }]));
  const roots: DirNode[] = [];
  for (const r of rows) {
    const n = nodes.get(r.id) as DirNode;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

export interface DownloadItem {
  id: number;
  title: string;
  summary: string;
  fileName: string;
  fileType: string;
  sizeBytes: number;
  downloadCount: number;
  publishedOn: string;
  dirId: number | null;
}

const columns = {
  id: d.id,
  title: d.title,
  summary: d.summary,
  fileName: d.fileName,
  fileType: d.fileType,
  sizeBytes: d.sizeBytes,
  downloadCount: d.downloadCount,
  publishedOn: d.publishedOn,
  dirId: d.dirId,
};

async function withDescendants(ctx: Ctx, dirId: number): Promise<number[]> {
  const all = await ctx.db.select({ id: dirs.id, parentId: dirs.parentId }).from(dirs);
  const out = [dirId];
  for (let i = 0; i < out.length; i++) for (const r of all) if (r.parentId === out[i]) out.push(r.id);
  return out;
}

/** The published documents of a folder (and its sub-folders), newest first; keyword in the title. */
export async function downloadsPaged(
  ctx: Ctx,
  input: Partial<Page> & { dirId?: number; keyword?: string; fileType?: string },
): Promise<Paged<DownloadItem>> {
  const page = normalizePage(input, 20);
  const conds: SQL[] = [eq(d.state, "published")];
  if (input.dirId !== undefined) conds.push(inArray(d.dirId, await withDescendants(ctx, input.dirId)));
  const keyword = input.keyword?.trim();
  if (keyword) {
    if (keyword.length > 30) throw invalid("关键词不能超过 30 个字");
    conds.push(ilike(d.title, `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
  }
  if (input.fileType) {
    if (!FILE_TYPES.includes(input.fileType as (typeof FILE_TYPES)[number])) throw invalid("文件类型不正确");
    conds.push(eq(d.fileType, input.fileType));
  }
  const where = and(...conds);
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(d)
      .where(where)
      .orderBy(desc(d.publishedOn), desc(d.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(d).where(where),
  ]);
  return pagedResult(list, Number(n), page);
}

/** /download/topDownload: the most downloaded documents. */
export async function topDownloads(ctx: Ctx, size = 10): Promise<DownloadItem[]> {
  return ctx.db
    .select(columns)
    .from(d)
    .where(eq(d.state, "published"))
    .orderBy(desc(d.downloadCount), desc(d.id))
    .limit(Math.min(Math.max(1, size), 50));
}

async function requireDownload(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select()
    .from(d)
    .where(and(eq(d.id, id), eq(d.state, "published")));
  if (!row) throw notFound("资料");
  return row;
}

export interface DownloadOffer {
  login: boolean;
  /** Downloaded today already: again for free. */
  downloadedToday: boolean;
  freeLeft: number;
  points: number;
  balance: number;
}

/** /download/checkLogin: whether the visitor may download and what it will cost. */
export async function downloadOffer(ctx: Ctx, id: number): Promise<DownloadOffer> {
  await requireDownload(ctx, id);
  const points = (await getPointRules(ctx)).consumption.find((r) => r.code === "DOWNLOAD")?.points ?? 0;
  if (ctx.actor.kind !== "user") return { login: false, downloadedToday: false, freeLeft: 0, points, balance: 0 };
  const userId = ctx.actor.userId;
  const l = schema.downloadLogs;
  const [[quota], balance, today] = await Promise.all([
    quotaResidue(ctx, "DOWNLOAD"),
    pointBalance(ctx, userId),
    ctx.db
      .select({ n: count() })
      .from(l)
      .where(and(eq(l.userId, userId), eq(l.downloadId, id), eq(l.day, chinaDate(ctx.now()) as string))),
  ]);
  return { login: true, downloadedToday: Number(today[0].n) > 0, freeLeft: quota.residue, points, balance };
}

/**
 * A signed link to the file, for a signed-in user: the day's free downloads first, then the points
 * of the rule 下载资料; the same file again the same day costs nothing. Counted once per user and day.
 */
export async function downloadLink(ctx: Ctx, id: number, secret: string): Promise<{ url: string; via: "again" | "quota" | "points" }> {
  const userId = requireUser(ctx);
  const doc = await requireDownload(ctx, id);
  const points = (await getPointRules(ctx)).consumption.find((r) => r.code === "DOWNLOAD")?.points ?? 0;
  const day = chinaDate(ctx.now()) as string;
  const via = await withTransaction(ctx, async (tx) => {
    const [first] = await tx.db
      .insert(schema.downloadLogs)
      .values({ userId, downloadId: id, day, createdAt: tx.now() })
      .onConflictDoNothing()
      .returning({ id: schema.downloadLogs.downloadId });
    if (!first) return "again" as const;
    // Counted in the database, so concurrent downloads each add one.
    await tx.db
      .update(d)
      .set({ downloadCount: sql`${d.downloadCount} + 1` })
      .where(eq(d.id, id));
    return spendQuotaOrPoints(tx, userId, {
      kind: "DOWNLOAD",
      points,
      note: `下载资料：${doc.title.slice(0, 40)}`,
      idemKey: `download:${id}:${day}`,
      freeText: "今日免费下载次数已用完",
    });
  });
  const url = signDownload(secret, doc.fileKey, { expiresAt: new Date(ctx.now().getTime() + LINK_MS), filename: doc.fileName });
  return { url, via };
}

/**
 * A signed inline link to a PDF for the page's viewer: signed-in users read it without spending
 * the day's downloads or points (the file is not saved); other types have no preview.
 */
export async function previewLink(ctx: Ctx, id: number, secret: string): Promise<{ url: string }> {
  requireUser(ctx);
  const doc = await requireDownload(ctx, id);
  if (doc.fileType !== "PDF") throw invalid("该资料不支持在线预览，请下载后查看");
  const url = signDownload(secret, doc.fileKey, {
    expiresAt: new Date(ctx.now().getTime() + LINK_MS),
    filename: doc.fileName,
    inline: true,
  });
  return { url };
}
