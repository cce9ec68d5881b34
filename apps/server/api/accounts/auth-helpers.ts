import { z } from "@hono/zod-openapi";
import { type ClientInfo, getCurrentUser, LOGIN_RULES, type LoginResult, REMEMBER_DEVICE_DAYS, rolesOf } from "@portal/core";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env";
import { setSessionCookie } from "../../middleware/session";

/** Random id of a browser that passed a second factor and asked to be remembered (30 days; stored hashed in known_devices). */
export const DEVICE_COOKIE = "did";
/** The pending second-factor challenge of this browser, so /doubleAuth survives a reload. */
export const MFA_COOKIE = "mfa";

const secure = (c: Context) => c.get("https") === true;

const minutes = (ms: number) => ms / 60_000;
/**
 * The failed-password limits, in the description of every route that checks a password; the
 * numbers come from LOGIN_RULES, so the text cannot drift from what the server does.
 */
export const PASSWORD_LIMITS_TEXT =
  `密码错误按滑动时间窗计数，个人、机构、密码 + 短信各种登录方式合并计算：同一账号失败 ${LOGIN_RULES.icodeAfter} 次后、或同一 IP 失败 ` +
  `${LOGIN_RULES.ipIcodeAfter} 次后需要图形验证码（错误码 40002）；同一账号 ${minutes(LOGIN_RULES.accountFailures.windowMs)} 分钟内失败 ` +
  `${LOGIN_RULES.accountFailures.limit} 次、同一账号在同一 IP 失败 ${LOGIN_RULES.accountIpFailures.limit} 次、或同一 IP（不论账号）` +
  `${minutes(LOGIN_RULES.ipFailures.windowMs)} 分钟内失败 ${LOGIN_RULES.ipFailures.limit} 次后返回 429（错误码 42901）与 Retry-After（秒），` +
  "届时不再校验任何密码（正确的也不校验），直到最早的一次失败移出时间窗。登录成功清除该账号的失败次数，但不清除该 IP 的失败次数。";

export function clientInfo(c: Context<AppEnv>): ClientInfo {
  const actor = c.get("ctx").actor;
  return {
    userAgent: c.req.header("user-agent") ?? "",
    ip: "ip" in actor ? actor.ip : "",
    deviceToken: getCookie(c, DEVICE_COOKIE),
    currentSessionId: actor.kind === "user" ? actor.sessionId : undefined,
  };
}

export function mfaChallengeOf(c: Context<AppEnv>, body?: string | null): string {
  return body || getCookie(c, MFA_COOKIE) || "";
}

/** How the caller wants its session: an HttpOnly cookie (browsers, default) or the token in the body (API clients). */
export const issueField = z
  .enum(["cookie", "bearer"])
  .optional()
  .openapi({ description: "cookie：浏览器，会话放在 HttpOnly Cookie 中（默认）；bearer：API 客户端，响应中返回 token" });

export const secondFactorChannel = z
  .enum(["sms", "email", "totp"])
  .openapi({ description: "sms / email：验证码发到手机或邮箱；totp：工作人员的身份验证器动态码（或恢复码）" });

export const loginDataSchema = z
  .object({
    status: z.enum(["OK", "DOUBLE_AUTH"]),
    token: z.string().optional().openapi({ description: "仅 issue=bearer 时返回" }),
    user: z
      .object({
        id: z.string(),
        realname: z.string(),
        avatarUrl: z.string().nullable(),
        maskedPhone: z.string().nullable(),
        roles: z.array(z.string()),
      })
      .optional(),
    challenge: z.string().optional().openapi({ description: "需要二次验证时的凭证" }),
    channel: secondFactorChannel.optional(),
    channels: z.array(secondFactorChannel).optional(),
    maskedTarget: z.string().optional(),
    setupTotp: z.boolean().optional().openapi({ description: "工作人员以短信 / 发件箱验证码通过二次验证：建议绑定身份验证器" }),
  })
  .openapi("LoginResult");
export type LoginData = z.infer<typeof loginDataSchema>;

/** Turns a login result into cookies and the answer; the session token only ever goes to the client once. */
export async function answerLogin(c: Context<AppEnv>, result: LoginResult, issue: "cookie" | "bearer" = "cookie"): Promise<LoginData> {
  if (result.status === "DOUBLE_AUTH") {
    if (issue === "cookie") {
      setCookie(c, MFA_COOKIE, result.challenge, { httpOnly: true, sameSite: "Lax", secure: secure(c), path: "/", maxAge: 600 });
    }
    return {
      status: "DOUBLE_AUTH",
      challenge: result.challenge,
      channel: result.channel,
      channels: result.channels,
      maskedTarget: result.maskedTarget,
    };
  }
  if (result.deviceToken) {
    setCookie(c, DEVICE_COOKIE, result.deviceToken, {
      httpOnly: true,
      sameSite: "Lax",
      secure: secure(c),
      path: "/",
      maxAge: REMEMBER_DEVICE_DAYS * 86_400,
    });
  }
  deleteCookie(c, MFA_COOKIE, { path: "/" });
  const ctx = c.get("ctx");
  const actor = { kind: "user" as const, userId: result.userId, sessionId: "", roles: await rolesOf(ctx, result.userId), ip: "" };
  const user = (await getCurrentUser({ ...ctx, actor })) ?? undefined;
  const setupTotp = result.setupTotp || undefined;
  if (issue === "bearer") return { status: "OK", token: result.token, user, setupTotp };
  setSessionCookie(c, result.token, result.expiresAt);
  return { status: "OK", user, setupTotp };
}
