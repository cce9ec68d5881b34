import type { Ctx } from "../context";
import type { NoticeSink } from "../crawl";
import { ingestAnnouncements } from "./ingest";

/**
 * The tender store as the crawler's and the file import's sink: notices are extracted, indexed and
 * linked; an update of a known URL counts as new content, failures are logged with their URL.
 */
export function tenderSink(ctx: Ctx): NoticeSink {
  return async (notices) => {
    const r = await ingestAnnouncements(ctx, notices);
    for (const e of r.errors.slice(0, 20)) ctx.log.warn({ url: e.sourceUrl, reason: e.message }, "tender notice not stored");
    return { created: r.created + r.updated, duplicates: r.duplicates, failed: r.failed };
  };
}
