import { randomInt } from "node:crypto";
import { schema } from "@portal/db";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { requireUser } from "../access";
import { addDays, chinaDate, chinaDateTime } from "../china-time";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { requireOrgAdmin } from "../org";
import { normalizePage, type Page } from "../paging";
import { PLANS, type PlanCode } from "../points";
import { withTransaction } from "../transaction";
import { appendMembership } from "./membership";

const o = schema.orders;
export const PAID_PLANS = ["MEMBER", "ENTERPRISE"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export const PAY_PROVIDERS = { offline: "对公转账", wechat: "微信支付", alipay: "支付宝" } as const;
export type PayProvider = keyof typeof PAY_PROVIDERS;
export const ORDER_STATES = { pending: "待支付", paid: "已支付", cancelled: "已取消" } as const;
/** Unpaid orders a user may hold at once: enough for a change of mind, not for filling the table. */
const PENDING_MAX = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderView {
  id: string;
  orderNo: string;
  plan: PlanCode;
  planName: string;
  companyId: string | null;
  companyName: string | null;
  amountFen: number;
  /** "1,980.00 元" */
  amountText: string;
  provider: PayProvider;
  providerName: string;
  status: keyof typeof ORDER_STATES;
  statusText: string;
  createdAt: string;
  paidAt: string | null;
}

export const yuanText = (fen: number) =>
  `${(fen / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;

type Row = typeof o.$inferSelect;

export function orderView(r: Row, companyName: string | null = null): OrderView {
  const plan = r.plan as PlanCode;
  return {
    id: r.id,
    orderNo: r.orderNo,
    plan,
    planName: PLANS[plan]?.name ?? r.plan,
    companyId: r.companyId,
    companyName,
    amountFen: r.amountFen,
    amountText: yuanText(r.amountFen),
    provider: r.provider as PayProvider,
    providerName: PAY_PROVIDERS[r.provider as PayProvider] ?? r.provider,
    status: r.status as OrderView["status"],
    statusText: ORDER_STATES[r.status as keyof typeof ORDER_STATES] ?? r.status,
    createdAt: chinaDateTime(r.createdAt) as string,
    paidAt: chinaDateTime(r.paidAt),
  };
}

/** The same calendar day `years` later (29 February becomes 1 March). */
function plusYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** ZX + China date + 6 random digits: short enough to type into a transfer's remark. */
function newOrderNo(now: Date): string {
  return `ZX${(chinaDate(now) as string).replace(/-/g, "")}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/**
 * 签约开通: an order for one year of a plan. 企业版 is bought for an organisation the user
 * administers (its members then share it); 会员 for the user. `enabled` are the providers this
 * site is configured for (offline transfer always).
 */
export async function createOrder(
  ctx: Ctx,
  input: { plan: string; provider?: string; companyId?: string | null },
  enabled: PayProvider[] = ["offline"],
): Promise<OrderView> {
  const userId = requireUser(ctx);
  if (!PAID_PLANS.includes(input.plan as PaidPlan)) throw invalid("请选择会员或企业版");
  const plan = input.plan as PaidPlan;
  const provider = (input.provider ?? "offline") as PayProvider;
  if (!Object.hasOwn(PAY_PROVIDERS, provider)) throw invalid("支付方式不正确");
  if (!enabled.includes(provider)) throw invalid(`本站暂未开通${PAY_PROVIDERS[provider]}，请选择对公转账`);
  let companyId: string | null = null;
  if (plan === "ENTERPRISE") {
    if (!input.companyId) throw invalid("企业版须选择要开通的机构；还没有机构可先在“机构平台”创建");
    if (!UUID.test(input.companyId)) throw notFound("机构");
    await requireOrgAdmin(ctx, input.companyId);
    companyId = input.companyId;
  } else if (input.companyId) throw invalid("会员为个人开通，无需选择机构");
  const amountFen = PLANS[plan].yearlyPrice * 100;
  const row = await withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const [{ n }] = await tx.db
      .select({ n: count() })
      .from(o)
      .where(and(eq(o.userId, userId), eq(o.status, "pending")));
    if (Number(n) >= PENDING_MAX) throw conflict(`您已有 ${PENDING_MAX} 个待支付的订单，请先支付或取消`);
    const [created] = await tx.db
      .insert(o)
      .values({ orderNo: newOrderNo(ctx.now()), userId, companyId, plan, amountFen, provider, createdAt: ctx.now(), updatedAt: ctx.now() })
      .returning();
    return created;
  });
  return getMyOrder(ctx, row.id);
}

async function withCompanyName(ctx: Ctx, where: ReturnType<typeof and>) {
  return ctx.db
    .select({ order: o, companyName: schema.companies.name })
    .from(o)
    .leftJoin(schema.companies, eq(schema.companies.id, o.companyId))
    .where(where);
}

export async function getMyOrder(ctx: Ctx, id: string): Promise<OrderView> {
  const userId = requireUser(ctx);
  if (!UUID.test(String(id))) throw notFound("订单");
  const [row] = await withCompanyName(ctx, and(eq(o.id, id), eq(o.userId, userId)));
  if (!row) throw notFound("订单");
  return orderView(row.order, row.companyName);
}

export async function myOrdersPaged(ctx: Ctx, input: Partial<Page> = {}) {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 10);
  const list = await ctx.db
    .select({ order: o, companyName: schema.companies.name })
    .from(o)
    .leftJoin(schema.companies, eq(schema.companies.id, o.companyId))
    .where(eq(o.userId, userId))
    .orderBy(desc(o.createdAt))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const [{ n }] = await ctx.db.select({ n: count() }).from(o).where(eq(o.userId, userId));
  return { records: list.map((r) => orderView(r.order, r.companyName)), total: Number(n), ...page };
}

/** The user cancels an unpaid order of theirs; a paid one cannot be. */
export async function cancelMyOrder(ctx: Ctx, id: string): Promise<OrderView> {
  const mine = await getMyOrder(ctx, id);
  const done = await ctx.db
    .update(o)
    .set({ status: "cancelled", updatedAt: ctx.now() })
    .where(and(eq(o.id, mine.id), eq(o.status, "pending")))
    .returning({ id: o.id });
  if (done.length === 0) throw conflict(mine.status === "paid" ? "订单已支付，不能取消" : "订单已取消");
  return getMyOrder(ctx, id);
}

/**
 * Marks an order paid and grants its year, once: the order row is locked, a paid order is answered
 * as it is (a payment notice sent twice, two staff clicking at once), and the amount must be the
 * order's. The year starts when the plan in force for the same holder ends, else today.
 */
export async function settleOrder(
  ctx: Ctx,
  input: {
    orderNo?: string;
    id?: string;
    amountFen: number;
    tradeNo: string | null;
    confirmedBy?: string | null;
    allowCancelled?: boolean;
  },
): Promise<{ order: OrderView; granted: boolean }> {
  return withTransaction(ctx, async (tx) => {
    const where = input.id ? eq(o.id, input.id) : eq(o.orderNo, String(input.orderNo));
    const [row] = await tx.db.select().from(o).where(where).for("update");
    if (!row) throw notFound("订单");
    if (row.status === "paid") return { order: orderView(row), granted: false };
    if (row.status === "cancelled" && !input.allowCancelled) throw conflict("订单已取消，不能确认收款");
    if (input.amountFen !== row.amountFen) throw invalid(`金额不符：订单 ${yuanText(row.amountFen)}，实收 ${yuanText(input.amountFen)}`);
    const now = tx.now();
    const [paid] = await tx.db
      .update(o)
      .set({ status: "paid", paidAt: now, tradeNo: input.tradeNo, confirmedBy: input.confirmedBy ?? null, updatedAt: now })
      .where(eq(o.id, row.id))
      .returning();
    await appendMembership(tx, {
      userId: row.userId,
      companyId: row.companyId,
      plan: row.plan,
      orderId: row.id,
      lastDay: (startsOn) => addDays(plusYears(startsOn, row.years), -1),
    });
    return { order: orderView(paid), granted: true };
  });
}
