import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * SPEC §2 route table. Aliases reuse a module under their own id. Each module's `handle` sets the
 * top-bar variant; impower routes hide top bar, footer and chat.
 */
const alias = (path: string, file: string, id: string) => route(path, file, { id });

export default [
  layout("layouts/home.tsx", [
    index("routes/site/home.tsx"),
    alias("index1", "routes/site/home.tsx", "index1"),
    alias("front/login", "routes/site/home.tsx", "home-front-login"),
    alias("front/home", "routes/site/home.tsx", "home-front-home"),
  ]),

  layout("layouts/none.tsx", [
    route("login", "routes/accounts/login.tsx"),
    // SPEC §2 lists /register as an alias of home; it is the registration page (accounts issue #3).
    route("register", "routes/accounts/register.tsx"),
    route("doubleAuth", "routes/accounts/double-auth.tsx"),
    route("security/totp", "routes/accounts/security-totp.tsx"),
    route("authorize", "routes/accounts/authorize.tsx"),
    route("loginPreview", "routes/accounts/login-preview.tsx"),
    route("resetPassword", "routes/accounts/reset-password.tsx"),
    route("invite", "routes/accounts/invite.tsx"),
    alias("invite/register", "routes/accounts/invite.tsx", "invite-register"),
    route("weChat", "routes/accounts/wechat.tsx"),
    route("domainError", "routes/site/domain-error.tsx"),
    route("Oauth/:type", "routes/accounts/oauth.tsx"),
  ]),

  // Staff console (issue 4): own layout, no public top bar, footer or chat; before the catch-all.
  layout("layouts/admin.tsx", [
    route("admin", "routes/admin/site/index.tsx", { id: "admin" }),
    route("admin/news", "routes/admin/content/news.tsx", { id: "adminNews" }),
    route("admin/news/new", "routes/admin/content/news-edit.tsx", { id: "adminNewsNew" }),
    route("admin/news/:id", "routes/admin/content/news-edit.tsx", { id: "adminNewsEdit" }),
    route("admin/columns", "routes/admin/content/columns.tsx", { id: "adminColumns" }),
    route("admin/folders/:set", "routes/admin/content/folders.tsx", { id: "adminFolders" }),
    route("admin/content/:kind", "routes/admin/content/content-list.tsx", { id: "adminContentList" }),
    route("admin/content/:kind/new", "routes/admin/content/content-edit.tsx", { id: "adminContentNew" }),
    route("admin/content/:kind/:id", "routes/admin/content/content-edit.tsx", { id: "adminContentEdit" }),
    route("admin/tags", "routes/admin/content/tags.tsx", { id: "adminTags" }),
    route("admin/agreements", "routes/admin/content/agreements.tsx", { id: "adminAgreements" }),
    route("admin/settings", "routes/admin/site/settings.tsx", { id: "adminSettings" }),
    route("admin/page-info", "routes/admin/site/page-info.tsx", { id: "adminPageInfo" }),
    route("admin/staff", "routes/admin/site/staff.tsx", { id: "adminStaff" }),
    route("admin/users", "routes/admin/accounts/users.tsx", { id: "adminUsers" }),
    route("admin/audit", "routes/admin/site/audit.tsx", { id: "adminAudit" }),
    route("admin/outbox", "routes/admin/site/outbox.tsx", { id: "adminOutbox" }),
    route("admin/deliveries", "routes/admin/subscriptions/deliveries.tsx", { id: "adminDeliveries" }),
    route("admin/orders", "routes/admin/commerce/orders.tsx", { id: "adminOrders" }),
    route("admin/downloads", "routes/admin/learning/downloads.tsx", { id: "adminDownloads" }),
    route("admin/courses", "routes/admin/learning/courses.tsx", { id: "adminCourses" }),
    route("admin/analytics", "routes/admin/analytics/analytics.tsx", { id: "adminAnalytics" }),
    route("admin/chat", "routes/admin/chat/chat.tsx", { id: "adminChat" }),
    route("admin/ai-tools", "routes/admin/ai/ai-tools.tsx", { id: "adminAiTools" }),
    route("admin/tender-sources", "routes/admin/tender/tender-sources.tsx", { id: "adminTenderSources" }),
    route("admin/tenders", "routes/admin/tender/tenders.tsx", { id: "adminTenders" }),
    route("admin/tenders/new", "routes/admin/tender/tender-entry.tsx", { id: "adminTenderEntry" }),
    route("admin/tender-orgs", "routes/admin/tender/tender-orgs.tsx", { id: "adminTenderOrgs" }),
  ]),

  layout("layouts/default.tsx", [
    route("contract", "routes/commerce/membership.tsx"),
    route("aiToolDetail", "routes/ai/ai-tool-detail.tsx", { id: "aiToolDetail" }),
    route("aiWriteList", "routes/ai/ai-writings.tsx", { id: "aiWriteList" }),
    route("aiToolList", "routes/ai/ai-tools.tsx", { id: "aiToolList" }),

    route("product", "routes/commerce/product.tsx"),
    route("product/log/:page?", "routes/commerce/product-log.tsx"),
    route("product/:id", "routes/commerce/product-detail.tsx", { id: "productDetail" }),

    route("standard/:id?/:page?", "routes/content/standard.tsx"),
    route("standard/detail/:id", "routes/content/study-detail.tsx", { id: "standardDetail" }),
    alias("front/normContent/:id", "routes/content/study-detail.tsx", "normContent"),
    route("policy/:id?/:page?", "routes/content/policy.tsx"),
    alias("policy/detail/:id", "routes/content/study-detail.tsx", "policyDetail"),
    alias("front/policyContent/:id", "routes/content/study-detail.tsx", "policyContent"),
    route("paper/:id?/:page?", "routes/content/paper.tsx"),
    alias("paper/detail/:id", "routes/content/study-detail.tsx", "paperDetail"),
    alias("front/paperContent/:id", "routes/content/study-detail.tsx", "paperContent"),

    route("information", "routes/site/information.tsx"),
    route("information/list/:id?/:page?", "routes/learning/information-list.tsx"),
    route("information/tender", "routes/tender/information-tender.tsx"),

    route("detail/:id", "routes/content/news-detail.tsx", { id: "listDetail" }),
    alias("tenderDetails/:id", "routes/tender/tender-detail.tsx", "tenderDetails"),
    route("tender/:catNo?/:id?/:page?/:bidStageId?", "routes/tender/tender.tsx"),
    alias("tender/detail/:id/:type/:stageType", "routes/tender/tender-detail.tsx", "tenderDetail"),
    route("tender/org/:id", "routes/tender/tender-org.tsx"),
    route("tender/stats", "routes/tender/tender-stats.tsx"),
    route("tender/sources", "routes/tender/tender-sources.tsx"),
    route("tender/renewals", "routes/tender/tender-renewals.tsx"),

    route("personalCenter", "routes/accounts/personal-center.tsx"),
    route("search", "routes/content/search.tsx"),
    route("video", "routes/learning/video.tsx"),
    route("video/:id", "routes/learning/video-detail.tsx"),
    route("solution/:id?/:page?", "routes/content/solution.tsx"),
    route("solution/detail/:id", "routes/content/solution-detail.tsx", { id: "solutionDetail" }),

    route("news", "routes/content/news.tsx"),
    route("news/list/:id/:page?", "routes/content/news-list.tsx"),
    route("news/tag/:id/:page?", "routes/content/news-tag.tsx", { id: "newsTag" }),
    route("news/tags/:page?", "routes/content/news-tags.tsx"),
    route("news/:id", "routes/content/news-detail.tsx", { id: "newsDetail" }),

    route("help/index", "routes/content/help-index.tsx"),
    route("help/search/:keywords", "routes/content/help-search.tsx"),
    route("help/detail/:resId", "routes/content/help-detail.tsx", { id: "helpDetail" }),
    alias("help/num/:resNumber", "routes/content/help-detail.tsx", "helpNum"),
    alias("help/share/:shareId", "routes/content/help-detail.tsx", "helpShare"),
    route("help/:id?/:page?", "routes/content/help.tsx"),

    route("open", "routes/site/open.tsx"),
    route("open/api/:id", "routes/site/open-api.tsx", { id: "openApi" }),
    route("open/ui", "routes/site/open-ui.tsx"),
    route("service", "routes/content/agreement.tsx", { id: "service" }),
    alias("agreement/service", "routes/content/agreement.tsx", "agreement-service"),
    alias("pravicy", "routes/content/agreement.tsx", "pravicy"),
    alias("agreement/pravicy", "routes/content/agreement.tsx", "agreement-pravicy"),
    route("recruit", "routes/content/recruit.tsx"),

    route("aipaper/create", "routes/ai/aipaper.tsx", { id: "AiPaperCreate" }),
    route("aipaper/index", "routes/ai/aipaper-index.tsx", { id: "AiPaperIndex" }),
    route("aipaper/detail/:id", "routes/ai/aipaper-detail.tsx", { id: "AiPaperDetail" }),
    route("aipaper/edit/:id", "routes/ai/aipaper-edit.tsx", { id: "AiPaperEdit" }),

    route("backService", "routes/org/back-service.tsx"),
    route("500", "routes/site/error-500.tsx"),
    route("router", "routes/site/not-found.tsx", { id: "router" }),
    alias("404", "routes/site/not-found.tsx", "404"),
    // Unknown paths render the not-found page in place with HTTP 404 (ADR 0003).
    alias("*", "routes/site/not-found.tsx", "catch-all"),
  ]),
] satisfies RouteConfig;
