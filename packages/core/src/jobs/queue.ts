/**
 * The job queue port (DESIGN §8): one interface, two engines. Without Redis jobs run in this
 * process (memory-queue.ts); with REDIS_URL they go through BullMQ (bullmq-queue.ts) and any
 * process that calls `process()` works on them. Handlers must be idempotent: a job may run twice
 * (a retry after a crash, a schedule firing on two machines before deduplication settles).
 */
export interface Job<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
  /**
   * Aborted when this process stops (close()): a long job stops soon, leaving its work as it was
   * before it began or resumable (a transcode goes back to 待转码), never half-written. Optional
   * for callers that run a handler directly.
   */
  signal?: AbortSignal;
}

export type JobHandler<T = unknown> = (job: Job<T>) => Promise<void>;

export interface AddOptions {
  /** A job with this id already waiting, delayed or running is not added again. */
  jobId?: string;
  /** Milliseconds to wait before the job may run. */
  delay?: number;
  /** Runs in all, first run included (default 3). */
  attempts?: number;
  /** First retry waits this long, each later one twice as long (default 5 s). */
  backoffMs?: number;
}

export interface ScheduleOptions {
  /** Interval in milliseconds between runs. */
  every: number;
  attempts?: number;
  backoffMs?: number;
}

export interface JobQueue {
  readonly engine: "memory" | "bullmq";
  add<T>(name: string, data: T, opts?: AddOptions): Promise<void>;
  /**
   * Creates or replaces the repeatable job `key`. The key makes it unique across processes: every
   * process may declare the same schedule at start-up and it still runs once per interval.
   */
  schedule<T>(key: string, name: string, data: T, opts: ScheduleOptions): Promise<void>;
  unschedule(key: string): Promise<void>;
  /** The keys of the repeatable jobs, with their interval. */
  schedules(): Promise<{ key: string; name: string; every: number }[]>;
  /** Makes this process work on jobs called `name`; without a call nothing here runs them. */
  process<T>(name: string, handler: JobHandler<T>): void;
  /** Stops taking jobs, asks those running to stop (Job.signal) and waits for them, releases timers and connections. */
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 5_000;

/** Wait before retry number `retry` (1-based): base, 2×base, 4×base … capped at one hour. */
export function backoffDelay(baseMs: number, retry: number): number {
  return Math.min(baseMs * 2 ** (retry - 1), 3_600_000);
}
