import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import {
  earningProgress,
  getPointRules,
  openQuota,
  pointEntriesPaged,
  QUOTA_KINDS,
  quotaResidue,
  signDay,
  signDaysOfMonth,
  signStreak,
  spendQuota,
} from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";

const post = postRoutes("积分与签到");

const none = z.object({}).optional();
const signed = { unauthenticated: true };

const signRule = z.object({
  dailyPoints: z.number().int(),
  streakBonuses: z.array(z.object({ days: z.number().int(), points: z.number().int() })),
});
const earningRule = z.object({
  code: z.string(),
  name: z.string(),
  points: z.number().int(),
  dailyLimit: z.number().int().openapi({ description: "每天最多次数；0 表示仅一次" }),
  description: z.string(),
});
const consumptionRule = z.object({ code: z.string(), name: z.string(), points: z.number().int(), description: z.string() });
const nextBonus = z.object({ days: z.number().int(), points: z.number().int(), daysLeft: z.number().int() }).nullable();
const entry = z.object({
  id: z.number().int(),
  delta: z.number().int().openapi({ description: "正数为获得，负数为消耗" }),
  balanceAfter: z.number().int(),
  reason: z.string(),
  note: z.string(),
  createdAt: z.string().openapi({ description: "北京时间 YYYY-MM-DD HH:MM:SS" }),
});

/** Points, daily sign-in and their rules (issue 10): SPEC §7 /ai/accumulatePoint/* and /ai/pub/config/*. */
export function pointRoutes(limit: LimiterFactory) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // A person signs in once a day; a script hammering the call gets throttled before the database does.
  app.use("/ai/accumulatePoint/signDay", limit({ name: "sign-day", points: 20, durationSec: 60 }));

  app.openapi(post("/ai/pub/config/getSignRule", "签到规则", none, responses(signRule, "每日积分与连续签到奖励")), async (c) =>
    c.json(ok((await getPointRules(c.get("ctx"))).sign), 200),
  );
  app.openapi(post("/ai/pub/config/getPointEarningRule", "积分获取规则", none, responses(z.array(earningRule), "获取方式")), async (c) =>
    c.json(ok((await getPointRules(c.get("ctx"))).earning), 200),
  );
  app.openapi(
    post("/ai/pub/config/getPointConsumptionRule", "积分消耗规则", none, responses(z.array(consumptionRule), "消耗项目")),
    async (c) => c.json(ok((await getPointRules(c.get("ctx"))).consumption), 200),
  );

  app.openapi(
    post(
      "/ai/accumulatePoint/signDay",
      "每日签到",
      none,
      {
        ...responses(
          z.object({
            day: z.string(),
            streak: z.number().int(),
            points: z.number().int(),
            bonus: z.number().int(),
            balance: z.number().int(),
          }),
          "签到结果",
        ),
        ...moreErrors({ ...signed, conflict: "今天已经签到" }),
      },
      "按北京时间每天一次；连续签到达到规定天数另有奖励。",
    ),
    async (c) => c.json(ok(await signDay(c.get("ctx"))), 200),
  );
  app.openapi(
    post("/ai/accumulatePoint/continuSignResidue", "连续签到情况", none, {
      ...responses(z.object({ continuousDays: z.number().int(), signedToday: z.boolean(), nextBonus }), "连续签到天数与距下一次奖励的天数"),
      ...moreErrors(signed),
    }),
    async (c) => c.json(ok(await signStreak(c.get("ctx"))), 200),
  );
  app.openapi(
    post(
      "/ai/accumulatePoint/signDayList",
      "某月签到日期",
      z.object({ month: z.string().max(7).optional().openapi({ description: "YYYY-MM，默认本月", example: "2026-11" }) }).optional(),
      { ...responses(z.object({ month: z.string(), days: z.array(z.string()) }), "签到日期"), ...moreErrors(signed) },
    ),
    async (c) => c.json(ok(await signDaysOfMonth(c.get("ctx"), c.req.valid("json")?.month)), 200),
  );
  app.openapi(
    post("/ai/accumulatePoint/obtainMethod", "积分获取方式及今日完成情况", none, {
      ...responses(z.array(earningRule.extend({ done: z.number().int(), finished: z.boolean() })), "获取方式"),
      ...moreErrors(signed),
    }),
    async (c) => c.json(ok(await earningProgress(c.get("ctx"))), 200),
  );
  app.openapi(
    post("/ai/accumulatePoint/listPaged", "积分明细", pageQuerySchema, {
      ...pagedResponses(entry, "积分明细；data.balance 为当前余额"),
      ...moreErrors(signed),
    }),
    async (c) => {
      const r = await pointEntriesPaged(c.get("ctx"), c.req.valid("json"));
      const list = paged(r.records, r.total, r);
      return c.json({ ...list, data: { ...list.data, balance: r.balance } }, 200);
    },
  );

  const quotaKind = z
    .enum(Object.keys(QUOTA_KINDS) as [string, ...string[]])
    .openapi({ description: "TENDER_CONTACT 查看招标联系人，DOWNLOAD 下载资料，AI_GENERATE AI 写作，VIDEO 观看会员课程" });
  const quota = z.object({
    kind: z.string(),
    name: z.string(),
    period: z.enum(["day", "month"]),
    periodKey: z.string().openapi({ description: "北京时间的日期（按天）或月份（按月）" }),
    limit: z.number().int(),
    used: z.number().int(),
    residue: z.number().int().openapi({ description: "剩余次数" }),
  });
  app.openapi(
    post("/ai/residueDegree/getResidue", "剩余额度", z.object({ kind: quotaKind.optional() }).optional(), {
      ...responses(z.array(quota), "本期各项额度"),
      ...moreErrors(signed),
    }),
    async (c) => c.json(ok(await quotaResidue(c.get("ctx"), c.req.valid("json")?.kind)), 200),
  );
  app.openapi(
    post("/ai/residueDegree/create", "开启本期额度", z.object({ kind: quotaKind }), {
      ...responses(quota, "本期额度"),
      ...moreErrors(signed),
    }),
    async (c) => c.json(ok(await openQuota(c.get("ctx"), c.req.valid("json").kind)), 200),
  );
  app.openapi(
    post(
      "/ai/residueDegree/updateResidue",
      "使用额度",
      z.object({ kind: quotaKind, amount: z.number().int().min(1).max(100).optional() }),
      { ...responses(quota, "使用后的额度"), ...moreErrors({ ...signed, conflict: "额度已用完" }) },
      "原子扣减；超出本期额度时不扣减并返回 409。",
    ),
    async (c) => {
      const { kind, amount } = c.req.valid("json");
      return c.json(ok(await spendQuota(c.get("ctx"), kind, amount)), 200);
    },
  );
  return app;
}
