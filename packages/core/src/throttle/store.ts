// The counters' store (ctx.throttle): its own module, so the context can name it without importing
// the counters, which take the context.

export interface ThrottleStore {
  /** Adds `by` to the counter and returns the new value. */
  incr(key: string, by: number, ttlMs: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Removes counters and logs. */
  del(keys: string[]): Promise<void>;
  /**
   * Sliding-window log, in one atomic step: drops entries at or before `atMs − windowMs`; if fewer
   * than `limit` remain, records `entry` at `atMs`. Returns how many entries were there before and,
   * when none was recorded (full), the milliseconds until one leaves the window and a place is free.
   */
  take(key: string, entry: string, atMs: number, windowMs: number, limit: number): Promise<{ before: number; waitMs: number }>;
  /** Removes one entry from a log (an attempt that turned out not to count). */
  untake(key: string, entry: string): Promise<void>;
}
