import { schema } from "@portal/db";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { AppError } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";
import { withTransaction } from "../transaction";

const entries = schema.pointEntries;
const balances = schema.pointBalances;

export interface PointChange {
  /** Positive to award, negative to spend; never 0. */
  delta: number;
  reason: string;
  note: string;
  /** The same key for the same user is applied once: a retry returns the first result. */
  idemKey: string;
}

export interface PointChangeResult {
  /** False when an entry with this key already existed (nothing changed this time). */
  applied: boolean;
  balance: number;
}

export async function pointBalance(ctx: Ctx, userId: string): Promise<number> {
  const [row] = await ctx.db.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Writes one ledger entry and moves the balance with it, both or neither. The entry's key is claimed
 * first (a unique index): a second call with the same key, even a concurrent one, finds it taken and
 * changes nothing. A spend moves the balance only while it stays ≥ 0 (and the table's CHECK refuses
 * anything else); otherwise the user is told how many points they have.
 */
export async function changePoints(ctx: Ctx, userId: string, change: PointChange): Promise<PointChangeResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new AppError("Invalid", "积分变动必须是非零整数");
  return withTransaction(ctx, async (tx) => {
    const [claimed] = await tx.db
      .insert(entries)
      .values({ ...change, userId, balanceAfter: 0, createdAt: tx.now() })
      .onConflictDoNothing({ target: [entries.userId, entries.idemKey] })
      .returning({ id: entries.id });
    if (!claimed) return { applied: false, balance: await pointBalance(tx, userId) };
    const [moved] =
      change.delta > 0
        ? await tx.db
            .insert(balances)
            .values({ userId, balance: change.delta, updatedAt: tx.now() })
            .onConflictDoUpdate({
              target: balances.userId,
              set: { balance: sql`${balances.balance} + ${change.delta}`, updatedAt: tx.now() },
            })
            .returning({ balance: balances.balance })
        : await tx.db
            .update(balances)
            .set({ balance: sql`${balances.balance} + ${change.delta}`, updatedAt: tx.now() })
            .where(and(eq(balances.userId, userId), sql`${balances.balance} + ${change.delta} >= 0`))
            .returning({ balance: balances.balance });
    if (!moved) {
      const have = await pointBalance(tx, userId);
      throw new AppError("Conflict", `积分不足：需要 ${-change.delta} 积分，当前余额 ${have} 积分`);
    }
    await tx.db.update(entries).set({ balanceAfter: moved.balance }).where(eq(entries.id, claimed.id));
    return { applied: true, balance: moved.balance };
  });
}

export interface PointEntryView {
  id: number;
  delta: number;
  balanceAfter: number;
  reason: string;
  note: string;
  /** China time, YYYY-MM-DD HH:MM:SS. */
  createdAt: string;
}

/** The signed-in user's ledger, newest first, with the balance (/ai/accumulatePoint/listPaged). */
export async function pointEntriesPaged(ctx: Ctx, input: Partial<Page> = {}): Promise<Paged<PointEntryView> & { balance: number }> {
  const userId = requireUser(ctx);
  const page = normalizePage(input);
  const [rows, [{ n }], balance] = await Promise.all([
    ctx.db
      .select()
      .from(entries)
      .where(eq(entries.userId, userId))
      .orderBy(desc(entries.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(entries).where(eq(entries.userId, userId)),
    pointBalance(ctx, userId),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    delta: r.delta,
    balanceAfter: r.balanceAfter,
    reason: r.reason,
    note: r.note,
    createdAt: chinaDateTime(r.createdAt) ?? "",
  }));
  return { ...pagedResult(records, Number(n), page), balance };
}
