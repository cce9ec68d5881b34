import { QueueEvents } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { bullmqQueue } from "./bullmq-queue";
import type { Job } from "./queue";

const url = process.env.TEST_REDIS_URL;
// Each run gets its own key prefix so parallel runs on one Redis never see each other's jobs.
const prefix = `test-jobs-${process.pid}-${Date.now()}`;

/** Resolves when `count` calls have been seen; the queue's own events drive it, nothing sleeps. */
function collector(count: number) {
  const seen: Job[] = [];
  let done: () => void = () => {};
  const reached = new Promise<void>((r) => (done = r));
  return {
    seen,
    reached,
    push(job: Job) {
      seen.push(job);
      if (seen.length >= count) done();
    },
  };
}

describe.skipIf(!url)("BullMQ job queue", () => {
  const queues: Awaited<ReturnType<typeof bullmqQueue>>[] = [];
  const make = async (p = prefix) => {
    const q = await bullmqQueue({ url: url as string, prefix: p, concurrency: 1 });
    queues.push(q);
    return q;
  };

  afterAll(async () => {
    await Promise.all(queues.map((q) => q.close()));
    const redis = new Redis(url as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("runs added jobs, a duplicate job id only once", async () => {
    const q = await make(`${prefix}a`);
    const c = collector(2);
    await q.add("crawl.run", { sourceId: 7 }, { jobId: "crawl:7" });
    await q.add("crawl.run", { sourceId: 7 }, { jobId: "crawl:7" });
    await q.add("crawl.run", { sourceId: 8 });
    q.process<{ sourceId: number }>("crawl.run", async (job) => c.push(job));
    await c.reached;
    expect(c.seen.map((j) => j.data)).toEqual([{ sourceId: 7 }, { sourceId: 8 }]);
    expect(c.seen[0].id).toBe("crawl-7");
  });

  it("frees a job id once its job has finished, so the same id may run again", async () => {
    const q = await make(`${prefix}d`);
    // BullMQ's own event stream says when the job is finished (and, with our id, removed).
    const events = new QueueEvents("portal", { connection: { url }, prefix: `${prefix}d` });
    await events.waitUntilReady();
    const finished = new Promise((resolve) => events.once("completed", resolve));
    const first = collector(1);
    q.process("again", async (job) => first.push(job));
    await q.add("again", null, { jobId: "again:1" });
    await finished;
    await events.close();
    const second = collector(1);
    q.process("again", async (job) => second.push(job));
    await q.add("again", null, { jobId: "again:1" });
    await second.reached;
    expect(second.seen[0].id).toBe("again-1");
  });

  it("retries a failed job with back-off", async () => {
    const q = await make(`${prefix}b`);
    const c = collector(2);
    q.process("flaky", async (job) => {
      c.push(job);
      if (job.attempt === 1) throw new Error("503");
    });
    await q.add("flaky", null, { attempts: 3, backoffMs: 20 });
    await c.reached;
    expect(c.seen.map((j) => j.attempt)).toEqual([1, 2]);
  });

  it("keeps one schedule per key across processes and runs it", async () => {
    const p = `${prefix}c`;
    const web = await make(p);
    const worker = await make(p);
    await web.schedule("purge-accounts", "purge", { from: "web" }, { every: 3_600_000 });
    await worker.schedule("purge-accounts", "purge", { from: "worker" }, { every: 3_600_000 });
    expect(await web.schedules()).toEqual([{ key: "purge-accounts", name: "purge", every: 3_600_000 }]);
    await web.unschedule("purge-accounts");
    expect(await worker.schedules()).toEqual([]);

    const c = collector(2);
    worker.process("tick", async (job) => c.push(job));
    await web.schedule("tick", "tick", { n: 1 }, { every: 100 });
    await c.reached;
    await web.unschedule("tick");
    expect(c.seen.every((j) => (j.data as { n: number }).n === 1)).toBe(true);
  });
});
