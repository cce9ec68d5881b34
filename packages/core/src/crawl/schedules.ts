import { schema } from "@portal/db";
import type { Ctx } from "../context";
import { AppError } from "../errors";
import type { JobQueue } from "../jobs";
import type { CrawlHttp } from "./http";
import type { NoticeSink } from "./raw-notice";
import { runSource } from "./run-source";

export const CRAWL_JOB = "crawl.run";
const KEY_PREFIX = "crawl-source-";

export interface CrawlJobData {
  sourceId: number;
  trigger: "SCHEDULE" | "MANUAL";
}

type ScheduledSource = { id: number; enabled: boolean; intervalMinutes: number };

/** Puts a source's repeatable job on the queue, or takes it off when the source is disabled or gone. */
export async function syncSourceSchedule(queue: JobQueue | undefined, source: ScheduledSource | { id: number; deleted: true }) {
  if (!queue) return;
  const key = `${KEY_PREFIX}${source.id}`;
  if ("deleted" in source || !source.enabled) return queue.unschedule(key);
  const data: CrawlJobData = { sourceId: source.id, trigger: "SCHEDULE" };
  await queue.schedule(key, CRAWL_JOB, data, { every: source.intervalMinutes * 60_000, attempts: 1 });
}

/** At start-up: one schedule per enabled source, and none for sources disabled or deleted meanwhile. */
export async function scheduleCrawlSources(ctx: Ctx, queue: JobQueue): Promise<number> {
  const sources = await ctx.db
    .select({ id: schema.crawlSources.id, enabled: schema.crawlSources.enabled, intervalMinutes: schema.crawlSources.intervalMinutes })
    .from(schema.crawlSources);
  const wanted = new Set(sources.filter((s) => s.enabled).map((s) => `${KEY_PREFIX}${s.id}`));
  for (const s of await queue.schedules()) {
    if (s.key.startsWith(KEY_PREFIX) && !wanted.has(s.key)) await queue.unschedule(s.key);
  }
  for (const s of sources) await syncSourceSchedule(queue, s);
  return wanted.size;
}

/**
 * Makes this process run crawls. A run records its own failures (crawl_runs), so the job itself
 * does not throw for a bad page: queue-level retries would only repeat a polite crawl too soon.
 */
export function registerCrawlJobs(
  queue: JobQueue,
  makeCtx: () => Ctx,
  sink: NoticeSink,
  opts: { userAgent?: string; http?: CrawlHttp } = {},
) {
  queue.process<CrawlJobData>(CRAWL_JOB, async (job) => {
    const ctx = makeCtx();
    try {
      const result = await runSource(ctx, job.data.sourceId, sink, {
        trigger: job.data.trigger,
        userAgent: opts.userAgent,
        http: opts.http,
      });
      ctx.log.info({ sourceId: job.data.sourceId, ...result, errors: result.errors.length }, "crawl run finished");
    } catch (err) {
      // A source deleted after its job was queued: nothing left to do.
      if (err instanceof AppError && err.kind === "NotFound") return;
      throw err;
    }
  });
}
