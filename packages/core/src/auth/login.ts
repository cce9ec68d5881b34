import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { AppError, invalid } from "../errors";
import { admit, forget, hit } from "../throttle";
import { assertPhone, findUserByAccount, findUserByPhone, isStaff, parseAccount, type UserRow } from "./accounts";
import { checkImageCode } from "./captcha";
import { ipOf, sendVerification, verifyCode } from "./codes";
import { type ClientInfo, completeLogin, type LoginResult } from "./complete-login";
import { decoyHash, verifyPassword } from "./password";

/**
 * Password and SMS-code logins. Unknown and known accounts get the same answer in about the same
 * time (an unknown account is checked against a decoy hash).
 *
 * Failed passwords are counted in sliding 15-minute windows, by every password form (personal,
 * organisation, password + SMS code): per account (10), per account from one address (5) and per
 * address over all accounts (30, against password spraying). Past any of them the attempt is
 * answered 429 with Retry-After before any password is checked — a right one neither — so the
 * answer tells nothing. Each attempt takes its places before the slow hash, so parallel guesses
 * cannot slip past a count. A right password forgives the account's failures but not the address's:
 * an attacker who owns one account cannot wipe the count between guesses at others. The price: an
 * office behind one NAT address where 30 passwords fail within 15 minutes waits until the oldest of
 * them is 15 minutes old. From 3 failures of the account, or 9 from the address, an image code is
 * needed as well.
 */
export const LOGIN_RULES = {
  /** Failed passwords for one account name (known or not). */
  accountFailures: { name: "login-fail-acct", limit: 10, windowMs: 15 * 60_000 },
  /** Failed passwords for one account name from one address. */
  accountIpFailures: { name: "login-fail-acct-ip", limit: 5, windowMs: 15 * 60_000 },
  /** Failed passwords from one address, any account. */
  ipFailures: { name: "login-fail-ip", limit: 30, windowMs: 15 * 60_000 },
  /** Any login attempt from one IP (SMS-code logins). */
  ipAttempts: { name: "login-ip", limit: 60, windowMs: 15 * 60_000 },
  /** From this many failures of the account on, an image code is needed. */
  icodeAfter: 3,
  /** From this many failures from the address on, every login from it needs an image code. */
  ipIcodeAfter: 9,
} as const;

export const BAD_CREDENTIALS = "账号或密码错误";

/** Takes the attempt's places (or throws 429), enforces the image code; returns how to settle it. */
async function beginAttempt(ctx: Ctx, accountKey: string, icode: { icodeId?: string; icode?: string }) {
  const ip = ipOf(ctx);
  const taken: { release: () => Promise<void> }[] = [];
  const releaseAll = async () => {
    for (const t of taken) await t.release();
  };
  try {
    const address = await admit(ctx, LOGIN_RULES.ipFailures, ip);
    taken.push(address);
    const account = await admit(ctx, LOGIN_RULES.accountFailures, accountKey);
    taken.push(account);
    taken.push(await admit(ctx, LOGIN_RULES.accountIpFailures, `${accountKey}@${ip}`));
    if (account.before >= LOGIN_RULES.icodeAfter || address.before >= LOGIN_RULES.ipIcodeAfter) {
      const given = Boolean(icode.icodeId && icode.icode);
      if (!given || !(await checkImageCode(ctx, icode.icodeId, icode.icode))) {
        throw new AppError("CaptchaRequired", given ? "图形验证码错误，请重新输入" : undefined);
      }
    }
    return {
      /** A right password: not a failure, and the account's failures are forgiven (the address's are not). */
      succeeded: async () => {
        await address.release();
        await forget(ctx, LOGIN_RULES.accountFailures, accountKey);
        await forget(ctx, LOGIN_RULES.accountIpFailures, `${accountKey}@${ip}`);
      },
    };
  } catch (err) {
    // Refused before any password was checked: the attempt counts nowhere.
    await releaseAll();
    throw err;
  }
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
    // A wrong one: the places taken stay taken.
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
