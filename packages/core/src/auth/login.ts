import type { Ctx } from "../context";
import { AppError, invalid, rateLimited } from "../errors";
import { clear, count, current, hit, reserve } from "../throttle/throttle";
import { assertPhone, findUserByAccount, findUserByPhone, isStaff, parseAccount, type UserRow } from "./accounts";
import { recordAudit } from "./audit";
import { checkImageCode } from "./captcha";
import { ipOf, sendVerification, verifyCode } from "./codes";
import { type ClientInfo, completeLogin, type LoginResult } from "./complete-login";
import { decoyHash, verifyPassword } from "./password";

/**
 * Password and SMS-code logins. Unknown and known accounts get the same answer in about the same
 * time (an unknown account is checked against a decoy hash).
 *
 * Failed passwords are counted per account and per account + address: after 3 an image code is
 * needed, after 10 (per account) or 5 (from one address for one account) the attempt waits (429).
 * Each attempt reserves its place before the slow hash, so parallel guesses cannot slip past the
 * count. An address alone never locks anybody out (an office behind one NAT, users behind a proxy):
 * past its own threshold it only demands the image code and slows down.
 */
export const LOGIN_RULES = {
  /** Failed passwords for one account name (known or not). */
  accountFailures: { name: "login-fail-acct", limit: 10, windowMs: 15 * 60_000 },
  /** Failed passwords for one account name from one address. */
  accountIpFailures: { name: "login-fail-acct-ip", limit: 5, windowMs: 15 * 60_000 },
  /** Failed passwords from one address, any account: never refuses, see ipIcodeAfter / ipSlowAfter. */
  ipFailures: { name: "login-fail-ip", limit: Number.POSITIVE_INFINITY, windowMs: 15 * 60_000 },
  /** Any login attempt from one IP (SMS-code logins). */
  ipAttempts: { name: "login-ip", limit: 60, windowMs: 15 * 60_000 },
  /** From this many failures of the account on, an image code is needed. */
  icodeAfter: 3,
  /** From this many failures from the address on, every login from it needs an image code… */
  ipIcodeAfter: 9,
  /** …and from this many on, answers come after SLOW_DOWN_MS. */
  ipSlowAfter: 30,
} as const;
const SLOW_DOWN_MS = 400;

export const BAD_CREDENTIALS = "账号或密码错误";

/** Reserves the attempt, enforces the limits and the image code; returns how to settle it. */
async function beginAttempt(ctx: Ctx, accountKey: string, icode: { icodeId?: string; icode?: string }) {
  const ip = ipOf(ctx);
  const ipFailures = await current(ctx, LOGIN_RULES.ipFailures, ip);
  const account = await reserve(ctx, LOGIN_RULES.accountFailures, accountKey);
  const pair = await reserve(ctx, LOGIN_RULES.accountIpFailures, `${accountKey}@${ip}`);
  const release = async () => {
    await account.release();
    await pair.release();
  };
  if (account.before >= LOGIN_RULES.accountFailures.limit || pair.before >= LOGIN_RULES.accountIpFailures.limit) {
    await release();
    throw rateLimited(Math.max(account.retryAfter, pair.retryAfter));
  }
  if (account.before >= LOGIN_RULES.icodeAfter || ipFailures >= LOGIN_RULES.ipIcodeAfter) {
    const given = Boolean(icode.icodeId && icode.icode);
    if (!given || !(await checkImageCode(ctx, icode.icodeId, icode.icode))) {
      await release();
      throw new AppError("CaptchaRequired", given ? "图形验证码错误，请重新输入" : undefined);
    }
  }
  if (ipFailures >= LOGIN_RULES.ipSlowAfter) await new Promise((resolve) => setTimeout(resolve, SLOW_DOWN_MS));
  return {
    /** A right password: the account's failures are forgiven. */
    succeeded: async () => {
      await clear(ctx, LOGIN_RULES.accountFailures, accountKey);
      await clear(ctx, LOGIN_RULES.accountIpFailures, `${accountKey}@${ip}`);
    },
    /** A wrong one: the reserved places stay taken, and the address counts one more. */
    failed: () => count(ctx, LOGIN_RULES.ipFailures, ip),
  };
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
  const attempt = await beginAttempt(ctx, key, input);
  const found = await findUserByAccount(ctx, account);
  const user = found && (!scope || scope(found)) ? found : null;
  // Same work whether or not the account exists or has a password.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user?.passwordHash || !ok) {
    await attempt.failed();
    await recordAudit(ctx, { action: "login.failed", actorId: user?.id, targetType: "user", targetId: user?.id, detail: { method } });
    throw invalid(BAD_CREDENTIALS);
  }
  await attempt.succeeded();
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
