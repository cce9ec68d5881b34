import {
  type AiClient,
  bullmqQueue,
  type Cache,
  type Ctx,
  DELIVER_JOB,
  DELIVER_SCHEDULE,
  type FileStorage,
  type JobQueue,
  MATCH_JOB,
  MATCH_SCHEDULE,
  memoryQueue,
  type NoticeSink,
  type Notifier,
  PURGE_VISITS_JOB,
  purgeDeletedAccounts,
  purgeOldVisits,
  REMINDER_JOB,
  REMINDER_SCHEDULE,
  RENEWAL_JOB,
  RENEWAL_SCHEDULE,
  registerAttachmentMirror,
  registerCrawlJobs,
  registerLlmFill,
  registerReextraction,
  resumeTranscodes,
  runDeliveries,
  runMatching,
  runReminders,
  runRenewalMatching,
  runTranscode,
  scheduleCrawlSources,
  scheduleLlmFill,
  type ThrottleStore,
  TRANSCODE_JOB,
  tenderSink,
  withLane,
} from "@portal/core";
import type { Db } from "@portal/db";
import type { Config } from "./config";
import type { AppLogger } from "./logger";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface JobDeps {
  config: Config;
  db: Db;
  cache: Cache;
  logger: AppLogger;
  /** The clock jobs see; tests pass their own. */
  now?: () => Date;
  /** Where crawled notices go; the tender store unless a test passes its own. */
  sink?: NoticeSink;
  /** The language model, when LLM_* is configured: it fills tender fields the rules missed. */
  ai?: AiClient;
  /** Shared counters (Redis when scaled), so the model's per-minute budget holds across processes. */
  throttle?: ThrottleStore;
  /** Where e-mail goes (subscription deliveries); the database outbox when absent. */
  notify?: Notifier;
  /** Stored files (video renditions, documents). */
  storage?: FileStorage;
}

/**
 * BullMQ on Redis when REDIS_URL is set (jobs shared by every process), else this process alone.
 * Transcodes run in a lane of their own, one at a time, so they never hold up the other jobs.
 */
export async function openQueue(config: Config, logger: AppLogger): Promise<JobQueue> {
  const log = logger.child({ component: "jobs" });
  const url = config.REDIS_URL;
  const [main, media] = url
    ? await Promise.all([bullmqQueue({ url, log }), bullmqQueue({ url, log, name: "portal-media", concurrency: 1 })])
    : [memoryQueue({ log }), memoryQueue({ log, concurrency: 1 })];
  return withLane(main, media, [TRANSCODE_JOB]);
}

/** A context for one job: it acts as the site itself, and may enqueue follow-up jobs. */
export function jobCtx(deps: JobDeps, queue: JobQueue, job: string): Ctx {
  return {
    actor: { kind: "system", job },
    db: deps.db,
    cache: deps.cache,
    now: deps.now ?? (() => new Date()),
    log: deps.logger.child({ job }),
    queue,
    ai: deps.ai,
    throttle: deps.throttle,
    notify: deps.notify,
    storage: deps.storage,
  };
}

/**
 * Declares the portal's schedules (every process may: they are keyed, so each runs once) and,
 * when `work` is set, makes this process run the jobs. The web process passes `work` unless
 * WORKER=off; `npm run worker` always does.
 */
export async function startJobs(deps: JobDeps, queue: JobQueue, work: boolean): Promise<void> {
  // Accounts whose 15-day deletion cooling-off has passed are erased hourly (PIPL).
  await queue.schedule("purge-accounts", "account.purge", {}, { every: HOUR });
  // One repeatable crawl per enabled source; staff edits keep them in step (core/crawl/sources.ts).
  await scheduleCrawlSources(jobCtx(deps, queue, "crawl-schedule"), queue);
  // Tender fields the rules missed, asked of the language model at LLM_PER_MINUTE (ADR 0013).
  await scheduleLlmFill(queue, Boolean(deps.ai));
  // Subscriptions (issue 10): matching is also woken by each ingest, deliveries by each match;
  // the schedules pick up what a restart or a failed attempt left behind.
  await queue.schedule(MATCH_SCHEDULE, MATCH_JOB, {}, { every: MINUTE, attempts: 1 });
  await queue.schedule(DELIVER_SCHEDULE, DELIVER_JOB, {}, { every: MINUTE, attempts: 1 });
  await queue.schedule(REMINDER_SCHEDULE, REMINDER_JOB, {}, { every: HOUR, attempts: 1 });
  // 即将到期 subscriptions: results coming due are pushed once a day (due dates move by the day).
  await queue.schedule(RENEWAL_SCHEDULE, RENEWAL_JOB, {}, { every: 24 * HOUR, attempts: 1 });
  // Raw visit events past the retention staff set are deleted daily (issue 12, privacy policy).
  await queue.schedule("purge-visits", PURGE_VISITS_JOB, {}, { every: 24 * HOUR, attempts: 1 });
  // Course videos (issue 11) waiting for a transcode, or cut off by a restart, go back on the queue.
  const waiting = await resumeTranscodes(jobCtx(deps, queue, "transcode"));
  if (waiting > 0) deps.logger.info({ lessons: waiting }, "lesson transcodes queued");
  if (!work) return;
  queue.process<{ lessonId: number }>(TRANSCODE_JOB, async (job) => {
    await runTranscode(jobCtx(deps, queue, "transcode"), job.data.lessonId, { signal: job.signal });
  });
  queue.process(PURGE_VISITS_JOB, async () => {
    const removed = await purgeOldVisits(jobCtx(deps, queue, "purge-visits"));
    if (removed > 0) deps.logger.info({ removed }, "old visit events deleted");
  });
  queue.process("account.purge", async () => {
    const purged = await purgeDeletedAccounts(jobCtx(deps, queue, "purge-accounts"));
    if (purged > 0) deps.logger.info({ purged }, "deleted accounts purged");
  });
  registerCrawlJobs(queue, () => jobCtx(deps, queue, "crawl"), deps.sink ?? tenderSink(jobCtx(deps, queue, "crawl")), {
    userAgent: deps.config.CRAWL_USER_AGENT,
  });
  queue.process(MATCH_JOB, async () => {
    const ctx = jobCtx(deps, queue, "subscription-match");
    const r = await runMatching(ctx);
    if (r.matches > 0) {
      deps.logger.info(r, "subscriptions matched");
      await queue.add(DELIVER_JOB, {}, { jobId: DELIVER_JOB, attempts: 1 });
    }
  });
  const origin = deps.config.PUBLIC_ORIGIN ?? `http://localhost:${deps.config.PORT}`;
  queue.process(DELIVER_JOB, async () => {
    const r = await runDeliveries(jobCtx(deps, queue, "subscription-deliver"), { origin, webhookHosts: deps.config.WEBHOOK_HOSTS });
    if (r.sent + r.failed + r.retried > 0) deps.logger.info(r, "subscription deliveries");
  });
  queue.process(RENEWAL_JOB, async () => {
    const r = await runRenewalMatching(jobCtx(deps, queue, "subscription-renewals"));
    if (r.matches > 0) await queue.add(DELIVER_JOB, {}, { jobId: DELIVER_JOB, attempts: 1 });
  });
  queue.process(REMINDER_JOB, async () => {
    await runReminders(jobCtx(deps, queue, "subscription-reminders"));
  });
  // Notices extracted by older rules; queued by startReextraction once the server answers.
  registerReextraction(queue, () => jobCtx(deps, queue, "tender-reextract"));
  // Copies of new notices' attachments into the file storage (issue 35), queued by each ingest.
  registerAttachmentMirror(queue, () => jobCtx(deps, queue, "tender-attachments"));
  if (deps.ai) registerLlmFill(queue, () => jobCtx(deps, queue, "llm-fill"), { perMinute: deps.config.LLM_PER_MINUTE });
}
