import { sql } from "drizzle-orm";
import { requirePermission } from "../access";
import type { Ctx } from "../context";
import { TENDER_PERM } from "./staff";

// Tender's hand-off to subscription matching (ADR 0032): an ingest queues its new announcements in
// tender_match_pending, inside its own transaction, and wakes the match job; subscriptions'
// runMatching drains the queue. The hand-off sits on the sending side, like llm-queue.ts, so that
// subscriptions reaches tender through its index and tender never imports subscriptions back.

/** The job that matches stored announcements against subscriptions (subscriptions/match.ts). */
export const MATCH_JOB = "subscription.match";

/** Called inside the ingest transaction: new announcements wait here until matched. */
export async function queueForMatching(ctx: Ctx, ids: number[]): Promise<void> {
  requirePermission(ctx, TENDER_PERM.write);
  if (ids.length === 0) return;
  await ctx.db.execute(sql`
    INSERT INTO tender_match_pending (announcement_id, created_at)
    SELECT id::int, ${ctx.now()} FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) AS id
    ON CONFLICT DO NOTHING`);
}

/** After an ingest: match now instead of at the next scheduled run. */
export async function wakeMatching(ctx: Ctx): Promise<void> {
  requirePermission(ctx, TENDER_PERM.write);
  await ctx.queue?.add(MATCH_JOB, {}, { jobId: MATCH_JOB, attempts: 1 });
}
