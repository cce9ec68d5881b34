import { schema } from "@portal/db";
import { sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { needsLlm } from "./llm-extract";
import type { Corrections, Fields } from "./prepare";

/** The job that asks the language model for missing fields (llm-fill.ts), and its schedule's key. */
export const LLM_FILL_JOB = "tender.llm-fill";
export const LLM_FILL_SCHEDULE = "tender-llm-fill";

export interface StoredVersion {
  id: number;
  contentHash: string;
  fields: Fields;
  corrections: Corrections;
}

/**
 * Called inside the ingest transaction: stored notices that miss a key field wait in
 * tender_llm_fills for the model. Nothing happens without ctx.ai. A changed text starts over.
 */
export async function queueForLlm(ctx: Ctx, stored: StoredVersion[]): Promise<number> {
  if (!ctx.ai) return 0;
  const due = stored.filter((s) => needsLlm(s.fields, s.corrections));
  if (due.length === 0) return 0;
  const f = schema.tenderLlmFills;
  await ctx.db
    .insert(f)
    .values(due.map((s) => ({ announcementId: s.id, contentHash: s.contentHash, nextAt: ctx.now(), createdAt: ctx.now() })))
    .onConflictDoUpdate({
      target: f.announcementId,
      set: { contentHash: sql`excluded.content_hash`, attempts: 0, nextAt: sql`excluded.next_at`, lastError: null },
    });
  return due.length;
}

/** After an ingest that queued work: run the fill job now instead of at its next minute. */
export async function wakeLlmFill(ctx: Ctx): Promise<void> {
  await ctx.queue?.add(LLM_FILL_JOB, {}, { jobId: LLM_FILL_JOB, attempts: 1 });
}
