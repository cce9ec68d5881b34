import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { ERRORS } from "@portal/contract";
import {
  type AiClient,
  AppError,
  type Cache,
  type EventBus,
  enabledProviders,
  type FileStorage,
  type JobQueue,
  memoryThrottleStore,
  type Notifier,
  redisThrottleStore,
  type ThrottleStore,
  type VisitTracker,
  visitTracker,
} from "@portal/core";
import type { Database } from "@portal/db";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Redis } from "ioredis";
import { createAi } from "./ai";
import { createApi } from "./api";
import { wechatConfigured } from "./api/accounts/oauth";
import { UPLOAD_BODY_LIMIT, UPLOAD_PATH } from "./api/admin/files";
import { CHAT_UPLOAD_BODY_LIMIT, CHAT_UPLOAD_PATH } from "./api/chat/chat";
import { paymentsFromConfig } from "./api/commerce/payments-config";
import { DOCUMENT_BODY_LIMIT, DOCUMENT_UPLOAD_PATH } from "./api/downloads/admin-documents";
import { VIDEO_UPLOAD_BODY_LIMIT, VIDEO_UPLOAD_PATH } from "./api/learning/admin-learning";
import { serveLessonMedia } from "./api/learning/lesson-media";
import { BACKUP_PATH, type BackupEndpoint, backupHandler } from "./backup/endpoint";
import { OUTBOX_PATH, outboxHandler } from "./backup/outbox-endpoint";
import type { Config } from "./config";
import type { AppEnv } from "./env";
import type { AppLogger } from "./logger";
import type { Metrics } from "./metrics";
import { refuseBadAddress, refuseBadBody } from "./middleware/bad-text";
import { compressWhenAccepted } from "./middleware/compress";
import { csrfGuard } from "./middleware/csrf";
import { errorHandler } from "./middleware/errors";
import { metricsAccess } from "./middleware/metrics-access";
import { limiterFactory } from "./middleware/rate-limit";
import { requestContext } from "./middleware/request-context";
import { contentSecurityPolicy, securityHeaders } from "./middleware/security-headers";
import { sessionActor } from "./middleware/session";
import { pageCache, pageCacheSpace } from "./page-cache";
import { seoRoutes } from "./seo/robots-sitemap";
import { serveCover } from "./serve-cover";
import { fileLinkSecret, serveDownload, serveTenderAttachment } from "./serve-file";
import { servePdfCmap } from "./serve-pdf-cmaps";
import { serveAvatar, serveChatImage, serveUpload } from "./serve-upload";
import type { SsrHandler } from "./ssr";
import { openStorage } from "./storage";

export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
  redis?: Redis;
  logger: AppLogger;
  metrics: Metrics;
  /** Absent in API-only tests. */
  ssr?: SsrHandler;
  now?: () => Date;
  /** Throttling counters; Redis-backed when there is Redis, else in this process. */
  throttle?: ThrottleStore;
  /** Where anonymous visitors' public pages are cached (ADR 0007); absent means every page is rendered. */
  pages?: Cache;
  /** SMS / e-mail providers; absent means the database outbox. */
  notify?: Notifier;
  /** Background jobs; absent in API-only tests that enqueue nothing. */
  queue?: JobQueue;
  /** Stored files; opened from the configuration (S3_* or DATA_DIR/files) when absent. */
  storage?: FileStorage;
  /** Batched visit statistics; one of its own when absent (the server passes its own to flush it on shutdown). */
  tracker?: VisitTracker;
  /** Publish/subscribe (chat fan-out); absent in API tests that hold no sockets. */
  events?: EventBus;
  /** The language model; made from LLM_* when absent (none without them). */
  ai?: AiClient;
  /** The embedded database's online backup for `npm run backup` (main.ts sets it when it owns DATA_DIR/db). */
  backup?: BackupEndpoint;
}

const API_BODY_LIMIT = 1024 * 1024;

/** The one Hono app: API, SEO files, static assets, health and metrics, then the React pages. */
export function createApp(deps: AppDeps) {
  const { config } = deps;
  const dev = config.NODE_ENV === "development";
  const originOf = (url: string) => config.PUBLIC_ORIGIN ?? new URL(url).origin;
  const files = deps.storage ?? openStorage(config);
  const payProviders = enabledProviders(paymentsFromConfig(config, config.PUBLIC_ORIGIN ?? ""));
  const app = new Hono<AppEnv>();

  app.use(
    requestContext({
      db: deps.database.db,
      cache: deps.cache,
      logger: deps.logger,
      metrics: deps.metrics,
      trustProxy: config.TRUST_PROXY,
      now: deps.now,
      throttle: deps.throttle ?? (deps.redis ? redisThrottleStore(deps.redis) : memoryThrottleStore()),
      notify: deps.notify,
      queue: deps.queue,
      storage: files,
      events: deps.events,
      ai: deps.ai ?? createAi(config),
    }),
  );
  const wechatLogin = wechatConfigured(config);
  const policyOptions = { dev, imageHosts: config.IMAGE_HOSTS, frameHosts: wechatLogin ? [new URL(config.WECHAT_OPEN_BASE).origin] : [] };
  app.use(securityHeaders(policyOptions));
  app.use(sessionActor());
  app.use(refuseBadAddress());
  app.onError(errorHandler(deps.metrics));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await deps.database.ping();
      if (deps.redis) await deps.redis.ping();
      return c.json({ status: "ready", database: deps.database.kind, redis: Boolean(deps.redis) });
    } catch (err) {
      c.get("log").warn({ err }, "not ready");
      return c.json({ status: "unavailable" }, 503);
    }
  });
  app.get("/metrics", metricsAccess(config.METRICS_TOKEN), async (c) =>
    c.text(await deps.metrics.registry.metrics(), 200, { "Content-Type": deps.metrics.registry.contentType }),
  );
  if (deps.backup) app.post(BACKUP_PATH, backupHandler(deps.backup, deps.database));
  if (deps.backup) app.get(OUTBOX_PATH, outboxHandler(deps.backup));

  app.use("/api/*", compressWhenAccepted());
  const tooLarge = () => {
    throw new AppError("PayloadTooLarge");
  };
  const limitTo = (maxSize: number) => declaredSizeFirst(maxSize, bodyLimit({ maxSize, onError: tooLarge }), tooLarge);
  const jsonLimit = limitTo(API_BODY_LIMIT);
  const uploadLimit = limitTo(UPLOAD_BODY_LIMIT);
  const documentLimit = limitTo(DOCUMENT_BODY_LIMIT);
  const videoLimit = limitTo(VIDEO_UPLOAD_BODY_LIMIT);
  const chatImageLimit = limitTo(CHAT_UPLOAD_BODY_LIMIT);
  // Only the upload calls may send more than the JSON limit (images up to 5 MB, documents up to
  // 100 MB, course videos up to 500 MB, chat images up to 5 MB).
  app.use("/api/*", (c, next) => {
    if (c.req.path === `/api${UPLOAD_PATH}`) return uploadLimit(c, next);
    if (c.req.path === `/api${DOCUMENT_UPLOAD_PATH}`) return documentLimit(c, next);
    if (c.req.path === `/api${VIDEO_UPLOAD_PATH}`) return videoLimit(c, next);
    if (c.req.path === `/api${CHAT_UPLOAD_PATH}`) return chatImageLimit(c, next);
    return jsonLimit(c, next);
  });
  app.use("/api/*", csrfGuard());
  app.use("/api/*", refuseBadBody());
  // Signs expiring download links (DESIGN §8); read on first use.
  let secret: string | undefined;
  const linkSecret = () => {
    secret ??= fileLinkSecret(config.FILE_LINK_SECRET, config.DATA_DIR);
    return secret;
  };
  const tracker = deps.tracker ?? visitTracker(deps.database.db, { log: deps.logger });
  const api = createApi(limiterFactory(deps.redis), config, { linkSecret, tracker, metrics: deps.metrics });
  app.route("/api", api);
  // The open-platform pages render this document; built once, on first use.
  let openApiDoc: Promise<unknown> | undefined;
  const openApi = () => {
    openApiDoc ??= Promise.resolve(api.request("/openapi.json")).then((r) => r.json());
    return openApiDoc;
  };
  // Unknown calls get the JSON envelope, never the HTML not-found page.
  app.all("/api/*", (c) => c.json({ code: ERRORS.NotFound.code, msg: "接口不存在", data: null }, 404));
  app.route("/", seoRoutes(originOf));
  app.get("/files/:name", (c) => serveUpload(c, files));
  app.get("/files/avatars/:name", (c) => serveAvatar(c, files));
  app.get("/files/chat/:name", (c) => serveChatImage(c, files));
  // Signed, expiring downloads of stored files (documents, course material).
  app.get("/dl/*", (c) => serveDownload(c, files, linkSecret));
  // Our copies of tender notices' attachments (issue 35), handed out as signed links.
  app.get("/tender/attachment/:id/:n", (c) => serveTenderAttachment(c, linkSecret));
  app.get("/covers/:name", serveCover);
  app.get("/pdfjs/cmaps/:name", servePdfCmap);
  // Course videos (HLS) and posters, checked against the lesson's access.
  app.get("/media/lessons/:id/*", (c) => serveLessonMedia(c, files));

  const clientDir = path.resolve(config.BUILD_DIR, "client");
  // Hashed file names never change content: cache them for a year.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  if (!dev) {
    app.use("/assets/*", serveStatic({ root: clientDir, precompressed: true }));
    app.use("/favicon.svg", serveStatic({ root: clientDir }));
  }

  if (deps.ssr) {
    const ssr = deps.ssr;
    app.use("*", compressWhenAccepted());
    app.use(
      "*",
      pageCache(deps.pages, pageCacheSpace(config.PUBLIC_ORIGIN, config.PUBLIC_HOSTS), (scripts) =>
        contentSecurityPolicy(policyOptions, scripts),
      ),
    );
    app.all("*", (c) =>
      ssr(c.req.raw, {
        ctx: c.get("ctx"),
        nonce: c.get("cspNonce"),
        origin: originOf(c.req.url),
        openApi,
        refused: c.get("refused"),
        payProviders,
        wechatLogin,
      }),
    );
  }
  return app;
}

/**
 * A body with a Content-Length is judged by that header, as Hono's bodyLimit does, but without
 * touching the request's body stream first: on Node that would build a full web Request for every
 * call and lose the adapter's fast body read (a cached list call answered 1.5–2.5× as many
 * requests per second without it, measured back to back). Bodies without
 * a length (chunked) go through `counting`, which counts the bytes as they arrive.
 */
function declaredSizeFirst(maxSize: number, counting: MiddlewareHandler<AppEnv>, tooLarge: () => never): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number.parseInt(length, 10) > maxSize ? tooLarge() : next();
    }
    return counting(c, next);
  };
}
