import { OpenAPIHono } from "@hono/zod-openapi";
import { ERRORS } from "@portal/contract";
import type { VisitTracker } from "@portal/core";
import type { Config } from "../config";
import type { AppEnv } from "../env";
import type { Metrics } from "../metrics";
import { validationHook } from "../middleware/errors";
import type { LimiterFactory } from "../middleware/rate-limit";
import { authRoutes } from "./accounts/auth";
import { findPwdRoutes } from "./accounts/find-pwd";
import { inviteRoutes } from "./accounts/invite";
import { oauthRoutes } from "./accounts/oauth";
import { orgRoutes } from "./accounts/org";
import { registerRoutes } from "./accounts/register";
import { secondFactorRoutes } from "./accounts/second-factor";
import { userCenterRoutes } from "./accounts/user-center";
import { adminRoutes } from "./admin";
import { adminOutboxRoutes } from "./admin/outbox";
import { aiRoutes } from "./ai/ai";
import { traceRoutes } from "./analytics/trace";
import { chatRoutes } from "./chat/chat";
import { orderRoutes } from "./commerce/orders";
import { contentRoutes } from "./content/content";
import { favoriteRoutes } from "./content/favorites";
import { newsRoutes } from "./content/news";
import { readHistoryRoutes } from "./content/read-history";
import { studyRoutes } from "./content/study";
import { downloadRoutes } from "./downloads/downloads";
import { learningRoutes } from "./learning/learning";
import { pointRoutes } from "./points/points";
import { portalRoutes } from "./site/portal";
import { siteRoutes } from "./site/site";
import { adminDeliveryRoutes } from "./subscriptions/admin-deliveries";
import { subscriptionRoutes } from "./subscriptions/subscriptions";
import { tenderRoutes } from "./tender/tender";

/** Every /api route. Each domain file adds its routes; the OpenAPI description is built from them. */
export function createApi(
  limit: LimiterFactory,
  config: Config,
  opts: { linkSecret: () => string; tracker: VisitTracker; metrics: Metrics },
) {
  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  api.route("/", siteRoutes());
  api.route("/", contentRoutes());
  api.route("/", newsRoutes(config));
  api.route("/", studyRoutes());
  api.route("/", tenderRoutes(limit, config));
  api.route("/", pointRoutes(limit));
  api.route("/", subscriptionRoutes(config));
  api.route("/", orderRoutes(limit, config));
  api.route("/", downloadRoutes(opts.linkSecret));
  api.route("/", learningRoutes());
  api.route("/", portalRoutes());
  api.route("/", chatRoutes(limit));
  api.route("/", aiRoutes(limit));
  api.route(
    "/",
    traceRoutes(limit, opts.tracker, (url) => new URL(config.PUBLIC_ORIGIN ?? url).hostname, {
      allowance: { perAddress: config.TRACE_DAILY_PER_ADDRESS, perVisitor: config.TRACE_DAILY_PER_VISITOR },
      dropped: (kind, cap) => opts.metrics.beaconsDropped.inc({ kind, cap }),
    }),
  );
  api.route("/", authRoutes(limit, config));
  api.route("/", registerRoutes());
  api.route("/", findPwdRoutes());
  api.route("/", oauthRoutes(config));
  api.route("/", userCenterRoutes());
  api.route("/", secondFactorRoutes());
  api.route("/", orgRoutes(limit));
  api.route("/", favoriteRoutes());
  api.route("/", inviteRoutes(config));
  api.route("/", readHistoryRoutes(limit));
  api.route("/", adminOutboxRoutes());
  api.route("/", adminDeliveryRoutes());
  api.route("/", adminRoutes());
  api.doc("/openapi.json", {
    openapi: "3.0.3",
    info: {
      title: "工程项目管理门户开放接口",
      version: "1.0.0",
      description: [
        "所有接口以 /api 为前缀，请求与响应均为 JSON。",
        '成功响应：{ "code": "30000", "msg": "成功", "data": … }；分页列表另有 current、pages、size、total。',
        "失败时返回真实的 HTTP 状态码与相同结构的响应体，业务错误码如下：",
        ...Object.values(ERRORS).map((e) => `- ${e.code}（HTTP ${e.status}）：${e.msg}`),
        "浏览器发起的写操作须带请求头 X-Requested-With: XMLHttpRequest，且来源与本站一致。",
      ].join("\n"),
    },
    servers: [{ url: "/api" }],
  });
  return api;
}
