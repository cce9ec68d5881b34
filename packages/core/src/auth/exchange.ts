import { requireUser } from "../access";
import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { findUserById } from "./accounts";
import { getCurrentUser } from "./current-user";
import { revokeSession } from "./sessions";
import { consumeTicket, issueTicket } from "./tickets";

/**
 * Opening the organisation platform or the open platform in a new window (SPEC §6). Instead of the
 * session token in the URL (DESIGN §4), the URL carries a one-time code valid for 60 seconds that the
 * platform redeems server-to-server for the user's identity.
 */
export const EXCHANGE_TTL_MS = 60_000;
export type Platform = "org" | "open";

export async function createExchangeCode(ctx: Ctx, input: { platform: Platform; baseUrl: string }) {
  const userId = requireUser(ctx);
  const { token } = await issueTicket(ctx, { kind: "exchange", ttlMs: EXCHANGE_TTL_MS, userId, data: { platform: input.platform } });
  await recordAudit(ctx, { action: "exchange.issued", targetType: "platform", targetId: input.platform });
  const sep = input.baseUrl.includes("?") ? "&" : "?";
  return { url: `${input.baseUrl}${sep}code=${encodeURIComponent(token)}`, expiresIn: EXCHANGE_TTL_MS / 1000 };
}

export async function redeemExchangeCode(ctx: Ctx, input: { code: string; platform: Platform }) {
  const ticket = await consumeTicket(ctx, "exchange", input.code);
  if (!ticket?.userId || ticket.data.platform !== input.platform) throw invalid("登录凭证无效或已过期，请从门户重新打开");
  const user = await findUserById(ctx, ticket.userId);
  if (!user) throw invalid("登录凭证无效或已过期，请从门户重新打开");
  await recordAudit(ctx, { action: "exchange.redeemed", actorId: user.id, targetType: "platform", targetId: input.platform });
  return { userId: user.id, realname: user.realname, phone: user.phone, avatarUrl: user.avatarUrl };
}

/** Logout: the session ends at once on the server, not just the cookie in this browser. */
export async function logout(ctx: Ctx) {
  if (ctx.actor.kind !== "user") return { loggedOut: true };
  await revokeSession(ctx, ctx.actor.sessionId);
  await recordAudit(ctx, { action: "logout", targetType: "session", targetId: ctx.actor.sessionId });
  return { loggedOut: true };
}

/** SPEC §3 user info for the session: name, avatar, masked phone, roles; 401 when not logged in. */
export async function userInfo(ctx: Ctx) {
  requireUser(ctx);
  const user = await getCurrentUser(ctx);
  if (!user) throw invalid("账号不存在");
  return user;
}
