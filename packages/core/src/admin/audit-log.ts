import { schema } from "@portal/db";
import { and, desc, eq, gte, like, lt, sql } from "drizzle-orm";
import { PERM, requirePermission } from "../access";
import { chinaDateTime, chinaDayStart } from "../china-time";
import type { Ctx } from "../context";
import { normalizePage, type Page, pagedResult } from "../paging";
import { countWhere } from "../sql";

const l = schema.auditLog;

export interface AuditQuery extends Partial<Page> {
  actorId?: string;
  /** Prefix match: "news" finds news.create, news.update … */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** YYYY-MM-DD (China time), inclusive. */
  from?: string;
  to?: string;
}

/** Newest first, with the acting person's name and phone where the actor is a user. */
export async function adminAuditListPaged(ctx: Ctx, input: AuditQuery = {}) {
  requirePermission(ctx, PERM.audit);
  const page = normalizePage(input);
  const where = and(
    input.actorId ? eq(l.actorId, input.actorId) : undefined,
    input.action ? like(l.action, `${input.action.replace(/[%_\\]/g, "\\$&")}%`) : undefined,
    input.targetType ? eq(l.targetType, input.targetType) : undefined,
    input.targetId ? eq(l.targetId, input.targetId) : undefined,
    input.from ? gte(l.at, chinaDayStart(input.from)) : undefined,
    input.to ? lt(l.at, new Date(chinaDayStart(input.to).getTime() + 86_400_000)) : undefined,
  );
  const rows = await ctx.db
    .select({
      id: l.id,
      at: l.at,
      actorType: l.actorType,
      actorId: l.actorId,
      actorName: schema.users.realname,
      actorPhone: schema.users.phone,
      action: l.action,
      targetType: l.targetType,
      targetId: l.targetId,
      ip: l.ip,
      detail: l.detail,
    })
    .from(l)
    .leftJoin(schema.users, sql`${schema.users.id}::text = ${l.actorId}`)
    .where(where)
    .orderBy(desc(l.at), desc(l.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const total = await countWhere(ctx, l, where);
  return pagedResult(
    rows.map((r) => ({ ...r, at: chinaDateTime(r.at) as string, detail: (r.detail ?? null) as Record<string, unknown> | null })),
    total,
    page,
  );
}
