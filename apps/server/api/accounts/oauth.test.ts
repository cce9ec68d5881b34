import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp, type Client } from "../testing/accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

/** A tiny OAuth 2 provider on loopback: issues a token for code "good-code" and answers userinfo. */
function fakeProvider() {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      calls.push(`${req.method} ${req.url} ${body}`);
      res.setHeader("Content-Type", "application/json");
      if (req.url?.startsWith("/token")) {
        const form = new URLSearchParams(body);
        if (form.get("code") !== "good-code" || form.get("client_secret") !== "s3cret") {
          res.statusCode = 400;
          return res.end(JSON.stringify({ error: "invalid_grant" }));
        }
        return res.end(JSON.stringify({ access_token: "at-1", token_type: "Bearer" }));
      }
      if (req.url?.startsWith("/userinfo") && req.headers.authorization === "Bearer at-1") {
        return res.end(JSON.stringify({ sub: "gh-42", name: "李工" }));
      }
      res.statusCode = 401;
      res.end("{}");
    });
  });
  return { server, calls };
}

describe("OAuth / OpenID Connect login against a fake provider", () => {
  const provider = fakeProvider();
  let k: Kit;
  beforeAll(async () => {
    await new Promise<void>((r) => provider.server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
    const providers = [
      {
        type: "gitee",
        name: "码云",
        clientId: "cid",
        clientSecret: "s3cret",
        authorizeUrl: `${base}/authorize`,
        tokenUrl: `${base}/token`,
        userinfoUrl: `${base}/userinfo`,
      },
    ];
    k = await accountsApp("pglite", { env: { TRUST_PROXY: "true", DATA_DIR: tmpdir(), OAUTH_PROVIDERS: JSON.stringify(providers) } });
  });
  afterAll(async () => {
    await k.t.close();
    await new Promise((r) => provider.server.close(r));
  });

  async function start(c: Client, redirect = "/news") {
    const res = await k.t.app.request(`/api/user/auth/oauth/gitee/start?redirect=${encodeURIComponent(redirect)}`, {
      headers: c.headers(),
    });
    c.keep(res);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.pathname).toBe("/authorize");
    expect(location.searchParams.get("redirect_uri")).toMatch(/\/Oauth\/gitee$/);
    return location.searchParams.get("state") ?? "";
  }

  it("says an unconfigured provider is not configured", async () => {
    const list = await k.client().post("/api/user/auth/oauth/providers");
    expect(list.data).toEqual(
      expect.arrayContaining([
        { type: "wechat", name: "微信", configured: false },
        { type: "gitee", name: "码云", configured: true },
      ]),
    );
    const res = await k.t.app.request("/api/user/auth/oauth/wechat/start");
    expect(res.status).toBe(503);
    expect(((await res.json()) as { msg: string }).msg).toContain("尚未配置");
  });

  it("rejects a wrong, replayed or foreign state before talking to the provider", async () => {
    const c = k.client();
    const state = await start(c);
    const before = provider.calls.length;
    expect((await c.post("/api/user/auth/loginBy3rd", { type: "gitee", code: "good-code", state: `${state}x` })).msg).toContain(
      "状态校验失败",
    );
    // The state belongs to the browser that started: another browser (no nonce cookie) cannot use it.
    expect((await k.client().post("/api/user/auth/loginBy3rd", { type: "gitee", code: "good-code", state })).status).toBe(400);
    // …and it was used up by that attempt.
    expect((await c.post("/api/user/auth/loginBy3rd", { type: "gitee", code: "good-code", state })).status).toBe(400);
    expect(provider.calls.length).toBe(before);
  });

  it("binds a new identity to a phone account, then logs straight in next time", async () => {
    const { phone, userId } = await k.registered();
    const c = k.client();
    const first = await c.post("/api/user/auth/loginBy3rd", { type: "gitee", code: "good-code", state: await start(c) });
    expect(first.data).toMatchObject({ status: "BIND", nickname: "李工", after: "/news" });
    await c.post("/api/user/reg/v3/wx/send", { bindTicket: first.data.bindTicket, phone, ...(await c.icode()) });
    const bound = await c.post("/api/user/reg/v3/wx/bind", { bindTicket: first.data.bindTicket, phone, vcode: await k.lastCode(phone) });
    expect(bound.data).toMatchObject({ status: "OK", user: { id: userId } });
    const again = k.client();
    again.cookies.set("did", c.cookies.get("did") ?? "");
    const second = await again.post("/api/user/auth/loginBy3rd", { type: "gitee", code: "good-code", state: await start(again) });
    expect(second.data).toMatchObject({ status: "OK", user: { id: userId } });
  });

  it("reports a provider refusing the code as unavailable, not as a login", async () => {
    const c = k.client();
    const r = await c.post("/api/user/auth/loginBy3rd", { type: "gitee", code: "bad-code", state: await start(c) });
    expect(r.status).toBe(503);
  });
});
