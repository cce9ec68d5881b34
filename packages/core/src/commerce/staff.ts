import { schema } from "@portal/db";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { requirePermission } from "../access";
import { auditChange } from "../audit";
import { maskPhone } from "../auth";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { normalizePage } from "../paging";
import { ORDER_STATES, orderView, settleOrder } from "./orders";

export const ORDER_PERM = { read: "order:read", write: "order:write" } as const;
const o = schema.orders;

/** The console's orders, newest first, with the buyer (masked phone) and the organisation. */
export async function listOrdersForStaff(ctx: Ctx, input: { status?: string; keyword?: string; current?: number; size?: number }) {
  requirePermission(ctx, ORDER_PERM.read);
  const page = normalizePage(input, 20);
  const conds: SQL[] = [];
  if (input.status) {
    if (!Object.hasOwn(ORDER_STATES, input.status)) throw invalid("订单状态不正确");
    conds.push(eq(o.status, input.status));
  }
  if (input.keyword?.trim()) conds.push(eq(o.orderNo, input.keyword.trim().toUpperCase()));
  const where = conds.length ? and(...conds) : undefined;
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select({ order: o, phone: schema.users.phone, realname: schema.users.realname, companyName: schema.companies.name })
      .from(o)
      .innerJoin(schema.users, eq(schema.users.id, o.userId))
      .leftJoin(schema.companies, eq(schema.companies.id, o.companyId))
      .where(where)
      .orderBy(desc(o.createdAt))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(o).where(where),
  ]);
  return {
    records: list.map((r) => ({
      ...orderView(r.order, r.companyName),
      buyer: `${r.realname || "用户"} ${maskPhone(r.phone) ?? ""}`.trim(),
    })),
    total: Number(n),
    ...page,
  };
}

/** 确认收款: staff saw the transfer; the order is paid and its year granted, once (audited). */
export async function confirmOfflinePayment(ctx: Ctx, input: { id: string; note?: string }) {
  requirePermission(ctx, ORDER_PERM.write);
  const [row] = await ctx.db.select().from(o).where(eq(o.id, input.id));
  if (!row) throw notFound("订单");
  if (row.provider !== "offline") throw conflict("在线支付的订单由支付平台通知到账，不能人工确认");
  if (row.status !== "pending") throw conflict(row.status === "paid" ? "订单已确认收款" : "订单已取消");
  const note = input.note?.trim().slice(0, 100) || "对公转账";
  const by = ctx.actor.kind === "user" ? ctx.actor.userId : null;
  const r = await settleOrder(ctx, { id: row.id, amountFen: row.amountFen, tradeNo: note, confirmedBy: by });
  if (!r.granted) throw conflict("订单已确认收款");
  await auditChange(ctx, "order.confirm", { type: "order", id: row.orderNo }, { status: "pending" }, { status: "paid", note });
  return r.order;
}

export async function cancelOrderByStaff(ctx: Ctx, input: { id: string; reason?: string }) {
  requirePermission(ctx, ORDER_PERM.write);
  const [row] = await ctx.db.select().from(o).where(eq(o.id, input.id));
  if (!row) throw notFound("订单");
  const done = await ctx.db
    .update(o)
    .set({ status: "cancelled", updatedAt: ctx.now() })
    .where(and(eq(o.id, row.id), eq(o.status, "pending")))
    .returning();
  if (done.length === 0) throw conflict(row.status === "paid" ? "订单已支付，不能取消" : "订单已取消");
  await auditChange(
    ctx,
    "order.cancel",
    { type: "order", id: row.orderNo },
    { status: "pending" },
    { status: "cancelled", reason: input.reason?.trim() || null },
  );
  return orderView(done[0]);
}
