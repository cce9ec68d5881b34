import { describe, expect, it } from "vitest";
import { withLane } from "./lanes";
import { memoryQueue } from "./memory-queue";

describe("job lanes", () => {
  it("keeps slow jobs in their own lane: other jobs run while every slow slot is busy", async () => {
    const main = memoryQueue({ concurrency: 2 });
    const slow = memoryQueue({ concurrency: 1 });
    const queue = withLane(main, slow, ["media.transcode"]);
    const done: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    queue.process<{ n: number }>("media.transcode", async (job) => {
      await gate;
      done.push(`transcode ${job.data.n}`);
    });
    queue.process("crawl", async () => {
      done.push("crawl");
    });
    for (const n of [1, 2, 3]) await queue.add("media.transcode", { n });
    await queue.add("crawl", {});
    await queue.add("crawl", {});
    await main.idle();
    // Both crawls ran although three transcodes were waiting and one was running.
    expect(done).toEqual(["crawl", "crawl"]);
    release();
    await slow.idle();
    expect(done).toEqual(["crawl", "crawl", "transcode 1", "transcode 2", "transcode 3"]);
    await queue.close();
  });
});
