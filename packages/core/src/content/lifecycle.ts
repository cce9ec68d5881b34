import type { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { type SearchDoc, type SearchType, syncSearchEntry } from "../search";
import { contentChanged } from "./changes";
import { creatorOf, type PublicationInput, publicationColumns, requireContentPublish, requireContentWrite } from "./publishing";

type Table = typeof schema.products | typeof schema.productLogs | typeof schema.solutions | typeof schema.helpDocs | typeof schema.jobs;
type Row<T extends Table> = T["$inferSelect"];
type Insert<T extends Table> = T["$inferInsert"];

/**
 * Create / update / publish (or schedule) / unpublish / delete for the simpler content kinds
 * (products, changelog, solutions, help documents, jobs). Every write refreshes the kind's cache
 * namespace and, for searchable kinds, its search entry: the admin console gets all five verbs
 * with the same rules as news, the access check included (requireContentWrite / requireContentPublish).
 */
export function lifecycle<T extends Table>(
  table: T,
  opts: {
    label: string;
    ns: string;
    searchType?: SearchType;
    toSearch?: (row: Row<T>) => Omit<SearchDoc, "type" | "refId" | "publishedAt">;
  },
) {
  // Drizzle cannot narrow a union of tables inside a generic; the casts stay in this one place.
  const t = table as typeof schema.products;
  async function load(ctx: Ctx, id: number): Promise<Row<T>> {
    const [row] = await ctx.db.select().from(t).where(eq(t.id, id));
    if (!row) throw notFound(opts.label);
    return row as Row<T>;
  }
  async function after(ctx: Ctx, id: number, deleted = false) {
    if (opts.searchType && opts.toSearch) {
      const row = deleted ? null : ((await load(ctx, id)) as Row<T> & { state: string; publishAt: Date | null });
      const live = row && row.state === "PUBLISHED" && row.publishAt;
      await syncSearchEntry(
        ctx,
        opts.searchType,
        id,
        live ? { ...opts.toSearch(row), type: opts.searchType, refId: id, publishedAt: row.publishAt as Date } : null,
      );
    }
    await contentChanged(ctx, opts.ns);
  }
  return {
    load,
    async create(ctx: Ctx, values: Omit<Insert<T>, "state" | "publishAt">, pub: PublicationInput = {}): Promise<{ id: number }> {
      requireContentWrite(ctx, pub);
      const [row] = await ctx.db
        .insert(t)
        .values({ ...(values as Insert<typeof schema.products>), creatorId: creatorOf(ctx), ...publicationColumns(ctx, pub) })
        .returning({ id: t.id });
      await after(ctx, row.id);
      return row;
    },
    async update(ctx: Ctx, id: number, values: Partial<Insert<T>>, pub: PublicationInput = {}) {
      requireContentWrite(ctx, pub);
      const current = (await load(ctx, id)) as { state: string; publishAt: Date | null };
      await ctx.db
        .update(t)
        .set({ ...(values as Partial<Insert<typeof schema.products>>), ...publicationColumns(ctx, pub, current) })
        .where(eq(t.id, id));
      await after(ctx, id);
    },
    async publish(ctx: Ctx, id: number, at?: Date) {
      requireContentPublish(ctx);
      const current = (await load(ctx, id)) as { state: string; publishAt: Date | null };
      await ctx.db
        .update(t)
        .set(publicationColumns(ctx, { state: "PUBLISHED", publishAt: at ?? ctx.now() }, current))
        .where(eq(t.id, id));
      await after(ctx, id);
    },
    async unpublish(ctx: Ctx, id: number) {
      requireContentPublish(ctx);
      const current = (await load(ctx, id)) as { state: string; publishAt: Date | null };
      await ctx.db
        .update(t)
        .set(publicationColumns(ctx, { state: "DRAFT" }, current))
        .where(eq(t.id, id));
      await after(ctx, id);
    },
    async remove(ctx: Ctx, id: number) {
      requireContentWrite(ctx);
      const rows = await ctx.db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      if (!rows.length) throw notFound(opts.label);
      await after(ctx, id, true);
    },
  };
}
