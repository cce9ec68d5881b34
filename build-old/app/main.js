import {
  createAi,
  createNotifier,
  openQueue,
  startJobs
} from "./chunk-BSG77GCT.js";
import {
  createLogger,
  loadConfig,
  openConfiguredDatabase,
  openStorage
} from "./chunk-KEC4F3PL.js";
import {
  ADMIN_KINDS,
  AppError,
  CHAT_CHANNEL,
  CHAT_PERMISSION,
  CRAWL_PERM,
  EXPORT_MAX_ROWS,
  FILE_TYPES,
  FOLDER_SETS,
  LEARNING_PERM,
  MAX_DOCUMENT_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  ORDER_PERM,
  PERM,
  PLANS,
  QUOTA_KINDS,
  SOURCE_KINDS,
  TENDER_LIST_NS,
  TENDER_PERM,
  acceptAlipayNotice,
  acceptChat,
  acceptWechatNotice,
  adminAgreementGet,
  adminAgreementSave,
  adminAuditListPaged,
  adminColumnCreate,
  adminColumnList,
  adminColumnRemove,
  adminColumnReorder,
  adminColumnUpdate,
  adminFolderCreate,
  adminFolderList,
  adminFolderRemove,
  adminFolderReorder,
  adminFolderUpdate,
  adminFooterLinksSave,
  adminKindGet,
  adminKindList,
  adminKindWrite,
  adminNewsCreate,
  adminNewsGet,
  adminNewsListPaged,
  adminNewsPublish,
  adminNewsRemove,
  adminNewsUnpublish,
  adminNewsUpdate,
  adminPageInfoListPaged,
  adminPageInfoUpdate,
  adminPointRulesGet,
  adminPointRulesUpdate,
  adminSettingsGet,
  adminSettingsUpdate,
  adminStaffCreate,
  adminStaffDisable,
  adminStaffListPaged,
  adminStaffUpdateRoles,
  adminTagCreate,
  adminTagListPaged,
  adminTagRemove,
  adminTagRename,
  adminTools,
  adoptAnonymousChats,
  agentConversationKey,
  aiStatus,
  aiUsageSummary,
  analyticsOverview,
  answerQrLogin,
  bilibiliDispense,
  bindByPhone,
  browserVisitor,
  calendarFeed,
  calendarPath,
  calendarToken,
  cancelFavoriteArticle,
  cancelFavoriteDoc,
  cancelFavoriteTender,
  cancelMyFavorite,
  cancelMyOrder,
  cancelOrderByStaff,
  cancelPraiseArticle,
  cancelPraiseTender,
  changeContact,
  changePassword,
  chatConsole,
  chatConversationDetail,
  chatVisitorKey,
  checkDocLogin,
  checkDownload,
  closeChat,
  confirmOfflinePayment,
  contactOffer,
  correctTender,
  countMatching,
  countSubscriptions,
  courseCategories,
  courseDetail,
  courseOffer,
  coursesByCategory,
  coverSvg,
  createCrawlSource,
  createExchangeCode,
  createGuest,
  createOrder,
  createOrganization,
  createPaper,
  createQrLogin,
  createSubscription,
  createTool,
  deleteCat,
  deleteCourse,
  deleteCrawlSource,
  deleteDocument,
  deleteLesson,
  deletePaper,
  deleteWriting,
  deliveriesPaged,
  dirDoc,
  dirNews,
  docListPaged,
  docUserOperation,
  doubleAuthInfo,
  downloadDirTree,
  downloadLink,
  downloadOffer,
  downloadsPaged,
  earningProgress,
  enabledProviders,
  enterTenderManually,
  exportMyData,
  exportPaperDocx,
  exportTenders,
  favoriteArticle,
  favoriteCourse,
  favoriteCourses,
  favoriteDoc,
  favoriteTender,
  favoriteTendersPaged,
  findReferences,
  followOrg,
  followedOrgsPaged,
  followedTendersPaged,
  forbidden,
  generateInviteLink,
  getAnnouncement,
  getArticle,
  getCatTree,
  getChatSetting,
  getComBucket,
  getCrawlSource,
  getCurrentUser,
  getMyOrder,
  getOrg,
  getPageInfo,
  getPointRules,
  getProfile,
  getSiteSettings,
  getSubscription,
  getTenderForStaff,
  hasPermission,
  hashVisitorToken,
  hotsAndBanner,
  invalid,
  inviteInfo,
  inviteOrgMember,
  isChatImageName,
  isEmptySite,
  jobCities,
  jobListPaged,
  leaveChatContact,
  leaveOrganization,
  lessonMediaKey,
  listCatsForStaff,
  listColumnTree,
  listCoursesForStaff,
  listCrawlRuns,
  listCrawlSources,
  listDeliveriesForStaff,
  listLessonsForStaff,
  listLlmFills,
  listMySessions,
  listOrdersForStaff,
  listOrgs,
  listOrgsForStaff,
  listOutbox,
  listSubscriptions,
  listTags,
  listTendersForStaff,
  listTools,
  liveConversationId,
  loginByCode,
  loginByPassword,
  loginByPasswordAndCode,
  loginHistory,
  logout,
  markAgentRead,
  markMessagesRead,
  markVisitorRead,
  marksFor,
  memoryCache,
  memoryEventBus,
  memoryThrottleStore,
  mergeTenderOrgs,
  messagesPaged,
  myCompanies,
  myFavorites,
  myIdentities,
  myInvitees,
  myOrdersPaged,
  myOrganizations,
  myPaper,
  myPapers,
  myWriting,
  myWritings,
  newCourses,
  newImageCode,
  newVisitorToken,
  notFound,
  oauthCallback,
  oauthStart,
  openChat,
  openQuota,
  orgCodeLogin,
  orgName,
  orgPasswordLogin,
  orgSendCode,
  organizationDetail,
  parseCoverName,
  parsePageLeave,
  parseRange,
  passwordStrength,
  pathStats,
  payInstructions,
  planState,
  playLesson,
  pointBalance,
  pointEntriesPaged,
  pollQrLogin,
  polymerization,
  praiseArticle,
  praiseTender,
  previewLink,
  quotaResidue,
  rateLimited,
  readArticle,
  readHistoryPaged,
  reauthenticate,
  recommendedCourses,
  recordRead,
  recordReadHistory,
  recoveryCheck,
  recoveryListAccounts,
  recoverySend,
  recoveryUpdatePassword,
  redeemExchangeCode,
  redisCache,
  redisEventBus,
  redisThrottleStore,
  regenerateSection,
  register,
  removeMessages,
  removeOrgMember,
  removeSubscription,
  renameOrganization,
  replyLeftMessage,
  requestDeletion,
  requireUser,
  resendDoubleAuth,
  resetFeedToken,
  resolveSession,
  restoreTender,
  retryDelivery,
  retryLlmFill,
  retryTranscode,
  revokeMySession,
  rolesOf,
  runCrawlSourceNow,
  runTool,
  saveCat,
  saveCourse,
  saveLesson,
  saveProgress,
  saveSection,
  scanQrLogin,
  searchContent,
  searchTenders,
  sendAgentMessage,
  sendBindCode,
  sendChangeCode,
  sendLoginCode,
  sendPasswordLoginCode,
  sendRegisterCode,
  sendUpgradeCode,
  sendVisitorMessage,
  setAgentPresence,
  setOrgMemberRole,
  signDay,
  signDaysOfMonth,
  signStreak,
  siteCounts,
  sitemapIndex,
  sitemapPart,
  spendQuota,
  staffDownloadsPaged,
  starCourse,
  storeChatImage,
  storeUpload,
  storedFileType,
  subscriptionAllowance,
  subscriptionFeed,
  subscriptionTendersPaged,
  switchCompany,
  tagArticles,
  tenderRegionCounts,
  tenderStats,
  tenderUserOperation,
  tokensToday,
  toolDetail,
  topDownloads,
  topRead,
  touchAgentPresence,
  transferChat,
  unauthenticated,
  uncorrectTender,
  unfollowOrg,
  unlockContacts,
  unreadCount,
  unstarCourse,
  updateCrawlSource,
  updateDocument,
  updateOutline,
  updateProfile,
  updateSubscription,
  updateTool,
  upgradeFill,
  upgradeRegister,
  uploadAvatar,
  uploadDocument,
  uploadLessonVideo,
  userInfo,
  userOperation,
  userOperationState,
  verifyDoubleAuth,
  visitTracker,
  visitorKey,
  watchHistory,
  wechatUrls,
  withdrawTender,
  witnessImageCodes,
  writePaper
} from "./chunk-HQW4VBLW.js";
import {
  ENGINEERING_STAGES,
  ERRORS,
  INFO_TYPES,
  PAGE_NAME_PREFIX,
  PARTY_TYPES,
  PROJECT_TYPES,
  QR_LOGIN_STATES,
  SUCCESS_CODE,
  TENDER_CATEGORIES,
  TENDER_FIELDS,
  TENDER_STATES,
  TIME_FILTERS,
  ok,
  paged
} from "./chunk-BX5O2OPC.js";
import "./chunk-7ZUXAX3K.js";
import "./chunk-LYT7P2QS.js";
import "./chunk-PZ5AY32C.js";

// apps/server/main.ts
import { fork } from "node:child_process";
import { randomBytes as randomBytes5 } from "node:crypto";
import { appendFileSync } from "node:fs";
import { createServer } from "node:http";
import nodeModule from "node:module";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";

// apps/server/app.ts
import path5 from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono as Hono2 } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";

// apps/server/api/index.ts
import { OpenAPIHono as OpenAPIHono42 } from "@hono/zod-openapi";

// apps/server/middleware/errors.ts
import { HTTPException } from "hono/http-exception";
function envelope(c, status3, code, msg) {
  return c.json({ code, msg, data: null }, status3);
}
function errorHandler(metrics) {
  return (err3, c) => {
    if (err3 instanceof AppError) {
      const def = ERRORS[err3.kind];
      if (err3.retryAfter) c.header("Retry-After", String(err3.retryAfter));
      return envelope(c, def.status, def.code, err3.userMessage);
    }
    if (err3 instanceof HTTPException) {
      if (err3.status === 413) return envelope(c, 413, ERRORS.PayloadTooLarge.code, ERRORS.PayloadTooLarge.msg);
      if (err3.status < 500) return envelope(c, err3.status, ERRORS.Invalid.code, "\u8BF7\u6C42\u683C\u5F0F\u4E0D\u6B63\u786E");
    }
    metrics.appErrors.inc();
    const log = c.get("log");
    log?.error({ err: err3, path: c.req.path }, "unexpected error");
    return envelope(c, 500, ERRORS.Internal.code, `${ERRORS.Internal.msg}\uFF08\u8BF7\u6C42\u7F16\u53F7 ${c.get("requestId") ?? "-"}\uFF09`);
  };
}
function validationHook(result, c) {
  if (result.success || !result.error) return;
  const issue = result.error.issues[0];
  const field2 = issue?.path.join(".") || "\u8BF7\u6C42\u4F53";
  return envelope(c, 400, ERRORS.Invalid.code, `\u53C2\u6570 ${field2} \u4E0D\u6B63\u786E\uFF1A${translateIssue(issue)}`);
}
function translateIssue(issue) {
  if (!issue) return "\u683C\u5F0F\u9519\u8BEF";
  switch (issue.code) {
    case "invalid_type":
      return "input" in issue && issue.input === void 0 || /received undefined/.test(issue.message) ? "\u4E0D\u80FD\u4E3A\u7A7A" : "\u7C7B\u578B\u9519\u8BEF";
    case "too_big":
      return `\u8D85\u51FA\u4E0A\u9650 ${String(issue.maximum)}`;
    case "too_small":
      return `\u4F4E\u4E8E\u4E0B\u9650 ${String(issue.minimum)}`;
    case "invalid_value":
      return "\u53D6\u503C\u4E0D\u5728\u5141\u8BB8\u8303\u56F4\u5185";
    case "invalid_format":
      return "\u683C\u5F0F\u9519\u8BEF";
    default:
      return "\u683C\u5F0F\u9519\u8BEF";
  }
}

// apps/server/api/admin/index.ts
import { OpenAPIHono as OpenAPIHono17 } from "@hono/zod-openapi";

// apps/server/api/admin/ai.ts
import { createRoute as createRoute2, OpenAPIHono, z as z4 } from "@hono/zod-openapi";

// apps/server/api/admin/common.ts
import { z as z3 } from "@hono/zod-openapi";

// packages/contract/src/schema.ts
import { z } from "@hono/zod-openapi";
function envelopeSchema(data) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}
function pagedSchema(row7) {
  return z.object({
    code: z.literal(SUCCESS_CODE),
    msg: z.string(),
    data: z.object({ records: z.array(row7) }),
    current: z.number().int(),
    pages: z.number().int(),
    size: z.number().int(),
    total: z.number().int()
  });
}
var errorSchema = z.object({
  code: z.string().openapi({ example: "40001" }),
  msg: z.string().openapi({ example: "\u53C2\u6570\u4E0D\u6B63\u786E" }),
  data: z.null()
}).openapi("Error");
var pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(1e4).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20)
});

// apps/server/api/openapi.ts
import { createRoute, z as z2 } from "@hono/zod-openapi";
function jsonBody(schema, required = true) {
  return { body: { required, content: { "application/json": { schema } } } };
}
function postRoutes(tag2) {
  return (path7, summary2, body2, res, description) => createRoute({ method: "post", path: path7, summary: summary2, description, tags: [tag2], request: jsonBody(body2), responses: res });
}
var errorBody = z2.object({ code: z2.string(), msg: z2.string(), data: z2.null() }).openapi("Error");
function moreErrors(opts) {
  const err3 = (description) => ({ description, content: { "application/json": { schema: errorBody } } });
  return {
    ...opts.unauthenticated ? { 401: err3(`\u672A\u767B\u5F55\u6216\u767B\u5F55\u5DF2\u8FC7\u671F\uFF08${ERRORS.Unauthenticated.code}\uFF09`) } : {},
    ...opts.forbidden ? { 403: err3(`${opts.forbidden}\uFF08${ERRORS.Forbidden.code}\uFF09\uFF1B\u8DE8\u7AD9\u8BF7\u6C42\u88AB\u62D2\u7EDD\uFF08${ERRORS.CrossSite.code}\uFF09`) } : {},
    ...opts.notFound ? { 404: err3(`${opts.notFound}\u4E0D\u5B58\u5728\uFF08${ERRORS.NotFound.code}\uFF09`) } : {},
    ...opts.conflict ? { 409: err3(`${opts.conflict}\uFF08${ERRORS.Conflict.code}\uFF09`) } : {}
  };
}
function responses(data, description) {
  const err3 = (description2) => ({ description: description2, content: { "application/json": { schema: errorBody } } });
  return {
    200: { description, content: { "application/json": { schema: envelopeSchema(data) } } },
    400: err3(`\u53C2\u6570\u9519\u8BEF\uFF08${ERRORS.Invalid.code}\uFF09`),
    403: err3(`\u8DE8\u7AD9\u8BF7\u6C42\u88AB\u62D2\u7EDD\uFF08${ERRORS.CrossSite.code}\uFF09`),
    429: err3(`\u8BF7\u6C42\u8FC7\u4E8E\u9891\u7E41\uFF08${ERRORS.RateLimited.code}\uFF09\uFF0C\u89C1 Retry-After`),
    500: err3(`\u670D\u52A1\u5668\u5185\u90E8\u9519\u8BEF\uFF08${ERRORS.Internal.code}\uFF09`)
  };
}
function pagedResponses(row7, description) {
  const base = responses(row7, description);
  return { ...base, 200: { description, content: { "application/json": { schema: pagedSchema(row7) } } } };
}

// apps/server/api/admin/common.ts
var ADMIN_TAG = "\u7BA1\u7406\u540E\u53F0";
var errorBody2 = z3.object({ code: z3.string(), msg: z3.string(), data: z3.null() });
var err = (description) => ({ description, content: { "application/json": { schema: errorBody2 } } });
var adminErrors = (permission) => ({
  401: err(`\u672A\u767B\u5F55\u6216\u767B\u5F55\u5DF2\u8FC7\u671F\uFF08${ERRORS.Unauthenticated.code}\uFF09`),
  403: err(`\u6CA1\u6709\u6743\u9650\uFF08${ERRORS.Forbidden.code}\uFF0C\u9700\u8981 ${permission}\uFF09\uFF0C\u6216\u8DE8\u7AD9\u8BF7\u6C42\u88AB\u62D2\u7EDD\uFF08${ERRORS.CrossSite.code}\uFF09`),
  404: err(`\u8BB0\u5F55\u4E0D\u5B58\u5728\uFF08${ERRORS.NotFound.code}\uFF09`),
  409: err(`\u4E0E\u73B0\u6709\u6570\u636E\u51B2\u7A81\uFF08${ERRORS.Conflict.code}\uFF09`)
});
function adminRouteConfig(opts) {
  return {
    method: "post",
    path: `/admin/${opts.area}/${opts.verb}`,
    tags: [ADMIN_TAG],
    summary: opts.summary,
    description: `${opts.description ?? opts.summary}\u3002\u9700\u8981\u5DE5\u4F5C\u4EBA\u5458\u767B\u5F55\uFF0C\u6743\u9650\uFF1A${opts.permission}\u3002`,
    request: jsonBody(opts.body),
    responses: { ...responses(opts.data, opts.summary), ...adminErrors(opts.permission) }
  };
}
function adminPagedRouteConfig(opts) {
  return {
    method: "post",
    path: `/admin/${opts.area}/listPaged`,
    tags: [ADMIN_TAG],
    summary: opts.summary,
    description: `${opts.description ?? opts.summary}\u3002\u9700\u8981\u5DE5\u4F5C\u4EBA\u5458\u767B\u5F55\uFF0C\u6743\u9650\uFF1A${opts.permission}\u3002`,
    request: jsonBody(opts.body, false),
    responses: { ...pagedResponses(opts.row, opts.summary), ...adminErrors(opts.permission) }
  };
}
var intId = z3.number().int().min(1).max(2147483647).openapi({ description: "\u7F16\u53F7", example: 1 });
var idBody = z3.object({ id: intId });
var idResult = z3.object({ id: intId });
var pageQuery = pageQuerySchema;
var timeInput = z3.string().max(40).regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, "\u65F6\u95F4\u683C\u5F0F\u5E94\u4E3A YYYY-MM-DD HH:mm").transform((s) => {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(s);
  const iso = s.replace(" ", "T") + (s.length === 10 ? "T00:00" : "") + (hasZone ? "" : "+08:00");
  return new Date(iso);
}).refine((d) => !Number.isNaN(d.getTime()), "\u65F6\u95F4\u4E0D\u5B58\u5728").openapi({ type: "string", description: "\u5317\u4EAC\u65F6\u95F4 YYYY-MM-DD HH:mm\uFF0C\u6216\u5E26\u65F6\u533A\u7684 ISO \u65F6\u95F4", example: "2026-03-15 10:00" });
var dayInput = z3.string().regex(/^\d{4}-\d{2}-\d{2}$/, "\u65E5\u671F\u683C\u5F0F\u5E94\u4E3A YYYY-MM-DD").openapi({ example: "2026-03-15" });

// apps/server/api/admin/ai.ts
var input = z4.object({
  key: z4.string().max(30),
  label: z4.string().trim().min(1, "\u8F93\u5165\u9879\u540D\u79F0\u4E0D\u80FD\u4E3A\u7A7A").max(30),
  type: z4.enum(["text", "textarea", "select"]),
  required: z4.boolean(),
  maxLength: z4.number().int().min(1).max(5e3),
  placeholder: z4.string().max(200).optional(),
  options: z4.array(z4.string().trim().min(1).max(50)).max(30).optional()
});
var patch = z4.object({
  name: z4.string().trim().min(1, "\u8BF7\u586B\u5199\u5DE5\u5177\u540D\u79F0").max(30),
  category: z4.string().trim().min(1, "\u8BF7\u586B\u5199\u5206\u7C7B").max(20),
  summary: z4.string().trim().min(1, "\u8BF7\u586B\u5199\u7B80\u4ECB").max(200),
  inputs: z4.array(input).min(1, "\u81F3\u5C11\u9700\u8981\u4E00\u4E2A\u8F93\u5165\u9879").max(12, "\u8F93\u5165\u9879\u6700\u591A 12 \u4E2A"),
  systemPrompt: z4.string().trim().min(10, "\u7CFB\u7EDF\u63D0\u793A\u8BCD\u81F3\u5C11 10 \u4E2A\u5B57").max(4e3),
  userTemplate: z4.string().trim().min(4, "\u8BF7\u586B\u5199\u7528\u6237\u63D0\u793A\u6A21\u677F").max(4e3),
  maxTokens: z4.number().int().min(200).max(8e3),
  sort: z4.number().int().min(0).max(9999),
  enabled: z4.boolean()
});
var tool = patch.extend({ id: z4.string(), slug: z4.string(), updatedAt: z4.string() }).openapi("AdminAiTool");
var routes = {
  list: createRoute2(
    adminRouteConfig({
      area: "aiTool",
      verb: "list",
      summary: "AI \u5199\u4F5C\u5DE5\u5177\u53CA\u5176\u63D0\u793A\u8BCD",
      permission: PERM.ai,
      body: z4.object({}),
      data: z4.object({ tools: z4.array(tool), model: z4.string().nullable(), enabled: z4.boolean() })
    })
  ),
  save: createRoute2(
    adminRouteConfig({
      area: "aiTool",
      verb: "save",
      summary: "\u65B0\u5EFA\u6216\u4FEE\u6539 AI \u5199\u4F5C\u5DE5\u5177",
      description: "\u5E26 id \u4E3A\u4FEE\u6539\uFF0C\u5426\u5219\u6309 slug \u65B0\u5EFA\uFF1B\u7528\u6237\u63D0\u793A\u6A21\u677F\u4E2D\u7684 {{key}} \u987B\u6709\u5BF9\u5E94\u8F93\u5165\u9879",
      permission: PERM.ai,
      body: patch.extend({ id: z4.string().uuid().optional(), slug: z4.string().max(60).optional() }),
      data: tool
    })
  ),
  usage: createRoute2(
    adminRouteConfig({
      area: "aiTool",
      verb: "usage",
      summary: "\u8FD1 30 \u5929 AI \u8C03\u7528\u4E0E tokens \u7528\u91CF",
      permission: PERM.ai,
      body: z4.object({}),
      data: z4.array(
        z4.object({
          feature: z4.string(),
          outcome: z4.string(),
          calls: z4.number(),
          users: z4.number(),
          promptTokens: z4.number(),
          completionTokens: z4.number()
        })
      )
    })
  )
};
var out = (r) => ({ ...r, updatedAt: r.updatedAt.toISOString() });
function adminAiRoutes() {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.openapi(routes.list, async (c) => {
    const ctx = c.get("ctx");
    const tools = await adminTools(ctx);
    return c.json(ok({ tools: tools.map(out), ...aiStatus(ctx) }), 200);
  });
  app.openapi(routes.save, async (c) => {
    const { id: id8, slug, ...rest } = c.req.valid("json");
    const ctx = c.get("ctx");
    const row7 = id8 ? await updateTool(ctx, id8, rest) : await createTool(ctx, slug ?? "", rest);
    return c.json(ok(out(row7)), 200);
  });
  app.openapi(routes.usage, async (c) => c.json(ok(await aiUsageSummary(c.get("ctx"))), 200));
  return app;
}

// apps/server/api/admin/analytics.ts
import { createRoute as createRoute3, OpenAPIHono as OpenAPIHono2, z as z5 } from "@hono/zod-openapi";
var overview = createRoute3(
  adminRouteConfig({
    area: "analytics",
    verb: "overview",
    summary: "\u8BBF\u95EE\u7EDF\u8BA1",
    description: "\u8FD1 7\u300130 \u6216 90 \u5929\uFF08\u542B\u4ECA\u5929\uFF09\uFF1A\u6BCF\u65E5\u8BBF\u95EE\u91CF\u4E0E\u8BBF\u5BA2\u3001\u6CE8\u518C\u3001\u54A8\u8BE2\u8BBF\u5BA2\uFF1B\u6765\u6E90\u3001\u70ED\u95E8\u9875\u9762\u3001\u9605\u8BFB\u65F6\u957F\u6700\u591A\u7684\u6587\u7AE0\uFF1B\u5728\u7EBF\u5BA2\u670D\u7684\u5BF9\u8BDD\u91CF\u3001\u63A5\u901A\u7387\u4E0E\u9996\u6B21\u54CD\u5E94\u65F6\u95F4",
    permission: PERM.analytics,
    body: z5.object({ days: z5.union([z5.literal(7), z5.literal(30), z5.literal(90)]).optional() }),
    data: z5.object({ days: z5.number().int(), from: z5.string(), to: z5.string() }).passthrough().openapi("AnalyticsOverview")
  })
);
function adminAnalyticsRoutes() {
  const app = new OpenAPIHono2({ defaultHook: validationHook });
  app.openapi(overview, async (c) => c.json(ok(await analyticsOverview(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}

// apps/server/api/admin/chat.ts
import { createRoute as createRoute4, OpenAPIHono as OpenAPIHono3, z as z7 } from "@hono/zod-openapi";

// apps/server/api/chat-schemas.ts
import { z as z6 } from "@hono/zod-openapi";
var chatMessage = z6.object({
  id: z6.number().int(),
  conversationId: z6.string(),
  sender: z6.enum(["visitor", "agent", "system"]),
  agentName: z6.string().optional(),
  kind: z6.enum(["text", "image"]),
  body: z6.string().openapi({ description: "\u6587\u5B57\uFF0C\u6216\u56FE\u7247\u5730\u5740 /files/chat/\u2026" }),
  createdAt: z6.string()
}).openapi("ChatMessage");
var chatConversation = z6.object({
  id: z6.string(),
  status: z6.enum(["waiting", "open", "closed", "left", "answered"]).openapi({
    description: "waiting \u6392\u961F\u4E2D\uFF0Copen \u63A5\u5F85\u4E2D\uFF0Cclosed \u5DF2\u7ED3\u675F\uFF0Cleft \u79BB\u7EBF\u7559\u8A00\uFF0Canswered \u7559\u8A00\u5DF2\u56DE\u590D"
  }),
  agentId: z6.string().nullable(),
  agentName: z6.string().nullable(),
  visitorName: z6.string(),
  source: z6.string(),
  entryPage: z6.string(),
  contact: z6.string().nullable(),
  createdAt: z6.string(),
  lastMessageAt: z6.string(),
  firstReplyAt: z6.string().nullable(),
  visitorReadId: z6.number().int(),
  agentReadId: z6.number().int(),
  unread: z6.number().int(),
  lastMessage: z6.string()
}).openapi("ChatConversation");

// apps/server/api/admin/chat.ts
var id = z7.string().uuid("\u4F1A\u8BDD\u7F16\u53F7\u4E0D\u6B63\u786E");
var agent = z7.object({ id: z7.string(), name: z7.string(), status: z7.enum(["online", "away"]) });
var routes2 = {
  console: createRoute4(
    adminRouteConfig({
      area: "chat",
      verb: "console",
      summary: "\u5BA2\u670D\u5DE5\u4F5C\u53F0",
      description: "\u6392\u961F\u4E2D\u7684\u8BBF\u5BA2\u3001\u6211\u7684\u4F1A\u8BDD\u3001\u540C\u4E8B\u7684\u4F1A\u8BDD\u3001\u79BB\u7EBF\u7559\u8A00\u3001\u8FD1 7 \u5929\u7ED3\u675F\u7684\u4F1A\u8BDD\u3001\u5728\u7EBF\u5BA2\u670D\u4E0E\u5FEB\u6377\u56DE\u590D\uFF1B\u5B9E\u65F6\u53D8\u5316\u7ECF WebSocket /api/ws/agent \u63A8\u9001",
      permission: CHAT_PERMISSION,
      body: z7.object({}),
      data: z7.object({
        me: z7.string(),
        queue: z7.array(chatConversation),
        mine: z7.array(chatConversation),
        others: z7.array(chatConversation),
        left: z7.array(chatConversation),
        recent: z7.array(chatConversation),
        agents: z7.array(agent),
        canned: z7.array(z7.string())
      })
    })
  ),
  detail: createRoute4(
    adminRouteConfig({
      area: "chat",
      verb: "detail",
      summary: "\u4F1A\u8BDD\u8BE6\u60C5",
      description: "\u4F1A\u8BDD\u7684\u6D88\u606F\uFF0C\u4EE5\u53CA\u8BBF\u5BA2\u7684\u6765\u6E90\u3001\u8FDB\u5165\u9875\u9762\u3001\u6700\u8FD1\u6D4F\u89C8\u7684\u9875\u9762\u548C\u5386\u53F2\u4F1A\u8BDD\u6570",
      permission: CHAT_PERMISSION,
      body: z7.object({ id }),
      data: z7.object({
        conversation: chatConversation,
        messages: z7.array(chatMessage),
        visitor: z7.object({
          loggedIn: z7.boolean(),
          name: z7.string().nullable(),
          phone: z7.string().nullable(),
          source: z7.string(),
          entryPage: z7.string(),
          pages: z7.array(z7.object({ path: z7.string(), at: z7.string(), seconds: z7.number().int() })),
          earlierConversations: z7.number().int()
        })
      })
    })
  ),
  reply: createRoute4(
    adminRouteConfig({
      area: "chat",
      verb: "reply",
      summary: "\u56DE\u590D\u79BB\u7EBF\u7559\u8A00",
      description: "\u6309\u8BBF\u5BA2\u7559\u4E0B\u7684\u624B\u673A\u53F7\u53D1\u77ED\u4FE1\u6216\u6309\u90AE\u7BB1\u53D1\u90AE\u4EF6\uFF08\u7ECF\u53D1\u4EF6\u7BB1\u7684\u670D\u52A1\u5546\uFF09\uFF0C\u56DE\u590D\u8BB0\u5165\u4F1A\u8BDD\uFF0C\u7559\u8A00\u6807\u8BB0\u4E3A\u5DF2\u56DE\u590D",
      permission: CHAT_PERMISSION,
      body: z7.object({ id, text: z7.string().max(500, "\u56DE\u590D\u4E0D\u80FD\u8D85\u8FC7 500 \u4E2A\u5B57") }),
      data: chatConversation
    })
  )
};
function adminChatRoutes() {
  const app = new OpenAPIHono3({ defaultHook: validationHook });
  app.openapi(routes2.console, async (c) => c.json(ok(await chatConsole(c.get("ctx"))), 200));
  app.openapi(routes2.detail, async (c) => c.json(ok(await chatConversationDetail(c.get("ctx"), c.req.valid("json").id)), 200));
  app.openapi(routes2.reply, async (c) => {
    const { id: conversationId, text: text2 } = c.req.valid("json");
    return c.json(ok(await replyLeftMessage(c.get("ctx"), conversationId, text2)), 200);
  });
  return app;
}

// apps/server/api/admin/columns.ts
import { createRoute as createRoute5, OpenAPIHono as OpenAPIHono4, z as z8 } from "@hono/zod-openapi";
var column = z8.object({
  id: z8.number().int(),
  name: z8.string(),
  bizType: z8.string().openapi({ description: "NEWS \u8D44\u8BAF\u680F\u76EE\uFF0CTOPIC \u4E13\u9898\u680F\u76EE" }),
  parentId: z8.number().int().nullable(),
  sort: z8.number().int(),
  articles: z8.number().int().openapi({ description: "\u6587\u7AE0\u6570\uFF08\u542B\u8349\u7A3F\uFF09" })
}).openapi("AdminColumn");
var columnFields = {
  name: z8.string().min(1).max(20),
  bizType: z8.enum(["NEWS", "TOPIC"]),
  parentId: intId.nullish().openapi({ description: "\u4E0A\u7EA7\u680F\u76EE\uFF1B\u7A7A\u4E3A\u4E00\u7EA7\u680F\u76EE" }),
  sort: z8.number().int().min(0).max(1e5).optional().openapi({ description: "\u8D8A\u5C0F\u8D8A\u9760\u524D" })
};
var tag = z8.object({ id: z8.number().int(), name: z8.string(), createdAt: z8.string(), articles: z8.number().int() }).openapi("AdminTag");
var routes3 = {
  columnList: createRoute5(
    adminRouteConfig({
      area: "column",
      verb: "list",
      summary: "\u680F\u76EE\u5217\u8868\uFF08\u540E\u53F0\uFF09",
      description: "\u5168\u90E8\u680F\u76EE\uFF0C\u6309\u987A\u5E8F\u5E73\u94FA\uFF0CparentId \u8868\u793A\u4E0A\u7EA7",
      permission: PERM.contentRead,
      body: z8.object({ docType: z8.enum(["NEWS", "KNOW"]).optional() }),
      data: z8.array(column)
    })
  ),
  columnCreate: createRoute5(
    adminRouteConfig({
      area: "column",
      verb: "create",
      summary: "\u65B0\u5EFA\u680F\u76EE",
      permission: PERM.contentWrite,
      body: z8.object(columnFields),
      data: idResult
    })
  ),
  columnUpdate: createRoute5(
    adminRouteConfig({
      area: "column",
      verb: "update",
      summary: "\u4FEE\u6539\u680F\u76EE",
      permission: PERM.contentWrite,
      body: z8.object({ id: intId, ...columnFields, name: columnFields.name.optional(), bizType: columnFields.bizType.optional() }),
      data: idResult
    })
  ),
  columnRemove: createRoute5(
    adminRouteConfig({
      area: "column",
      verb: "remove",
      summary: "\u5220\u9664\u680F\u76EE",
      description: "\u680F\u76EE\u4E0B\u6709\u6587\u7AE0\u6216\u5B50\u680F\u76EE\u65F6\u4E0D\u80FD\u5220\u9664\uFF08409\uFF09",
      permission: PERM.contentWrite,
      body: idBody,
      data: idResult
    })
  ),
  columnReorder: createRoute5(
    adminRouteConfig({
      area: "column",
      verb: "reorder",
      summary: "\u8C03\u6574\u680F\u76EE\u987A\u5E8F",
      description: "\u6309 ids \u7684\u987A\u5E8F\u91CD\u6392\u540C\u4E00\u7EA7\u680F\u76EE",
      permission: PERM.contentWrite,
      body: z8.object({ ids: z8.array(intId).min(1).max(200) }),
      data: z8.object({ ids: z8.array(z8.number().int()) })
    })
  ),
  tagList: createRoute5(
    adminPagedRouteConfig({
      area: "tag",
      summary: "\u6807\u7B7E\u5217\u8868\uFF08\u540E\u53F0\uFF09",
      permission: PERM.contentRead,
      body: pageQuery.extend({ keyword: z8.string().max(20).optional() }),
      row: tag
    })
  ),
  tagCreate: createRoute5(
    adminRouteConfig({
      area: "tag",
      verb: "create",
      summary: "\u65B0\u5EFA\u6807\u7B7E",
      permission: PERM.contentWrite,
      body: z8.object({ name: z8.string().min(1).max(20) }),
      data: idResult
    })
  ),
  tagUpdate: createRoute5(
    adminRouteConfig({
      area: "tag",
      verb: "update",
      summary: "\u91CD\u547D\u540D\u6807\u7B7E",
      permission: PERM.contentWrite,
      body: z8.object({ id: intId, name: z8.string().min(1).max(20) }),
      data: idResult
    })
  ),
  tagRemove: createRoute5(
    adminRouteConfig({
      area: "tag",
      verb: "remove",
      summary: "\u5220\u9664\u6807\u7B7E",
      description: "\u4ECE\u6240\u6709\u6587\u7AE0\u4E0A\u53BB\u6389\u8BE5\u6807\u7B7E",
      permission: PERM.contentWrite,
      body: idBody,
      data: idResult
    })
  )
};
function adminColumnRoutes() {
  const app = new OpenAPIHono4({ defaultHook: validationHook });
  app.openapi(routes3.columnList, async (c) => c.json(ok(await adminColumnList(c.get("ctx"), c.req.valid("json").docType)), 200));
  app.openapi(routes3.columnCreate, async (c) => c.json(ok(await adminColumnCreate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes3.columnUpdate, async (c) => {
    const { id: id8, ...patch2 } = c.req.valid("json");
    return c.json(ok(await adminColumnUpdate(c.get("ctx"), id8, patch2)), 200);
  });
  app.openapi(routes3.columnRemove, async (c) => c.json(ok(await adminColumnRemove(c.get("ctx"), c.req.valid("json").id)), 200));
  app.openapi(routes3.columnReorder, async (c) => c.json(ok(await adminColumnReorder(c.get("ctx"), c.req.valid("json").ids)), 200));
  app.openapi(routes3.tagList, async (c) => {
    const r = await adminTagListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes3.tagCreate, async (c) => c.json(ok(await adminTagCreate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes3.tagUpdate, async (c) => {
    const { id: id8, name } = c.req.valid("json");
    return c.json(ok(await adminTagRename(c.get("ctx"), id8, { name })), 200);
  });
  app.openapi(routes3.tagRemove, async (c) => c.json(ok(await adminTagRemove(c.get("ctx"), c.req.valid("json").id)), 200));
  return app;
}

// apps/server/api/admin/crawl.ts
import { createRoute as createRoute6, OpenAPIHono as OpenAPIHono5, z as z9 } from "@hono/zod-openapi";
var kinds = Object.keys(SOURCE_KINDS);
var fields = {
  name: z9.string().max(60),
  kind: z9.enum(kinds).openapi({ description: "FEED\uFF1ARSS / Atom \u8BA2\u9605\uFF1BJSON\uFF1AJSON \u63A5\u53E3\uFF08\u5B57\u6BB5\u6620\u5C04\uFF09\uFF1BHTML\uFF1A\u7F51\u9875\u5217\u8868 + \u8BE6\u60C5\u9875\uFF08CSS \u9009\u62E9\u5668\uFF09" }),
  url: z9.string().max(500).openapi({ description: "\u8BA2\u9605\u3001\u63A5\u53E3\u6216\u5217\u8868\u7B2C\u4E00\u9875\u5730\u5740\uFF1BJSON \u63A5\u53E3\u53EF\u542B {page} \u8868\u793A\u9875\u7801" }),
  siteName: z9.string().max(60).nullish().openapi({ description: "\u53D1\u5E03\u7F51\u7AD9\u540D\u79F0\uFF0C\u5982 \u5B9C\u660C\u5E02\u516C\u5171\u8D44\u6E90\u4EA4\u6613\u4E2D\u5FC3" }),
  config: z9.record(z9.string(), z9.unknown()).optional().openapi({
    description: "HTML\uFF1AlistItem\u3001link\u3001title\u3001date\u3001nextPage \u6216 pageUrl\uFF08\u542B {page}\uFF09\u3001secondPage\u3001detail{content,title,date,attachments}\uFF1BJSON\uFF1Alist\u3001title\u3001url\u3001date\u3001text\u3001firstPage\u3001fetchDetail\u3001detail\uFF1BFEED\uFF1AfetchDetail\u3001detail"
  }),
  intervalMinutes: z9.number().int().optional().openapi({ description: "\u91C7\u96C6\u95F4\u9694\uFF08\u5206\u949F\uFF0C10\u201310080\uFF09" }),
  hostDelayMs: z9.number().int().optional().openapi({ description: "\u540C\u4E00\u7F51\u7AD9\u4E24\u6B21\u8BF7\u6C42\u7684\u6700\u5C0F\u95F4\u9694\uFF08\u6BEB\u79D2\uFF09" }),
  maxPages: z9.number().int().optional().openapi({ description: "\u6BCF\u6B21\u6700\u591A\u7FFB\u9875\u6570" }),
  enabled: z9.boolean().optional()
};
var lastRun = z9.object({
  status: z9.string(),
  created: z9.number(),
  duplicates: z9.number(),
  failed: z9.number(),
  startedAt: z9.string().nullable()
});
var source = z9.object({
  id: z9.number().int(),
  name: z9.string(),
  kind: z9.string(),
  url: z9.string(),
  siteName: z9.string().nullable(),
  config: z9.unknown(),
  intervalMinutes: z9.number().int(),
  hostDelayMs: z9.number().int(),
  maxPages: z9.number().int(),
  enabled: z9.boolean(),
  lastRunAt: z9.string().nullable(),
  createdAt: z9.string().nullable(),
  updatedAt: z9.string().nullable()
}).openapi("CrawlSource");
var run = z9.object({
  id: z9.number().int(),
  sourceId: z9.number().int(),
  sourceName: z9.string(),
  trigger: z9.string().openapi({ description: "SCHEDULE \u5B9A\u65F6\uFF1BMANUAL \u624B\u52A8" }),
  status: z9.string().openapi({ description: "RUNNING \u8FD0\u884C\u4E2D\uFF1BOK \u6210\u529F\uFF1BPARTIAL \u90E8\u5206\u5931\u8D25\uFF1BFAILED \u5931\u8D25" }),
  startedAt: z9.string().nullable(),
  finishedAt: z9.string().nullable(),
  pages: z9.number().int(),
  created: z9.number().int(),
  duplicates: z9.number().int(),
  failed: z9.number().int(),
  errors: z9.string().nullable()
}).openapi("CrawlRun");
var verb = (v, summary2, body2, data, description) => createRoute6(
  adminRouteConfig({
    area: "crawlSource",
    verb: v,
    summary: summary2,
    description,
    permission: v === "get" ? CRAWL_PERM.read : CRAWL_PERM.write,
    body: body2,
    data
  })
);
var routes4 = {
  list: createRoute6(
    adminPagedRouteConfig({
      area: "crawlSource",
      summary: "\u91C7\u96C6\u6765\u6E90\u5217\u8868",
      description: "\u5168\u90E8\u91C7\u96C6\u6765\u6E90\u53CA\u5176\u6700\u8FD1\u4E00\u6B21\u8FD0\u884C\u7ED3\u679C",
      permission: CRAWL_PERM.read,
      body: pageQuery,
      row: source.extend({ lastRun: lastRun.nullable() })
    })
  ),
  runs: createRoute6(
    adminPagedRouteConfig({
      area: "crawlRun",
      summary: "\u91C7\u96C6\u8FD0\u884C\u8BB0\u5F55",
      description: "\u6309\u5F00\u59CB\u65F6\u95F4\u5012\u5E8F\uFF1B\u53EF\u6309\u6765\u6E90\u7B5B\u9009",
      permission: CRAWL_PERM.read,
      body: pageQuery.extend({ sourceId: intId.optional() }),
      row: run
    })
  ),
  get: verb("get", "\u91C7\u96C6\u6765\u6E90\u8BE6\u60C5", idBody, source),
  create: verb("create", "\u65B0\u5EFA\u91C7\u96C6\u6765\u6E90", z9.object(fields), idResult, "\u542F\u7528\u7684\u6765\u6E90\u6309\u91C7\u96C6\u95F4\u9694\u81EA\u52A8\u8FD0\u884C"),
  update: verb("update", "\u4FEE\u6539\u91C7\u96C6\u6765\u6E90", z9.object(fields).partial().extend({ id: intId }), idResult),
  remove: verb("remove", "\u5220\u9664\u91C7\u96C6\u6765\u6E90", idBody, idResult, "\u8FD0\u884C\u8BB0\u5F55\u968F\u4E4B\u5220\u9664\uFF1B\u5DF2\u91C7\u96C6\u7684\u516C\u544A\u4FDD\u7559"),
  run: verb("run", "\u7ACB\u5373\u91C7\u96C6", idBody, z9.object({ queued: z9.boolean() }), "\u653E\u5165\u4EFB\u52A1\u961F\u5217\uFF0C\u7A0D\u540E\u5728\u8FD0\u884C\u8BB0\u5F55\u4E2D\u67E5\u770B\u7ED3\u679C\uFF1B\u91CD\u590D\u70B9\u51FB\u4E0D\u4F1A\u91CD\u590D\u6392\u961F")
};
function adminCrawlRoutes() {
  const app = new OpenAPIHono5({ defaultHook: validationHook });
  app.openapi(routes4.list, async (c) => {
    const r = await listCrawlSources(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes4.runs, async (c) => {
    const r = await listCrawlRuns(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes4.get, async (c) => c.json(ok(await getCrawlSource(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes4.create, async (c) => c.json(ok(await createCrawlSource(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes4.update, async (c) => c.json(ok(await updateCrawlSource(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes4.remove, async (c) => c.json(ok(await deleteCrawlSource(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes4.run, async (c) => c.json(ok(await runCrawlSourceNow(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}

// apps/server/api/admin/documents.ts
import { Readable } from "node:stream";
import { createRoute as createRoute7, OpenAPIHono as OpenAPIHono6, z as z10 } from "@hono/zod-openapi";
var DOCUMENT_UPLOAD_PATH = "/admin/download/upload";
var DOCUMENT_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;
var id2 = z10.number().int().min(1).max(2147483647);
var row = z10.object({
  id: z10.number().int(),
  dirId: z10.number().int().nullable(),
  title: z10.string(),
  summary: z10.string(),
  fileName: z10.string(),
  fileType: z10.string(),
  sizeBytes: z10.number().int(),
  downloadCount: z10.number().int(),
  state: z10.string().openapi({ description: "published \u5DF2\u53D1\u5E03 / hidden \u5DF2\u9690\u85CF" }),
  publishedOn: z10.string()
}).passthrough().openapi("AdminDownload");
var done = z10.null();
var config = (verb3, summary2, body2, data, description) => createRoute7(adminRouteConfig({ area: "download", verb: verb3, summary: summary2, description, permission: PERM.contentWrite, body: body2, data }));
var routes5 = {
  list: createRoute7(
    adminPagedRouteConfig({
      area: "download",
      summary: "\u8D44\u6599\u5217\u8868",
      description: "\u542B\u5DF2\u9690\u85CF\u7684\u8D44\u6599\uFF0C\u6700\u65B0\u5728\u524D",
      permission: PERM.contentRead,
      body: z10.object({
        dirId: id2.optional(),
        keyword: z10.string().max(30).optional(),
        state: z10.enum(["published", "hidden"]).optional(),
        current: z10.number().int().min(1).max(1e3).optional(),
        size: z10.number().int().min(1).max(50).optional()
      }),
      row
    })
  ),
  update: config(
    "update",
    "\u4FEE\u6539\u8D44\u6599",
    z10.object({
      id: id2,
      title: z10.string().max(100).optional(),
      summary: z10.string().max(300).optional(),
      dirId: id2.nullable().optional(),
      state: z10.enum(["published", "hidden"]).optional()
    }),
    row,
    "\u540D\u79F0\u3001\u7B80\u4ECB\u3001\u76EE\u5F55\u6216\u72B6\u6001\uFF08\u9690\u85CF\u540E\u524D\u53F0\u4E0D\u518D\u663E\u793A\uFF09\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7"
  ),
  remove: config("delete", "\u5220\u9664\u8D44\u6599", z10.object({ id: id2 }), done, "\u8FDE\u540C\u6587\u4EF6\u4E00\u8D77\u5220\u9664\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7")
};
var uploadQuery = z10.object({
  fileName: z10.string().min(1, "\u7F3A\u5C11\u6587\u4EF6\u540D").max(120),
  title: z10.string().max(100).optional(),
  summary: z10.string().max(300).optional(),
  dirId: z10.coerce.number().int().min(1).optional()
});
function adminDocumentRoutes() {
  const app = new OpenAPIHono6({ defaultHook: validationHook });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: DOCUMENT_UPLOAD_PATH,
    tags: [ADMIN_TAG],
    summary: "\u4E0A\u4F20\u8D44\u6599",
    description: `\u8BF7\u6C42\u4F53\u5C31\u662F\u6587\u4EF6\u672C\u8EAB\uFF08application/octet-stream\uFF09\uFF0C\u8FB9\u6536\u8FB9\u5B58\uFF0C\u4E0D\u6574\u4EFD\u8BFB\u5165\u5185\u5B58\uFF1B\u6587\u4EF6\u540D\u7B49\u653E\u5728\u67E5\u8BE2\u53C2\u6570\u3002PDF\u3001Word\u3001Excel\u3001PPT \u6216 ZIP\uFF0C\u6309\u6587\u4EF6\u5934\u6838\u5BF9\u7C7B\u578B\uFF0C\u4E0D\u8D85\u8FC7 ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB\u3002\u6743\u9650\uFF1A${PERM.contentWrite}\u3001${PERM.mediaUpload}\u3002`,
    request: { query: uploadQuery },
    responses: {
      200: {
        description: "\u5DF2\u4E0A\u4F20\u7684\u8D44\u6599",
        content: { "application/json": { schema: z10.object({ code: z10.string(), msg: z10.string(), data: row }) } }
      },
      400: { description: "\u7C7B\u578B\u4E0D\u652F\u6301\u3001\u5185\u5BB9\u4E0E\u6269\u5C55\u540D\u4E0D\u7B26\u3001\u4E3A\u7A7A\u6216\u8FC7\u5927" },
      401: { description: "\u672A\u767B\u5F55" },
      403: { description: "\u6CA1\u6709\u6743\u9650" }
    }
  });
  app.post(DOCUMENT_UPLOAD_PATH, async (c) => {
    const q = uploadQuery.safeParse(c.req.query());
    if (!q.success) throw invalid(q.error.issues[0]?.message ?? "\u53C2\u6570\u9519\u8BEF");
    const body2 = c.req.raw.body;
    if (!body2) throw invalid("\u8BF7\u9009\u62E9\u8981\u4E0A\u4F20\u7684\u6587\u4EF6");
    const stream = Readable.fromWeb(body2);
    return c.json(ok(await uploadDocument(c.get("ctx"), stream, q.data)), 200);
  });
  app.openapi(routes5.list, async (c) => {
    const r = await staffDownloadsPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes5.update, async (c) => {
    const { id: id8, ...input2 } = c.req.valid("json");
    return c.json(ok(await updateDocument(c.get("ctx"), id8, input2)), 200);
  });
  app.openapi(routes5.remove, async (c) => {
    await deleteDocument(c.get("ctx"), c.req.valid("json").id);
    return c.json(ok(null), 200);
  });
  return app;
}

// apps/server/api/admin/files.ts
import { OpenAPIHono as OpenAPIHono7, z as z11 } from "@hono/zod-openapi";
var UPLOAD_PATH = "/admin/files/upload";
var UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
var uploaded = z11.object({ url: z11.string().openapi({ example: "/files/3f\u2026a1.png" }), type: z11.string(), size: z11.number().int() });
function adminFileRoutes() {
  const app = new OpenAPIHono7({ defaultHook: validationHook });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: UPLOAD_PATH,
    tags: [ADMIN_TAG],
    summary: "\u4E0A\u4F20\u56FE\u7247\u6216\u9644\u4EF6",
    description: `multipart/form-data\uFF0C\u5B57\u6BB5 file\u3002\u6309\u6587\u4EF6\u5934\u8BC6\u522B\u7C7B\u578B\uFF08PNG\u3001JPEG\u3001GIF\u3001WebP\u3001PDF\uFF09\uFF0C\u4E0D\u8D85\u8FC7 5 MB\uFF1B\u6587\u4EF6\u540D\u4E0D\u88AB\u91C7\u7528\u3002\u9700\u8981\u5DE5\u4F5C\u4EBA\u5458\u767B\u5F55\uFF0C\u6743\u9650\uFF1A${PERM.mediaUpload}\u3002`,
    request: {
      body: {
        required: true,
        content: { "multipart/form-data": { schema: z11.object({ file: z11.string().openapi({ type: "string", format: "binary" }) }) } }
      }
    },
    responses: {
      200: {
        description: "\u5DF2\u4FDD\u5B58\u7684\u6587\u4EF6\u5730\u5740",
        content: { "application/json": { schema: z11.object({ code: z11.string(), msg: z11.string(), data: uploaded }) } }
      },
      400: { description: "\u6587\u4EF6\u4E3A\u7A7A\u3001\u8FC7\u5927\u6216\u7C7B\u578B\u4E0D\u652F\u6301" },
      401: { description: "\u672A\u767B\u5F55" },
      403: { description: "\u6CA1\u6709\u6743\u9650" }
    }
  });
  app.post(UPLOAD_PATH, async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!type.startsWith("multipart/form-data")) throw invalid("\u8BF7\u4EE5 multipart/form-data \u4E0A\u4F20\u6587\u4EF6");
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw invalid("\u8BF7\u9009\u62E9\u8981\u4E0A\u4F20\u7684\u6587\u4EF6\uFF08\u5B57\u6BB5 file\uFF09");
    if (file.size > MAX_UPLOAD_BYTES) throw invalid("\u6587\u4EF6\u4E0D\u80FD\u8D85\u8FC7 5 MB");
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(ok(await storeUpload(c.get("ctx"), { bytes, originalName: file.name })), 200);
  });
  return app;
}

// apps/server/api/admin/folders.ts
import { createRoute as createRoute8, OpenAPIHono as OpenAPIHono8, z as z12 } from "@hono/zod-openapi";
var setNames = Object.keys(FOLDER_SETS);
var set = z12.enum(setNames).openapi({ description: "help \u5E2E\u52A9\u76EE\u5F55\uFF0Cstandard \u6807\u51C6\u5206\u7C7B\uFF0Cpolicy \u653F\u7B56\u5206\u7C7B\uFF0Cpaper \u8BBA\u6587\u5206\u7C7B" });
var folder = z12.object({
  id: z12.number().int(),
  name: z12.string(),
  parentId: z12.number().int().nullable(),
  sort: z12.number().int(),
  docs: z12.number().int().openapi({ description: "\u6587\u6863\u6570\uFF08\u542B\u8349\u7A3F\uFF09" })
}).openapi("AdminFolder");
var fields2 = {
  name: z12.string().min(1).max(30),
  parentId: intId.nullish().openapi({ description: "\u4E0A\u7EA7\u76EE\u5F55\uFF1B\u7A7A\u4E3A\u4E00\u7EA7" }),
  sort: z12.number().int().min(0).max(1e5).optional().openapi({ description: "\u8D8A\u5C0F\u8D8A\u9760\u524D" })
};
var route = (verb3, summary2, body2, data, description) => createRoute8(
  adminRouteConfig({
    area: "folder",
    verb: verb3,
    summary: summary2,
    description,
    permission: verb3 === "list" ? PERM.contentRead : PERM.contentWrite,
    body: body2,
    data
  })
);
var routes6 = {
  list: route("list", "\u76EE\u5F55\u4E0E\u5206\u7C7B\u5217\u8868\uFF08\u540E\u53F0\uFF09", z12.object({ set }), z12.array(folder), "\u4E00\u4E2A\u76EE\u5F55\u6811\u7684\u5168\u90E8\u8282\u70B9\uFF0C\u6309\u987A\u5E8F\u5E73\u94FA\uFF0CparentId \u8868\u793A\u4E0A\u7EA7"),
  create: route("create", "\u65B0\u5EFA\u76EE\u5F55\u6216\u5206\u7C7B", z12.object({ set, ...fields2 }), idResult),
  update: route("update", "\u4FEE\u6539\u76EE\u5F55\u6216\u5206\u7C7B", z12.object({ set, id: intId, ...fields2, name: fields2.name.optional() }), idResult),
  remove: route("remove", "\u5220\u9664\u76EE\u5F55\u6216\u5206\u7C7B", z12.object({ set, id: intId }), idResult, "\u4E0B\u9762\u8FD8\u6709\u6587\u6863\u6216\u4E0B\u7EA7\u76EE\u5F55\u65F6\u4E0D\u80FD\u5220\u9664\uFF08409\uFF09"),
  reorder: route(
    "reorder",
    "\u8C03\u6574\u76EE\u5F55\u6216\u5206\u7C7B\u987A\u5E8F",
    z12.object({ set, ids: z12.array(intId).min(1).max(200) }),
    z12.object({ ids: z12.array(z12.number().int()) }),
    "\u6309 ids \u7684\u987A\u5E8F\u91CD\u6392\u540C\u4E00\u7EA7\u8282\u70B9"
  )
};
function adminFolderRoutes() {
  const app = new OpenAPIHono8({ defaultHook: validationHook });
  app.openapi(routes6.list, async (c) => c.json(ok(await adminFolderList(c.get("ctx"), c.req.valid("json").set)), 200));
  app.openapi(routes6.create, async (c) => {
    const { set: set2, ...input2 } = c.req.valid("json");
    return c.json(ok(await adminFolderCreate(c.get("ctx"), set2, input2)), 200);
  });
  app.openapi(routes6.update, async (c) => {
    const { set: set2, id: id8, ...patch2 } = c.req.valid("json");
    return c.json(ok(await adminFolderUpdate(c.get("ctx"), set2, id8, patch2)), 200);
  });
  app.openapi(routes6.remove, async (c) => {
    const { set: set2, id: id8 } = c.req.valid("json");
    return c.json(ok(await adminFolderRemove(c.get("ctx"), set2, id8)), 200);
  });
  app.openapi(routes6.reorder, async (c) => {
    const { set: set2, ids: ids2 } = c.req.valid("json");
    return c.json(ok(await adminFolderReorder(c.get("ctx"), set2, ids2)), 200);
  });
  return app;
}

// apps/server/api/admin/learning.ts
import { Readable as Readable2 } from "node:stream";
import { createRoute as createRoute9, OpenAPIHono as OpenAPIHono9, z as z13 } from "@hono/zod-openapi";
var VIDEO_UPLOAD_PATH = "/admin/videoLesson/upload";
var VIDEO_UPLOAD_BODY_LIMIT = MAX_VIDEO_BYTES;
var access = z13.enum(["free", "login", "plan"]).openapi({ description: "free \u514D\u8D39\uFF0Clogin \u767B\u5F55\u540E\u89C2\u770B\uFF0Cplan \u4F1A\u5458\u8BFE\u7A0B" });
var cat = z13.object({ id: intId, name: z13.string(), sort: z13.number().int() }).openapi("AdminVideoCat");
var course = z13.object({
  id: intId,
  catId: z13.number().int().nullable(),
  title: z13.string(),
  state: z13.string(),
  publishedOn: z13.string(),
  lessonCount: z13.number().int()
}).passthrough().openapi("AdminVideoCourse");
var lesson = z13.object({
  id: intId,
  courseId: z13.number().int(),
  title: z13.string(),
  sort: z13.number().int(),
  access,
  hasSource: z13.boolean(),
  durationSec: z13.number().int(),
  state: z13.enum(["pending", "running", "done", "failed"]),
  progress: z13.number().int().openapi({ description: "\u8F6C\u7801\u8FDB\u5EA6 0\u2013100" }),
  error: z13.string().nullable().openapi({ description: "\u6700\u8FD1\u4E00\u6B21\u8F6C\u7801\u5931\u8D25\u7684\u539F\u56E0" }),
  attempts: z13.number().int(),
  updatedAt: z13.string()
}).openapi("AdminVideoLesson");
var P = LEARNING_PERM;
var cfg = (area2, verb3, summary2, body2, data, description) => createRoute9(adminRouteConfig({ area: area2, verb: verb3, summary: summary2, description, permission: P, body: body2, data }));
var routes7 = {
  catList: cfg("videoCat", "list", "\u8BFE\u7A0B\u5206\u7C7B", z13.object({}).optional(), z13.array(cat)),
  catSave: cfg(
    "videoCat",
    "save",
    "\u65B0\u5EFA\u6216\u4FEE\u6539\u5206\u7C7B",
    z13.object({ id: intId.optional(), name: z13.string().min(1).max(30), sort: z13.number().int().min(0).max(9999).optional() }),
    cat
  ),
  catDelete: cfg("videoCat", "delete", "\u5220\u9664\u5206\u7C7B", idBody, idResult, "\u5206\u7C7B\u4E0B\u8FD8\u6709\u8BFE\u7A0B\u65F6 409"),
  courseList: createRoute9(
    adminPagedRouteConfig({
      area: "videoCourse",
      summary: "\u8BFE\u7A0B\u5217\u8868",
      permission: P,
      body: z13.object({
        catId: intId.optional(),
        keyword: z13.string().max(30).optional(),
        current: z13.number().int().min(1).max(1e3).optional(),
        size: z13.number().int().min(1).max(50).optional()
      }),
      row: course
    })
  ),
  courseSave: cfg(
    "videoCourse",
    "save",
    "\u65B0\u5EFA\u6216\u4FEE\u6539\u8BFE\u7A0B",
    z13.object({
      id: intId.optional(),
      catId: intId.nullable(),
      title: z13.string().min(1).max(100),
      summary: z13.string().max(1e3).optional(),
      lecturer: z13.string().max(50).optional(),
      state: z13.enum(["published", "hidden"]).optional(),
      publishedOn: dayInput.optional()
    }),
    course,
    "\u53D1\u5E03\u7684\u8BFE\u7A0B\u8FDB\u5165\u7AD9\u5185\u641C\u7D22\uFF08VIDEO\uFF09"
  ),
  courseDelete: cfg("videoCourse", "delete", "\u5220\u9664\u8BFE\u7A0B", idBody, idResult, "\u8FDE\u540C\u8BFE\u65F6\u3001\u6536\u85CF\u3001\u8BC4\u5206\u4E0E\u5B66\u4E60\u8FDB\u5EA6"),
  lessonList: cfg(
    "videoLesson",
    "list",
    "\u8BFE\u65F6\u5217\u8868\uFF08\u542B\u8F6C\u7801\u72B6\u6001\uFF09",
    z13.object({ courseId: intId }),
    z13.array(lesson),
    "\u8F6C\u7801\u4E2D\u53EF\u6BCF\u9694\u51E0\u79D2\u67E5\u8BE2\u4E00\u6B21\u8FDB\u5EA6"
  ),
  lessonSave: cfg(
    "videoLesson",
    "save",
    "\u65B0\u5EFA\u6216\u4FEE\u6539\u8BFE\u65F6",
    z13.object({
      id: intId.optional(),
      courseId: intId.optional(),
      title: z13.string().min(1).max(100),
      sort: z13.number().int().min(0).max(9999).optional(),
      access: access.optional()
    }),
    lesson,
    "\u65B0\u5EFA\u65F6\u987B\u7ED9 courseId\uFF1B\u89C6\u9891\u53E6\u884C\u4E0A\u4F20"
  ),
  lessonDelete: cfg("videoLesson", "delete", "\u5220\u9664\u8BFE\u65F6", idBody, idResult),
  lessonRetry: cfg("videoLesson", "retry", "\u91CD\u65B0\u8F6C\u7801", idBody, lesson, "\u53EA\u5BF9\u5931\u8D25\u6216\u7B49\u5F85\u4E2D\u7684\u8BFE\u65F6\uFF1B\u8F6C\u7801\u4E2D\u6216\u5DF2\u5B8C\u6210\u65F6 409")
};
function adminLearningRoutes() {
  const app = new OpenAPIHono9({ defaultHook: validationHook });
  const ctx = (c) => c.get("ctx");
  app.openapi(routes7.catList, async (c) => c.json(ok(await listCatsForStaff(ctx(c))), 200));
  app.openapi(routes7.catSave, async (c) => c.json(ok(await saveCat(ctx(c), c.req.valid("json"))), 200));
  app.openapi(routes7.catDelete, async (c) => c.json(ok(await deleteCat(ctx(c), c.req.valid("json").id)), 200));
  app.openapi(routes7.courseList, async (c) => {
    const r = await listCoursesForStaff(ctx(c), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes7.courseSave, async (c) => c.json(ok(await saveCourse(ctx(c), c.req.valid("json"))), 200));
  app.openapi(routes7.courseDelete, async (c) => c.json(ok(await deleteCourse(ctx(c), c.req.valid("json").id)), 200));
  app.openapi(routes7.lessonList, async (c) => c.json(ok(await listLessonsForStaff(ctx(c), c.req.valid("json").courseId)), 200));
  app.openapi(routes7.lessonSave, async (c) => c.json(ok(await saveLesson(ctx(c), c.req.valid("json"))), 200));
  app.openapi(routes7.lessonDelete, async (c) => c.json(ok(await deleteLesson(ctx(c), c.req.valid("json").id)), 200));
  app.openapi(routes7.lessonRetry, async (c) => c.json(ok(await retryTranscode(ctx(c), c.req.valid("json").id)), 200));
  uploadRoute(app);
  return app;
}
function uploadRoute(app) {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: VIDEO_UPLOAD_PATH,
    tags: [ADMIN_TAG],
    summary: "\u4E0A\u4F20\u8BFE\u65F6\u89C6\u9891",
    description: `\u8BF7\u6C42\u4F53\u5C31\u662F\u89C6\u9891\u6587\u4EF6\u672C\u8EAB\uFF08Content-Type: application/octet-stream\uFF0C\u4E0D\u7528 multipart\uFF09\uFF0C\u67E5\u8BE2\u53C2\u6570 id \u4E3A\u8BFE\u65F6\u7F16\u53F7\uFF0Cname \u4E3A\u539F\u6587\u4EF6\u540D\uFF08\u53D6\u5176\u6269\u5C55\u540D\uFF1Amp4\u3001mov\u3001mkv\u3001webm\u3001avi\u3001flv\u3001ts\u3001m4v\uFF09\u3002\u6309\u6587\u4EF6\u5934\u6838\u5BF9\u7C7B\u578B\uFF0C\u4E0D\u8D85\u8FC7 500 MB\uFF1B\u4E0A\u4F20\u540E\u81EA\u52A8\u6392\u961F\u8F6C\u7801\u3002\u9700\u8981\u5DE5\u4F5C\u4EBA\u5458\u767B\u5F55\uFF0C\u6743\u9650\uFF1A${P}\u3002`,
    request: { query: z13.object({ id: z13.string().openapi({ example: "12" }), name: z13.string().openapi({ example: "\u7B2C\u4E00\u8BB2.mp4" }) }) },
    responses: {
      200: {
        description: "\u8BFE\u65F6\uFF08state \u4E3A pending\uFF0C\u5DF2\u6392\u961F\u8F6C\u7801\uFF09",
        content: { "application/json": { schema: z13.object({ code: z13.string(), msg: z13.string(), data: lesson }) } }
      },
      400: { description: "\u4E0D\u662F\u89C6\u9891\u3001\u6269\u5C55\u540D\u4E0D\u7B26\u3001\u4E3A\u7A7A\u6216\u8FC7\u5927" },
      401: { description: "\u672A\u767B\u5F55" },
      403: { description: "\u6CA1\u6709\u6743\u9650" },
      404: { description: "\u8BFE\u65F6\u4E0D\u5B58\u5728" },
      409: { description: "\u8BFE\u65F6\u6B63\u5728\u8F6C\u7801" },
      413: { description: "\u8D85\u8FC7 500 MB" }
    }
  });
  app.post(VIDEO_UPLOAD_PATH, async (c) => {
    const id8 = Number(c.req.query("id"));
    const name = c.req.query("name") ?? "";
    if (!Number.isSafeInteger(id8) || id8 < 1) throw invalid("\u8BF7\u6307\u5B9A\u8BFE\u65F6\uFF08id\uFF09");
    if ((c.req.header("content-type") ?? "").startsWith("multipart/")) throw invalid("\u8BF7\u76F4\u63A5\u4EE5\u6587\u4EF6\u5185\u5BB9\u4F5C\u4E3A\u8BF7\u6C42\u4F53\u4E0A\u4F20\uFF0C\u4E0D\u8981\u7528 multipart");
    const raw = c.req.raw.body;
    if (!raw) throw invalid("\u6587\u4EF6\u662F\u7A7A\u7684");
    const body2 = Readable2.fromWeb(raw);
    return c.json(ok(await uploadLessonVideo(c.get("ctx"), { lessonId: id8, fileName: name, body: body2 })), 200);
  });
}

// apps/server/api/admin/news.ts
import { createRoute as createRoute10, OpenAPIHono as OpenAPIHono10, z as z14 } from "@hono/zod-openapi";
var status = z14.enum(["DRAFT", "SCHEDULED", "PUBLISHED"]).openapi({ description: "DRAFT \u8349\u7A3F\uFF0CSCHEDULED \u5B9A\u65F6\u53D1\u5E03\uFF0CPUBLISHED \u5DF2\u53D1\u5E03" });
var row2 = z14.object({
  id: z14.number().int(),
  title: z14.string(),
  dirId: z14.number().int(),
  dirName: z14.string(),
  status,
  publishAt: z14.string().nullable().openapi({ description: "\u53D1\u5E03\u65F6\u95F4\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09" }),
  updatedAt: z14.string(),
  readCount: z14.number().int(),
  isBanner: z14.boolean(),
  isHot: z14.boolean()
}).openapi("AdminNewsRow");
var fields3 = {
  dirId: intId.openapi({ description: "\u680F\u76EE\u7F16\u53F7" }),
  title: z14.string().min(1).max(100).openapi({ description: "\u6807\u9898" }),
  viceTitle: z14.string().max(100).nullish(),
  memo: z14.string().max(300).nullish().openapi({ description: "\u6458\u8981" }),
  content: z14.string().max(5e5).optional().openapi({ description: "\u6B63\u6587 HTML\uFF0C\u4FDD\u5B58\u65F6\u6309\u767D\u540D\u5355\u51C0\u5316" }),
  coverUrl: z14.string().max(500).nullish(),
  props: z14.record(z14.string().max(30), z14.string().max(200)).optional().openapi({ description: "\u6765\u6E90\u3001\u4F5C\u8005\u7B49\u663E\u793A\u5C5E\u6027" }),
  seoTitle: z14.string().max(100).nullish(),
  seoKeyword: z14.string().max(200).nullish(),
  seoDesc: z14.string().max(300).nullish(),
  isBanner: z14.boolean().optional().openapi({ description: "\u9996\u9875\u8F6E\u64AD" }),
  isHot: z14.boolean().optional().openapi({ description: "\u9996\u9875\u70ED\u95E8" }),
  tags: z14.array(z14.string().max(20)).max(10).optional(),
  docIds: z14.array(intId).max(20).optional().openapi({ description: "\u5173\u8054\u7684\u6807\u51C6\u3001\u653F\u7B56\u3001\u8BBA\u6587" }),
  state: z14.enum(["DRAFT", "PUBLISHED"]).optional().openapi({ description: "DRAFT \u5B58\u4E3A\u8349\u7A3F\uFF1BPUBLISHED \u53D1\u5E03\uFF08publishAt \u5728\u5C06\u6765\u5373\u5B9A\u65F6\u53D1\u5E03\uFF09" }),
  publishAt: timeInput.nullish()
};
var articleBody = z14.object(fields3).openapi("AdminNewsInput");
var patchBody = z14.object({ id: intId, ...fields3, dirId: fields3.dirId.optional(), title: fields3.title.optional() });
var detail = z14.object({
  ...fields3,
  id: z14.number().int(),
  status,
  publishAt: z14.string().nullable(),
  tags: z14.array(z14.string()),
  docIds: z14.array(z14.number().int())
}).extend({ content: z14.string(), props: z14.record(z14.string(), z14.string()), state: z14.string() }).openapi("AdminNewsDetail");
var area = "news";
var routes8 = {
  listPaged: createRoute10(
    adminPagedRouteConfig({
      area,
      summary: "\u6587\u7AE0\u5217\u8868\uFF08\u540E\u53F0\uFF09",
      description: "\u5168\u90E8\u72B6\u6001\u7684\u6587\u7AE0\uFF0C\u6309\u6700\u8FD1\u4FEE\u6539\u5012\u5E8F\uFF1B\u53EF\u6309\u6807\u9898\u6216\u7F16\u53F7\u641C\u7D22\uFF0C\u6309\u680F\u76EE\uFF08\u542B\u5B50\u680F\u76EE\uFF09\u3001\u72B6\u6001\u3001\u8F6E\u64AD/\u70ED\u95E8\u7B5B\u9009",
      permission: PERM.contentRead,
      body: pageQuery.extend({
        keyword: z14.string().max(50).optional(),
        dirId: intId.optional(),
        status: status.optional(),
        flag: z14.enum(["banner", "hot"]).optional()
      }),
      row: row2
    })
  ),
  get: createRoute10(
    adminRouteConfig({ area, verb: "get", summary: "\u6587\u7AE0\u8BE6\u60C5\uFF08\u540E\u53F0\uFF09", permission: PERM.contentRead, body: idBody, data: detail })
  ),
  create: createRoute10(
    adminRouteConfig({
      area,
      verb: "create",
      summary: "\u65B0\u5EFA\u6587\u7AE0",
      description: "\u65B0\u5EFA\u8349\u7A3F\uFF0C\u6216\u76F4\u63A5\u53D1\u5E03\u3001\u5B9A\u65F6\u53D1\u5E03\uFF08\u53D1\u5E03\u9700\u8981 content:publish\uFF09",
      permission: PERM.contentWrite,
      body: articleBody,
      data: idResult
    })
  ),
  update: createRoute10(
    adminRouteConfig({
      area,
      verb: "update",
      summary: "\u4FEE\u6539\u6587\u7AE0",
      description: "\u53EA\u6539\u4F20\u5165\u7684\u5B57\u6BB5",
      permission: PERM.contentWrite,
      body: patchBody,
      data: idResult
    })
  ),
  publish: createRoute10(
    adminRouteConfig({
      area,
      verb: "publish",
      summary: "\u53D1\u5E03\u6587\u7AE0",
      description: "\u7ACB\u5373\u53D1\u5E03\uFF1B\u4F20\u5165\u5C06\u6765\u7684 publishAt \u5373\u5B9A\u65F6\u53D1\u5E03",
      permission: PERM.contentPublish,
      body: z14.object({ id: intId, publishAt: timeInput.optional() }),
      data: idResult
    })
  ),
  unpublish: createRoute10(
    adminRouteConfig({
      area,
      verb: "unpublish",
      summary: "\u64A4\u56DE\u6587\u7AE0",
      description: "\u6539\u56DE\u8349\u7A3F\uFF0C\u7ACB\u5373\u4ECE\u524D\u53F0\u6D88\u5931",
      permission: PERM.contentPublish,
      body: idBody,
      data: idResult
    })
  ),
  remove: createRoute10(
    adminRouteConfig({ area, verb: "remove", summary: "\u5220\u9664\u6587\u7AE0", permission: PERM.contentWrite, body: idBody, data: idResult })
  )
};
function adminNewsRoutes() {
  const app = new OpenAPIHono10({ defaultHook: validationHook });
  app.openapi(routes8.listPaged, async (c) => {
    const r = await adminNewsListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes8.get, async (c) => c.json(ok(await adminNewsGet(c.get("ctx"), c.req.valid("json").id)), 200));
  app.openapi(routes8.create, async (c) => c.json(ok(await adminNewsCreate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes8.update, async (c) => {
    const { id: id8, ...patch2 } = c.req.valid("json");
    return c.json(ok(await adminNewsUpdate(c.get("ctx"), id8, patch2)), 200);
  });
  app.openapi(routes8.publish, async (c) => {
    const { id: id8, publishAt } = c.req.valid("json");
    return c.json(ok(await adminNewsPublish(c.get("ctx"), id8, publishAt)), 200);
  });
  app.openapi(routes8.unpublish, async (c) => c.json(ok(await adminNewsUnpublish(c.get("ctx"), c.req.valid("json").id)), 200));
  app.openapi(routes8.remove, async (c) => c.json(ok(await adminNewsRemove(c.get("ctx"), c.req.valid("json").id)), 200));
  return app;
}

// apps/server/api/admin/orders.ts
import { createRoute as createRoute11, OpenAPIHono as OpenAPIHono11, z as z15 } from "@hono/zod-openapi";
var uuid = z15.string().uuid("\u8BA2\u5355\u7F16\u53F7\u4E0D\u6B63\u786E");
var row3 = z15.object({
  id: z15.string(),
  orderNo: z15.string(),
  plan: z15.string(),
  planName: z15.string(),
  companyName: z15.string().nullable(),
  buyer: z15.string().openapi({ description: "\u59D3\u540D\u4E0E\u6253\u7801\u7684\u624B\u673A\u53F7" }),
  amountText: z15.string(),
  providerName: z15.string(),
  status: z15.string(),
  statusText: z15.string(),
  createdAt: z15.string(),
  paidAt: z15.string().nullable()
}).passthrough().openapi("AdminOrder");
var routes9 = {
  list: createRoute11(
    adminPagedRouteConfig({
      area: "order",
      summary: "\u4F1A\u5458\u8BA2\u5355",
      description: "\u6700\u65B0\u5728\u524D\uFF1Bkeyword \u4E3A\u8BA2\u5355\u53F7",
      permission: ORDER_PERM.read,
      body: z15.object({
        status: z15.enum(["pending", "paid", "cancelled"]).optional(),
        keyword: z15.string().max(30).optional(),
        current: z15.number().int().min(1).max(1e3).optional(),
        size: z15.number().int().min(1).max(50).optional()
      }),
      row: row3
    })
  ),
  confirm: createRoute11(
    adminRouteConfig({
      area: "order",
      verb: "confirm",
      summary: "\u786E\u8BA4\u6536\u6B3E\uFF08\u5BF9\u516C\u8F6C\u8D26\uFF09",
      description: "\u6838\u5BF9\u5230\u8D26\u540E\u786E\u8BA4\uFF1A\u8BA2\u5355\u53D8\u4E3A\u5DF2\u652F\u4ED8\u5E76\u5F00\u901A\u4E00\u5E74\u4F1A\u5458\uFF1B\u91CD\u590D\u786E\u8BA4\u4E0D\u4F1A\u91CD\u590D\u5F00\u901A\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7",
      permission: ORDER_PERM.write,
      body: z15.object({ id: uuid, note: z15.string().max(100).optional().openapi({ description: "\u5982\u94F6\u884C\u6D41\u6C34\u53F7" }) }),
      data: row3
    })
  ),
  cancel: createRoute11(
    adminRouteConfig({
      area: "order",
      verb: "cancel",
      summary: "\u53D6\u6D88\u8BA2\u5355",
      description: "\u53EA\u80FD\u53D6\u6D88\u5F85\u652F\u4ED8\u7684\u8BA2\u5355\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7",
      permission: ORDER_PERM.write,
      body: z15.object({ id: uuid, reason: z15.string().max(200).optional() }),
      data: row3.partial()
    })
  )
};
function adminOrderRoutes() {
  const app = new OpenAPIHono11({ defaultHook: validationHook });
  app.openapi(routes9.list, async (c) => {
    const r = await listOrdersForStaff(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(
    routes9.confirm,
    async (c) => c.json(ok({ ...await confirmOfflinePayment(c.get("ctx"), c.req.valid("json")), buyer: "" }), 200)
  );
  app.openapi(routes9.cancel, async (c) => c.json(ok(await cancelOrderByStaff(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}

// apps/server/api/admin/other.ts
import { createRoute as createRoute12, OpenAPIHono as OpenAPIHono12, z as z16 } from "@hono/zod-openapi";
var text = (max) => z16.string().max(max);
var publication = {
  state: z16.enum(["DRAFT", "PUBLISHED"]).optional().openapi({ description: "DRAFT \u8349\u7A3F\uFF1BPUBLISHED \u53D1\u5E03\uFF08publishAt \u5728\u5C06\u6765\u5373\u5B9A\u65F6\u53D1\u5E03\uFF09" }),
  publishAt: timeInput.nullish()
};
var sort = z16.number().int().min(0).max(1e5).optional();
var FIELDS = {
  product: {
    name: text(50),
    slogan: text(100).nullish(),
    summary: text(500).optional(),
    features: z16.array(text(100)).max(12).optional(),
    content: text(5e5).optional(),
    coverUrl: text(500).nullish(),
    sort
  },
  productLog: { productId: intId.nullish(), version: text(30), releaseDate: dayInput, title: text(100), content: text(5e5).optional() },
  solution: {
    projectType: z16.enum(Object.keys(PROJECT_TYPES)),
    title: text(100),
    summary: text(500).optional(),
    content: text(5e5).optional(),
    coverUrl: text(500).nullish(),
    sort
  },
  helpDoc: { dirId: intId.nullish(), title: text(100), content: text(5e5).optional(), resNumber: text(32).optional(), sort },
  job: {
    title: text(50),
    city: text(20),
    department: text(30),
    headcount: z16.number().int().min(1).max(999).optional(),
    salary: text(30).nullish(),
    education: text(20).nullish(),
    experience: text(20).nullish(),
    duty: text(5e3).optional(),
    requirement: text(5e3).optional(),
    sort
  },
  studyDoc: {
    type: z16.enum(["NORMAL", "POLICY", "PAPER"]).openapi({ description: "NORMAL \u6807\u51C6\u89C4\u8303\uFF0CPOLICY \u653F\u7B56\u6CD5\u89C4\uFF0CPAPER \u8BBA\u6587" }),
    catId: intId.nullish(),
    title: text(150),
    code: text(60).nullish(),
    issuer: text(100).nullish(),
    issueDate: dayInput.nullish(),
    effectiveDate: dayInput.nullish(),
    status: text(20).nullish(),
    replacedBy: text(60).nullish(),
    edition: text(30).nullish(),
    memo: text(500).nullish(),
    content: text(5e5).optional(),
    needLogin: z16.boolean().optional()
  }
};
var row4 = z16.object({
  id: z16.number().int(),
  title: z16.string(),
  status: z16.enum(["DRAFT", "SCHEDULED", "PUBLISHED"]),
  publishAt: z16.string().nullable(),
  updatedAt: z16.string()
}).openapi("AdminContentRow");
var agreementKind = z16.enum(["service", "privacy"]).openapi({ description: "service \u7528\u6237\u670D\u52A1\u534F\u8BAE\uFF0Cprivacy \u9690\u79C1\u653F\u7B56" });
var agreement = z16.object({ title: text(50).min(1), version: text(20).min(1), effectiveDate: dayInput, content: text(5e5).min(1) });
function adminOtherContentRoutes() {
  const app = new OpenAPIHono12({ defaultHook: validationHook });
  for (const kind4 of Object.keys(FIELDS)) {
    const label = ADMIN_KINDS[kind4].label;
    const shape = { ...FIELDS[kind4], ...publication };
    const partial = z16.object(shape).partial();
    const list2 = createRoute12(
      adminPagedRouteConfig({
        area: kind4,
        summary: `${label}\u5217\u8868\uFF08\u540E\u53F0\uFF09`,
        description: `\u5168\u90E8\u72B6\u6001\u7684${label}\uFF0C\u6309\u6700\u8FD1\u4FEE\u6539\u5012\u5E8F\uFF0C\u53EF\u6309\u540D\u79F0\u641C\u7D22\u3001\u6309\u72B6\u6001\u7B5B\u9009`,
        permission: PERM.contentRead,
        body: pageQuery.extend({
          keyword: text(50).optional(),
          status: z16.enum(["DRAFT", "SCHEDULED", "PUBLISHED"]).optional(),
          type: text(10).optional()
        }),
        row: row4
      })
    );
    const verb3 = (v, summary2, permission, body2) => createRoute12(adminRouteConfig({ area: kind4, verb: v, summary: `${summary2}${label}`, permission, body: body2, data: idResult }));
    app.openapi(list2, async (c) => {
      const r = await adminKindList(c.get("ctx"), kind4, c.req.valid("json") ?? {});
      return c.json(paged(r.records, r.total, r), 200);
    });
    app.openapi(
      createRoute12(
        adminRouteConfig({
          area: kind4,
          verb: "get",
          summary: `${label}\u8BE6\u60C5\uFF08\u540E\u53F0\uFF09`,
          permission: PERM.contentRead,
          body: idBody,
          data: z16.record(z16.string(), z16.unknown())
        })
      ),
      async (c) => c.json(ok(await adminKindGet(c.get("ctx"), kind4, c.req.valid("json").id)), 200)
    );
    app.openapi(
      verb3("create", "\u65B0\u5EFA", PERM.contentWrite, z16.object(shape)),
      async (c) => c.json(ok(await adminKindWrite(c.get("ctx"), kind4, "create", { data: c.req.valid("json") })), 200)
    );
    app.openapi(verb3("update", "\u4FEE\u6539", PERM.contentWrite, partial.extend({ id: intId })), async (c) => {
      const { id: id8, ...data } = c.req.valid("json");
      return c.json(ok(await adminKindWrite(c.get("ctx"), kind4, "update", { id: id8, data })), 200);
    });
    app.openapi(verb3("publish", "\u53D1\u5E03", PERM.contentPublish, z16.object({ id: intId, publishAt: timeInput.optional() })), async (c) => {
      const { id: id8, publishAt } = c.req.valid("json");
      return c.json(ok(await adminKindWrite(c.get("ctx"), kind4, "publish", { id: id8, at: publishAt })), 200);
    });
    app.openapi(
      verb3("unpublish", "\u64A4\u56DE", PERM.contentPublish, idBody),
      async (c) => c.json(ok(await adminKindWrite(c.get("ctx"), kind4, "unpublish", { id: c.req.valid("json").id })), 200)
    );
    app.openapi(
      verb3("remove", "\u5220\u9664", PERM.contentWrite, idBody),
      async (c) => c.json(ok(await adminKindWrite(c.get("ctx"), kind4, "remove", { id: c.req.valid("json").id })), 200)
    );
  }
  const agreementOut = z16.object({
    kind: z16.string(),
    title: z16.string(),
    version: z16.string(),
    effectiveDate: z16.string(),
    content: z16.string()
  });
  app.openapi(
    createRoute12(
      adminRouteConfig({
        area: "agreement",
        verb: "get",
        summary: "\u8BFB\u53D6\u534F\u8BAE",
        permission: PERM.contentRead,
        body: z16.object({ kind: agreementKind }),
        data: agreementOut
      })
    ),
    async (c) => c.json(ok(await adminAgreementGet(c.get("ctx"), c.req.valid("json").kind)), 200)
  );
  app.openapi(
    createRoute12(
      adminRouteConfig({
        area: "agreement",
        verb: "save",
        summary: "\u4FDD\u5B58\u534F\u8BAE\u65B0\u7248\u672C",
        description: "\u6574\u4F53\u66FF\u6362\u534F\u8BAE\u6587\u672C\uFF0C\u65E7\u6587\u672C\u7559\u5728\u64CD\u4F5C\u65E5\u5FD7\u4E2D",
        permission: PERM.contentPublish,
        body: agreement.extend({ kind: agreementKind }),
        data: z16.object({ kind: z16.string() })
      })
    ),
    async (c) => {
      const { kind: kind4, ...input2 } = c.req.valid("json");
      return c.json(ok(await adminAgreementSave(c.get("ctx"), kind4, input2)), 200);
    }
  );
  return app;
}

// apps/server/api/admin/settings.ts
import { createRoute as createRoute13, OpenAPIHono as OpenAPIHono13, z as z17 } from "@hono/zod-openapi";
var settings = z17.object({
  siteName: z17.string().max(30).openapi({ description: "\u7F51\u7AD9\u540D\u79F0" }),
  companyName: z17.string().max(50).openapi({ description: "\u516C\u53F8\u540D\u79F0\uFF08\u6807\u9898\u6A21\u677F\u7684 {companyName}\uFF09" }),
  hotline: z17.string().max(30).openapi({ description: "\u670D\u52A1\u70ED\u7EBF" }),
  icp: z17.string().max(50).openapi({ description: "ICP \u5907\u6848\u53F7" }),
  psb: z17.string().max(50).openapi({ description: "\u516C\u5B89\u5907\u6848\u53F7" }),
  defaultTitle: z17.string().max(100).openapi({ description: "\u9ED8\u8BA4\u6807\u9898" }),
  defaultKeywords: z17.string().max(200).openapi({ description: "\u9ED8\u8BA4\u5173\u952E\u8BCD" }),
  defaultDescription: z17.string().max(300).openapi({ description: "\u9ED8\u8BA4\u63CF\u8FF0" }),
  chat: z17.object({
    autoSwitch: z17.boolean().openapi({ description: "\u662F\u5426\u81EA\u52A8\u5F39\u51FA\u5BA2\u670D\u9080\u8BF7" }),
    autoDelayed: z17.number().int().min(1).max(3600).openapi({ description: "\u8FDB\u5165\u9875\u9762\u591A\u5C11\u79D2\u540E\u5F39\u51FA" }),
    autoContent: z17.string().max(200),
    workDays: z17.array(z17.number().int().min(1).max(7)).max(7).optional().openapi({ description: "\u5BA2\u670D\u5DE5\u4F5C\u65E5\uFF081 \u4E3A\u5468\u4E00\uFF0C7 \u4E3A\u5468\u65E5\uFF09" }),
    workStart: z17.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "\u4E0A\u73ED\u65F6\u95F4\u683C\u5F0F\u5E94\u4E3A HH:mm").optional().openapi({ description: "\u4E0A\u73ED\u65F6\u95F4\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09" }),
    workEnd: z17.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "\u4E0B\u73ED\u65F6\u95F4\u683C\u5F0F\u5E94\u4E3A HH:mm").optional().openapi({ description: "\u4E0B\u73ED\u65F6\u95F4\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09" }),
    canned: z17.array(z17.string().trim().min(1, "\u5FEB\u6377\u56DE\u590D\u4E0D\u80FD\u4E3A\u7A7A").max(300, "\u6BCF\u6761\u5FEB\u6377\u56DE\u590D\u4E0D\u8D85\u8FC7 300 \u5B57")).max(30, "\u5FEB\u6377\u56DE\u590D\u6700\u591A 30 \u6761").optional().openapi({ description: "\u5BA2\u670D\u5FEB\u6377\u56DE\u590D" })
  }),
  analyticsRetentionDays: z17.number().int().min(7, "\u8BBF\u95EE\u8BB0\u5F55\u81F3\u5C11\u4FDD\u7559 7 \u5929").max(1095, "\u8BBF\u95EE\u8BB0\u5F55\u6700\u591A\u4FDD\u7559 1095 \u5929").openapi({ description: "\u539F\u59CB\u8BBF\u95EE\u8BB0\u5F55\u4FDD\u7559\u5929\u6570\uFF0C\u5230\u671F\u81EA\u52A8\u5220\u9664\uFF08\u9690\u79C1\u653F\u7B56\u4E2D\u8BF4\u660E\uFF09" })
}).openapi("SiteSettings");
var footerLink = z17.object({ groupName: z17.string().min(1).max(20), label: z17.string().min(1).max(30), href: z17.string().min(1).max(500) });
var pageInfo = z17.object({
  name: z17.string(),
  title: z17.string(),
  keyword: z17.string().nullable(),
  description: z17.string().nullable(),
  updatedAt: z17.string()
}).openapi("AdminPageInfo");
var pointRules = z17.object({
  sign: z17.object({
    dailyPoints: z17.number().int().min(0).max(1e3).openapi({ description: "\u6BCF\u65E5\u7B7E\u5230\u79EF\u5206" }),
    streakBonuses: z17.array(z17.object({ days: z17.number().int().min(2).max(365), points: z17.number().int().min(1).max(1e4) })).max(10).openapi({ description: "\u8FDE\u7EED\u7B7E\u5230\u8FBE\u5230\u5929\u6570\u65F6\u7684\u989D\u5916\u79EF\u5206" })
  }),
  earning: z17.array(
    z17.object({
      code: z17.string().max(20),
      name: z17.string().max(20),
      points: z17.number().int().min(0).max(1e4),
      dailyLimit: z17.number().int().min(0).max(100).openapi({ description: "\u6BCF\u5929\u6700\u591A\u6B21\u6570\uFF1B0 \u8868\u793A\u4EC5\u4E00\u6B21" }),
      description: z17.string().max(60)
    })
  ).max(20),
  consumption: z17.array(
    z17.object({
      code: z17.string().max(20),
      name: z17.string().max(20),
      points: z17.number().int().min(0).max(1e5),
      description: z17.string().max(60)
    })
  ).max(20)
}).openapi("PointRules");
var routes10 = {
  pointRulesGet: createRoute13(
    adminRouteConfig({
      area: "pointRules",
      verb: "get",
      summary: "\u8BFB\u53D6\u79EF\u5206\u89C4\u5219",
      permission: PERM.settings,
      body: z17.object({}),
      data: pointRules
    })
  ),
  pointRulesUpdate: createRoute13(
    adminRouteConfig({
      area: "pointRules",
      verb: "update",
      summary: "\u4FDD\u5B58\u79EF\u5206\u89C4\u5219",
      description: "\u7B7E\u5230\u79EF\u5206\u3001\u8FDE\u7EED\u7B7E\u5230\u5956\u52B1\u3001\u5404\u83B7\u53D6\u65B9\u5F0F\u4E0E\u6D88\u8017\u9879\u76EE\u7684\u79EF\u5206\u548C\u8BF4\u660E\uFF1B\u7ACB\u5373\u751F\u6548\u5E76\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7",
      permission: PERM.settings,
      body: pointRules,
      data: pointRules
    })
  ),
  get: createRoute13(
    adminRouteConfig({
      area: "settings",
      verb: "get",
      summary: "\u8BFB\u53D6\u7AD9\u70B9\u8BBE\u7F6E",
      description: "\u7F51\u7AD9\u540D\u79F0\u3001\u516C\u53F8\u3001\u70ED\u7EBF\u3001\u5907\u6848\u53F7\u3001\u9ED8\u8BA4 TDK\u3001\u5BA2\u670D\u5F39\u7A97\u4E0E\u9875\u811A\u94FE\u63A5",
      permission: PERM.settings,
      body: z17.object({}),
      data: z17.object({ settings, footerLinks: z17.array(footerLink) })
    })
  ),
  update: createRoute13(
    adminRouteConfig({
      area: "settings",
      verb: "update",
      summary: "\u4FEE\u6539\u7AD9\u70B9\u8BBE\u7F6E",
      description: "\u53EA\u6539\u4F20\u5165\u7684\u9879\uFF0C\u7ACB\u5373\u5BF9\u6240\u6709\u9875\u9762\u751F\u6548",
      permission: PERM.settings,
      body: settings.partial(),
      data: settings
    })
  ),
  footer: createRoute13(
    adminRouteConfig({
      area: "settings",
      verb: "saveFooterLinks",
      summary: "\u4FDD\u5B58\u9875\u811A\u94FE\u63A5",
      description: "\u6574\u4F53\u66FF\u6362\u9875\u811A\u94FE\u63A5\uFF0C\u6570\u7EC4\u987A\u5E8F\u5373\u663E\u793A\u987A\u5E8F",
      permission: PERM.settings,
      body: z17.object({ links: z17.array(footerLink).max(100) }),
      data: z17.object({ count: z17.number().int() })
    })
  ),
  pageInfoList: createRoute13(
    adminPagedRouteConfig({
      area: "pageInfo",
      summary: "\u9875\u9762 TDK \u6A21\u677F\u5217\u8868",
      permission: PERM.settings,
      body: pageQuery.extend({ keyword: z17.string().max(50).optional() }),
      row: pageInfo
    })
  ),
  pageInfoUpdate: createRoute13(
    adminRouteConfig({
      area: "pageInfo",
      verb: "update",
      summary: "\u4FDD\u5B58\u9875\u9762 TDK \u6A21\u677F",
      description: "\u53EF\u7528\u5360\u4F4D\u7B26 {companyName} {title} {columnName} {parentColumnName} {tagName} {productName} {regionName} {infoType} {bizType}",
      permission: PERM.settings,
      body: z17.object({
        name: z17.string().min(6).max(45).openapi({ example: "page-newsDetail" }),
        title: z17.string().min(1).max(200),
        keyword: z17.string().max(300).nullish(),
        description: z17.string().max(500).nullish()
      }),
      data: z17.object({ name: z17.string() })
    })
  )
};
function adminSettingsRoutes() {
  const app = new OpenAPIHono13({ defaultHook: validationHook });
  app.openapi(routes10.get, async (c) => c.json(ok(await adminSettingsGet(c.get("ctx"))), 200));
  app.openapi(routes10.pointRulesGet, async (c) => c.json(ok(await adminPointRulesGet(c.get("ctx"))), 200));
  app.openapi(
    routes10.pointRulesUpdate,
    async (c) => c.json(ok(await adminPointRulesUpdate(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(routes10.update, async (c) => c.json(ok(await adminSettingsUpdate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes10.footer, async (c) => c.json(ok(await adminFooterLinksSave(c.get("ctx"), c.req.valid("json").links)), 200));
  app.openapi(routes10.pageInfoList, async (c) => {
    const r = await adminPageInfoListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes10.pageInfoUpdate, async (c) => c.json(ok(await adminPageInfoUpdate(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}

// apps/server/api/admin/staff.ts
import { createRoute as createRoute14, OpenAPIHono as OpenAPIHono14, z as z18 } from "@hono/zod-openapi";
var role = z18.enum(["admin", "editor", "operator"]).openapi({ description: "admin \u7BA1\u7406\u5458\uFF0Ceditor \u7F16\u8F91\uFF0Coperator \u8FD0\u8425" });
var staffRow = z18.object({
  id: z18.string(),
  phone: z18.string().nullable(),
  realname: z18.string(),
  status: z18.string(),
  createdAt: z18.string(),
  roles: z18.array(z18.string())
}).openapi("AdminStaff");
var userId = z18.uuid().openapi({ description: "\u7528\u6237\u7F16\u53F7" });
var auditRow = z18.object({
  id: z18.number().int(),
  at: z18.string().openapi({ description: "\u65F6\u95F4\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09" }),
  actorType: z18.string(),
  actorId: z18.string().nullable(),
  actorName: z18.string().nullable(),
  actorPhone: z18.string().nullable(),
  action: z18.string().openapi({ example: "news.update" }),
  targetType: z18.string().nullable(),
  targetId: z18.string().nullable(),
  ip: z18.string().nullable(),
  detail: z18.record(z18.string(), z18.unknown()).nullable().openapi({ description: "\u6539\u52A8\u524D\u540E\uFF08before / after\uFF0C\u53EA\u542B\u53D8\u5316\u7684\u5B57\u6BB5\uFF09" })
}).openapi("AuditEntry");
var routes11 = {
  list: createRoute14(
    adminPagedRouteConfig({
      area: "staff",
      summary: "\u5DE5\u4F5C\u4EBA\u5458\u5217\u8868",
      permission: PERM.staff,
      body: pageQuery.extend({ keyword: z18.string().max(30).optional(), role: role.optional() }),
      row: staffRow
    })
  ),
  create: createRoute14(
    adminRouteConfig({
      area: "staff",
      verb: "create",
      summary: "\u6DFB\u52A0\u5DE5\u4F5C\u4EBA\u5458",
      description: "\u624B\u673A\u53F7\u5DF2\u6CE8\u518C\u5219\u6388\u4E88\u89D2\u8272\uFF0C\u5426\u5219\u65B0\u5EFA\u65E0\u5BC6\u7801\u8D26\u53F7\uFF08\u672C\u4EBA\u7528\u77ED\u4FE1\u9A8C\u8BC1\u7801\u767B\u5F55\u540E\u8BBE\u7F6E\u5BC6\u7801\uFF09",
      permission: PERM.staff,
      body: z18.object({ phone: z18.string().regex(/^1[3-9]\d{9}$/), realname: z18.string().min(1).max(20), roles: z18.array(role).min(1).max(3) }),
      data: z18.object({ id: z18.string() })
    })
  ),
  updateRoles: createRoute14(
    adminRouteConfig({
      area: "staff",
      verb: "updateRoles",
      summary: "\u4FEE\u6539\u5DE5\u4F5C\u4EBA\u5458\u89D2\u8272",
      description: "\u81F3\u5C11\u4FDD\u7559\u4E00\u540D\u7BA1\u7406\u5458",
      permission: PERM.staff,
      body: z18.object({ userId, roles: z18.array(role).min(1).max(3) }),
      data: z18.object({ id: z18.string(), roles: z18.array(z18.string()) })
    })
  ),
  disable: createRoute14(
    adminRouteConfig({
      area: "staff",
      verb: "disable",
      summary: "\u505C\u7528\u5DE5\u4F5C\u4EBA\u5458",
      description: "\u6536\u56DE\u5168\u90E8\u89D2\u8272\u5E76\u7ACB\u5373\u7ED3\u675F\u5176\u767B\u5F55\uFF1B\u4E0D\u80FD\u505C\u7528\u81EA\u5DF1",
      permission: PERM.staff,
      body: z18.object({ userId }),
      data: z18.object({ id: z18.string() })
    })
  ),
  audit: createRoute14(
    adminPagedRouteConfig({
      area: "audit",
      summary: "\u64CD\u4F5C\u65E5\u5FD7",
      description: "\u5DE5\u4F5C\u4EBA\u5458\u7684\u6BCF\u4E00\u6B21\u6539\u52A8\uFF08\u8C01\u3001\u505A\u4E86\u4EC0\u4E48\u3001\u4F55\u65F6\u3001\u6539\u52A8\u524D\u540E\uFF09\uFF0C\u65B0\u7684\u5728\u524D\uFF1B\u53EF\u6309\u64CD\u4F5C\u4EBA\u3001\u64CD\u4F5C\u3001\u5BF9\u8C61\u4E0E\u65E5\u671F\u7B5B\u9009",
      permission: PERM.audit,
      body: pageQuery.extend({
        actorId: z18.string().max(64).optional(),
        action: z18.string().max(40).optional(),
        targetType: z18.string().max(20).optional(),
        targetId: z18.string().max(64).optional(),
        from: dayInput.optional(),
        to: dayInput.optional()
      }),
      row: auditRow
    })
  )
};
function adminStaffRoutes() {
  const app = new OpenAPIHono14({ defaultHook: validationHook });
  app.openapi(routes11.list, async (c) => {
    const r = await adminStaffListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes11.create, async (c) => c.json(ok(await adminStaffCreate(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes11.updateRoles, async (c) => c.json(ok(await adminStaffUpdateRoles(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes11.disable, async (c) => c.json(ok(await adminStaffDisable(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes11.audit, async (c) => {
    const r = await adminAuditListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  return app;
}

// apps/server/api/admin/tender-orgs.ts
import { createRoute as createRoute15, OpenAPIHono as OpenAPIHono15, z as z19 } from "@hono/zod-openapi";
var org = z19.object({
  id: z19.number().int(),
  name: z19.string(),
  aliases: z19.array(z19.string()).openapi({ description: "\u89C1\u8FC7\u7684\u5176\u4ED6\u5199\u6CD5" }),
  buyerCount: z19.number().int(),
  agencyCount: z19.number().int(),
  winCount: z19.number().int(),
  candidateCount: z19.number().int(),
  mergedInto: z19.number().int().nullable().openapi({ description: "\u5DF2\u5E76\u5165\u7684\u5355\u4F4D\u7F16\u53F7" }),
  followers: z19.number().int().openapi({ description: "\u5173\u6CE8\u8BE5\u5355\u4F4D\u7684\u7528\u6237\u6570" })
}).openapi("StaffTenderOrg");
var routes12 = {
  list: createRoute15(
    adminPagedRouteConfig({
      area: "tenderOrg",
      summary: "\u62DB\u6807\u5355\u4F4D\u5217\u8868\uFF08\u540E\u53F0\uFF09",
      description: "\u6309\u540D\u79F0\u6216\u66FE\u7528\u5199\u6CD5\u67E5\u627E\uFF0C\u6D3B\u8DC3\u7684\u5728\u524D\uFF1B\u9ED8\u8BA4\u4E0D\u542B\u5DF2\u5E76\u5165\u5176\u4ED6\u5355\u4F4D\u7684",
      permission: TENDER_PERM.read,
      body: pageQuery.extend({
        keyword: z19.string().max(50).optional(),
        merged: z19.boolean().optional().openapi({ description: "\u662F\u5426\u5305\u542B\u5DF2\u5E76\u5165\u5176\u4ED6\u5355\u4F4D\u7684\u8BB0\u5F55" })
      }),
      row: org
    })
  ),
  merge: createRoute15(
    adminRouteConfig({
      area: "tenderOrg",
      verb: "merge",
      summary: "\u5408\u5E76\u62DB\u6807\u5355\u4F4D",
      description: "\u628A\u540C\u4E00\u5355\u4F4D\u7684\u4E0D\u540C\u5199\u6CD5\u5E76\u5165 targetId\uFF1A\u516C\u544A\u7684\u62DB\u6807\u4EBA\u3001\u4EE3\u7406\u3001\u4E2D\u6807\u4EBA\u4E0E\u5019\u9009\u4EBA\uFF0C\u9879\u76EE\uFF0C\u7528\u6237\u5173\u6CE8\u548C\u5199\u6CD5\u4E00\u5E76\u8F6C\u79FB\uFF0C\u6570\u91CF\u91CD\u65B0\u7EDF\u8BA1\uFF1B\u88AB\u5E76\u5165\u5355\u4F4D\u7684\u9875\u9762\u6C38\u4E45\u8DF3\u8F6C\u5230\u4FDD\u7559\u7684\u5355\u4F4D\u3002\u5728\u4E00\u4E2A\u4E8B\u52A1\u4E2D\u5B8C\u6210\u5E76\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7",
      permission: TENDER_PERM.write,
      body: z19.object({
        targetId: intId.openapi({ description: "\u4FDD\u7559\u7684\u5355\u4F4D" }),
        sourceIds: z19.array(intId).min(1).max(50).openapi({ description: "\u5E76\u5165\u7684\u5355\u4F4D" })
      }),
      data: z19.object({ id: intId, name: z19.string(), merged: z19.number().int(), aliases: z19.array(z19.string()) })
    })
  )
};
function adminTenderOrgRoutes() {
  const app = new OpenAPIHono15({ defaultHook: validationHook });
  app.openapi(routes12.list, async (c) => {
    const r = await listOrgsForStaff(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes12.merge, async (c) => c.json(ok(await mergeTenderOrgs(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}

// apps/server/api/admin/tenders.ts
import { createRoute as createRoute16, OpenAPIHono as OpenAPIHono16, z as z20 } from "@hono/zod-openapi";
var keys = (o) => Object.keys(o);
var field = z20.enum(keys(TENDER_FIELDS)).openapi({ description: "\u5B57\u6BB5\uFF1Astage \u516C\u544A\u9636\u6BB5\u3001buyer \u62DB\u6807\u4EBA\u3001budget_yuan \u9884\u7B97\u91D1\u989D\uFF08\u5143\uFF09\u2026\u2026" });
var listQuery = z20.object({
  keyword: z20.string().max(30).optional().openapi({ description: "\u6807\u9898\u4E2D\u7684\u8BCD\uFF0C\u591A\u4E2A\u8BCD\u4EE5\u7A7A\u683C\u5206\u9694" }),
  stage: z20.enum(keys(ENGINEERING_STAGES)).optional(),
  province: z20.string().regex(/^\d{6}$/, "\u5730\u533A\u4EE3\u7801\u5E94\u4E3A 6 \u4F4D\u6570\u5B57").optional(),
  state: z20.enum(["all", ...keys(TENDER_STATES)]).optional().openapi({ description: "all \u5168\u90E8\uFF08\u9ED8\u8BA4\uFF09\uFF1Bpublished \u5DF2\u53D1\u5E03\uFF1Bwithdrawn \u5DF2\u64A4\u4E0B" }),
  startDate: dayInput.optional(),
  endDate: dayInput.optional(),
  current: z20.number().int().min(1).max(10).optional().openapi({ description: "\u9875\u7801\uFF0C\u81F3\u591A\u7B2C 10 \u9875\uFF1B\u66F4\u591A\u8BF7\u7F29\u5C0F\u7B5B\u9009\u8303\u56F4" }),
  size: z20.number().int().min(1).max(50).optional()
});
var row5 = z20.object({
  id: z20.number().int(),
  title: z20.string(),
  stage: z20.string().nullable(),
  stageLabel: z20.string().nullable(),
  regionName: z20.string().nullable(),
  publishedOn: z20.string(),
  buyer: z20.string().nullable(),
  amountYuan: z20.number().nullable(),
  state: z20.string().openapi({ description: "published \u5DF2\u53D1\u5E03\uFF1Bwithdrawn \u5DF2\u64A4\u4E0B" }),
  corrected: z20.number().int().openapi({ description: "\u5DF2\u66F4\u6B63\u7684\u5B57\u6BB5\u6570" }),
  sourceSite: z20.string().nullable()
}).openapi("StaffTenderRow");
var detail2 = z20.record(z20.string(), z20.unknown()).openapi({
  description: "\u516C\u544A\u5168\u90E8\u5B57\u6BB5\uFF1Afields \u9010\u9879\u7ED9\u51FA\u5F53\u524D\u503C\u3001\u62BD\u53D6\u503C\u53CA\u5176\u4F9D\u636E\u4E0E\u7F6E\u4FE1\u5EA6\u3001\u4EBA\u5DE5\u66F4\u6B63\uFF08\u66F4\u6B63\u4EBA\u3001\u65F6\u95F4\uFF09"
});
var changed = z20.object({ id: intId });
var stateChanged = z20.object({ id: intId, state: z20.string() });
var reason = z20.object({ id: intId, reason: z20.string().max(200).optional().openapi({ description: "\u539F\u56E0\uFF0C\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7" }) });
var verb2 = (v, summary2, body2, data, description) => createRoute16(
  adminRouteConfig({
    area: "tender",
    verb: v,
    summary: summary2,
    description,
    permission: v === "get" ? TENDER_PERM.read : TENDER_PERM.write,
    body: body2,
    data
  })
);
var routes13 = {
  list: createRoute16(
    adminPagedRouteConfig({
      area: "tender",
      summary: "\u62DB\u6807\u516C\u544A\u5217\u8868\uFF08\u540E\u53F0\uFF09",
      description: "\u6309\u53D1\u5E03\u65E5\u671F\u5012\u5E8F\uFF0C\u542B\u5DF2\u64A4\u4E0B\u7684\u516C\u544A\uFF1B\u8BA1\u6570\u8D85\u8FC7 10,000 \u65F6\u4E3A 10,000",
      permission: TENDER_PERM.read,
      body: listQuery,
      row: row5
    })
  ),
  get: verb2("get", "\u62DB\u6807\u516C\u544A\u8BE6\u60C5\uFF08\u540E\u53F0\uFF09", idBody, detail2),
  correct: verb2(
    "correct",
    "\u66F4\u6B63\u516C\u544A\u5B57\u6BB5",
    z20.object({
      id: intId,
      field,
      value: z20.union([z20.string().max(200), z20.number()]).openapi({ description: "\u91D1\u989D\u4E3A\u6570\u5B57\uFF08\u5143\uFF09\uFF0C\u5176\u4F59\u4E3A\u6587\u5B57" })
    }),
    changed,
    "\u66F4\u6B63\u4F18\u5148\u4E8E\u81EA\u52A8\u62BD\u53D6\uFF0C\u91CD\u65B0\u62BD\u53D6\u65F6\u4FDD\u7559\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7"
  ),
  uncorrect: verb2("uncorrect", "\u64A4\u9500\u5B57\u6BB5\u66F4\u6B63", z20.object({ id: intId, field }), changed, "\u6062\u590D\u4E3A\u81EA\u52A8\u62BD\u53D6\u7684\u503C\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7"),
  withdraw: verb2("withdraw", "\u64A4\u4E0B\u516C\u544A", reason, stateChanged, "\u64A4\u4E0B\u540E\u524D\u53F0\u641C\u7D22\u3001\u8BE6\u60C5\u3001\u5355\u4F4D\u9875\u3001\u7EDF\u8BA1\u5747\u4E0D\u518D\u663E\u793A\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7"),
  restore: verb2("restore", "\u6062\u590D\u516C\u544A", reason, stateChanged, "\u91CD\u65B0\u5728\u524D\u53F0\u663E\u793A\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7"),
  enter: verb2(
    "enter",
    "\u4EBA\u5DE5\u5F55\u5165\u516C\u544A",
    z20.object({
      title: z20.string().trim().min(1).max(200),
      text: z20.string().trim().min(1).max(2e5),
      sourceUrl: z20.string().url().max(2e3).openapi({ description: "\u539F\u6587\u94FE\u63A5\uFF08\u552F\u4E00\uFF09" }),
      sourceSite: z20.string().max(100).optional(),
      publishedOn: dayInput.optional()
    }),
    z20.object({ id: z20.number().int() }),
    "\u4E0E\u91C7\u96C6\u7684\u516C\u544A\u540C\u6837\u62BD\u53D6\u5B57\u6BB5\u3001\u5173\u8054\u9879\u76EE\u3001\u53BB\u91CD\u5E76\u5339\u914D\u8BA2\u9605\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7"
  ),
  llmList: createRoute16(
    adminPagedRouteConfig({
      area: "tender-llm",
      summary: "\u5927\u6A21\u578B\u8865\u5145\u8BC6\u522B\u961F\u5217",
      description: "\u7B49\u5F85\u5927\u6A21\u578B\u8865\u5145\u5B57\u6BB5\u7684\u516C\u544A\uFF0C\u4EE5\u53CA\u91CD\u8BD5\u540E\u4ECD\u5931\u8D25\u800C\u653E\u5F03\u7684\u516C\u544A\uFF08\u9644\u6700\u540E\u4E00\u6B21\u9519\u8BEF\uFF09\uFF1B\u672A\u914D\u7F6E\u5927\u6A21\u578B\u65F6\u4E3A\u7A7A",
      permission: TENDER_PERM.read,
      body: z20.object({
        state: z20.enum(["all", "waiting", "given_up"]).optional().openapi({ description: "all \u5168\u90E8\uFF08\u9ED8\u8BA4\uFF09\uFF1Bwaiting \u7B49\u5F85\u8BC6\u522B\uFF1Bgiven_up \u5DF2\u653E\u5F03" }),
        current: z20.number().int().min(1).max(1e3).optional(),
        size: z20.number().int().min(1).max(50).optional()
      }),
      row: z20.object({
        id: z20.number().int(),
        title: z20.string(),
        publishedOn: z20.string(),
        state: z20.enum(["waiting", "given_up"]),
        attempts: z20.number().int(),
        nextAt: z20.string().nullable(),
        lastError: z20.string().nullable(),
        queuedAt: z20.string()
      }).openapi("LlmFillRow")
    })
  ),
  llmRetry: createRoute16(
    adminRouteConfig({
      area: "tender-llm",
      verb: "retry",
      summary: "\u91CD\u65B0\u4EA4\u7ED9\u5927\u6A21\u578B\u8BC6\u522B",
      description: "\u53EA\u7528\u4E8E\u5DF2\u653E\u5F03\u7684\u516C\u544A\uFF1A\u91CD\u8BD5\u6B21\u6570\u5F52\u96F6\u3001\u7ACB\u5373\u6392\u961F\uFF1B\u8BB0\u5165\u64CD\u4F5C\u65E5\u5FD7",
      permission: TENDER_PERM.write,
      body: idBody,
      data: changed
    })
  )
};
function adminTenderRoutes() {
  const app = new OpenAPIHono16({ defaultHook: validationHook });
  app.openapi(routes13.list, async (c) => {
    const r = await listTendersForStaff(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes13.get, async (c) => c.json(ok(await getTenderForStaff(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes13.correct, async (c) => c.json(ok(await correctTender(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes13.uncorrect, async (c) => c.json(ok(await uncorrectTender(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes13.withdraw, async (c) => c.json(ok(await withdrawTender(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes13.restore, async (c) => c.json(ok(await restoreTender(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes13.enter, async (c) => c.json(ok(await enterTenderManually(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes13.llmList, async (c) => {
    const r = await listLlmFills(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes13.llmRetry, async (c) => c.json(ok(await retryLlmFill(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}

// apps/server/api/admin/index.ts
function adminRoutes() {
  const app = new OpenAPIHono17({ defaultHook: validationHook });
  app.use("/admin/*", async (c, next) => {
    const actor = c.get("ctx").actor;
    if (actor.kind !== "user") throw unauthenticated();
    if (actor.roles.length === 0) throw forbidden();
    c.header("Cache-Control", "no-store");
    await next();
  });
  app.route("/", adminNewsRoutes());
  app.route("/", adminColumnRoutes());
  app.route("/", adminFolderRoutes());
  app.route("/", adminSettingsRoutes());
  app.route("/", adminStaffRoutes());
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

// apps/server/api/admin-outbox.ts
import { createRoute as createRoute17, OpenAPIHono as OpenAPIHono18, z as z21 } from "@hono/zod-openapi";
var row6 = z21.object({
  id: z21.string(),
  channel: z21.string(),
  recipient: z21.string(),
  subject: z21.string(),
  body: z21.string(),
  provider: z21.string(),
  status: z21.string(),
  statusText: z21.string(),
  createdAt: z21.string(),
  error: z21.string().nullable()
}).openapi("OutboxMessage");
var query = pageQuerySchema.extend({ recipient: z21.string().trim().max(320).optional() });
var errBody = { content: { "application/json": { schema: z21.object({ code: z21.string(), msg: z21.string(), data: z21.null() }) } } };
var answers = {
  200: { description: "\u7AD9\u5185\u53D1\u4EF6\u7BB1\uFF08\u672A\u5B9E\u9645\u53D1\u9001\u7684\u77ED\u4FE1\u4E0E\u90AE\u4EF6\uFF09\uFF0C\u6700\u65B0\u5728\u524D", content: { "application/json": { schema: pagedSchema(row6) } } },
  401: { description: "\u672A\u767B\u5F55", ...errBody },
  403: { description: "\u6CA1\u6709 outbox:read \u6743\u9650", ...errBody }
};
function adminOutboxRoutes() {
  const app = new OpenAPIHono18({ defaultHook: validationHook });
  const base = { path: "/admin/outbox/listPaged", tags: ["\u7BA1\u7406\u540E\u53F0"], summary: "\u53D1\u4EF6\u7BB1\uFF08\u672A\u53D1\u9001\u7684\u77ED\u4FE1\u4E0E\u90AE\u4EF6\uFF09" };
  app.openapi(createRoute17({ ...base, method: "get", request: { query }, responses: answers }), async (c) => {
    const q = c.req.valid("query");
    const { records, total } = await listOutbox(c.get("ctx"), q);
    return c.json(paged(records, total, q), 200);
  });
  app.openapi(createRoute17({ ...base, method: "post", request: jsonBody(query, false), responses: answers }), async (c) => {
    const q = query.parse(c.req.valid("json") ?? {});
    const { records, total } = await listOutbox(c.get("ctx"), q);
    return c.json(paged(records, total, q), 200);
  });
  const post11 = postRoutes("\u7BA1\u7406\u540E\u53F0");
  const delivery2 = z21.object({
    id: z21.number().int(),
    user: z21.string(),
    channel: z21.string(),
    title: z21.string(),
    status: z21.string(),
    statusText: z21.string(),
    attempts: z21.number().int(),
    nextAt: z21.string().nullable(),
    lastError: z21.string().nullable(),
    sentAt: z21.string().nullable(),
    createdAt: z21.string()
  });
  app.openapi(
    post11("/admin/delivery/listPaged", "\u8BA2\u9605\u63A8\u9001\u8BB0\u5F55\uFF08\u90AE\u4EF6\u3001\u7FA4\u673A\u5668\u4EBA\uFF09", pageQuerySchema.extend({ status: z21.string().max(20).optional() }), {
      ...pagedResponses(delivery2, "\u6700\u65B0\u5728\u524D"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      const r = await listDeliveriesForStaff(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post11("/admin/delivery/retry", "\u91CD\u65B0\u53D1\u9001\u5DF2\u653E\u5F03\u7684\u63A8\u9001", z21.object({ id: z21.number().int().min(1) }), {
      ...responses(z21.object({ id: z21.number().int(), status: z21.string() }), "\u5DF2\u91CD\u65B0\u6392\u961F"),
      ...moreErrors({ unauthenticated: true, notFound: "\u63A8\u9001\u8BB0\u5F55", conflict: "\u53EA\u6709\u5DF2\u653E\u5F03\u7684\u63A8\u9001\u53EF\u4EE5\u91CD\u65B0\u53D1\u9001" })
    }),
    async (c) => c.json(ok(await retryDelivery(c.get("ctx"), c.req.valid("json"))), 200)
  );
  return app;
}

// apps/server/api/ai.ts
import { OpenAPIHono as OpenAPIHono19, z as z23 } from "@hono/zod-openapi";

// apps/server/api/ai-schemas.ts
import { z as z22 } from "@hono/zod-openapi";
var int = z22.number().int();
var uuid2 = z22.string().uuid({ message: "\u7F16\u53F7\u683C\u5F0F\u4E0D\u6B63\u786E" });
var byId = z22.object({ id: uuid2 });
var status2 = z22.object({ enabled: z22.boolean().openapi({ description: "\u662F\u5426\u5DF2\u63A5\u5165\u5927\u6A21\u578B\uFF1B\u672A\u63A5\u5165\u65F6\u751F\u6210\u63A5\u53E3\u8FD4\u56DE 503" }), model: z22.string().nullable() }).openapi("AiStatus");
var toolInput = z22.object({
  key: z22.string(),
  label: z22.string(),
  type: z22.enum(["text", "textarea", "select"]),
  required: z22.boolean(),
  maxLength: int,
  placeholder: z22.string().optional(),
  options: z22.array(z22.string()).optional()
});
var toolCard = z22.object({ id: z22.string(), slug: z22.string(), name: z22.string(), category: z22.string(), summary: z22.string() }).openapi("AiTool");
var toolDetail2 = toolCard.extend({ inputs: z22.array(toolInput) }).openapi("AiToolDetail");
var bySlug = z22.object({ slug: z22.string().min(1).max(60) });
var runTool2 = z22.object({
  slug: z22.string().min(1).max(60),
  inputs: z22.record(z22.string(), z22.string().max(5e3)).openapi({ description: "\u5404\u8F93\u5165\u9879\u7684\u503C\uFF0C\u952E\u4E3A\u8F93\u5165\u9879\u6807\u8BC6" })
});
var reference = z22.object({ type: z22.enum(["NORMAL", "POLICY", "PAPER"]), typeName: z22.string(), title: z22.string(), path: z22.string(), passage: z22.string() }).openapi("AiReference");
var referenceQuery = z22.object({ subject: z22.string().trim().min(2, "\u8BF7\u8F93\u5165\u81F3\u5C11 2 \u4E2A\u5B57").max(200) });
var writingRow = z22.object({
  id: z22.string(),
  toolSlug: z22.string(),
  toolName: z22.string(),
  title: z22.string(),
  status: z22.string(),
  error: z22.string().nullable(),
  createdAt: z22.string()
}).openapi("AiWritingRow");
var writing = writingRow.extend({ inputs: z22.record(z22.string(), z22.string()), html: z22.string() }).openapi("AiWriting");
var quota = z22.object({
  freeLeft: int.openapi({ description: "\u4ECA\u65E5\u5269\u4F59\u514D\u8D39\u6B21\u6570" }),
  freeLimit: int,
  pointsPerUse: int.openapi({ description: "\u514D\u8D39\u6B21\u6570\u7528\u5B8C\u540E\u6BCF\u6B21\u6D88\u8017\u7684\u79EF\u5206" }),
  balance: int.openapi({ description: "\u79EF\u5206\u4F59\u989D" }),
  tokensUsed: int.openapi({ description: "\u4ECA\u65E5\u5DF2\u7528 tokens" }),
  tokensCap: int
}).openapi("AiQuota");
var section = z22.object({ idx: int, title: z22.string(), brief: z22.string(), html: z22.string(), status: z22.string(), words: int }).openapi("AiPaperSection");
var paperBase = z22.object({
  id: z22.string(),
  title: z22.string(),
  discipline: z22.string(),
  length: int,
  keywords: z22.string(),
  abstract: z22.string(),
  status: z22.string().openapi({ description: "outline \u63D0\u7EB2\u5F85\u786E\u8BA4\uFF0Cwriting \u751F\u6210\u4E2D\uFF0Cpaused \u5DF2\u6682\u505C\uFF0Cdone \u5DF2\u5B8C\u6210" }),
  words: int,
  createdAt: z22.string(),
  updatedAt: z22.string()
});
var paperRow = paperBase.openapi("AiPaperRow");
var paper = paperBase.extend({ sections: z22.array(section) }).openapi("AiPaper");
var newPaper = z22.object({
  topic: z22.string().trim().min(4, "\u8BF7\u7528\u81F3\u5C11 4 \u4E2A\u5B57\u63CF\u8FF0\u8BBA\u6587\u4E3B\u9898").max(100),
  discipline: z22.string().max(20),
  length: int,
  notes: z22.string().max(1e3).optional()
});
var outline = z22.object({
  id: uuid2,
  title: z22.string().trim().min(1, "\u8BF7\u586B\u5199\u8BBA\u6587\u9898\u76EE").max(100),
  abstract: z22.string().max(600).optional(),
  keywords: z22.string().max(100).optional(),
  sections: z22.array(z22.object({ title: z22.string().trim().min(1, "\u7AE0\u8282\u6807\u9898\u4E0D\u80FD\u4E3A\u7A7A").max(60), brief: z22.string().max(300) })).min(2, "\u63D0\u7EB2\u81F3\u5C11 2 \u8282").max(12, "\u63D0\u7EB2\u6700\u591A 12 \u8282")
});
var sectionRef = z22.object({ id: uuid2, idx: int.min(0).max(11) });
var sectionSave = sectionRef.extend({
  title: z22.string().trim().min(1, "\u7AE0\u8282\u6807\u9898\u4E0D\u80FD\u4E3A\u7A7A").max(60),
  html: z22.string().max(2e5)
});
var pageQuery2 = pageQuerySchema;

// apps/server/api/ai-stream.ts
import { streamSSE } from "hono/streaming";
var KEEPALIVE_MS = 15e3;
async function sseFrom(c, run2) {
  const ctl = new AbortController();
  c.req.raw.signal?.addEventListener("abort", () => ctl.abort(), { once: true });
  const queue = [];
  let wake = () => {
  };
  let started = () => {
  };
  const firstEvent = new Promise((resolve) => {
    started = resolve;
  });
  let finished = false;
  const sink = {
    signal: ctl.signal,
    send(event) {
      queue.push(event);
      started();
      wake();
    }
  };
  const job2 = run2(sink).finally(() => {
    finished = true;
    wake();
  });
  await Promise.race([firstEvent, job2]);
  c.header("X-Accel-Buffering", "no");
  c.header("Cache-Control", "no-store");
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => ctl.abort());
    const ping = setInterval(() => void stream.write(": keep-alive\n\n").catch(() => {
    }), KEEPALIVE_MS);
    try {
      for (; ; ) {
        for (let ev = queue.shift(); ev; ev = queue.shift()) {
          await stream.writeSSE({ event: ev.type, data: JSON.stringify(ev) });
        }
        if (finished) break;
        await new Promise((resolve) => {
          wake = resolve;
        });
      }
      await job2.catch(async (err3) => {
        c.get("ctx").log.error({ err: err3 }, "ai generation failed");
        const message2 = err3 instanceof AppError ? err3.userMessage : "\u751F\u6210\u5931\u8D25\uFF0C\u8BF7\u7A0D\u540E\u91CD\u8BD5";
        await stream.writeSSE({ event: "error", data: JSON.stringify({ type: "error", message: message2 }) });
      });
    } finally {
      clearInterval(ping);
    }
  });
}

// apps/server/api/ai.ts
var post = postRoutes("AI \u5199\u4F5C");
var signed = { unauthenticated: true };
async function bodyOf(c, schema) {
  const raw = await c.req.json().catch(() => {
    throw invalid("\u8BF7\u6C42\u4F53\u4E0D\u662F\u6709\u6548\u7684 JSON");
  });
  const r = schema.safeParse(raw);
  if (!r.success) throw invalid(r.error.issues[0]?.message ?? "\u53C2\u6570\u9519\u8BEF");
  return r.data;
}
var STREAMS = [
  { path: "/aiWrite/tool/run", summary: "\u8FD0\u884C\u5199\u4F5C\u5DE5\u5177\uFF08SSE \u6D41\u5F0F\u8FD4\u56DE\uFF09", schema: runTool2 },
  { path: "/aipaper/write", summary: "\u6309\u63D0\u7EB2\u9010\u8282\u5199\u4F5C\u8BBA\u6587\uFF08SSE \u6D41\u5F0F\u8FD4\u56DE\uFF1B\u4E2D\u65AD\u540E\u518D\u6B21\u8C03\u7528\u4ECE\u672A\u5B8C\u6210\u7684\u7AE0\u8282\u7EE7\u7EED\uFF09", schema: byId },
  { path: "/aipaper/section/regenerate", summary: "\u91CD\u65B0\u751F\u6210\u4E00\u8282\uFF08SSE \u6D41\u5F0F\u8FD4\u56DE\uFF09", schema: sectionRef }
];
function aiRoutes(limit) {
  const app = new OpenAPIHono19({ defaultHook: validationHook });
  app.use("/aiWrite/pub/references", limit({ name: "ai-refs", points: 30, durationSec: 60 }));
  app.use("/aiWrite/tool/run", limit({ name: "ai-run", points: 20, durationSec: 600 }));
  app.use("/aipaper/*", limit({ name: "ai-paper", points: 120, durationSec: 600 }));
  app.openapi(
    post("/aiWrite/pub/status", "\u662F\u5426\u5DF2\u63A5\u5165\u5927\u6A21\u578B", z23.object({}).optional(), responses(status2, "\u72B6\u6001")),
    (c) => c.json(ok(aiStatus(c.get("ctx"))), 200)
  );
  app.openapi(
    post("/aiWrite/pub/tool/list", "\u5199\u4F5C\u5DE5\u5177\u76EE\u5F55", z23.object({}).optional(), responses(z23.array(toolCard), "\u542F\u7528\u7684\u5DE5\u5177")),
    async (c) => c.json(ok(await listTools(c.get("ctx"))), 200)
  );
  app.openapi(
    post("/aiWrite/pub/tool/detail", "\u5199\u4F5C\u5DE5\u5177\u53CA\u5176\u8F93\u5165\u9879", bySlug, {
      ...responses(toolDetail2, "\u5DE5\u5177"),
      ...moreErrors({ notFound: "\u5DE5\u5177" })
    }),
    async (c) => c.json(ok(await toolDetail(c.get("ctx"), c.req.valid("json").slug)), 200)
  );
  app.openapi(
    post(
      "/aiWrite/pub/references",
      "\u68C0\u7D22\u672C\u7AD9\u6807\u51C6\u3001\u653F\u7B56\u3001\u8BBA\u6587\u4E2D\u7684\u76F8\u5173\u6BB5\u843D\uFF08\u65E0\u9700\u5927\u6A21\u578B\uFF09",
      referenceQuery,
      responses(z23.array(reference), "\u76F8\u5173\u6BB5\u843D")
    ),
    async (c) => c.json(ok(await findReferences(c.get("ctx"), c.req.valid("json").subject)), 200)
  );
  app.openapi(
    post("/aiWrite/quota", "\u6211\u7684 AI \u5199\u4F5C\u989D\u5EA6", z23.object({}).optional(), { ...responses(quota, "\u989D\u5EA6"), ...moreErrors(signed) }),
    async (c) => {
      const ctx = c.get("ctx");
      const userId3 = requireUser(ctx);
      const [[q], rules, balance, tokens] = await Promise.all([
        quotaResidue(ctx, "AI_GENERATE"),
        getPointRules(ctx),
        pointBalance(ctx, userId3),
        tokensToday(ctx, userId3)
      ]);
      const pointsPerUse = rules.consumption.find((r) => r.code === "AI_GENERATE")?.points ?? 0;
      return c.json(
        ok({ freeLeft: q?.residue ?? 0, freeLimit: q?.limit ?? 0, pointsPerUse, balance, tokensUsed: tokens.used, tokensCap: tokens.cap }),
        200
      );
    }
  );
  app.openapi(
    post("/aiWrite/writing/list", "\u6211\u7684\u5199\u4F5C\u8BB0\u5F55", pageQuery2, {
      ...pagedResponses(writingRow, "\u8BB0\u5F55\uFF0C\u6700\u65B0\u5728\u524D"),
      ...moreErrors(signed)
    }),
    async (c) => {
      const r = await myWritings(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post("/aiWrite/writing/detail", "\u4E00\u6761\u5199\u4F5C\u8BB0\u5F55", byId, {
      ...responses(writing, "\u8BB0\u5F55"),
      ...moreErrors({ ...signed, notFound: "\u8BB0\u5F55" })
    }),
    async (c) => c.json(ok(await myWriting(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post("/aiWrite/writing/remove", "\u5220\u9664\u5199\u4F5C\u8BB0\u5F55", byId, {
      ...responses(z23.null(), "\u5DF2\u5220\u9664"),
      ...moreErrors({ ...signed, notFound: "\u8BB0\u5F55" })
    }),
    async (c) => {
      await deleteWriting(c.get("ctx"), c.req.valid("json").id);
      return c.json(ok(null), 200);
    }
  );
  app.openapi(
    post("/aipaper/create", "\u65B0\u5EFA\u8BBA\u6587\uFF1A\u751F\u6210\u9898\u76EE\u3001\u6458\u8981\u548C\u63D0\u7EB2\uFF08\u4E0D\u6263\u6B21\u6570\uFF09", newPaper, {
      ...responses(paper, "\u8BBA\u6587\u53CA\u63D0\u7EB2"),
      ...moreErrors(signed),
      503: { description: "\u672A\u63A5\u5165\u5927\u6A21\u578B\u6216\u5927\u6A21\u578B\u6682\u4E0D\u53EF\u7528" }
    }),
    async (c) => c.json(ok(await createPaper(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post("/aipaper/outline", "\u4FEE\u6539\u9898\u76EE\u4E0E\u63D0\u7EB2\uFF08\u5F00\u59CB\u5199\u4F5C\u524D\uFF09", outline, {
      ...responses(paper, "\u8BBA\u6587"),
      ...moreErrors({ ...signed, notFound: "\u8BBA\u6587", conflict: "\u5DF2\u5F00\u59CB\u5199\u4F5C" })
    }),
    async (c) => {
      const { id: id8, ...rest } = c.req.valid("json");
      return c.json(ok(await updateOutline(c.get("ctx"), id8, rest)), 200);
    }
  );
  app.openapi(
    post("/aipaper/list", "\u6211\u7684\u8BBA\u6587", pageQuery2, { ...pagedResponses(paperRow, "\u8BBA\u6587\uFF0C\u6700\u8FD1\u4FEE\u6539\u5728\u524D"), ...moreErrors(signed) }),
    async (c) => {
      const r = await myPapers(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post("/aipaper/detail", "\u8BBA\u6587\u5168\u6587", byId, { ...responses(paper, "\u8BBA\u6587"), ...moreErrors({ ...signed, notFound: "\u8BBA\u6587" }) }),
    async (c) => c.json(ok(await myPaper(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post("/aipaper/section/save", "\u4FDD\u5B58\u7F16\u8F91\u540E\u7684\u4E00\u8282", sectionSave, {
      ...responses(section, "\u7AE0\u8282"),
      ...moreErrors({ ...signed, notFound: "\u8BBA\u6587", conflict: "\u6B63\u5728\u751F\u6210" })
    }),
    async (c) => {
      const { id: id8, idx, ...rest } = c.req.valid("json");
      return c.json(ok(await saveSection(c.get("ctx"), id8, idx, rest)), 200);
    }
  );
  app.openapi(
    post("/aipaper/remove", "\u5220\u9664\u8BBA\u6587", byId, {
      ...responses(z23.null(), "\u5DF2\u5220\u9664"),
      ...moreErrors({ ...signed, notFound: "\u8BBA\u6587", conflict: "\u6B63\u5728\u751F\u6210" })
    }),
    async (c) => {
      await deletePaper(c.get("ctx"), c.req.valid("json").id);
      return c.json(ok(null), 200);
    }
  );
  app.get("/aipaper/docx/:id", async (c) => {
    const id8 = uuid2.safeParse(c.req.param("id"));
    if (!id8.success) throw invalid("\u7F16\u53F7\u683C\u5F0F\u4E0D\u6B63\u786E");
    const file = await exportPaperDocx(c.get("ctx"), id8.data);
    const encoded = encodeURIComponent(file.fileName);
    return c.body(new Uint8Array(file.body), 200, {
      "Content-Type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "Content-Disposition": `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`,
      "Cache-Control": "private, no-store"
    });
  });
  app.post("/aiWrite/tool/run", async (c) => {
    const { slug, inputs } = await bodyOf(c, runTool2);
    return sseFrom(c, (sink) => runTool(c.get("ctx"), slug, inputs, sink));
  });
  app.post("/aipaper/write", async (c) => {
    const { id: id8 } = await bodyOf(c, byId);
    return sseFrom(c, (sink) => writePaper(c.get("ctx"), id8, sink));
  });
  app.post("/aipaper/section/regenerate", async (c) => {
    const { id: id8, idx } = await bodyOf(c, sectionRef);
    return sseFrom(c, (sink) => regenerateSection(c.get("ctx"), id8, idx, sink));
  });
  for (const st of STREAMS) {
    app.openAPIRegistry.registerPath({
      method: "post",
      path: st.path,
      summary: st.summary,
      tags: ["AI \u5199\u4F5C"],
      request: { body: { required: true, content: { "application/json": { schema: st.schema } } } },
      responses: {
        200: {
          description: "text/event-stream\uFF1Astart\u3001section\u3001delta\u3001sectionDone\u3001done \u4E8B\u4EF6\uFF0Cdata \u4E3A JSON\uFF1B\u51FA\u9519\u65F6\u4E3A error \u4E8B\u4EF6",
          content: { "text/event-stream": { schema: z23.string() } }
        },
        400: { description: "\u53C2\u6570\u9519\u8BEF" },
        401: { description: "\u672A\u767B\u5F55" },
        409: { description: "\u989D\u5EA6\u4E0E\u79EF\u5206\u4E0D\u8DB3\uFF0C\u6216\u72B6\u6001\u4E0D\u5141\u8BB8" },
        429: { description: "\u5DF2\u6709\u751F\u6210\u5728\u8FDB\u884C\u6216\u8BF7\u6C42\u8FC7\u4E8E\u9891\u7E41" },
        503: { description: "\u672A\u63A5\u5165\u5927\u6A21\u578B" }
      }
    });
  }
  return app;
}

// apps/server/api/auth.ts
import { timingSafeEqual } from "node:crypto";
import { OpenAPIHono as OpenAPIHono20, z as z26 } from "@hono/zod-openapi";
import { deleteCookie as deleteCookie3 } from "hono/cookie";

// apps/server/middleware/session.ts
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
var SESSION_COOKIE = "sid";
function tokenOf(c) {
  const auth = c.req.header("authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim();
  return getCookie(c, SESSION_COOKIE);
}
function sessionActor() {
  return async (c, next) => {
    const token = tokenOf(c);
    if (token) {
      const ctx = c.get("ctx");
      const session = await resolveSession(ctx, token);
      if (session) {
        const ip = ctx.actor.kind === "anonymous" ? ctx.actor.ip : "";
        c.set("ctx", { ...ctx, actor: { kind: "user", userId: session.userId, sessionId: session.sessionId, roles: session.roles, ip } });
      } else if (getCookie(c, SESSION_COOKIE)) {
        clearSessionCookie(c);
      }
    }
    return next();
  };
}
function setSessionCookie(c, token, expiresAt) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.get("https") === true,
    path: "/",
    expires: expiresAt
  });
}
function clearSessionCookie(c) {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}

// apps/server/api/account-routes.ts
import { createRoute as createRoute18, z as z24 } from "@hono/zod-openapi";
var err2 = (description) => ({
  description,
  content: { "application/json": { schema: z24.object({ code: z24.string(), msg: z24.string(), data: z24.null() }) } }
});
function addPost(app, def, handler) {
  const paths = Array.isArray(def.path) ? def.path : [def.path];
  paths.forEach((path7, i) => {
    const route6 = createRoute18({
      method: "post",
      path: path7,
      tags: def.tags,
      summary: i === 0 ? def.summary : `${def.summary}\uFF08\u517C\u5BB9\u65E7\u7248\u8DEF\u5F84\uFF0C\u540C ${paths[0]}\uFF09`,
      description: def.description,
      request: def.body ? jsonBody(def.body, false) : void 0,
      responses: {
        ...responses(def.data, def.summary),
        401: err2(`\u672A\u767B\u5F55\u6216\u767B\u5F55\u5DF2\u8FC7\u671F\uFF08${ERRORS.Unauthenticated.code}\uFF09`),
        404: err2(`\u4E0D\u5B58\u5728\uFF08${ERRORS.NotFound.code}\uFF09`),
        409: err2(`\u51B2\u7A81\uFF08${ERRORS.Conflict.code}\uFF09`)
      }
    });
    app.openapi(route6, (async (c) => {
      const body2 = def.body ? c.req.valid("json") ?? {} : {};
      return c.json(ok(await handler(c, body2)), 200);
    }));
  });
}
var phoneField = z24.string().trim().max(20).openapi({ example: "13800138000", description: "\u4E2D\u56FD\u5927\u9646 11 \u4F4D\u624B\u673A\u53F7" });
var passwordField = z24.string().max(200).openapi({ description: "8\u2013128 \u4F4D" });
var vcodeField = z24.string().trim().max(10).openapi({ example: "123456", description: "\u77ED\u4FE1\u6216\u90AE\u4EF6\u9A8C\u8BC1\u7801\uFF086 \u4F4D\u6570\u5B57\uFF09" });
var icodeFields = {
  icodeId: z24.string().max(200).optional().openapi({ description: "\u56FE\u5F62\u9A8C\u8BC1\u7801\u7F16\u53F7" }),
  icode: z24.string().max(10).optional().openapi({ description: "\u56FE\u5F62\u9A8C\u8BC1\u7801\u7B54\u6848" })
};
var sentSchema = z24.object({ resendAfter: z24.number().int().openapi({ description: "\u591A\u5C11\u79D2\u540E\u53EF\u91CD\u65B0\u53D1\u9001" }) });
var icodeSchema = z24.object({ icodeId: z24.string(), image: z24.string().openapi({ description: "data:image/svg+xml \u56FE\u7247" }) });

// apps/server/api/auth-helpers.ts
import { z as z25 } from "@hono/zod-openapi";
import { deleteCookie as deleteCookie2, getCookie as getCookie2, setCookie as setCookie2 } from "hono/cookie";
var DEVICE_COOKIE = "did";
var MFA_COOKIE = "mfa";
var secure = (c) => c.get("https") === true;
function clientInfo(c) {
  const actor = c.get("ctx").actor;
  return {
    userAgent: c.req.header("user-agent") ?? "",
    ip: "ip" in actor ? actor.ip : "",
    deviceToken: getCookie2(c, DEVICE_COOKIE),
    currentSessionId: actor.kind === "user" ? actor.sessionId : void 0
  };
}
function mfaChallengeOf(c, body2) {
  return body2 || getCookie2(c, MFA_COOKIE) || "";
}
var issueField = z25.enum(["cookie", "bearer"]).optional().openapi({ description: "cookie\uFF1A\u6D4F\u89C8\u5668\uFF0C\u4F1A\u8BDD\u653E\u5728 HttpOnly Cookie \u4E2D\uFF08\u9ED8\u8BA4\uFF09\uFF1Bbearer\uFF1AAPI \u5BA2\u6237\u7AEF\uFF0C\u54CD\u5E94\u4E2D\u8FD4\u56DE token" });
var loginDataSchema = z25.object({
  status: z25.enum(["OK", "DOUBLE_AUTH"]),
  token: z25.string().optional().openapi({ description: "\u4EC5 issue=bearer \u65F6\u8FD4\u56DE" }),
  user: z25.object({
    id: z25.string(),
    realname: z25.string(),
    avatarUrl: z25.string().nullable(),
    maskedPhone: z25.string().nullable(),
    roles: z25.array(z25.string())
  }).optional(),
  challenge: z25.string().optional().openapi({ description: "\u9700\u8981\u4E8C\u6B21\u9A8C\u8BC1\u65F6\u7684\u51ED\u8BC1" }),
  channel: z25.enum(["sms", "email"]).optional(),
  channels: z25.array(z25.enum(["sms", "email"])).optional(),
  maskedTarget: z25.string().optional()
}).openapi("LoginResult");
async function answerLogin(c, result, issue = "cookie") {
  if (result.status === "DOUBLE_AUTH") {
    if (issue === "cookie") {
      setCookie2(c, MFA_COOKIE, result.challenge, { httpOnly: true, sameSite: "Lax", secure: secure(c), path: "/", maxAge: 600 });
    }
    return {
      status: "DOUBLE_AUTH",
      challenge: result.challenge,
      channel: result.channel,
      channels: result.channels,
      maskedTarget: result.maskedTarget
    };
  }
  if (result.deviceToken) {
    setCookie2(c, DEVICE_COOKIE, result.deviceToken, {
      httpOnly: true,
      sameSite: "Lax",
      secure: secure(c),
      path: "/",
      maxAge: 365 * 86400
    });
  }
  deleteCookie2(c, MFA_COOKIE, { path: "/" });
  const ctx = c.get("ctx");
  const actor = { kind: "user", userId: result.userId, sessionId: "", roles: await rolesOf(ctx, result.userId), ip: "" };
  const user = await getCurrentUser({ ...ctx, actor }) ?? void 0;
  if (issue === "bearer") return { status: "OK", token: result.token, user };
  setSessionCookie(c, result.token, result.expiresAt);
  return { status: "OK", user };
}

// apps/server/api/auth.ts
var TAG = ["\u767B\u5F55\u4E0E\u4F1A\u8BDD"];
var userSchema = z26.object({
  id: z26.string(),
  realname: z26.string(),
  avatarUrl: z26.string().nullable(),
  maskedPhone: z26.string().nullable(),
  roles: z26.array(z26.string())
}).openapi("UserInfo");
var account = z26.string().trim().min(1).max(100).openapi({ description: "\u624B\u673A\u53F7\u3001\u90AE\u7BB1\u6216\u7528\u6237\u540D", example: "13800138000" });
function assertPlatformClient(authorization, platform, secret) {
  if (!secret) throw new AppError("Forbidden", "\u8BE5\u5E73\u53F0\u5C1A\u672A\u914D\u7F6E\u63A5\u5165\u51ED\u636E\uFF0C\u6682\u4E0D\u80FD\u5151\u6362\u767B\u5F55\u7801");
  const given = authorization?.match(/^Basic ([A-Za-z0-9+/=]+)$/)?.[1];
  const expected = Buffer.from(`${platform}:${secret}`);
  const actual = given ? Buffer.from(given, "base64") : Buffer.alloc(0);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new AppError("Unauthenticated", "\u5E73\u53F0\u51ED\u636E\u4E0D\u6B63\u786E");
}
function authRoutes(limit, config2) {
  const app = new OpenAPIHono20({ defaultHook: validationHook });
  const icodeLimit = limit({ name: "icode", points: 60, durationSec: 60 });
  for (const p of ["/user/auth/icode", "/user/reg/code", "/user/findPwd/code", "/user/findPwd/refreshIcode", "/user/reg/v3/upgrade/code"])
    app.use(p, icodeLimit);
  addPost(
    app,
    {
      path: "/user/auth/icode",
      tags: TAG,
      summary: "\u83B7\u53D6\u56FE\u5F62\u9A8C\u8BC1\u7801",
      description: "\u8FD4\u56DE\u4E00\u5F20 SVG \u56FE\u5F62\u9A8C\u8BC1\u7801\u4E0E\u5176\u7F16\u53F7\uFF0C5 \u5206\u949F\u5185\u6709\u6548\uFF0C\u53EA\u80FD\u6821\u9A8C\u4E00\u6B21\u3002",
      data: icodeSchema
    },
    async (c) => newImageCode(c.get("ctx"))
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/pwd/login", "/user/auth/loginByPwd", "/user/auth/loginByPwdCode"],
      tags: TAG,
      summary: "\u5BC6\u7801\u767B\u5F55",
      description: "\u8D26\u53F7\uFF08\u624B\u673A\u53F7 / \u90AE\u7BB1 / \u7528\u6237\u540D\uFF09+ \u5BC6\u7801\u3002\u540C\u4E00\u8D26\u53F7\u8FDE\u7EED\u5931\u8D25 3 \u6B21\u540E\u9700\u8981\u56FE\u5F62\u9A8C\u8BC1\u7801\uFF08\u9519\u8BEF\u7801 40002\uFF09\uFF1B\u6BCF\u8D26\u53F7 15 \u5206\u949F\u5185\u5931\u8D25 10 \u6B21\u3001\u6BCF IP \u5931\u8D25 30 \u6B21\u540E\u8FD4\u56DE 429\u3002\u672A\u77E5\u8D26\u53F7\u4E0E\u5BC6\u7801\u9519\u8BEF\u7684\u56DE\u7B54\u76F8\u540C\u3002\u964C\u751F\u8BBE\u5907\u4E0E\u7BA1\u7406\u4EBA\u5458\u9700\u4E8C\u6B21\u9A8C\u8BC1\uFF08status=DOUBLE_AUTH\uFF09\u3002",
      body: z26.object({ account, password: passwordField, ...icodeFields, issue: issueField }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(c, await loginByPassword(c.get("ctx"), b, clientInfo(c)), b.issue)
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/vcode/send", "/user/auth/sendVcode"],
      tags: TAG,
      summary: "\u53D1\u9001\u767B\u5F55\u77ED\u4FE1\u9A8C\u8BC1\u7801",
      description: "\u9700\u5148\u586B\u5199\u56FE\u5F62\u9A8C\u8BC1\u7801\u3002\u6BCF\u4E2A\u624B\u673A\u53F7 60 \u79D2\u4E00\u6B21\u3001\u6BCF\u5C0F\u65F6 5 \u6B21\u3001\u6BCF\u5929 10 \u6B21\uFF0C\u6BCF\u4E2A IP \u6BCF\u5C0F\u65F6 20 \u6B21\u3001\u6BCF\u5929 50 \u6B21\u3002\u672A\u6CE8\u518C\u7684\u624B\u673A\u53F7\u6536\u5230\u63D0\u793A\u77ED\u4FE1\uFF0C\u63A5\u53E3\u56DE\u7B54\u76F8\u540C\u3002",
      body: z26.object({ phone: phoneField, ...icodeFields }),
      data: sentSchema
    },
    async (c, b) => sendLoginCode(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/vcode/login", "/user/auth/loginByVcode"],
      tags: TAG,
      summary: "\u77ED\u4FE1\u9A8C\u8BC1\u7801\u767B\u5F55",
      body: z26.object({ phone: phoneField, vcode: vcodeField, issue: issueField }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(c, await loginByCode(c.get("ctx"), b, clientInfo(c)), b.issue)
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/pwdvcode/send", "/user/auth/sendVcodePwd"],
      tags: TAG,
      summary: "\u5BC6\u7801 + \u77ED\u4FE1\u767B\u5F55\uFF1A\u53D1\u9001\u9A8C\u8BC1\u7801",
      description: "\u5BC6\u7801\u6B63\u786E\u65F6\u5411\u8D26\u53F7\u7ED1\u5B9A\u7684\u624B\u673A\u53D1\u9001\u9A8C\u8BC1\u7801\uFF1B\u65E0\u8BBA\u5BC6\u7801\u662F\u5426\u6B63\u786E\uFF0C\u56DE\u7B54\u90FD\u76F8\u540C\u3002",
      body: z26.object({ account, password: passwordField, ...icodeFields }),
      data: sentSchema
    },
    async (c, b) => sendPasswordLoginCode(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/pwdvcode/login", "/user/auth/loginByPwdVcode"],
      tags: TAG,
      summary: "\u5BC6\u7801 + \u77ED\u4FE1\u9A8C\u8BC1\u7801\u767B\u5F55",
      body: z26.object({ account, password: passwordField, vcode: vcodeField, issue: issueField }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(c, await loginByPasswordAndCode(c.get("ctx"), b, clientInfo(c)), b.issue)
  );
  addPost(
    app,
    {
      path: "/user/auth/doubleAuth/info",
      tags: TAG,
      summary: "\u4E8C\u6B21\u9A8C\u8BC1\uFF1A\u5F53\u524D\u9A8C\u8BC1\u65B9\u5F0F",
      body: z26.object({ challenge: z26.string().max(200).optional() }),
      data: z26.object({
        channel: z26.enum(["sms", "email"]),
        channels: z26.array(z26.enum(["sms", "email"])),
        targets: z26.object({ sms: z26.string().nullable(), email: z26.string().nullable() })
      })
    },
    async (c, b) => doubleAuthInfo(c.get("ctx"), mfaChallengeOf(c, b.challenge))
  );
  addPost(
    app,
    {
      path: "/user/auth/doubleAuth/send",
      tags: TAG,
      summary: "\u4E8C\u6B21\u9A8C\u8BC1\uFF1A\u91CD\u65B0\u53D1\u9001\u6216\u6539\u7528\u5176\u4ED6\u65B9\u5F0F",
      body: z26.object({ challenge: z26.string().max(200).optional(), channel: z26.enum(["sms", "email"]) }),
      data: z26.object({ maskedTarget: z26.string() })
    },
    async (c, b) => resendDoubleAuth(c.get("ctx"), { challenge: mfaChallengeOf(c, b.challenge), channel: b.channel })
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/bindClient", "/user/auth/doubleAuth/verify"],
      tags: TAG,
      summary: "\u4E8C\u6B21\u9A8C\u8BC1\uFF1A\u63D0\u4EA4\u9A8C\u8BC1\u7801\u5E76\uFF08\u53EF\u9009\uFF09\u8BB0\u4F4F\u6B64\u8BBE\u5907",
      description: "remember=true \u65F6\u5728\u6B64\u6D4F\u89C8\u5668\u5199\u5165\u957F\u671F\u6709\u6548\u7684\u8BBE\u5907\u6807\u8BC6\uFF08HttpOnly Cookie\uFF0C\u670D\u52A1\u5668\u53EA\u4FDD\u5B58\u5176\u54C8\u5E0C\uFF09\uFF0C\u4E0B\u6B21\u4ECE\u6B64\u8BBE\u5907\u767B\u5F55\u65E0\u9700\u4E8C\u6B21\u9A8C\u8BC1\uFF08\u7BA1\u7406\u4EBA\u5458\u9664\u5916\uFF09\u3002",
      body: z26.object({
        challenge: z26.string().max(200).optional(),
        vcode: vcodeField,
        remember: z26.boolean().default(true),
        issue: issueField
      }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(
      c,
      await verifyDoubleAuth(
        c.get("ctx"),
        { challenge: mfaChallengeOf(c, b.challenge), code: b.vcode, remember: b.remember },
        clientInfo(c)
      ),
      b.issue
    )
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/userinfo", "/user/auth/userinfo"],
      tags: TAG,
      summary: "\u5F53\u524D\u7528\u6237\u4FE1\u606F",
      description: "\u672A\u767B\u5F55\u8FD4\u56DE 401\u3002",
      data: userSchema
    },
    async (c) => userInfo(c.get("ctx"))
  );
  addPost(app, { path: "/user/auth/userid", tags: TAG, summary: "\u5F53\u524D\u7528\u6237\u7F16\u53F7", data: z26.object({ userId: z26.string() }) }, async (c) => ({
    userId: (await userInfo(c.get("ctx"))).id
  }));
  addPost(
    app,
    {
      path: ["/user/auth/logout", "/user/auth/v3/logout"],
      tags: TAG,
      summary: "\u9000\u51FA\u767B\u5F55",
      description: "\u7ACB\u5373\u5728\u670D\u52A1\u5668\u7AEF\u7ED3\u675F\u5F53\u524D\u4F1A\u8BDD\u3002",
      data: z26.object({ loggedOut: z26.boolean() })
    },
    async (c) => {
      const result = await logout(c.get("ctx"));
      clearSessionCookie(c);
      deleteCookie3(c, MFA_COOKIE, { path: "/" });
      return result;
    }
  );
  addPost(
    app,
    {
      path: "/user/auth/getPasswordStrength",
      tags: TAG,
      summary: "\u5BC6\u7801\u5F3A\u5EA6",
      description: "\u6CE8\u518C\u3001\u6539\u5BC6\u65F6\u8FB9\u8F93\u5165\u8FB9\u68C0\u67E5\uFF1A\u957F\u5EA6 8\u2013128\u3001\u4E0D\u80FD\u662F\u5E38\u89C1\u5BC6\u7801\u3001\u4E0D\u80FD\u5305\u542B\u624B\u673A\u53F7\u3002",
      body: z26.object({ password: z26.string().max(200), phone: z26.string().max(20).optional() }),
      data: z26.object({
        score: z26.number().int(),
        level: z26.enum(["weak", "medium", "strong"]),
        levelText: z26.string(),
        problems: z26.array(z26.string()),
        acceptable: z26.boolean()
      })
    },
    async (_c, b) => passwordStrength(b.password, { phone: b.phone })
  );
  const states = z26.enum(Object.keys(QR_LOGIN_STATES));
  app.use("/user/auth/v3/scan/qrcode", limit({ name: "qr-create", points: 30, durationSec: 60 }));
  addPost(
    app,
    {
      path: ["/user/auth/v3/scan/qrcode", "/user/auth/qrcode"],
      tags: TAG,
      summary: "\u626B\u7801\u767B\u5F55\uFF1A\u751F\u6210\u4E8C\u7EF4\u7801",
      description: "\u4E8C\u7EF4\u7801\u56FE\u7247 300 \u50CF\u7D20\u3001\u8FB9\u8DDD 1\u3001\u4F4E\u7EA0\u9519\u7EA7\u522B\u3001JPEG\u3001\u9ED1\u7801\u767D\u5E95\uFF1B3 \u5206\u949F\u5185\u6709\u6548\u3002qrId \u53EA\u7ED9\u672C\u6D4F\u89C8\u5668\u8F6E\u8BE2\u7528\uFF0C\u4E0D\u5728\u4E8C\u7EF4\u7801\u91CC\u3002",
      data: z26.object({ qrId: z26.string(), image: z26.string(), expiresAt: z26.string(), expiresIn: z26.number() })
    },
    async (c) => {
      const info = clientInfo(c);
      const origin = config2.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
      return createQrLogin(c.get("ctx"), { origin, userAgent: info.userAgent, ip: info.ip });
    }
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/scan/status", "/user/auth/scanStatus"],
      tags: TAG,
      summary: "\u626B\u7801\u767B\u5F55\uFF1A\u8F6E\u8BE2\u72B6\u6001",
      description: "WAITING \u7B49\u5F85\u626B\u7801 \u2192 SCANED \u5DF2\u626B\u7801\u5F85\u786E\u8BA4 \u2192 LOGINED \u767B\u5F55\u6210\u529F\uFF08\u6B64\u65F6\u5199\u5165\u4F1A\u8BDD\uFF09\uFF1B\u8D85\u65F6\u6216\u624B\u673A\u7AEF\u62D2\u7EDD\u4E3A TIMEOUT\u3002",
      body: z26.object({ qrId: z26.string().max(200), issue: issueField }),
      data: z26.object({
        state: states,
        stateText: z26.string(),
        refused: z26.boolean().optional(),
        token: z26.string().optional(),
        user: userSchema.optional()
      })
    },
    async (c, b) => {
      const r = await pollQrLogin(c.get("ctx"), b.qrId, clientInfo(c));
      if (!r.login) return { state: r.state, stateText: r.refused ? "\u5DF2\u5728\u624B\u673A\u4E0A\u53D6\u6D88\u767B\u5F55" : QR_LOGIN_STATES[r.state], refused: r.refused };
      const answered = await answerLogin(c, r.login, b.issue);
      return { state: r.state, stateText: QR_LOGIN_STATES[r.state], token: answered.token, user: answered.user };
    }
  );
  addPost(
    app,
    {
      path: "/user/auth/v3/scan/scan",
      tags: TAG,
      summary: "\u626B\u7801\u767B\u5F55\uFF1A\u624B\u673A\u7AEF\u626B\u7801",
      description: "\u9700\u5DF2\u767B\u5F55\uFF1B\u8FD4\u56DE\u53D1\u8D77\u767B\u5F55\u7684\u6D4F\u89C8\u5668\u4FE1\u606F\u4F9B\u786E\u8BA4\u3002",
      body: z26.object({ code: z26.string().max(200) }),
      data: z26.object({ userAgent: z26.string(), ip: z26.string(), createdAt: z26.string(), expiresAt: z26.string() })
    },
    async (c, b) => scanQrLogin(c.get("ctx"), b.code)
  );
  addPost(
    app,
    {
      path: "/user/auth/v3/scan/confirm",
      tags: TAG,
      summary: "\u626B\u7801\u767B\u5F55\uFF1A\u624B\u673A\u7AEF\u786E\u8BA4\u6216\u62D2\u7EDD",
      body: z26.object({ code: z26.string().max(200), approve: z26.boolean() }),
      data: z26.object({ approved: z26.boolean() })
    },
    async (c, b) => answerQrLogin(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/auth/exchange/create",
      tags: TAG,
      summary: "\u6253\u5F00\u673A\u6784\u5E73\u53F0 / \u5F00\u653E\u5E73\u53F0\uFF1A\u4E00\u6B21\u6027\u767B\u5F55\u7801",
      description: "\u8FD4\u56DE\u5E26\u4E00\u6B21\u6027\u767B\u5F55\u7801\uFF0860 \u79D2\u5185\u6709\u6548\u3001\u53EA\u80FD\u7528\u4E00\u6B21\uFF09\u7684\u5730\u5740\uFF0C\u5728\u65B0\u7A97\u53E3\u6253\u5F00\uFF1B\u5730\u5740\u4E2D\u4E0D\u542B\u4F1A\u8BDD\u4EE4\u724C\u3002",
      body: z26.object({ platform: z26.enum(["org", "open"]) }),
      data: z26.object({ url: z26.string(), expiresIn: z26.number() })
    },
    async (c, b) => createExchangeCode(c.get("ctx"), {
      platform: b.platform,
      baseUrl: b.platform === "org" ? config2.ORG_PLATFORM_URL : config2.OPEN_PLATFORM_URL
    })
  );
  addPost(
    app,
    {
      path: "/user/auth/exchange/redeem",
      tags: TAG,
      summary: "\u5E73\u53F0\u5151\u6362\u4E00\u6B21\u6027\u767B\u5F55\u7801",
      description: '\u7531\u673A\u6784\u5E73\u53F0 / \u5F00\u653E\u5E73\u53F0\u7684\u670D\u52A1\u5668\u8C03\u7528\uFF0C\u8FD4\u56DE\u7528\u6237\u8EAB\u4EFD\u3002\u987B\u5E26\u5E73\u53F0\u51ED\u636E\uFF1AAuthorization: Basic base64(org \u6216 open + ":" + \u5E73\u53F0\u5BC6\u94A5)\uFF0C\u5BC6\u94A5\u4E3A ORG_PLATFORM_SECRET / OPEN_PLATFORM_SECRET\u3002',
      body: z26.object({ code: z26.string().max(200), platform: z26.enum(["org", "open"]) }),
      data: z26.object({ userId: z26.string(), realname: z26.string(), phone: z26.string().nullable(), avatarUrl: z26.string().nullable() })
    },
    async (c, b) => {
      assertPlatformClient(
        c.req.header("authorization"),
        b.platform,
        b.platform === "org" ? config2.ORG_PLATFORM_SECRET : config2.OPEN_PLATFORM_SECRET
      );
      return redeemExchangeCode(c.get("ctx"), b);
    }
  );
  return app;
}

// apps/server/api/chat.ts
import { createRoute as createRoute19, OpenAPIHono as OpenAPIHono21, z as z28 } from "@hono/zod-openapi";
import { getCookie as getCookie3, setCookie as setCookie3 } from "hono/cookie";

// apps/server/chat/sockets.ts
import { parse as parseCookies } from "hono/utils/cookie";
import { WebSocketServer } from "ws";

// apps/server/chat/frames.ts
import { z as z27 } from "zod";
var ref = z27.string().max(40).optional();
var id3 = z27.string().uuid();
var kind = z27.enum(["text", "image"]).default("text");
var body = z27.string().min(1).max(4e3);
var upTo = z27.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
var visitorFrame = z27.discriminatedUnion("t", [
  z27.object({
    t: z27.literal("hello"),
    ref,
    source: z27.string().max(2e3).optional(),
    page: z27.string().max(2e3).optional(),
    bid: z27.string().max(100).optional(),
    guestId: z27.string().max(40).optional()
  }),
  z27.object({ t: z27.literal("message"), ref, kind, body }),
  z27.object({ t: z27.literal("typing"), ref }),
  z27.object({ t: z27.literal("read"), ref, upTo }),
  z27.object({ t: z27.literal("ping"), ref })
]);
var agentFrame = z27.discriminatedUnion("t", [
  z27.object({ t: z27.literal("presence"), ref, status: z27.enum(["online", "away"]) }),
  z27.object({ t: z27.literal("accept"), ref, id: id3 }),
  z27.object({ t: z27.literal("message"), ref, id: id3, kind, body }),
  z27.object({ t: z27.literal("typing"), ref, id: id3 }),
  z27.object({ t: z27.literal("read"), ref, id: id3, upTo }),
  z27.object({ t: z27.literal("transfer"), ref, id: id3, to: id3 }),
  z27.object({ t: z27.literal("close"), ref, id: id3 }),
  z27.object({ t: z27.literal("ping"), ref })
]);
function parseFrame(schema, raw) {
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// apps/server/chat/sockets.ts
var CHAT_COOKIE = "ocs";
var VISITOR_PATH = "/api/ws/chat";
var AGENT_PATH = "/api/ws/agent";
var DEFAULT_LIMITS = { burst: 10, perSecond: 1, perIp: 50, badFrames: 10, heartbeatMs: 3e4 };
var MAX_FRAME_BYTES = 16 * 1024;
function reject(socket, status3, reason2) {
  const text2 = Buffer.from(JSON.stringify({ code: String(status3), msg: reason2 }));
  socket.end(
    `HTTP/1.1 ${status3} ${reason2 === "" ? "Error" : "Refused"}\r
Connection: close\r
Content-Type: application/json; charset=utf-8\r
Content-Length: ${text2.length}\r
\r
${text2}`
  );
}
function chatSockets(deps) {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const visitors = /* @__PURE__ */ new Map();
  const agents = /* @__PURE__ */ new Set();
  const perIp = /* @__PURE__ */ new Map();
  let closing = false;
  const send = (client, frame) => {
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(frame));
  };
  const unsubscribe = deps.base.events.subscribe(CHAT_CHANNEL, (payload) => {
    const event = payload;
    if (event.to !== "agents") for (const client of visitors.get(event.visitorKey) ?? []) send(client, event.frame);
    if (event.to !== "visitor") for (const client of agents) send(client, event.frame);
  });
  const heartbeat = setInterval(() => {
    const touched = /* @__PURE__ */ new Set();
    for (const client of wss.clients) {
      const c = client.client;
      if (!c) continue;
      if (!c.alive) {
        client.terminate();
        continue;
      }
      c.alive = false;
      client.ping();
      if (c.sessionToken) void recheckSession(c);
      if (c.role === "agent" && !touched.has(c.key)) {
        touched.add(c.key);
        void touchAgentPresence(c.ctx).catch((err3) => deps.logger.warn({ err: err3 }, "agent presence not refreshed"));
      }
    }
  }, limits.heartbeatMs);
  heartbeat.unref();
  async function recheckSession(c) {
    try {
      if (!await resolveSession(c.ctx, c.sessionToken)) c.ws.close(4401, "session ended");
    } catch (err3) {
      deps.logger.warn({ err: err3 }, "session re-check failed");
    }
  }
  function clientIp2(req) {
    if (deps.trustProxy) {
      const forwarded = String(req.headers["x-forwarded-for"] ?? "").split(",")[0]?.trim();
      if (forwarded) return forwarded;
    }
    return req.socket.remoteAddress ?? "unknown";
  }
  function originAllowed(req) {
    const origin = req.headers.origin;
    if (!origin) return false;
    try {
      const host = new URL(origin).host;
      if (deps.publicOrigin && host === new URL(deps.publicOrigin).host) return true;
      return host === req.headers.host;
    } catch {
      return false;
    }
  }
  async function handleUpgrade(req, socket, head) {
    socket.on("error", () => void 0);
    const path7 = (req.url ?? "").split("?")[0];
    const role3 = path7 === VISITOR_PATH ? "visitor" : path7 === AGENT_PATH ? "agent" : null;
    if (!role3) return reject(socket, 404, "not found");
    if (closing) return reject(socket, 503, "\u670D\u52A1\u5668\u6B63\u5728\u91CD\u542F\uFF0C\u8BF7\u7A0D\u540E\u91CD\u8FDE");
    if (!originAllowed(req)) return reject(socket, 403, "\u4E0D\u5141\u8BB8\u4ECE\u5176\u4ED6\u7F51\u7AD9\u8FDE\u63A5");
    const ip = clientIp2(req);
    if ((perIp.get(ip) ?? 0) >= limits.perIp) return reject(socket, 429, "\u8FDE\u63A5\u8FC7\u591A\uFF0C\u8BF7\u5173\u95ED\u591A\u4F59\u7684\u9875\u9762\u540E\u518D\u8BD5");
    const log = deps.logger.child({ ws: role3 });
    let ctx = { ...deps.base, actor: { kind: "anonymous", ip }, log };
    const cookies = parseCookies(req.headers.cookie ?? "");
    const sid = cookies[SESSION_COOKIE];
    try {
      const session = sid ? await resolveSession(ctx, sid) : null;
      if (session)
        ctx = { ...ctx, actor: { kind: "user", userId: session.userId, sessionId: session.sessionId, roles: session.roles, ip } };
    } catch (err3) {
      log.error({ err: err3 }, "session check failed on upgrade");
      return reject(socket, 503, "\u670D\u52A1\u6682\u65F6\u4E0D\u53EF\u7528");
    }
    let visitor;
    if (role3 === "agent") {
      if (ctx.actor.kind !== "user") return reject(socket, 401, "\u8BF7\u5148\u767B\u5F55");
      if (!hasPermission(ctx.actor.roles, "chat:answer")) return reject(socket, 403, "\u6CA1\u6709\u5BA2\u670D\u6743\u9650");
    } else if (ctx.actor.kind === "user") {
      visitor = { userId: ctx.actor.userId };
    } else {
      const token = cookies[CHAT_COOKIE];
      if (!token || token.length > 100) return reject(socket, 401, "\u8BF7\u5148\u6253\u5F00\u5BA2\u670D\u7A97\u53E3");
      visitor = { tokenHash: hashVisitorToken(token) };
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client = {
        ws,
        role: role3,
        ctx,
        ip,
        sessionToken: ctx.actor.kind === "user" ? sid : void 0,
        key: visitor ? chatVisitorKey(visitor) : ctx.actor.userId,
        visitor,
        meta: {},
        tokens: limits.burst,
        refilledAt: Date.now(),
        strikes: 0,
        bad: 0,
        alive: true,
        handling: Promise.resolve(),
        lastTyping: 0
      };
      connected(client);
    });
  }
  function connected(client) {
    const { ws } = client;
    ws.client = client;
    perIp.set(client.ip, (perIp.get(client.ip) ?? 0) + 1);
    if (client.role === "agent") agents.add(client);
    else {
      const set2 = visitors.get(client.key) ?? /* @__PURE__ */ new Set();
      set2.add(client);
      visitors.set(client.key, set2);
    }
    ws.on("pong", () => {
      client.alive = true;
    });
    ws.on("message", (data, isBinary) => {
      const frame = admit(client, isBinary ? null : data.toString());
      if (frame) client.handling = client.handling.then(() => handle(client, frame));
    });
    ws.on("error", () => void 0);
    ws.on("close", () => {
      perIp.set(client.ip, (perIp.get(client.ip) ?? 1) - 1);
      if ((perIp.get(client.ip) ?? 0) <= 0) perIp.delete(client.ip);
      if (client.role === "agent") {
        agents.delete(client);
        const stillHere = [...agents].some((a) => a.key === client.key);
        if (!stillHere && !closing) void setAgentPresence(client.ctx, "offline").catch(() => void 0);
      } else {
        const set2 = visitors.get(client.key);
        set2?.delete(client);
        if (set2?.size === 0) visitors.delete(client.key);
      }
    });
    send(client, { t: "ready", role: client.role });
  }
  function allowed(client) {
    const now = Date.now();
    client.tokens = Math.min(limits.burst, client.tokens + (now - client.refilledAt) / 1e3 * limits.perSecond);
    client.refilledAt = now;
    if (client.tokens < 1) return false;
    client.tokens -= 1;
    return true;
  }
  function admit(client, raw) {
    const frame = raw === null ? null : parseFrame(client.role === "agent" ? agentFrame : visitorFrame, raw);
    if (!frame) {
      client.bad += 1;
      send(client, { t: "error", code: "BAD_FRAME", msg: "\u6D88\u606F\u683C\u5F0F\u4E0D\u6B63\u786E" });
      if (client.bad >= limits.badFrames) client.ws.close(1008, "bad frames");
      return null;
    }
    if (frame.t === "typing") {
      if (Date.now() - client.lastTyping < 2e3) return null;
      client.lastTyping = Date.now();
    } else if (!allowed(client)) {
      client.strikes += 1;
      send(client, { t: "error", ref: frame.ref, code: "RATE_LIMITED", msg: "\u53D1\u9001\u592A\u9891\u7E41\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5" });
      if (client.strikes >= limits.burst * 3) client.ws.close(1008, "rate limited");
      return null;
    }
    return frame;
  }
  async function handle(client, frame) {
    try {
      if (client.role === "agent") await onAgentFrame(client, frame);
      else await onVisitorFrame(client, frame);
    } catch (err3) {
      if (err3 instanceof AppError) send(client, { t: "error", ref: frame.ref, code: err3.kind, msg: err3.userMessage });
      else {
        client.ctx.log.error({ err: err3 }, "chat frame failed");
        send(client, { t: "error", ref: frame.ref, code: "INTERNAL", msg: "\u670D\u52A1\u6682\u65F6\u4E0D\u53EF\u7528\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5" });
      }
    }
  }
  async function onVisitorFrame(client, frame) {
    const visitor = client.visitor;
    switch (frame.t) {
      case "hello":
        client.meta = {
          source: frame.source,
          page: frame.page,
          guestId: frame.guestId,
          browser: frame.bid ? browserVisitor(frame.bid) : void 0
        };
        return send(client, { t: "ack", ref: frame.ref });
      case "message":
        await sendVisitorMessage(client.ctx, visitor, { kind: frame.kind, body: frame.body, meta: client.meta });
        return send(client, { t: "ack", ref: frame.ref });
      case "typing": {
        const conversationId = await liveConversationId(client.ctx, visitor);
        if (conversationId) {
          await deps.base.events.publish(CHAT_CHANNEL, {
            to: "agents",
            visitorKey: client.key,
            frame: { t: "typing", conversationId, from: "visitor" }
          });
        }
        return;
      }
      case "read":
        return markVisitorRead(client.ctx, visitor, frame.upTo);
      case "ping":
        return send(client, { t: "pong", ref: frame.ref });
    }
  }
  async function onAgentFrame(client, frame) {
    const { ctx } = client;
    switch (frame.t) {
      case "presence":
        await setAgentPresence(ctx, frame.status);
        return send(client, { t: "ack", ref: frame.ref });
      case "accept":
        await acceptChat(ctx, frame.id);
        return send(client, { t: "ack", ref: frame.ref });
      case "message":
        await sendAgentMessage(ctx, frame.id, { kind: frame.kind, body: frame.body });
        return send(client, { t: "ack", ref: frame.ref });
      case "typing": {
        const visitorKey2 = await agentConversationKey(ctx, frame.id);
        await deps.base.events.publish(CHAT_CHANNEL, {
          to: "visitor",
          visitorKey: visitorKey2,
          frame: { t: "typing", conversationId: frame.id, from: "agent" }
        });
        return;
      }
      case "read":
        return markAgentRead(ctx, frame.id, frame.upTo);
      case "transfer":
        await transferChat(ctx, frame.id, frame.to);
        return send(client, { t: "ack", ref: frame.ref });
      case "close":
        await closeChat(ctx, frame.id);
        return send(client, { t: "ack", ref: frame.ref });
      case "ping":
        return send(client, { t: "pong", ref: frame.ref });
    }
  }
  return {
    handleUpgrade: (req, socket, head) => {
      handleUpgrade(req, socket, head).catch((err3) => {
        deps.logger.error({ err: err3 }, "websocket upgrade failed");
        reject(socket, 500, "\u670D\u52A1\u5668\u9519\u8BEF");
      });
    },
    /** Sockets open in this process. */
    size: () => wss.clients.size,
    /**
     * Shutdown: no new sockets; open ones get 1001 (going away) so browsers reconnect to another
     * process, and whatever has not closed after a second is cut.
     */
    async close() {
      closing = true;
      clearInterval(heartbeat);
      unsubscribe();
      for (const ws of wss.clients) ws.close(1001, "server restarting");
      const deadline = Date.now() + 1e3;
      while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      for (const ws of wss.clients) ws.terminate();
      await new Promise((resolve) => wss.close(() => resolve()));
    }
  };
}

// apps/server/api/chat.ts
var CHAT_UPLOAD_PATH = "/crm/sdm/open/upload";
var CHAT_UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
var TAG2 = "\u5728\u7EBF\u5BA2\u670D";
var guestCreate = createRoute19({
  method: "post",
  path: "/crm/sdm/open/guest/create",
  tags: [TAG2],
  summary: "\u767B\u8BB0\u8BBF\u5BA2",
  description: "\u8BB0\u5F55\u8BBF\u5BA2\u6765\u6E90\uFF08\u6765\u6E90\u9875\u5730\u5740\uFF0C\u76F4\u63A5\u8BBF\u95EE\u65F6\u4E3A\u201C\u76F4\u63A5\u8BBF\u95EE\u201D\uFF09\uFF0C\u8FD4\u56DE\u8BBF\u5BA2\u7F16\u53F7\u3002\u6BCF\u4E2A IP \u6BCF\u5206\u949F\u6700\u591A 30 \u6B21\u3002",
  request: jsonBody(z28.object({ guest: z28.object({ source: z28.string().max(2e3).nullish() }).default({}) }), false),
  responses: responses(z28.object({ guestId: z28.string().uuid() }), "\u8BBF\u5BA2\u7F16\u53F7")
});
var settingGet = createRoute19({
  method: "post",
  path: "/crm/sdm/open/setting/get",
  tags: [TAG2],
  summary: "\u5BA2\u670D\u5F39\u7A97\u8BBE\u7F6E",
  responses: responses(
    z28.object({ autoSwitch: z28.boolean(), autoDelayed: z28.number().int(), autoContent: z28.string() }).openapi("ChatSetting"),
    "\u81EA\u52A8\u9080\u8BF7\u8BBE\u7F6E\uFF1A\u662F\u5426\u5F00\u542F\u3001\u5EF6\u8FDF\u79D2\u6570\u3001\u9080\u8BF7\u8BED"
  )
});
var sessionInit = createRoute19({
  method: "post",
  path: "/crm/sdm/open/session/init",
  tags: [TAG2],
  summary: "\u6253\u5F00\u5BA2\u670D\u7A97\u53E3",
  description: "\u8FD4\u56DE\u8BBF\u5BA2\u8FDB\u884C\u4E2D\u7684\u4F1A\u8BDD\u4E0E\u6D88\u606F\u3001\u662F\u5426\u6709\u5BA2\u670D\u5728\u7EBF\u3001\u670D\u52A1\u65F6\u95F4\u3002\u672A\u767B\u5F55\u7684\u8BBF\u5BA2\u83B7\u5F97\u4E00\u4E2A\u4EC5\u670D\u52A1\u5668\u53EF\u8BFB\u7684\u4F1A\u8BDD Cookie\uFF08ocs\uFF09\uFF0C\u4E4B\u540E\u7528\u5B83\u8FDE\u63A5 WebSocket /api/ws/chat\u3002",
  request: jsonBody(z28.object({}), false),
  responses: responses(
    z28.object({
      conversation: chatConversation.nullable(),
      messages: z28.array(chatMessage),
      online: z28.boolean().openapi({ description: "\u73B0\u5728\u662F\u5426\u6709\u5BA2\u670D\u53EF\u4EE5\u63A5\u5F85" }),
      inHours: z28.boolean(),
      hours: z28.string().openapi({ example: "\u5468\u4E00\u81F3\u5468\u4E94 09:00\u201318:00" }),
      greeting: z28.string()
    }),
    "\u5BA2\u670D\u7A97\u53E3\u7684\u521D\u59CB\u5185\u5BB9"
  )
});
var leaveMessage = createRoute19({
  method: "post",
  path: "/crm/sdm/open/leaveMessage",
  tags: [TAG2],
  summary: "\u7559\u4E0B\u8054\u7CFB\u65B9\u5F0F",
  description: "\u5BA2\u670D\u4E0D\u5728\u7EBF\u65F6\uFF0C\u8BBF\u5BA2\u5728\u5DF2\u5199\u4E0B\u7684\u95EE\u9898\u540E\u7559\u4E0B\u624B\u673A\u53F7\u6216\u90AE\u7BB1\uFF0C\u5BA2\u670D\u7A0D\u540E\u901A\u8FC7\u77ED\u4FE1\u6216\u90AE\u4EF6\u7B54\u590D\u3002",
  request: jsonBody(z28.object({ contact: z28.string().max(200) })),
  responses: responses(z28.object({ conversation: chatConversation }), "\u5DF2\u7559\u8A00\u7684\u4F1A\u8BDD")
});
function chatVisitorOf(c, create = false) {
  const actor = c.get("ctx").actor;
  if (actor.kind === "user") return { userId: actor.userId };
  let token = getCookie3(c, CHAT_COOKIE);
  if ((!token || token.length > 100) && create) {
    token = newVisitorToken();
    setCookie3(c, CHAT_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure: c.get("https") === true,
      path: "/",
      maxAge: 180 * 86400
    });
  }
  return token && token.length <= 100 ? { tokenHash: hashVisitorToken(token) } : null;
}
function chatRoutes(limit) {
  const app = new OpenAPIHono21({ defaultHook: validationHook });
  app.use("/crm/sdm/open/guest/create", limit({ name: "guest-create", points: 30, durationSec: 60 }));
  app.use("/crm/sdm/open/session/init", limit({ name: "chat-init", points: 60, durationSec: 60 }));
  app.use("/crm/sdm/open/leaveMessage", limit({ name: "chat-leave", points: 10, durationSec: 600 }));
  app.use(CHAT_UPLOAD_PATH, limit({ name: "chat-upload", points: 20, durationSec: 600 }));
  app.openapi(guestCreate, async (c) => {
    const body2 = c.req.valid("json");
    return c.json(ok(await createGuest(c.get("ctx"), { source: body2?.guest?.source })), 200);
  });
  app.openapi(settingGet, async (c) => c.json(ok(await getChatSetting(c.get("ctx"))), 200));
  app.openapi(sessionInit, async (c) => {
    const visitor = chatVisitorOf(c, true);
    const token = getCookie3(c, CHAT_COOKIE);
    if ("userId" in visitor && token && token.length <= 100)
      await adoptAnonymousChats(c.get("ctx"), visitor.userId, hashVisitorToken(token));
    c.header("Cache-Control", "no-store");
    return c.json(ok(await openChat(c.get("ctx"), visitor)), 200);
  });
  app.openapi(leaveMessage, async (c) => {
    const visitor = chatVisitorOf(c);
    if (!visitor) throw invalid("\u8BF7\u5148\u5199\u4E0B\u60A8\u8981\u54A8\u8BE2\u7684\u95EE\u9898");
    return c.json(ok(await leaveChatContact(c.get("ctx"), visitor, c.req.valid("json"))), 200);
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: CHAT_UPLOAD_PATH,
    tags: [TAG2],
    summary: "\u53D1\u9001\u56FE\u7247",
    description: "multipart/form-data\uFF0C\u5B57\u6BB5 file\u3002\u6309\u6587\u4EF6\u5934\u8BC6\u522B PNG\u3001JPEG\u3001GIF\u3001WebP\uFF0C\u4E0D\u8D85\u8FC7 5 MB\u3002\u9700\u8981\u5DF2\u6253\u5F00\u5BA2\u670D\u7A97\u53E3\uFF08ocs Cookie\uFF09\u6216\u5DF2\u767B\u5F55\uFF1B\u6BCF\u4E2A IP 10 \u5206\u949F\u6700\u591A 20 \u5F20\u3002\u8FD4\u56DE\u7684\u5730\u5740\u968F\u540E\u4EE5 WebSocket \u6D88\u606F {t:'message', kind:'image', body:url} \u53D1\u51FA\u3002",
    request: {
      body: {
        required: true,
        content: { "multipart/form-data": { schema: z28.object({ file: z28.string().openapi({ format: "binary" }) }) } }
      }
    },
    responses: responses(z28.object({ url: z28.string() }), "\u56FE\u7247\u5730\u5740")
  });
  app.post(CHAT_UPLOAD_PATH, async (c) => {
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) throw invalid("\u8BF7\u4EE5 multipart/form-data \u4E0A\u4F20\u56FE\u7247");
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw invalid("\u8BF7\u9009\u62E9\u8981\u53D1\u9001\u7684\u56FE\u7247\uFF08\u5B57\u6BB5 file\uFF09");
    if (file.size > MAX_UPLOAD_BYTES) throw invalid("\u56FE\u7247\u4E0D\u80FD\u8D85\u8FC7 5 MB");
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(ok(await storeChatImage(c.get("ctx"), { bytes, allowed: chatVisitorOf(c) !== null })), 200);
  });
  return app;
}

// apps/server/api/content.ts
import { createRoute as createRoute20, OpenAPIHono as OpenAPIHono22, z as z29 } from "@hono/zod-openapi";
var columnNode = z29.lazy(
  () => z29.object({
    id: z29.number().int(),
    name: z29.string(),
    bizType: z29.enum(["NEWS", "TOPIC"]),
    children: z29.array(columnNode)
  })
).openapi("NewsColumn", { type: "object" });
var docDirList = createRoute20({
  method: "post",
  path: "/news/pub/docDirList",
  tags: ["\u8D44\u8BAF"],
  summary: "\u8D44\u8BAF\u680F\u76EE\u6811",
  description: "\u6309\u5185\u5BB9\u7C7B\u578B\uFF08NEWS \u8D44\u8BAF / KNOW \u77E5\u8BC6\uFF09\u8FD4\u56DE\u680F\u76EE\u6811\uFF1B\u7ED3\u679C\u7F13\u5B58 180 \u79D2\uFF0C\u680F\u76EE\u53D8\u66F4\u540E\u7ACB\u5373\u5237\u65B0\u3002",
  request: jsonBody(
    z29.object({
      docType: z29.enum(["NEWS", "KNOW"]).default("NEWS"),
      comId: z29.string().max(64).optional()
    }),
    false
  ),
  responses: responses(z29.array(columnNode), "\u680F\u76EE\u5217\u8868")
});
var newsDirList = createRoute20({
  method: "post",
  path: "/news/pub/newsDirList",
  tags: ["\u8D44\u8BAF"],
  summary: "\u8D44\u8BAF\u76EE\u5F55\uFF08\u9876\u90E8\u5BFC\u822A\u4E0E\u9875\u811A\u4E13\u9898\uFF09",
  request: jsonBody(z29.object({ comId: z29.string().max(64).optional() }), false),
  responses: responses(z29.array(columnNode), "\u76EE\u5F55\u5217\u8868")
});
function contentRoutes() {
  const app = new OpenAPIHono22({ defaultHook: validationHook });
  app.openapi(docDirList, async (c) => {
    const body2 = c.req.valid("json") ?? { docType: "NEWS" };
    return c.json(ok(await listColumnTree(c.get("ctx"), body2.docType ?? "NEWS")), 200);
  });
  app.openapi(newsDirList, async (c) => c.json(ok(await listColumnTree(c.get("ctx"), "NEWS")), 200));
  return app;
}

// apps/server/api/downloads.ts
import { OpenAPIHono as OpenAPIHono23, z as z30 } from "@hono/zod-openapi";
var post2 = postRoutes("\u8D44\u6599\u4E0B\u8F7D");
var item = z30.object({
  id: z30.number().int(),
  title: z30.string(),
  summary: z30.string(),
  fileName: z30.string(),
  fileType: z30.string().openapi({ description: "UNKNOWN\u3001XLSX\u3001DOCX\u3001PDF\u3001PPT" }),
  sizeBytes: z30.number().int(),
  downloadCount: z30.number().int(),
  publishedOn: z30.string(),
  dirId: z30.number().int().nullable()
}).openapi("DownloadItem");
var query2 = pageQuerySchema.extend({
  dirId: z30.number().int().min(1).optional(),
  keyword: z30.string().max(30).optional(),
  fileType: z30.enum(FILE_TYPES).optional()
});
var leaf = z30.object({ id: z30.number().int(), name: z30.string(), children: z30.array(z30.any()) });
var dir = z30.object({ id: z30.number().int(), name: z30.string(), children: z30.array(leaf) }).openapi("DownloadDir");
var byId2 = z30.object({ id: z30.number().int().min(1) });
function downloadRoutes(linkSecret) {
  const app = new OpenAPIHono23({ defaultHook: validationHook });
  app.openapi(post2("/news/pub/download/listPaged", "\u8D44\u6599\u5217\u8868", query2, pagedResponses(item, "\u8D44\u6599")), async (c) => {
    const r = await downloadsPaged(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(
    post2("/news/download/listPaged", "\u8D44\u6599\u5217\u8868\uFF08\u767B\u5F55\u540E\uFF09", query2, {
      ...pagedResponses(item, "\u8D44\u6599"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      requireUser(c.get("ctx"));
      const r = await downloadsPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post2("/download/dir/getTree", "\u8D44\u6599\u76EE\u5F55", z30.object({}).optional(), responses(z30.array(dir), "\u76EE\u5F55\u6811")),
    async (c) => c.json(ok(await downloadDirTree(c.get("ctx"))), 200)
  );
  app.openapi(
    post2(
      "/download/topDownload",
      "\u4E0B\u8F7D\u6392\u884C",
      z30.object({ size: z30.number().int().min(1).max(50).optional() }).optional(),
      responses(z30.array(item), "\u4E0B\u8F7D\u6700\u591A\u7684\u8D44\u6599")
    ),
    async (c) => c.json(ok(await topDownloads(c.get("ctx"), c.req.valid("json")?.size ?? 10)), 200)
  );
  app.openapi(
    post2("/download/checkLogin", "\u80FD\u5426\u4E0B\u8F7D\u53CA\u6240\u9700\u79EF\u5206", byId2, {
      ...responses(
        z30.object({
          login: z30.boolean(),
          downloadedToday: z30.boolean(),
          freeLeft: z30.number().int(),
          points: z30.number().int(),
          balance: z30.number().int()
        }),
        "\u672A\u767B\u5F55\u65F6 login \u4E3A false"
      ),
      ...moreErrors({ notFound: "\u8D44\u6599" })
    }),
    async (c) => c.json(ok(await downloadOffer(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post2("/download/link", "\u83B7\u53D6\u4E0B\u8F7D\u94FE\u63A5\uFF0810 \u5206\u949F\u5185\u6709\u6548\uFF09", byId2, {
      ...responses(z30.object({ url: z30.string(), via: z30.enum(["again", "quota", "points"]) }), "\u7B7E\u540D\u4E0B\u8F7D\u5730\u5740"),
      ...moreErrors({ unauthenticated: true, notFound: "\u8D44\u6599", conflict: "\u514D\u8D39\u6B21\u6570\u5DF2\u7528\u5B8C\u4E14\u79EF\u5206\u4E0D\u8DB3" })
    }),
    async (c) => c.json(ok(await downloadLink(c.get("ctx"), c.req.valid("json").id, linkSecret())), 200)
  );
  app.openapi(
    post2("/download/preview", "\u5728\u7EBF\u9884\u89C8 PDF\uFF0810 \u5206\u949F\u5185\u6709\u6548\uFF0C\u4E0D\u8BA1\u4E0B\u8F7D\u6B21\u6570\uFF09", byId2, {
      ...responses(z30.object({ url: z30.string() }), "\u7B7E\u540D\u9884\u89C8\u5730\u5740\uFF08inline\uFF09"),
      ...moreErrors({ unauthenticated: true, notFound: "\u8D44\u6599" })
    }),
    async (c) => c.json(ok(await previewLink(c.get("ctx"), c.req.valid("json").id, linkSecret())), 200)
  );
  return app;
}

// apps/server/api/favorites.ts
import { createRoute as createRoute21, OpenAPIHono as OpenAPIHono24, z as z31 } from "@hono/zod-openapi";
var kind2 = z31.enum(["NEWS", "NORMAL", "POLICY", "PAPER", "TENDER"]).openapi({ description: "NEWS \u8D44\u8BAF\uFF0CNORMAL \u6807\u51C6\uFF0CPOLICY \u653F\u7B56\uFF0CPAPER \u8BBA\u6587\uFF0CTENDER \u62DB\u6807\u516C\u544A" });
var route2 = (r) => createRoute21({ ...r, tags: ["\u4E2A\u4EBA\u4E2D\u5FC3"] });
var item2 = z31.object({
  kind: kind2,
  kindName: z31.string(),
  id: z31.number().int(),
  title: z31.string(),
  path: z31.string().openapi({ description: "\u8BE6\u60C5\u9875\u5730\u5740" }),
  favoritedAt: z31.string().openapi({ description: "\u6536\u85CF\u65F6\u95F4\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09", example: "2026-03-06 09:30:00" })
}).openapi("Favorite");
var list = route2({
  method: "post",
  path: "/user/center/favorites/listPaged",
  summary: "\u6211\u7684\u6536\u85CF",
  description: "\u5F53\u524D\u7528\u6237\u6536\u85CF\u7684\u8D44\u8BAF\u3001\u6807\u51C6\u3001\u653F\u7B56\u3001\u8BBA\u6587\u4E0E\u62DB\u6807\u516C\u544A\uFF0C\u6309\u6536\u85CF\u65F6\u95F4\u5012\u5E8F\u5206\u9875\uFF1B\u53EF\u6309 kind \u53EA\u770B\u4E00\u7C7B\uFF1B\u5DF2\u4E0B\u7EBF\u7684\u5185\u5BB9\u4E0D\u5217\u51FA\u3002",
  request: jsonBody(pageQuerySchema.extend({ kind: kind2.optional() }), false),
  responses: { ...pagedResponses(item2, "\u6536\u85CF\u5206\u9875"), ...moreErrors({ unauthenticated: true }) }
});
var cancel = route2({
  method: "post",
  path: "/user/center/favorites/cancel",
  summary: "\u53D6\u6D88\u6536\u85CF",
  description: "\u53EA\u5220\u9664\u5F53\u524D\u7528\u6237\u81EA\u5DF1\u7684\u6536\u85CF\uFF1B\u6CA1\u6709\u6536\u85CF\u8FC7\u65F6 removed \u4E3A false\u3002",
  request: jsonBody(z31.object({ kind: kind2, id: z31.number().int().min(1).max(2147483647) })),
  responses: { ...responses(z31.object({ removed: z31.boolean() }), "\u662F\u5426\u5220\u9664\u4E86\u6536\u85CF"), ...moreErrors({ unauthenticated: true }) }
});
function favoriteRoutes() {
  const app = new OpenAPIHono24({ defaultHook: validationHook });
  app.openapi(list, async (c) => {
    const r = await myFavorites(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(cancel, async (c) => c.json(ok(await cancelMyFavorite(c.get("ctx"), c.req.valid("json"))), 200));
  return app;
}

// apps/server/api/find-pwd.ts
import { OpenAPIHono as OpenAPIHono25, z as z32 } from "@hono/zod-openapi";
var TAG3 = ["\u627E\u56DE\u5BC6\u7801"];
var channel = z32.enum(["sms", "email"]);
function findPwdRoutes() {
  const app = new OpenAPIHono25({ defaultHook: validationHook });
  addPost(
    app,
    { path: ["/user/findPwd/code", "/user/findPwd/refreshIcode"], tags: TAG3, summary: "\u627E\u56DE\u5BC6\u7801\uFF1A\u56FE\u5F62\u9A8C\u8BC1\u7801", data: icodeSchema },
    async (c) => newImageCode(c.get("ctx"))
  );
  addPost(
    app,
    {
      path: "/user/findPwd/check",
      tags: TAG3,
      summary: "\u627E\u56DE\u5BC6\u7801\uFF1A\u6821\u9A8C\u8D26\u53F7\u4E0E\u56FE\u5F62\u9A8C\u8BC1\u7801",
      description: "account \u4E3A\u624B\u673A\u53F7\u6216\u90AE\u7BB1\u3002\u8FD4\u56DE\u53D1\u9001\u9A8C\u8BC1\u7801\u7528\u7684\u8BB8\u53EF\uFF0810 \u5206\u949F\u5185\u6709\u6548\uFF09\u3002\u8D26\u53F7\u662F\u5426\u5B58\u5728\u56DE\u7B54\u90FD\u76F8\u540C\u3002",
      body: z32.object({ account: z32.string().trim().min(1).max(100), ...icodeFields }),
      data: z32.object({ permit: z32.string(), channel, maskedTarget: z32.string() })
    },
    async (c, b) => recoveryCheck(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/findPwd/sendVcode",
      tags: TAG3,
      summary: "\u627E\u56DE\u5BC6\u7801\uFF1A\u53D1\u9001\u77ED\u4FE1\u9A8C\u8BC1\u7801",
      body: z32.object({ permit: z32.string().max(200), phone: z32.string().trim().max(20) }),
      data: sentSchema
    },
    async (c, b) => recoverySend(c.get("ctx"), { permit: b.permit, channel: "sms", target: b.phone })
  );
  addPost(
    app,
    {
      path: "/user/findPwd/sendEmailVcode",
      tags: TAG3,
      summary: "\u627E\u56DE\u5BC6\u7801\uFF1A\u53D1\u9001\u90AE\u4EF6\u9A8C\u8BC1\u7801",
      body: z32.object({ permit: z32.string().max(200), email: z32.string().trim().max(320) }),
      data: sentSchema
    },
    async (c, b) => recoverySend(c.get("ctx"), { permit: b.permit, channel: "email", target: b.email })
  );
  addPost(
    app,
    {
      path: "/user/findPwd/listAccounts",
      tags: TAG3,
      summary: "\u627E\u56DE\u5BC6\u7801\uFF1A\u9A8C\u8BC1\u7801\u6B63\u786E\u540E\u5217\u51FA\u53EF\u91CD\u7F6E\u7684\u8D26\u53F7",
      description: "\u4E00\u4E2A\u624B\u673A\u53F7\u53EF\u80FD\u5173\u8054\u4E2A\u4EBA\u8D26\u53F7\u548C\u673A\u6784\u8D26\u53F7\uFF0C\u7531\u7528\u6237\u9009\u62E9\u8981\u91CD\u7F6E\u7684\u8D26\u53F7\u3002",
      body: z32.object({ channel: channel.default("sms"), target: z32.string().trim().max(320), vcode: vcodeField }),
      data: z32.object({
        ticket: z32.string(),
        accounts: z32.array(z32.object({ id: z32.string(), kind: z32.enum(["personal", "org"]), label: z32.string(), realname: z32.string() }))
      })
    },
    async (c, b) => recoveryListAccounts(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/findPwd/updatePwd",
      tags: TAG3,
      summary: "\u627E\u56DE\u5BC6\u7801\uFF1A\u8BBE\u7F6E\u65B0\u5BC6\u7801",
      description: "\u6210\u529F\u540E\u8BE5\u8D26\u53F7\u7684\u6240\u6709\u4F1A\u8BDD\u7ACB\u5373\u5931\u6548\u3002",
      body: z32.object({ ticket: z32.string().max(200), accountId: z32.string().uuid(), password: passwordField }),
      data: z32.object({ done: z32.boolean() })
    },
    async (c, b) => recoveryUpdatePassword(c.get("ctx"), b)
  );
  return app;
}

// apps/server/api/invite.ts
import { OpenAPIHono as OpenAPIHono26, z as z33 } from "@hono/zod-openapi";
var post3 = postRoutes("\u9080\u8BF7\u597D\u53CB");
var signed2 = { unauthenticated: true };
var link = z33.object({
  inviteCode: z33.string().openapi({ example: "K7M2QX9A" }),
  link: z33.string().openapi({ description: "\u9080\u8BF7\u9875\u7684\u5B8C\u6574\u5730\u5740", example: "https://example.cn/invite?code=K7M2QX9A" }),
  points: z33.number().int().openapi({ description: "\u6BCF\u9080\u8BF7\u4E00\u4F4D\u597D\u53CB\u83B7\u5F97\u7684\u79EF\u5206" }),
  dailyLimit: z33.number().int().openapi({ description: "\u6BCF\u5929\u6700\u591A\u8BA1\u5956\u7684\u597D\u53CB\u6570\uFF1B0 \u8868\u793A\u4EC5\u4E00\u6B21" }),
  ruleText: z33.string()
}).openapi("InviteLink");
var invitee = z33.object({
  phone: z33.string().openapi({ description: "\u6253\u7801\u540E\u7684\u624B\u673A\u53F7", example: "139****0001" }),
  registeredOn: z33.string().openapi({ description: "\u6CE8\u518C\u65E5\u671F\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09", example: "2026-03-06" }),
  points: z33.number().int().openapi({ description: "\u8FD9\u4F4D\u597D\u53CB\u4E3A\u60A8\u5E26\u6765\u7684\u79EF\u5206\uFF1B\u5F53\u5929\u8BA1\u5956\u5DF2\u6EE1\u65F6\u4E3A 0" })
}).openapi("Invitee");
function inviteRoutes(config2) {
  const app = new OpenAPIHono26({ defaultHook: validationHook });
  app.openapi(
    post3(
      "/user/unionInvite/generateLink",
      "\u6211\u7684\u9080\u8BF7\u94FE\u63A5",
      z33.object({}).optional(),
      { ...responses(link, "\u9080\u8BF7\u7801\u3001\u9080\u8BF7\u94FE\u63A5\u4E0E\u5956\u52B1\u89C4\u5219"), ...moreErrors(signed2) },
      "\u6CA1\u6709\u9080\u8BF7\u7801\u7684\u8D26\u53F7\u5728\u7B2C\u4E00\u6B21\u8C03\u7528\u65F6\u751F\u6210\uFF1B\u4E4B\u540E\u6BCF\u6B21\u8FD4\u56DE\u540C\u4E00\u4E2A\u3002"
    ),
    async (c) => {
      const origin = config2.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
      return c.json(ok(await generateInviteLink(c.get("ctx"), origin)), 200);
    }
  );
  app.openapi(
    post3(
      "/user/unionInvite/listPaged",
      "\u6211\u9080\u8BF7\u7684\u597D\u53CB",
      pageQuerySchema,
      {
        ...pagedResponses(invitee, "\u7528\u6211\u7684\u9080\u8BF7\u7801\u6CE8\u518C\u7684\u597D\u53CB\uFF0C\u6309\u6CE8\u518C\u65F6\u95F4\u5012\u5E8F\uFF1Bdata.totalPoints \u4E3A\u9080\u8BF7\u7D2F\u8BA1\u83B7\u5F97\u7684\u79EF\u5206"),
        ...moreErrors(signed2)
      },
      "\u5DF2\u6CE8\u9500\u7684\u8D26\u53F7\u4E0D\u5217\u51FA\u3002"
    ),
    async (c) => {
      const r = await myInvitees(c.get("ctx"), c.req.valid("json"));
      const list2 = paged(r.records, r.total, r);
      return c.json({ ...list2, data: { ...list2.data, totalPoints: r.totalPoints } }, 200);
    }
  );
  return app;
}

// apps/server/api/learning.ts
import { OpenAPIHono as OpenAPIHono27, z as z35 } from "@hono/zod-openapi";

// apps/server/api/learning-schemas.ts
import { z as z34 } from "@hono/zod-openapi";
var int2 = z34.number().int();
var courseId = z34.object({ id: int2.min(1).max(2147483647).openapi({ description: "\u8BFE\u7A0B\u7F16\u53F7" }) });
var lessonId = z34.object({ id: int2.min(1).max(2147483647).openapi({ description: "\u8BFE\u65F6\u7F16\u53F7" }) });
var access2 = z34.enum(["free", "login", "plan"]).openapi({ description: "free \u514D\u8D39\uFF0Clogin \u767B\u5F55\u540E\u89C2\u770B\uFF0Cplan \u4F1A\u5458\u8BFE\u7A0B" });
var card = z34.object({
  id: int2,
  title: z34.string(),
  summary: z34.string(),
  lecturer: z34.string().openapi({ description: "\u8BB2\u5E08" }),
  catId: int2.nullable(),
  catName: z34.string().nullable(),
  coverUrl: z34.string().nullable().openapi({ description: "\u5C01\u9762\uFF08\u7B2C\u4E00\u8282\u5DF2\u8F6C\u7801\u8BFE\u65F6\u7684\u622A\u56FE\uFF09\uFF0C/media/lessons/\u2026/poster.jpg\uFF1B\u5C1A\u65E0\u65F6\u4E3A null" }),
  lessonCount: int2,
  totalDurationSec: int2.openapi({ description: "\u603B\u65F6\u957F\uFF08\u79D2\uFF09" }),
  viewCount: int2,
  favoriteCount: int2,
  starAvg: z34.number().openapi({ description: "\u5E73\u5747\u661F\u7EA7\uFF0C\u4FDD\u7559\u4E00\u4F4D\u5C0F\u6570\uFF1B\u65E0\u4EBA\u8BC4\u5206\u65F6\u4E3A 0" }),
  starCount: int2,
  needLogin: z34.boolean().openapi({ description: "\u6709\u9700\u8981\u767B\u5F55\uFF08\u6216\u4F1A\u5458\uFF09\u624D\u80FD\u89C2\u770B\u7684\u8BFE\u65F6" }),
  needPlan: z34.boolean().openapi({ description: "\u6709\u4F1A\u5458\u8BFE\u65F6" }),
  publishedOn: z34.string().openapi({ example: "2026-11-20" })
}).openapi("VideoCourse");
var markedCard = card.extend({ favorited: z34.boolean(), myStars: int2.openapi({ description: "\u6211\u7684\u8BC4\u5206\uFF0C0 \u4E3A\u672A\u8BC4\u5206" }) }).openapi("VideoCourseMarked");
var listQuery2 = pageQuerySchema.extend({
  catId: int2.min(1).optional().openapi({ description: "\u53EA\u770B\u8BE5\u5206\u7C7B" }),
  keyword: z34.string().max(30).optional().openapi({ description: "\u8BFE\u7A0B\u540D\u3001\u7B80\u4ECB\u3001\u8BB2\u5E08\u6216\u8BFE\u65F6\u540D\u5305\u542B\u7684\u6587\u5B57" })
});
var category = z34.object({ id: int2, name: z34.string(), sort: int2, courseCount: int2 }).openapi("VideoCategory");
var counters = z34.object({ favoriteCount: int2, starAvg: z34.number(), starCount: int2 });
var lessonItem = z34.object({
  id: int2,
  title: z34.string(),
  sort: int2,
  access: access2,
  accessName: z34.string(),
  durationSec: int2,
  state: z34.enum(["pending", "running", "done", "failed"]).openapi({ description: "done \u4E4B\u5916\u64AD\u653E\u5668\u663E\u793A\u201C\u89C6\u9891\u5904\u7406\u4E2D\u201D" }),
  posterUrl: z34.string().nullable()
}).openapi("VideoLesson");
var operationState = counters.extend({
  login: z34.boolean(),
  favorited: z34.boolean(),
  myStars: int2,
  lessons: z34.array(
    z34.object({
      lessonId: int2,
      positionSec: int2,
      durationSec: int2,
      completed: z34.boolean(),
      updatedAt: z34.string().openapi({ example: "2026-11-23 12:00:00" })
    })
  ),
  lastLessonId: int2.nullable().openapi({ description: "\u6700\u8FD1\u89C2\u770B\u7684\u8BFE\u65F6\uFF0C\u201C\u7EE7\u7EED\u5B66\u4E60\u201D\u4ECE\u8FD9\u91CC\u5F00\u59CB" })
}).openapi("VideoOperationState");
var offer = z34.object({
  login: z34.boolean(),
  plan: z34.string().nullable().openapi({ description: "FREE\u3001MEMBER\u3001ENTERPRISE\uFF1B\u672A\u767B\u5F55\u4E3A null" }),
  planName: z34.string().nullable(),
  freeLeft: int2.openapi({ description: "\u4ECA\u65E5\u8FD8\u53EF\u514D\u8D39\u89E3\u9501\u7684\u4F1A\u5458\u8BFE\u65F6\u6570" }),
  points: int2.openapi({ description: "\u514D\u8D39\u6B21\u6570\u7528\u5B8C\u540E\uFF0C\u89E3\u9501\u4E00\u8282\u4F1A\u5458\u8BFE\u65F6\u6240\u9700\u79EF\u5206" }),
  balance: int2,
  lessons: z34.array(z34.object({ id: int2, access: access2, canPlay: z34.boolean().openapi({ description: "\u73B0\u5728\u4E0D\u9700\u4ED8\u51FA\u5373\u53EF\u64AD\u653E" }) }))
}).openapi("VideoOffer");
var playInfo = z34.object({
  lessonId: int2,
  courseId: int2,
  title: z34.string(),
  access: access2,
  state: z34.string().openapi({ description: "pending\u3001running\u3001done\u3001failed\uFF1B\u975E done \u65F6\u5730\u5740\u4E3A null" }),
  progress: int2.openapi({ description: "\u8F6C\u7801\u8FDB\u5EA6 0\u2013100" }),
  durationSec: int2,
  masterUrl: z34.string().nullable().openapi({ example: "/media/lessons/12/mhx3k2/master.m3u8" }),
  posterUrl: z34.string().nullable(),
  positionSec: int2.openapi({ description: "\u7EED\u64AD\u4F4D\u7F6E\uFF08\u79D2\uFF09" }),
  completed: z34.boolean(),
  paid: z34.enum(["quota", "points"]).nullable().openapi({ description: "\u672C\u6B21\u89E3\u9501\u4F1A\u5458\u8BFE\u65F6\u7684\u65B9\u5F0F\uFF1B\u65E0\u9700\u4ED8\u51FA\u65F6\u4E3A null" })
}).openapi("VideoPlayInfo");
var progressBody = z34.object({
  lessonId: int2.min(1).max(2147483647),
  positionSec: z34.number().min(0).max(86400),
  durationSec: z34.number().min(0).max(86400).optional().openapi({ description: "\u64AD\u653E\u5668\u62A5\u544A\u7684\u65F6\u957F\uFF1B\u4EE5\u8F6C\u7801\u5F97\u5230\u7684\u65F6\u957F\u4E3A\u51C6" })
});
var historyItem = z34.object({
  lessonId: int2,
  lessonTitle: z34.string(),
  courseId: int2,
  courseTitle: z34.string(),
  posterUrl: z34.string().nullable(),
  positionSec: int2,
  durationSec: int2,
  completed: z34.boolean(),
  watchedAt: z34.string().openapi({ example: "2026-11-23 12:00:00" })
}).openapi("VideoHistory");

// apps/server/api/learning.ts
var post4 = postRoutes("\u89C6\u9891\u8BFE\u7A0B");
var signed3 = { unauthenticated: true };
function learningRoutes() {
  const app = new OpenAPIHono27({ defaultHook: validationHook });
  app.openapi(
    post4("/learning/pub/videoCat/list", "\u8BFE\u7A0B\u5206\u7C7B", z35.object({}).optional(), responses(z35.array(category), "\u5206\u7C7B\u53CA\u5176\u8BFE\u7A0B\u6570")),
    async (c) => c.json(ok(await courseCategories(c.get("ctx"))), 200)
  );
  app.openapi(post4("/learning/pub/videoRes/listNew", "\u6700\u65B0\u8BFE\u7A0B", listQuery2, pagedResponses(card, "\u8BFE\u7A0B\u5206\u9875\uFF0C\u6700\u65B0\u5728\u524D")), async (c) => {
    const r = await newCourses(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(
    post4("/learning/videoRes/listNew", "\u6700\u65B0\u8BFE\u7A0B\uFF08\u767B\u5F55\u540E\uFF0C\u5E26\u6211\u7684\u6536\u85CF\u4E0E\u8BC4\u5206\uFF09", listQuery2, {
      ...pagedResponses(markedCard, "\u8BFE\u7A0B\u5206\u9875"),
      ...moreErrors(signed3)
    }),
    async (c) => {
      const ctx = c.get("ctx");
      requireUser(ctx);
      const r = await newCourses(ctx, c.req.valid("json"));
      const marks2 = await marksFor(
        ctx,
        r.records.map((x) => x.id)
      );
      const records = r.records.map((x) => ({ ...x, ...marks2.get(x.id) ?? { favorited: false, myStars: 0 } }));
      return c.json(paged(records, r.total, r), 200);
    }
  );
  app.openapi(
    post4(
      "/learning/pub/videoRes/getRecommendVideo",
      "\u63A8\u8350\u8BFE\u7A0B",
      z35.object({
        size: z35.number().int().min(1).max(50).optional(),
        catId: z35.number().int().min(1).optional(),
        excludeId: z35.number().int().min(1).optional().openapi({ description: "\u6392\u9664\u7684\u8BFE\u7A0B\uFF08\u5982\u5F53\u524D\u6B63\u5728\u770B\u7684\uFF09" })
      }).optional(),
      responses(z35.array(card), "\u8BC4\u5206\u9AD8\u3001\u89C2\u770B\u591A\u7684\u8BFE\u7A0B")
    ),
    async (c) => c.json(ok(await recommendedCourses(c.get("ctx"), c.req.valid("json") ?? {})), 200)
  );
  app.openapi(
    post4("/learning/pub/videoRes/detail", "\u8BFE\u7A0B\u8BE6\u60C5\u4E0E\u8BFE\u65F6\u5217\u8868", courseId, {
      ...responses(card.extend({ lessons: z35.array(lessonItem) }), "\u8BFE\u7A0B\u53CA\u8BFE\u65F6"),
      ...moreErrors({ notFound: "\u8BFE\u7A0B" })
    }),
    async (c) => c.json(ok(await courseDetail(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post4(
      "/learning/videoCat/unionSearchNew",
      "\u5206\u7C7B\u53CA\u5176\u8BFE\u7A0B\uFF08\u53EF\u6309\u5173\u952E\u8BCD\u641C\u7D22\uFF09",
      z35.object({
        keyword: z35.string().max(30).optional(),
        catId: z35.number().int().min(1).optional(),
        size: z35.number().int().min(1).max(50).optional().openapi({ description: "\u6BCF\u4E2A\u5206\u7C7B\u6700\u591A\u5217\u51FA\u7684\u8BFE\u7A0B\u6570\uFF0C\u9ED8\u8BA4 8" })
      }).optional(),
      {
        ...responses(
          z35.array(z35.object({ id: z35.number().int(), name: z35.string(), courseCount: z35.number().int(), courses: z35.array(card) })),
          "\u6709\u5173\u952E\u8BCD\u65F6\u53EA\u5217\u51FA\u6709\u5339\u914D\u8BFE\u7A0B\u7684\u5206\u7C7B"
        ),
        ...moreErrors(signed3)
      }
    ),
    async (c) => {
      requireUser(c.get("ctx"));
      return c.json(ok(await coursesByCategory(c.get("ctx"), c.req.valid("json") ?? {})), 200);
    }
  );
  app.openapi(
    post4("/learning/videoRes/listByFavoritePaged", "\u6211\u6536\u85CF\u7684\u8BFE\u7A0B", pageQuerySchema, {
      ...pagedResponses(card.extend({ favoritedAt: z35.string() }), "\u6700\u8FD1\u6536\u85CF\u7684\u5728\u524D"),
      ...moreErrors(signed3)
    }),
    async (c) => {
      const r = await favoriteCourses(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  userRoutes(app);
  playerRoutes(app);
  return app;
}
function userRoutes(app) {
  const changed2 = (d) => ({
    ...responses(counters.extend({ favorited: z35.boolean() }), d),
    ...moreErrors({ ...signed3, notFound: "\u8BFE\u7A0B" })
  });
  app.openapi(
    post4("/learning/pub/videoRes/favorite", "\u6536\u85CF\u8BFE\u7A0B", courseId, changed2("\u5DF2\u6536\u85CF\uFF1B\u91CD\u590D\u6536\u85CF\u4E0D\u53D8")),
    async (c) => c.json(ok(await favoriteCourse(c.get("ctx"), c.req.valid("json").id, true)), 200)
  );
  app.openapi(
    post4("/learning/pub/videoRes/cancelFavorite", "\u53D6\u6D88\u6536\u85CF\u8BFE\u7A0B", courseId, changed2("\u5DF2\u53D6\u6D88")),
    async (c) => c.json(ok(await favoriteCourse(c.get("ctx"), c.req.valid("json").id, false)), 200)
  );
  const starred = (d) => ({
    ...responses(counters.extend({ myStars: z35.number().int() }), d),
    ...moreErrors({ ...signed3, notFound: "\u8BFE\u7A0B" })
  });
  app.openapi(
    post4(
      "/learning/pub/videoRes/addStar",
      "\u7ED9\u8BFE\u7A0B\u8BC4\u5206",
      courseId.extend({ stars: z35.number().int().min(1, "\u8BC4\u5206\u5E94\u4E3A 1\u20135 \u661F").max(5, "\u8BC4\u5206\u5E94\u4E3A 1\u20135 \u661F").openapi({ description: "1\u20135 \u661F" }) }),
      starred("\u6BCF\u4EBA\u6BCF\u95E8\u8BFE\u4E00\u4E2A\u8BC4\u5206\uFF0C\u518D\u6B21\u8BC4\u5206\u4F1A\u66FF\u6362\u539F\u6765\u7684")
    ),
    async (c) => {
      const { id: id8, stars } = c.req.valid("json");
      return c.json(ok(await starCourse(c.get("ctx"), id8, stars)), 200);
    }
  );
  app.openapi(
    post4("/learning/pub/videoRes/reduceStar", "\u64A4\u9500\u6211\u7684\u8BC4\u5206", courseId, starred("myStars \u4E3A 0")),
    async (c) => c.json(ok(await unstarCourse(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post4("/learning/pub/videoRes/userOperationState", "\u6211\u5BF9\u8BFE\u7A0B\u7684\u6536\u85CF\u3001\u8BC4\u5206\u4E0E\u5B66\u4E60\u8FDB\u5EA6", courseId, {
      ...responses(operationState, "\u672A\u767B\u5F55\u65F6 login \u4E3A false\uFF0C\u53EA\u6709\u516C\u5F00\u8BA1\u6570"),
      ...moreErrors({ notFound: "\u8BFE\u7A0B" })
    }),
    async (c) => c.json(ok(await userOperationState(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post4("/learning/pub/videoRes/checkLogin", "\u80FD\u5426\u89C2\u770B\u5404\u8BFE\u65F6\u53CA\u89E3\u9501\u6240\u9700", courseId, {
      ...responses(offer, "\u672A\u767B\u5F55\u65F6 login \u4E3A false"),
      ...moreErrors({ notFound: "\u8BFE\u7A0B" })
    }),
    async (c) => c.json(ok(await courseOffer(c.get("ctx"), c.req.valid("json").id)), 200)
  );
}
function playerRoutes(app) {
  app.openapi(
    post4(
      "/learning/videoRes/play",
      "\u64AD\u653E\u8BFE\u65F6",
      lessonId,
      {
        ...responses(playInfo, "HLS \u5730\u5740\u3001\u5C01\u9762\u4E0E\u7EED\u64AD\u4F4D\u7F6E"),
        ...moreErrors({ ...signed3, notFound: "\u8BFE\u65F6", conflict: "\u4ECA\u65E5\u514D\u8D39\u6B21\u6570\u5DF2\u7528\u5B8C\u4E14\u79EF\u5206\u4E0D\u8DB3" })
      },
      "\u514D\u8D39\u8BFE\u65F6\u65E0\u9700\u767B\u5F55\uFF1B\u767B\u5F55\u8BFE\u65F6\u4E0E\u4F1A\u5458\u8BFE\u65F6\u672A\u767B\u5F55\u65F6 401\u3002\u514D\u8D39\u7248\u7528\u6237\u9996\u6B21\u64AD\u653E\u4F1A\u5458\u8BFE\u65F6\u65F6\u4F7F\u7528\u5F53\u65E5\u514D\u8D39\u6B21\u6570\uFF0C\u7528\u5B8C\u540E\u6263\u79EF\u5206\uFF0C\u89E3\u9501\u540E\u53EF\u53CD\u590D\u89C2\u770B\u3002\u672A\u8F6C\u7801\u5B8C\u6210\u65F6 state \u4E0D\u4E3A done\uFF0C\u5730\u5740\u4E3A null\uFF0C\u4E5F\u4E0D\u6263\u6B21\u6570\u3002"
    ),
    async (c) => c.json(ok(await playLesson(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post4("/learning/videoRes/progress", "\u4FDD\u5B58\u5B66\u4E60\u8FDB\u5EA6", progressBody, {
      ...responses(
        z35.object({ lessonId: z35.number().int(), positionSec: z35.number().int(), durationSec: z35.number().int(), completed: z35.boolean() }),
        "\u770B\u5230 90% \u5373\u8BB0\u4E3A\u5DF2\u5B66\u5B8C"
      ),
      ...moreErrors({ ...signed3, notFound: "\u8BFE\u65F6", forbidden: "\u5C1A\u672A\u89E3\u9501\u7684\u4F1A\u5458\u8BFE\u65F6" })
    }),
    async (c) => c.json(ok(await saveProgress(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post4("/learning/videoRes/history", "\u89C2\u770B\u8BB0\u5F55", pageQuerySchema, {
      ...pagedResponses(historyItem, "\u6700\u8FD1\u89C2\u770B\u7684\u5728\u524D"),
      ...moreErrors(signed3)
    }),
    async (c) => {
      const r = await watchHistory(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
}

// apps/server/api/news.ts
import { createRoute as createRoute22, OpenAPIHono as OpenAPIHono28, z as z36 } from "@hono/zod-openapi";
import { isbot } from "isbot";
var id4 = z36.number().int().min(1).max(2147483647).openapi({ description: "\u7F16\u53F7", example: 1 });
var summary = z36.object({
  id: z36.number().int(),
  title: z36.string(),
  memo: z36.string().nullable(),
  coverUrl: z36.string().nullable(),
  createrTime: z36.string().openapi({ description: "\u53D1\u5E03\u65F6\u95F4\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09", example: "2026-03-06 09:30:00" }),
  releaseDate: z36.string().openapi({ example: "2026-03-06" }),
  readCount: z36.number().int(),
  dirId: z36.number().int()
}).openapi("NewsSummary");
var detail3 = z36.object({
  id: z36.number().int(),
  dirId: z36.number().int(),
  dirName: z36.string(),
  parentDirId: z36.number().int().nullable(),
  parentDirName: z36.string().nullable(),
  title: z36.string(),
  memo: z36.string().nullable(),
  viceTitle: z36.string().nullable(),
  creatorId: z36.string().nullable(),
  releaseTime: z36.string(),
  updateTime: z36.string(),
  readCount: z36.number().int(),
  props: z36.record(z36.string(), z36.string()),
  content: z36.string().openapi({ description: "\u6B63\u6587 HTML\uFF08\u4FDD\u5B58\u65F6\u5DF2\u6309\u767D\u540D\u5355\u51C0\u5316\uFF09" }),
  praiseCount: z36.number().int(),
  criticCount: z36.number().int(),
  seoDesc: z36.string().nullable(),
  seoKeyword: z36.string().nullable(),
  seoTitle: z36.string().nullable(),
  coverUrl: z36.string().nullable(),
  tags: z36.array(z36.object({ id: z36.number().int(), name: z36.string() })),
  docs: z36.array(z36.object({ id: z36.number().int(), title: z36.string(), type: z36.string() }))
}).openapi("NewsDetail");
var opState = z36.object({ praised: z36.boolean(), favorited: z36.boolean(), praiseCount: z36.number().int(), favoriteCount: z36.number().int() }).openapi("NewsUserOperation");
var block = z36.object({
  id: z36.number().int(),
  name: z36.string(),
  bizType: z36.string(),
  children: z36.array(
    z36.object({
      id: z36.number().int(),
      name: z36.string(),
      newsList: z36.array(z36.object({ id: z36.number().int(), title: z36.string(), releaseDate: z36.string() }))
    })
  )
}).openapi("NewsDirectory");
var route3 = (r) => createRoute22({ ...r, tags: ["\u8D44\u8BAF"] });
var routes14 = {
  polymerization: route3({
    method: "post",
    path: "/news/pub/polymerization",
    summary: "\u680F\u76EE\u805A\u5408",
    description: "\u6BCF\u4E2A\u4E00\u7EA7\u680F\u76EE\u53CA\u5176\u5B50\u680F\u76EE\uFF08\u6CA1\u6709\u5B50\u680F\u76EE\u7684\u680F\u76EE\u4EE5\u81EA\u8EAB\u4F5C\u4E3A\u552F\u4E00\u5B50\u9879\uFF09\uFF0C\u5404\u5E26\u6700\u65B0\u6587\u7AE0\u6807\u9898\u3002",
    request: jsonBody(
      z36.object({ perColumn: z36.number().int().min(1).max(20).optional(), bizType: z36.enum(["NEWS", "TOPIC"]).optional() }),
      false
    ),
    responses: responses(z36.array(block), "\u680F\u76EE\u805A\u5408")
  }),
  dirNews: route3({
    method: "post",
    path: "/news/pub/dirNews",
    summary: "\u680F\u76EE\u6587\u7AE0\u5217\u8868",
    description: "\u680F\u76EE\uFF08\u542B\u5B50\u680F\u76EE\uFF09\u4E0B\u5DF2\u53D1\u5E03\u7684\u6587\u7AE0\uFF0C\u6309\u53D1\u5E03\u65F6\u95F4\u5012\u5E8F\u5206\u9875\u3002",
    request: jsonBody(pageQuerySchema.extend({ id: id4 })),
    responses: {
      ...responses(
        z36.object({
          total: z36.number().int(),
          current: z36.number().int(),
          pages: z36.number().int(),
          size: z36.number().int(),
          newsDir: z36.object({
            id: z36.number().int(),
            name: z36.string(),
            parentId: z36.number().int().nullable(),
            parentName: z36.string().nullable()
          }),
          records: z36.array(summary)
        }),
        "\u680F\u76EE\u6587\u7AE0"
      ),
      ...moreErrors({ notFound: "\u680F\u76EE" })
    }
  }),
  get: route3({
    method: "post",
    path: "/news/pub/get",
    summary: "\u6587\u7AE0\u8BE6\u60C5",
    description: "\u5DF2\u53D1\u5E03\u6587\u7AE0\u7684\u5168\u90E8\u5B57\u6BB5\u3002\u540C\u4E00\u8BBF\u5BA2\u6BCF\u7BC7\u6587\u7AE0\u6BCF\u5929\u53EA\u8BA1\u4E00\u6B21\u9605\u8BFB\u3002",
    request: jsonBody(z36.object({ id: id4 })),
    responses: { ...responses(detail3, "\u6587\u7AE0\u8BE6\u60C5"), ...moreErrors({ notFound: "\u6587\u7AE0" }) }
  }),
  read: route3({
    method: "post",
    path: "/news/pub/read",
    summary: "\u8BB0\u5F55\u9605\u8BFB",
    description: "\u6587\u7AE0\u9875\u6253\u5F00\u540E\u8C03\u7528\uFF1A\u540C\u4E00\u8BBF\u5BA2\u6BCF\u7BC7\u6587\u7AE0\u6BCF\u5929\u53EA\u8BA1\u4E00\u6B21\uFF08\u641C\u7D22\u5F15\u64CE\u722C\u866B\u4E0D\u8BA1\uFF09\uFF0C\u8FD4\u56DE\u6700\u65B0\u9605\u8BFB\u6570\u3002",
    request: jsonBody(z36.object({ id: id4 })),
    responses: { ...responses(z36.object({ readCount: z36.number().int() }), "\u6700\u65B0\u9605\u8BFB\u6570"), ...moreErrors({ notFound: "\u6587\u7AE0" }) }
  }),
  tag: route3({
    method: "post",
    path: "/news/pub/tag",
    summary: "\u6807\u7B7E\u5217\u8868",
    description: "\u6709\u5DF2\u53D1\u5E03\u6587\u7AE0\u7684\u6807\u7B7E\u53CA\u6587\u7AE0\u6570\uFF0C\u6309\u6587\u7AE0\u6570\u5012\u5E8F\u5206\u9875\u3002",
    request: jsonBody(pageQuerySchema, false),
    responses: pagedResponses(z36.object({ id: z36.number().int(), name: z36.string(), count: z36.number().int() }).openapi("NewsTag"), "\u6807\u7B7E")
  }),
  tagListPaged: route3({
    method: "post",
    path: "/news/pub/tagListPaged",
    summary: "\u6807\u7B7E\u4E0B\u7684\u6587\u7AE0",
    request: jsonBody(pageQuerySchema.extend({ tagId: id4 })),
    responses: { ...pagedResponses(summary, "\u6587\u7AE0\u5206\u9875"), ...moreErrors({ notFound: "\u6807\u7B7E" }) }
  }),
  topRead: route3({
    method: "post",
    path: "/news/pub/topRead",
    summary: "\u9605\u8BFB\u6392\u884C",
    request: jsonBody(
      z36.object({ size: z36.number().int().min(1).max(50).optional(), days: z36.number().int().min(0).max(3650).optional() }),
      false
    ),
    responses: responses(z36.array(summary), "\u9605\u8BFB\u6700\u591A\u7684\u6587\u7AE0")
  }),
  hotsAndBanner: route3({
    method: "post",
    path: "/news/pub/hotsAndBanner",
    summary: "\u9996\u9875\u8F6E\u64AD\u4E0E\u70ED\u95E8",
    responses: responses(z36.object({ banners: z36.array(summary), hots: z36.array(summary) }), "\u8F6E\u64AD\u4E0E\u70ED\u95E8\u6587\u7AE0")
  })
};
var opRoute = (path7, summaryText) => route3({
  method: "post",
  path: `/news/pub/${path7}`,
  summary: summaryText,
  description: "\u9700\u8981\u767B\u5F55\uFF1B\u91CD\u590D\u64CD\u4F5C\u4E0D\u91CD\u590D\u8BA1\u6570\u3002\u8FD4\u56DE\u5F53\u524D\u7528\u6237\u5BF9\u8BE5\u6587\u7AE0\u7684\u70B9\u8D5E\u3001\u6536\u85CF\u72B6\u6001\u4E0E\u8BA1\u6570\u3002",
  request: jsonBody(z36.object({ id: id4 })),
  responses: { ...responses(opState, "\u64CD\u4F5C\u540E\u7684\u72B6\u6001"), ...moreErrors({ unauthenticated: true, notFound: "\u6587\u7AE0" }) }
});
var ops = {
  praise: [opRoute("praise", "\u70B9\u8D5E"), praiseArticle],
  cancelPraise: [opRoute("cancelPraise", "\u53D6\u6D88\u70B9\u8D5E"), cancelPraiseArticle],
  favorite: [opRoute("favorite", "\u6536\u85CF"), favoriteArticle],
  cancelFavorite: [opRoute("cancelFavorite", "\u53D6\u6D88\u6536\u85CF"), cancelFavoriteArticle]
};
var userOp = opRoute("userOperation", "\u5F53\u524D\u7528\u6237\u7684\u70B9\u8D5E\u4E0E\u6536\u85CF\u72B6\u6001");
var loginBilibili = route3({
  method: "post",
  path: "/news/pub/newsDispense/loginBilibili",
  summary: "\u8D44\u8BAF\u5206\u53D1\u5230\u54D4\u54E9\u54D4\u54E9",
  description: "\u9700\u8981\u767B\u5F55\u3002\u8BF4\u660E\u672C\u7AD9\u662F\u5426\u914D\u7F6E\u4E86\u54D4\u54E9\u54D4\u54E9\u8D26\u53F7\uFF08\u73AF\u5883\u53D8\u91CF BILIBILI_SPACE_URL\uFF09\uFF0C\u4EE5\u53CA\u8FD9\u7BC7\u8D44\u8BAF\u662F\u5426\u5DF2\u5206\u53D1\u5230\u54D4\u54E9\u54D4\u54E9\u3001\u5730\u5740\u5728\u54EA\uFF08\u6587\u7AE0\u5C5E\u6027 bilibili\uFF09\u3002\u672A\u914D\u7F6E\u8D26\u53F7\u65F6 configured \u4E3A false\uFF0Cmessage \u8BF4\u660E\u539F\u56E0\u3002",
  request: jsonBody(z36.object({ id: id4 })),
  responses: {
    ...responses(
      z36.object({
        platform: z36.literal("bilibili"),
        platformName: z36.string(),
        configured: z36.boolean(),
        accountUrl: z36.string().nullable(),
        dispensed: z36.boolean(),
        url: z36.string().nullable(),
        message: z36.string()
      }).openapi("NewsDispense"),
      "\u5206\u53D1\u60C5\u51B5"
    ),
    ...moreErrors({ unauthenticated: true, notFound: "\u6587\u7AE0" })
  }
});
function visitorOf(c) {
  const actor = c.get("ctx").actor;
  return visitorKey({ ip: "ip" in actor ? actor.ip : void 0, userAgent: c.req.header("user-agent") });
}
function newsRoutes(config2) {
  const app = new OpenAPIHono28({ defaultHook: validationHook });
  app.openapi(routes14.polymerization, async (c) => c.json(ok(await polymerization(c.get("ctx"), c.req.valid("json") ?? {})), 200));
  app.openapi(routes14.dirNews, async (c) => c.json(ok(await dirNews(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(routes14.get, async (c) => {
    const ctx = c.get("ctx");
    const { id: id8 } = c.req.valid("json");
    const article = await getArticle(ctx, id8);
    if (!isbot(c.req.header("user-agent"))) await recordRead(ctx, id8, visitorOf(c));
    return c.json(ok(article), 200);
  });
  app.openapi(routes14.read, async (c) => {
    const counted = !isbot(c.req.header("user-agent"));
    return c.json(ok(await readArticle(c.get("ctx"), c.req.valid("json").id, visitorOf(c), counted)), 200);
  });
  app.openapi(routes14.tag, async (c) => {
    const r = await listTags(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes14.tagListPaged, async (c) => {
    const r = await tagArticles(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(routes14.topRead, async (c) => c.json(ok(await topRead(c.get("ctx"), c.req.valid("json") ?? {})), 200));
  app.openapi(routes14.hotsAndBanner, async (c) => c.json(ok(await hotsAndBanner(c.get("ctx"))), 200));
  for (const [r, fn] of Object.values(ops)) {
    app.openapi(r, async (c) => {
      const { changed: _, ...state } = await fn(c.get("ctx"), c.req.valid("json").id);
      return c.json(ok(state), 200);
    });
  }
  app.openapi(loginBilibili, async (c) => {
    const { id: id8 } = c.req.valid("json");
    return c.json(ok(await bilibiliDispense(c.get("ctx"), { id: id8, spaceUrl: config2.BILIBILI_SPACE_URL })), 200);
  });
  app.openapi(userOp, async (c) => c.json(ok(await userOperation(c.get("ctx"), c.req.valid("json").id)), 200));
  return app;
}

// apps/server/api/oauth.ts
import { createRoute as createRoute23, OpenAPIHono as OpenAPIHono29, z as z37 } from "@hono/zod-openapi";
import { getCookie as getCookie4, setCookie as setCookie4 } from "hono/cookie";

// apps/web/lib/login-link.ts
function safeRedirect(target, fallback = "/") {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}

// apps/server/api/oauth.ts
var TAG4 = ["\u7B2C\u4E09\u65B9\u4E0E\u673A\u6784\u767B\u5F55"];
var NONCE_COOKIE = "oauth_nonce";
function wechatConfigured(config2) {
  return Boolean(config2.WECHAT_APPID && config2.WECHAT_SECRET);
}
function oauthProviders(config2) {
  const map = /* @__PURE__ */ new Map();
  if (wechatConfigured(config2)) {
    map.set("wechat", {
      type: "wechat",
      name: "\u5FAE\u4FE1",
      flavor: "wechat",
      clientId: config2.WECHAT_APPID,
      clientSecret: config2.WECHAT_SECRET,
      scope: "snsapi_login",
      ...wechatUrls(config2.WECHAT_OPEN_BASE, config2.WECHAT_API_BASE)
    });
  }
  if (config2.OAUTH_PROVIDERS) {
    for (const p of JSON.parse(config2.OAUTH_PROVIDERS)) {
      if (p.type && p.clientId && p.tokenUrl && p.authorizeUrl && p.userinfoUrl) {
        map.set(p.type, { name: p.type, flavor: "oidc", clientSecret: "", scope: "", ...p });
      }
    }
  }
  return map;
}
var KNOWN_NAMES = { wechat: "\u5FAE\u4FE1", qq: "QQ", dingtalk: "\u9489\u9489" };
function oauthRoutes(config2) {
  const app = new OpenAPIHono29({ defaultHook: validationHook });
  const providers = oauthProviders(config2);
  const origin = (c) => config2.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
  const provider = (type) => {
    const p = providers.get(type);
    if (!p) throw new AppError("Unavailable", `${KNOWN_NAMES[type] ?? type}\u767B\u5F55\u5C1A\u672A\u914D\u7F6E\uFF0C\u8BF7\u4F7F\u7528\u624B\u673A\u53F7\u767B\u5F55`);
    return p;
  };
  addPost(
    app,
    {
      path: "/user/auth/oauth/providers",
      tags: TAG4,
      summary: "\u53EF\u7528\u7684\u7B2C\u4E09\u65B9\u767B\u5F55",
      data: z37.array(z37.object({ type: z37.string(), name: z37.string(), configured: z37.boolean() }))
    },
    async () => {
      const list2 = [...providers.values()].map((p) => ({ type: p.type, name: p.name, configured: true }));
      if (!providers.has("wechat")) list2.unshift({ type: "wechat", name: "\u5FAE\u4FE1", configured: false });
      return list2;
    }
  );
  app.openapi(
    createRoute23({
      method: "get",
      path: "/user/auth/oauth/{type}/start",
      tags: TAG4,
      summary: "\u53D1\u8D77\u7B2C\u4E09\u65B9\u767B\u5F55\uFF08\u8DF3\u8F6C\u5230\u670D\u52A1\u5546\uFF09",
      description: "\u751F\u6210\u4E00\u6B21\u6027 state \u5E76\u4E0E\u672C\u6D4F\u89C8\u5668\u7684\u968F\u673A Cookie \u7ED1\u5B9A\uFF0C\u7136\u540E 302 \u8DF3\u8F6C\u5230\u670D\u52A1\u5546\u6388\u6743\u9875\uFF1B\u56DE\u8C03\u5730\u5740\u4E3A /Oauth/{type}\u3002embed=1\uFF1A\u5FAE\u4FE1\u4E8C\u7EF4\u7801\u5185\u5D4C\u5728\u672C\u7AD9\u9875\u9762\u7684 iframe \u4E2D\uFF08\u7CBE\u7B80\u7248\u6388\u6743\u9875\uFF0C\u626B\u7801\u786E\u8BA4\u540E\u6574\u9875\u8DF3\u8F6C\u5230\u56DE\u8C03\u5730\u5740\uFF09\u3002",
      request: {
        params: z37.object({ type: z37.string().max(30) }),
        query: z37.object({ redirect: z37.string().max(2e3).optional(), embed: z37.enum(["1"]).optional() })
      },
      responses: { 302: { description: "\u8DF3\u8F6C\u5230\u670D\u52A1\u5546" } }
    }),
    async (c) => {
      const { type } = c.req.valid("param");
      const p = provider(type);
      const { url, nonce } = await oauthStart(c.get("ctx"), {
        provider: p,
        redirectUri: `${origin(c)}/Oauth/${encodeURIComponent(type)}`,
        after: safeRedirect(c.req.valid("query").redirect),
        embed: c.req.valid("query").embed === "1"
      });
      setCookie4(c, NONCE_COOKIE, nonce, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: 600,
        secure: origin(c).startsWith("https:")
      });
      return c.redirect(url, 302);
    }
  );
  const callbackData = loginDataSchema.extend({
    status: z37.enum(["OK", "DOUBLE_AUTH", "BIND", "LINKED"]),
    bindTicket: z37.string().optional(),
    nickname: z37.string().optional(),
    after: z37.string()
  });
  addPost(
    app,
    {
      path: ["/user/auth/loginBy3rd", "/user/auth/v3/wx/login"],
      tags: TAG4,
      summary: "\u7B2C\u4E09\u65B9\u767B\u5F55\u56DE\u8C03",
      description: "/Oauth/{type} \u9875\u9762\u628A\u670D\u52A1\u5546\u56DE\u4F20\u7684 code \u4E0E state \u63D0\u4EA4\u5230\u8FD9\u91CC\u3002state \u53EA\u80FD\u7528\u4E00\u6B21\u4E14\u5FC5\u987B\u6765\u81EA\u53D1\u8D77\u767B\u5F55\u7684\u540C\u4E00\u6D4F\u89C8\u5668\u3002\u672A\u7ED1\u5B9A\u7684\u7B2C\u4E09\u65B9\u8D26\u53F7\u8FD4\u56DE BIND \u4E0E\u7ED1\u5B9A\u51ED\u8BC1\uFF0C\u9700\u7528\u624B\u673A\u53F7\u9A8C\u8BC1\u540E\u7ED1\u5B9A\u3002",
      body: z37.object({
        type: z37.string().max(30).default("wechat"),
        code: z37.string().max(500),
        state: z37.string().max(200),
        issue: issueField
      }),
      data: callbackData
    },
    async (c, b) => {
      const r = await oauthCallback(
        c.get("ctx"),
        { provider: provider(b.type), code: b.code, state: b.state, nonce: getCookie4(c, NONCE_COOKIE) },
        clientInfo(c)
      );
      if (r.status === "OK" || r.status === "DOUBLE_AUTH") return { ...await answerLogin(c, r, b.issue), after: r.after };
      return r;
    }
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/wx/send",
      tags: TAG4,
      summary: "\u7B2C\u4E09\u65B9\u8D26\u53F7\u7ED1\u5B9A\u624B\u673A\uFF1A\u53D1\u9001\u9A8C\u8BC1\u7801",
      body: z37.object({ bindTicket: z37.string().max(200), phone: phoneField, ...icodeFields }),
      data: sentSchema
    },
    async (c, b) => sendBindCode(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/wx/bind",
      tags: TAG4,
      summary: "\u7B2C\u4E09\u65B9\u8D26\u53F7\u7ED1\u5B9A\u624B\u673A\u5E76\u767B\u5F55",
      description: "\u624B\u673A\u53F7\u5DF2\u6709\u8D26\u53F7\u5219\u7ED1\u5B9A\u5230\u8BE5\u8D26\u53F7\uFF0C\u5426\u5219\u65B0\u5EFA\u8D26\u53F7\uFF08\u4E4B\u540E\u53EF\u5347\u7EA7\u6CE8\u518C\u8BBE\u7F6E\u5BC6\u7801\uFF09\u3002",
      body: z37.object({ bindTicket: z37.string().max(200), phone: phoneField, vcode: vcodeField, issue: issueField }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(c, await bindByPhone(c.get("ctx"), b, clientInfo(c)), b.issue)
  );
  const orgCode = z37.string().trim().min(1).max(40).openapi({ description: "\u673A\u6784\u4EE3\u7801" });
  addPost(
    app,
    {
      path: "/user/auth/org/pwd/login",
      tags: TAG4,
      summary: "\u673A\u6784\u8D26\u53F7\u5BC6\u7801\u767B\u5F55",
      body: z37.object({ orgCode, account: z37.string().trim().min(1).max(100), password: passwordField, ...icodeFields, issue: issueField }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(c, await orgPasswordLogin(c.get("ctx"), b, clientInfo(c)), b.issue)
  );
  addPost(
    app,
    {
      path: "/user/auth/org/vcode/send",
      tags: TAG4,
      summary: "\u673A\u6784\u8D26\u53F7\u77ED\u4FE1\u767B\u5F55\uFF1A\u53D1\u9001\u9A8C\u8BC1\u7801",
      body: z37.object({ orgCode, phone: phoneField, ...icodeFields }),
      data: sentSchema
    },
    async (c, b) => orgSendCode(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/auth/org/vcode/login",
      tags: TAG4,
      summary: "\u673A\u6784\u8D26\u53F7\u77ED\u4FE1\u767B\u5F55",
      body: z37.object({ orgCode, phone: phoneField, vcode: vcodeField, issue: issueField }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(c, await orgCodeLogin(c.get("ctx"), b, clientInfo(c)), b.issue)
  );
  return app;
}

// apps/server/api/orders.ts
import { OpenAPIHono as OpenAPIHono30, z as z38 } from "@hono/zod-openapi";

// apps/server/payments.ts
var pem = (v) => v.replace(/\\n/g, "\n");
function paymentsFromConfig(config2, origin) {
  const c = config2;
  const bank = c.PAY_BANK_ACCOUNT ? { holder: c.PAY_BANK_HOLDER ?? "", bank: c.PAY_BANK_NAME ?? "", account: c.PAY_BANK_ACCOUNT } : null;
  const wechat = c.WECHATPAY_MCHID && c.WECHATPAY_APPID && c.WECHATPAY_SERIAL_NO && c.WECHATPAY_PRIVATE_KEY && c.WECHATPAY_PLATFORM_PUBLIC_KEY && c.WECHATPAY_APIV3_KEY ? {
    mchid: c.WECHATPAY_MCHID,
    appid: c.WECHATPAY_APPID,
    serialNo: c.WECHATPAY_SERIAL_NO,
    privateKey: pem(c.WECHATPAY_PRIVATE_KEY),
    platformPublicKey: pem(c.WECHATPAY_PLATFORM_PUBLIC_KEY),
    apiV3Key: c.WECHATPAY_APIV3_KEY,
    gateway: c.WECHATPAY_GATEWAY
  } : void 0;
  const alipay = c.ALIPAY_APP_ID && c.ALIPAY_PRIVATE_KEY && c.ALIPAY_PUBLIC_KEY ? {
    appId: c.ALIPAY_APP_ID,
    privateKey: pem(c.ALIPAY_PRIVATE_KEY),
    alipayPublicKey: pem(c.ALIPAY_PUBLIC_KEY),
    gateway: c.ALIPAY_GATEWAY
  } : void 0;
  return { bank, wechat, alipay, origin };
}

// apps/server/api/orders.ts
var post5 = postRoutes("\u4F1A\u5458\u4E0E\u8BA2\u5355");
var none = z38.object({}).optional();
var id5 = z38.object({ id: z38.string().max(40).openapi({ description: "\u8BA2\u5355\u7F16\u53F7\uFF08id\uFF09" }) });
var order = z38.object({
  id: z38.string(),
  orderNo: z38.string().openapi({ description: "\u8BA2\u5355\u53F7\uFF0C\u5BF9\u516C\u8F6C\u8D26\u65F6\u8BF7\u586B\u5728\u9644\u8A00\u4E2D" }),
  plan: z38.string(),
  planName: z38.string(),
  companyId: z38.string().nullable(),
  companyName: z38.string().nullable(),
  amountFen: z38.number().int().openapi({ description: "\u91D1\u989D\uFF08\u5206\uFF09" }),
  amountText: z38.string().openapi({ example: "1,980.00 \u5143" }),
  provider: z38.string(),
  providerName: z38.string(),
  status: z38.string().openapi({ description: "pending \u5F85\u652F\u4ED8 \xB7 paid \u5DF2\u652F\u4ED8 \xB7 cancelled \u5DF2\u53D6\u6D88" }),
  statusText: z38.string(),
  createdAt: z38.string(),
  paidAt: z38.string().nullable()
}).openapi("Order");
var plan = z38.object({
  code: z38.string(),
  name: z38.string(),
  yearlyPrice: z38.number().int().openapi({ description: "\u5143/\u5E74" }),
  subscriptions: z38.number().int(),
  quotas: z38.record(z38.string(), z38.number().int())
});
var signedOne = moreErrors({ unauthenticated: true, notFound: "\u8BA2\u5355", conflict: "\u8BA2\u5355\u72B6\u6001\u4E0D\u5141\u8BB8\u6B64\u64CD\u4F5C" });
function orderRoutes(limit, config2) {
  const app = new OpenAPIHono30({ defaultHook: validationHook });
  const payments = (url) => paymentsFromConfig(config2, config2.PUBLIC_ORIGIN ?? new URL(url).origin);
  app.use("/ai/order/create", limit({ name: "order-create", points: 20, durationSec: 3600 }));
  app.openapi(
    post5("/ai/pub/plan/list", "\u4F1A\u5458\u65B9\u6848", none, responses(z38.array(plan), "\u514D\u8D39\u7248\u3001\u4F1A\u5458\u3001\u4F01\u4E1A\u7248")),
    async (c) => c.json(
      ok(
        Object.entries(PLANS).map(([code, p]) => ({
          code,
          name: p.name,
          yearlyPrice: p.yearlyPrice,
          subscriptions: p.subscriptions,
          quotas: p.quotas
        }))
      ),
      200
    )
  );
  app.openapi(
    post5("/ai/plan/get", "\u6211\u5F53\u524D\u7684\u4F1A\u5458\u7B49\u7EA7", none, {
      ...responses(
        z38.object({ code: z38.string(), name: z38.string(), endsOn: z38.string().nullable(), companyName: z38.string().nullable() }),
        "\u4F1A\u5458\u7B49\u7EA7\u4E0E\u5230\u671F\u65E5"
      ),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      const ctx = c.get("ctx");
      return c.json(ok(await planState(ctx, requireUser(ctx))), 200);
    }
  );
  app.openapi(
    post5(
      "/ai/order/create",
      "\u7B7E\u7EA6\u5F00\u901A\uFF08\u4E0B\u5355\uFF09",
      z38.object({
        plan: z38.enum(["MEMBER", "ENTERPRISE"]),
        provider: z38.enum(["offline", "wechat", "alipay"]).optional().openapi({ description: "\u9ED8\u8BA4\u5BF9\u516C\u8F6C\u8D26" }),
        companyId: z38.string().max(40).nullable().optional().openapi({ description: "\u4F01\u4E1A\u7248\uFF1A\u8981\u5F00\u901A\u7684\u673A\u6784\uFF08\u987B\u4E3A\u5176\u7BA1\u7406\u5458\uFF09" })
      }),
      { ...responses(order, "\u65B0\u8BA2\u5355"), ...moreErrors({ unauthenticated: true, notFound: "\u673A\u6784", conflict: "\u5F85\u652F\u4ED8\u8BA2\u5355\u8FC7\u591A" }) }
    ),
    async (c) => c.json(ok(await createOrder(c.get("ctx"), c.req.valid("json"), enabledProviders(payments(c.req.url)))), 200)
  );
  app.openapi(
    post5("/ai/order/pay", "\u652F\u4ED8\u65B9\u5F0F\uFF08\u8F6C\u8D26\u4FE1\u606F\u6216\u6536\u6B3E\u7801\uFF09", id5, {
      ...responses(
        z38.object({
          order,
          bank: z38.object({ holder: z38.string(), bank: z38.string(), account: z38.string() }).nullable(),
          qrImage: z38.string().nullable().openapi({ description: "\u5FAE\u4FE1\u6216\u652F\u4ED8\u5B9D\u6536\u6B3E\u7801\uFF08data: \u56FE\u7247\uFF09" })
        }),
        "\u652F\u4ED8\u65B9\u5F0F"
      ),
      ...signedOne
    }),
    async (c) => c.json(ok(await payInstructions(c.get("ctx"), c.req.valid("json").id, payments(c.req.url))), 200)
  );
  app.openapi(
    post5("/ai/order/get", "\u8BA2\u5355\u8BE6\u60C5", id5, { ...responses(order, "\u8BA2\u5355"), ...signedOne }),
    async (c) => c.json(ok(await getMyOrder(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post5("/ai/order/cancel", "\u53D6\u6D88\u5F85\u652F\u4ED8\u7684\u8BA2\u5355", id5, { ...responses(order, "\u5DF2\u53D6\u6D88"), ...signedOne }),
    async (c) => c.json(ok(await cancelMyOrder(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post5("/ai/order/listPaged", "\u6211\u7684\u8BA2\u5355", pageQuerySchema, {
      ...pagedResponses(order, "\u8BA2\u5355"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      const r = await myOrdersPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.post("/pub/pay/wechat/notify", async (c) => {
    const headers = Object.fromEntries([...c.req.raw.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
    const okay = await acceptWechatNotice(c.get("ctx"), payments(c.req.url), headers, await c.req.text());
    return okay ? c.body(null, 204) : c.json({ code: "FAIL", message: "\u7B7E\u540D\u9A8C\u8BC1\u5931\u8D25" }, 401);
  });
  app.post("/pub/pay/alipay/notify", async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const okay = await acceptAlipayNotice(c.get("ctx"), payments(c.req.url), form);
    return c.text(okay ? "success" : "failure", okay ? 200 : 400);
  });
  return app;
}

// apps/server/api/org.ts
import { OpenAPIHono as OpenAPIHono31, z as z39 } from "@hono/zod-openapi";
var post6 = postRoutes("\u673A\u6784\u5E73\u53F0");
var companyId = z39.string().uuid().openapi({ description: "\u673A\u6784\u7F16\u53F7" });
var userId2 = z39.string().uuid().openapi({ description: "\u6210\u5458\u7684\u7528\u6237\u7F16\u53F7" });
var role2 = z39.enum(["admin", "member"]).openapi({ description: "admin \u7BA1\u7406\u5458\uFF0Cmember \u6210\u5458" });
var nameField = z39.string().max(200).openapi({ description: "\u673A\u6784\u540D\u79F0\uFF0C1\u201350 \u4E2A\u5B57", example: "\u7B51\u4FE1\u793A\u8303\u5DE5\u7A0B\u6709\u9650\u516C\u53F8" });
var codeField = z39.string().max(100).openapi({ description: "\u673A\u6784\u4EE3\u7801\uFF08\u673A\u6784\u767B\u5F55\u65F6\u586B\u5199\uFF09\uFF1A2\u201320 \u4F4D\u5B57\u6BCD\u3001\u6570\u5B57\u3001_ \u6216 -", example: "zhuxin" });
var plan2 = z39.object({ code: z39.string(), name: z39.string().openapi({ description: "\u514D\u8D39\u7248\u3001\u4F1A\u5458\u6216\u4F01\u4E1A\u7248" }) });
var orgHead = z39.object({
  id: z39.string(),
  name: z39.string(),
  code: z39.string(),
  role: role2,
  plan: plan2,
  createdAt: z39.string().openapi({ description: "\u5317\u4EAC\u65F6\u95F4 YYYY-MM-DD" })
});
var member = z39.object({
  userId: z39.string(),
  maskedPhone: z39.string().nullable().openapi({ example: "139****0001" }),
  username: z39.string().nullable().openapi({ description: "\u673A\u6784\u8D26\u53F7\u7684\u767B\u5F55\u540D\uFF1B\u4E2A\u4EBA\u8D26\u53F7\u4E3A null" }),
  realname: z39.string(),
  role: role2,
  joinedAt: z39.string().openapi({ description: "\u5317\u4EAC\u65F6\u95F4 YYYY-MM-DD" }),
  self: z39.boolean()
});
var orgRow = z39.object({
  id: z39.string(),
  name: z39.string(),
  code: z39.string(),
  role: role2,
  memberCount: z39.number().int(),
  current: z39.boolean().openapi({ description: "\u5F53\u524D\u4F1A\u8BDD\u4EE3\u8868\u7684\u673A\u6784" })
});
var signed4 = { unauthenticated: true, notFound: "\u673A\u6784" };
var adminOnly = { ...signed4, forbidden: "\u53EA\u6709\u673A\u6784\u7BA1\u7406\u5458\u53EF\u4EE5\u8FDB\u884C\u6B64\u64CD\u4F5C" };
function orgRoutes(limit) {
  const app = new OpenAPIHono31({ defaultHook: validationHook });
  app.use("/user/org/member/invite", limit({ name: "org-invite", points: 60, durationSec: 3600 }));
  app.use("/user/org/create", limit({ name: "org-create", points: 10, durationSec: 3600 }));
  app.openapi(
    post6(
      "/ai/userOrgName/get",
      "\u673A\u6784\u540D\u79F0",
      z39.object({ companyId: companyId.optional() }).optional(),
      {
        ...responses(orgHead, "\u673A\u6784\u540D\u79F0\u3001\u4EE3\u7801\u3001\u5957\u9910\u4E0E\u6211\u7684\u89D2\u8272"),
        ...moreErrors(signed4)
      },
      "\u4E0D\u4F20 companyId \u65F6\u4E3A\u5F53\u524D\u4F1A\u8BDD\u4EE3\u8868\u7684\u673A\u6784\uFF08\u673A\u6784\u767B\u5F55\u6216\u5207\u6362\u673A\u6784\uFF09\uFF0C\u5426\u5219\u4E3A\u9ED8\u8BA4\u673A\u6784\u3002"
    ),
    async (c) => c.json(ok(await orgName(c.get("ctx"), c.req.valid("json") ?? {})), 200)
  );
  app.openapi(
    post6(
      "/ai/userOrgName/update",
      "\u4FEE\u6539\u673A\u6784\u540D\u79F0",
      z39.object({ companyId: companyId.optional(), name: nameField }),
      { ...responses(z39.object({ id: z39.string(), name: z39.string() }), "\u65B0\u540D\u79F0"), ...moreErrors(adminOnly) },
      "\u4EC5\u673A\u6784\u7BA1\u7406\u5458\u3002\u4E0D\u4F20 companyId \u65F6\u4E3A\u5F53\u524D\u4F1A\u8BDD\u4EE3\u8868\u7684\u673A\u6784\u3002"
    ),
    async (c) => c.json(ok(await renameOrganization(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post6("/user/org/list", "\u6211\u7684\u673A\u6784", z39.object({}).optional(), { ...responses(z39.array(orgRow), "\u6211\u6240\u5728\u7684\u673A\u6784"), ...moreErrors(signed4) }),
    async (c) => c.json(ok(await myOrganizations(c.get("ctx"))), 200)
  );
  app.openapi(
    post6("/user/org/create", "\u521B\u5EFA\u673A\u6784", z39.object({ name: nameField, code: codeField }), {
      ...responses(z39.object({ id: z39.string(), name: z39.string(), code: z39.string(), role: role2 }), "\u65B0\u673A\u6784\uFF1B\u521B\u5EFA\u8005\u4E3A\u7BA1\u7406\u5458"),
      ...moreErrors({ unauthenticated: true, conflict: "\u673A\u6784\u4EE3\u7801\u5DF2\u88AB\u4F7F\u7528" })
    }),
    async (c) => c.json(ok(await createOrganization(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post6("/user/org/get", "\u673A\u6784\u8BE6\u60C5\u4E0E\u6210\u5458", z39.object({ companyId }), {
      ...responses(orgHead.extend({ members: z39.array(member) }), "\u673A\u6784\u4E0E\u6210\u5458\uFF08\u624B\u673A\u53F7\u5DF2\u6253\u7801\uFF09"),
      ...moreErrors(signed4)
    }),
    async (c) => c.json(ok(await organizationDetail(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post6(
      "/user/org/member/invite",
      "\u6309\u624B\u673A\u53F7\u6DFB\u52A0\u6210\u5458",
      z39.object({ companyId, phone: phoneField }),
      { ...responses(member, "\u65B0\u6210\u5458"), ...moreErrors({ ...adminOnly, conflict: "\u8BE5\u7528\u6237\u5DF2\u662F\u672C\u673A\u6784\u6210\u5458" }) },
      "\u8BE5\u624B\u673A\u53F7\u987B\u5DF2\u5728\u672C\u7AD9\u6CE8\u518C\uFF08\u5426\u5219 404 \u5E76\u63D0\u793A\u5148\u6CE8\u518C\uFF09\uFF0C\u6DFB\u52A0\u540E\u7ACB\u5373\u6210\u4E3A\u6210\u5458\u3002"
    ),
    async (c) => c.json(ok(await inviteOrgMember(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post6("/user/org/member/remove", "\u79FB\u9664\u6210\u5458", z39.object({ companyId, userId: userId2 }), {
      ...responses(z39.object({ removed: z39.boolean() }), "\u5DF2\u79FB\u9664"),
      ...moreErrors({ ...adminOnly, conflict: "\u673A\u6784\u81F3\u5C11\u9700\u8981\u4E00\u4F4D\u7BA1\u7406\u5458" })
    }),
    async (c) => c.json(ok(await removeOrgMember(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post6("/user/org/member/role", "\u8BBE\u7F6E\u6210\u5458\u89D2\u8272", z39.object({ companyId, userId: userId2, role: role2 }), {
      ...responses(z39.object({ userId: z39.string(), role: role2 }), "\u65B0\u89D2\u8272"),
      ...moreErrors({ ...adminOnly, conflict: "\u673A\u6784\u81F3\u5C11\u9700\u8981\u4E00\u4F4D\u7BA1\u7406\u5458" })
    }),
    async (c) => c.json(ok(await setOrgMemberRole(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post6("/user/org/leave", "\u9000\u51FA\u673A\u6784", z39.object({ companyId }), {
      ...responses(z39.object({ left: z39.boolean() }), "\u5DF2\u9000\u51FA"),
      ...moreErrors({ ...signed4, conflict: "\u552F\u4E00\u7684\u7BA1\u7406\u5458\u987B\u5148\u6307\u5B9A\u5176\u4ED6\u7BA1\u7406\u5458" })
    }),
    async (c) => c.json(ok(await leaveOrganization(c.get("ctx"), c.req.valid("json"))), 200)
  );
  return app;
}

// apps/server/api/points.ts
import { OpenAPIHono as OpenAPIHono32, z as z40 } from "@hono/zod-openapi";
var post7 = postRoutes("\u79EF\u5206\u4E0E\u7B7E\u5230");
var none2 = z40.object({}).optional();
var signed5 = { unauthenticated: true };
var signRule = z40.object({
  dailyPoints: z40.number().int(),
  streakBonuses: z40.array(z40.object({ days: z40.number().int(), points: z40.number().int() }))
});
var earningRule = z40.object({
  code: z40.string(),
  name: z40.string(),
  points: z40.number().int(),
  dailyLimit: z40.number().int().openapi({ description: "\u6BCF\u5929\u6700\u591A\u6B21\u6570\uFF1B0 \u8868\u793A\u4EC5\u4E00\u6B21" }),
  description: z40.string()
});
var consumptionRule = z40.object({ code: z40.string(), name: z40.string(), points: z40.number().int(), description: z40.string() });
var nextBonus = z40.object({ days: z40.number().int(), points: z40.number().int(), daysLeft: z40.number().int() }).nullable();
var entry = z40.object({
  id: z40.number().int(),
  delta: z40.number().int().openapi({ description: "\u6B63\u6570\u4E3A\u83B7\u5F97\uFF0C\u8D1F\u6570\u4E3A\u6D88\u8017" }),
  balanceAfter: z40.number().int(),
  reason: z40.string(),
  note: z40.string(),
  createdAt: z40.string().openapi({ description: "\u5317\u4EAC\u65F6\u95F4 YYYY-MM-DD HH:MM:SS" })
});
function pointRoutes(limit) {
  const app = new OpenAPIHono32({ defaultHook: validationHook });
  app.use("/ai/accumulatePoint/signDay", limit({ name: "sign-day", points: 20, durationSec: 60 }));
  app.openapi(
    post7("/ai/pub/config/getSignRule", "\u7B7E\u5230\u89C4\u5219", none2, responses(signRule, "\u6BCF\u65E5\u79EF\u5206\u4E0E\u8FDE\u7EED\u7B7E\u5230\u5956\u52B1")),
    async (c) => c.json(ok((await getPointRules(c.get("ctx"))).sign), 200)
  );
  app.openapi(
    post7("/ai/pub/config/getPointEarningRule", "\u79EF\u5206\u83B7\u53D6\u89C4\u5219", none2, responses(z40.array(earningRule), "\u83B7\u53D6\u65B9\u5F0F")),
    async (c) => c.json(ok((await getPointRules(c.get("ctx"))).earning), 200)
  );
  app.openapi(
    post7("/ai/pub/config/getPointConsumptionRule", "\u79EF\u5206\u6D88\u8017\u89C4\u5219", none2, responses(z40.array(consumptionRule), "\u6D88\u8017\u9879\u76EE")),
    async (c) => c.json(ok((await getPointRules(c.get("ctx"))).consumption), 200)
  );
  app.openapi(
    post7(
      "/ai/accumulatePoint/signDay",
      "\u6BCF\u65E5\u7B7E\u5230",
      none2,
      {
        ...responses(
          z40.object({
            day: z40.string(),
            streak: z40.number().int(),
            points: z40.number().int(),
            bonus: z40.number().int(),
            balance: z40.number().int()
          }),
          "\u7B7E\u5230\u7ED3\u679C"
        ),
        ...moreErrors({ ...signed5, conflict: "\u4ECA\u5929\u5DF2\u7ECF\u7B7E\u5230" })
      },
      "\u6309\u5317\u4EAC\u65F6\u95F4\u6BCF\u5929\u4E00\u6B21\uFF1B\u8FDE\u7EED\u7B7E\u5230\u8FBE\u5230\u89C4\u5B9A\u5929\u6570\u53E6\u6709\u5956\u52B1\u3002"
    ),
    async (c) => c.json(ok(await signDay(c.get("ctx"))), 200)
  );
  app.openapi(
    post7("/ai/accumulatePoint/continuSignResidue", "\u8FDE\u7EED\u7B7E\u5230\u60C5\u51B5", none2, {
      ...responses(z40.object({ continuousDays: z40.number().int(), signedToday: z40.boolean(), nextBonus }), "\u8FDE\u7EED\u7B7E\u5230\u5929\u6570\u4E0E\u8DDD\u4E0B\u4E00\u6B21\u5956\u52B1\u7684\u5929\u6570"),
      ...moreErrors(signed5)
    }),
    async (c) => c.json(ok(await signStreak(c.get("ctx"))), 200)
  );
  app.openapi(
    post7(
      "/ai/accumulatePoint/signDayList",
      "\u67D0\u6708\u7B7E\u5230\u65E5\u671F",
      z40.object({ month: z40.string().max(7).optional().openapi({ description: "YYYY-MM\uFF0C\u9ED8\u8BA4\u672C\u6708", example: "2026-11" }) }).optional(),
      { ...responses(z40.object({ month: z40.string(), days: z40.array(z40.string()) }), "\u7B7E\u5230\u65E5\u671F"), ...moreErrors(signed5) }
    ),
    async (c) => c.json(ok(await signDaysOfMonth(c.get("ctx"), c.req.valid("json")?.month)), 200)
  );
  app.openapi(
    post7("/ai/accumulatePoint/obtainMethod", "\u79EF\u5206\u83B7\u53D6\u65B9\u5F0F\u53CA\u4ECA\u65E5\u5B8C\u6210\u60C5\u51B5", none2, {
      ...responses(z40.array(earningRule.extend({ done: z40.number().int(), finished: z40.boolean() })), "\u83B7\u53D6\u65B9\u5F0F"),
      ...moreErrors(signed5)
    }),
    async (c) => c.json(ok(await earningProgress(c.get("ctx"))), 200)
  );
  app.openapi(
    post7("/ai/accumulatePoint/listPaged", "\u79EF\u5206\u660E\u7EC6", pageQuerySchema, {
      ...pagedResponses(entry, "\u79EF\u5206\u660E\u7EC6\uFF1Bdata.balance \u4E3A\u5F53\u524D\u4F59\u989D"),
      ...moreErrors(signed5)
    }),
    async (c) => {
      const r = await pointEntriesPaged(c.get("ctx"), c.req.valid("json"));
      const list2 = paged(r.records, r.total, r);
      return c.json({ ...list2, data: { ...list2.data, balance: r.balance } }, 200);
    }
  );
  const quotaKind = z40.enum(Object.keys(QUOTA_KINDS)).openapi({ description: "TENDER_CONTACT \u67E5\u770B\u62DB\u6807\u8054\u7CFB\u4EBA\uFF0CDOWNLOAD \u4E0B\u8F7D\u8D44\u6599\uFF0CAI_GENERATE AI \u5199\u4F5C\uFF0CVIDEO \u89C2\u770B\u4F1A\u5458\u8BFE\u7A0B" });
  const quota2 = z40.object({
    kind: z40.string(),
    name: z40.string(),
    period: z40.enum(["day", "month"]),
    periodKey: z40.string().openapi({ description: "\u5317\u4EAC\u65F6\u95F4\u7684\u65E5\u671F\uFF08\u6309\u5929\uFF09\u6216\u6708\u4EFD\uFF08\u6309\u6708\uFF09" }),
    limit: z40.number().int(),
    used: z40.number().int(),
    residue: z40.number().int().openapi({ description: "\u5269\u4F59\u6B21\u6570" })
  });
  app.openapi(
    post7("/ai/residueDegree/getResidue", "\u5269\u4F59\u989D\u5EA6", z40.object({ kind: quotaKind.optional() }).optional(), {
      ...responses(z40.array(quota2), "\u672C\u671F\u5404\u9879\u989D\u5EA6"),
      ...moreErrors(signed5)
    }),
    async (c) => c.json(ok(await quotaResidue(c.get("ctx"), c.req.valid("json")?.kind)), 200)
  );
  app.openapi(
    post7("/ai/residueDegree/create", "\u5F00\u542F\u672C\u671F\u989D\u5EA6", z40.object({ kind: quotaKind }), {
      ...responses(quota2, "\u672C\u671F\u989D\u5EA6"),
      ...moreErrors(signed5)
    }),
    async (c) => c.json(ok(await openQuota(c.get("ctx"), c.req.valid("json").kind)), 200)
  );
  app.openapi(
    post7(
      "/ai/residueDegree/updateResidue",
      "\u4F7F\u7528\u989D\u5EA6",
      z40.object({ kind: quotaKind, amount: z40.number().int().min(1).max(100).optional() }),
      { ...responses(quota2, "\u4F7F\u7528\u540E\u7684\u989D\u5EA6"), ...moreErrors({ ...signed5, conflict: "\u989D\u5EA6\u5DF2\u7528\u5B8C" }) },
      "\u539F\u5B50\u6263\u51CF\uFF1B\u8D85\u51FA\u672C\u671F\u989D\u5EA6\u65F6\u4E0D\u6263\u51CF\u5E76\u8FD4\u56DE 409\u3002"
    ),
    async (c) => {
      const { kind: kind4, amount } = c.req.valid("json");
      return c.json(ok(await spendQuota(c.get("ctx"), kind4, amount)), 200);
    }
  );
  return app;
}

// apps/server/api/portal.ts
import { createRoute as createRoute24, OpenAPIHono as OpenAPIHono33, z as z41 } from "@hono/zod-openapi";
var infoType = z41.enum(Object.keys(INFO_TYPES));
var stats = createRoute24({
  method: "post",
  path: "/news/pub/stats/count",
  tags: ["\u7AD9\u70B9"],
  summary: "\u7AD9\u70B9\u5185\u5BB9\u7EDF\u8BA1",
  description: "\u5DF2\u53D1\u5E03\u7684\u8D44\u8BAF\u3001\u6807\u51C6\uFF08\u53CA\u5176\u4E2D\u73B0\u884C\u6807\u51C6\uFF09\u3001\u653F\u7B56\u3001\u8BBA\u6587\u3001\u5E2E\u52A9\u6587\u6863\u4E0E\u89E3\u51B3\u65B9\u6848\u6570\u91CF\u3002",
  responses: responses(
    z41.object({
      news: z41.number().int(),
      standard: z41.number().int(),
      currentStandard: z41.number().int(),
      policy: z41.number().int(),
      paper: z41.number().int(),
      help: z41.number().int(),
      solution: z41.number().int()
    }).openapi("SiteCounts"),
    "\u5185\u5BB9\u6570\u91CF"
  )
});
var job = z41.object({
  id: z41.number().int(),
  title: z41.string(),
  city: z41.string(),
  department: z41.string(),
  headcount: z41.number().int(),
  salary: z41.string().nullable(),
  education: z41.string().nullable(),
  experience: z41.string().nullable(),
  duty: z41.array(z41.string()),
  requirement: z41.string().array(),
  releaseDate: z41.string().nullable()
}).openapi("Job");
var jobCity = createRoute24({
  method: "post",
  path: "/news/pub/job/getJobCity",
  tags: ["\u62DB\u8058"],
  summary: "\u6709\u804C\u4F4D\u7684\u57CE\u5E02",
  responses: responses(z41.array(z41.object({ city: z41.string(), count: z41.number().int() })), "\u57CE\u5E02\u4E0E\u804C\u4F4D\u6570")
});
var jobList = createRoute24({
  method: "post",
  path: "/news/pub/job/listPaged",
  tags: ["\u62DB\u8058"],
  summary: "\u804C\u4F4D\u5206\u9875\u5217\u8868",
  request: jsonBody(pageQuerySchema.extend({ city: z41.string().trim().max(20).optional() }), false),
  responses: pagedResponses(job, "\u804C\u4F4D")
});
var hit = z41.object({
  type: z41.string(),
  id: z41.number().int(),
  path: z41.string(),
  titleHtml: z41.string().openapi({ description: "\u5DF2\u8F6C\u4E49\u7684\u6807\u9898\uFF0C\u547D\u4E2D\u8BCD\u7528 <em> \u6807\u51FA" }),
  snippetHtml: z41.string(),
  date: z41.string().nullable()
}).openapi("SearchHit");
var search = createRoute24({
  method: "post",
  path: "/news/pub/search",
  tags: ["\u641C\u7D22"],
  summary: "\u5168\u7AD9\u641C\u7D22",
  description: "\u5BF9\u8D44\u8BAF\u3001\u6807\u51C6\u3001\u653F\u7B56\u3001\u8BBA\u6587\u7B49\u5DF2\u53D1\u5E03\u5185\u5BB9\u505A\u4E2D\u6587\u5206\u8BCD\u5168\u6587\u68C0\u7D22\uFF08\u6240\u6709\u8BCD\u90FD\u987B\u547D\u4E2D\uFF09\uFF0C\u6309\u53D1\u5E03\u65F6\u95F4\u5012\u5E8F\uFF1Bcounts \u4E3A\u5404\u7C7B\u578B\u547D\u4E2D\u6570\u3002",
  request: jsonBody(pageQuerySchema.extend({ keyword: z41.string().trim().min(1).max(30), type: infoType.optional() })),
  responses: {
    ...responses(hit, "\u641C\u7D22\u7ED3\u679C"),
    200: {
      description: "\u641C\u7D22\u7ED3\u679C",
      content: {
        "application/json": {
          schema: z41.object({
            code: z41.literal(SUCCESS_CODE),
            msg: z41.string(),
            data: z41.object({ records: z41.array(hit), counts: z41.record(z41.string(), z41.number().int()), terms: z41.array(z41.string()) }),
            current: z41.number().int(),
            pages: z41.number().int(),
            size: z41.number().int(),
            total: z41.number().int()
          })
        }
      }
    }
  }
});
function portalRoutes() {
  const app = new OpenAPIHono33({ defaultHook: validationHook });
  app.openapi(stats, async (c) => c.json(ok(await siteCounts(c.get("ctx"))), 200));
  app.openapi(jobCity, async (c) => c.json(ok(await jobCities(c.get("ctx"))), 200));
  app.openapi(jobList, async (c) => {
    const r = await jobListPaged(c.get("ctx"), c.req.valid("json") ?? {});
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(search, async (c) => {
    const body2 = c.req.valid("json");
    const r = await searchContent(c.get("ctx"), {
      keyword: body2.keyword,
      type: body2.type,
      current: body2.current,
      size: body2.size
    });
    const env = paged(r.records, r.total, r);
    return c.json({ ...env, data: { records: r.records, counts: r.counts, terms: r.terms } }, 200);
  });
  return app;
}

// apps/server/api/read-history.ts
import { OpenAPIHono as OpenAPIHono34, z as z42 } from "@hono/zod-openapi";
var post8 = postRoutes("\u9605\u8BFB\u5386\u53F2");
var kind3 = z42.enum(["NEWS", "NORMAL", "POLICY", "PAPER"]).openapi({ description: "NEWS \u8D44\u8BAF\uFF08\u9ED8\u8BA4\uFF09\uFF0CNORMAL \u6807\u51C6\uFF0CPOLICY \u653F\u7B56\uFF0CPAPER \u8BBA\u6587" });
var item3 = z42.object({
  kind: kind3,
  kindName: z42.string(),
  id: z42.number().int(),
  title: z42.string(),
  path: z42.string().openapi({ description: "\u8BE6\u60C5\u9875\u5730\u5740" }),
  readAt: z42.string().openapi({ description: "\u9605\u8BFB\u65F6\u95F4\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09", example: "2026-03-06 09:30:00" })
}).openapi("ReadHistoryItem");
function readHistoryRoutes(limit) {
  const app = new OpenAPIHono34({ defaultHook: validationHook });
  app.use("/news/readHistory/create", limit({ name: "read-history", points: 120, durationSec: 60 }));
  app.openapi(
    post8(
      "/news/readHistory/create",
      "\u8BB0\u5F55\u9605\u8BFB",
      z42.object({ kind: kind3.optional(), id: z42.number().int().min(1).max(2147483647) }),
      {
        ...responses(
          z42.object({
            recorded: z42.boolean().openapi({ description: "\u4ECA\u5929\u7B2C\u4E00\u6B21\u9605\u8BFB\u8FD9\u4E00\u7BC7\u65F6\u4E3A true" }),
            points: z42.number().int().openapi({ description: "\u672C\u6B21\u83B7\u5F97\u7684\u9605\u8BFB\u79EF\u5206" })
          }),
          "\u8BB0\u5F55\u7ED3\u679C"
        ),
        ...moreErrors({ unauthenticated: true, notFound: "\u6587\u7AE0\u6216\u8D44\u6599" })
      },
      "\u540C\u4E00\u7528\u6237\u540C\u4E00\u7BC7\u6BCF\u5929\u53EA\u8BB0\u4E00\u6761\uFF08\u518D\u6B21\u9605\u8BFB\u53EA\u66F4\u65B0\u65F6\u95F4\uFF09\uFF1B\u6BCF\u7BC7\u7B2C\u4E00\u6B21\u9605\u8BFB\u6309\u201C\u9605\u8BFB\u8D44\u8BAF\u201D\u89C4\u5219\u5F97\u79EF\u5206\uFF0C\u6BCF\u5929\u6709\u4E0A\u9650\u3002\u6253\u5F00\u8D44\u8BAF\u8BE6\u60C5\u9875\u65F6\u4F1A\u81EA\u52A8\u8BB0\u5F55\u3002"
    ),
    async (c) => c.json(ok(await recordReadHistory(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post8("/news/readHistory/listPaged", "\u6211\u7684\u9605\u8BFB\u5386\u53F2", pageQuerySchema, {
      ...pagedResponses(item3, "\u6309\u9605\u8BFB\u65F6\u95F4\u5012\u5E8F\uFF1B\u5DF2\u4E0B\u7EBF\u7684\u5185\u5BB9\u4E0D\u5217\u51FA"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      const r = await readHistoryPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  return app;
}

// apps/server/api/register.ts
import { OpenAPIHono as OpenAPIHono35, z as z43 } from "@hono/zod-openapi";
var TAG5 = ["\u6CE8\u518C"];
function registerRoutes() {
  const app = new OpenAPIHono35({ defaultHook: validationHook });
  addPost(
    app,
    { path: ["/user/reg/code", "/user/reg/v3/upgrade/code"], tags: TAG5, summary: "\u6CE8\u518C\uFF1A\u83B7\u53D6\u56FE\u5F62\u9A8C\u8BC1\u7801", data: icodeSchema },
    async (c) => newImageCode(c.get("ctx"))
  );
  addPost(
    app,
    {
      path: ["/user/reg/sendVcode", "/user/reg/loginRegVcode"],
      tags: TAG5,
      summary: "\u6CE8\u518C\uFF1A\u53D1\u9001\u77ED\u4FE1\u9A8C\u8BC1\u7801",
      description: "\u9700\u5148\u586B\u5199\u56FE\u5F62\u9A8C\u8BC1\u7801\u3002\u5DF2\u6CE8\u518C\u7684\u624B\u673A\u53F7\u6536\u5230\u63D0\u793A\u77ED\u4FE1\u800C\u4E0D\u662F\u9A8C\u8BC1\u7801\uFF0C\u63A5\u53E3\u56DE\u7B54\u4E0E\u65B0\u624B\u673A\u53F7\u76F8\u540C\u3002",
      body: z43.object({ phone: phoneField, ...icodeFields }),
      data: sentSchema
    },
    async (c, b) => sendRegisterCode(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: ["/user/reg/v3/std/register", "/user/reg/loginReg"],
      tags: TAG5,
      summary: "\u6CE8\u518C\u5E76\u767B\u5F55",
      description: "\u624B\u673A\u53F7 + \u77ED\u4FE1\u9A8C\u8BC1\u7801 + \u5BC6\u7801\uFF088\u2013128 \u4F4D\uFF0C\u4E0D\u80FD\u662F\u5E38\u89C1\u5BC6\u7801\uFF09\uFF0C\u987B\u52FE\u9009\u540C\u610F\u300A\u7528\u6237\u534F\u8BAE\u300B\u300A\u9690\u79C1\u653F\u7B56\u300B\uFF08agree=true\uFF09\uFF1B\u9080\u8BF7\u7801\u53EF\u9009\u3002",
      body: z43.object({
        phone: phoneField,
        vcode: vcodeField,
        password: passwordField,
        agree: z43.boolean(),
        inviteCode: z43.string().trim().max(16).optional(),
        realname: z43.string().trim().max(30).optional(),
        issue: issueField
      }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(c, await register(c.get("ctx"), b, clientInfo(c)), b.issue)
  );
  addPost(
    app,
    {
      path: "/user/reg/invite/info",
      tags: TAG5,
      summary: "\u9080\u8BF7\u7801\u4FE1\u606F",
      body: z43.object({ code: z43.string().trim().max(16) }),
      data: z43.object({ valid: z43.boolean(), inviterName: z43.string().nullable() })
    },
    async (c, b) => {
      const info = await inviteInfo(c.get("ctx"), b.code);
      return { valid: Boolean(info), inviterName: info?.inviterName ?? null };
    }
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/upgrade/send",
      tags: TAG5,
      summary: "\u5347\u7EA7\u6CE8\u518C\uFF1A\u53D1\u9001\u77ED\u4FE1\u9A8C\u8BC1\u7801",
      description: "\u9700\u5DF2\u767B\u5F55\uFF08\u5982\u5FAE\u4FE1\u521B\u5EFA\u7684\u8D26\u53F7\uFF09\u3002",
      body: z43.object({ phone: phoneField, ...icodeFields }),
      data: sentSchema
    },
    async (c, b) => sendUpgradeCode(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/upgrade/register",
      tags: TAG5,
      summary: "\u5347\u7EA7\u6CE8\u518C\uFF1A\u7ED1\u5B9A\u624B\u673A\u53F7\u5E76\u8BBE\u7F6E\u5BC6\u7801",
      body: z43.object({ phone: phoneField, vcode: vcodeField, password: passwordField, agree: z43.boolean() }),
      data: z43.object({ phone: z43.string() })
    },
    async (c, b) => upgradeRegister(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/upgrade/fill",
      tags: TAG5,
      summary: "\u5347\u7EA7\u6CE8\u518C\uFF1A\u5B8C\u5584\u59D3\u540D",
      body: z43.object({ realname: z43.string().max(30) }),
      data: z43.object({ realname: z43.string() })
    },
    async (c, b) => upgradeFill(c.get("ctx"), b)
  );
  return app;
}

// apps/server/api/site.ts
import { createRoute as createRoute25, OpenAPIHono as OpenAPIHono36, z as z44 } from "@hono/zod-openapi";
var pageInfo2 = z44.object({ title: z44.string(), keyword: z44.string().nullable(), description: z44.string().nullable() }).openapi("PageInfo");
var getByName = createRoute25({
  method: "post",
  path: "/news/pub/getByName",
  tags: ["\u7AD9\u70B9"],
  summary: "\u6309\u9875\u9762\u540D\u79F0\u67E5\u8BE2\u9875\u9762 TDK \u6A21\u677F",
  description: "\u8FD4\u56DE\u9875\u9762\u6807\u9898\u3001\u5173\u952E\u8BCD\u3001\u63CF\u8FF0\u6A21\u677F\uFF1B\u672A\u914D\u7F6E\u7684\u9875\u9762\u8FD4\u56DE\u7AD9\u70B9\u9ED8\u8BA4\u503C\u3002\u7ED3\u679C\u7F13\u5B58 180 \u79D2\u3002",
  request: jsonBody(
    z44.object({
      name: z44.string().trim().min(1).max(64).openapi({ example: `${PAGE_NAME_PREFIX}home` }),
      comId: z44.string().max(64).optional()
    })
  ),
  responses: responses(pageInfo2, "\u9875\u9762\u4FE1\u606F")
});
function siteRoutes() {
  const app = new OpenAPIHono36({ defaultHook: validationHook });
  app.openapi(getByName, async (c) => {
    const ctx = c.get("ctx");
    const { name } = c.req.valid("json");
    const info = await getPageInfo(ctx, name);
    if (info) return c.json(ok(info), 200);
    const s = await getSiteSettings(ctx);
    return c.json(ok({ title: s.defaultTitle, keyword: s.defaultKeywords, description: s.defaultDescription }), 200);
  });
  return app;
}

// apps/server/api/study.ts
import { createRoute as createRoute26, OpenAPIHono as OpenAPIHono37, z as z45 } from "@hono/zod-openapi";
var id6 = z45.number().int().min(1).max(2147483647).openapi({ example: 1 });
var studyType = z45.enum(["NORMAL", "POLICY", "PAPER"]).openapi({ description: "\u8D44\u6599\u7C7B\u578B\uFF1ANORMAL \u6807\u51C6\uFF0CPOLICY \u653F\u7B56\uFF0CPAPER \u8BBA\u6587" });
var catNode = z45.lazy(
  () => z45.object({ id: z45.number().int(), name: z45.string(), count: z45.number().int(), hasDirect: z45.boolean(), children: z45.array(catNode) })
).openapi("StudyCategory", { type: "object" });
var item4 = z45.object({
  id: z45.number().int(),
  title: z45.string(),
  code: z45.string().nullable().openapi({ description: "\u6807\u51C6\u7F16\u53F7\u6216\u6587\u53F7" }),
  issuer: z45.string().nullable().openapi({ description: "\u53D1\u5E03\u673A\u6784\uFF1B\u672A\u77E5\u4E3A null" }),
  issueDate: z45.string().nullable(),
  effectiveDate: z45.string().nullable().openapi({ description: "\u5B9E\u65BD\u65E5\u671F YYYY-MM-DD\uFF1B\u672A\u77E5\u4E3A null" }),
  status: z45.string().nullable().openapi({ description: "\u6807\u51C6\uFF1A\u73B0\u884C / \u5E9F\u6B62 / \u5373\u5C06\u5B9E\u65BD\uFF1B\u672A\u77E5\u4E3A null" }),
  memo: z45.string().nullable(),
  releaseDate: z45.string(),
  needLogin: z45.boolean(),
  path: z45.string()
}).openapi("StudyDoc");
var route4 = (r) => createRoute26({ ...r, tags: ["\u5B66\u4E60\u8D44\u6599"] });
var getTree = route4({
  method: "post",
  path: "/cat/dir/getTree",
  summary: "\u8D44\u6599\u5206\u7C7B\u6811",
  description: "\u53EA\u4FDD\u7559\u6709\u5B50\u5206\u7C7B\u6216\u76F4\u63A5\u542B\u6709\u5DF2\u53D1\u5E03\u8D44\u6599\uFF08hasDirect\uFF09\u7684\u5206\u7C7B\u3002",
  request: jsonBody(z45.object({ type: studyType })),
  responses: responses(z45.array(catNode), "\u5206\u7C7B\u6811")
});
var getComBucket_ = route4({
  method: "post",
  path: "/cat/dir/getComBucket",
  summary: "\u5206\u7C7B\u8D44\u6599\u6570",
  description: "\u6BCF\u4E2A\u5206\u7C7B\uFF08\u542B\u4E0B\u7EA7\uFF09\u7684\u5DF2\u53D1\u5E03\u8D44\u6599\u6570\uFF0C\u7528\u4E8E\u7B5B\u9009\u9879\u3002",
  request: jsonBody(z45.object({ type: studyType })),
  responses: responses(
    z45.array(z45.object({ id: z45.number().int(), name: z45.string(), parentId: z45.number().int().nullable(), count: z45.number().int() })),
    "\u5206\u7C7B\u4E0E\u6570\u91CF"
  )
});
var dirDoc_ = route4({
  method: "post",
  path: "/news/pub/dirDoc",
  summary: "\u5206\u7C7B\u4E0B\u7684\u8D44\u6599",
  request: jsonBody(pageQuerySchema.extend({ id: id6 })),
  responses: {
    ...responses(
      z45.object({
        total: z45.number().int(),
        current: z45.number().int(),
        pages: z45.number().int(),
        size: z45.number().int(),
        dir: z45.object({ id: z45.number().int(), name: z45.string() }),
        records: z45.array(item4)
      }),
      "\u5206\u7C7B\u8D44\u6599"
    ),
    ...moreErrors({ notFound: "\u5206\u7C7B" })
  }
});
var docListPaged_ = route4({
  method: "post",
  path: "/news/pub/docListPaged",
  summary: "\u8D44\u6599\u5206\u9875\u5217\u8868",
  description: "\u6309\u7C7B\u578B\u5217\u51FA\u5DF2\u53D1\u5E03\u7684\u6807\u51C6\u3001\u653F\u7B56\u6216\u8BBA\u6587\uFF1B\u53EF\u6309\u5206\u7C7B\uFF08\u542B\u4E0B\u7EA7\uFF09\u3001\u540D\u79F0\u6216\u7F16\u53F7\u5173\u952E\u8BCD\u3001\u72B6\u6001\u7B5B\u9009\u3002",
  request: jsonBody(
    pageQuerySchema.extend({
      type: studyType,
      catId: id6.optional(),
      keyword: z45.string().trim().max(50).optional(),
      status: z45.string().max(20).optional()
    })
  ),
  responses: { ...pagedResponses(item4, "\u8D44\u6599"), ...moreErrors({ notFound: "\u5206\u7C7B" }) }
});
var checkLogin = route4({
  method: "post",
  path: "/news/pub/doc/checkLogin",
  summary: "\u8D44\u6599\u662F\u5426\u9700\u8981\u767B\u5F55",
  description: "needLogin\uFF1A\u5168\u6587\u548C\u9644\u4EF6\u662F\u5426\u9700\u8981\u767B\u5F55\uFF1BloggedIn\uFF1A\u5F53\u524D\u662F\u5426\u5DF2\u767B\u5F55\uFF1Ballowed\uFF1A\u5F53\u524D\u80FD\u5426\u67E5\u770B\u5168\u6587\u3002",
  request: jsonBody(z45.object({ id: id6 })),
  responses: {
    ...responses(z45.object({ needLogin: z45.boolean(), loggedIn: z45.boolean(), allowed: z45.boolean() }), "\u767B\u5F55\u8981\u6C42"),
    ...moreErrors({ notFound: "\u8D44\u6599" })
  }
});
var docOp = (path7, summary2) => route4({
  method: "post",
  path: `/news/pub/doc/${path7}`,
  summary: summary2,
  description: "\u9700\u8981\u767B\u5F55\uFF1B\u91CD\u590D\u64CD\u4F5C\u4E0D\u91CD\u590D\u8BB0\u5F55\u3002\u8FD4\u56DE\u5F53\u524D\u7528\u6237\u662F\u5426\u5DF2\u6536\u85CF\u8BE5\u8D44\u6599\u3002",
  request: jsonBody(z45.object({ id: id6 })),
  responses: {
    ...responses(z45.object({ favorited: z45.boolean() }), "\u6536\u85CF\u72B6\u6001"),
    ...moreErrors({ unauthenticated: true, notFound: "\u8D44\u6599" })
  }
});
var docOps = [
  [docOp("favorite", "\u6536\u85CF\u8D44\u6599"), favoriteDoc],
  [docOp("cancelFavorite", "\u53D6\u6D88\u6536\u85CF\u8D44\u6599"), cancelFavoriteDoc],
  [docOp("userOperation", "\u5F53\u524D\u7528\u6237\u662F\u5426\u6536\u85CF\u4E86\u8D44\u6599"), docUserOperation]
];
function studyRoutes() {
  const app = new OpenAPIHono37({ defaultHook: validationHook });
  app.openapi(getTree, async (c) => c.json(ok(await getCatTree(c.get("ctx"), c.req.valid("json").type)), 200));
  app.openapi(getComBucket_, async (c) => c.json(ok(await getComBucket(c.get("ctx"), c.req.valid("json").type)), 200));
  app.openapi(dirDoc_, async (c) => c.json(ok(await dirDoc(c.get("ctx"), c.req.valid("json"))), 200));
  app.openapi(docListPaged_, async (c) => {
    const r = await docListPaged(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(checkLogin, async (c) => c.json(ok(await checkDocLogin(c.get("ctx"), c.req.valid("json").id)), 200));
  for (const [r, fn] of docOps) app.openapi(r, async (c) => c.json(ok(await fn(c.get("ctx"), c.req.valid("json").id)), 200));
  return app;
}

// apps/server/api/subscriptions.ts
import { OpenAPIHono as OpenAPIHono39, z as z47 } from "@hono/zod-openapi";

// apps/server/api/tender.ts
import { createRoute as createRoute27, OpenAPIHono as OpenAPIHono38, z as z46 } from "@hono/zod-openapi";
var id7 = z46.number().int().min(1).max(2147483647).openapi({ example: 1 });
var keys2 = (o) => Object.keys(o);
var region = z46.string().regex(/^\d{6}$/, "\u5730\u533A\u4EE3\u7801\u5E94\u4E3A 6 \u4F4D\u6570\u5B57");
var day = z46.string().regex(/^\d{4}-\d{2}-\d{2}$/, "\u65E5\u671F\u683C\u5F0F\u5E94\u4E3A YYYY-MM-DD");
var word = z46.string().max(30, "\u5173\u952E\u8BCD\u4E0D\u80FD\u8D85\u8FC7 30 \u4E2A\u5B57");
var searchInput = z46.object({
  keyword: z46.string().max(100).optional().openapi({ description: "\u5173\u952E\u8BCD\uFF0C\u53BB\u6389\u9996\u5C3E\u7A7A\u683C\u540E\u4E0D\u8D85\u8FC7 30 \u4E2A\u5B57\uFF1B\u591A\u4E2A\u8BCD\u4EE5\u7A7A\u683C\u5206\u9694\uFF0C\u987B\u5168\u90E8\u5305\u542B" }),
  include: z46.array(word).max(5).optional().openapi({ description: "\u8FD8\u987B\u5305\u542B\u7684\u8BCD" }),
  exclude: z46.array(word).max(5).optional().openapi({ description: "\u4E0D\u5F97\u5305\u542B\u7684\u8BCD" }),
  scope: z46.enum(["all", "title", "buyer", "winner"]).optional().openapi({ description: "\u641C\u7D22\u8303\u56F4\uFF1A\u5168\u6587\u3001\u6807\u9898\u3001\u62DB\u6807\u4EBA\u3001\u4E2D\u6807\u4EBA" }),
  category: z46.enum(keys2(TENDER_CATEGORIES)).optional(),
  stage: z46.enum(keys2(ENGINEERING_STAGES)).optional(),
  projectType: z46.enum(keys2(PROJECT_TYPES)).optional(),
  partyType: z46.enum(keys2(PARTY_TYPES)).optional(),
  time: z46.enum(keys2(TIME_FILTERS)).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  province: region.optional(),
  city: region.optional(),
  minAmount: z46.number().min(0).max(1e13).optional().openapi({ description: "\u91D1\u989D\u4E0B\u9650\uFF08\u5143\uFF09" }),
  maxAmount: z46.number().min(0).max(1e13).optional().openapi({ description: "\u91D1\u989D\u4E0A\u9650\uFF08\u5143\uFF09" }),
  current: z46.number().int().min(1).max(10).optional().openapi({ description: "\u9875\u7801\uFF08\u524D 10 \u9875\uFF09\uFF1B\u66F4\u6DF1\u7684\u7ED3\u679C\u7528 after \u6E38\u6807" }),
  size: z46.number().int().min(1).max(50).optional(),
  after: z46.string().max(64).optional().openapi({ description: "\u4E0A\u4E00\u9875\u8FD4\u56DE\u7684 nextCursor" }),
  facets: z46.boolean().optional().openapi({ description: "\u662F\u5426\u8FD4\u56DE\u5404\u7B5B\u9009\u9879\u7684\u6570\u91CF" })
});
var tenderHitSchema = z46.object({
  id: z46.number().int(),
  title: z46.string(),
  titleHtml: z46.string().openapi({ description: "\u6807\u9898\uFF0C\u5173\u952E\u8BCD\u4EE5 <em> \u6807\u51FA\uFF08\u5DF2\u8F6C\u4E49\uFF09" }),
  category: z46.string(),
  categoryLabel: z46.string(),
  stage: z46.string().nullable(),
  stageLabel: z46.string().nullable(),
  regionName: z46.string().nullable(),
  publishedOn: z46.string(),
  buyer: z46.string().nullable(),
  amountYuan: z46.number().nullable().openapi({ description: "\u4E2D\u6807\u91D1\u989D\uFF0C\u5426\u5219\u6700\u9AD8\u9650\u4EF7\uFF0C\u5426\u5219\u9884\u7B97\uFF08\u5143\uFF09" }),
  bidDeadline: z46.string().nullable()
}).passthrough().openapi("TenderHit");
var searchResult = z46.object({
  records: z46.array(tenderHitSchema),
  current: z46.number().int(),
  size: z46.number().int(),
  nextCursor: z46.string().nullable(),
  total: z46.number().int(),
  totalExact: z46.boolean(),
  totalLabel: z46.string().openapi({ example: "\u7EA6 3,400 \u6761" }),
  terms: z46.array(z46.string()),
  facets: z46.record(z46.string(), z46.unknown()).optional()
}).passthrough().openapi("TenderSearchResult");
var marks = z46.object({ praiseCount: z46.number().int(), favoriteCount: z46.number().int(), praised: z46.boolean(), favorited: z46.boolean() });
var orgItem = z46.object({
  id: z46.number().int(),
  name: z46.string(),
  issued: z46.number().int(),
  won: z46.number().int(),
  agency: z46.number().int()
});
var anyObject = z46.record(z46.string(), z46.unknown());
var route5 = (r) => createRoute27({ ...r, tags: ["\u62DB\u6807\u4FE1\u606F"] });
var post9 = postRoutes("\u62DB\u6807\u4FE1\u606F");
var signedIn = (c) => {
  if (c.get("ctx").actor.kind !== "user") throw unauthenticated();
  return c.get("ctx");
};
function tenderRoutes(limit, config2) {
  const app = new OpenAPIHono38({ defaultHook: validationHook });
  app.use("/ai/bid/export", limit({ name: "tender-export", points: 10, durationSec: 600 }));
  app.openapi(
    route5({
      method: "post",
      path: "/ai/bid/export",
      summary: "\u5BFC\u51FA\u641C\u7D22\u7ED3\u679C\uFF08Excel\uFF09",
      description: `\u9700\u8981\u767B\u5F55\uFF1B\u6309\u5F53\u524D\u6761\u4EF6\u5BFC\u51FA\u6700\u65B0\u7684\u81F3\u591A ${EXPORT_MAX_ROWS} \u6761\u516C\u544A\u4E3A .xlsx\u3002`,
      request: jsonBody(searchInput),
      responses: {
        200: {
          description: "Excel \u6587\u4EF6",
          content: {
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z46.string().openapi({ format: "binary" }) }
          }
        },
        ...moreErrors({ unauthenticated: true })
      }
    }),
    async (c) => {
      const origin = config2.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
      const { bytes } = await exportTenders(c.get("ctx"), c.req.valid("json"), origin);
      const day2 = (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="tenders-${day2}.xlsx"; filename*=UTF-8''${encodeURIComponent(`\u62DB\u6807\u4FE1\u606F-${day2}.xlsx`)}`,
        "Cache-Control": "no-store"
      });
    }
  );
  const search2 = (c, input2) => searchTenders(c.get("ctx"), input2);
  app.openapi(
    post9(
      "/ai/pub/bid/listPaged",
      "\u62DB\u6807\u516C\u544A\u641C\u7D22",
      searchInput,
      responses(searchResult, "\u516C\u544A\u5217\u8868"),
      "\u6309\u53D1\u5E03\u65E5\u671F\u5012\u5E8F\uFF1B\u8BA1\u6570\u8FC7\u5927\u65F6\u7ED9\u51FA\u4F30\u8BA1\u6216 10,000+\u3002"
    ),
    async (c) => c.json(ok(await search2(c, c.req.valid("json"))), 200)
  );
  app.openapi(
    post9(
      "/ai/pub/bid/first",
      "\u6700\u65B0\u62DB\u6807\u516C\u544A",
      z46.object({ size: z46.number().int().min(1).max(20).optional() }),
      responses(z46.array(tenderHitSchema), "\u6700\u65B0\u516C\u544A")
    ),
    async (c) => c.json(ok((await search2(c, { size: c.req.valid("json").size ?? 10 })).records), 200)
  );
  app.openapi(
    post9(
      "/ai/pub/bid/detail",
      "\u62DB\u6807\u516C\u544A\u8BE6\u60C5",
      z46.object({ id: id7 }),
      { ...responses(anyObject, "\u516C\u544A\u8BE6\u60C5\uFF0C\u542B\u5B57\u6BB5\u4F9D\u636E\u4E0E\u9879\u76EE\u8FDB\u7A0B"), ...moreErrors({ notFound: "\u516C\u544A" }) },
      "\u672A\u767B\u5F55\u65F6\u8054\u7CFB\u4EBA\u3001\u7535\u8BDD\u4E0E\u9644\u4EF6\u4E0D\u8FD4\u56DE\u3002"
    ),
    async (c) => c.json(ok(await getAnnouncement(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post9("/ai/pub/bid/checkLogin", "\u62DB\u6807\u516C\u544A\u662F\u5426\u9700\u8981\u767B\u5F55", z46.object({ id: id7 }), {
      ...responses(z46.object({ needLogin: z46.boolean(), loggedIn: z46.boolean(), allowed: z46.boolean() }), "\u767B\u5F55\u8981\u6C42"),
      ...moreErrors({ notFound: "\u516C\u544A" })
    }),
    async (c) => {
      await tenderStats(c.get("ctx"), c.req.valid("json").id);
      const loggedIn = c.get("ctx").actor.kind === "user";
      return c.json(ok({ needLogin: true, loggedIn, allowed: loggedIn }), 200);
    }
  );
  const orgQuery = pageQuerySchema.extend({
    keyword: z46.string().max(30).optional(),
    role: z46.enum(["buyer", "agency", "winner"]).optional()
  });
  app.openapi(post9("/ai/pub/bid/listOrgPaged", "\u62DB\u6807\u76F8\u5173\u5355\u4F4D\u5217\u8868", orgQuery, pagedResponses(orgItem, "\u5355\u4F4D")), async (c) => {
    const r = await listOrgs(c.get("ctx"), c.req.valid("json"));
    return c.json(paged(r.records, r.total, r), 200);
  });
  app.openapi(
    post9("/ai/pub/bid/org", "\u5355\u4F4D\u8BE6\u60C5", z46.object({ id: id7 }), {
      ...responses(anyObject, "\u5355\u4F4D\u4E0E\u5176\u62DB\u6807\u3001\u4E2D\u6807\u5386\u53F2"),
      ...moreErrors({ notFound: "\u5355\u4F4D" })
    }),
    async (c) => c.json(ok(await getOrg(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post9("/crm/sales/customerV2/customerRegion", "\u5730\u533A\u53CA\u516C\u544A\u6570", z46.object({}).optional(), responses(z46.array(anyObject), "\u7701\u4EFD\u4E0E\u57CE\u5E02")),
    async (c) => c.json(ok(await tenderRegionCounts(c.get("ctx"))), 200)
  );
  app.openapi(
    post9("/crm/sales/open/spiderBiding/listPaged", "\u91C7\u96C6\u516C\u544A\u5217\u8868\uFF08\u516C\u5F00\uFF09", searchInput, responses(searchResult, "\u516C\u544A\u5217\u8868")),
    async (c) => c.json(ok(await search2(c, c.req.valid("json"))), 200)
  );
  app.openapi(
    post9("/crm/sales/spiderBiding/listPaged", "\u91C7\u96C6\u516C\u544A\u5217\u8868", searchInput, {
      ...responses(searchResult, "\u516C\u544A\u5217\u8868"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      signedIn(c);
      return c.json(ok(await search2(c, c.req.valid("json"))), 200);
    }
  );
  app.openapi(
    post9("/ai/bid/listPagedSort", "\u62DB\u6807\u516C\u544A\u641C\u7D22\uFF08\u767B\u5F55\uFF09", searchInput, {
      ...responses(searchResult, "\u516C\u544A\u5217\u8868"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      signedIn(c);
      return c.json(ok(await search2(c, { ...c.req.valid("json"), facets: true })), 200);
    }
  );
  app.openapi(
    post9("/ai/bid/listPagedByFavorite", "\u6211\u6536\u85CF\u7684\u516C\u544A", pageQuerySchema, {
      ...pagedResponses(tenderHitSchema, "\u516C\u544A"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      const r = await favoriteTendersPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post9("/ai/bid/listPagedByFollow", "\u5173\u6CE8\u5355\u4F4D\u7684\u516C\u544A", pageQuerySchema, {
      ...pagedResponses(tenderHitSchema, "\u516C\u544A"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      const r = await followedTendersPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post9("/ai/bidOrg/listPaged", "\u6211\u5173\u6CE8\u7684\u5355\u4F4D", pageQuerySchema, {
      ...pagedResponses(orgItem, "\u5355\u4F4D"),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => {
      const r = await followedOrgsPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  const follow = z46.object({ orgId: id7 });
  const followRes = {
    ...responses(z46.object({ followed: z46.boolean() }), "\u5173\u6CE8\u72B6\u6001"),
    ...moreErrors({ unauthenticated: true, notFound: "\u5355\u4F4D" })
  };
  app.openapi(
    post9("/ai/userBidOrg/create", "\u5173\u6CE8\u5355\u4F4D", follow, followRes),
    async (c) => c.json(ok(await followOrg(c.get("ctx"), c.req.valid("json").orgId)), 200)
  );
  app.openapi(
    post9("/ai/userBidOrg/remove", "\u53D6\u6D88\u5173\u6CE8\u5355\u4F4D", follow, followRes),
    async (c) => c.json(ok(await unfollowOrg(c.get("ctx"), c.req.valid("json").orgId)), 200)
  );
  app.openapi(
    post9(
      "/ai/bid/unlockContact",
      "\u67E5\u770B\u516C\u544A\u8054\u7CFB\u4EBA",
      z46.object({ id: id7 }),
      {
        ...responses(
          z46.object({
            via: z46.enum(["already", "quota", "points"]).openapi({ description: "already \u6B64\u524D\u5DF2\u67E5\u770B\uFF1Bquota \u7528\u4ECA\u65E5\u514D\u8D39\u6B21\u6570\uFF1Bpoints \u6263\u79EF\u5206" }),
            freeLeft: z46.number().int(),
            balance: z46.number().int()
          }),
          "\u5DF2\u53EF\u67E5\u770B"
        ),
        ...moreErrors({ unauthenticated: true, notFound: "\u516C\u544A", conflict: "\u514D\u8D39\u6B21\u6570\u5DF2\u7528\u5B8C\u4E14\u79EF\u5206\u4E0D\u8DB3" })
      },
      "\u5148\u7528\u5F53\u65E5\u514D\u8D39\u6B21\u6570\uFF0C\u7528\u5B8C\u540E\u6309\u79EF\u5206\u89C4\u5219\u6263\u79EF\u5206\uFF1B\u540C\u4E00\u516C\u544A\u53EA\u6263\u4E00\u6B21\u3002"
    ),
    async (c) => c.json(ok(await unlockContacts(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post9("/ai/bid/contactOffer", "\u67E5\u770B\u8054\u7CFB\u4EBA\u7684\u8D39\u7528", z46.object({}).optional(), {
      ...responses(
        z46.object({ freeLeft: z46.number().int(), points: z46.number().int(), balance: z46.number().int() }),
        "\u4ECA\u65E5\u514D\u8D39\u6B21\u6570\u3001\u6BCF\u6B21\u79EF\u5206\u4E0E\u4F59\u989D"
      ),
      ...moreErrors({ unauthenticated: true })
    }),
    async (c) => c.json(ok(await contactOffer(c.get("ctx"))), 200)
  );
  const opRes = { ...responses(marks, "\u70B9\u8D5E\u4E0E\u6536\u85CF\u72B6\u6001"), ...moreErrors({ unauthenticated: true, notFound: "\u516C\u544A" }) };
  for (const [path7, summary2, fn] of [
    ["praise", "\u70B9\u8D5E\u516C\u544A", praiseTender],
    ["cancelPraise", "\u53D6\u6D88\u70B9\u8D5E", cancelPraiseTender],
    ["favorite", "\u6536\u85CF\u516C\u544A", favoriteTender],
    ["cancelFavorite", "\u53D6\u6D88\u6536\u85CF", cancelFavoriteTender],
    ["userOperation", "\u5F53\u524D\u7528\u6237\u5BF9\u516C\u544A\u7684\u64CD\u4F5C", tenderUserOperation]
  ]) {
    app.openapi(
      post9(`/ai/pub/userOperation/${path7}`, summary2, z46.object({ id: id7 }), opRes, "\u9700\u8981\u767B\u5F55\uFF1B\u91CD\u590D\u64CD\u4F5C\u4E0D\u91CD\u590D\u8BB0\u5F55\u3002"),
      async (c) => c.json(ok(await fn(c.get("ctx"), c.req.valid("json").id)), 200)
    );
  }
  app.openapi(
    post9("/ai/pub/userOperation/stats", "\u516C\u544A\u7684\u70B9\u8D5E\u4E0E\u6536\u85CF\u6570", z46.object({ id: id7 }), {
      ...responses(z46.object({ praiseCount: z46.number().int(), favoriteCount: z46.number().int() }), "\u6570\u91CF"),
      ...moreErrors({ notFound: "\u516C\u544A" })
    }),
    async (c) => c.json(ok(await tenderStats(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  return app;
}

// apps/server/api/subscriptions.ts
var post10 = postRoutes("\u62DB\u6807\u8BA2\u9605\u4E0E\u6D88\u606F");
var none3 = z47.object({}).optional();
var uuid3 = z47.string().max(40).openapi({ description: "\u8BA2\u9605\u7F16\u53F7" });
var words = z47.array(z47.string().max(40)).max(20);
var codes = z47.array(z47.string().max(20)).max(40);
var criteriaFields = {
  name: z47.string().max(60).optional().openapi({ description: "\u8BA2\u9605\u540D\u79F0\uFF08\u4E0D\u586B\u7528\u5173\u952E\u8BCD\uFF09" }),
  keywords: words.optional().openapi({ description: "\u5173\u952E\u8BCD\uFF0C\u547D\u4E2D\u4EFB\u610F\u4E00\u4E2A\u5373\u63A8\u9001\uFF1B\u4E00\u4E2A\u5173\u952E\u8BCD\u7684\u5404\u4E2A\u8BCD\u987B\u540C\u65F6\u51FA\u73B0" }),
  excludes: words.optional().openapi({ description: "\u6392\u9664\u8BCD" }),
  scope: z47.enum(["title", "all"]).optional().openapi({ description: "\u5339\u914D\u8303\u56F4\uFF1Atitle \u6807\u9898\uFF0Call \u6807\u9898\u548C\u6B63\u6587" }),
  regions: codes.optional().openapi({ description: "\u5730\u533A\u4EE3\u7801\uFF08\u7701 xx0000 \u6216\u5E02 xxxx00\uFF09" }),
  categories: codes.optional(),
  stages: codes.optional(),
  projectTypes: codes.optional(),
  partyTypes: codes.optional(),
  minAmount: z47.number().min(0).max(1e13).nullable().optional().openapi({ description: "\u91D1\u989D\u4E0B\u9650\uFF08\u5143\uFF09" }),
  maxAmount: z47.number().min(0).max(1e13).nullable().optional().openapi({ description: "\u91D1\u989D\u4E0A\u9650\uFF08\u5143\uFF09" })
};
var channelFields = {
  site: z47.boolean().optional().openapi({ description: "\u7AD9\u5185\u6D88\u606F" }),
  emailMode: z47.enum(["off", "instant", "digest"]).optional().openapi({ description: "\u90AE\u4EF6\uFF1A\u4E0D\u63A8\u9001\u3001\u5373\u65F6\u3001\u6BCF\u65E5\u6C47\u603B" }),
  emailHour: z47.number().int().min(0).max(23).optional().openapi({ description: "\u6BCF\u65E5\u6C47\u603B\u7684\u53D1\u9001\u65F6\u95F4\uFF08\u5317\u4EAC\u65F6\u95F4\uFF0C\u65F6\uFF09" }),
  webhookKind: z47.enum(["wecom", "dingtalk", "feishu"]).nullable().optional().openapi({ description: "\u7FA4\u673A\u5668\u4EBA\uFF1A\u4F01\u4E1A\u5FAE\u4FE1\u3001\u9489\u9489\u3001\u98DE\u4E66" }),
  webhookUrl: z47.string().max(500).nullable().optional(),
  webhookSecret: z47.string().max(200).nullable().optional().openapi({ description: "\u9489\u9489\u3001\u98DE\u4E66\u7684\u52A0\u7B7E\u5BC6\u94A5" }),
  companyId: z47.string().max(40).nullable().optional().openapi({ description: "\u5171\u4EAB\u7ED9\u6240\u5728\u673A\u6784\u7684\u6210\u5458" })
};
var draft = z47.object(criteriaFields);
var createBody = z47.object({ ...criteriaFields, ...channelFields });
var updateBody = z47.object({ id: uuid3, enabled: z47.boolean().optional(), ...criteriaFields, ...channelFields });
var byId3 = z47.object({ id: uuid3 });
var subscription = z47.object({
  id: z47.string(),
  name: z47.string(),
  criteria: z47.record(z47.string(), z47.unknown()),
  channels: z47.record(z47.string(), z47.unknown()),
  enabled: z47.boolean(),
  companyId: z47.string().nullable(),
  companyName: z47.string().nullable(),
  mine: z47.boolean().openapi({ description: "false\uFF1A\u673A\u6784\u5171\u4EAB\u7ED9\u6211\u7684\u8BA2\u9605\uFF0C\u53EA\u8BFB" }),
  feedPath: z47.string().nullable().openapi({ description: "\u79C1\u6709 RSS/Atom \u5730\u5740\uFF08\u4EC5\u8BA2\u9605\u8005\u672C\u4EBA\u53EF\u89C1\uFF09" }),
  createdAt: z47.string(),
  updatedAt: z47.string()
}).openapi("TenderSubscription");
var message = z47.object({
  id: z47.number().int(),
  kind: z47.string(),
  title: z47.string(),
  body: z47.string(),
  link: z47.string().nullable(),
  read: z47.boolean(),
  createdAt: z47.string()
});
var delivery = z47.object({
  id: z47.number().int(),
  subscriptionId: z47.string().nullable(),
  channel: z47.string(),
  title: z47.string(),
  status: z47.string().openapi({ description: "pending \u5F85\u53D1\u9001 \xB7 sending \u53D1\u9001\u4E2D \xB7 sent \u5DF2\u53D1\u9001 \xB7 failed \u5DF2\u653E\u5F03" }),
  attempts: z47.number().int(),
  nextAt: z47.string().nullable(),
  lastError: z47.string().nullable(),
  sentAt: z47.string().nullable(),
  createdAt: z47.string()
});
var signed6 = moreErrors({ unauthenticated: true });
var signedOne2 = moreErrors({ unauthenticated: true, notFound: "\u8BA2\u9605" });
var ids = z47.object({ ids: z47.array(z47.number().int().min(1)).min(1).max(200) });
function subscriptionRoutes(config2) {
  const app = new OpenAPIHono39({ defaultHook: validationHook });
  const opts = { webhookHosts: config2.WEBHOOK_HOSTS };
  const originOf = (url) => config2.PUBLIC_ORIGIN ?? new URL(url).origin;
  app.openapi(
    post10("/ai/bidSubscribe/create", "\u65B0\u5EFA\u8BA2\u9605", createBody, {
      ...responses(subscription, "\u65B0\u5EFA\u7684\u8BA2\u9605"),
      ...moreErrors({ unauthenticated: true, notFound: "\u673A\u6784", conflict: "\u8BA2\u9605\u6570\u5DF2\u8FBE\u4F1A\u5458\u7B49\u7EA7\u4E0A\u9650" })
    }),
    async (c) => c.json(ok(await createSubscription(c.get("ctx"), c.req.valid("json"), opts)), 200)
  );
  app.openapi(
    post10("/ai/bidSubscribe/update", "\u4FEE\u6539\u8BA2\u9605", updateBody, { ...responses(subscription, "\u4FEE\u6539\u540E\u7684\u8BA2\u9605"), ...signedOne2 }),
    async (c) => {
      const { id: id8, ...input2 } = c.req.valid("json");
      return c.json(ok(await updateSubscription(c.get("ctx"), id8, input2, opts)), 200);
    }
  );
  app.openapi(
    post10("/ai/bidSubscribe/get", "\u8BA2\u9605\u8BE6\u60C5", byId3, { ...responses(subscription, "\u8BA2\u9605"), ...signedOne2 }),
    async (c) => c.json(ok(await getSubscription(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post10("/ai/bidSubscribe/list", "\u6211\u7684\u8BA2\u9605\uFF08\u542B\u673A\u6784\u5171\u4EAB\uFF09", none3, { ...responses(z47.array(subscription), "\u8BA2\u9605\u5217\u8868"), ...signed6 }),
    async (c) => c.json(ok(await listSubscriptions(c.get("ctx"))), 200)
  );
  app.openapi(
    post10("/ai/bidSubscribe/getByUser", "\u6211\u7684\u8BA2\u9605\u4E0E\u53EF\u5EFA\u6570\u91CF", none3, {
      ...responses(
        z47.object({ limit: z47.number().int(), used: z47.number().int(), plan: z47.string(), records: z47.array(subscription) }),
        "\u8BA2\u9605\u4E0E\u989D\u5EA6"
      ),
      ...signed6
    }),
    async (c) => {
      const ctx = c.get("ctx");
      return c.json(ok({ ...await subscriptionAllowance(ctx), records: await listSubscriptions(ctx) }), 200);
    }
  );
  app.openapi(post10("/ai/bidSubscribe/remove", "\u5220\u9664\u8BA2\u9605", byId3, { ...responses(z47.null(), "\u5DF2\u5220\u9664"), ...signedOne2 }), async (c) => {
    await removeSubscription(c.get("ctx"), c.req.valid("json").id);
    return c.json(ok(null), 200);
  });
  app.openapi(
    post10("/ai/bidSubscribe/count", "\u6309\u6761\u4EF6\u8BD5\u7B97\u8FD1 30 \u5929\u7684\u516C\u544A\u6570", draft, {
      ...responses(z47.object({ count: z47.number().int(), capped: z47.boolean(), days: z47.number().int() }), "\u5339\u914D\u6570\u91CF"),
      ...signed6
    }),
    async (c) => c.json(ok(await countMatching(c.get("ctx"), c.req.valid("json"))), 200)
  );
  app.openapi(
    post10("/ai/bidSubscribe/resetFeed", "\u91CD\u7F6E\u79C1\u6709\u8BA2\u9605\u6E90\u5730\u5740", byId3, { ...responses(subscription, "\u65B0\u5730\u5740\u751F\u6548\uFF0C\u65E7\u5730\u5740\u4F5C\u5E9F"), ...signedOne2 }),
    async (c) => c.json(ok(await resetFeedToken(c.get("ctx"), c.req.valid("json").id)), 200)
  );
  app.openapi(
    post10("/ai/bidSubscribe/deliveries", "\u63A8\u9001\u8BB0\u5F55\uFF08\u90AE\u4EF6\u3001\u673A\u5668\u4EBA\uFF09", pageQuerySchema, {
      ...pagedResponses(delivery, "\u63A8\u9001\u8BB0\u5F55"),
      ...signed6
    }),
    async (c) => {
      const r = await deliveriesPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post10("/ai/bid/countSubscribe", "\u5404\u8BA2\u9605\u8FD1 30 \u5929\u7684\u516C\u544A\u6570", none3, {
      ...responses(
        z47.array(z47.object({ id: z47.string(), name: z47.string(), count: z47.number().int(), newCount: z47.number().int() })),
        "\u5404\u8BA2\u9605\u6570\u91CF"
      ),
      ...signed6
    }),
    async (c) => c.json(ok(await countSubscriptions(c.get("ctx"))), 200)
  );
  app.openapi(
    post10("/ai/bid/listPagedBySubscribe", "\u8BA2\u9605\u7684\u516C\u544A\uFF08\u8FD1 30 \u5929\uFF09", pageQuerySchema.extend({ id: uuid3 }), {
      ...pagedResponses(tenderHitSchema, "\u516C\u544A"),
      ...signedOne2
    }),
    async (c) => {
      const r = await subscriptionTendersPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post10(
      "/ai/message/listPaged",
      "\u6D88\u606F\u4E2D\u5FC3",
      pageQuerySchema.extend({ unread: z47.boolean().optional(), kind: z47.string().max(20).optional() }),
      {
        ...pagedResponses(message, "\u6D88\u606F"),
        ...signed6
      }
    ),
    async (c) => {
      const r = await messagesPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    }
  );
  app.openapi(
    post10("/ai/message/unreadCount", "\u672A\u8BFB\u6D88\u606F\u6570", none3, { ...responses(z47.object({ unread: z47.number().int() }), "\u672A\u8BFB\u6570"), ...signed6 }),
    async (c) => c.json(ok({ unread: await unreadCount(c.get("ctx")) }), 200)
  );
  app.openapi(
    post10("/ai/message/read", "\u6807\u4E3A\u5DF2\u8BFB\uFF08\u4E0D\u4F20 ids \u5219\u5168\u90E8\uFF09", z47.object({ ids: ids.shape.ids.optional() }).optional(), {
      ...responses(z47.object({ unread: z47.number().int() }), "\u5269\u4F59\u672A\u8BFB\u6570"),
      ...signed6
    }),
    async (c) => c.json(ok(await markMessagesRead(c.get("ctx"), c.req.valid("json")?.ids)), 200)
  );
  app.openapi(
    post10("/ai/message/remove", "\u5220\u9664\u6D88\u606F", ids, { ...responses(z47.object({ unread: z47.number().int() }), "\u5269\u4F59\u672A\u8BFB\u6570"), ...signed6 }),
    async (c) => c.json(ok(await removeMessages(c.get("ctx"), c.req.valid("json").ids)), 200)
  );
  app.openapi(
    post10("/ai/calendar/get", "\u622A\u6B62\u65E5\u5386\uFF08ICS\uFF09\u5730\u5740", z47.object({ reset: z47.boolean().optional() }).optional(), {
      ...responses(z47.object({ path: z47.string() }), "\u79C1\u6709\u65E5\u5386\u5730\u5740\uFF1Breset \u4E3A true \u65F6\u65E7\u5730\u5740\u4F5C\u5E9F"),
      ...signed6
    }),
    async (c) => c.json(ok({ path: calendarPath(await calendarToken(c.get("ctx"), c.req.valid("json")?.reset === true)) }), 200)
  );
  app.get("/ai/pub/bidSubscribe/feed/:token", async (c) => {
    const body2 = await subscriptionFeed(c.get("ctx"), c.req.param("token"), originOf(c.req.url));
    if (body2 === null) throw notFound("\u8BA2\u9605\u6E90");
    return c.body(body2, 200, { "content-type": "application/atom+xml; charset=utf-8", "cache-control": "private, max-age=300" });
  });
  app.get("/ai/pub/calendar/:token", async (c) => {
    const body2 = await calendarFeed(c.get("ctx"), c.req.param("token"), originOf(c.req.url));
    if (body2 === null) throw notFound("\u65E5\u5386\u5730\u5740");
    return c.body(body2, 200, { "content-type": "text/calendar; charset=utf-8", "cache-control": "private, max-age=300" });
  });
  return app;
}

// apps/server/api/trace.ts
import { createRoute as createRoute28, OpenAPIHono as OpenAPIHono40, z as z48 } from "@hono/zod-openapi";
var TAG6 = "\u8BBF\u95EE\u7EDF\u8BA1";
var leaveQuery = z48.object({
  t: z48.string().max(16).openapi({ description: "\u79BB\u5F00\u9875\u9762\u7684\u65F6\u523B\uFF1A\u81EA 2021-01-01 00:00\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09\u8D77\u7684\u6BEB\u79D2\u6570" }),
  url: z48.string().max(2e3).openapi({ description: "\u5F53\u524D\u9875\u9762\u5730\u5740\uFF08\u7F16\u7801\uFF09" }),
  sid: z48.string().max(64).openapi({ description: "\u6D4F\u89C8\u5668\u7684\u6301\u4E45\u7F16\u53F7" }),
  uid: z48.string().max(64).optional().openapi({ description: "\u767B\u5F55\u7528\u6237\uFF08\u4EE5\u4F1A\u8BDD\u4E3A\u51C6\uFF0C\u6B64\u9879\u4EC5\u517C\u5BB9\uFF09" }),
  mid: z48.string().max(64).optional(),
  d: z48.string().max(12).optional().openapi({ description: "\u9875\u9762\u505C\u7559\u7684\u6BEB\u79D2\u6570" }),
  r: z48.string().max(2e3).optional().openapi({ description: "\u6765\u6E90\u9875\u5730\u5740\uFF08document.referrer\uFF09" })
});
var articleBody2 = z48.object({
  artId: z48.number().int().min(1).max(2147483647),
  artAuthorStaffId: z48.union([z48.string().max(64), z48.number()]).nullish(),
  artType: z48.string().regex(/^[A-Z_]{2,20}$/, "artType \u4E0D\u6B63\u786E"),
  artTitle: z48.string().max(200),
  spent: z48.number().min(0).max(21600).openapi({ description: "\u9605\u8BFB\u79D2\u6570" }),
  sid: z48.string().regex(/^[\w-]{8,64}$/).optional()
});
function traceRoutes(limit, tracker, ownHost) {
  const app = new OpenAPIHono40({ defaultHook: validationHook });
  app.use("/trace", limit({ name: "trace", points: 240, durationSec: 60 }));
  app.use("/trace/*", limit({ name: "trace-article", points: 120, durationSec: 60 }));
  app.openapi(
    createRoute28({
      method: "get",
      path: "/trace",
      tags: [TAG6],
      summary: "\u79BB\u5F00\u9875\u9762\u7EDF\u8BA1",
      description: "GET\uFF0C\u968F Cookie \u53D1\u9001\uFF1B\u65E0\u6CD5\u8BC6\u522B\u7684\u62A5\u544A\u88AB\u5FFD\u7565\u3002\u53EA\u7EDF\u8BA1\u672C\u7AD9\u9875\u9762\u7684\u8DEF\u5F84\uFF08\u4E0D\u542B\u67E5\u8BE2\u53C2\u6570\uFF09\uFF0C\u6D4F\u89C8\u5668\u7F16\u53F7\u53EA\u5B58\u54C8\u5E0C\u3002",
      request: { query: leaveQuery },
      responses: responses(z48.null(), "\u5DF2\u8BB0\u5F55")
    }),
    (c) => {
      const ctx = c.get("ctx");
      const event = parsePageLeave(c.req.valid("query"), {
        now: ctx.now(),
        ownHost: ownHost(c.req.url),
        userId: ctx.actor.kind === "user" ? ctx.actor.userId : null
      });
      if (event) tracker.pageLeave(event);
      c.header("Cache-Control", "no-store");
      return c.json(ok(null), 200);
    }
  );
  const article = (path7) => createRoute28({
    method: "post",
    path: path7,
    tags: [TAG6],
    summary: "\u6587\u7AE0\u9605\u8BFB\u65F6\u957F",
    request: jsonBody(articleBody2),
    responses: responses(z48.null(), "\u5DF2\u8BB0\u5F55")
  });
  for (const path7 of ["/trace/traceArticle", "/trace/trace/article"]) {
    app.openapi(article(path7), (c) => {
      const ctx = c.get("ctx");
      const b = c.req.valid("json");
      const who = b.sid ?? (ctx.actor.kind === "user" ? ctx.actor.userId : ctx.actor.kind === "anonymous" ? ctx.actor.ip : "system");
      if (b.spent >= 1) {
        tracker.articleTime({
          at: ctx.now(),
          artType: b.artType,
          artId: b.artId,
          artTitle: b.artTitle.slice(0, 200),
          visitor: browserVisitor(who),
          spentSec: Math.round(b.spent)
        });
      }
      return c.json(ok(null), 200);
    });
  }
  app.use("/stat/path", limit({ name: "stat-path", points: 60, durationSec: 60 }));
  app.openapi(
    createRoute28({
      method: "post",
      path: "/stat/path",
      tags: [TAG6],
      summary: "\u9875\u9762\u6D4F\u89C8\u7EDF\u8BA1",
      description: "\u901A\u7528\u7EDF\u8BA1\u8C03\u7528\uFF1A\u7ED9\u51FA\u672C\u7AD9\u9875\u9762\u8DEF\u5F84\uFF08\u4EE5 / \u5F00\u5934\uFF0C\u4E0D\u542B\u67E5\u8BE2\u53C2\u6570\uFF09\uFF0C\u8FD4\u56DE\u8FD1 30 \u5929\u4E0E\u4ECA\u5929\u7684\u6D4F\u89C8\u91CF\u548C\u8BBF\u5BA2\u6570\uFF08\u5317\u4EAC\u65F6\u95F4\uFF09\u3002\u9700\u8981\u767B\u5F55\uFF1B\u7ED3\u679C\u7F13\u5B58 60 \u79D2\u3002",
      request: jsonBody(z48.object({ path: z48.string().max(300) })),
      responses: {
        ...responses(
          z48.object({
            path: z48.string(),
            days: z48.number().int(),
            pv: z48.number().int(),
            uv: z48.number().int(),
            today: z48.object({ pv: z48.number().int(), uv: z48.number().int() })
          }),
          "\u6D4F\u89C8\u91CF\u4E0E\u8BBF\u5BA2\u6570"
        ),
        ...moreErrors({ unauthenticated: true })
      }
    }),
    async (c) => c.json(ok(await pathStats(c.get("ctx"), c.req.valid("json"))), 200)
  );
  return app;
}

// apps/server/api/user-center.ts
import { createRoute as createRoute29, OpenAPIHono as OpenAPIHono41, z as z49 } from "@hono/zod-openapi";
var TAG7 = ["\u4E2A\u4EBA\u4E2D\u5FC3"];
var profileSchema = z49.object({
  id: z49.string(),
  realname: z49.string(),
  avatarUrl: z49.string().nullable(),
  phone: z49.string().nullable(),
  email: z49.string().nullable(),
  username: z49.string().nullable(),
  hasPassword: z49.boolean(),
  inviteCode: z49.string().nullable(),
  status: z49.string(),
  deletionRequestedAt: z49.string().nullable(),
  createdAt: z49.string()
}).openapi("Profile");
function userCenterRoutes() {
  const app = new OpenAPIHono41({ defaultHook: validationHook });
  addPost(
    app,
    { path: "/user/center/profile/get", tags: TAG7, summary: "\u4E2A\u4EBA\u8D44\u6599", data: profileSchema },
    async (c) => getProfile(c.get("ctx"))
  );
  addPost(
    app,
    {
      path: "/user/center/profile/update",
      tags: TAG7,
      summary: "\u4FEE\u6539\u59D3\u540D",
      body: z49.object({ realname: z49.string().max(30) }),
      data: z49.object({ realname: z49.string(), points: z49.number().int().openapi({ description: "\u9996\u6B21\u586B\u5199\u59D3\u540D\u83B7\u5F97\u7684\u79EF\u5206\uFF0C\u5426\u5219 0" }) })
    },
    async (c, b) => updateProfile(c.get("ctx"), b)
  );
  app.openapi(
    createRoute29({
      method: "post",
      path: "/user/center/avatar/upload",
      tags: TAG7,
      summary: "\u4E0A\u4F20\u5934\u50CF",
      description: "multipart/form-data\uFF0C\u5B57\u6BB5 file\uFF1BPNG\u3001JPG \u6216 WebP\uFF0C\u4E0D\u8D85\u8FC7 1 MB\uFF08\u6309\u6587\u4EF6\u5185\u5BB9\u5224\u65AD\u7C7B\u578B\uFF09\u3002",
      request: {
        body: { content: { "multipart/form-data": { schema: z49.object({ file: z49.any().openapi({ type: "string", format: "binary" }) }) } } }
      },
      responses: {
        200: {
          description: "\u5934\u50CF\u5730\u5740",
          content: {
            "application/json": { schema: z49.object({ code: z49.string(), msg: z49.string(), data: z49.object({ avatarUrl: z49.string() }) }) }
          }
        }
      }
    }),
    async (c) => {
      requireUser(c.get("ctx"));
      const file = c.req.valid("form").file;
      const bytes = file && typeof file !== "string" ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      return c.json(ok(await uploadAvatar(c.get("ctx"), { bytes })), 200);
    }
  );
  addPost(
    app,
    {
      path: "/user/center/password/change",
      tags: TAG7,
      summary: "\u4FEE\u6539\u5BC6\u7801",
      description: "\u9700\u8981\u5F53\u524D\u5BC6\u7801\u3002\u6210\u529F\u540E\u5176\u4ED6\u8BBE\u5907\u4E0A\u7684\u4F1A\u8BDD\u5168\u90E8\u7ED3\u675F\uFF0C\u672C\u8BBE\u5907\u6362\u53D1\u65B0\u4F1A\u8BDD\u3002",
      body: z49.object({ oldPassword: passwordField, newPassword: passwordField }),
      data: loginDataSchema
    },
    async (c, b) => answerLogin(c, await changePassword(c.get("ctx"), b, clientInfo(c)))
  );
  addPost(
    app,
    {
      path: "/user/center/reauth",
      tags: TAG7,
      summary: "\u91CD\u65B0\u9A8C\u8BC1\u8EAB\u4EFD\uFF08\u4FEE\u6539\u624B\u673A\u53F7\u6216\u90AE\u7BB1\u524D\uFF09",
      body: z49.object({ password: passwordField }),
      data: z49.object({ reauthTicket: z49.string() })
    },
    async (c, b) => reauthenticate(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/center/contact/send",
      tags: TAG7,
      summary: "\u5411\u65B0\u624B\u673A\u53F7\u6216\u90AE\u7BB1\u53D1\u9001\u9A8C\u8BC1\u7801",
      body: z49.object({ channel: z49.enum(["sms", "email"]), target: z49.string().trim().max(320) }),
      data: sentSchema
    },
    async (c, b) => sendChangeCode(c.get("ctx"), b)
  );
  addPost(
    app,
    {
      path: "/user/center/contact/change",
      tags: TAG7,
      summary: "\u66F4\u6362\u624B\u673A\u53F7\u6216\u90AE\u7BB1",
      body: z49.object({
        reauthTicket: z49.string().max(200),
        channel: z49.enum(["sms", "email"]),
        target: z49.string().trim().max(320),
        vcode: vcodeField
      }),
      data: z49.object({ changed: z49.boolean() })
    },
    async (c, b) => changeContact(c.get("ctx"), b)
  );
  const sessionRow = z49.object({
    id: z49.string(),
    userAgent: z49.string(),
    device: z49.string(),
    ip: z49.string(),
    method: z49.string(),
    createdAt: z49.string(),
    lastSeenAt: z49.string(),
    current: z49.boolean()
  });
  addPost(
    app,
    { path: "/user/center/sessions/list", tags: TAG7, summary: "\u767B\u5F55\u4E2D\u7684\u8BBE\u5907", data: z49.array(sessionRow) },
    async (c) => listMySessions(c.get("ctx"))
  );
  addPost(
    app,
    {
      path: "/user/center/sessions/revoke",
      tags: TAG7,
      summary: "\u4E0B\u7EBF\u67D0\u4E2A\u8BBE\u5907",
      body: z49.object({ sessionId: z49.string().uuid() }),
      data: z49.object({ revoked: z49.boolean() })
    },
    async (c, b) => revokeMySession(c.get("ctx"), b.sessionId)
  );
  addPost(
    app,
    {
      path: "/user/center/history/list",
      tags: TAG7,
      summary: "\u767B\u5F55\u8BB0\u5F55",
      body: z49.object({ current: z49.number().int().min(1).max(1e3).default(1), size: z49.number().int().min(1).max(100).default(20) }),
      data: z49.array(
        z49.object({ at: z49.string(), action: z49.string(), actionText: z49.string(), ip: z49.string().nullable(), method: z49.string() })
      )
    },
    async (c, b) => loginHistory(c.get("ctx"), b)
  );
  app.openapi(
    createRoute29({
      method: "get",
      path: "/user/center/export",
      tags: TAG7,
      summary: "\u5BFC\u51FA\u6211\u7684\u6570\u636E\uFF08JSON \u4E0B\u8F7D\uFF09",
      responses: { 200: { description: "\u4E2A\u4EBA\u6570\u636E JSON \u6587\u4EF6", content: { "application/json": { schema: z49.object({}).passthrough() } } } }
    }),
    async (c) => {
      const data = await exportMyData(c.get("ctx"));
      c.header("Content-Disposition", `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(data, 200);
    }
  );
  addPost(
    app,
    {
      path: "/user/center/deletion/request",
      tags: TAG7,
      summary: "\u6CE8\u9500\u8D26\u53F7\uFF0815 \u5929\u51B7\u9759\u671F\uFF09",
      description: "confirm \u987B\u4E3A\u201C\u6CE8\u9500\u8D26\u53F7\u201D\uFF1B\u51B7\u9759\u671F\u5185\u91CD\u65B0\u767B\u5F55\u5373\u64A4\u9500\u6CE8\u9500\u3002",
      body: z49.object({ password: z49.string().max(200).optional(), confirm: z49.string().max(10) }),
      data: z49.object({ purgeAt: z49.string() })
    },
    async (c, b) => {
      const result = await requestDeletion(c.get("ctx"), b);
      clearSessionCookie(c);
      return result;
    }
  );
  addPost(
    app,
    {
      path: "/user/center/identities/list",
      tags: TAG7,
      summary: "\u5DF2\u7ED1\u5B9A\u7684\u7B2C\u4E09\u65B9\u8D26\u53F7",
      data: z49.array(z49.object({ provider: z49.string(), nickname: z49.string(), createdAt: z49.string() }))
    },
    async (c) => myIdentities(c.get("ctx"))
  );
  addPost(
    app,
    {
      path: "/user/center/companies/list",
      tags: TAG7,
      summary: "\u6211\u7684\u673A\u6784",
      data: z49.array(z49.object({ id: z49.string(), name: z49.string(), code: z49.string(), current: z49.boolean() }))
    },
    async (c) => myCompanies(c.get("ctx"))
  );
  addPost(
    app,
    {
      path: "/user/auth/switchCom",
      tags: ["\u767B\u5F55\u4E0E\u4F1A\u8BDD"],
      summary: "\u5207\u6362\u673A\u6784",
      body: z49.object({ companyId: z49.string().uuid() }),
      data: z49.object({ companyId: z49.string() })
    },
    async (c, b) => switchCompany(c.get("ctx"), b)
  );
  return app;
}

// apps/server/api/index.ts
function createApi(limit, config2, opts) {
  const api = new OpenAPIHono42({ defaultHook: validationHook });
  api.route("/", siteRoutes());
  api.route("/", contentRoutes());
  api.route("/", newsRoutes(config2));
  api.route("/", studyRoutes());
  api.route("/", tenderRoutes(limit, config2));
  api.route("/", pointRoutes(limit));
  api.route("/", subscriptionRoutes(config2));
  api.route("/", orderRoutes(limit, config2));
  api.route("/", downloadRoutes(opts.linkSecret));
  api.route("/", learningRoutes());
  api.route("/", portalRoutes());
  api.route("/", chatRoutes(limit));
  api.route("/", aiRoutes(limit));
  api.route(
    "/",
    traceRoutes(limit, opts.tracker, (url) => new URL(config2.PUBLIC_ORIGIN ?? url).hostname)
  );
  api.route("/", authRoutes(limit, config2));
  api.route("/", registerRoutes());
  api.route("/", findPwdRoutes());
  api.route("/", oauthRoutes(config2));
  api.route("/", userCenterRoutes());
  api.route("/", orgRoutes(limit));
  api.route("/", favoriteRoutes());
  api.route("/", inviteRoutes(config2));
  api.route("/", readHistoryRoutes(limit));
  api.route("/", adminOutboxRoutes());
  api.route("/", adminRoutes());
  api.doc("/openapi.json", {
    openapi: "3.0.3",
    info: {
      title: "\u5DE5\u7A0B\u9879\u76EE\u7BA1\u7406\u95E8\u6237\u5F00\u653E\u63A5\u53E3",
      version: "1.0.0",
      description: [
        "\u6240\u6709\u63A5\u53E3\u4EE5 /api \u4E3A\u524D\u7F00\uFF0C\u8BF7\u6C42\u4E0E\u54CD\u5E94\u5747\u4E3A JSON\u3002",
        '\u6210\u529F\u54CD\u5E94\uFF1A{ "code": "30000", "msg": "\u6210\u529F", "data": \u2026 }\uFF1B\u5206\u9875\u5217\u8868\u53E6\u6709 current\u3001pages\u3001size\u3001total\u3002',
        "\u5931\u8D25\u65F6\u8FD4\u56DE\u771F\u5B9E\u7684 HTTP \u72B6\u6001\u7801\u4E0E\u76F8\u540C\u7ED3\u6784\u7684\u54CD\u5E94\u4F53\uFF0C\u4E1A\u52A1\u9519\u8BEF\u7801\u5982\u4E0B\uFF1A",
        ...Object.values(ERRORS).map((e) => `- ${e.code}\uFF08HTTP ${e.status}\uFF09\uFF1A${e.msg}`),
        "\u6D4F\u89C8\u5668\u53D1\u8D77\u7684\u5199\u64CD\u4F5C\u987B\u5E26\u8BF7\u6C42\u5934 X-Requested-With: XMLHttpRequest\uFF0C\u4E14\u6765\u6E90\u4E0E\u672C\u7AD9\u4E00\u81F4\u3002"
      ].join("\n")
    },
    servers: [{ url: "/api" }]
  });
  return api;
}

// apps/server/backup/endpoint.ts
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import path2 from "node:path";

// apps/server/middleware/metrics-access.ts
import { timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var LOOPBACK = /* @__PURE__ */ new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
function peerAddress(c) {
  return c.env?.incoming?.socket?.remoteAddress;
}
function sameToken(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual2(a, b);
}
function metricsAccess(token) {
  return async (c, next) => {
    const bearer = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
    if (token && bearer && sameToken(bearer, token)) return next();
    const local = LOOPBACK.has(peerAddress(c) ?? "") && !c.req.header("x-forwarded-for");
    if (local) return next();
    return c.text("Not Found", 404);
  };
}

// apps/server/backup/tar.ts
import { mkdir, open, readdir, stat } from "node:fs/promises";
import path from "node:path";
var BLOCK = 512;
var CHUNK = 1024 * 1024;
var MAX_SIZE = 8 ** 11 - 1;
function octal(header, offset, length, value) {
  header.write(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length, "latin1");
}
function tarHeader(name, type, size, mtime) {
  const header = Buffer.alloc(BLOCK);
  let prefix = "";
  let rest = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", name.length - 2);
    prefix = name.slice(0, cut);
    rest = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) throw new Error(`\u8DEF\u5F84\u8FC7\u957F\uFF0C\u65E0\u6CD5\u5199\u5165\u5F52\u6863\uFF1A${name}`);
  }
  header.write(rest, 0, 100, "utf8");
  octal(header, 100, 8, type === "5" ? 448 : 384);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, Math.floor(mtime / 1e3));
  header.write("        ", 148, 8, "latin1");
  header.write(type, 156, 1, "latin1");
  header.write("ustar\x0000", 257, 8, "latin1");
  header.write(prefix, 345, 155, "utf8");
  octal(header, 148, 7, checksum(header));
  return header;
}
function checksum(header) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
  return sum;
}
async function* tarDirectory(root, skip = /* @__PURE__ */ new Set(), relative = "") {
  const entries = (await readdir(path.join(root, relative), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry2 of entries) {
    const name = relative ? `${relative}/${entry2.name}` : entry2.name;
    const full = path.join(root, name);
    if (skip.has(name)) continue;
    if (entry2.isDirectory()) {
      yield tarHeader(`${name}/`, "5", 0, (await stat(full)).mtimeMs);
      yield* tarDirectory(root, skip, name);
    } else if (entry2.isFile()) {
      yield* tarFile(full, name);
    }
  }
  if (!relative) yield Buffer.alloc(2 * BLOCK);
}
async function* tarFile(full, name) {
  const file = await open(full, "r");
  try {
    const { size, mtimeMs } = await file.stat();
    if (size > MAX_SIZE) throw new Error(`\u6587\u4EF6\u8FC7\u5927\uFF0C\u65E0\u6CD5\u5199\u5165\u5F52\u6863\uFF1A${name}`);
    yield tarHeader(name, "0", size, mtimeMs);
    let done2 = 0;
    while (done2 < size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - done2));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, done2);
      if (bytesRead === 0) throw new Error(`\u5F52\u6863\u65F6\u6587\u4EF6\u88AB\u622A\u77ED\uFF1A${name}`);
      done2 += bytesRead;
      yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
    }
    if (size % BLOCK) yield Buffer.alloc(BLOCK - size % BLOCK);
  } finally {
    await file.close();
  }
}

// apps/server/backup/endpoint.ts
var BACKUP_PATH = "/internal/backup";
var SNAPSHOT_PREFIX = ".backup-";
var refuse = (c, status3, code, msg) => c.json({ code, msg, data: null }, status3);
function backupHandler(endpoint, database) {
  for (const name of readdirSync(endpoint.dataDir))
    if (name.startsWith(SNAPSHOT_PREFIX)) rmSync(path2.join(endpoint.dataDir, name), { recursive: true, force: true });
  return async (c) => {
    const bearer = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
    if (!bearer) return refuse(c, 401, ERRORS.Unauthenticated.code, "\u7F3A\u5C11\u5907\u4EFD\u4EE4\u724C\uFF08\u89C1\u6570\u636E\u76EE\u5F55\u4E2D\u7684 db-owner.json\uFF09");
    if (!sameToken(bearer, endpoint.token)) return refuse(c, 403, ERRORS.Forbidden.code, "\u5907\u4EFD\u4EE4\u724C\u4E0D\u6B63\u786E");
    if (!database.snapshot)
      return refuse(c, 409, ERRORS.Conflict.code, "\u672C\u670D\u52A1\u4F7F\u7528 PostgreSQL\uFF0C\u8BF7\u76F4\u63A5\u8FD0\u884C npm run backup\uFF08\u7531 pg_dump \u5BFC\u51FA\uFF09");
    const dir3 = path2.join(endpoint.dataDir, `${SNAPSHOT_PREFIX}${randomBytes(6).toString("hex")}`);
    const started = Date.now();
    try {
      await database.snapshot(dir3);
    } catch (err3) {
      await rm(dir3, { recursive: true, force: true });
      throw err3;
    }
    c.get("log").info({ ms: Date.now() - started }, "\u6570\u636E\u5E93\u5FEB\u7167\u5DF2\u751F\u6210\uFF0C\u5F00\u59CB\u53D1\u9001\u5907\u4EFD");
    const entries = tarDirectory(dir3);
    const cleanup = () => rm(dir3, { recursive: true, force: true });
    const body2 = new ReadableStream({
      async pull(controller) {
        try {
          const next = await entries.next();
          if (next.done) {
            controller.close();
            await cleanup();
          } else controller.enqueue(next.value);
        } catch (err3) {
          controller.error(err3);
          await cleanup();
        }
      },
      async cancel() {
        await entries.return(void 0);
        await cleanup();
      }
    });
    return c.body(body2, 200, { "Content-Type": "application/x-tar", "Cache-Control": "no-store" });
  };
}

// apps/server/middleware/csrf.ts
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
var PAY_NOTICE_PREFIX = "/api/pub/pay/";
function originHost(origin) {
  try {
    return new URL(origin).host || void 0;
  } catch {
    return void 0;
  }
}
function csrfGuard() {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.path.startsWith(PAY_NOTICE_PREFIX)) return next();
    if (/^(Bearer|Basic) /.test(c.req.header("authorization") ?? "")) return next();
    const origin = c.req.header("origin");
    const host = c.req.header("host");
    if (origin !== void 0 && (!host || originHost(origin) !== host)) throw new AppError("CrossSite");
    if (c.req.header("x-requested-with") !== "XMLHttpRequest") throw new AppError("CrossSite");
    return next();
  };
}

// apps/server/middleware/bad-text.ts
var BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
var BAD_TEXT_MESSAGE = "\u8BF7\u6C42\u4E2D\u542B\u6709\u65E0\u6CD5\u5904\u7406\u7684\u5B57\u7B26\uFF08\u5982\u7A7A\u5B57\u7B26\uFF09\uFF0C\u8BF7\u68C0\u67E5\u8F93\u5165\u540E\u91CD\u8BD5";
function safeDecode(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return "\0";
  }
}
function hasBadText(value) {
  if (typeof value === "string") return BAD_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasBadText);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => BAD_TEXT.test(k) || hasBadText(v));
  return false;
}
function urlHasBadText(url) {
  if (url.pathname.split("/").some((segment) => BAD_TEXT.test(safeDecode(segment)))) return true;
  if (url.search && BAD_TEXT.test(safeDecode(url.search.slice(1).replace(/\+/g, " ")))) return true;
  return false;
}
function refuseBadAddress() {
  return async (c, next) => {
    if (!urlHasBadText(new URL(c.req.url))) return next();
    const page = !c.req.path.startsWith("/api/") && c.req.method === "GET" && c.req.header("accept")?.includes("text/html");
    if (!page) throw new AppError("Invalid", BAD_TEXT_MESSAGE);
    c.set("refused", { status: 400, message: BAD_TEXT_MESSAGE });
    return next();
  };
}
function refuseBadBody() {
  return async (c, next) => {
    if (c.req.path.startsWith(PAY_NOTICE_PREFIX)) return next();
    if (c.req.header("content-type")?.includes("application/json")) {
      const body2 = await c.req.json().catch(() => void 0);
      if (hasBadText(body2)) throw new AppError("Invalid", BAD_TEXT_MESSAGE);
    }
    return next();
  };
}

// apps/server/middleware/rate-limit.ts
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
function limiterFactory(redis) {
  return (rule) => {
    const opts = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSec };
    const limiter = redis ? new RateLimiterRedis({ storeClient: redis, ...opts }) : new RateLimiterMemory(opts);
    return async (c, next) => {
      const actor = c.get("ctx").actor;
      const key = "ip" in actor ? actor.ip : "system";
      try {
        await limiter.consume(key);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw rateLimited(Math.max(1, Math.ceil(e.msBeforeNext / 1e3)));
        throw e;
      }
      return next();
    };
  };
}

// apps/server/middleware/request-context.ts
import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";

// apps/server/metrics.ts
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route group and status",
    labelNames: ["method", "group", "status"],
    buckets: [5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry]
  });
  const appErrors = new Counter({
    name: "app_errors_total",
    help: "Unexpected errors turned into HTTP 500",
    registers: [registry]
  });
  return { registry, httpDuration, appErrors };
}
function routeGroup(path7) {
  if (path7.startsWith("/api/")) return `/api/${path7.split("/")[2] ?? ""}`;
  if (path7.startsWith("/assets/")) return "/assets";
  if (["/healthz", "/readyz", "/metrics"].includes(path7)) return path7;
  return "page";
}

// apps/server/middleware/request-context.ts
var SAFE_REQUEST_ID = /^[\w-]{8,64}$/;
function clientIp(c, trustProxy) {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
function requestContext(deps) {
  const now = deps.now ?? (() => /* @__PURE__ */ new Date());
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const proto = deps.trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() : void 0;
    c.set("https", new URL(c.req.url).protocol === "https:" || proto === "https");
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
      ai: deps.ai
    });
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const seconds = (performance.now() - started) / 1e3;
    const path7 = c.req.path;
    deps.metrics.httpDuration.observe({ method: c.req.method, group: routeGroup(path7), status: String(c.res.status) }, seconds);
    if (!path7.startsWith("/assets/")) {
      log.info({ method: c.req.method, path: path7, status: c.res.status, ms: Math.round(seconds * 1e3) }, "request");
    }
  };
}

// apps/server/middleware/security-headers.ts
import { randomBytes as randomBytes2 } from "node:crypto";
function securityHeaders(opts) {
  return async (c, next) => {
    const nonce = randomBytes2(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "no-referrer");
    h.set("X-Frame-Options", "SAMEORIGIN");
    h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (!h.has("Content-Security-Policy")) {
      const policy = contentSecurityPolicy(opts, `'nonce-${nonce}'`);
      if (policy) h.set("Content-Security-Policy", policy);
    }
  };
}
function contentSecurityPolicy(opts, scripts) {
  if (opts.dev) return void 0;
  return [
    "default-src 'self'",
    `script-src 'self'${scripts ? ` ${scripts}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Our own files, data: (image codes, QR codes) and blob: (previews before upload); nothing
    // from other hosts, so injected markup cannot beacon out through an image.
    `img-src 'self' data: blob:${opts.imageHosts?.length ? ` ${opts.imageHosts.join(" ")}` : ""}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    // blob: is how MediaSource (hls.js lesson playback) hands segments to the video element.
    "media-src 'self' blob: https:",
    ...opts.frameHosts?.length ? [`frame-src 'self' ${opts.frameHosts.join(" ")}`] : [],
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'"
  ].join("; ");
}

// apps/server/page-cache.ts
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { getCookie as getCookie5 } from "hono/cookie";
var PAGE_NS = "page";
var PAGE_TTL_MS = 6e4;
var MAX_KEY_LENGTH = 300;
var NONCE_MARK = "\0nonce\0";
var KEPT_HEADERS = ["content-type", "cache-control", "link", "x-robots-tag"];
var READY_TTL_MS = 1e4;
var READY_ENTRIES = 300;
function pageCache(store, cacheSpace, policy) {
  const ready = /* @__PURE__ */ new Map();
  let readyGeneration = "";
  return async (c, next) => {
    if (c.req.header("authorization") || getCookie5(c, SESSION_COOKIE) !== void 0) {
      await next();
      if (/\bpublic\b/.test(c.res.headers.get("cache-control") ?? "")) c.res.headers.set("Cache-Control", "private, no-cache");
      return;
    }
    if (!store || c.req.method !== "GET") return next();
    if (/no-cache|no-store/.test(c.req.header("cache-control") ?? "")) return next();
    const space = cacheSpace(c.req.header("host") ?? "");
    if (space === void 0) return next();
    const url = c.req.url;
    const query3 = url.indexOf("?");
    const key = space + c.req.path + (query3 === -1 ? "" : url.slice(query3));
    if (key.length > MAX_KEY_LENGTH) return next();
    const generation = await store.generation(PAGE_NS);
    if (generation !== readyGeneration) {
      ready.clear();
      readyGeneration = generation;
    }
    const prepared = ready.get(key);
    if (prepared && prepared.expires > Date.now()) return answer(c.req.header("accept-encoding"), c.req.header("if-none-match"), prepared);
    const nonce = c.get("cspNonce");
    let renderedHere = false;
    const stored = await store.wrap(PAGE_NS, key, PAGE_TTL_MS, async () => {
      renderedHere = true;
      await next();
      const res = c.res;
      if (!isShareable(res)) return null;
      const body2 = await res.text();
      c.res = new Response(body2, res);
      return {
        headers: KEPT_HEADERS.flatMap((h) => res.headers.has(h) ? [[h, res.headers.get(h)]] : []),
        body: body2.replaceAll(nonce, NONCE_MARK)
      };
    });
    if (renderedHere) return;
    if (!stored) return next();
    const page = prepare(stored, policy);
    if (!page) return next();
    if (readyGeneration === generation) {
      if (ready.size >= READY_ENTRIES) ready.delete(ready.keys().next().value);
      ready.set(key, page);
    }
    return answer(c.req.header("accept-encoding"), c.req.header("if-none-match"), page);
  };
}
function answer(acceptEncoding, ifNoneMatch, page) {
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag2) => tag2.trim() === page.etag)) {
    return new Response(null, { status: 304, headers: page.notModified });
  }
  const variant = acceptEncoding && /\bgzip\b/.test(acceptEncoding) ? page.gzip : page.plain;
  return new Response(variant.body, { status: 200, headers: variant.headers });
}
function prepare(stored, policy) {
  const html = stored.body.replaceAll(` nonce="${NONCE_MARK}"`, "");
  if (html.includes(NONCE_MARK)) return void 0;
  const hashes = /* @__PURE__ */ new Set();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  const plain = Buffer.from(html);
  const gzip = gzipSync(plain);
  const etag = `W/"${createHash("sha256").update(plain).digest("base64url").slice(0, 27)}"`;
  const headers = {
    ...Object.fromEntries(stored.headers),
    ETag: etag,
    Vary: "Accept-Encoding",
    "X-Page-Cache": "hit"
  };
  const csp = policy([...hashes].join(" "));
  if (csp) headers["Content-Security-Policy"] = csp;
  return {
    expires: Date.now() + READY_TTL_MS,
    etag,
    plain: { body: plain, headers },
    gzip: { body: gzip, headers: { ...headers, "Content-Encoding": "gzip" } },
    notModified: { ETag: etag, Vary: "Accept-Encoding", "Cache-Control": headers["cache-control"] ?? "no-cache", "X-Page-Cache": "hit" }
  };
}
var INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
function isShareable(res) {
  const cacheControl = res.headers.get("cache-control") ?? "";
  return res.status === 200 && (res.headers.get("content-type") ?? "").startsWith("text/html") && !res.headers.has("set-cookie") && /\bpublic\b/.test(cacheControl) && /\bs-maxage=\d+/.test(cacheControl);
}
function pageCacheSpace(publicOrigin, publicHosts) {
  if (publicOrigin) return () => "";
  const known = new Set(publicHosts.map((h) => h.toLowerCase()));
  return (host) => {
    const name = host.toLowerCase();
    const hostname = name.replace(/:\d+$/, "");
    return known.has(name) || known.has(hostname) || LOOPBACK_HOSTS.has(hostname) ? `${name}|` : void 0;
  };
}
var LOOPBACK_HOSTS = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]"]);
function invalidatingPages(cache, pages) {
  return {
    wrap: (ns, key, ttl, load) => cache.wrap(ns, key, ttl, load),
    invalidate: async (ns) => {
      await Promise.all([cache.invalidate(ns), pages.invalidate(PAGE_NS)]);
    },
    generation: (ns) => cache.generation(ns),
    close: async () => {
      await Promise.all([cache.close(), pages === cache ? void 0 : pages.close()]);
    }
  };
}

// apps/server/seo/robots-sitemap.ts
import { Hono } from "hono";
var xmlEscape = (s) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
var XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
function seoRoutes(originOf) {
  const app = new Hono();
  app.get("/robots.txt", (c) => {
    const origin = originOf(c.req.url);
    const body2 = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /admin",
      "Disallow: /personalCenter",
      "Disallow: /search",
      "Disallow: /login",
      "Disallow: /Oauth/",
      `Sitemap: ${origin}/sitemap.xml`,
      ""
    ].join("\n");
    return c.text(body2, 200, { "Cache-Control": "public, max-age=3600" });
  });
  app.get("/sitemap.xml", async (c) => {
    const origin = originOf(c.req.url);
    const parts = await sitemapIndex(c.get("ctx"));
    const items = parts.map((p) => `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/${p.type}-${p.part}.xml`)}</loc></sitemap>`);
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>`,
      200,
      XML
    );
  });
  app.get("/sitemaps/:file{[a-z]+-[0-9]+\\.xml}", async (c) => {
    const match = /^([a-z]+)-(\d+)\.xml$/.exec(c.req.param("file"));
    const urls = match ? await sitemapPart(c.get("ctx"), match[1], Number(match[2])) : null;
    if (!urls) return c.text("Not Found", 404);
    const origin = originOf(c.req.url);
    const items = urls.map(
      (u) => `<url><loc>${xmlEscape(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`
    );
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</urlset>`,
      200,
      XML
    );
  });
  return app;
}

// apps/server/serve-cover.ts
function serveCover(c) {
  const cover = parseCoverName(c.req.param("name") ?? "");
  if (!cover) return c.text("Not Found", 404);
  c.header("Content-Type", "image/svg+xml; charset=utf-8");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  c.header("Cache-Control", "public, max-age=86400");
  return c.body(coverSvg(cover.theme, cover.variant), 200);
}

// apps/server/serve-file.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path3 from "node:path";
import { Readable as Readable3 } from "node:stream";
async function sendStored(c, storage, key, headers = {}) {
  const info = await storage.stat(key);
  if (!info) return c.text("Not Found", 404);
  const range = parseRange(c.req.header("range"), info.size);
  const common = { "Content-Type": info.contentType, "Accept-Ranges": "bytes", "X-Content-Type-Options": "nosniff", ...headers };
  if (range === "unsatisfiable") return c.body(null, 416, { ...common, "Content-Range": `bytes */${info.size}` });
  const body2 = Readable3.toWeb(await storage.read(key, range ?? void 0));
  if (!range) return c.body(body2, 200, { ...common, "Content-Length": String(info.size) });
  return c.body(body2, 206, {
    ...common,
    "Content-Length": String(range.end - range.start + 1),
    "Content-Range": `bytes ${range.start}-${range.end}/${info.size}`
  });
}
function fileLinkSecret(configured, dataDir) {
  if (configured) return configured;
  const file = path3.join(dataDir, "file-link-secret");
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes3(32).toString("base64url"), { mode: 384, flag: "wx" });
    } catch (err3) {
      if (err3.code !== "EEXIST") throw err3;
    }
  }
  return readFileSync(file, "utf8").trim();
}
async function serveDownload(c, storage, secret) {
  const key = c.req.path.replace(/^\/dl\//, "");
  const check = checkDownload(secret(), key, new URL(c.req.url).searchParams, c.get("ctx").now());
  if (!check.ok)
    return c.text(
      check.reason === "expired" ? "\u4E0B\u8F7D\u94FE\u63A5\u5DF2\u8FC7\u671F\uFF0C\u8BF7\u56DE\u5230\u9875\u9762\u91CD\u65B0\u4E0B\u8F7D" : "\u4E0B\u8F7D\u94FE\u63A5\u65E0\u6548",
      check.reason === "expired" ? 410 : 403
    );
  const encoded = encodeURIComponent(check.filename);
  return sendStored(c, storage, key, {
    "Content-Disposition": `${check.inline ? "inline" : "attachment"}; filename="${encoded}"; filename*=UTF-8''${encoded}`,
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": "default-src 'none'; sandbox"
  });
}

// apps/server/serve-media.ts
var YEAR = 31536e3;
async function serveLessonMedia(c, storage) {
  const id8 = Number(c.req.param("id"));
  const prefix = `/media/lessons/${c.req.param("id")}/`;
  const raw = new URL(c.req.url).pathname;
  if (!Number.isSafeInteger(id8) || id8 < 1 || !raw.startsWith(prefix)) return c.text("Not Found", 404);
  try {
    const { key, shared } = await lessonMediaKey(c.get("ctx"), id8, raw.slice(prefix.length));
    return await sendStored(c, storage, key, {
      "Cache-Control": `${shared ? "public" : "private"}, max-age=${YEAR}, immutable`,
      "Cross-Origin-Resource-Policy": "same-origin"
    });
  } catch (err3) {
    if (!(err3 instanceof AppError)) throw err3;
    const status3 = err3.kind === "Unauthenticated" ? 401 : err3.kind === "Forbidden" ? 403 : 404;
    return c.text(err3.userMessage, status3, { "Cache-Control": "no-store" });
  }
}

// apps/server/serve-pdf-cmaps.ts
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path4 from "node:path";
var NAME = /^[\w-]{1,40}\.bcmap$/;
var dir2;
async function servePdfCmap(c) {
  const name = c.req.param("name") ?? "";
  if (!NAME.test(name)) return c.text("\u6587\u4EF6\u4E0D\u5B58\u5728", 404);
  dir2 ??= path4.join(path4.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "cmaps");
  try {
    const bytes = await readFile(path4.join(dir2, name));
    return c.body(bytes, 200, { "Content-Type": "application/octet-stream", "Cache-Control": "public, max-age=604800" });
  } catch {
    return c.text("\u6587\u4EF6\u4E0D\u5B58\u5728", 404);
  }
}

// apps/server/serve-upload.ts
async function serveUpload(c, files) {
  const name = c.req.param("name") ?? "";
  const file = storedFileType(name);
  if (!file) return c.text("Not Found", 404);
  return sendStored(c, files, name, {
    "Content-Type": file.type,
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Disposition": file.attachment ? "attachment" : "inline"
  });
}
var AVATAR_NAME = /^[A-Za-z0-9_-]{1,64}\.(png|jpg|webp)$/;
async function serveAvatar(c, files) {
  const name = c.req.param("name") ?? "";
  if (!AVATAR_NAME.test(name)) return c.text("Not Found", 404);
  return sendStored(c, files, `avatars/${name}`, {
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "public, max-age=86400"
  });
}
async function serveChatImage(c, files) {
  const name = c.req.param("name") ?? "";
  if (!isChatImageName(name)) return c.text("Not Found", 404);
  return sendStored(c, files, `chat/${name}`, {
    "Content-Type": storedFileType(name)?.type ?? "application/octet-stream",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "private, max-age=31536000, immutable"
  });
}

// apps/server/app.ts
var API_BODY_LIMIT = 1024 * 1024;
function createApp(deps) {
  const { config: config2 } = deps;
  const dev = config2.NODE_ENV === "development";
  const originOf = (url) => config2.PUBLIC_ORIGIN ?? new URL(url).origin;
  const files = deps.storage ?? openStorage(config2);
  const payProviders = enabledProviders(paymentsFromConfig(config2, config2.PUBLIC_ORIGIN ?? ""));
  const app = new Hono2();
  app.use(
    requestContext({
      db: deps.database.db,
      cache: deps.cache,
      logger: deps.logger,
      metrics: deps.metrics,
      trustProxy: config2.TRUST_PROXY,
      now: deps.now,
      throttle: deps.throttle ?? (deps.redis ? redisThrottleStore(deps.redis) : memoryThrottleStore()),
      notify: deps.notify,
      queue: deps.queue,
      storage: files,
      events: deps.events,
      ai: deps.ai ?? createAi(config2)
    })
  );
  const wechatLogin = wechatConfigured(config2);
  const policyOptions = { dev, imageHosts: config2.IMAGE_HOSTS, frameHosts: wechatLogin ? [new URL(config2.WECHAT_OPEN_BASE).origin] : [] };
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
    } catch (err3) {
      c.get("log").warn({ err: err3 }, "not ready");
      return c.json({ status: "unavailable" }, 503);
    }
  });
  app.get(
    "/metrics",
    metricsAccess(config2.METRICS_TOKEN),
    async (c) => c.text(await deps.metrics.registry.metrics(), 200, { "Content-Type": deps.metrics.registry.contentType })
  );
  if (deps.backup) app.post(BACKUP_PATH, backupHandler(deps.backup, deps.database));
  app.use("/api/*", compress());
  const tooLarge = () => {
    throw new AppError("PayloadTooLarge");
  };
  const limitTo = (maxSize) => declaredSizeFirst(maxSize, bodyLimit({ maxSize, onError: tooLarge }), tooLarge);
  const jsonLimit = limitTo(API_BODY_LIMIT);
  const uploadLimit = limitTo(UPLOAD_BODY_LIMIT);
  const documentLimit = limitTo(DOCUMENT_BODY_LIMIT);
  const videoLimit = limitTo(VIDEO_UPLOAD_BODY_LIMIT);
  const chatImageLimit = limitTo(CHAT_UPLOAD_BODY_LIMIT);
  app.use("/api/*", (c, next) => {
    if (c.req.path === `/api${UPLOAD_PATH}`) return uploadLimit(c, next);
    if (c.req.path === `/api${DOCUMENT_UPLOAD_PATH}`) return documentLimit(c, next);
    if (c.req.path === `/api${VIDEO_UPLOAD_PATH}`) return videoLimit(c, next);
    if (c.req.path === `/api${CHAT_UPLOAD_PATH}`) return chatImageLimit(c, next);
    return jsonLimit(c, next);
  });
  app.use("/api/*", csrfGuard());
  app.use("/api/*", refuseBadBody());
  let secret;
  const linkSecret = () => {
    secret ??= fileLinkSecret(config2.FILE_LINK_SECRET, config2.DATA_DIR);
    return secret;
  };
  const tracker = deps.tracker ?? visitTracker(deps.database.db, { log: deps.logger });
  const api = createApi(limiterFactory(deps.redis), config2, { linkSecret, tracker });
  app.route("/api", api);
  let openApiDoc;
  const openApi = () => {
    openApiDoc ??= Promise.resolve(api.request("/openapi.json")).then((r) => r.json());
    return openApiDoc;
  };
  app.all("/api/*", (c) => c.json({ code: ERRORS.NotFound.code, msg: "\u63A5\u53E3\u4E0D\u5B58\u5728", data: null }, 404));
  app.route("/", seoRoutes(originOf));
  app.get("/files/:name", (c) => serveUpload(c, files));
  app.get("/files/avatars/:name", (c) => serveAvatar(c, files));
  app.get("/files/chat/:name", (c) => serveChatImage(c, files));
  app.get("/dl/*", (c) => serveDownload(c, files, linkSecret));
  app.get("/covers/:name", serveCover);
  app.get("/pdfjs/cmaps/:name", servePdfCmap);
  app.get("/media/lessons/:id/*", (c) => serveLessonMedia(c, files));
  const clientDir = path5.resolve(config2.BUILD_DIR, "client");
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
    app.use("*", compress());
    app.use(
      "*",
      pageCache(
        deps.pages,
        pageCacheSpace(config2.PUBLIC_ORIGIN, config2.PUBLIC_HOSTS),
        (scripts) => contentSecurityPolicy(policyOptions, scripts)
      )
    );
    app.all(
      "*",
      (c) => ssr(c.req.raw, {
        ctx: c.get("ctx"),
        nonce: c.get("cspNonce"),
        origin: originOf(c.req.url),
        openApi,
        refused: c.get("refused"),
        payProviders,
        wechatLogin
      })
    );
  }
  return app;
}
function declaredSizeFirst(maxSize, counting, tooLarge) {
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== void 0 && c.req.header("transfer-encoding") === void 0) {
      return Number.parseInt(length, 10) > maxSize ? tooLarge() : next();
    }
    return counting(c, next);
  };
}

// apps/server/backup/owner.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import { mkdirSync, readFileSync as readFileSync2, renameSync, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import path6 from "node:path";
var FILE = "db-owner.json";
var ROLE_NAMES = { server: "\u670D\u52A1\u8FDB\u7A0B", backup: "\u5907\u4EFD\u7A0B\u5E8F", restore: "\u6062\u590D\u7A0B\u5E8F" };
var ownerFile = (dataDir) => path6.join(dataDir, FILE);
function readOr(file, fallback) {
  try {
    return readFileSync2(file, "utf8").trim();
  } catch {
    return fallback;
  }
}
function startTime(pid) {
  const stat2 = readOr(`/proc/${pid}/stat`, void 0);
  return stat2?.slice(stat2.lastIndexOf(")") + 2).split(" ")[19];
}
function identity(pid) {
  return { boot: readOr("/proc/sys/kernel/random/boot_id", void 0), start: startTime(pid) };
}
function isAlive(owner) {
  try {
    process.kill(owner.pid, 0);
  } catch (err3) {
    if (err3.code !== "EPERM") return false;
  }
  const now = identity(owner.pid);
  if (owner.boot && now.boot && owner.boot !== now.boot) return false;
  if (owner.start && now.start && owner.start !== now.start) return false;
  return true;
}
function currentOwner(dataDir) {
  const text2 = readOr(ownerFile(dataDir), "");
  if (!text2) return void 0;
  try {
    const owner = JSON.parse(text2);
    return isAlive(owner) ? owner : void 0;
  } catch {
    return void 0;
  }
}
var DataDirBusy = class extends Error {
  constructor(dataDir, owner) {
    super(`\u6570\u636E\u76EE\u5F55 ${dataDir} \u7684\u5185\u5D4C\u6570\u636E\u5E93\u6B63\u7531${ROLE_NAMES[owner.role]}\uFF08\u8FDB\u7A0B ${owner.pid}\uFF09\u4F7F\u7528`);
    this.dataDir = dataDir;
    this.owner = owner;
  }
  dataDir;
  owner;
};
function claimDataDir(dataDir, role3) {
  mkdirSync(dataDir, { recursive: true });
  const file = ownerFile(dataDir);
  const record = { pid: process.pid, role: role3, ...identity(process.pid), since: (/* @__PURE__ */ new Date()).toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync2(file, JSON.stringify(record), { flag: "wx", mode: 384 });
      break;
    } catch (err3) {
      if (err3.code !== "EEXIST" || attempt > 2) throw err3;
      const owner = currentOwner(dataDir);
      if (owner && owner.pid !== process.pid) throw new DataDirBusy(dataDir, owner);
      rmSync2(file, { force: true });
    }
  }
  const write = (next) => {
    const tmp = `${file}.${randomBytes4(6).toString("hex")}.tmp`;
    writeFileSync2(tmp, JSON.stringify(next), { mode: 384 });
    renameSync(tmp, file);
  };
  return {
    publish: (extra) => write({ ...record, ...extra }),
    release: () => {
      if (currentOwner(dataDir)?.pid === process.pid) rmSync2(file, { force: true });
    }
  };
}

// apps/server/main.ts
var PAGE_CACHE_ENTRIES = 500;
var SMALL_NAMESPACES = { [TENDER_LIST_NS]: 1e3 };
nodeModule.enableCompileCache?.();
async function main() {
  const config2 = loadConfig();
  process.env.NODE_ENV = config2.NODE_ENV;
  const logger = createLogger(config2.LOG_LEVEL);
  if (config2.IMAGE_CODE_TEST_FILE) {
    const file = config2.IMAGE_CODE_TEST_FILE;
    logger.warn({ file }, "\u6D4B\u8BD5\u6A21\u5F0F\uFF1A\u56FE\u5F62\u9A8C\u8BC1\u7801\u7B54\u6848\u5199\u5165\u6587\u4EF6\uFF08IMAGE_CODE_TEST_FILE\uFF09\uFF0C\u5207\u52FF\u5728\u751F\u4EA7\u73AF\u5883\u8BBE\u7F6E");
    witnessImageCodes((icodeId, answer2) => appendFileSync(file, `${icodeId} ${answer2}
`));
  }
  const owner = config2.DATABASE_URL ? void 0 : claimDataDir(config2.DATA_DIR, "server");
  const backup = owner && { token: randomBytes5(32).toString("base64url"), dataDir: config2.DATA_DIR };
  const dev = config2.NODE_ENV === "development";
  let vite;
  const renderer = loadRenderer(config2.BUILD_DIR, dev).then((loaded) => {
    vite = loaded.vite;
    return loaded.ssr;
  });
  const openDb = () => openConfiguredDatabase(config2, (err3) => logger.warn({ err: err3 }, "database connection dropped"));
  let database = await openDb();
  const redisBacked = config2.REDIS_URL ? redisCache(config2.REDIS_URL) : void 0;
  const pages = redisBacked ?? memoryCache(Date.now, PAGE_CACHE_ENTRIES);
  const cache = invalidatingPages(redisBacked ?? memoryCache(Date.now, void 0, SMALL_NAMESPACES), pages);
  if (config2.DEMO_DATA === "on") {
    const probe = { actor: { kind: "system", job: "seed" }, db: database.db, cache, now: () => /* @__PURE__ */ new Date(), log: logger };
    if (await isEmptySite(probe)) {
      if (database.kind === "pglite") await database.close();
      await runSeedProcess();
      if (database.kind === "pglite") database = await openDb();
    }
  }
  const ssr = await renderer;
  const queue = await openQueue(config2, logger);
  const ai = createAi(config2);
  const throttle = redisBacked ? redisThrottleStore(redisBacked.redis) : memoryThrottleStore();
  const events = redisBacked ? redisEventBus(redisBacked.redis) : memoryEventBus();
  const notify = createNotifier(config2);
  const storage = openStorage(config2);
  const tracker = visitTracker(database.db, { log: logger.child({ component: "visits" }) });
  await startJobs({ config: config2, db: database.db, cache, logger, ai, throttle, notify, storage }, queue, config2.WORKER === "on");
  const app = createApp({
    config: config2,
    database,
    cache,
    redis: redisBacked?.redis,
    logger,
    metrics: createMetrics(),
    ssr,
    pages: config2.PAGE_CACHE === "on" ? pages : void 0,
    notify,
    queue,
    storage,
    tracker,
    throttle,
    events,
    ai,
    backup
  });
  const sockets = chatSockets({
    base: { db: database.db, cache, now: () => /* @__PURE__ */ new Date(), throttle, notify, queue, storage, events },
    logger,
    trustProxy: config2.TRUST_PROXY,
    publicOrigin: config2.PUBLIC_ORIGIN
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.on("upgrade", sockets.handleUpgrade);
  server.keepAliveTimeout = 65e3;
  server.listen(config2.PORT, config2.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config2.PORT;
    if (owner && backup) owner.publish({ url: `http://${loopbackHost(config2.HOST)}:${port}`, token: backup.token });
    logger.info(
      { port, database: database.kind, redis: Boolean(redisBacked), jobs: queue.engine, worker: config2.WORKER, llm: ai?.model ?? "off" },
      `\u95E8\u6237\u5DF2\u542F\u52A8\uFF1Ahttp://localhost:${port}`
    );
  });
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 1e4);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await sockets.close();
    await new Promise((resolve) => server.on("close", () => resolve()));
    await vite?.close();
    await queue.close();
    await tracker.close();
    await events.close();
    await cache.close();
    await database.close();
    owner?.release();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
function loopbackHost(host) {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}
function runSeedProcess() {
  const entry2 = fileURLToPath(new URL(import.meta.url.endsWith(".ts") ? "./seed.ts" : "./seed.js", import.meta.url));
  return new Promise((resolve, reject2) => {
    const execArgv = [...process.execArgv.filter((a) => !a.startsWith("--max-old-space-size")), "--max-old-space-size=512"];
    const child = fork(entry2, [], { stdio: "inherit", execArgv });
    child.once("error", reject2);
    child.once(
      "exit",
      (code, signal) => code === 0 ? resolve() : reject2(new Error(`\u6F14\u793A\u6570\u636E\u52A0\u8F7D\u5931\u8D25\uFF08\u9000\u51FA\u7801 ${code ?? signal}\uFF09\uFF0C\u8BE6\u89C1\u4E0A\u65B9\u65E5\u5FD7`))
    );
  });
}
async function loadRenderer(buildDir, dev) {
  const { devSsr, productionSsr } = await import("./ssr-K23CBLQD.js");
  if (!dev) return { ssr: await productionSsr(buildDir) };
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
  return { ssr: devSsr(vite), vite };
}
main().catch((err3) => {
  console.error(err3 instanceof Error ? err3.message : err3);
  process.exit(1);
});
//# sourceMappingURL=main.js.map
