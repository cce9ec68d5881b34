import { and, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Ctx } from "../context";
import { invalid } from "../errors";

export type PublishState = "DRAFT" | "PUBLISHED";

/**
 * How an author asks for publication on create/update: PUBLISHED with no publishAt goes live now,
 * PUBLISHED with a future publishAt is scheduled, DRAFT keeps it hidden.
 */
export interface PublicationInput {
  state?: PublishState;
  publishAt?: Date | null;
}

/** The row is visible to visitors now. */
export function isPublic(t: { state: PgColumn; publishAt: PgColumn }, now: Date): SQL {
  return and(eq(t.state, "PUBLISHED"), lte(t.publishAt, now)) as SQL;
}

/** Columns to write for a publication request; `current` is the row's stored state when updating. */
export function publicationColumns(ctx: Ctx, input: PublicationInput, current?: { state: string; publishAt: Date | null }) {
  const state = input.state ?? (current?.state as PublishState | undefined) ?? "DRAFT";
  if (state !== "DRAFT" && state !== "PUBLISHED") throw invalid("发布状态只能是草稿或已发布");
  let publishAt = input.publishAt === undefined ? (current?.publishAt ?? null) : input.publishAt;
  if (state === "PUBLISHED" && !publishAt) publishAt = ctx.now();
  return { state, publishAt, updatedAt: ctx.now() };
}

/** Who authored a write: the staff member's user id, the system job, or null. */
export function creatorOf(ctx: Ctx): string | null {
  if (ctx.actor.kind === "user") return ctx.actor.userId;
  if (ctx.actor.kind === "system") return `system:${ctx.actor.job}`;
  return null;
}

/** A required one-line text field, trimmed, with a Chinese message naming it. */
export function requireText(value: string | null | undefined, label: string, max = 200): string {
  const v = (value ?? "").trim();
  if (!v) throw invalid(`${label}不能为空`);
  if (v.length > max) throw invalid(`${label}不能超过 ${max} 个字`);
  return v;
}

/** Optional one-line text: empty becomes null. */
/**
 * A cover image address: only http(s) and site-relative ones (an upload or a generated cover);
 * anything else (javascript:, data:, //host) is refused.
 */
export function coverAddress(url: string | null | undefined): string | null {
  const v = (url ?? "").trim();
  if (!v) return null;
  if (!/^https?:\/\//i.test(v) && !/^\/[^/\\]/.test(v)) throw invalid("封面地址必须以 http(s):// 或 / 开头");
  return optionalText(v, "封面地址", 500);
}

export function optionalText(value: string | null | undefined, label: string, max = 500): string | null {
  const v = (value ?? "").trim();
  if (v.length > max) throw invalid(`${label}不能超过 ${max} 个字`);
  return v || null;
}

/**
 * How many rows point at each value of the foreign key `fk` (articles per column, documents per
 * folder), in one grouped query. A correlated count inside a single-table select would not do:
 * Drizzle leaves column names unqualified there, so the inner "id" silently meant the inner table.
 */
export async function countsBy(ctx: Ctx, fk: PgColumn, only?: number[]): Promise<Map<number, number>> {
  if (only?.length === 0) return new Map();
  const rows = await ctx.db
    .select({ key: fk, n: sql<number>`count(*)::int` })
    .from(fk.table)
    .where(only ? inArray(fk, only) : undefined)
    .groupBy(fk);
  return new Map(rows.map((r) => [Number(r.key), r.n]));
}

/** Count of rows matching a condition; used by list services for paging totals. */
export async function countWhere(ctx: Ctx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.n ?? 0;
}
