/**
 * Politeness per host: requests to one host start at least `delayMs` apart, one at a time, while
 * different hosts proceed in parallel. Time and waiting are injected so tests never sleep.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function hostLimiter(clock: Clock) {
  const tails = new Map<string, Promise<unknown>>();
  const lastStart = new Map<string, number>();
  return {
    /** Runs `work` when the host's turn comes; the next request to the host waits `delayMs` after this one started. */
    run<T>(host: string, delayMs: number, work: () => Promise<T>): Promise<T> {
      const previous = tails.get(host) ?? Promise.resolve();
      const mine = previous
        .catch(() => {})
        .then(async () => {
          const last = lastStart.get(host);
          const wait = last === undefined ? 0 : last + delayMs - clock.now();
          if (wait > 0) await clock.sleep(wait);
          lastStart.set(host, clock.now());
          return work();
        });
      tails.set(host, mine);
      // Forget idle hosts so a long crawl over many sites does not keep every tail alive.
      void mine
        .catch(() => {})
        .then(() => {
          if (tails.get(host) === mine) tails.delete(host);
        });
      return mine;
    },
  };
}
