import { adminStaffCreate } from "@portal/core";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp } from "../testing/accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;
const ORG_SECRET = "org-platform-secret-for-tests";

describe.each(testDbKinds())("account flows on %s", (kind) => {
  let k: Kit;
  beforeAll(async () => {
    k = await accountsApp(kind, { env: { ORG_PLATFORM_SECRET: ORG_SECRET } });
  });
  afterAll(() => k.t.close());

  it("registers with phone + SMS code + password, logs in the browser and answers userinfo", async () => {
    const c = k.client();
    const phone = k.phone();
    const noIcode = await c.post("/api/user/reg/sendVcode", { phone });
    expect(noIcode.status).toBe(400);
    expect(noIcode.code).toBe("40002");
    const sent = await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) });
    expect(sent).toMatchObject({ status: 200, code: "30000", data: { resendAfter: 60 } });
    const message = await k.lastMessage(phone);
    expect(message?.statusText).toBe("未发送（站内发件箱）");
    const vcode = await k.lastCode(phone);
    expect(vcode).toMatch(/^\d{6}$/);

    const noConsent = await c.post("/api/user/reg/v3/std/register", { phone, vcode, password: "Gongcheng#2026", agree: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.msg).toContain("用户协议");
    const weak = await c.post("/api/user/reg/v3/std/register", { phone, vcode, password: "woaini1314", agree: true });
    expect(weak.msg).toContain("常见密码");

    const r = await c.post("/api/user/reg/v3/std/register", { phone, vcode, password: "Gongcheng#2026", agree: true });
    expect(r).toMatchObject({
      status: 200,
      code: "30000",
      data: { status: "OK", user: { maskedPhone: `${phone.slice(0, 3)}****${phone.slice(7)}` } },
    });
    expect(r.data.token).toBeUndefined(); // browsers get an HttpOnly cookie, never the token in JS
    expect(r.headers.getSetCookie().find((s) => s.startsWith("sid="))).toMatch(/HttpOnly/i);
    const info = await c.post("/api/user/auth/v3/userinfo");
    expect(info.data.id).toBe(r.data.user.id);
    const legacy = await c.post("/api/user/auth/userinfo");
    expect(legacy.data.id).toBe(r.data.user.id);
    // The code was single use.
    const again = await k.client().post("/api/user/reg/v3/std/register", { phone, vcode, password: "Gongcheng#2026", agree: true });
    expect(again.status).toBe(400);
  });

  it("answers a registered phone exactly like a new one, and texts a notice instead of a code", async () => {
    k.clock.advance(61_000);
    const { phone } = await k.registered();
    const c = k.client();
    const known = await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) });
    const fresh = await c.post("/api/user/reg/sendVcode", { phone: k.phone(), ...(await c.icode()) });
    expect(known.status).toBe(fresh.status);
    expect({ ...known, headers: null }).toEqual({ ...fresh, headers: null });
    const msg = await k.lastMessage(phone);
    expect(msg?.body).toContain("已注册");
    expect(msg?.body).not.toMatch(/\d{6}/);
  });

  it("logs in by password with a new session each time; logout and the old cookie end", async () => {
    const { phone, password } = await k.registered();
    const c = k.client();
    const first = await c.post("/api/user/auth/v3/pwd/login", { account: phone, password });
    // A browser this account never used asks for a second factor.
    expect(first.data.status).toBe("DOUBLE_AUTH");
    const code = await k.lastCode(phone);
    const ok = await c.post("/api/user/auth/v3/bindClient", { vcode: code, remember: true });
    expect(ok.data.status).toBe("OK");
    const sid1 = c.cookies.get("sid");
    expect(c.cookies.get("did")).toBeTruthy();
    // Known device now: straight in, with a new token; the previous session is revoked.
    const second = await c.post("/api/user/auth/loginByPwd", { account: phone, password });
    expect(second.data.status).toBe("OK");
    const sid2 = c.cookies.get("sid");
    expect(sid2).not.toBe(sid1);
    const old = await k.t.app.request("/api/user/auth/v3/userinfo", { method: "POST", headers: { Authorization: `Bearer ${sid1}` } });
    expect(old.status).toBe(401);
    await c.post("/api/user/auth/logout");
    expect(c.cookies.has("sid")).toBe(false);
    const after = await k.t.app.request("/api/user/auth/v3/userinfo", { method: "POST", headers: { Authorization: `Bearer ${sid2}` } });
    expect(after.status).toBe(401);
  });

  it("marks the session cookie Secure behind HTTPS, believing X-Forwarded-Proto only from a trusted proxy", async () => {
    // The browser that registered is a known device, so its logins need no second factor.
    const sessionCookie = async (kit: Kit, proto?: string) => {
      const { c, phone, password } = await kit.registered();
      const r = await c.post("/api/user/auth/v3/pwd/login", { account: phone, password }, proto ? { "X-Forwarded-Proto": proto } : {});
      expect(r.status).toBe(200);
      const line = r.headers.getSetCookie().find((l) => l.startsWith("sid="));
      expect(line).toBeDefined();
      return line ?? "";
    };
    // This kit runs with TRUST_PROXY=true.
    expect(await sessionCookie(k, "https")).toMatch(/;\s*Secure/i);
    expect(await sessionCookie(k)).not.toMatch(/;\s*Secure/i);
    const direct = await accountsApp(kind, { env: { TRUST_PROXY: "false" } });
    try {
      expect(await sessionCookie(direct, "https")).not.toMatch(/;\s*Secure/i);
    } finally {
      await direct.t.close();
    }
  });

  it("password + SMS code login (pwdvcode): the same answer for a wrong password, a code only for the right one", async () => {
    const { c, phone, password, userId } = await k.registered();
    k.clock.advance(61_000);
    const wrong = await c.post("/api/user/auth/v3/pwdvcode/send", { account: phone, password: "Not-The-Password-1" });
    expect(wrong).toMatchObject({ status: 200, data: { resendAfter: 60 } });
    expect((await k.lastMessage(phone))?.body ?? "").not.toMatch(/登录/);
    const right = await c.post("/api/user/auth/v3/pwdvcode/send", { account: phone, password });
    expect(right).toMatchObject({ status: 200, data: { resendAfter: 60 } });
    const vcode = await k.lastCode(phone);
    // The code alone, or with a wrong password, does not log in.
    expect((await c.post("/api/user/auth/v3/pwdvcode/login", { account: phone, password: "Not-The-Password-1", vcode })).status).toBe(400);
    const ok = await c.post("/api/user/auth/v3/pwdvcode/login", { account: phone, password, vcode });
    expect(ok.status).toBe(200);
    expect((await c.post("/api/user/auth/v3/userinfo")).data.id).toBe(userId);
    // The old alias answers the same way.
    expect((await c.post("/api/user/auth/loginByPwdVcode", { account: phone, password, vcode })).status).toBe(400);
  });

  it("gives API clients a bearer token on request", async () => {
    const { phone, password, c } = await k.registered();
    const r = await c.post("/api/user/auth/v3/pwd/login", { account: phone, password, issue: "bearer" });
    expect(r.data.token).toMatch(/^[\w-]{40,}$/);
    const info = await k.t.app.request("/api/user/auth/v3/userinfo", {
      method: "POST",
      headers: { Authorization: `Bearer ${r.data.token}` },
    });
    expect(((await info.json()) as { data: { maskedPhone: string } }).data.maskedPhone).toContain("****");
  });

  it("logs in by SMS code (unknown phones get a notice, not a code)", async () => {
    const { phone } = await k.registered();
    const c = k.client();
    const sent = await c.post("/api/user/auth/v3/vcode/send", { phone, ...(await c.icode()) });
    expect(sent.code).toBe("30000");
    const r = await c.post("/api/user/auth/v3/vcode/login", { phone, vcode: await k.lastCode(phone) });
    expect(r.data.status).toBe("OK");
    const stranger = k.phone();
    const s2 = await c.post("/api/user/auth/sendVcode", { phone: stranger, ...(await c.icode()) });
    expect(s2.code).toBe("30000");
    expect((await k.lastMessage(stranger))?.body).toContain("尚未注册");
  });

  it("recovers a password: image code, SMS code, choose account, new password ends every session", async () => {
    const { phone, c: oldBrowser, userId } = await k.registered();
    const c = k.client();
    const check = await c.post("/api/user/findPwd/check", { account: phone, ...(await c.icode()) });
    expect(check.data).toMatchObject({ channel: "sms", maskedTarget: expect.stringContaining("****") });
    await c.post("/api/user/findPwd/sendVcode", { permit: check.data.permit, phone });
    const list = await c.post("/api/user/findPwd/listAccounts", { channel: "sms", target: phone, vcode: await k.lastCode(phone) });
    expect(list.data.accounts).toEqual([expect.objectContaining({ id: userId, kind: "personal" })]);
    const common = await c.post("/api/user/findPwd/updatePwd", { ticket: list.data.ticket, accountId: userId, password: "11111111" });
    expect(common.status).toBe(400);
    const done = await c.post("/api/user/findPwd/updatePwd", { ticket: list.data.ticket, accountId: userId, password: "Xin-Mima-2026!" });
    expect(done.data.done).toBe(true);
    expect((await oldBrowser.post("/api/user/auth/v3/userinfo")).status).toBe(401);
    const reuse = await c.post("/api/user/findPwd/updatePwd", { ticket: list.data.ticket, accountId: userId, password: "Another-2026!" });
    expect(reuse.status).toBe(400);
    // Unknown phone: the same answers, and a notice instead of a code.
    const stranger = k.phone();
    const check2 = await c.post("/api/user/findPwd/check", { account: stranger, ...(await c.icode()) });
    expect(check2.status).toBe(200);
    const sent2 = await c.post("/api/user/findPwd/sendVcode", { permit: check2.data.permit, phone: stranger });
    expect(sent2.data).toEqual({ resendAfter: 60 });
    expect((await k.lastMessage(stranger))?.body).toContain("没有关联账号");
  });

  it("logs a second browser in by QR code confirmed on a logged-in phone", async () => {
    const { c: phoneClient, userId } = await k.registered();
    const browser = k.client("Mozilla/5.0 (Macintosh) Safari/17 OfficeMac");
    const qr = await browser.post("/api/user/auth/v3/scan/qrcode");
    expect(qr.data.image).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(qr.data.image.split(",")[1], "base64");
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await browser.post("/api/user/auth/v3/scan/status", { qrId: qr.data.qrId })).data.state).toBe("WAITING");
    // The scan code is only in the picture; find it the way a phone would (from the stored row would be cheating).
    const { jpegScanCode } = await import("../testing/qr-decode");
    const code = jpegScanCode(qr.data.image);
    const anonymous = await k.client().post("/api/user/auth/v3/scan/scan", { code });
    expect(anonymous.status).toBe(401);
    // Confirming without the scan step (nobody was shown who is asking) is refused.
    const unscanned = await phoneClient.post("/api/user/auth/v3/scan/confirm", { code, approve: true });
    expect(unscanned.status).toBe(400);
    expect(unscanned.msg).toContain("请先用手机扫描");
    const seen = await phoneClient.post("/api/user/auth/v3/scan/scan", { code });
    expect(seen.data.userAgent).toContain("OfficeMac");
    // Someone else signed in cannot answer a code this phone scanned.
    const { c: stranger } = await k.registered();
    expect((await stranger.post("/api/user/auth/v3/scan/confirm", { code, approve: true })).status).toBe(400);
    expect((await browser.post("/api/user/auth/scanStatus", { qrId: qr.data.qrId })).data.state).toBe("SCANED");
    await phoneClient.post("/api/user/auth/v3/scan/confirm", { code, approve: true });
    const done = await browser.post("/api/user/auth/v3/scan/status", { qrId: qr.data.qrId });
    expect(done.data).toMatchObject({ state: "LOGINED", user: { id: userId } });
    expect((await browser.post("/api/user/auth/v3/userinfo")).data.id).toBe(userId);
    // Only the first poll collects the session.
    expect((await k.client().post("/api/user/auth/v3/scan/status", { qrId: qr.data.qrId })).data.state).toBe("TIMEOUT");
  });

  it("times a QR code out after three minutes, and a refusal ends it", async () => {
    const b = k.client();
    const qr = await b.post("/api/user/auth/v3/scan/qrcode");
    k.clock.advance(3 * 60_000 + 1);
    expect((await b.post("/api/user/auth/v3/scan/status", { qrId: qr.data.qrId })).data.state).toBe("TIMEOUT");
  });

  it("asks a new staff member for a second factor even from the browser remembered before the grant", async () => {
    const { c, phone, password } = await k.registered();
    const ctx = { actor: { kind: "system" as const, job: "test" }, db: k.t.database.db, cache: k.t.cache, now: k.clock.now, log: console };
    await adminStaffCreate(ctx, { phone, realname: "编辑", roles: ["editor"] });
    const r = await c.post("/api/user/auth/v3/pwd/login", { account: phone, password });
    expect(r.data.status).toBe("DOUBLE_AUTH");
    // A second try within the minute gets a challenge too (the code already sent still works), not a 429.
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("DOUBLE_AUTH");
    const wrong = await c.post("/api/user/auth/v3/bindClient", { vcode: "000000" });
    expect(wrong.status).toBe(400);
    const ok = await c.post("/api/user/auth/v3/bindClient", { vcode: await k.lastCode(phone) });
    expect(ok.data).toMatchObject({ status: "OK", user: { roles: ["editor"] } });
  });

  it("keeps the outbox to staff with outbox:read", async () => {
    const { c } = await k.registered();
    expect((await k.client().post("/api/admin/outbox/listPaged")).status).toBe(401);
    expect((await c.post("/api/admin/outbox/listPaged")).status).toBe(403);
  });
});
