import { schema } from "@portal/db";
import { htmlToText, toSearchText } from "@portal/text";
import { and, eq, sql } from "drizzle-orm";
import type { Ctx } from "../context";

/** Search types: the info types of SPEC §3 plus help documents, searched on their own page. */
export type SearchType = "NEWS" | "NORMAL" | "POLICY" | "PAPER" | "VIDEO" | "DOWNLOAD" | "TENDER" | "HELP";

export interface SearchDoc {
  type: SearchType;
  refId: number;
  title: string;
  /** HTML or text; stored as plain text. */
  body: string;
  /** Extra words that should find the item but are not shown (codes, tags, column names). */
  keywords?: string;
  path: string;
  publishedAt: Date;
}

/** Kept for snippets; the tsvector itself covers the whole text. */
const BODY_CHARS = 4000;

/**
 * Puts an item into the search index, or takes it out when `doc` is null (draft, withdrawn,
 * deleted). Called by every content write service so search never shows what visitors cannot open.
 * A scheduled item is indexed with its future date and filtered out by date at query time.
 */
export async function syncSearchEntry(ctx: Ctx, type: SearchType, refId: number, doc: SearchDoc | null): Promise<void> {
  if (!doc) {
    await ctx.db.delete(schema.searchEntries).where(and(eq(schema.searchEntries.type, type), eq(schema.searchEntries.refId, refId)));
    return;
  }
  const body = htmlToText(doc.body);
  // Title words count twice so a title hit outranks a passing mention in the body.
  const text = toSearchText(doc.title, doc.title, doc.keywords, body);
  const values = {
    type,
    refId,
    title: doc.title,
    body: body.slice(0, BODY_CHARS),
    path: doc.path,
    publishedAt: doc.publishedAt,
    tsv: sql`to_tsvector('simple', ${text})`,
  };
  await ctx.db
    .insert(schema.searchEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [schema.searchEntries.type, schema.searchEntries.refId],
      set: { title: values.title, body: values.body, path: values.path, publishedAt: values.publishedAt, tsv: values.tsv },
    });
}
