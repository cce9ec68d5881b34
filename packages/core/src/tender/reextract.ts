import { schema } from "@portal/db";
import type { TenderFieldValue } from "@portal/db/schema";
import { EXTRACTOR_VERSION } from "@portal/text";
import { and, asc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Ctx } from "../context";
import type { JobQueue } from "../jobs";
import { withTransaction } from "../transaction";
import { reextractAnnouncements } from "./ingest";
import { rows } from "./link";

/**
 * Stored notices whose fields came from older rules (extractor_version below EXTRACTOR_VERSION)
 * are re-extracted in the background, in batches of one transaction each, in id order. Progress
 * lives in the rows themselves (their version) and in the run record written by the same
 * transaction, so a run cut off anywhere continues where its last committed batch ended.
 */
export const REEXTRACT_JOB = "tender.reextract";

export interface ReextractOptions {
  /** Notices per transaction (default 50). */
  batchSize?: number;
  /** Batches per job run (default: as many as fit in `sliceMs`). */
  maxBatches?: number;
  /** A job run starts no batch after this long (default 5 s): a shutdown waits for one slice at most. */
  sliceMs?: number;
}

const runs = schema.tenderReextractRuns;
const a = schema.tenderAnnouncements;

/** One slice of the pass: `more` when notices remain for another job run. */
export async function runReextraction(ctx: Ctx, opts: ReextractOptions = {}): Promise<{ runId: number | null; more: boolean }> {
  const runId = await openRun(ctx);
  if (runId === undefined) return { runId: null, more: false };
  const until = ctx.now().getTime() + (opts.sliceMs ?? 5_000);
  for (let n = 0; n < (opts.maxBatches ?? Number.POSITIVE_INFINITY); n++) {
    if (n > 0 && ctx.now().getTime() >= until) return { runId, more: true };
    const started = performance.now();
    if (!(await nextBatch(ctx, runId, opts.batchSize ?? 50))) return { runId, more: false };
    await giveWay(performance.now() - started);
  }
  return { runId, more: true };
}

/**
 * After each batch, a pause as long as the batch took: the pass uses at most half of the process.
 * On the embedded database a batch's transaction holds the only connection, and the extraction runs
 * on the thread that serves the pages; back to back, 20,000 demo notices left the site answering
 * nothing for minutes after an upgrade (0 req/s on the home page). Real time, not the context's
 * clock: it is the process that needs the pause.
 */
function giveWay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(ms, 2_000)));
}

/** The unfinished run to the current version, or a new one when stored notices are older. */
async function openRun(ctx: Ctx): Promise<number | undefined> {
  const open = await ctx.db.select({ id: runs.id, to: runs.toVersion }).from(runs).where(isNull(runs.finishedAt));
  // During a rolling deploy a newer release may already be at work: its version wins.
  if (open.some((r) => r.to > EXTRACTOR_VERSION)) return undefined;
  const mine = open.find((r) => r.to === EXTRACTOR_VERSION);
  if (mine) return mine.id;
  if (open.length) {
    await ctx.db
      .update(runs)
      .set({ finishedAt: ctx.now(), lastError: `已由第 ${EXTRACTOR_VERSION} 版规则的重新识别接替` })
      .where(and(isNull(runs.finishedAt), lt(runs.toVersion, EXTRACTOR_VERSION)));
  }
  // One scan of the table per start with no run open (no index on the version: it would cost every write).
  const [old] = await rows<{ n: number; v: number | null }>(
    ctx.db,
    sql`SELECT count(*)::int AS n, min(extractor_version) AS v FROM tender_announcements WHERE extractor_version < ${EXTRACTOR_VERSION}`,
  );
  if (!old || Number(old.n) === 0) return undefined;
  const now = ctx.now();
  const values = { fromVersion: Number(old.v), toVersion: EXTRACTOR_VERSION, total: Number(old.n), startedAt: now, updatedAt: now };
  // Two processes starting together: the unique index on unfinished runs lets one insert win.
  const [made] = await ctx.db.insert(runs).values(values).onConflictDoNothing().returning({ id: runs.id });
  if (made) ctx.log.info({ run: made.id, ...values }, "tender re-extraction started");
  const [run] = await ctx.db
    .select({ id: runs.id })
    .from(runs)
    .where(and(isNull(runs.finishedAt), eq(runs.toVersion, EXTRACTOR_VERSION)));
  return run?.id;
}

/** Re-extracts the next batch after the run's position; false once none is left. */
async function nextBatch(ctx: Ctx, runId: number, size: number): Promise<boolean> {
  const [run] = await ctx.db.select({ lastId: runs.lastId, finishedAt: runs.finishedAt }).from(runs).where(eq(runs.id, runId));
  if (!run || run.finishedAt) return false;
  const next = await ctx.db
    .select({ id: a.id })
    .from(a)
    .where(and(gt(a.id, run.lastId), lt(a.extractorVersion, EXTRACTOR_VERSION)))
    .orderBy(asc(a.id))
    .limit(size);
  const ids = next.map((r) => r.id);
  if (ids.length === 0) {
    await finish(ctx, runId);
    return false;
  }
  try {
    await applyBatch(ctx, runId, ids);
  } catch (err) {
    // One notice the new rules fail on must cost only itself, so the batch is tried notice by
    // notice. When every one fails alone too, the cause is elsewhere (the database): nothing is
    // skipped, and the job's retry or the next start tries them again.
    const failures: [number, unknown][] = [];
    for (const id of ids) await applyBatch(ctx, runId, [id]).catch((e) => failures.push([id, e]));
    if (failures.length === ids.length) {
      await note(ctx, runId, err);
      throw err;
    }
    for (const [id, e] of failures) await note(ctx, runId, e, id);
  }
  return true;
}

/** One transaction: the notices re-extracted, and the run's counts and position moved with them. */
async function applyBatch(ctx: Ctx, runId: number, ids: number[]): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    // The run's row makes batches of two processes take turns; locking the notices keeps a staff
    // correction saved meanwhile from being written over with the corrections read before it.
    const [run] = await tx.db.select().from(runs).where(eq(runs.id, runId)).for("update");
    if (!run || run.finishedAt) return;
    const before = await tx.db
      .select({ id: a.id, fields: a.fields })
      .from(a)
      .where(and(inArray(a.id, ids), lt(a.extractorVersion, EXTRACTOR_VERSION)))
      .orderBy(asc(a.id))
      .for("update");
    const todo = before.map((b) => b.id);
    const after = new Map<number, Record<string, TenderFieldValue>>();
    if (todo.length) {
      await reextractAnnouncements(tx, todo);
      for (const r of await tx.db.select({ id: a.id, fields: a.fields }).from(a).where(inArray(a.id, todo))) after.set(r.id, r.fields);
    }
    const changed = { ...run.changed };
    let notices = 0;
    for (const b of before) {
      const keys = changedFields(b.fields, after.get(b.id) ?? {});
      if (keys.length) notices++;
      for (const k of keys) changed[k] = (changed[k] ?? 0) + 1;
    }
    await tx.db
      .update(runs)
      .set({
        done: run.done + todo.length,
        changed,
        changedNotices: run.changedNotices + notices,
        lastId: Math.max(run.lastId, ...ids),
        updatedAt: tx.now(),
      })
      .where(eq(runs.id, runId));
  });
}

/** Field keys whose value differs (evidence and confidence aside). Both sides were read back from jsonb, so equal values print alike. */
function changedFields(before: Record<string, TenderFieldValue>, after: Record<string, TenderFieldValue>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k]?.value ?? null) !== JSON.stringify(after[k]?.value ?? null));
}

/** Records an error on the run; with `skipped`, that notice is left behind (counted as failed). */
async function note(ctx: Ctx, runId: number, err: unknown, skipped?: number): Promise<void> {
  // The database's own words: the query wrapper's message is the whole SQL text.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const message = (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
  const set = skipped
    ? { failed: sql`${runs.failed} + 1`, lastId: sql`greatest(${runs.lastId}, ${skipped})`, lastError: `公告 ${skipped}：${message}` }
    : { lastError: message };
  await ctx.db
    .update(runs)
    .set({ ...set, updatedAt: ctx.now() })
    .where(eq(runs.id, runId));
  ctx.log.warn({ err, run: runId, announcementId: skipped }, "tender re-extraction batch failed");
}

async function finish(ctx: Ctx, runId: number): Promise<void> {
  const [r] = await ctx.db
    .update(runs)
    .set({ finishedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(runs.id, runId), isNull(runs.finishedAt)))
    .returning();
  if (r) ctx.log.info({ run: r.id, done: r.done, failed: r.failed, changed: r.changed }, "tender re-extraction finished");
}

/** Each job run does one slice and queues the next, so other jobs and a shutdown never wait long. */
export function registerReextraction(queue: JobQueue, makeCtx: () => Ctx, opts: ReextractOptions = {}): void {
  queue.process(REEXTRACT_JOB, async () => {
    const slice = await runReextraction(makeCtx(), opts);
    if (slice.more) await queue.add(REEXTRACT_JOB, {}, { attempts: 3, backoffMs: 60_000 });
  });
}

/** Queued once the server answers (never during its start): continues a cut-off run or begins one. */
export async function startReextraction(queue: JobQueue): Promise<void> {
  await queue.add(REEXTRACT_JOB, {}, { jobId: REEXTRACT_JOB, attempts: 3, backoffMs: 60_000 });
}
