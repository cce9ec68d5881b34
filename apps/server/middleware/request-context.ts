import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AiClient, Cache, EventBus, FileStorage, JobQueue, Notifier, ThrottleStore } from "@portal/core";
import type { Db } from "@portal/db";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import type { AppLogger } from "../logger";
import { type Metrics, routeGroup } from "../metrics";

export interface RequestContextDeps {
  db: Db;
  cache: Cache;
  logger: AppLogger;
  metrics: Metrics;
  trustProxy: boolean;
  now?: () => Date;
  throttle?: ThrottleStore;
  notify?: Notifier;
  queue?: JobQueue;
  storage?: FileStorage;
  events?: EventBus;
  ai?: AiClient;
}

const SAFE_REQUEST_ID = /^[\w-]{8,64}$/;

/** The caller's address; X-Forwarded-For is believed only behind a proxy we were told about. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}

/**
 * Gives every request an id (echoed in X-Request-Id), a child logger carrying it, the service
 * context, an access-log line and a metrics sample. The query string is never logged: it may
 * hold one-time codes.
 */
export function requestContext(deps: RequestContextDeps): MiddlewareHandler<AppEnv> {
  const now = deps.now ?? (() => new Date());
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    // Behind a proxy that terminates TLS the request arrives as http; its X-Forwarded-Proto is
    // believed only when TRUST_PROXY says a proxy is really there (a client could send it too).
    const proto = deps.trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
    c.set("https", c.req.url.startsWith("https:") || proto === "https");
    c.set("ctx", {
      actor: { kind: "anonymous", ip: clientIp(c, deps.trustProxy) },
      db: deps.db,
      cache: deps.cache,
      now,
      log,
      throttle: deps.throttle,
      notify: deps.notify,
      queue: deps.queue,
      storage: deps.storage,
      events: deps.events,
      ai: deps.ai,
    });
    await next();
    // Set on the answer itself: a handler that returns its own Response (the page renderer)
    // would not carry headers set on the context beforehand.
    c.res.headers.set("X-Request-Id", requestId);
    const seconds = (performance.now() - started) / 1000;
    const path = c.req.path;
    deps.metrics.httpDuration.observe({ method: c.req.method, group: routeGroup(path), status: String(c.res.status) }, seconds);
    if (!path.startsWith("/assets/")) {
      log.info({ method: c.req.method, path, status: c.res.status, ms: Math.round(seconds * 1000) }, "request");
    }
  };
}
