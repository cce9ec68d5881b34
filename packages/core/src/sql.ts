// SQL helpers (kernel): counts any domain's lists need, and the rows of a raw statement.
import { inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Ctx } from "./context";

type Db = Ctx["db"];

/** Rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
export async function rows<T>(db: Db, q: SQL): Promise<T[]> {
  const r = await db.execute(q);
  return (r as unknown as { rows: T[] }).rows;
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
