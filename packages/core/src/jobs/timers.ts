/**
 * Where the in-process queue gets its time from. Production uses the real clock; tests use
 * `manualTimers()` and move time forward instead of sleeping.
 */
export interface Timers {
  now(): number;
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  set(fn, ms) {
    const t = setTimeout(fn, ms);
    // Pending jobs alone must not keep a process alive that is otherwise done (scripts, tests).
    t.unref();
    return t;
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A clock that only moves when told; due callbacks fire in time order during `advance`. */
export function manualTimers(start = Date.parse("2026-03-15T02:00:00Z")) {
  let now = start;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    set(fn: () => void, ms: number) {
      seq += 1;
      pending.set(seq, { at: now + Math.max(0, ms), fn });
      return seq;
    },
    clear(handle: unknown) {
      pending.delete(handle as number);
    },
    /** Moves the clock by `ms`, firing every callback that falls due on the way. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        let next: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of pending) if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
        if (!next) break;
        pending.delete(next[0]);
        now = next[1].at;
        next[1].fn();
      }
      now = end;
    },
  } satisfies Timers & { advance(ms: number): void };
}
