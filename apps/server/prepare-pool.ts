import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PrepareOutcome, TenderNotice } from "@portal/core";

/**
 * A worker thread that reads tender batches for the first start's seed (issue 34: the 20,000 demo
 * notices are extracted and tokenised on one core while PGlite writes on the other). Only in the
 * compiled server, where build/app/prepare-worker.js sits beside the seed; elsewhere (tests, `tsx`)
 * undefined, and the seed reads its batches itself.
 */
export function preparePool():
  | { prepareBatch: (notices: TenderNotice[], today: string) => Promise<PrepareOutcome[]>; close: () => Promise<void> }
  | undefined {
  const url = new URL("./prepare-worker.js", import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  const worker = new Worker(url);
  const waiting = new Map<number, { resolve: (o: PrepareOutcome[]) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  worker.on("message", (m: { id: number; outcomes: PrepareOutcome[] }) => {
    waiting.get(m.id)?.resolve(m.outcomes);
    waiting.delete(m.id);
  });
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`读取公告的工作线程已退出（${code}）`)));
  return {
    prepareBatch: (notices, today) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, notices, today });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
