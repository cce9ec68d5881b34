import { schema } from "@portal/db";
import { inArray, sql } from "drizzle-orm";
import type { Ctx } from "../context";

const u = schema.crawlUrls;

export type UrlStatus = "DONE" | "FAILED" | "BLOCKED" | "SEEN";
export type UrlRow = typeof u.$inferSelect;

/** A notice page that failed this many runs in a row is left alone until staff look at it. */
export const MAX_TRIES = 3;

export async function recall(ctx: Ctx, urls: string[]): Promise<Map<string, UrlRow>> {
  if (urls.length === 0) return new Map();
  const rows = await ctx.db.select().from(u).where(inArray(u.url, urls));
  return new Map(rows.map((r) => [r.url, r]));
}

/** Records what became of a URL; a failure counts one more try, anything else resets the count. */
export async function remember(
  ctx: Ctx,
  rows: { url: string; sourceId: number; role: "LIST" | "NOTICE"; status: UrlStatus; etag?: string | null; lastModified?: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const now = ctx.now();
  const values = rows.map((r) => ({
    url: r.url,
    sourceId: r.sourceId,
    role: r.role,
    status: r.status,
    etag: r.etag ?? null,
    lastModified: r.lastModified ?? null,
    tries: r.status === "FAILED" ? 1 : 0,
    fetchedAt: now,
  }));
  await ctx.db
    .insert(u)
    .values(values)
    .onConflictDoUpdate({
      target: u.url,
      set: {
        sourceId: sql`excluded.source_id`,
        status: sql`excluded.status`,
        etag: sql`excluded.etag`,
        lastModified: sql`excluded.last_modified`,
        tries: sql`case when excluded.status = 'FAILED' then ${u.tries} + 1 else 0 end`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    });
}
