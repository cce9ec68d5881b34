import { schema } from "@portal/db";
import { and, eq, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { conflict, invalid } from "../errors";
import { PLANS, userPlan } from "./plans";

/**
 * Quotas (/ai/residueDegree/*): what a plan lets a user do per day or month without spending
 * points. `limit` here is the free plan's; the user's plan (plans.ts) sets the one that applies.
 */
export const QUOTA_KINDS = {
  TENDER_CONTACT: { name: "查看招标联系人", period: "day", limit: 3 },
  DOWNLOAD: { name: "下载资料", period: "day", limit: 5 },
  AI_GENERATE: { name: "AI 写作", period: "day", limit: 3 },
  VIDEO: { name: "观看会员课程", period: "day", limit: 2 },
} as const satisfies Record<string, { name: string; period: "day" | "month"; limit: number }>;

export type QuotaKind = keyof typeof QUOTA_KINDS;

export interface QuotaState {
  kind: QuotaKind;
  name: string;
  period: "day" | "month";
  /** "2026-11-24" or "2026-11", China time. */
  periodKey: string;
  limit: number;
  used: number;
  residue: number;
}

const usage = schema.quotaUsage;

function kindOf(kind: string): QuotaKind {
  if (!(kind in QUOTA_KINDS)) throw invalid(`没有这种额度：${kind}`);
  return kind as QuotaKind;
}

function periodKey(ctx: Ctx, kind: QuotaKind): string {
  const day = chinaDate(ctx.now()) as string;
  return QUOTA_KINDS[kind].period === "day" ? day : day.slice(0, 7);
}

function stateOf(kind: QuotaKind, key: string, used: number, limit: number): QuotaState {
  const q = QUOTA_KINDS[kind];
  return { kind, name: q.name, period: q.period, periodKey: key, limit, used, residue: Math.max(0, limit - used) };
}

/** The user's allowance of each kind under their plan now. */
async function limitsOf(ctx: Ctx, userId: string): Promise<Record<QuotaKind, number>> {
  return PLANS[await userPlan(ctx, userId)].quotas;
}

/** The signed-in user's quotas of the current period: one kind, or all of them. */
export async function quotaResidue(ctx: Ctx, kind?: string): Promise<QuotaState[]> {
  const userId = requireUser(ctx);
  const kinds = kind ? [kindOf(kind)] : (Object.keys(QUOTA_KINDS) as QuotaKind[]);
  const [rows, limits] = await Promise.all([ctx.db.select().from(usage).where(eq(usage.userId, userId)), limitsOf(ctx, userId)]);
  return kinds.map((k) => {
    const key = periodKey(ctx, k);
    return stateOf(k, key, rows.find((r) => r.kind === k && r.period === key)?.used ?? 0, limits[k]);
  });
}

/**
 * Uses `amount` of a quota in one statement: the row of the period is created or increased only
 * while the total stays within the limit, so concurrent uses cannot pass it.
 */
export async function spendQuota(ctx: Ctx, kind: string, amount = 1): Promise<QuotaState> {
  const userId = requireUser(ctx);
  const k = kindOf(kind);
  if (!Number.isInteger(amount) || amount < 1 || amount > 100) throw invalid("使用数量应为 1–100 的整数");
  const { name, period } = QUOTA_KINDS[k];
  const limit = (await limitsOf(ctx, userId))[k];
  const key = periodKey(ctx, k);
  const refused = () => conflict(`${period === "day" ? "今日" : "本月"}“${name}”额度已用完（共 ${limit} 次）`);
  if (amount > limit) throw refused();
  const [row] = await ctx.db
    .insert(usage)
    .values({ userId, kind: k, period: key, used: amount, updatedAt: ctx.now() })
    .onConflictDoUpdate({
      target: [usage.userId, usage.kind, usage.period],
      set: { used: sql`${usage.used} + ${amount}`, updatedAt: ctx.now() },
      setWhere: sql`${usage.used} + ${amount} <= ${limit}`,
    })
    .returning({ used: usage.used });
  if (!row) throw refused();
  return stateOf(k, key, row.used, limit);
}

/** Makes sure the period's row exists (/ai/residueDegree/create); answers the quota either way. */
export async function openQuota(ctx: Ctx, kind: string): Promise<QuotaState> {
  const userId = requireUser(ctx);
  const k = kindOf(kind);
  const key = periodKey(ctx, k);
  await ctx.db.insert(usage).values({ userId, kind: k, period: key, used: 0, updatedAt: ctx.now() }).onConflictDoNothing();
  const [row] = await ctx.db
    .select({ used: usage.used })
    .from(usage)
    .where(and(eq(usage.userId, userId), eq(usage.kind, k), eq(usage.period, key)));
  return stateOf(k, key, row?.used ?? 0, (await limitsOf(ctx, userId))[k]);
}
