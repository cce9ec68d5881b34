import { schema } from "@portal/db";
import { asc, eq, inArray } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { COLUMNS_NS, contentChanged, NEWS_NS, reindexArticles } from "../content";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { requireText } from "../fields";
import { plainLine } from "../sanitize";
import { countsBy } from "../sql";
import { withTransaction } from "../transaction";

const d = schema.newsDirs;

export interface ColumnInput {
  name: string;
  bizType: "NEWS" | "TOPIC";
  parentId?: number | null;
  sort?: number;
}

/** Columns as a flat list in display order, each with its number of articles (any state). */
export async function adminColumnList(ctx: Ctx, docType: "NEWS" | "KNOW" = "NEWS") {
  requirePermission(ctx, PERM.contentRead);
  const rows = await ctx.db
    .select({ id: d.id, name: d.name, bizType: d.bizType, parentId: d.parentId, sort: d.sort })
    .from(d)
    .where(eq(d.docType, docType))
    .orderBy(asc(d.sort), asc(d.id));
  const articles = await countsBy(ctx, schema.newsArticles.dirId);
  return rows.map((r) => ({ ...r, articles: articles.get(r.id) ?? 0 }));
}

async function load(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(d).where(eq(d.id, id));
  if (!row) throw notFound("栏目");
  return row;
}

async function changed(ctx: Ctx) {
  await ctx.cache.invalidate(COLUMNS_NS);
  await contentChanged(ctx, NEWS_NS);
}

/** Columns are two levels deep (column and sub-column), as the public menu shows them. */
async function checkParent(ctx: Ctx, parentId: number | null | undefined, selfId?: number) {
  if (!parentId) return null;
  if (parentId === selfId) throw invalid("上级栏目不能是自己");
  const parent = await load(ctx, parentId).catch(() => {
    throw invalid("上级栏目不存在");
  });
  if (parent.parentId !== null) throw invalid("栏目最多两级，上级栏目必须是一级栏目");
  return parent.id;
}

export async function adminColumnCreate(ctx: Ctx, input: ColumnInput) {
  requirePermission(ctx, PERM.contentWrite);
  return withTransaction(ctx, async (tx) => {
    const parentId = await checkParent(tx, input.parentId);
    const [row] = await tx.db
      .insert(d)
      .values({ name: requireText(plainLine(input.name), "栏目名称", 20), bizType: input.bizType, parentId, sort: input.sort ?? 0 })
      .returning();
    await changed(tx);
    await auditChange(tx, "column.create", { type: "column", id: row.id }, null, row);
    return { id: row.id };
  });
}

export async function adminColumnUpdate(ctx: Ctx, id: number, patch: Partial<ColumnInput>) {
  requirePermission(ctx, PERM.contentWrite);
  return withTransaction(ctx, async (tx) => {
    const before = await load(tx, id);
    const values: Partial<typeof d.$inferInsert> = {};
    if (patch.name !== undefined) values.name = requireText(plainLine(patch.name), "栏目名称", 20);
    if (patch.bizType !== undefined) values.bizType = patch.bizType;
    if (patch.sort !== undefined) values.sort = patch.sort;
    if (patch.parentId !== undefined) {
      const [child] = await tx.db.select({ id: d.id }).from(d).where(eq(d.parentId, id)).limit(1);
      if (child && patch.parentId) throw invalid("有子栏目的栏目不能移到其他栏目下");
      values.parentId = await checkParent(tx, patch.parentId, id);
    }
    const [after] = await tx.db.update(d).set(values).where(eq(d.id, id)).returning();
    // The column name is one of its articles' search words.
    if (after.name !== before.name) await reindexArticles(tx, await articlesOf(tx, id));
    await changed(tx);
    await auditChange(tx, "column.update", { type: "column", id }, before, after);
    return { id };
  });
}

async function articlesOf(ctx: Ctx, dirId: number) {
  const rows = await ctx.db.select({ id: schema.newsArticles.id }).from(schema.newsArticles).where(eq(schema.newsArticles.dirId, dirId));
  return rows.map((r) => r.id);
}

/** A column with articles or sub-columns is not deleted: the articles would lose their home. */
export async function adminColumnRemove(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentWrite);
  return withTransaction(ctx, async (tx) => {
    const before = await load(tx, id);
    const [child] = await tx.db.select({ id: d.id }).from(d).where(eq(d.parentId, id)).limit(1);
    if (child) throw conflict("请先删除或移走该栏目的子栏目");
    const [art] = await tx.db
      .select({ id: schema.newsArticles.id })
      .from(schema.newsArticles)
      .where(eq(schema.newsArticles.dirId, id))
      .limit(1);
    if (art) throw conflict("该栏目下还有文章，请先移走或删除文章");
    await tx.db.delete(d).where(eq(d.id, id));
    await changed(tx);
    await auditChange(tx, "column.remove", { type: "column", id }, before, null);
    return { id };
  });
}

/** Sets the order of sibling columns to the order of `ids` (drag and drop / up and down in the console). */
export async function adminColumnReorder(ctx: Ctx, ids: number[]) {
  requirePermission(ctx, PERM.contentWrite);
  const unique = [...new Set(ids)];
  return withTransaction(ctx, async (tx) => {
    const rows = unique.length ? await tx.db.select().from(d).where(inArray(d.id, unique)) : [];
    if (rows.length !== unique.length) throw invalid("栏目不存在");
    if (new Set(rows.map((r) => r.parentId)).size > 1) throw invalid("只能调整同一级栏目的顺序");
    for (const [i, id] of unique.entries())
      await tx.db
        .update(d)
        .set({ sort: (i + 1) * 10 })
        .where(eq(d.id, id));
    await changed(tx);
    const before = Object.fromEntries(rows.map((r) => [r.id, r.sort]));
    const after = Object.fromEntries(unique.map((id, i) => [id, (i + 1) * 10]));
    await auditChange(tx, "column.reorder", { type: "column", id: unique.join(",") }, before, after);
    return { ids: unique };
  });
}
