import { schema } from "@portal/db";
import { and, eq, gt } from "drizzle-orm";
import type { Ctx } from "../context";
import type { ClientInfo } from "./client-info";
import { hashToken, newToken } from "./tokens";

/**
 * "Remember this device": a browser that passed a second factor carries a random token in an
 * HttpOnly cookie; the server keeps only its hash, per user, for 30 days from that second factor.
 * Changing the password or resetting the second factor forgets every device of the account.
 */
export const REMEMBER_DEVICE_DAYS = 30;
const REMEMBER_MS = REMEMBER_DEVICE_DAYS * 86_400_000;

export async function isKnownDevice(ctx: Ctx, userId: string, deviceToken: string | undefined): Promise<boolean> {
  if (!deviceToken || deviceToken.length > 200) return false;
  const t = schema.knownDevices;
  const now = ctx.now();
  const rows = await ctx.db
    .update(t)
    .set({ lastSeenAt: now })
    .where(and(eq(t.userId, userId), eq(t.tokenHash, hashToken(deviceToken)), gt(t.expiresAt, now)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Remembers this browser for the user; reuses the browser's device token so one cookie serves several accounts. */
export async function rememberDevice(ctx: Ctx, userId: string, client: ClientInfo): Promise<string> {
  const token = client.deviceToken && client.deviceToken.length <= 200 ? client.deviceToken : newToken();
  const now = ctx.now();
  const t = schema.knownDevices;
  const tokenHash = hashToken(token);
  // One row per user and browser: a second "remember" starts the 30 days again.
  await ctx.db.delete(t).where(and(eq(t.userId, userId), eq(t.tokenHash, tokenHash)));
  await ctx.db.insert(t).values({
    userId,
    tokenHash,
    userAgent: client.userAgent.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + REMEMBER_MS),
  });
  return token;
}

/** Forgets every remembered browser of the user (password changed, second factor reset). */
/** Forgets every remembered browser of a user; returns how many there were. */
export async function forgetDevices(ctx: Ctx, userId: string): Promise<number> {
  const gone = await ctx.db
    .delete(schema.knownDevices)
    .where(eq(schema.knownDevices.userId, userId))
    .returning({ id: schema.knownDevices.id });
  return gone.length;
}
