import { schema } from "@portal/db";
import { and, asc, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDateTime } from "../china-time";
import { type ArticleInput, createArticle, deleteArticle, publishArticle, unpublishArticle, updateArticle } from "../content";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, pagedResult } from "../paging";
import { countWhere } from "../sql";
import { withTransaction } from "../transaction";

const a = schema.newsArticles;

/** What the console shows as an article's status: scheduled is PUBLISHED with a future publishAt. */
export type AdminStatus = "DRAFT" | "SCHEDULED" | "PUBLISHED";

export interface AdminNewsQuery extends Partial<Page> {
  keyword?: string;
  dirId?: number;
  status?: AdminStatus;
  flag?: "banner" | "hot";
}

function statusOf(row: { state: string; publishAt: Date | null }, now: Date): AdminStatus {
  if (row.state !== "PUBLISHED") return "DRAFT";
  return row.publishAt && row.publishAt > now ? "SCHEDULED" : "PUBLISHED";
}

function statusWhere(status: AdminStatus | undefined, now: Date): SQL | undefined {
  if (status === "DRAFT") return eq(a.state, "DRAFT");
  if (status === "SCHEDULED") return and(eq(a.state, "PUBLISHED"), gt(a.publishAt, now));
  if (status === "PUBLISHED") return and(eq(a.state, "PUBLISHED"), lte(a.publishAt, now));
  return undefined;
}

/** Every article whatever its state (the public lists show only live ones), newest edit first. */
export async function adminNewsListPaged(ctx: Ctx, input: AdminNewsQuery = {}) {
  requirePermission(ctx, PERM.contentRead);
  const page = normalizePage(input);
  const kw = input.keyword?.trim();
  const where = and(
    kw ? or(ilike(a.title, `%${kw.replace(/[%_\\]/g, "\\$&")}%`), sql`${a.id}::text = ${kw}`) : undefined,
    input.dirId ? or(eq(a.dirId, input.dirId), inArray(a.dirId, childDirs(input.dirId))) : undefined,
    statusWhere(input.status, ctx.now()),
    input.flag === "banner" ? eq(a.isBanner, true) : input.flag === "hot" ? eq(a.isHot, true) : undefined,
  );
  const rows = await ctx.db
    .select({ article: a, dirName: schema.newsDirs.name })
    .from(a)
    .innerJoin(schema.newsDirs, eq(schema.newsDirs.id, a.dirId))
    .where(where)
    .orderBy(desc(a.updatedAt), desc(a.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const total = await countWhere(ctx, a, where);
  const now = ctx.now();
  const records = rows.map(({ article: r, dirName }) => ({
    id: r.id,
    title: r.title,
    dirId: r.dirId,
    dirName,
    status: statusOf(r, now),
    publishAt: chinaDateTime(r.publishAt),
    updatedAt: chinaDateTime(r.updatedAt) as string,
    readCount: r.readCount,
    isBanner: r.isBanner,
    isHot: r.isHot,
  }));
  return pagedResult(records, total, page);
}

function childDirs(parentId: number) {
  return sql`(select ${schema.newsDirs.id} from ${schema.newsDirs} where ${schema.newsDirs.parentId} = ${parentId})`;
}

/** Everything the edit form needs, drafts included. */
export async function adminNewsGet(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentRead);
  const snap = await snapshot(ctx, id);
  if (!snap) throw notFound("文章");
  return snap;
}

async function snapshot(ctx: Ctx, id: number) {
  const [r] = await ctx.db.select().from(a).where(eq(a.id, id));
  if (!r) return null;
  const tags = await ctx.db
    .select({ name: schema.newsTags.name })
    .from(schema.newsArticleTags)
    .innerJoin(schema.newsTags, eq(schema.newsTags.id, schema.newsArticleTags.tagId))
    .where(eq(schema.newsArticleTags.articleId, id))
    .orderBy(asc(schema.newsArticleTags.sort));
  const docs = await ctx.db
    .select({ id: schema.newsArticleDocs.docId })
    .from(schema.newsArticleDocs)
    .where(eq(schema.newsArticleDocs.articleId, id))
    .orderBy(asc(schema.newsArticleDocs.sort));
  return {
    id: r.id,
    dirId: r.dirId,
    title: r.title,
    viceTitle: r.viceTitle,
    memo: r.memo,
    content: r.content,
    coverUrl: r.coverUrl,
    props: r.props,
    seoTitle: r.seoTitle,
    seoKeyword: r.seoKeyword,
    seoDesc: r.seoDesc,
    isBanner: r.isBanner,
    isHot: r.isHot,
    state: r.state,
    status: statusOf(r, ctx.now()),
    publishAt: r.publishAt ? r.publishAt.toISOString() : null,
    tags: tags.map((t) => t.name),
    docIds: docs.map((d) => d.id),
  };
}

type Snap = NonNullable<Awaited<ReturnType<typeof snapshot>>>;
const forAudit = (s: Snap | null) => (s ? (({ status: _, ...rest }) => rest)(s) : null);

export async function adminNewsCreate(ctx: Ctx, input: ArticleInput) {
  requirePermission(ctx, PERM.contentWrite);
  // Writing may save a draft; going live (now or scheduled) also needs the publish right.
  if (input.state === "PUBLISHED") requirePermission(ctx, PERM.contentPublish);
  return withTransaction(ctx, async (tx) => {
    const { id } = await createArticle(tx, input);
    await auditChange(tx, "news.create", { type: "news", id }, null, forAudit(await snapshot(tx, id)));
    return { id };
  });
}

/** One change to an existing article, audited with the article as it was before and after. */
function changeArticle(ctx: Ctx, id: number, action: string, change: (tx: Ctx) => Promise<void>) {
  return withTransaction(ctx, async (tx) => {
    const before = await snapshot(tx, id);
    if (!before) throw notFound("文章");
    await change(tx);
    const after = action === "news.remove" ? null : forAudit(await snapshot(tx, id));
    await auditChange(tx, action, { type: "news", id }, forAudit(before), after);
    return { id };
  });
}

export async function adminNewsUpdate(ctx: Ctx, id: number, patch: Partial<ArticleInput>) {
  requirePermission(ctx, PERM.contentWrite);
  if (patch.state !== undefined || patch.publishAt !== undefined) requirePermission(ctx, PERM.contentPublish);
  return changeArticle(ctx, id, "news.update", (tx) => updateArticle(tx, id, patch));
}

/** Publishes now, or schedules when `at` is in the future. */
export async function adminNewsPublish(ctx: Ctx, id: number, at?: Date) {
  requirePermission(ctx, PERM.contentPublish);
  return changeArticle(ctx, id, "news.publish", (tx) => publishArticle(tx, id, at));
}

export async function adminNewsUnpublish(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentPublish);
  return changeArticle(ctx, id, "news.unpublish", (tx) => unpublishArticle(tx, id));
}

export async function adminNewsRemove(ctx: Ctx, id: number) {
  requirePermission(ctx, PERM.contentWrite);
  return changeArticle(ctx, id, "news.remove", (tx) => deleteArticle(tx, id));
}
