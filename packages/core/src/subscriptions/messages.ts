import { schema } from "@portal/db";
import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { requireUser } from "../access";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { normalizePage, type Page, type Paged, pagedResult } from "../paging";

const m = schema.userMessages;

export interface MessageView {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

export const MESSAGE_KINDS = { subscription: "订阅推送", reminder: "截止提醒", system: "系统通知" } as const;

/** The message centre, newest first; `unread` narrows to unread ones, `kind` to one kind. */
export async function messagesPaged(
  ctx: Ctx,
  input: Partial<Page> & { unread?: boolean; kind?: string } = {},
): Promise<Paged<MessageView>> {
  const userId = requireUser(ctx);
  const page = normalizePage(input, 20);
  const conds: SQL[] = [eq(m.userId, userId)];
  if (input.unread) conds.push(isNull(m.readAt));
  if (input.kind) {
    if (!Object.hasOwn(MESSAGE_KINDS, input.kind)) throw invalid("消息类型不正确");
    conds.push(eq(m.kind, input.kind));
  }
  const where = and(...conds);
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(m)
      .where(where)
      .orderBy(desc(m.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(m).where(where),
  ]);
  const records = list.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
  return pagedResult(records, Number(n), page);
}

/** The badge in the top bar. */
export async function unreadCount(ctx: Ctx): Promise<number> {
  const userId = requireUser(ctx);
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.userId, userId), isNull(m.readAt)));
  return Number(n);
}

function idList(ids: unknown): number[] {
  if (!Array.isArray(ids) || ids.length > 200) throw invalid("消息编号应为 1–200 个");
  const out = ids.map(Number);
  if (out.some((x) => !Number.isInteger(x) || x < 1)) throw invalid("消息编号不正确");
  return out;
}

/** Marks messages read: the given ones, or all when `ids` is absent. Only the user's own are touched. */
export async function markMessagesRead(ctx: Ctx, ids?: number[]): Promise<{ unread: number }> {
  const userId = requireUser(ctx);
  const where = ids === undefined ? eq(m.userId, userId) : and(eq(m.userId, userId), inArray(m.id, idList(ids)));
  await ctx.db
    .update(m)
    .set({ readAt: ctx.now() })
    .where(and(where, isNull(m.readAt)));
  return { unread: await unreadCount(ctx) };
}

export async function removeMessages(ctx: Ctx, ids: number[]): Promise<{ unread: number }> {
  const userId = requireUser(ctx);
  await ctx.db.delete(m).where(and(eq(m.userId, userId), inArray(m.id, idList(ids))));
  return { unread: await unreadCount(ctx) };
}

/** What the user's deliveries did (the subscription page shows failures and retries). */
export async function deliveriesPaged(ctx: Ctx, input: Partial<Page> = {}) {
  const userId = requireUser(ctx);
  const d = schema.subscriptionDeliveries;
  const page = normalizePage(input, 20);
  const [list, [{ n }]] = await Promise.all([
    ctx.db
      .select({
        id: d.id,
        subscriptionId: d.subscriptionId,
        channel: d.channel,
        title: d.title,
        status: d.status,
        attempts: d.attempts,
        nextAt: d.nextAt,
        lastError: d.lastError,
        sentAt: d.sentAt,
        createdAt: d.createdAt,
      })
      .from(d)
      .where(eq(d.userId, userId))
      .orderBy(desc(d.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.db.select({ n: count() }).from(d).where(eq(d.userId, userId)),
  ]);
  const iso = (x: Date | null) => (x ? x.toISOString() : null);
  return pagedResult(
    list.map((r) => ({ ...r, nextAt: iso(r.nextAt), sentAt: iso(r.sentAt), createdAt: iso(r.createdAt) as string })),
    Number(n),
    page,
  );
}
