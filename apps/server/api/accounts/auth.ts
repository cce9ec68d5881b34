import { timingSafeEqual } from "node:crypto";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { QR_LOGIN_STATES } from "@portal/contract";
import {
  AppError,
  answerQrLogin,
  createExchangeCode,
  createQrLogin,
  doubleAuthInfo,
  loginByCode,
  loginByPassword,
  loginByPasswordAndCode,
  logout,
  newImageCode,
  passwordStrength,
  pollQrLogin,
  redeemExchangeCode,
  resendDoubleAuth,
  SECOND_FACTOR_RULES,
  scanQrLogin,
  sendLoginCode,
  sendPasswordLoginCode,
  userInfo,
  verifyDoubleAuth,
} from "@portal/core";
import { deleteCookie } from "hono/cookie";
import type { Config } from "../../config";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { clearSessionCookie } from "../../middleware/session";
import { addPost, icodeFields, icodeSchema, passwordField, phoneField, sentSchema, vcodeField } from "./account-routes";
import {
  answerLogin,
  clientInfo,
  issueField,
  loginDataSchema,
  MFA_COOKIE,
  mfaChallengeOf,
  PASSWORD_LIMITS_TEXT,
  secondFactorChannel,
} from "./auth-helpers";

const TAG = ["登录与会话"];
const userSchema = z
  .object({
    id: z.string(),
    realname: z.string(),
    avatarUrl: z.string().nullable(),
    maskedPhone: z.string().nullable(),
    roles: z.array(z.string()),
  })
  .openapi("UserInfo");
const account = z.string().trim().min(1).max(100).openapi({ description: "手机号、邮箱或用户名", example: "13800138000" });

/** v3 auth calls and their legacy /user/auth/* names (SPEC §7), answered by the same services. */
/**
 * The one-time code names a person; only the platform it was made for may turn it into their
 * identity. The platform's server proves itself with HTTP Basic (user = platform, password = its
 * secret); without a configured secret nothing can be redeemed.
 */
function assertPlatformClient(authorization: string | undefined, platform: "org" | "open", secret: string | undefined) {
  if (!secret) throw new AppError("Forbidden", "该平台尚未配置接入凭据，暂不能兑换登录码");
  const given = authorization?.match(/^Basic ([A-Za-z0-9+/=]+)$/)?.[1];
  const expected = Buffer.from(`${platform}:${secret}`);
  const actual = given ? Buffer.from(given, "base64") : Buffer.alloc(0);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new AppError("Unauthenticated", "平台凭据不正确");
}

export function authRoutes(limit: LimiterFactory, config: Config) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const icodeLimit = limit({ name: "icode", points: 60, durationSec: 60 });
  for (const p of ["/user/auth/icode", "/user/reg/code", "/user/findPwd/code", "/user/findPwd/refreshIcode", "/user/reg/v3/upgrade/code"])
    app.use(p, icodeLimit);

  loginRoutes(app);
  secondFactorRoutes(app);
  sessionRoutes(app);
  qrLoginRoutes(app, limit, config);
  exchangeCodeRoutes(app, config);

  return app;
}

/** The image code and the three ways to log in: password, SMS code, password + SMS code. */
function loginRoutes(app: OpenAPIHono<AppEnv>) {
  addPost(
    app,
    {
      path: "/user/auth/icode",
      tags: TAG,
      summary: "获取图形验证码",
      description:
        "返回一张 PNG 图形验证码（data: URL）与其编号，5 分钟内有效，只能校验一次（答错也作废），答案不区分大小写。" +
        "图片为像素图，答案不在任何文本或矢量数据中。",
      data: icodeSchema,
    },
    async (c) => newImageCode(c.get("ctx")),
  );

  addPost(
    app,
    {
      path: ["/user/auth/v3/pwd/login", "/user/auth/loginByPwd", "/user/auth/loginByPwdCode"],
      tags: TAG,
      summary: "密码登录",
      description: `账号（手机号 / 邮箱 / 用户名）+ 密码。${PASSWORD_LIMITS_TEXT}未知账号与密码错误的回答相同。陌生设备与管理人员需二次验证（status=DOUBLE_AUTH）。`,
      body: z.object({ account, password: passwordField, ...icodeFields, issue: issueField }),
      data: loginDataSchema,
    },
    async (c, b) => answerLogin(c, await loginByPassword(c.get("ctx"), b, clientInfo(c)), b.issue),
  );

  addPost(
    app,
    {
      path: ["/user/auth/v3/vcode/send", "/user/auth/sendVcode"],
      tags: TAG,
      summary: "发送登录短信验证码",
      description:
        "需先填写图形验证码。每个手机号 60 秒一次（同时到达的多次发送也只发出一条，其余返回 429）、每小时 5 次、每天 10 次，每个 IP 每小时 20 次、每天 50 次。未注册的手机号收到提示短信，接口回答相同。",
      body: z.object({ phone: phoneField, ...icodeFields }),
      data: sentSchema,
    },
    async (c, b) => sendLoginCode(c.get("ctx"), b),
  );

  addPost(
    app,
    {
      path: ["/user/auth/v3/vcode/login", "/user/auth/loginByVcode"],
      tags: TAG,
      summary: "短信验证码登录",
      body: z.object({ phone: phoneField, vcode: vcodeField, issue: issueField }),
      data: loginDataSchema,
    },
    async (c, b) => answerLogin(c, await loginByCode(c.get("ctx"), b, clientInfo(c)), b.issue),
  );

  addPost(
    app,
    {
      path: ["/user/auth/v3/pwdvcode/send", "/user/auth/sendVcodePwd"],
      tags: TAG,
      summary: "密码 + 短信登录：发送验证码",
      description: `密码正确时向账号绑定的手机发送验证码；无论密码是否正确，回答都相同。${PASSWORD_LIMITS_TEXT}`,
      body: z.object({ account, password: passwordField, ...icodeFields }),
      data: sentSchema,
    },
    async (c, b) => sendPasswordLoginCode(c.get("ctx"), b),
  );

  addPost(
    app,
    {
      path: ["/user/auth/v3/pwdvcode/login", "/user/auth/loginByPwdVcode"],
      tags: TAG,
      summary: "密码 + 短信验证码登录",
      description: `账号 + 密码 + 发到绑定手机的验证码。${PASSWORD_LIMITS_TEXT}`,
      body: z.object({ account, password: passwordField, vcode: vcodeField, issue: issueField }),
      data: loginDataSchema,
    },
    async (c, b) => answerLogin(c, await loginByPasswordAndCode(c.get("ctx"), b, clientInfo(c)), b.issue),
  );
}

/** The second factor asked of a new device or a staff member. */
function secondFactorRoutes(app: OpenAPIHono<AppEnv>) {
  addPost(
    app,
    {
      path: "/user/auth/doubleAuth/info",
      tags: TAG,
      summary: "二次验证：当前验证方式",
      body: z.object({ challenge: z.string().max(200).optional() }),
      data: z.object({
        channel: secondFactorChannel,
        channels: z.array(secondFactorChannel),
        targets: z.object({ sms: z.string().nullable(), email: z.string().nullable() }),
      }),
    },
    async (c, b) => doubleAuthInfo(c.get("ctx"), mfaChallengeOf(c, b.challenge)),
  );

  addPost(
    app,
    {
      path: "/user/auth/doubleAuth/send",
      tags: TAG,
      summary: "二次验证：重新发送或改用其他方式",
      body: z.object({ challenge: z.string().max(200).optional(), channel: z.enum(["sms", "email"]) }),
      data: z.object({ maskedTarget: z.string() }),
    },
    async (c, b) => resendDoubleAuth(c.get("ctx"), { challenge: mfaChallengeOf(c, b.challenge), channel: b.channel }),
  );

  addPost(
    app,
    {
      path: ["/user/auth/v3/bindClient", "/user/auth/doubleAuth/verify"],
      tags: TAG,
      summary: "二次验证：提交验证码并（可选）记住此设备",
      description:
        "remember=true 时在此浏览器写入 30 天有效的设备标识（HttpOnly Cookie，服务器只保存其哈希），30 天内从此设备登录无需二次验证（工作人员同样适用）；修改密码或管理员重置二次验证后失效。" +
        `channel=totp 时提交身份验证器的 6 位动态码或一个恢复码；同一账号 ${SECOND_FACTOR_RULES.failures.windowMs / 60_000} 分钟内错 ${SECOND_FACTOR_RULES.failures.limit} 次后返回 429。`,
      body: z.object({
        challenge: z.string().max(200).optional(),
        vcode: z.string().trim().max(20).openapi({ description: "短信 / 邮件验证码，或身份验证器动态码，或恢复码（如 abcde-fghij）" }),
        remember: z.boolean().default(true),
        issue: issueField,
      }),
      data: loginDataSchema,
    },
    async (c, b) =>
      answerLogin(
        c,
        await verifyDoubleAuth(
          c.get("ctx"),
          { challenge: mfaChallengeOf(c, b.challenge), code: b.vcode, remember: b.remember },
          clientInfo(c),
        ),
        b.issue,
      ),
  );
}

/** Who is logged in, logging out, and the password-strength meter. */
function sessionRoutes(app: OpenAPIHono<AppEnv>) {
  addPost(
    app,
    {
      path: ["/user/auth/v3/userinfo", "/user/auth/userinfo"],
      tags: TAG,
      summary: "当前用户信息",
      description: "未登录返回 401。",
      data: userSchema,
    },
    async (c) => userInfo(c.get("ctx")),
  );

  addPost(app, { path: "/user/auth/userid", tags: TAG, summary: "当前用户编号", data: z.object({ userId: z.string() }) }, async (c) => ({
    userId: (await userInfo(c.get("ctx"))).id,
  }));

  addPost(
    app,
    {
      path: ["/user/auth/logout", "/user/auth/v3/logout"],
      tags: TAG,
      summary: "退出登录",
      description: "立即在服务器端结束当前会话。",
      data: z.object({ loggedOut: z.boolean() }),
    },
    async (c) => {
      const result = await logout(c.get("ctx"));
      clearSessionCookie(c);
      deleteCookie(c, MFA_COOKIE, { path: "/" });
      return result;
    },
  );

  addPost(
    app,
    {
      path: "/user/auth/getPasswordStrength",
      tags: TAG,
      summary: "密码强度",
      description: "注册、改密时边输入边检查：长度 8–128、不能是常见密码、不能包含手机号。",
      body: z.object({ password: z.string().max(200), phone: z.string().max(20).optional() }),
      data: z.object({
        score: z.number().int(),
        level: z.enum(["weak", "medium", "strong"]),
        levelText: z.string(),
        problems: z.array(z.string()),
        acceptable: z.boolean(),
      }),
    },
    async (_c, b) => passwordStrength(b.password, { phone: b.phone }),
  );
}

/** QR-code login: the page shows a code, the phone app scans and confirms it. */
function qrLoginRoutes(app: OpenAPIHono<AppEnv>, limit: LimiterFactory, config: Config) {
  const states = z.enum(Object.keys(QR_LOGIN_STATES) as [keyof typeof QR_LOGIN_STATES]);
  app.use("/user/auth/v3/scan/qrcode", limit({ name: "qr-create", points: 30, durationSec: 60 }));
  addPost(
    app,
    {
      path: ["/user/auth/v3/scan/qrcode", "/user/auth/qrcode"],
      tags: TAG,
      summary: "扫码登录：生成二维码",
      description: "二维码图片 300 像素、边距 1、低纠错级别、JPEG、黑码白底；3 分钟内有效。qrId 只给本浏览器轮询用，不在二维码里。",
      data: z.object({ qrId: z.string(), image: z.string(), expiresAt: z.string(), expiresIn: z.number() }),
    },
    async (c) => {
      const info = clientInfo(c);
      const origin = config.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
      return createQrLogin(c.get("ctx"), { origin, userAgent: info.userAgent, ip: info.ip });
    },
  );
  addPost(
    app,
    {
      path: ["/user/auth/v3/scan/status", "/user/auth/scanStatus"],
      tags: TAG,
      summary: "扫码登录：轮询状态",
      description: "WAITING 等待扫码 → SCANED 已扫码待确认 → LOGINED 登录成功（此时写入会话）；超时或手机端拒绝为 TIMEOUT。",
      body: z.object({ qrId: z.string().max(200), issue: issueField }),
      data: z.object({
        state: states,
        stateText: z.string(),
        refused: z.boolean().optional(),
        token: z.string().optional(),
        user: userSchema.optional(),
      }),
    },
    async (c, b) => {
      const r = await pollQrLogin(c.get("ctx"), b.qrId, clientInfo(c));
      if (!r.login) return { state: r.state, stateText: r.refused ? "已在手机上取消登录" : QR_LOGIN_STATES[r.state], refused: r.refused };
      const answered = await answerLogin(c, r.login, b.issue);
      return { state: r.state, stateText: QR_LOGIN_STATES[r.state], token: answered.token, user: answered.user };
    },
  );
  addPost(
    app,
    {
      path: "/user/auth/v3/scan/scan",
      tags: TAG,
      summary: "扫码登录：手机端扫码",
      description: "需已登录；返回发起登录的浏览器信息供确认。",
      body: z.object({ code: z.string().max(200) }),
      data: z.object({ userAgent: z.string(), ip: z.string(), createdAt: z.string(), expiresAt: z.string() }),
    },
    async (c, b) => scanQrLogin(c.get("ctx"), b.code),
  );
  addPost(
    app,
    {
      path: "/user/auth/v3/scan/confirm",
      tags: TAG,
      summary: "扫码登录：手机端确认或拒绝",
      body: z.object({ code: z.string().max(200), approve: z.boolean() }),
      data: z.object({ approved: z.boolean() }),
    },
    async (c, b) => answerQrLogin(c.get("ctx"), b),
  );
}

/** One-time exchange codes for the organisation and open platforms. */
function exchangeCodeRoutes(app: OpenAPIHono<AppEnv>, config: Config) {
  addPost(
    app,
    {
      path: "/user/auth/exchange/create",
      tags: TAG,
      summary: "打开机构平台 / 开放平台：一次性登录码",
      description: "返回带一次性登录码（60 秒内有效、只能用一次）的地址，在新窗口打开；地址中不含会话令牌。",
      body: z.object({ platform: z.enum(["org", "open"]) }),
      data: z.object({ url: z.string(), expiresIn: z.number() }),
    },
    async (c, b) =>
      createExchangeCode(c.get("ctx"), {
        platform: b.platform,
        baseUrl: b.platform === "org" ? config.ORG_PLATFORM_URL : config.OPEN_PLATFORM_URL,
      }),
  );
  addPost(
    app,
    {
      path: "/user/auth/exchange/redeem",
      tags: TAG,
      summary: "平台兑换一次性登录码",
      description:
        '由机构平台 / 开放平台的服务器调用，返回用户身份。须带平台凭据：Authorization: Basic base64(org 或 open + ":" + 平台密钥)，密钥为 ORG_PLATFORM_SECRET / OPEN_PLATFORM_SECRET。',
      body: z.object({ code: z.string().max(200), platform: z.enum(["org", "open"]) }),
      data: z.object({ userId: z.string(), realname: z.string(), phone: z.string().nullable(), avatarUrl: z.string().nullable() }),
    },
    async (c, b) => {
      assertPlatformClient(
        c.req.header("authorization"),
        b.platform,
        b.platform === "org" ? config.ORG_PLATFORM_SECRET : config.OPEN_PLATFORM_SECRET,
      );
      return redeemExchangeCode(c.get("ctx"), b);
    },
  );
}
