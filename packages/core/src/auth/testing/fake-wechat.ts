import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Tests only: WeChat's website login (open platform) on 127.0.0.1, answering the way WeChat does —
 * errors with HTTP 200 and an errcode, codes good once — so our client runs for real. The QR page
 * stands in for the phone: its button "模拟手机确认登录" is the person confirming on their phone,
 * after which WeChat sends the top window to redirect_uri?code=…&state=….
 */
export interface WechatPerson {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

export interface FakeWechat {
  /** WECHAT_OPEN_BASE and WECHAT_API_BASE: one server plays both hosts. */
  baseUrl: string;
  /** Query of every QR page requested (what our start call sent the browser to). */
  authorizations: URLSearchParams[];
  /** Token exchanges asked for, with the code and whether it was accepted. */
  exchanges: { code: string; ok: boolean }[];
  /** Who confirms on the phone for the QR pages served from now on. */
  person: WechatPerson;
  close(): Promise<void>;
}

export const FAKE_WECHAT_PERSON: WechatPerson = {
  openid: "o-fake-openid-1",
  unionid: "u-fake-unionid-1",
  nickname: "微信测试用户",
  headimgurl: "https://thirdwx.qlogo.cn/mmopen/fake/132",
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The QR page: a stand-in picture, and the button that plays the phone (it navigates the top window, like WeChat). */
function qrPage(target: string, embed: boolean) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信登录</title>
<style>body{margin:0;font:14px sans-serif;text-align:center;color:#333;background:#fff}
h1{font-size:16px;margin:${embed ? 16 : 48}px 0 12px}.qr{width:200px;height:200px;margin:0 auto;border:1px solid #ddd;
background:repeating-conic-gradient(#222 0 25%,#fff 0 50%) 0 0/20px 20px}p{color:#888;margin:12px 0}
button{font:inherit;padding:6px 16px;border:1px solid #07c160;background:#07c160;color:#fff;border-radius:4px;cursor:pointer}</style>
</head><body><h1>微信登录（测试替身）</h1><div class="qr" role="img" aria-label="模拟二维码"></div>
<p>使用微信扫一扫登录</p>
<button type="button" data-target="${escapeHtml(target)}" onclick="window.top.location.href=this.dataset.target">模拟手机确认登录</button>
</body></html>`;
}

export async function startFakeWechat(opts: { appid: string; secret: string }): Promise<FakeWechat> {
  const codes = new Map<string, { person: WechatPerson; used: boolean }>();
  const tokens = new Map<string, WechatPerson>();
  const fake: Omit<FakeWechat, "baseUrl" | "close"> = { authorizations: [], exchanges: [], person: FAKE_WECHAT_PERSON };
  const json = (res: ServerResponse, body: unknown) => {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const q = url.searchParams;
    if (url.pathname === "/connect/qrconnect") {
      fake.authorizations.push(q);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      if (q.get("appid") !== opts.appid || !q.get("redirect_uri") || q.get("scope") !== "snsapi_login") {
        res.end('<!doctype html><html lang="zh-CN"><meta charset="utf-8"><p>参数错误</p></html>');
        return;
      }
      const code = `code-${randomBytes(8).toString("hex")}`;
      codes.set(code, { person: fake.person, used: false });
      const target = new URL(q.get("redirect_uri") as string);
      target.searchParams.set("code", code);
      target.searchParams.set("state", q.get("state") ?? "");
      res.end(qrPage(target.href, q.get("login_type") === "jssdk"));
      return;
    }
    if (url.pathname === "/sns/oauth2/access_token") {
      const code = q.get("code") ?? "";
      const issued = codes.get(code);
      const answer =
        q.get("appid") !== opts.appid
          ? { errcode: 40013, errmsg: "invalid appid" }
          : q.get("secret") !== opts.secret
            ? { errcode: 40125, errmsg: "invalid appsecret" }
            : q.get("grant_type") !== "authorization_code"
              ? { errcode: 40002, errmsg: "invalid grant_type" }
              : !code
                ? { errcode: 41008, errmsg: "missing code" }
                : !issued
                  ? { errcode: 40029, errmsg: "invalid code" }
                  : issued.used
                    ? { errcode: 40163, errmsg: "code been used" }
                    : null;
      fake.exchanges.push({ code, ok: !answer });
      if (answer) return json(res, answer);
      (issued as { used: boolean }).used = true;
      const person = (issued as { person: WechatPerson }).person;
      const token = `at-${randomBytes(8).toString("hex")}`;
      tokens.set(token, person);
      return json(res, {
        access_token: token,
        expires_in: 7200,
        refresh_token: `rt-${randomBytes(8).toString("hex")}`,
        openid: person.openid,
        scope: "snsapi_login",
        unionid: person.unionid,
      });
    }
    if (url.pathname === "/sns/userinfo") {
      const person = tokens.get(q.get("access_token") ?? "");
      if (!person) return json(res, { errcode: 40001, errmsg: "invalid credential, access_token is invalid or not latest" });
      if (q.get("openid") !== person.openid) return json(res, { errcode: 40003, errmsg: "invalid openid" });
      return json(res, { ...person, sex: 0, province: "", city: "", country: "CN", privilege: [] });
    }
    // Chromium asks for the icon of the QR page opened top level; "no content" keeps its console clean.
    res.statusCode = url.pathname === "/favicon.ico" ? 204 : 404;
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }) as FakeWechat;
}
