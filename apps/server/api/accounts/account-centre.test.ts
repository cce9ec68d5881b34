import { readdirSync } from "node:fs";
import path from "node:path";
import { AVATAR_UPLOADS } from "@portal/core";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp } from "../testing/accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;
const ORG_SECRET = "org-platform-secret-for-tests";

describe.each(testDbKinds())("account centre and organisation logins on %s", (kind) => {
  let k: Kit;
  beforeAll(async () => {
    k = await accountsApp(kind, { env: { ORG_PLATFORM_SECRET: ORG_SECRET } });
  });
  afterAll(() => k.t.close());

  it("changes the password only with the current one and ends the other sessions", async () => {
    const { c, phone, password } = await k.registered();
    const other = k.client();
    other.cookies.set("did", c.cookies.get("did") ?? "");
    expect((await other.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("OK");
    const bad = await c.post("/api/user/center/password/change", { oldPassword: "wrong-password", newPassword: "Brand-New-2026" });
    expect(bad.msg).toBe("当前密码不正确");
    const oldSid = c.cookies.get("sid");
    const ok = await c.post("/api/user/center/password/change", { oldPassword: password, newPassword: "Brand-New-2026" });
    expect(ok.data.status).toBe("OK");
    expect((await other.post("/api/user/auth/v3/userinfo")).status).toBe(401);
    expect((await c.post("/api/user/auth/v3/userinfo")).status).toBe(200);

    // A background call that left with the old cookie and answers after the change must not delete
    // the new cookie; a page load with a dead cookie drops it.
    const late = await k.t.post("/api/user/auth/v3/userinfo", {}, c.headers({ Cookie: `sid=${oldSid}` }));
    expect(late.status).toBe(401);
    expect(late.headers.getSetCookie().filter((s) => s.startsWith("sid="))).toEqual([]);
    const page = await k.t.app.request("/healthz", { headers: c.headers({ Cookie: `sid=${oldSid}`, "Sec-Fetch-Mode": "navigate" }) });
    expect(page.headers.getSetCookie().find((s) => s.startsWith("sid="))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it("lists my sessions, refuses to revoke someone else's, exports my data and deletes with cooling-off", async () => {
    const a = await k.registered();
    const b = await k.registered();
    const mine = await a.c.post("/api/user/center/sessions/list");
    expect(mine.data).toEqual([expect.objectContaining({ current: true, method: "register" })]);
    const theirs = await b.c.post("/api/user/center/sessions/list");
    expect((await a.c.post("/api/user/center/sessions/revoke", { sessionId: theirs.data[0].id })).status).toBe(404);
    const history = await a.c.post("/api/user/center/history/list", {});
    expect(history.data[0]).toMatchObject({ actionText: "登录成功" });

    const exp = await k.t.app.request("/api/user/center/export", { headers: a.c.headers() });
    expect(exp.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
    const dump = JSON.stringify(await exp.json());
    expect(dump).toContain(a.phone);
    expect(dump).not.toMatch(/passwordHash|tokenHash|argon2/);

    const del = await a.c.post("/api/user/center/deletion/request", { password: a.password, confirm: "注销账号" });
    expect(del.data.purgeAt).toBeTruthy();
    expect((await a.c.post("/api/user/auth/v3/userinfo")).status).toBe(401);
    // Logging in during the cooling-off cancels the deletion.
    const back = await a.c.post("/api/user/auth/v3/pwd/login", { account: a.phone, password: a.password });
    expect(back.data.status).toBe("OK");
    const [row] = await k.t.database.db.select().from(schema.users).where(eq(schema.users.id, a.userId));
    expect(row.status).toBe("active");
  });

  it("stores an avatar only when the bytes are an image, and serves it", async () => {
    const { c } = await k.registered();
    const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)]), name);
      const res = await k.t.app.request("/api/user/center/avatar/upload", {
        method: "POST",
        body: form,
        headers: c.headers({ "X-Requested-With": "XMLHttpRequest" }),
      });
      return { status: res.status, ...((await res.json()) as { msg: string; data: { avatarUrl: string } | null }) };
    };
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const fake = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "a.png");
    expect(fake).toMatchObject({ status: 400, msg: "头像只支持 PNG、JPG 或 WebP 图片" });
    const big = await upload(new Uint8Array(1_000_001).fill(0xff), "big.jpg");
    expect(big.status).toBe(400);
    const ok = await upload(png, "me.png");
    expect(ok.data?.avatarUrl).toMatch(/^\/files\/avatars\/[\w-]+\.png$/);
    const served = await k.t.app.request(ok.data?.avatarUrl ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await c.post("/api/user/auth/v3/userinfo")).data.avatarUrl).toBe(ok.data?.avatarUrl);
    // Replaced pictures are deleted: however often a person uploads, one file remains.
    const avatarsDir = path.join(k.t.config.DATA_DIR, "files", "avatars");
    let latest = ok;
    while (true) {
      const next = await upload(png, "again.png");
      if (next.status === 429) {
        expect(next.msg).toContain("频繁");
        break;
      }
      expect(next.status).toBe(200);
      latest = next;
    }
    expect(readdirSync(avatarsDir)).toEqual([path.basename(latest.data?.avatarUrl ?? "")]);
    expect((await k.t.app.request(ok.data?.avatarUrl ?? "")).status).toBe(404);
    // Ten uploads an hour per person; an hour later the next one goes through.
    k.clock.advance(AVATAR_UPLOADS.windowMs);
    expect((await upload(png, "later.png")).status).toBe(200);
    expect(readdirSync(avatarsDir)).toHaveLength(1);
  });

  it("erases an account 15 days after a deletion request that was not cancelled", async () => {
    const { purgeDeletedAccounts } = await import("@portal/core");
    const a = await k.registered();
    await a.c.post("/api/user/center/deletion/request", { password: a.password, confirm: "注销账号" });
    const ctx = { actor: { kind: "system" as const, job: "t" }, db: k.t.database.db, cache: k.t.cache, now: k.clock.now, log: console };
    expect(await purgeDeletedAccounts(ctx)).toBe(0);
    k.clock.advance(15 * 86_400_000 + 1);
    expect(await purgeDeletedAccounts(ctx)).toBeGreaterThanOrEqual(1);
    const [row] = await k.t.database.db.select().from(schema.users).where(eq(schema.users.id, a.userId));
    expect(row).toMatchObject({ status: "deleted", phone: null, passwordHash: null });
    const again = await k.client().post("/api/user/auth/v3/pwd/login", { account: a.phone, password: a.password });
    expect(again.msg).toBe("账号或密码错误");
  });

  it("opens the organisation platform with a one-time code, never the session token", async () => {
    const { c } = await k.registered();
    const r = await c.post("/api/user/auth/exchange/create", { platform: "org" });
    expect(r.data.url).toMatch(/^\/backService\?code=/);
    expect(r.data.url).not.toContain(c.cookies.get("sid"));
    const code = decodeURIComponent(r.data.url.split("code=")[1]);
    const basic = (user: string, secret: string) => ({ Authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString("base64")}` });
    // Anyone merely holding the code learns nothing: the platform's credentials are required.
    expect((await k.client().post("/api/user/auth/exchange/redeem", { code, platform: "org" })).status).toBe(401);
    expect(
      (await k.client().post("/api/user/auth/exchange/redeem", { code, platform: "org" }, basic("org", "wrong-secret-0000000"))).status,
    ).toBe(401);
    expect((await k.client().post("/api/user/auth/exchange/redeem", { code, platform: "org" }, basic("open", ORG_SECRET))).status).toBe(
      401,
    );
    // The open platform has no secret configured in this kit: nothing can be redeemed for it.
    expect((await k.client().post("/api/user/auth/exchange/redeem", { code, platform: "open" }, basic("open", ORG_SECRET))).status).toBe(
      403,
    );
    const redeem = await k.client().post("/api/user/auth/exchange/redeem", { code, platform: "org" }, basic("org", ORG_SECRET));
    expect(redeem.data.userId).toBeTruthy();
    expect((await k.client().post("/api/user/auth/exchange/redeem", { code, platform: "org" }, basic("org", ORG_SECRET))).status).toBe(400);
  });

  it("logs organisation accounts in with company code, lists both accounts of one phone in recovery, switches company", async () => {
    const { seedDemoAccounts, DEMO_ACCOUNTS } = await import("@portal/core");
    const ctx = { actor: { kind: "system" as const, job: "t" }, db: k.t.database.db, cache: k.t.cache, now: k.clock.now, log: console };
    await seedDemoAccounts(ctx);
    const c = k.client();
    const wrongOrg = await c.post("/api/user/auth/org/pwd/login", {
      orgCode: "nope",
      account: DEMO_ACCOUNTS.org.username,
      password: DEMO_ACCOUNTS.org.password,
    });
    expect(wrongOrg.msg).toBe("账号或密码错误");
    const org = await c.post("/api/user/auth/org/pwd/login", {
      orgCode: "demo",
      account: DEMO_ACCOUNTS.org.username,
      password: DEMO_ACCOUNTS.org.password,
    });
    expect(org.data.status).toBe("DOUBLE_AUTH"); // new browser; the code goes to the recovery phone
    expect(org.data.maskedTarget).toBe("139****0001");

    k.clock.advance(1000); // the outbox is read newest first
    const r = k.client();
    const check = await r.post("/api/user/findPwd/check", { account: DEMO_ACCOUNTS.user.phone, ...(await r.icode()) });
    await r.post("/api/user/findPwd/sendVcode", { permit: check.data.permit, phone: DEMO_ACCOUNTS.user.phone });
    const list = await r.post("/api/user/findPwd/listAccounts", {
      target: DEMO_ACCOUNTS.user.phone,
      vcode: await k.lastCode(DEMO_ACCOUNTS.user.phone),
    });
    expect(list.data.accounts.map((a: { kind: string }) => a.kind).sort()).toEqual(["org", "personal"]);
    expect(list.data.accounts.find((a: { kind: string }) => a.kind === "org").label).toContain("筑信示范工程有限公司");

    // The personal account is a member of the company; switching to it is recorded on the session.
    k.clock.advance(61_000);
    const u = k.client();
    await u.post("/api/user/auth/v3/vcode/send", { phone: DEMO_ACCOUNTS.user.phone, ...(await u.icode()) });
    await u.post("/api/user/auth/v3/vcode/login", { phone: DEMO_ACCOUNTS.user.phone, vcode: await k.lastCode(DEMO_ACCOUNTS.user.phone) });
    const companies = await u.post("/api/user/center/companies/list");
    expect(companies.data).toEqual([expect.objectContaining({ name: "筑信示范工程有限公司", current: true })]);
    expect((await u.post("/api/user/auth/switchCom", { companyId: companies.data[0].id })).data.companyId).toBe(companies.data[0].id);
    expect((await u.post("/api/user/auth/switchCom", { companyId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
  });

  it("upgrades an account created by WeChat with a phone and password", async () => {
    const { createSession } = await import("@portal/core/auth/sessions");
    const [wx] = await k.t.database.db.insert(schema.users).values({ realname: "微信用户" }).returning();
    const ctx = { actor: { kind: "system" as const, job: "t" }, db: k.t.database.db, cache: k.t.cache, now: k.clock.now, log: console };
    const c = k.client();
    c.cookies.set("sid", (await createSession(ctx, { userId: wx.id })).token);
    const phone = k.phone();
    await c.post("/api/user/reg/v3/upgrade/send", { phone, ...(await c.icode()) });
    const up = await c.post("/api/user/reg/v3/upgrade/register", {
      phone,
      vcode: await k.lastCode(phone),
      password: "Shengji-2026",
      agree: true,
    });
    expect(up.data.phone).toBe(phone);
    expect((await c.post("/api/user/reg/v3/upgrade/fill", { realname: "王工" })).data.realname).toBe("王工");
    const login = await k.client().post("/api/user/auth/v3/pwd/login", { account: phone, password: "Shengji-2026" });
    expect(login.data.status).toBe("DOUBLE_AUTH");
  });

  it("documents every account call in the OpenAPI description", async () => {
    const doc = (await (await k.t.app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const p of [
      "/user/auth/v3/pwd/login",
      "/user/reg/v3/std/register",
      "/user/findPwd/check",
      "/user/findPwd/listAccounts",
      "/user/auth/loginByPwdCode",
      "/user/auth/org/pwd/login",
      "/user/auth/getPasswordStrength",
      "/user/reg/v3/upgrade/fill",
      "/admin/outbox/listPaged",
      "/user/auth/v3/scan/status",
    ]) {
      expect(doc.paths[p], p).toBeTruthy();
    }
    // Every route that checks a password states both failed-password limits (issue 29).
    for (const p of [
      "/user/auth/v3/pwd/login",
      "/user/auth/loginByPwd",
      "/user/auth/v3/pwdvcode/send",
      "/user/auth/v3/pwdvcode/login",
      "/user/auth/org/pwd/login",
    ]) {
      const text = (doc.paths[p] as { post: { description?: string } }).post.description ?? "";
      expect(text, p).toContain("同一账号 15 分钟内失败 10 次");
      expect(text, p).toContain("同一 IP（不论账号）15 分钟内失败 30 次后返回 429");
      expect(text, p).toContain("Retry-After");
    }
  });
});
