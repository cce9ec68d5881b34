import type { Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "../context";
import { silentLogger } from "../context";
import { ioredis } from "../lazy";
import { type AddOptions, DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, type JobHandler, type JobQueue, type ScheduleOptions } from "./queue";

const QUEUE_NAME = "portal";

// BullMQ reserves ':' in custom ids (it is the key separator in Redis).
const safeId = (id: string) => id.replace(/:/g, "-");

const jobOptions = (o: { attempts?: number; backoffMs?: number }) => ({
  attempts: o.attempts ?? DEFAULT_ATTEMPTS,
  backoff: { type: "exponential" as const, delay: o.backoffMs ?? DEFAULT_BACKOFF_MS },
  // Finished jobs stay a while for inspection, then Redis forgets them.
  removeOnComplete: { age: 86_400, count: 1_000 },
  removeOnFail: { age: 7 * 86_400, count: 5_000 },
});

/**
 * The several-machines engine. One BullMQ queue carries every job name; a process that calls
 * `process()` gets one Worker dispatching by name. Schedules are BullMQ job schedulers, stored in
 * Redis under their key, so the web and worker processes may both declare them and each still
 * runs once per interval. BullMQ is loaded only here (~350 ms), so a process without Redis never pays for it.
 */
export async function bullmqQueue(opts: {
  url: string;
  prefix?: string;
  log?: Logger;
  concurrency?: number;
  /** The BullMQ queue; a lane of its own (lanes.ts) uses another name. */
  name?: string;
}): Promise<JobQueue> {
  const { Queue, Worker } = await import("bullmq");
  const log = opts.log ?? silentLogger;
  const prefix = opts.prefix ?? "portal-jobs";
  // Workers block on Redis: BullMQ requires connections that never give up a command.
  const connect = () => new (ioredis().Redis)(opts.url, { maxRetriesPerRequest: null });
  const queueConnection = connect();
  const queueName = opts.name ?? QUEUE_NAME;
  const queue = new Queue(queueName, { connection: queueConnection, prefix });
  queue.on("error", (err) => log.warn({ err }, "job queue connection error"));
  const handlers = new Map<string, JobHandler>();
  /** One per running job: close() aborts them so long jobs stop soon. */
  const stopping = new Set<AbortController>();
  let worker: Worker | undefined;
  let workerConnection: Redis | undefined;

  function startWorker() {
    workerConnection = connect();
    worker = new Worker(
      queueName,
      async (job) => {
        const handler = handlers.get(job.name);
        // Another process knows this job; failing lets BullMQ retry it, possibly there.
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        const stop = new AbortController();
        stopping.add(stop);
        try {
          await handler({ id: String(job.id), name: job.name, data: job.data, attempt: job.attemptsMade + 1, signal: stop.signal });
        } finally {
          stopping.delete(stop);
        }
      },
      { connection: workerConnection, prefix, concurrency: opts.concurrency ?? 2 },
    );
    worker.on("failed", (job, err) => log.warn({ err, job: job?.name, attempt: job ? job.attemptsMade : undefined }, "job failed"));
    worker.on("error", (err) => log.warn({ err }, "job worker error"));
  }

  return {
    engine: "bullmq",
    async add(name, data, o: AddOptions = {}) {
      // BullMQ refuses an id it still holds, finished jobs included; removing jobs with an id of ours
      // once they end keeps the in-process meaning: only a waiting or running job blocks its id.
      const idOptions = o.jobId ? { jobId: safeId(o.jobId), removeOnComplete: true, removeOnFail: true } : {};
      await queue.add(name, data, { ...jobOptions(o), ...idOptions, delay: o.delay });
    },
    async schedule(key, name, data, o: ScheduleOptions) {
      await queue.upsertJobScheduler(key, { every: o.every }, { name, data, opts: jobOptions(o) });
    },
    async unschedule(key) {
      await queue.removeJobScheduler(key);
    },
    async schedules() {
      const list = await queue.getJobSchedulers(0, -1);
      return list.map((s) => ({ key: s.key, name: s.name, every: Number(s.every ?? 0) }));
    },
    process(name, handler) {
      handlers.set(name, handler as JobHandler);
      if (!worker) startWorker();
    },
    async close() {
      for (const stop of stopping) stop.abort(new Error("服务正在停止"));
      await worker?.close();
      await queue.close();
      await Promise.allSettled([queueConnection.quit(), workerConnection?.quit()]);
    },
  };
}
