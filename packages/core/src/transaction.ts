import type { Db } from "@portal/db";
import type { Cache } from "./cache/cache";
import type { Ctx } from "./context";

/**
 * Runs `work` in one database transaction, with a ctx whose `db` is that transaction, so a staff
 * change and its audit entry are written together or not at all.
 *
 * The ctx's cache is changed in two ways while the transaction is open:
 * - invalidations wait for the commit (and are dropped on rollback): dropping a cached list before
 *   the new rows are visible would let a concurrent reader put the old rows straight back for 180 s;
 * - reads skip the shared cache: they must see the transaction's own writes, and what they load
 *   must not be shared with other requests before it is committed.
 *
 * Nested calls become savepoints and hand their invalidations to the outer transaction.
 */
export async function withTransaction<T>(ctx: Ctx, work: (tx: Ctx) => Promise<T>): Promise<T> {
  const pending = new Set<string>();
  const cache: Cache = {
    wrap: (_ns, _key, _ttl, load) => load(),
    invalidate: async (ns) => {
      pending.add(ns);
    },
    generation: (ns) => ctx.cache.generation(ns),
    close: async () => {},
  };
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db, cache }));
  await Promise.all([...pending].map((ns) => ctx.cache.invalidate(ns)));
  return result;
}
