import type { Logger } from "../context";
import { silentLogger } from "../context";
import {
  type AddOptions,
  backoffDelay,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  type JobHandler,
  type JobQueue,
  type ScheduleOptions,
} from "./queue";
import { realTimers, type Timers } from "./timers";

interface Entry {
  id: string;
  name: string;
  data: unknown;
  attempt: number;
  attempts: number;
  backoffMs: number;
  timer?: unknown;
}

let counter = 0;

/**
 * The one-machine engine: jobs live in memory and run in this process, `concurrency` at a time.
 * Jobs lost on a restart are acceptable here because every job of the portal is either scheduled
 * (it comes back with its schedule) or repeated by the person who asked for it.
 */
export function memoryQueue(opts: { timers?: Timers; log?: Logger; concurrency?: number } = {}): JobQueue & { idle(): Promise<void> } {
  const timers = opts.timers ?? realTimers;
  const log = opts.log ?? silentLogger;
  const concurrency = opts.concurrency ?? 2;
  const handlers = new Map<string, JobHandler>();
  const known = new Map<string, Entry>(); // waiting, delayed or running, by id
  const ready: Entry[] = [];
  const running = new Set<Promise<void>>();
  /** One per running job: close() aborts them so long jobs stop soon. */
  const stopping = new Set<AbortController>();
  const repeats = new Map<string, { name: string; every: number; timer: unknown }>();
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (running.size > 0 || ready.some((e) => handlers.has(e.name))) return;
    for (const w of idleWaiters) w();
    idleWaiters = [];
  };

  const pump = () => {
    while (!closed && running.size < concurrency) {
      const i = ready.findIndex((e) => handlers.has(e.name));
      if (i < 0) break;
      const [entry] = ready.splice(i, 1);
      const run = execute(entry).finally(() => {
        running.delete(run);
        pump();
        settleIdle();
      });
      running.add(run);
    }
    settleIdle();
  };

  const enqueue = (entry: Entry, delay: number) => {
    if (delay > 0) {
      entry.timer = timers.set(() => {
        entry.timer = undefined;
        ready.push(entry);
        pump();
      }, delay);
    } else {
      ready.push(entry);
      pump();
    }
  };

  async function execute(entry: Entry) {
    const handler = handlers.get(entry.name) as JobHandler;
    const stop = new AbortController();
    stopping.add(stop);
    try {
      await handler({ id: entry.id, name: entry.name, data: entry.data, attempt: entry.attempt, signal: stop.signal });
      known.delete(entry.id);
    } catch (err) {
      if (stop.signal.aborted) {
        known.delete(entry.id);
        log.info({ job: entry.name }, "job stopped by shutdown");
      } else if (entry.attempt < entry.attempts && !closed) {
        const wait = backoffDelay(entry.backoffMs, entry.attempt);
        log.warn({ err, job: entry.name, attempt: entry.attempt, retryInMs: wait }, "job failed, will retry");
        entry.attempt += 1;
        enqueue(entry, wait);
      } else {
        known.delete(entry.id);
        log.error({ err, job: entry.name, attempt: entry.attempt }, "job failed");
      }
    } finally {
      stopping.delete(stop);
    }
  }

  function addEntry(name: string, data: unknown, o: AddOptions & { attempts?: number }) {
    if (closed) return;
    counter += 1;
    const id = o.jobId ?? `m${counter}`;
    if (known.has(id)) return;
    const entry: Entry = {
      id,
      name,
      data,
      attempt: 1,
      attempts: o.attempts ?? DEFAULT_ATTEMPTS,
      backoffMs: o.backoffMs ?? DEFAULT_BACKOFF_MS,
    };
    known.set(id, entry);
    enqueue(entry, o.delay ?? 0);
  }

  return {
    engine: "memory",
    async add(name, data, o = {}) {
      addEntry(name, data, o);
    },
    async schedule(key, name, data, o: ScheduleOptions) {
      const old = repeats.get(key);
      if (old) timers.clear(old.timer);
      // Like BullMQ's `every`: a first run at once, then one per interval; a run still busy when the
      // next falls due is not doubled (same job id). Handlers skip runs that are not due yet.
      const tick = () => {
        const r = repeats.get(key);
        if (!r || closed) return;
        r.timer = timers.set(tick, o.every);
        addEntry(name, data, { jobId: `repeat:${key}`, attempts: o.attempts, backoffMs: o.backoffMs });
      };
      repeats.set(key, { name, every: o.every, timer: timers.set(tick, 0) });
    },
    async unschedule(key) {
      const r = repeats.get(key);
      if (r) timers.clear(r.timer);
      repeats.delete(key);
    },
    async schedules() {
      return [...repeats].map(([key, r]) => ({ key, name: r.name, every: r.every }));
    },
    process(name, handler) {
      handlers.set(name, handler as JobHandler);
      pump();
    },
    /** Resolves once nothing runnable is waiting or running (tests, orderly shutdown). */
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async close() {
      closed = true;
      for (const r of repeats.values()) timers.clear(r.timer);
      repeats.clear();
      for (const e of known.values()) if (e.timer !== undefined) timers.clear(e.timer);
      for (const stop of stopping) stop.abort(new Error("服务正在停止"));
      await Promise.allSettled([...running]);
    },
  };
}
