import { type FakeWechat, startFakeWechat } from "@portal/core/auth/testing/fake-wechat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { accountsApp, type Client } from "../testing/accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

/** WeChat's website login (qrconnect) against a stand-in WeChat on loopback: WECHAT_*_BASE point at it. */
describe("WeChat scan login against a fake WeChat", () => {
  let wx: FakeWechat;
  let k: Kit;
  beforeAll(async () => {
    wx = await startFakeWechat({ appid: "wx-test-appid", secret: "wx-test-secret" });
    k = await accountsApp("pglite", {
      env: {
        WECHAT_APPID: "wx-test-appid",
        WECHAT_SECRET: "wx-test-secret",
        WECHAT_OPEN_BASE: `${wx.baseUrl}/`,
        WECHAT_API_BASE: wx.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await k?.t.close();
    await wx?.close();
  });

  /** Our start call: the browser is sent to WeChat's QR page with a state bound to its nonce cookie. */
  async function start(c: Client, query = "redirect=%2Fnews") {
    const res = c.keep(await k.t.app.request(`/api/user/auth/oauth/wechat/start?${query}`, { headers: c.headers() }));
    expect(res.status).toBe(302);
    return res.headers.get("location") ?? "";
  }

  /** The browser opens the QR page and the person confirms on the phone: WeChat sends it to redirect_uri?code&state. */
  async function scan(authorizeUrl: string) {
    const html = await (await fetch(authorizeUrl)).text();
    const target = /data-target="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    if (!target) throw new Error(`no confirm button on the QR page: ${html}`);
    const back = new URL(target);
    expect(back.pathname).toBe("/Oauth/wechat");
    return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
  }

  const callback = (c: Client, got: { code: string; state: string }) => c.post("/api/user/auth/v3/wx/login", { type: "wechat", ...got });

  it("lists WeChat as configured and sends the browser to qrconnect with appid, scope, state and #wechat_redirect", async () => {
    expect((await k.client().post("/api/user/auth/oauth/providers")).data).toContainEqual({
      type: "wechat",
      name: "微信",
      configured: true,
    });
    const c = k.client();
    const location = await start(c);
    expect(location.startsWith(`${wx.baseUrl}/connect/qrconnect?`)).toBe(true);
    expect(location.endsWith("#wechat_redirect")).toBe(true);
    const url = new URL(location);
    // WeChat wants the parameters in this order.
    expect([...url.searchParams.keys()]).toEqual(["appid", "redirect_uri", "response_type", "scope", "state"]);
    expect(url.searchParams.get("appid")).toBe("wx-test-appid");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/Oauth/wechat");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("snsapi_login");
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(c.cookies.get("oauth_nonce")).toBeTruthy();
    // The secret never travels through the browser.
    expect(location).not.toContain("wx-test-secret");
  });

  it("asks for the compact, top-window-redirecting QR page when /weChat embeds it", async () => {
    const url = new URL(await start(k.client(), "redirect=%2Fnews&embed=1"));
    expect(url.searchParams.get("login_type")).toBe("jssdk");
    expect(url.searchParams.get("self_redirect")).toBe("false");
    expect(url.searchParams.get("state")).toBeTruthy();
  });

  it("binds a new WeChat user to a phone by SMS code, then logs straight in the next time", async () => {
    const c = k.client();
    const first = await callback(c, await scan(await start(c)));
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ status: "BIND", nickname: "微信测试用户", after: "/news" });
    expect(c.cookies.get("sid")).toBeUndefined();

    const phone = k.phone();
    const sent = await c.post("/api/user/reg/v3/wx/send", { bindTicket: first.data.bindTicket, phone, ...(await c.icode()) });
    expect(sent.code).toBe("30000");
    const bound = await c.post("/api/user/reg/v3/wx/bind", { bindTicket: first.data.bindTicket, phone, vcode: await k.lastCode(phone) });
    expect(bound.data).toMatchObject({ status: "OK" });
    expect(c.cookies.get("sid")).toBeTruthy();
    const me = await c.post("/api/user/auth/v3/userinfo");
    expect(me.data).toMatchObject({ realname: "微信测试用户" });
    // The bind ticket was used up.
    expect((await c.post("/api/user/reg/v3/wx/bind", { bindTicket: first.data.bindTicket, phone, vcode: "000000" })).status).toBe(400);

    // Another browser, the same WeChat account: no bind step.
    const again = k.client();
    const second = await callback(again, await scan(await start(again, "redirect=%2Fstandard")));
    expect(second.data).toMatchObject({ status: "OK", after: "/standard", user: { id: bound.data.user.id } });
    expect(again.cookies.get("sid")).toBeTruthy();
  });

  it("keeps only a same-site path as the place to return to", async () => {
    const c = k.client();
    const r = await callback(c, await scan(await start(c, `redirect=${encodeURIComponent("//evil.example/x")}`)));
    expect(r.data.after).toBe("/");
  });

  it("refuses a replayed, foreign or forged state before asking WeChat", async () => {
    const c = k.client();
    const got = await scan(await start(c));
    const before = wx.exchanges.length;
    // Another browser (no nonce cookie of this flow) cannot use the state.
    const foreign = await callback(k.client(), got);
    expect(foreign.status).toBe(400);
    expect(foreign.msg).toContain("状态校验失败");
    // …and the state was used up by that attempt, so the owner cannot replay it either.
    expect((await callback(c, got)).status).toBe(400);
    expect((await callback(c, { ...got, state: "forged-state-0000000000000" })).status).toBe(400);
    expect(wx.exchanges.length).toBe(before);
  });

  it("treats a code WeChat refuses (errcode with HTTP 200) as a failed login with a Chinese message", async () => {
    const c = k.client();
    const { state } = await scan(await start(c));
    const r = await callback(c, { code: "not-a-code", state });
    expect(r.status).toBe(400);
    expect(r.msg).toBe("微信授权已失效，请重新扫码登录");
    expect(r.data).toBeNull();
    expect(c.cookies.get("sid")).toBeUndefined();
    expect(wx.exchanges.at(-1)).toEqual({ code: "not-a-code", ok: false });

    // A code is good once: the same code with a fresh state is refused by WeChat (40163).
    const used = k.client();
    const got = await scan(await start(used));
    expect((await callback(used, got)).code).toBe("30000");
    const replay = k.client();
    const { state: fresh } = await scan(await start(replay));
    expect((await callback(replay, { code: got.code, state: fresh })).msg).toBe("微信授权已失效，请重新扫码登录");
  });

  it("lets pages frame WeChat's QR host and no other", async () => {
    const csp = (await k.t.app.request("/healthz")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain(`frame-src 'self' ${wx.baseUrl};`);
  });
});

describe("WeChat login not configured", () => {
  let k: Kit;
  beforeAll(async () => {
    k = await accountsApp("pglite");
  });
  afterAll(async () => {
    await k?.t.close();
  });

  it("says so, and pages may frame nothing from elsewhere", async () => {
    const res = await k.t.app.request("/api/user/auth/oauth/wechat/start?redirect=%2Fnews");
    expect(res.status).toBe(503);
    expect(((await res.json()) as { msg: string }).msg).toBe("微信登录尚未配置，请使用手机号登录");
    const csp = (await k.t.app.request("/healthz")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).not.toContain("frame-src");
  });

  it("talks to WeChat's own hosts unless told otherwise, and only over http(s)", () => {
    expect(loadConfig({})).toMatchObject({ WECHAT_OPEN_BASE: "https://open.weixin.qq.com", WECHAT_API_BASE: "https://api.weixin.qq.com" });
    expect(loadConfig({ WECHAT_API_BASE: "https://gw.example.com/wx/" }).WECHAT_API_BASE).toBe("https://gw.example.com/wx");
    expect(() => loadConfig({ WECHAT_OPEN_BASE: "javascript:alert(1)" })).toThrow(/WECHAT_OPEN_BASE/);
    expect(() => loadConfig({ WECHAT_API_BASE: "https://api.example.com/?x=1" })).toThrow(/WECHAT_API_BASE/);
  });
});
