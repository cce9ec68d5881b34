import { schema } from "@portal/db";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { createHelpDir, createStudyCat, deleteHelpDir, deleteStudyCat, type StudyType, updateHelpDir, updateStudyCat } from "../content";
import type { Ctx } from "../context";
import { createDownloadDir, deleteDownloadDir, updateDownloadDir } from "../downloads";
import { conflict, invalid, notFound } from "../errors";
import { countsBy } from "../sql";
import { withTransaction } from "../transaction";

export interface FolderInput {
  name: string;
  parentId?: number | null;
  sort?: number;
}

interface FolderSet {
  /** What the console calls the set, and one folder of it. */
  label: string;
  noun: string;
  auditType: string;
  /** Study categories share one table, one tree per type; help folders have a table of their own. */
  type: StudyType | null;
  table: typeof schema.helpDirs;
  /** The documents' column pointing at a folder. */
  docFolder: PgColumn;
  create(ctx: Ctx, input: FolderInput): Promise<{ id: number }>;
  update(ctx: Ctx, id: number, patch: Partial<FolderInput>): Promise<void>;
  remove(ctx: Ctx, id: number): Promise<void>;
}

// Drizzle cannot type a union of tables; both have the id, parent_id, name and sort used here.
const catTable = schema.studyCats as unknown as typeof schema.helpDirs;
const studySet = (type: StudyType, label: string): FolderSet => ({
  label,
  noun: "分类",
  auditType: "studyCat",
  type,
  table: catTable,
  docFolder: schema.studyDocs.catId,
  create: (ctx, input) => createStudyCat(ctx, { ...input, type }),
  update: updateStudyCat,
  remove: deleteStudyCat,
});

/**
 * The folder trees staff keep besides news columns: the help centre's folders and the category
 * tree of each study-material type. Like columns they are two levels deep, ordered by hand, and a
 * folder that still holds documents or sub-folders is not deleted.
 */
export const FOLDER_SETS = {
  help: {
    label: "帮助目录",
    noun: "目录",
    auditType: "helpDir",
    type: null,
    table: schema.helpDirs,
    docFolder: schema.helpDocs.dirId,
    create: createHelpDir,
    update: updateHelpDir,
    remove: deleteHelpDir,
  },
  standard: studySet("NORMAL", "标准分类"),
  policy: studySet("POLICY", "政策分类"),
  paper: studySet("PAPER", "论文分类"),
  download: {
    label: "资料目录",
    noun: "目录",
    auditType: "downloadDir",
    type: null,
    table: schema.downloadDirs as unknown as typeof schema.helpDirs,
    docFolder: schema.downloads.dirId,
    create: createDownloadDir,
    update: updateDownloadDir,
    remove: deleteDownloadDir,
  },
} satisfies Record<string, FolderSet>;
export type FolderSetName = keyof typeof FOLDER_SETS;

const inSet = (set: FolderSet): SQL | undefined => (set.type ? eq(schema.studyCats.type, set.type) : undefined);

/** Folders of a set as a flat list in display order, each with its number of documents (any state). */
export async function adminFolderList(ctx: Ctx, name: FolderSetName) {
  requirePermission(ctx, PERM.contentRead);
  const set: FolderSet = FOLDER_SETS[name];
  const t = set.table;
  const rows = await ctx.db
    .select({ id: t.id, name: t.name, parentId: t.parentId, sort: t.sort })
    .from(t)
    .where(inSet(set))
    .orderBy(asc(t.sort), asc(t.id));
  const docs = await countsBy(ctx, set.docFolder);
  return rows.map((r) => ({ ...r, docs: docs.get(r.id) ?? 0 }));
}

async function load(ctx: Ctx, set: FolderSet, id: number) {
  const t = set.table;
  const [row] = await ctx.db
    .select({ id: t.id, name: t.name, parentId: t.parentId, sort: t.sort })
    .from(t)
    .where(and(eq(t.id, id), inSet(set)));
  if (!row) throw notFound(set.noun);
  return row;
}

async function hasChildren(ctx: Ctx, set: FolderSet, id: number) {
  const [child] = await ctx.db.select({ id: set.table.id }).from(set.table).where(eq(set.table.parentId, id)).limit(1);
  return Boolean(child);
}

/** The parent must be a top-level folder of the same set (two levels, as the public trees show them). */
async function checkParent(ctx: Ctx, set: FolderSet, parentId: number | null | undefined, selfId?: number) {
  if (!parentId) return null;
  if (parentId === selfId) throw invalid(`上级${set.noun}不能是自己`);
  const parent = await load(ctx, set, parentId).catch(() => {
    throw invalid(`上级${set.noun}不存在`);
  });
  if (parent.parentId !== null) throw invalid(`${set.noun}最多两级，上级${set.noun}必须是一级${set.noun}`);
  if (selfId && (await hasChildren(ctx, set, selfId))) throw invalid(`有下级${set.noun}的${set.noun}不能移到其他${set.noun}下`);
  return parent.id;
}

export async function adminFolderCreate(ctx: Ctx, name: FolderSetName, input: FolderInput) {
  requirePermission(ctx, PERM.contentWrite);
  const set: FolderSet = FOLDER_SETS[name];
  return withTransaction(ctx, async (tx) => {
    const parentId = await checkParent(tx, set, input.parentId);
    const { id } = await set.create(tx, { ...input, parentId });
    await auditChange(tx, `${set.auditType}.create`, { type: set.auditType, id }, null, { set: name, ...(await load(tx, set, id)) });
    return { id };
  });
}

export async function adminFolderUpdate(ctx: Ctx, name: FolderSetName, id: number, patch: Partial<FolderInput>) {
  requirePermission(ctx, PERM.contentWrite);
  const set: FolderSet = FOLDER_SETS[name];
  return withTransaction(ctx, async (tx) => {
    const before = await load(tx, set, id);
    const parentId = patch.parentId === undefined ? undefined : await checkParent(tx, set, patch.parentId, id);
    await set.update(tx, id, { ...patch, parentId });
    await auditChange(tx, `${set.auditType}.update`, { type: set.auditType, id }, before, await load(tx, set, id));
    return { id };
  });
}

/** A folder with documents or sub-folders is not deleted: its documents would drop out of the tree. */
export async function adminFolderRemove(ctx: Ctx, name: FolderSetName, id: number) {
  requirePermission(ctx, PERM.contentWrite);
  const set: FolderSet = FOLDER_SETS[name];
  return withTransaction(ctx, async (tx) => {
    const before = await load(tx, set, id);
    if (await hasChildren(tx, set, id)) throw conflict(`请先删除或移走该${set.noun}的下级${set.noun}`);
    const [doc] = await tx.db.select({ folder: set.docFolder }).from(set.docFolder.table).where(eq(set.docFolder, id)).limit(1);
    if (doc) throw conflict(`该${set.noun}下还有文档，请先移走或删除文档`);
    await set.remove(tx, id);
    await auditChange(tx, `${set.auditType}.remove`, { type: set.auditType, id }, { set: name, ...before }, null);
    return { id };
  });
}

/** Sets the order of sibling folders to the order of `ids`. */
export async function adminFolderReorder(ctx: Ctx, name: FolderSetName, ids: number[]) {
  requirePermission(ctx, PERM.contentWrite);
  const set: FolderSet = FOLDER_SETS[name];
  const unique = [...new Set(ids)];
  return withTransaction(ctx, async (tx) => {
    const t = set.table;
    const rows = await tx.db
      .select({ id: t.id, parentId: t.parentId, sort: t.sort })
      .from(t)
      .where(and(inArray(t.id, unique), inSet(set)));
    if (rows.length !== unique.length) throw invalid(`${set.noun}不存在`);
    if (new Set(rows.map((r) => r.parentId)).size > 1) throw invalid(`只能调整同一级${set.noun}的顺序`);
    for (const [i, id] of unique.entries()) await set.update(tx, id, { sort: (i + 1) * 10 });
    const before = Object.fromEntries(rows.map((r) => [r.id, r.sort]));
    const after = Object.fromEntries(unique.map((id, i) => [id, (i + 1) * 10]));
    await auditChange(tx, `${set.auditType}.reorder`, { type: set.auditType, id: unique.join(",") }, before, after);
    return { ids: unique };
  });
}
