import type { Db } from "@portal/db";
import type { AiClient } from "./ai/port";
import type { Cache } from "./cache/cache";
import type { EventBus } from "./events/events";
import type { HttpClient } from "./http";
import type { JobQueue } from "./jobs/queue";
import type { Notifier } from "./notify/port";
import type { FileStorage } from "./storage/storage";
import type { ThrottleStore } from "./throttle/store";

/**
 * Who is acting. Staff are users with roles (empty for everyone else); a system job acts for the
 * site itself (seeding, ingestion, scheduled publishing).
 */
export type Actor =
  | { kind: "anonymous"; ip: string }
  | { kind: "user"; userId: string; sessionId: string; roles: string[]; ip: string }
  /** A browser not signed in that talks to customer service, known by its chat cookie's hash. */
  | { kind: "chatVisitor"; tokenHash: string; ip: string }
  | { kind: "system"; job: string };

export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
}

/**
 * Everything a service function may touch. Services are stateless: state lives in `db` and
 * `cache`, time comes from `now()` so windows and expiries are testable without sleeping.
 */
export interface Ctx {
  actor: Actor;
  db: Db;
  cache: Cache;
  now(): Date;
  log: Logger;
  /** Throttling counters (memory or Redis); a process-wide memory store when absent. */
  throttle?: ThrottleStore;
  /** Where SMS and e-mail go; the database outbox when absent. */
  notify?: Notifier;
  /** Background jobs (DESIGN §8); absent in contexts that never enqueue (tests, scripts). */
  queue?: JobQueue;
  /** The language model (DESIGN §8); absent unless LLM_* is configured, and callers then do without. */
  ai?: AiClient;
  /** Stored files (DESIGN §8): DATA_DIR/files, or S3-compatible storage when S3_* is set. */
  storage?: FileStorage;
  /** Publish/subscribe (DESIGN §8): chat fan-out; absent where nothing listens (scripts, most tests). */
  events?: EventBus;
  /**
   * Requests to other servers (DESIGN §8, ADR 0029): addresses checked, redirects re-checked, size
   * and time limited. The process's default client (`defaultHttp()`) when absent.
   */
  http?: HttpClient;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {}, debug() {} };
