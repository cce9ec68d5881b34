import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { AppError } from "../errors";
import { assertLoginAllowed, findUserById, isStaff, maskTarget, smsTargetOf } from "./accounts";
import type { ClientInfo } from "./client-info";
import { sendVerification } from "./codes";
import { isKnownDevice } from "./known-devices";
import { hasTotp } from "./second-factor";
import { createSession, revokeSession } from "./sessions";
import { issueTicket } from "./tickets";

// Its own module, so known-devices.ts can name it without importing the login back.
export type { ClientInfo };

export type LoginMethod = "pwd" | "vcode" | "pwdvcode" | "qr" | "oauth" | "org" | "register" | "mfa";

/** How a second factor is given: a code sent by SMS or e-mail, or the staff member's authenticator app. */
export type SecondFactorChannel = "sms" | "email" | "totp";

export type LoginResult =
  | {
      status: "OK";
      userId: string;
      token: string;
      expiresAt: Date;
      deviceToken?: string;
      /** A staff member who passed by an SMS / outbox code: the page offers to set up an authenticator. */
      setupTotp?: boolean;
    }
  | { status: "DOUBLE_AUTH"; challenge: string; channel: SecondFactorChannel; maskedTarget: string; channels: SecondFactorChannel[] };

export const MFA_TTL_MS = 10 * 60_000;
/**
 * The end of every login method. A second factor is asked when the login comes from a browser not
 * remembered for this account (30 days, known-devices.ts), unless the method itself proved
 * possession of the phone (SMS code, QR confirmed on a logged-in phone) — for staff even then. Staff
 * with an authenticator app give its code (no message is sent); others get an SMS / e-mail code.
 * Logging in cancels a pending deletion.
 */
export async function completeLogin(
  ctx: Ctx,
  input: { userId: string; method: LoginMethod; client: ClientInfo; possession: boolean; companyId?: string | null },
): Promise<LoginResult> {
  const user = await findUserById(ctx, input.userId);
  if (!user) throw new Error("completeLogin: user vanished");
  assertLoginAllowed(user);
  const staff = await isStaff(ctx, user.id);
  const known = await isKnownDevice(ctx, user.id, input.client.deviceToken);
  const needSecond = input.method !== "qr" && input.method !== "mfa" && !known && (staff || !input.possession);
  if (needSecond && staff && (await hasTotp(ctx, user.id))) {
    const { token } = await issueTicket(ctx, {
      kind: "mfa",
      ttlMs: MFA_TTL_MS,
      userId: user.id,
      data: { method: input.method, companyId: input.companyId ?? null, channel: "totp" },
    });
    return { status: "DOUBLE_AUTH", challenge: token, channel: "totp", maskedTarget: "", channels: ["totp"] };
  }
  const phone = smsTargetOf(user);
  if (needSecond && (phone || user.email)) {
    const channels = [phone ? "sms" : null, user.email ? "email" : null].filter(Boolean) as ("sms" | "email")[];
    const channel = channels[0];
    const target = (channel === "sms" ? phone : user.email) as string;
    const { token } = await issueTicket(ctx, {
      kind: "mfa",
      ttlMs: MFA_TTL_MS,
      userId: user.id,
      data: { method: input.method, companyId: input.companyId ?? null, channel },
    });
    try {
      await sendVerification(ctx, { channel, target, purpose: "doubleAuth" });
    } catch (err) {
      // A code went out moments ago (a second try within the minute): it is still valid for this
      // challenge, since codes are bound to target + purpose. The page offers to resend later.
      if (!(err instanceof AppError && err.kind === "RateLimited")) throw err;
    }
    await recordAudit(ctx, {
      action: "login.second_factor_sent",
      actorId: user.id,
      targetType: "user",
      targetId: user.id,
      detail: { method: input.method, channel },
    });
    return { status: "DOUBLE_AUTH", challenge: token, channel, maskedTarget: maskTarget(target), channels };
  }
  return startSession(ctx, { ...input, userId: user.id, cancelDeletion: user.status === "deleting" });
}

/** Rotates: the caller's old session ends and a new token is issued. */
export async function startSession(
  ctx: Ctx,
  input: { userId: string; method: LoginMethod; client: ClientInfo; companyId?: string | null; cancelDeletion?: boolean },
): Promise<Extract<LoginResult, { status: "OK" }>> {
  const [account] = await ctx.db.select({ status: schema.users.status }).from(schema.users).where(eq(schema.users.id, input.userId));
  if (account) assertLoginAllowed(account);
  if (input.client.currentSessionId) await revokeSession(ctx, input.client.currentSessionId);
  if (input.cancelDeletion) {
    await ctx.db.update(schema.users).set({ status: "active", deletionRequestedAt: null }).where(eq(schema.users.id, input.userId));
    await recordAudit(ctx, { action: "account.deletion_cancelled", actorId: input.userId, targetType: "user", targetId: input.userId });
  }
  const companyId = input.companyId ?? (await defaultCompany(ctx, input.userId));
  const session = await createSession(ctx, { userId: input.userId, userAgent: input.client.userAgent, ip: input.client.ip });
  await ctx.db.update(schema.sessions).set({ method: input.method, companyId }).where(eq(schema.sessions.id, session.sessionId));
  await recordAudit(ctx, {
    action: "login.success",
    actorId: input.userId,
    targetType: "session",
    targetId: session.sessionId,
    detail: { method: input.method, userAgent: input.client.userAgent.slice(0, 200) },
  });
  return { status: "OK", userId: input.userId, token: session.token, expiresAt: session.expiresAt };
}

async function defaultCompany(ctx: Ctx, userId: string): Promise<string | null> {
  const m = schema.companyMembers;
  const rows = await ctx.db.select({ id: m.companyId, isDefault: m.isDefault }).from(m).where(eq(m.userId, userId));
  return (rows.find((r) => r.isDefault) ?? rows[0])?.id ?? null;
}
