import { schema } from "@portal/db";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { requirePermission } from "../access";
import { auditChange } from "../audit";
import { maskPhone } from "../auth";
import type { Ctx } from "../context";
import { conflict, invalid, notFound } from "../errors";
import { normalizePage } from "../paging";
import { TENDER_PERM } from "../tender";
import { wakeDeliveries } from "./deliver";

const d = schema.subscriptionDeliveries;
export const DELIVERY_STATES = { pending: "待发送", sending: "发送中", sent: "已发送", failed: "已放弃" } as const;

/** The console's view of subscription deliveries (e-mail, robots): what failed and why. */
export async function listDeliveriesForStaff(ctx: Ctx, input: { status?: string; current?: number; size?: number }) {
  requirePermission(ctx, "outbox:read");
  const page = normalizePage(input, 20);
  const conds: SQL[] = [];
  if (input.status) {
    if (!Object.hasOwn(DELIVERY_STATES, input.status)) throw invalid("推送状态不正确");
    conds.push(eq(d.status, input.status));
  }
  const where = conds.length ? and(...conds) : undefined;
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select({
        id: d.id,
        channel: d.channel,
        title: d.title,
        status: d.status,
        attempts: d.attempts,
        nextAt: d.nextAt,
        lastError: d.lastError,
        sentAt: d.sentAt,
        createdAt: d.createdAt,
        phone: schema.users.phone,
      })
      .from(d)
      .innerJoin(schema.users, eq(schema.users.id, d.userId))
      .where(where)
      .orderBy(desc(d.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(d).where(where),
  ]);
  const iso = (x: Date | null) => (x ? x.toISOString() : null);
  return {
    records: list.map(({ phone, ...r }) => ({
      ...r,
      user: maskPhone(phone) ?? "—",
      statusText: DELIVERY_STATES[r.status as keyof typeof DELIVERY_STATES] ?? r.status,
      nextAt: iso(r.nextAt),
      sentAt: iso(r.sentAt),
      createdAt: iso(r.createdAt) as string,
    })),
    total: Number(n),
    ...page,
  };
}

/** Sends a given-up delivery again (after the user fixed the robot address, say): audited. */
export async function retryDelivery(ctx: Ctx, input: { id: number }) {
  requirePermission(ctx, TENDER_PERM.write);
  const [row] = await ctx.db.select({ status: d.status, attempts: d.attempts }).from(d).where(eq(d.id, input.id));
  if (!row) throw notFound("推送记录");
  if (row.status !== "failed") throw conflict("只有已放弃的推送可以重新发送");
  const updated = await ctx.db
    .update(d)
    .set({ status: "pending", attempts: 0, nextAt: ctx.now(), lastError: null })
    .where(and(eq(d.id, input.id), eq(d.status, "failed")))
    .returning({ id: d.id });
  if (updated.length === 0) throw conflict("只有已放弃的推送可以重新发送");
  await auditChange(
    ctx,
    "delivery.retry",
    { type: "delivery", id: input.id },
    { status: "failed", attempts: row.attempts },
    { status: "pending", attempts: 0 },
  );
  await wakeDeliveries(ctx);
  return { id: input.id, status: "pending" };
}
