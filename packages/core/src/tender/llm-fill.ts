import { schema } from "@portal/db";
import { and, eq, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import { backoffDelay, type JobQueue } from "../jobs";
import * as throttle from "../throttle";
import { withTransaction } from "../transaction";
import { reextractAnnouncements } from "./ingest";
import { rows } from "./link";
import { llmExtract } from "./llm-extract";
import { LLM_FILL_JOB, LLM_FILL_SCHEDULE } from "./llm-queue";

export interface LlmFillOptions {
  /** Calls to the model per minute, across every process sharing the throttle store. */
  perMinute: number;
  /** Calls per notice before it is given up (default 3). */
  maxAttempts?: number;
  /** Wait before the first retry, doubled for each later one (default one minute). */
  backoffMs?: number;
}

export interface LlmFillRun {
  filled: number;
  /** Answered, but nothing passed the checks (or nothing was stated). */
  empty: number;
  failed: number;
  gaveUp: number;
  /** Changed or deleted since it was queued, or no longer missing anything. */
  stale: number;
}

/** A claimed notice is not claimed again for this long, unless its run records the outcome first. */
const LEASE_MS = 10 * 60_000;
const MINUTE = 60_000;

interface Claim {
  id: number;
  hash: string;
  attempt: number;
}

/** Takes the next due notice, so two runs (two processes, or a wake-up beside the schedule) never share one. */
async function claimNext(ctx: Ctx): Promise<Claim | undefined> {
  const now = ctx.now().toISOString();
  const [c] = await rows<{ announcement_id: number; content_hash: string; attempts: number }>(
    ctx.db,
    sql`UPDATE tender_llm_fills SET attempts = attempts + 1, next_at = ${now}::timestamptz + ${`${LEASE_MS} milliseconds`}::interval
        WHERE announcement_id = (SELECT announcement_id FROM tender_llm_fills WHERE next_at <= ${now}::timestamptz
                                 ORDER BY next_at, announcement_id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING announcement_id, content_hash, attempts`,
  );
  return c ? { id: Number(c.announcement_id), hash: c.content_hash, attempt: Number(c.attempts) } : undefined;
}

const fills = schema.tenderLlmFills;
const sameVersion = (c: Claim) => and(eq(fills.announcementId, c.id), eq(fills.contentHash, c.hash));

/**
 * One run of the fill job: due notices one at a time, at most `perMinute` calls, each taking a
 * place in the minute's budget first. A failed call is retried with back-off up to `maxAttempts`,
 * then given up (kept with its error, next_at null); the rule fields are never touched by a failure.
 */
export async function runLlmFill(ctx: Ctx, opts: LlmFillOptions): Promise<LlmFillRun> {
  const run: LlmFillRun = { filled: 0, empty: 0, failed: 0, gaveUp: 0, stale: 0 };
  if (!ctx.ai) return run;
  const rule = { name: "llm-calls", limit: opts.perMinute, windowMs: MINUTE };
  for (let calls = 0; calls < opts.perMinute; ) {
    const place = await throttle.reserve(ctx, rule, "tender");
    if (place.before >= rule.limit) {
      await place.release();
      break;
    }
    const claim = await claimNext(ctx);
    if (!claim) {
      await place.release();
      break;
    }
    if (await fillOne(ctx, claim, opts, run)) calls++;
    else await place.release();
  }
  return run;
}

/** Returns whether the model was called. */
async function fillOne(ctx: Ctx, claim: Claim, opts: LlmFillOptions, run: LlmFillRun): Promise<boolean> {
  const a = schema.tenderAnnouncements;
  const [row] = await ctx.db
    .select({ title: a.title, text: a.text, fields: a.fields, corrections: a.corrections, hash: a.contentHash })
    .from(a)
    .where(eq(a.id, claim.id));
  if (!row || row.hash !== claim.hash) {
    await ctx.db.delete(fills).where(sameVersion(claim));
    run.stale++;
    return false;
  }
  let called = false;
  try {
    const result = await llmExtract(ctx.ai as NonNullable<Ctx["ai"]>, row, row.fields, row.corrections);
    called = result.asked.length > 0;
    const filled = Object.keys(result.fields);
    await withTransaction(ctx, async (tx) => {
      const [now] = await tx.db.select({ hash: a.contentHash, fields: a.fields }).from(a).where(eq(a.id, claim.id)).for("update");
      // Re-ingested with a new text meanwhile: that version has its own row and its own call.
      if (!now || now.hash !== claim.hash) return;
      if (filled.length) {
        const merged = { ...now.fields };
        for (const [k, f] of Object.entries(result.fields)) if (!(k in merged)) merged[k] = f;
        await tx.db.update(a).set({ fields: merged }).where(eq(a.id, claim.id));
        await reextractAnnouncements(tx, [claim.id]);
      }
      await tx.db.delete(fills).where(sameVersion(claim));
    });
    if (!called) run.stale++;
    else if (filled.length) run.filled++;
    else run.empty++;
    if (called) ctx.log.info({ announcementId: claim.id, filled, dropped: result.dropped }, "language model answered for a tender notice");
  } catch (err) {
    called = true;
    await recordFailure(ctx, claim, opts, run, err);
  }
  return called;
}

async function recordFailure(ctx: Ctx, claim: Claim, opts: LlmFillOptions, run: LlmFillRun, err: unknown) {
  const giveUp = claim.attempt >= (opts.maxAttempts ?? 3);
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  const nextAt = giveUp ? null : new Date(ctx.now().getTime() + backoffDelay(opts.backoffMs ?? MINUTE, claim.attempt));
  await ctx.db.update(fills).set({ nextAt, lastError: message }).where(sameVersion(claim));
  const facts = { announcementId: claim.id, attempt: claim.attempt, error: message };
  if (giveUp) {
    run.gaveUp++;
    ctx.log.error(facts, "language model fill given up; the rule fields stay");
  } else {
    run.failed++;
    ctx.log.warn({ ...facts, retryAt: nextAt?.toISOString() }, "language model fill failed, will retry");
  }
}

/**
 * With a model configured: a run every minute (plus the wake-ups after ingests). Without one the
 * schedule is removed, so a process started without LLM_* leaves nothing behind in Redis.
 */
export async function scheduleLlmFill(queue: JobQueue, on: boolean): Promise<void> {
  if (on) await queue.schedule(LLM_FILL_SCHEDULE, LLM_FILL_JOB, {}, { every: MINUTE, attempts: 1 });
  else await queue.unschedule(LLM_FILL_SCHEDULE);
}

export function registerLlmFill(queue: JobQueue, makeCtx: () => Ctx, opts: LlmFillOptions): void {
  queue.process(LLM_FILL_JOB, async () => {
    const ctx = makeCtx();
    const run = await runLlmFill(ctx, opts);
    if (run.filled + run.empty + run.failed + run.gaveUp > 0) ctx.log.info({ ...run }, "language model fill run");
  });
}
