// The job queue port (DESIGN §8): what other domains use to queue, schedule and retry work, and the
// in-process engine and manual clock their tests drive. No permission check: jobs run as the system.
export { memoryQueue } from "./memory-queue";
export { backoffDelay, type JobQueue } from "./queue";
export { manualTimers } from "./timers";
