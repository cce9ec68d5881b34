import { schema } from "@portal/db";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Ctx } from "../context";
import { hashToken, newToken } from "./tokens";

/** People stay logged in for two weeks of inactivity, at most 60 days; staff for 2 h / 12 h. */
export const SESSION_LIMITS = {
  user: { idleMs: 14 * 86_400_000, absoluteMs: 60 * 86_400_000 },
  staff: { idleMs: 2 * 3_600_000, absoluteMs: 12 * 3_600_000 },
} as const;

/** lastSeenAt is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  sessionId: string;
  userId: string;
  roles: string[];
}

export async function rolesOf(ctx: Ctx, userId: string): Promise<string[]> {
  const rows = await ctx.db.select({ role: schema.staffRoles.role }).from(schema.staffRoles).where(eq(schema.staffRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

/** Starts a session and returns its token (shown to the client once, stored only hashed). */
export async function createSession(ctx: Ctx, input: { userId: string; userAgent?: string; ip?: string }) {
  const roles = await rolesOf(ctx, input.userId);
  const limits = roles.length > 0 ? SESSION_LIMITS.staff : SESSION_LIMITS.user;
  const now = ctx.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + limits.absoluteMs);
  const [row] = await ctx.db
    .insert(schema.sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: (input.userAgent ?? "").slice(0, 300),
      ip: input.ip ?? "",
    })
    .returning({ id: schema.sessions.id });
  return { token, sessionId: row.id, expiresAt };
}

/** The live session of a token, or null when it is unknown, revoked, expired or idle too long. */
export async function resolveSession(ctx: Ctx, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ id: schema.sessions.id, userId: schema.sessions.userId, lastSeenAt: schema.sessions.lastSeenAt, status: schema.users.status })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.tokenHash, hashToken(token)), isNull(schema.sessions.revokedAt), gt(schema.sessions.expiresAt, now)))
    .limit(1);
  // A disabled account's sessions are revoked when it is disabled; this keeps any that slipped by dead too.
  if (!row || row.status === "deleted" || row.status === "disabled") return null;
  const roles = await rolesOf(ctx, row.userId);
  const limits = roles.length > 0 ? SESSION_LIMITS.staff : SESSION_LIMITS.user;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > limits.idleMs) return null;
  if (idle > TOUCH_EVERY_MS) {
    await ctx.db.update(schema.sessions).set({ lastSeenAt: now }).where(eq(schema.sessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId, roles };
}

export async function revokeSession(ctx: Ctx, sessionId: string): Promise<void> {
  await ctx.db
    .update(schema.sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)));
}

/** Ends every session of a user (password change, recovery, deletion), optionally keeping one. */
export async function revokeUserSessions(ctx: Ctx, userId: string, keepSessionId?: string): Promise<void> {
  const mine = and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt));
  await ctx.db
    .update(schema.sessions)
    .set({ revokedAt: ctx.now() })
    .where(keepSessionId ? and(mine, ne(schema.sessions.id, keepSessionId)) : mine);
}
