import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { findUserById, isStaff, maskTarget, smsTargetOf } from "./accounts";
import { sendVerification, verifyCode } from "./codes";
import { type ClientInfo, type LoginResult, startSession } from "./complete-login";
import { rememberDevice } from "./known-devices";
import { hasTotp, verifySecondFactorCode } from "./second-factor";
import { burnTicket, consumeTicket, peekTicket } from "./tickets";

/**
 * The second step of a login from a browser not remembered (staff included): a code sent by SMS or
 * e-mail, or — for staff who set one up — the authenticator app's code or a recovery code. Passing
 * it can remember the browser for 30 days, so the next login from it goes straight through.
 */
const EXPIRED = "验证已过期，请重新登录";

export async function doubleAuthInfo(ctx: Ctx, challenge: string) {
  const ticket = await peekTicket(ctx, "mfa", challenge);
  if (!ticket?.userId) throw invalid(EXPIRED);
  const user = await findUserById(ctx, ticket.userId);
  if (!user) throw invalid(EXPIRED);
  if (ticket.data.channel === "totp") return { channel: "totp" as const, channels: ["totp" as const], targets: { sms: null, email: null } };
  const phone = smsTargetOf(user);
  const channels = [phone ? "sms" : null, user.email ? "email" : null].filter(Boolean) as ("sms" | "email")[];
  return {
    channel: ticket.data.channel as "sms" | "email" | "totp",
    channels: channels as ("sms" | "email" | "totp")[],
    targets: { sms: phone ? maskTarget(phone) : null, email: user.email ? maskTarget(user.email) : null },
  };
}

/** Sends the code again, or by the other channel. */
export async function resendDoubleAuth(ctx: Ctx, input: { challenge: string; channel: "sms" | "email" }) {
  const ticket = await peekTicket(ctx, "mfa", input.challenge);
  if (!ticket?.userId) throw invalid(EXPIRED);
  // With an authenticator the outbox code is no way round it: lost phones go to an administrator.
  if (ticket.data.channel === "totp") throw invalid("请输入身份验证器中的动态码或恢复码；无法使用时请联系管理员重置");
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
  const totp = ticket.data.channel === "totp";
  const target = !user ? null : ticket.data.channel === "email" ? user.email : smsTargetOf(user);
  if (!user || (!target && !totp)) throw invalid(EXPIRED);
  try {
    if (totp) await verifySecondFactorCode(ctx, user.id, input.code);
    else await verifyCode(ctx, { target: target as string, purpose: "doubleAuth", code: input.code });
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
  const setupTotp = !totp && (await isStaff(ctx, user.id)) && !(await hasTotp(ctx, user.id));
  const deviceToken = input.remember ? await rememberDevice(ctx, user.id, client) : undefined;
  return { ...result, deviceToken, setupTotp };
}
