import { randomBytes } from "node:crypto";
import { schema } from "@portal/db";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { requireText } from "../fields";
import { normalizePage, type Page, pagedResult } from "../paging";
import { plainLine, sanitizeRichText } from "../sanitize";
import { searchContent } from "../search";
import { contentChanged, HELP_NS } from "./changes";
import { lifecycle } from "./lifecycle";
import { isPublic, type PublicationInput, requireContentWrite } from "./publishing";

const dir = schema.helpDirs;
const doc = schema.helpDocs;

// ——— directories ———
export async function createHelpDir(ctx: Ctx, input: { name: string; parentId?: number | null; sort?: number }) {
  requireContentWrite(ctx);
  const [row] = await ctx.db
    .insert(dir)
    .values({ name: requireText(plainLine(input.name), "目录名称", 30), parentId: input.parentId ?? null, sort: input.sort ?? 0 })
    .returning({ id: dir.id });
  await contentChanged(ctx, HELP_NS);
  return row;
}

export async function updateHelpDir(ctx: Ctx, id: number, input: { name?: string; parentId?: number | null; sort?: number }) {
  requireContentWrite(ctx);
  const rows = await ctx.db
    .update(dir)
    .set({
      ...(input.name !== undefined ? { name: requireText(plainLine(input.name), "目录名称", 30) } : {}),
      ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
    })
    .where(eq(dir.id, id))
    .returning({ id: dir.id });
  if (!rows.length) throw notFound("目录");
  await contentChanged(ctx, HELP_NS);
}

export async function deleteHelpDir(ctx: Ctx, id: number) {
  requireContentWrite(ctx);
  const rows = await ctx.db.delete(dir).where(eq(dir.id, id)).returning({ id: dir.id });
  if (!rows.length) throw notFound("目录");
  await contentChanged(ctx, HELP_NS);
}

// ——— documents ———
export interface HelpDocInput extends PublicationInput {
  dirId?: number | null;
  title: string;
  content?: string;
  /** Stable number quoted by support staff; generated (H00001 …) when not given. */
  resNumber?: string;
  sort?: number;
}

const docs = lifecycle(doc, {
  label: "帮助文档",
  ns: HELP_NS,
  searchType: "HELP",
  toSearch: (r) => ({ title: r.title, body: r.content, keywords: r.resNumber, path: `/help/detail/${r.id}` }),
});

function helpColumns(i: Partial<HelpDocInput>) {
  if (i.resNumber !== undefined && !/^[A-Za-z0-9-]{1,32}$/.test(i.resNumber)) throw invalid("文档编号只能包含字母、数字和短横线");
  return {
    ...(i.dirId !== undefined ? { dirId: i.dirId } : {}),
    ...(i.title !== undefined ? { title: requireText(plainLine(i.title), "标题", 100) } : {}),
    ...(i.content !== undefined ? { content: sanitizeRichText(i.content) } : {}),
    ...(i.resNumber !== undefined ? { resNumber: i.resNumber } : {}),
    ...(i.sort !== undefined ? { sort: i.sort } : {}),
  };
}

async function requireDir(ctx: Ctx, id: number | null | undefined) {
  if (!id) return;
  const [row] = await ctx.db.select({ id: dir.id }).from(dir).where(eq(dir.id, id));
  if (!row) throw invalid("所选目录不存在");
}

export async function createHelpDoc(ctx: Ctx, input: HelpDocInput) {
  await requireDir(ctx, input.dirId);
  const temp = `tmp-${randomBytes(8).toString("hex")}`;
  // Share ids are random so a shared link cannot be used to guess other documents.
  const shareId = randomBytes(9).toString("base64url");
  const { id } = await docs.create(ctx, { title: "", resNumber: temp, shareId, ...helpColumns(input) }, input);
  if (!input.resNumber) await docs.update(ctx, id, { resNumber: `H${String(id).padStart(5, "0")}` });
  return { id };
}
export async function updateHelpDoc(ctx: Ctx, id: number, i: Partial<HelpDocInput>) {
  await requireDir(ctx, i.dirId);
  return docs.update(ctx, id, helpColumns(i), i);
}
export const publishHelpDoc = docs.publish;
export const unpublishHelpDoc = docs.unpublish;
export const deleteHelpDoc = docs.remove;

export interface HelpDirNode {
  id: number;
  name: string;
  count: number;
  children: HelpDirNode[];
}

/** The help centre's directory tree with published document counts; empty directories are left out. */
export function helpTree(ctx: Ctx): Promise<HelpDirNode[]> {
  return ctx.cache.wrap(HELP_NS, "tree", PUBLIC_TTL_MS, async () => {
    const dirs = await ctx.db.select().from(dir).orderBy(asc(dir.sort), asc(dir.id));
    const counts = await ctx.db
      .select({ dirId: doc.dirId, n: sql<number>`count(*)::int` })
      .from(doc)
      .where(isPublic(doc, ctx.now()))
      .groupBy(doc.dirId);
    const countOf = new Map(counts.map((c) => [c.dirId, c.n]));
    const nodes = new Map(
      dirs.map((d) => [d.id, { id: d.id, name: d.name, count: countOf.get(d.id) ?? 0, children: [] as HelpDirNode[] }]),
    );
    const roots: HelpDirNode[] = [];
    for (const d of dirs) (d.parentId === null ? roots : (nodes.get(d.parentId)?.children ?? roots)).push(nodes.get(d.id) as HelpDirNode);
    const prune = (list: HelpDirNode[]): HelpDirNode[] =>
      list.flatMap((n) => {
        const children = prune(n.children);
        return children.length || n.count ? [{ ...n, children }] : [];
      });
    return prune(roots);
  });
}

/** Documents of a directory (and its sub-directories), or all, in staff order. */
export function helpDocsPaged(ctx: Ctx, input: { dirId?: number } & Partial<Page> = {}) {
  const page = normalizePage(input, 20);
  return ctx.cache.wrap(HELP_NS, `list:${input.dirId ?? 0}:${page.current}:${page.size}`, PUBLIC_TTL_MS, async () => {
    const where: SQL[] = [isPublic(doc, ctx.now())];
    let current: { id: number; name: string } | null = null;
    if (input.dirId) {
      const tree = await helpTree(ctx);
      const found = findNode(tree, input.dirId);
      if (!found) throw notFound("目录");
      current = { id: found.id, name: found.name };
      where.push(inArray(doc.dirId, collectIds(found)));
    }
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(doc)
      .where(and(...where));
    const rows = await ctx.db
      .select({ id: doc.id, title: doc.title, resNumber: doc.resNumber, dirId: doc.dirId, publishAt: doc.publishAt })
      .from(doc)
      .where(and(...where))
      .orderBy(asc(doc.sort), asc(doc.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    const records = rows.map(({ publishAt, ...r }) => ({ ...r, releaseDate: chinaDate(publishAt) }));
    return { ...pagedResult(records, n, page), dir: current };
  });
}

function findNode(list: HelpDirNode[], id: number): HelpDirNode | null {
  for (const n of list) {
    if (n.id === id) return n;
    const f = findNode(n.children, id);
    if (f) return f;
  }
  return null;
}
const collectIds = (n: HelpDirNode): number[] => [n.id, ...n.children.flatMap(collectIds)];

/** One published help document by id, by its number, or by its share id. */
export async function getHelpDoc(ctx: Ctx, by: { id: number } | { resNumber: string } | { shareId: string }) {
  const [key, cond] =
    "id" in by
      ? [`id:${by.id}`, eq(doc.id, by.id)]
      : "resNumber" in by
        ? [`num:${by.resNumber}`, eq(doc.resNumber, by.resNumber)]
        : [`share:${by.shareId}`, eq(doc.shareId, by.shareId)];
  const row = await ctx.cache.wrap(HELP_NS, `doc:${key}`, PUBLIC_TTL_MS, async () => {
    const [r] = await ctx.db
      .select({ d: doc, dirName: dir.name })
      .from(doc)
      .leftJoin(dir, eq(dir.id, doc.dirId))
      .where(and(cond, isPublic(doc, ctx.now())));
    if (!r) return null;
    const { id, title, content, resNumber, shareId, dirId, publishAt, updatedAt } = r.d;
    return {
      id,
      title,
      content,
      resNumber,
      shareId,
      dirId,
      dirName: r.dirName,
      releaseDate: chinaDate(publishAt),
      updateDate: chinaDate(updatedAt),
    };
  });
  if (!row) throw notFound("帮助文档");
  return row;
}

/** Help search in Chinese, over help documents only. */
export function searchHelp(ctx: Ctx, keyword: string, page: Partial<Page> = {}) {
  return searchContent(ctx, { keyword, scope: ["HELP"], ...page });
}
