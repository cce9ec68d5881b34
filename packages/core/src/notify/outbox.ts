import type { PageQuery } from "@portal/contract";
import { schema } from "@portal/db";
import { count, desc, eq, or } from "drizzle-orm";
import { requirePermission } from "../access";
import type { Ctx } from "../context";

export interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  provider: string;
  status: string;
  /** Plain words for the console: the outbox never delivers anything. */
  statusText: string;
  createdAt: string;
  error: string | null;
}

const STATUS_TEXT: Record<string, string> = { stored: "未发送（站内发件箱）", sent: "已发送", failed: "发送失败" };

/** Messages waiting in the outbox, newest first; staff with outbox:read only (they contain codes). */
export async function listOutbox(ctx: Ctx, input: PageQuery & { recipient?: string }): Promise<{ records: OutboxRow[]; total: number }> {
  requirePermission(ctx, "outbox:read");
  const where = input.recipient ? or(eq(schema.outbox.recipient, input.recipient)) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(schema.outbox)
      .where(where)
      .orderBy(desc(schema.outbox.createdAt), desc(schema.outbox.id))
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    ctx.db.select({ n: count() }).from(schema.outbox).where(where),
  ]);
  return {
    total: n,
    records: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      provider: r.provider,
      status: r.status,
      statusText: STATUS_TEXT[r.status] ?? r.status,
      createdAt: r.createdAt.toISOString(),
      error: r.error,
    })),
  };
}
