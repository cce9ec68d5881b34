import { schema } from "@portal/db";
import { and, eq } from "drizzle-orm";
import { requireUser } from "../access";
import { recordAudit } from "../audit";
import type { Ctx } from "../context";
import { AppError, invalid } from "../errors";
import { configured, defaultHttp, type HttpClient } from "../http";
import { assertPhone, findUserByPhone, isStaff } from "./accounts";
import { checkImageCode } from "./captcha";
import { sendVerification, verifyCode } from "./codes";
import { type ClientInfo, completeLogin, type LoginResult } from "./complete-login";
import { consumeTicket, issueTicket, peekTicket } from "./tickets";
import { hashToken, newToken } from "./tokens";

/**
 * A generic OAuth 2 / OpenID Connect client (authorization-code flow) with WeChat's open-platform
 * variant (appid/secret parameter names, openid/unionid). The `state` is single-use and bound to a
 * nonce cookie of the browser that started the flow, so a callback cannot be replayed or planted.
 */
export interface OAuthProvider {
  type: string;
  name: string;
  flavor: "oidc" | "wechat";
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** Field of the userinfo answer that identifies the person (OIDC: sub). */
  subjectField?: string;
}

export const WECHAT_OPEN_BASE = "https://open.weixin.qq.com";
export const WECHAT_API_BASE = "https://api.weixin.qq.com";

/** WeChat's endpoints under its two hosts; other bases only for a gateway in front of them or a test's stand-in. */
export function wechatUrls(openBase = WECHAT_OPEN_BASE, apiBase = WECHAT_API_BASE) {
  return {
    authorizeUrl: `${openBase}/connect/qrconnect`,
    tokenUrl: `${apiBase}/sns/oauth2/access_token`,
    userinfoUrl: `${apiBase}/sns/userinfo`,
  };
}

const STATE_TTL_MS = 10 * 60_000;
const BIND_TTL_MS = 15 * 60_000;
const STATE_FAILED = "登录状态校验失败，请重新发起登录";
const CODE_REFUSED = "微信授权已失效，请重新扫码登录";
const UNAVAILABLE = "第三方登录服务暂时不可用，请稍后再试";
/**
 * WeChat answers every error with HTTP 200 and an errcode. These ones are about the code itself
 * (invalid, already used, missing): the person should scan again, the service is fine.
 */
const WECHAT_BAD_CODE = new Set([40029, 40163, 41008]);

/**
 * `embed`: the page shows WeChat's QR page in an iframe, as wxLogin.js does — the compact layout
 * (login_type=jssdk) that sends the top window, not the frame, to the callback (self_redirect=false).
 */
export async function oauthStart(ctx: Ctx, input: { provider: OAuthProvider; redirectUri: string; after: string; embed?: boolean }) {
  const nonce = newToken();
  const { token: state } = await issueTicket(ctx, {
    kind: "oauth",
    ttlMs: STATE_TTL_MS,
    data: { type: input.provider.type, nonce: hashToken(nonce), after: input.after, redirectUri: input.redirectUri },
  });
  const p = input.provider;
  const params = new URLSearchParams(
    p.flavor === "wechat"
      ? {
          appid: p.clientId,
          redirect_uri: input.redirectUri,
          response_type: "code",
          scope: p.scope || "snsapi_login",
          state,
          ...(input.embed ? { login_type: "jssdk", self_redirect: "false" } : {}),
        }
      : { client_id: p.clientId, redirect_uri: input.redirectUri, response_type: "code", scope: p.scope || "openid profile", state },
  );
  const url = `${p.authorizeUrl}?${params}${p.flavor === "wechat" ? "#wechat_redirect" : ""}`;
  return { url, nonce };
}

/**
 * One call to the provider through the outgoing-HTTP port: only its configured token and userinfo
 * endpoints are reached (trusted: they come from WECHAT_API_BASE or OAUTH_PROVIDERS), 10 s, 1 MB.
 * `badCode` tells an answer that refuses the person's code (scan again) from one about the service.
 */
async function fetchJson(
  http: HttpClient,
  p: OAuthProvider,
  url: string,
  init?: RequestInit,
  badCode?: (body: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const res = await http
    .fetch(url, { ...init, ...configured(p.tokenUrl, p.userinfoUrl), timeoutMs: 10_000, totalMs: 10_000, maxBytes: 1024 * 1024 })
    .catch(() => null);
  if (!res) throw new AppError("Unavailable", UNAVAILABLE);
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (badCode?.(body)) throw invalid(CODE_REFUSED);
  if (!res.ok || body.errcode || body.error) throw new AppError("Unavailable", UNAVAILABLE);
  return body;
}

/** Trades the code for the person's id at the provider. */
async function identify(http: HttpClient, p: OAuthProvider, code: string, redirectUri: string) {
  if (p.flavor === "wechat") {
    const q = new URLSearchParams({ appid: p.clientId, secret: p.clientSecret, code, grant_type: "authorization_code" });
    const tok = await fetchJson(http, p, `${p.tokenUrl}?${q}`, undefined, (b) => WECHAT_BAD_CODE.has(Number(b.errcode)));
    if (!tok.access_token || !tok.openid) throw new AppError("Unavailable", UNAVAILABLE);
    const info = await fetchJson(
      http,
      p,
      `${p.userinfoUrl}?${new URLSearchParams({ access_token: String(tok.access_token), openid: String(tok.openid) })}`,
    );
    return { subject: String(info.unionid ?? tok.unionid ?? tok.openid), nickname: String(info.nickname ?? "") };
  }
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    client_id: p.clientId,
    client_secret: p.clientSecret,
  });
  const tok = await fetchJson(http, p, p.tokenUrl, { method: "POST", body: form, headers: { Accept: "application/json" } });
  const info = await fetchJson(http, p, p.userinfoUrl, {
    headers: { Authorization: `Bearer ${String(tok.access_token)}`, Accept: "application/json" },
  });
  const subject = info[p.subjectField ?? "sub"];
  if (subject === undefined || subject === null || subject === "") throw new AppError("Unavailable", "第三方登录服务返回的信息不完整");
  return { subject: String(subject), nickname: String(info.nickname ?? info.name ?? "") };
}

export type OAuthResult = { after: string } & (
  | LoginResult
  | { status: "BIND"; bindTicket: string; nickname: string }
  | { status: "LINKED" }
);

export async function oauthCallback(
  ctx: Ctx,
  input: { provider: OAuthProvider; code: string; state: string; nonce?: string },
  client: ClientInfo,
): Promise<OAuthResult> {
  const ticket = await consumeTicket(ctx, "oauth", input.state);
  if (!ticket || ticket.data.type !== input.provider.type || !input.nonce || ticket.data.nonce !== hashToken(input.nonce)) {
    await recordAudit(ctx, { action: "login.oauth_state_rejected", targetType: "provider", targetId: input.provider.type });
    throw invalid(STATE_FAILED);
  }
  const after = String(ticket.data.after ?? "/");
  const who = await identify(ctx.http ?? defaultHttp(), input.provider, input.code, String(ticket.data.redirectUri));
  const ui = schema.userIdentities;
  const [linked] = await ctx.db
    .select()
    .from(ui)
    .where(and(eq(ui.provider, input.provider.type), eq(ui.subject, who.subject)))
    .limit(1);
  if (ctx.actor.kind === "user") {
    if (linked && linked.userId !== ctx.actor.userId) throw invalid("该第三方账号已绑定其他账号");
    if (!linked) await link(ctx, ctx.actor.userId, input.provider.type, who);
    return { status: "LINKED", after };
  }
  if (linked) {
    const possession = !(await isStaff(ctx, linked.userId));
    return { ...(await completeLogin(ctx, { userId: linked.userId, method: "oauth", client, possession })), after };
  }
  const { token } = await issueTicket(ctx, { kind: "bind", ttlMs: BIND_TTL_MS, data: { provider: input.provider.type, ...who } });
  return { status: "BIND", bindTicket: token, nickname: who.nickname, after };
}

async function link(ctx: Ctx, userId: string, provider: string, who: { subject: string; nickname: string }) {
  await ctx.db
    .insert(schema.userIdentities)
    .values({ provider, subject: who.subject, userId, nickname: who.nickname.slice(0, 60), createdAt: ctx.now() });
  await recordAudit(ctx, { action: "account.identity_linked", actorId: userId, targetType: "provider", targetId: provider });
}

/** Binding a new third-party identity to a phone: code to the phone first (image code required). */
export async function sendBindCode(ctx: Ctx, input: { bindTicket: string; phone: string; icodeId?: string; icode?: string }) {
  if (!(await peekTicket(ctx, "bind", input.bindTicket))) throw invalid("绑定已过期，请重新登录");
  const phone = assertPhone(input.phone);
  if (!(await checkImageCode(ctx, input.icodeId, input.icode))) throw new AppError("CaptchaRequired", "图形验证码错误，请重新输入");
  return sendVerification(ctx, { channel: "sms", target: phone, purpose: "bind" });
}

/** Links the identity to the phone's account, creating one without a password if the phone is new. */
export async function bindByPhone(
  ctx: Ctx,
  input: { bindTicket: string; phone: string; vcode: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const phone = assertPhone(input.phone);
  await verifyCode(ctx, { target: phone, purpose: "bind", code: input.vcode });
  const ticket = await consumeTicket(ctx, "bind", input.bindTicket);
  if (!ticket) throw invalid("绑定已过期，请重新登录");
  const who = { subject: String(ticket.data.subject), nickname: String(ticket.data.nickname ?? "") };
  let user = await findUserByPhone(ctx, phone);
  if (!user) {
    const [created] = await ctx.db
      .insert(schema.users)
      .values({ phone, realname: who.nickname.slice(0, 30), createdAt: ctx.now(), updatedAt: ctx.now() })
      .returning();
    await recordAudit(ctx, {
      action: "account.registered",
      actorId: created.id,
      targetType: "user",
      targetId: created.id,
      detail: { via: ticket.data.provider },
    });
    user = created;
  }
  await link(ctx, user.id, String(ticket.data.provider), who);
  return completeLogin(ctx, { userId: user.id, method: "oauth", client, possession: !(await isStaff(ctx, user.id)) });
}

export async function myIdentities(ctx: Ctx) {
  const userId = requireUser(ctx);
  const rows = await ctx.db.select().from(schema.userIdentities).where(eq(schema.userIdentities.userId, userId));
  return rows.map((r) => ({ provider: r.provider, nickname: r.nickname, createdAt: r.createdAt.toISOString() }));
}
