import type { Ctx } from "../context";
import { AppError, invalid } from "../errors";
import { check, clear, count, current, hit } from "../throttle/throttle";
import { assertPhone, findUserByAccount, findUserByPhone, isStaff, parseAccount, type UserRow } from "./accounts";
import { recordAudit } from "./audit";
import { checkImageCode } from "./captcha";
import { ipOf, sendVerification, verifyCode } from "./codes";
import { type ClientInfo, completeLogin, type LoginResult } from "./complete-login";
import { decoyHash, verifyPassword } from "./password";

/**
 * Password and SMS-code logins. Unknown and known accounts get the same answer in about the same
 * time (an unknown account is checked against a decoy hash). Failures are counted per account and
 * per IP: after a few an image code is required, after more the account or IP waits (429).
 */
export const LOGIN_RULES = {
  /** Any login attempt from one IP. */
  ipAttempts: { name: "login-ip", limit: 60, windowMs: 15 * 60_000 },
  /** Failed passwords for one account name (known or not). */
  accountFailures: { name: "login-fail-acct", limit: 10, windowMs: 15 * 60_000 },
  ipFailures: { name: "login-fail-ip", limit: 30, windowMs: 15 * 60_000 },
  /** From this many failures on, an image code is needed. */
  icodeAfter: 3,
} as const;

export const BAD_CREDENTIALS = "账号或密码错误";

async function guardAttempt(ctx: Ctx, accountKey: string, icode: { icodeId?: string; icode?: string }) {
  const ip = ipOf(ctx);
  await hit(ctx, LOGIN_RULES.ipAttempts, ip);
  await check(ctx, LOGIN_RULES.accountFailures, accountKey);
  await check(ctx, LOGIN_RULES.ipFailures, ip);
  const failures = Math.max(await current(ctx, LOGIN_RULES.accountFailures, accountKey), 0);
  const ipFailures = await current(ctx, LOGIN_RULES.ipFailures, ip);
  if (failures >= LOGIN_RULES.icodeAfter || ipFailures >= LOGIN_RULES.icodeAfter * 3) {
    if (!icode.icodeId || !icode.icode) throw new AppError("CaptchaRequired");
    if (!(await checkImageCode(ctx, icode.icodeId, icode.icode))) throw new AppError("CaptchaRequired", "图形验证码错误，请重新输入");
  }
}

async function failed(ctx: Ctx, accountKey: string, user: UserRow | null, method: string) {
  await count(ctx, LOGIN_RULES.accountFailures, accountKey);
  await count(ctx, LOGIN_RULES.ipFailures, ipOf(ctx));
  await recordAudit(ctx, { action: "login.failed", actorId: user?.id, targetType: "user", targetId: user?.id, detail: { method } });
}

/** Checks account + password; returns the user or throws the one generic failure. */
export async function checkPassword(
  ctx: Ctx,
  input: { account: string; password: string; icodeId?: string; icode?: string },
  method = "pwd",
  scope?: (u: UserRow) => boolean,
): Promise<UserRow> {
  const account = parseAccount(input.account);
  const key = `${account.kind}:${account.value}`;
  await guardAttempt(ctx, key, input);
  const found = await findUserByAccount(ctx, account);
  const user = found && (!scope || scope(found)) ? found : null;
  // Same work whether or not the account exists or has a password.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user?.passwordHash || !ok) {
    await failed(ctx, key, user, method);
    throw invalid(BAD_CREDENTIALS);
  }
  await clear(ctx, LOGIN_RULES.accountFailures, key);
  return user;
}

export async function loginByPassword(
  ctx: Ctx,
  input: { account: string; password: string; icodeId?: string; icode?: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const user = await checkPassword(ctx, input);
  return completeLogin(ctx, { userId: user.id, method: "pwd", client, possession: false });
}

/** Sends a login code; an unregistered phone gets a notice instead, and the caller the same answer. */
export async function sendLoginCode(ctx: Ctx, input: { phone: string; icodeId?: string; icode?: string }) {
  const phone = assertPhone(input.phone);
  if (!(await checkImageCode(ctx, input.icodeId, input.icode))) throw new AppError("CaptchaRequired", "图形验证码错误，请重新输入");
  const user = await findUserByPhone(ctx, phone);
  return sendVerification(ctx, {
    channel: "sms",
    target: phone,
    purpose: "login",
    notice: user ? undefined : "该手机号尚未注册筑信工程云账号，如需使用请先注册。如非本人操作请忽略。",
  });
}

export async function loginByCode(ctx: Ctx, input: { phone: string; vcode: string }, client: ClientInfo): Promise<LoginResult> {
  const phone = assertPhone(input.phone);
  await hit(ctx, LOGIN_RULES.ipAttempts, ipOf(ctx));
  await verifyCode(ctx, { target: phone, purpose: "login", code: input.vcode });
  const user = await findUserByPhone(ctx, phone);
  if (!user) throw invalid("验证码错误或已过期，请重新获取");
  return completeLogin(ctx, { userId: user.id, method: "vcode", client, possession: !(await isStaff(ctx, user.id)) });
}

/**
 * Password + SMS code in one step (pwdvcode). The code is sent only when the password is right, but
 * the answer is the same either way, so the call cannot be used to test passwords quietly.
 */
export async function sendPasswordLoginCode(ctx: Ctx, input: { account: string; password: string; icodeId?: string; icode?: string }) {
  let user: UserRow | null = null;
  try {
    user = await checkPassword(ctx, input, "pwdvcode");
  } catch (err) {
    if (err instanceof AppError && err.kind === "Invalid" && err.userMessage === BAD_CREDENTIALS) return { resendAfter: 60 };
    throw err;
  }
  if (!user.phone) throw invalid("该账号未绑定手机号，请使用密码登录");
  return sendVerification(ctx, { channel: "sms", target: user.phone, purpose: "login" });
}

export async function loginByPasswordAndCode(
  ctx: Ctx,
  input: { account: string; password: string; vcode: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const user = await checkPassword(ctx, input, "pwdvcode");
  if (!user.phone) throw invalid(BAD_CREDENTIALS);
  await verifyCode(ctx, { target: user.phone, purpose: "login", code: input.vcode });
  return completeLogin(ctx, { userId: user.id, method: "pwdvcode", client, possession: !(await isStaff(ctx, user.id)) });
}
