import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";
import { companies } from "./identity";

/**
 * Orders for membership plans (/contract). Money in 分 (integers, no rounding); `order_no` is what
 * a bank transfer's remark and the payment gateways carry. pending → paid, or pending → cancelled.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderNo: text("order_no").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 企业版: the organisation the plan is for (its members share it). */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    plan: text("plan").notNull(),
    years: integer("years").notNull().default(1),
    amountFen: integer("amount_fen").notNull(),
    /** offline | wechat | alipay */
    provider: text("provider").notNull(),
    status: text("status").notNull().default("pending"),
    /** The gateway's transaction number, or the staff member's note for a transfer. */
    tradeNo: text("trade_no"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    confirmedBy: uuid("confirmed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_no_uq").on(t.orderNo),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status, t.createdAt),
    check("orders_amount_positive", sql`${t.amountFen} > 0`),
  ],
);

/**
 * A plan held for a period, by a user or an organisation; one row per paid order (`order_id`
 * unique, so a payment confirmed twice grants once). The plan in force is the best row covering today.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("memberships_order_uq").on(t.orderId),
    index("memberships_user_idx").on(t.userId, t.endsOn),
    index("memberships_company_idx").on(t.companyId, t.endsOn),
    check("memberships_holder", sql`(${t.userId} IS NULL) <> (${t.companyId} IS NULL)`),
  ],
);
