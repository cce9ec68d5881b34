import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { findUserById, maskTarget, smsTargetOf } from "./accounts";
import { recordAudit } from "./audit";
import { sendVerification, verifyCode } from "./codes";
import { type ClientInfo, type LoginResult, rememberDevice, startSession } from "./complete-login";
import { burnTicket, consumeTicket, peekTicket } from "./tickets";

/**
 * The second step of a login from an unknown browser (and of every staff login): a code sent by SMS
 * or e-mail. Passing it can remember the browser, so the next login from it goes straight through.
 */
const EXPIRED = "验证已过期，请重新登录";

export async function doubleAuthInfo(ctx: Ctx, challenge: string) {
  const ticket = await peekTicket(ctx, "mfa", challenge);
  if (!ticket?.userId) throw invalid(EXPIRED);
  const user = await findUserById(ctx, ticket.userId);
  if (!user) throw invalid(EXPIRED);
  const phone = smsTargetOf(user);
  const channels = [phone ? "sms" : null, user.email ? "email" : null].filter(Boolean) as ("sms" | "email")[];
  return {
    channel: ticket.data.channel as "sms" | "email",
    channels,
    targets: { sms: phone ? maskTarget(phone) : null, email: user.email ? maskTarget(user.email) : null },
  };
}

/** Sends the code again, or by the other channel. */
export async function resendDoubleAuth(ctx: Ctx, input: { challenge: string; channel: "sms" | "email" }) {
  const ticket = await peekTicket(ctx, "mfa", input.challenge);
  if (!ticket?.userId) throw invalid(EXPIRED);
  const user = await findUserById(ctx, ticket.userId);
  const target = !user ? null : input.channel === "sms" ? smsTargetOf(user) : user.email;
  if (!user || !target) throw invalid("该账号没有绑定此验证方式");
  await sendVerification(ctx, { channel: input.channel, target, purpose: "doubleAuth" });
  // The challenge remembers the chosen channel so the code is checked against the right target.
  await ctx.db
    .update(schema.authTickets)
    .set({ data: { ...ticket.data, channel: input.channel } })
    .where(eq(schema.authTickets.id, ticket.id));
  return { maskedTarget: maskTarget(target) };
}

export async function verifyDoubleAuth(
  ctx: Ctx,
  input: { challenge: string; code: string; remember: boolean },
  client: ClientInfo,
): Promise<Extract<LoginResult, { status: "OK" }>> {
  const ticket = await peekTicket(ctx, "mfa", input.challenge);
  if (!ticket?.userId) throw invalid(EXPIRED);
  const user = await findUserById(ctx, ticket.userId);
  const target = !user ? null : ticket.data.channel === "email" ? user.email : smsTargetOf(user);
  if (!user || !target) throw invalid(EXPIRED);
  try {
    await verifyCode(ctx, { target, purpose: "doubleAuth", code: input.code });
  } catch (err) {
    await recordAudit(ctx, { action: "login.second_factor_failed", actorId: user.id, targetType: "user", targetId: user.id });
    throw err;
  }
  if (!(await consumeTicket(ctx, "mfa", input.challenge))) throw invalid(EXPIRED);
  const result = await startSession(ctx, {
    userId: user.id,
    method: (ticket.data.method as "pwd") ?? "pwd",
    client,
    companyId: (ticket.data.companyId as string | null) ?? null,
    cancelDeletion: user.status === "deleting",
  });
  await burnTicket(ctx, ticket.id);
  return input.remember ? { ...result, deviceToken: await rememberDevice(ctx, user.id, client) } : result;
}
