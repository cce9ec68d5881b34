import type { JobQueue } from "./queue";

/**
 * One queue for the portal, with some jobs in a lane of their own: the jobs named in `names` go to
 * `lane` (its own concurrency, e.g. one transcode at a time), all others to `main`. A transcode of
 * a long video then never holds up a crawl, a subscription match or an e-mail delivery.
 */
export function withLane(main: JobQueue, lane: JobQueue, names: string[]): JobQueue {
  const own = new Set(names);
  const pick = (name: string) => (own.has(name) ? lane : main);
  return {
    engine: main.engine,
    add: (name, data, o) => pick(name).add(name, data, o),
    schedule: (key, name, data, o) => pick(name).schedule(key, name, data, o),
    async unschedule(key) {
      await Promise.all([main.unschedule(key), lane.unschedule(key)]);
    },
    async schedules() {
      return [...(await main.schedules()), ...(await lane.schedules())];
    },
    process: (name, handler) => pick(name).process(name, handler),
    async close() {
      await Promise.all([main.close(), lane.close()]);
    },
  };
}
