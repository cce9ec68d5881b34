import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";

/**
 * The points rules (issue 10), editable by administrators and served to everyone by
 * /ai/pub/config/getSignRule, getPointEarningRule and getPointConsumptionRule. Stored as one
 * site_settings row ("pointRules"); the defaults apply until staff save their own.
 */
export interface SignRule {
  /** Points for each day signed in. */
  dailyPoints: number;
  /** Extra points on reaching a streak of `days` consecutive days (once per streak). */
  streakBonuses: { days: number; points: number }[];
}

/** Ways to earn (`obtainMethod`). `dailyLimit` 0 means once ever. */
export interface EarningRule {
  code: EarnCode;
  name: string;
  points: number;
  dailyLimit: number;
  description: string;
}

/** What points buy. */
export interface ConsumptionRule {
  code: SpendCode;
  name: string;
  points: number;
  description: string;
}

export type EarnCode = "SIGN_IN" | "PROFILE" | "INVITE" | "READ";
export type SpendCode = "TENDER_CONTACT" | "DOWNLOAD" | "AI_GENERATE" | "VIDEO";

export interface PointRules {
  sign: SignRule;
  earning: EarningRule[];
  consumption: ConsumptionRule[];
}

export const DEFAULT_POINT_RULES: PointRules = {
  sign: {
    dailyPoints: 5,
    streakBonuses: [
      { days: 3, points: 10 },
      { days: 7, points: 30 },
      { days: 30, points: 100 },
    ],
  },
  earning: [
    { code: "SIGN_IN", name: "每日签到", points: 5, dailyLimit: 1, description: "每天签到一次，连续签到另有奖励" },
    { code: "PROFILE", name: "完善个人资料", points: 20, dailyLimit: 0, description: "在个人中心填写真实姓名后一次性奖励" },
    { code: "INVITE", name: "邀请好友注册", points: 50, dailyLimit: 10, description: "好友通过您的邀请链接注册并验证手机号" },
    { code: "READ", name: "阅读资讯", points: 1, dailyLimit: 10, description: "阅读资讯、标准或政策全文" },
  ],
  consumption: [
    { code: "TENDER_CONTACT", name: "查看招标联系人", points: 10, description: "查看一条公告的联系人与联系方式" },
    { code: "DOWNLOAD", name: "下载资料", points: 5, description: "下载一份资料文件" },
    { code: "AI_GENERATE", name: "AI 写作", points: 20, description: "生成一次 AI 写作内容" },
    { code: "VIDEO", name: "观看会员课程", points: 10, description: "免费版用户解锁一节会员课程，解锁后可反复观看" },
  ],
};

export const POINT_RULES_KEY = "pointRules";
export const POINT_RULES_NS = "point-rules";

export function getPointRules(ctx: Ctx): Promise<PointRules> {
  return ctx.cache.wrap(POINT_RULES_NS, "rules", PUBLIC_TTL_MS, async () => {
    const [row] = await ctx.db
      .select({ value: schema.siteSettings.value })
      .from(schema.siteSettings)
      .where(eq(schema.siteSettings.key, POINT_RULES_KEY));
    const saved = { ...DEFAULT_POINT_RULES, ...((row?.value as Partial<PointRules> | undefined) ?? {}) };
    // Rules saved before a way to spend existed lack its row: it applies with its default price.
    const missing = DEFAULT_POINT_RULES.consumption.filter((d) => !saved.consumption.some((r) => r.code === d.code));
    return withSignInRow({ ...saved, consumption: [...saved.consumption, ...missing] });
  });
}

/** Sign-in pays `sign.dailyPoints` once a day: its row among the ways to earn always says so. */
export function withSignInRow(rules: PointRules): PointRules {
  const earning = rules.earning.map((w) => (w.code === "SIGN_IN" ? { ...w, points: rules.sign.dailyPoints, dailyLimit: 1 } : w));
  return { ...rules, earning };
}

/** The streak bonus earned on reaching `streak` days, if any. */
export function streakBonus(rule: SignRule, streak: number): { days: number; points: number } | undefined {
  return rule.streakBonuses.find((b) => b.days === streak);
}

/** The next bonus after `streak` days: how many more days and what it pays. */
export function nextStreakBonus(rule: SignRule, streak: number): { days: number; points: number; daysLeft: number } | null {
  const next = [...rule.streakBonuses].sort((a, b) => a.days - b.days).find((b) => b.days > streak);
  return next ? { ...next, daysLeft: next.days - streak } : null;
}
