import { schema } from "@portal/db";
import { desc, eq, ilike, sql } from "drizzle-orm";
import { requirePermission } from "../auth/roles";
import { contentChanged, NEWS_NS } from "../content/changes";
import { chinaDate, normalizePage, type Page, pagedResult } from "../content/format";
import { countWhere, requireText } from "../content/publishing";
import { plainLine } from "../content/sanitize";
import type { Ctx } from "../context";
import { conflict, notFound } from "../errors";
import { auditChange } from "./audit-trail";
import { PERM } from "./permissions";

const t = schema.newsTags;

/** All tags, with how many articles (any state) carry each; newest first. */
export async function adminTagListPaged(ctx: Ctx, input: { keyword?: string } & Partial<Page> = {}) {
  requirePermission(ctx, PERM.contentRead);
  const page = normalizePage(input);
  const kw = input.keyword?.trim();
  const where = kw ? ilike(t.name, `%${kw.replace(/[%_\\]/g, "\\$&")}%`) : undefined;
  const count = sql<number>`(select count(*)::int from ${schema.newsArticleTags} where ${schema.newsArticleTags.tagId} = ${t.id})`;
  const rows = await ctx.db
    .select({ id: t.id, name: t.name, createdAt: t.createdAt, articles: count })
    .from(t)
    .where(where)
    .orderBy(desc(t.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const total = await countWhere(ctx, t, where);
  return pagedResult(
    rows.map((r) => ({ ...r, createdAt: chinaDate(r.createdAt) as string })),
    total,
    page,
  );
}

async function uniqueName(ctx: Ctx, raw: string, selfId?: number) {
  const name = requireText(plainLine(raw), "标签名称", 20);
  const [same] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.name, name));
  if (same && same.id !== selfId) throw conflict("已有同名标签");
  return name;
}

export async function adminTagCreate(ctx: Ctx, input: { name: string }) {
  requirePermission(ctx, PERM.contentWrite);
  const name = await uniqueName(ctx, input.name);
  const [row] = await ctx.db.insert(t).values({ name, createdAt: ctx.now() }).returning({ id: t.id, name: t.name });
  await auditChange(ctx, "tag.create", { type: "tag", id: row.id }, null, row);
  return { id: row.id };
}

export async function adminTagRename(ctx: Ctx, id: number, input: { name: string }) {
  requirePermission(ctx, PERM.contentWrite);
  const [before] = await ctx.db.select({ id: t.id, name: t.name }).from(t).where(eq(t.id, id));
  if (!before) throw notFound("标签");
  const name = await uniqueName(ctx, input.name, id);
  await ctx.db.update(t).set({ name }).where(eq(t.id, id));
  await contentChanged(ctx, NEWS_NS);
  await auditChange(ctx, "tag.update", { type: "tag", id }, before, { id, name });
  return { id };
}

/** Removing a tag takes it off its articles; the articles stay. */
export async function adminTagRemove(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentWrite);
  const [before] = await ctx.db.delete(t).where(eq(t.id, id)).returning({ id: t.id, name: t.name });
  if (!before) throw notFound("标签");
  await contentChanged(ctx, NEWS_NS);
  await auditChange(ctx, "tag.remove", { type: "tag", id }, before, null);
  return { id };
}
