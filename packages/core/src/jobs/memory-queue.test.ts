import { describe, expect, it } from "vitest";
import { memoryQueue } from "./memory-queue";
import { manualTimers } from "./timers";

function setup() {
  const timers = manualTimers();
  const queue = memoryQueue({ timers, concurrency: 1 });
  const runs: { name: string; data: unknown; attempt: number }[] = [];
  return { timers, queue, runs };
}

describe("in-process job queue", () => {
  it("runs a job added before its handler once the handler is registered", async () => {
    const { queue, runs } = setup();
    await queue.add("greet", { who: "甲" });
    await queue.idle();
    expect(runs).toEqual([]);
    queue.process("greet", async (job) => void runs.push(job));
    await queue.idle();
    expect(runs).toEqual([{ id: expect.any(String), name: "greet", data: { who: "甲" }, attempt: 1, signal: expect.any(AbortSignal) }]);
    await queue.close();
  });

  it("does not add a job whose id is already waiting", async () => {
    const { queue, runs } = setup();
    await queue.add("crawl", { id: 1 }, { jobId: "crawl:1" });
    await queue.add("crawl", { id: 1 }, { jobId: "crawl:1" });
    queue.process("crawl", async (job) => void runs.push(job));
    await queue.idle();
    expect(runs).toHaveLength(1);
    // Once it has finished the same id may run again.
    await queue.add("crawl", { id: 1 }, { jobId: "crawl:1" });
    await queue.idle();
    expect(runs).toHaveLength(2);
    await queue.close();
  });

  it("holds a delayed job until its time", async () => {
    const { queue, runs, timers } = setup();
    queue.process("later", async (job) => void runs.push(job));
    await queue.add("later", null, { delay: 60_000 });
    timers.advance(59_999);
    await queue.idle();
    expect(runs).toHaveLength(0);
    timers.advance(1);
    await queue.idle();
    expect(runs).toHaveLength(1);
    await queue.close();
  });

  it("retries a failing job with exponential back-off, then gives up", async () => {
    const { queue, runs, timers } = setup();
    queue.process("flaky", async (job) => {
      runs.push(job);
      throw new Error("源站暂时不可用");
    });
    await queue.add("flaky", null, { attempts: 3, backoffMs: 1_000 });
    await queue.idle();
    expect(runs.map((r) => r.attempt)).toEqual([1]);
    timers.advance(999);
    await queue.idle();
    expect(runs).toHaveLength(1);
    timers.advance(1);
    await queue.idle();
    expect(runs.map((r) => r.attempt)).toEqual([1, 2]);
    timers.advance(1_999); // the second retry waits twice as long
    await queue.idle();
    expect(runs).toHaveLength(2);
    timers.advance(1);
    await queue.idle();
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    timers.advance(3_600_000);
    await queue.idle();
    expect(runs).toHaveLength(3);
    await queue.close();
  });

  it("succeeds on a retry", async () => {
    const { queue, timers } = setup();
    const attempts: number[] = [];
    queue.process("once-flaky", async (job) => {
      attempts.push(job.attempt);
      if (job.attempt === 1) throw new Error("503");
    });
    await queue.add("once-flaky", null, { backoffMs: 10 });
    await queue.idle();
    timers.advance(10);
    await queue.idle();
    expect(attempts).toEqual([1, 2]);
    await queue.close();
  });

  it("runs a schedule once per interval; re-declaring replaces it; unschedule stops it", async () => {
    const { queue, runs, timers } = setup();
    queue.process("purge", async (job) => void runs.push(job));
    await queue.schedule("purge-accounts", "purge", { n: 1 }, { every: 3_600_000 });
    await queue.schedule("purge-accounts", "purge", { n: 2 }, { every: 3_600_000 });
    expect(await queue.schedules()).toEqual([{ key: "purge-accounts", name: "purge", every: 3_600_000 }]);
    timers.advance(0); // the first run comes at once, as with BullMQ
    await queue.idle();
    timers.advance(3_599_999);
    await queue.idle();
    expect(runs).toHaveLength(1);
    timers.advance(1);
    await queue.idle();
    expect(runs.map((r) => r.data)).toEqual([{ n: 2 }, { n: 2 }]);
    await queue.unschedule("purge-accounts");
    timers.advance(10 * 3_600_000);
    await queue.idle();
    expect(runs).toHaveLength(2);
    expect(await queue.schedules()).toEqual([]);
    await queue.close();
  });

  it("close asks a running job to stop and waits for it; a stopped job is neither retried nor failed", async () => {
    const { queue } = setup();
    let started: () => void = () => {};
    const running = new Promise<void>((r) => {
      started = r;
    });
    let reason = "";
    queue.process("long", async (job) => {
      started();
      await new Promise<void>((_, reject) =>
        job.signal?.addEventListener("abort", () => {
          reason = String((job.signal?.reason as Error)?.message);
          reject(job.signal?.reason);
        }),
      );
    });
    await queue.add("long", null, { attempts: 3 });
    await running;
    await queue.close();
    expect(reason).toBe("服务正在停止");
  });

  it("close waits for a running job and runs nothing afterwards", async () => {
    const { queue, timers } = setup();
    let finished = false;
    let release: () => void = () => {};
    queue.process("slow", async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      finished = true;
    });
    await queue.add("slow", null);
    await queue.schedule("s", "slow", null, { every: 1_000 });
    const closing = queue.close();
    release();
    await closing;
    expect(finished).toBe(true);
    timers.advance(5_000);
    await queue.add("slow", null);
    expect(await queue.schedules()).toEqual([]);
  });
});
