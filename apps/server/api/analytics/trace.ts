import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ok } from "@portal/contract";
import {
  type BeaconAllowance,
  type BeaconKind,
  browserVisitor,
  overBeaconAllowance,
  parsePageLeave,
  pathStats,
  type VisitTracker,
} from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { jsonBody, moreErrors, responses } from "../openapi";

const TAG = "访问统计";
const leaveQuery = z.object({
  t: z.string().max(16).openapi({ description: "离开页面的时刻：自 2021-01-01 00:00（北京时间）起的毫秒数" }),
  url: z.string().max(2000).openapi({ description: "当前页面地址（编码）" }),
  sid: z.string().max(64).openapi({ description: "浏览器的持久编号" }),
  uid: z.string().max(64).optional().openapi({ description: "登录用户（以会话为准，此项仅兼容）" }),
  mid: z.string().max(64).optional(),
  d: z.string().max(12).optional().openapi({ description: "页面停留的毫秒数" }),
  r: z.string().max(2000).optional().openapi({ description: "来源页地址（document.referrer）" }),
});
const articleBody = z.object({
  artId: z.number().int().min(1).max(2_147_483_647),
  artAuthorStaffId: z.union([z.string().max(64), z.number()]).nullish(),
  artType: z.string().regex(/^[A-Z_]{2,20}$/, "artType 不正确"),
  artTitle: z.string().max(200),
  spent: z.number().min(0).max(21_600).openapi({ description: "阅读秒数" }),
  sid: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional(),
});

/** Each address and each browser may leave so many beacons a day; `dropped` counts the rest (a metric). */
export interface BeaconLimits {
  allowance: BeaconAllowance;
  dropped?: (kind: BeaconKind, cap: "address" | "visitor") => void;
}

/**
 * SPEC §7 page-leave statistics and traceArticle, into the batched visit tracker. Beacons never
 * fail loudly: a report that cannot be read is dropped, and the answer is the same; so is one over
 * the daily allowance of its address or browser (issue 29).
 */
export function traceRoutes(limit: LimiterFactory, tracker: VisitTracker, ownHost: (url: string) => string, limits: BeaconLimits) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const withinAllowance = async (c: Context<AppEnv>, kind: BeaconKind, visitor: string) => {
    const actor = c.get("ctx").actor;
    const address = "ip" in actor ? actor.ip : "system";
    const over = await overBeaconAllowance(c.get("ctx"), kind, { visitor, address }, limits.allowance);
    if (over) limits.dropped?.(kind, over);
    return !over;
  };
  app.use("/trace", limit({ name: "trace", points: 240, durationSec: 60 }));
  app.use("/trace/*", limit({ name: "trace-article", points: 120, durationSec: 60 }));
  app.openapi(
    createRoute({
      method: "get",
      path: "/trace",
      tags: [TAG],
      summary: "离开页面统计",
      description:
        "GET，随 Cookie 发送；无法识别的报告（如地址中的百分号编码不完整）被忽略，回答相同。只统计本站页面的路径（不含查询参数，以单个 / 开头），浏览器编号只存哈希。每个地址（IPv6 按 /64 网段）和每个浏览器每天（北京时间）记录的次数有上限（默认 5000 次和 500 次），超出的报告被忽略。",
      request: { query: leaveQuery },
      responses: responses(z.null(), "已记录"),
    }),
    async (c) => {
      const ctx = c.get("ctx");
      const event = parsePageLeave(c.req.valid("query"), {
        now: ctx.now(),
        ownHost: ownHost(c.req.url),
        userId: ctx.actor.kind === "user" ? ctx.actor.userId : null,
      });
      if (event && (await withinAllowance(c, "page", event.visitor))) tracker.pageLeave(event);
      c.header("Cache-Control", "no-store");
      return c.json(ok(null), 200);
    },
  );
  const article = (path: string) =>
    createRoute({
      method: "post",
      path,
      tags: [TAG],
      summary: "文章阅读时长",
      description: "每个地址和每个浏览器每天记录的次数有上限（与离开页面统计相同），超出的报告被忽略。",
      request: jsonBody(articleBody),
      responses: responses(z.null(), "已记录"),
    });
  for (const path of ["/trace/traceArticle", "/trace/trace/article"]) {
    app.openapi(article(path), async (c) => {
      const ctx = c.get("ctx");
      const b = c.req.valid("json");
      const who = b.sid ?? (ctx.actor.kind === "user" ? ctx.actor.userId : ctx.actor.kind === "anonymous" ? ctx.actor.ip : "system");
      const visitor = browserVisitor(who);
      if (b.spent >= 1 && (await withinAllowance(c, "article", visitor))) {
        tracker.articleTime({
          at: ctx.now(),
          artType: b.artType,
          artId: b.artId,
          artTitle: b.artTitle.slice(0, 200),
          visitor,
          spentSec: Math.round(b.spent),
        });
      }
      return c.json(ok(null), 200);
    });
  }
  app.use("/stat/path", limit({ name: "stat-path", points: 60, durationSec: 60 }));
  app.openapi(
    createRoute({
      method: "post",
      path: "/stat/path",
      tags: [TAG],
      summary: "页面浏览统计",
      description:
        "通用统计调用：给出本站页面路径（以 / 开头，不含查询参数），返回近 30 天与今天的浏览量和访客数（北京时间）。需要登录；结果缓存 60 秒。",
      request: jsonBody(z.object({ path: z.string().max(300) })),
      responses: {
        ...responses(
          z.object({
            path: z.string(),
            days: z.number().int(),
            pv: z.number().int(),
            uv: z.number().int(),
            today: z.object({ pv: z.number().int(), uv: z.number().int() }),
          }),
          "浏览量与访客数",
        ),
        ...moreErrors({ unauthenticated: true }),
      },
    }),
    async (c) => c.json(ok(await pathStats(c.get("ctx"), c.req.valid("json"))), 200),
  );
  return app;
}
