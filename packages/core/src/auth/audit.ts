import { schema } from "@portal/db";
import type { Ctx } from "../context";

/**
 * Records who did what. Never put a password, code or token in `detail`: this table is read by
 * staff and kept for at least 180 days.
 */
export async function recordAudit(
  ctx: Ctx,
  event: { action: string; targetType?: string; targetId?: string; detail?: Record<string, unknown>; actorId?: string },
): Promise<void> {
  const actor = ctx.actor;
  await ctx.db.insert(schema.auditLog).values({
    at: ctx.now(),
    actorType: actor.kind,
    actorId: event.actorId ?? (actor.kind === "user" ? actor.userId : actor.kind === "system" ? actor.job : null),
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    ip: "ip" in actor ? actor.ip : null,
    detail: event.detail ?? null,
  });
}
