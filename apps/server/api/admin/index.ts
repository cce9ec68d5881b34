import { OpenAPIHono } from "@hono/zod-openapi";
import { forbidden, unauthenticated } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { adminUserRoutes } from "../accounts/admin-users";
import { adminAiRoutes } from "../ai/admin-ai";
import { adminAnalyticsRoutes } from "../analytics/admin-analytics";
import { adminChatRoutes } from "../chat/admin-chat";
import { adminOrderRoutes } from "../commerce/admin-orders";
import { adminColumnRoutes } from "../content/admin-columns";
import { adminFolderRoutes } from "../content/admin-folders";
import { adminOtherContentRoutes } from "../content/admin-kinds";
import { adminNewsRoutes } from "../content/admin-news";
import { adminDocumentRoutes } from "../downloads/admin-documents";
import { adminLearningRoutes } from "../learning/admin-learning";
import { adminCrawlRoutes } from "../tender/admin-crawl";
import { adminTenderOrgRoutes } from "../tender/admin-tender-orgs";
import { adminTenderRoutes } from "../tender/admin-tenders";
import { adminFileRoutes } from "./files";
import { adminSettingsRoutes } from "./settings";
import { adminStaffRoutes } from "./staff-accounts";

/**
 * Every /api/admin call. The gate below answers 401/403 before the body is even validated, so an
 * outsider learns nothing about the admin API's inputs; each service then checks its own permission.
 */
export function adminRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/admin/*", async (c, next) => {
    const actor = c.get("ctx").actor;
    if (actor.kind !== "user") throw unauthenticated();
    if (actor.roles.length === 0) throw forbidden();
    // Staff answers are per person and change often: never cached by browsers or proxies.
    c.header("Cache-Control", "no-store");
    await next();
  });
  app.route("/", adminNewsRoutes());
  app.route("/", adminColumnRoutes());
  app.route("/", adminFolderRoutes());
  app.route("/", adminSettingsRoutes());
  app.route("/", adminStaffRoutes());
  app.route("/", adminUserRoutes());
  app.route("/", adminOtherContentRoutes());
  app.route("/", adminFileRoutes());
  app.route("/", adminCrawlRoutes());
  app.route("/", adminTenderRoutes());
  app.route("/", adminTenderOrgRoutes());
  app.route("/", adminOrderRoutes());
  app.route("/", adminDocumentRoutes());
  app.route("/", adminLearningRoutes());
  app.route("/", adminAnalyticsRoutes());
  app.route("/", adminChatRoutes());
  app.route("/", adminAiRoutes());
  return app;
}
