import { schema } from "@portal/db";
import { and, desc, eq, gt, ilike, lte, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import { chinaDateTime } from "../china-time";
import type { PublicationInput } from "../content";
import {
  createHelpDoc,
  createJob,
  createProduct,
  createProductLog,
  createSolution,
  createStudyDoc,
  deleteHelpDoc,
  deleteJob,
  deleteProduct,
  deleteProductLog,
  deleteSolution,
  deleteStudyDoc,
  publishHelpDoc,
  publishJob,
  publishProduct,
  publishProductLog,
  publishSolution,
  publishStudyDoc,
  unpublishHelpDoc,
  unpublishJob,
  unpublishProduct,
  unpublishProductLog,
  unpublishSolution,
  unpublishStudyDoc,
  updateHelpDoc,
  updateJob,
  updateProduct,
  updateProductLog,
  updateSolution,
  updateStudyDoc,
} from "../content";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { normalizePage, type Page, pagedResult } from "../paging";
import { countWhere } from "../sql";
import { withTransaction } from "../transaction";
import type { AdminStatus } from "./news";

// biome-ignore lint/suspicious/noExplicitAny: each kind's own input type is checked by its API schema.
type AnyInput = any;
interface Kind {
  label: string;
  table: typeof schema.products;
  title: PgColumn;
  create(ctx: Ctx, input: AnyInput): Promise<{ id: number }>;
  update(ctx: Ctx, id: number, input: AnyInput): Promise<void>;
  publish(ctx: Ctx, id: number, at?: Date): Promise<void>;
  unpublish(ctx: Ctx, id: number): Promise<void>;
  remove(ctx: Ctx, id: number): Promise<void>;
}

// Drizzle cannot type a union of tables; the tables share the publication columns used here.
const as = (t: unknown) => t as typeof schema.products;

/**
 * The content kinds besides news, each with the five verbs its content service already offers; the
 * console and /api/admin/<kind>/… add permission checks and the audit trail around them.
 */
export const ADMIN_KINDS = {
  product: {
    label: "产品",
    table: as(schema.products),
    title: schema.products.name,
    create: createProduct,
    update: updateProduct,
    publish: publishProduct,
    unpublish: unpublishProduct,
    remove: deleteProduct,
  },
  productLog: {
    label: "更新日志",
    table: as(schema.productLogs),
    title: schema.productLogs.title,
    create: createProductLog,
    update: updateProductLog,
    publish: publishProductLog,
    unpublish: unpublishProductLog,
    remove: deleteProductLog,
  },
  solution: {
    label: "解决方案",
    table: as(schema.solutions),
    title: schema.solutions.title,
    create: createSolution,
    update: updateSolution,
    publish: publishSolution,
    unpublish: unpublishSolution,
    remove: deleteSolution,
  },
  helpDoc: {
    label: "帮助文档",
    table: as(schema.helpDocs),
    title: schema.helpDocs.title,
    create: createHelpDoc,
    update: updateHelpDoc,
    publish: publishHelpDoc,
    unpublish: unpublishHelpDoc,
    remove: deleteHelpDoc,
  },
  job: {
    label: "职位",
    table: as(schema.jobs),
    title: schema.jobs.title,
    create: createJob,
    update: updateJob,
    publish: publishJob,
    unpublish: unpublishJob,
    remove: deleteJob,
  },
  studyDoc: {
    label: "资料",
    table: as(schema.studyDocs),
    title: schema.studyDocs.title,
    create: createStudyDoc,
    update: updateStudyDoc,
    publish: publishStudyDoc,
    unpublish: unpublishStudyDoc,
    remove: deleteStudyDoc,
  },
} satisfies Record<string, Kind>;
export type AdminKind = keyof typeof ADMIN_KINDS;

function statusWhere(t: typeof schema.products, status: AdminStatus | undefined, now: Date): SQL | undefined {
  if (status === "DRAFT") return eq(t.state, "DRAFT");
  if (status === "SCHEDULED") return and(eq(t.state, "PUBLISHED"), gt(t.publishAt, now));
  if (status === "PUBLISHED") return and(eq(t.state, "PUBLISHED"), lte(t.publishAt, now));
  return undefined;
}

/** All rows of a kind in any state, newest edit first; `type` narrows study materials to one type. */
export async function adminKindList(
  ctx: Ctx,
  kind: AdminKind,
  input: { keyword?: string; status?: AdminStatus; type?: string } & Partial<Page> = {},
) {
  requirePermission(ctx, PERM.contentRead);
  const k = ADMIN_KINDS[kind];
  const t = k.table;
  const page = normalizePage(input);
  const kw = input.keyword?.trim().replace(/[%_\\]/g, "\\$&");
  const where = and(
    kw ? ilike(k.title, `%${kw}%`) : undefined,
    statusWhere(t, input.status, ctx.now()),
    kind === "studyDoc" && input.type ? eq(schema.studyDocs.type, input.type) : undefined,
  );
  const rows = await ctx.db
    .select({ id: t.id, title: k.title, state: t.state, publishAt: t.publishAt, updatedAt: t.updatedAt })
    .from(t)
    .where(where)
    .orderBy(desc(t.updatedAt), desc(t.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const now = ctx.now();
  const records = rows.map((r) => ({
    id: r.id,
    title: String(r.title),
    status: (r.state !== "PUBLISHED" ? "DRAFT" : r.publishAt && r.publishAt > now ? "SCHEDULED" : "PUBLISHED") as AdminStatus,
    publishAt: chinaDateTime(r.publishAt),
    updatedAt: chinaDateTime(r.updatedAt) as string,
  }));
  return pagedResult(records, await countWhere(ctx, t, where), page);
}

async function row(ctx: Ctx, kind: AdminKind, id: number): Promise<Record<string, unknown> | null> {
  const t = ADMIN_KINDS[kind].table;
  const [r] = await ctx.db.select().from(t).where(eq(t.id, id));
  return (r as Record<string, unknown>) ?? null;
}

export async function adminKindGet(ctx: Ctx, kind: AdminKind, id: number) {
  requirePermission(ctx, PERM.contentRead);
  const r = await row(ctx, kind, id);
  if (!r) throw notFound(ADMIN_KINDS[kind].label);
  return r;
}

type Verb = "create" | "update" | "publish" | "unpublish" | "remove";
const NEEDS: Record<Verb, string> = {
  create: PERM.contentWrite,
  update: PERM.contentWrite,
  remove: PERM.contentWrite,
  publish: PERM.contentPublish,
  unpublish: PERM.contentPublish,
};

/** One write on a kind, with the permission check, a not-found answer and the before/after audit. */
export async function adminKindWrite(
  ctx: Ctx,
  kind: AdminKind,
  verb: Verb,
  input: { id?: number; at?: Date; data?: Record<string, unknown> & PublicationInput },
) {
  requirePermission(ctx, NEEDS[verb]);
  if (verb !== "unpublish" && verb !== "remove" && input.data?.state === "PUBLISHED") requirePermission(ctx, PERM.contentPublish);
  const k: Kind = ADMIN_KINDS[kind];
  return withTransaction(ctx, async (tx) => {
    let id = input.id ?? 0;
    const before = id ? await row(tx, kind, id) : null;
    if (verb !== "create" && !before) throw notFound(k.label);
    if (verb === "create") id = (await k.create(tx, input.data ?? {})).id;
    else if (verb === "update") await k.update(tx, id, input.data ?? {});
    else if (verb === "publish") await k.publish(tx, id, input.at);
    else if (verb === "unpublish") await k.unpublish(tx, id);
    else await k.remove(tx, id);
    await auditChange(tx, `${kind}.${verb}`, { type: kind, id }, before, verb === "remove" ? null : await row(tx, kind, id));
    return { id };
  });
}
