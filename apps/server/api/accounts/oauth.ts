import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { safeRedirect } from "@portal/contract";
import {
  AppError,
  bindByPhone,
  type OAuthProvider,
  oauthCallback,
  oauthStart,
  orgCodeLogin,
  orgPasswordLogin,
  orgSendCode,
  sendBindCode,
  wechatUrls,
} from "@portal/core";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Config } from "../../config";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { addPost, icodeFields, passwordField, phoneField, sentSchema, vcodeField } from "./account-routes";
import { answerLogin, clientInfo, issueField, loginDataSchema, PASSWORD_LIMITS_TEXT } from "./auth-helpers";

const TAG = ["第三方与机构登录"];
const NONCE_COOKIE = "oauth_nonce";

/** WeChat login is offered only with both credentials; /weChat and the CSP ask the same question. */
export function wechatConfigured(config: Config): config is Config & { WECHAT_APPID: string; WECHAT_SECRET: string } {
  return Boolean(config.WECHAT_APPID && config.WECHAT_SECRET);
}

/** Providers from configuration: WeChat from WECHAT_APPID/SECRET, others from OAUTH_PROVIDERS (JSON). */
export function oauthProviders(config: Config): Map<string, OAuthProvider> {
  const map = new Map<string, OAuthProvider>();
  if (wechatConfigured(config)) {
    map.set("wechat", {
      type: "wechat",
      name: "微信",
      flavor: "wechat",
      clientId: config.WECHAT_APPID,
      clientSecret: config.WECHAT_SECRET,
      scope: "snsapi_login",
      ...wechatUrls(config.WECHAT_OPEN_BASE, config.WECHAT_API_BASE),
    });
  }
  if (config.OAUTH_PROVIDERS) {
    for (const p of JSON.parse(config.OAUTH_PROVIDERS) as Partial<OAuthProvider>[]) {
      if (p.type && p.clientId && p.tokenUrl && p.authorizeUrl && p.userinfoUrl) {
        map.set(p.type, { name: p.type, flavor: "oidc", clientSecret: "", scope: "", ...p } as OAuthProvider);
      }
    }
  }
  return map;
}

const KNOWN_NAMES: Record<string, string> = { wechat: "微信", qq: "QQ", dingtalk: "钉钉" };

export function oauthRoutes(config: Config) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const providers = oauthProviders(config);
  const origin = (c: Context) => config.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
  const provider = (type: string) => {
    const p = providers.get(type);
    if (!p) throw new AppError("Unavailable", `${KNOWN_NAMES[type] ?? type}登录尚未配置，请使用手机号登录`);
    return p;
  };

  addPost(
    app,
    {
      path: "/user/auth/oauth/providers",
      tags: TAG,
      summary: "可用的第三方登录",
      data: z.array(z.object({ type: z.string(), name: z.string(), configured: z.boolean() })),
    },
    async () => {
      const list = [...providers.values()].map((p) => ({ type: p.type, name: p.name, configured: true }));
      if (!providers.has("wechat")) list.unshift({ type: "wechat", name: "微信", configured: false });
      return list;
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/user/auth/oauth/{type}/start",
      tags: TAG,
      summary: "发起第三方登录（跳转到服务商）",
      description:
        "生成一次性 state 并与本浏览器的随机 Cookie 绑定，然后 302 跳转到服务商授权页；回调地址为 /Oauth/{type}。embed=1：微信二维码内嵌在本站页面的 iframe 中（精简版授权页，扫码确认后整页跳转到回调地址）。",
      request: {
        params: z.object({ type: z.string().max(30) }),
        query: z.object({ redirect: z.string().max(2000).optional(), embed: z.enum(["1"]).optional() }),
      },
      responses: { 302: { description: "跳转到服务商" } },
    }),
    async (c) => {
      const { type } = c.req.valid("param");
      const p = provider(type);
      const { url, nonce } = await oauthStart(c.get("ctx"), {
        provider: p,
        redirectUri: `${origin(c)}/Oauth/${encodeURIComponent(type)}`,
        after: safeRedirect(c.req.valid("query").redirect),
        embed: c.req.valid("query").embed === "1",
      });
      setCookie(c, NONCE_COOKIE, nonce, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: 600,
        secure: origin(c).startsWith("https:"),
      });
      return c.redirect(url, 302);
    },
  );

  const callbackData = loginDataSchema.extend({
    status: z.enum(["OK", "DOUBLE_AUTH", "BIND", "LINKED"]),
    bindTicket: z.string().optional(),
    nickname: z.string().optional(),
    after: z.string(),
  });
  addPost(
    app,
    {
      path: ["/user/auth/loginBy3rd", "/user/auth/v3/wx/login"],
      tags: TAG,
      summary: "第三方登录回调",
      description:
        "/Oauth/{type} 页面把服务商回传的 code 与 state 提交到这里。state 只能用一次且必须来自发起登录的同一浏览器。未绑定的第三方账号返回 BIND 与绑定凭证，需用手机号验证后绑定。",
      body: z.object({
        type: z.string().max(30).default("wechat"),
        code: z.string().max(500),
        state: z.string().max(200),
        issue: issueField,
      }),
      data: callbackData,
    },
    async (c, b) => {
      const r = await oauthCallback(
        c.get("ctx"),
        { provider: provider(b.type), code: b.code, state: b.state, nonce: getCookie(c, NONCE_COOKIE) },
        clientInfo(c),
      );
      if (r.status === "OK" || r.status === "DOUBLE_AUTH") return { ...(await answerLogin(c, r, b.issue)), after: r.after };
      return r;
    },
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/wx/send",
      tags: TAG,
      summary: "第三方账号绑定手机：发送验证码",
      body: z.object({ bindTicket: z.string().max(200), phone: phoneField, ...icodeFields }),
      data: sentSchema,
    },
    async (c, b) => sendBindCode(c.get("ctx"), b),
  );
  addPost(
    app,
    {
      path: "/user/reg/v3/wx/bind",
      tags: TAG,
      summary: "第三方账号绑定手机并登录",
      description: "手机号已有账号则绑定到该账号，否则新建账号（之后可升级注册设置密码）。",
      body: z.object({ bindTicket: z.string().max(200), phone: phoneField, vcode: vcodeField, issue: issueField }),
      data: loginDataSchema,
    },
    async (c, b) => answerLogin(c, await bindByPhone(c.get("ctx"), b, clientInfo(c)), b.issue),
  );
  orgLoginRoutes(app);
  return app;
}

/** Logging in with an organisation's own accounts: its code, then password or SMS code. */
function orgLoginRoutes(app: OpenAPIHono<AppEnv>) {
  const orgCode = z.string().trim().min(1).max(40).openapi({ description: "机构代码" });
  addPost(
    app,
    {
      path: "/user/auth/org/pwd/login",
      tags: TAG,
      summary: "机构账号密码登录",
      description: `机构代码 + 该机构账号的登录名（或手机号）+ 密码；机构代码不符与密码错误的回答相同。${PASSWORD_LIMITS_TEXT}`,
      body: z.object({ orgCode, account: z.string().trim().min(1).max(100), password: passwordField, ...icodeFields, issue: issueField }),
      data: loginDataSchema,
    },
    async (c, b) => answerLogin(c, await orgPasswordLogin(c.get("ctx"), b, clientInfo(c)), b.issue),
  );
  addPost(
    app,
    {
      path: "/user/auth/org/vcode/send",
      tags: TAG,
      summary: "机构账号短信登录：发送验证码",
      body: z.object({ orgCode, phone: phoneField, ...icodeFields }),
      data: sentSchema,
    },
    async (c, b) => orgSendCode(c.get("ctx"), b),
  );
  addPost(
    app,
    {
      path: "/user/auth/org/vcode/login",
      tags: TAG,
      summary: "机构账号短信登录",
      body: z.object({ orgCode, phone: phoneField, vcode: vcodeField, issue: issueField }),
      data: loginDataSchema,
    },
    async (c, b) => answerLogin(c, await orgCodeLogin(c.get("ctx"), b, clientInfo(c)), b.issue),
  );
}
