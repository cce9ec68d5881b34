import { totpAt } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp, type Client } from "../testing/accounts-testkit";
import { jpegScanText } from "../testing/qr-decode";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

/**
 * Issue 29: staff logins. "Remember this device" must let the next login from the same browser
 * through for 30 days (it did nothing for staff: every login asked again); staff with an
 * authenticator app log in with its code or a recovery code, never by the outbox; an administrator
 * resets it all.
 */
describe.each(testDbKinds())("staff second factor on %s", (kind) => {
  let k: Kit;
  beforeAll(async () => {
    k = await accountsApp(kind);
  });
  afterAll(() => k.t.close());

  async function staffMember() {
    const r = await k.registered();
    await k.t.database.db.insert(schema.staffRoles).values({ userId: r.userId, role: "editor" });
    k.clock.advance(61_000);
    return r;
  }

  it("remembers a staff member's browser for 30 days, then asks again", async () => {
    const { phone, password } = await staffMember();
    const c = k.client();
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("DOUBLE_AUTH");
    const ok = await c.post("/api/user/auth/doubleAuth/verify", { vcode: await k.lastCode(phone), remember: true });
    expect(ok.data.status).toBe("OK");
    const line = ok.headers.getSetCookie().find((l) => l.startsWith("did=")) ?? "";
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=2592000/);
    // Same browser, with the cookie: straight in.
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("OK");
    // Another browser, without it: asked.
    expect((await k.client().post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("DOUBLE_AUTH");
    // 30 days on, the same cookie no longer counts.
    k.clock.advance(30 * 86_400_000 + 1000);
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("DOUBLE_AUTH");
  });

  it("does not remember the browser when the box is left unticked", async () => {
    const { phone, password } = await staffMember();
    const c = k.client();
    await c.post("/api/user/auth/v3/pwd/login", { account: phone, password });
    expect((await c.post("/api/user/auth/doubleAuth/verify", { vcode: await k.lastCode(phone), remember: false })).data.status).toBe("OK");
    k.clock.advance(61_000);
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("DOUBLE_AUTH");
  });

  /** A staff member logged in (by the outbox code) who enrolled an authenticator; returns its secret and recovery codes. */
  async function enrolled() {
    const member = await staffMember();
    const c = k.client();
    await c.post("/api/user/auth/v3/pwd/login", { account: member.phone, password: member.password });
    const first = await c.post("/api/user/auth/doubleAuth/verify", { vcode: await k.lastCode(member.phone), remember: false });
    expect(first.data).toMatchObject({ status: "OK", setupTotp: true });
    const begin = await c.post("/api/user/center/totp/begin");
    expect(begin.data.uri).toMatch(/^otpauth:\/\/totp\//);
    // The picture is the URI: what the app scans is what the text says.
    expect(jpegScanText(begin.data.qr)).toBe(begin.data.uri);
    const secret = begin.data.secret as string;
    expect((await c.post("/api/user/center/totp/confirm", { code: "000000" })).status).toBe(400);
    const confirmed = await c.post("/api/user/center/totp/confirm", { code: totpAt(secret, k.clock.now().getTime()) });
    expect(confirmed.status).toBe(200);
    const recoveryCodes = confirmed.data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The secret is never shown again, and a second enrolment cannot replace the first.
    expect((await c.post("/api/user/center/totp/begin")).status).toBe(409);
    expect((await c.post("/api/user/center/totp/status")).data).toEqual({ staff: true, enrolled: true, recoveryCodesLeft: 10 });
    k.clock.advance(31_000);
    return { ...member, secret, recoveryCodes };
  }

  const login = (c: Client, m: { phone: string; password: string }) =>
    c.post("/api/user/auth/v3/pwd/login", { account: m.phone, password: m.password });

  it("asks an enrolled staff member for the authenticator code, sends nothing, and refuses a replay", async () => {
    const m = await enrolled();
    const before = await k.lastMessage(m.phone);
    const c = k.client();
    const r = await login(c, m);
    expect(r.data).toMatchObject({ status: "DOUBLE_AUTH", channel: "totp", channels: ["totp"] });
    // No code went to the outbox, and the outbox cannot be asked for one.
    expect(await k.lastMessage(m.phone)).toEqual(before);
    expect((await c.post("/api/user/auth/doubleAuth/send", { channel: "sms" })).status).toBe(400);
    const info = await c.post("/api/user/auth/doubleAuth/info");
    expect(info.data).toMatchObject({ channel: "totp", channels: ["totp"] });
    // An outbox-style code for the phone does not pass either.
    expect((await c.post("/api/user/auth/doubleAuth/verify", { vcode: "123456" })).status).toBe(400);
    const code = totpAt(m.secret, k.clock.now().getTime());
    const ok = await c.post("/api/user/auth/doubleAuth/verify", { vcode: code });
    expect(ok.data.status).toBe("OK");
    expect(ok.data.setupTotp).toBeUndefined();
    // The same code again, on another browser within the same 30 seconds: refused.
    const other = k.client();
    await login(other, m);
    expect((await other.post("/api/user/auth/doubleAuth/verify", { vcode: code })).status).toBe(400);
  });

  it("takes each recovery code once, also when two logins race with it", async () => {
    const m = await enrolled();
    const [a, b, c2] = [k.client(), k.client(), k.client()];
    await login(a, m);
    await login(b, m);
    const [ra, rb] = await Promise.all([
      a.post("/api/user/auth/doubleAuth/verify", { vcode: m.recoveryCodes[0] }),
      b.post("/api/user/auth/doubleAuth/verify", { vcode: m.recoveryCodes[0].toUpperCase() }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 400]);
    await login(c2, m);
    expect((await c2.post("/api/user/auth/doubleAuth/verify", { vcode: m.recoveryCodes[0] })).status).toBe(400);
    expect((await c2.post("/api/user/auth/doubleAuth/verify", { vcode: m.recoveryCodes[1].replace("-", " ") })).data.status).toBe("OK");
    const audit = await k.t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "login.recovery_code_used"), eq(schema.auditLog.targetId, m.userId)));
    expect(audit).toHaveLength(2);
  });

  it("throttles wrong authenticator codes per account", async () => {
    const m = await enrolled();
    // The wrong code typed at enrolment counts in the same window: start from a clean one.
    k.clock.advance(15 * 60_000);
    const c = k.client();
    await login(c, m);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await c.post("/api/user/auth/doubleAuth/verify", { vcode: `00000${i % 10}` })).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right code waits until the window has passed.
    expect((await c.post("/api/user/auth/doubleAuth/verify", { vcode: totpAt(m.secret, k.clock.now().getTime()) })).status).toBe(429);
  });

  it("lets an administrator reset a staff member's second factor, audit-logged, and forgets remembered browsers", async () => {
    const m = await enrolled();
    const remembered = k.client();
    await login(remembered, m);
    await remembered.post("/api/user/auth/doubleAuth/verify", { vcode: totpAt(m.secret, k.clock.now().getTime()), remember: true });
    k.clock.advance(61_000);
    expect((await login(remembered, m)).data.status).toBe("OK");

    const path = `/api/admin/users/${m.userId}/second-factor/reset`;
    expect((await k.client().post(path)).status).toBe(401);
    // Staff without staff:manage (an editor) may not.
    expect((await remembered.post(path)).status).toBe(403);
    const [admin] = await k.t.database.db.insert(schema.users).values({ phone: k.phone(), realname: "管理员乙" }).returning();
    await k.t.database.db.insert(schema.staffRoles).values({ userId: admin.id, role: "admin" });
    const ctx = { actor: { kind: "system" as const, job: "test" }, db: k.t.database.db, cache: k.t.cache, now: k.clock.now, log: console };
    const boss = k.client();
    boss.cookies.set("sid", (await createSession(ctx, { userId: admin.id })).token);
    const reset = await boss.post(path);
    expect(reset).toMatchObject({ status: 200, data: { id: m.userId, hadTotp: true } });
    expect((await boss.post("/api/admin/users/00000000-0000-4000-8000-000000000000/second-factor/reset")).status).toBe(404);
    const [entry] = await k.t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "user.resetSecondFactor"), eq(schema.auditLog.targetId, m.userId)));
    expect(entry.actorId).toBe(admin.id);

    // The remembered browser is asked again, by the outbox code now that no authenticator is set.
    k.clock.advance(61_000);
    const again = await login(remembered, m);
    expect(again.data).toMatchObject({ status: "DOUBLE_AUTH", channel: "sms" });
    const back = await remembered.post("/api/user/auth/doubleAuth/verify", { vcode: await k.lastCode(m.phone) });
    expect(back.data).toMatchObject({ status: "OK", setupTotp: true });
    expect((await remembered.post("/api/user/center/totp/status")).data).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
  });

  it("forgets remembered browsers when the password changes", async () => {
    const m = await staffMember();
    const c = k.client();
    await login(c, m);
    await c.post("/api/user/auth/doubleAuth/verify", { vcode: await k.lastCode(m.phone), remember: true });
    const changed = await c.post("/api/user/center/password/change", { oldPassword: m.password, newPassword: "Xinmima#2027" });
    expect(changed.status).toBe(200);
    k.clock.advance(61_000);
    expect((await login(c, { phone: m.phone, password: "Xinmima#2027" })).data.status).toBe("DOUBLE_AUTH");
  });

  it("keeps enrolment to staff", async () => {
    const { c } = await k.registered();
    expect((await c.post("/api/user/center/totp/begin")).status).toBe(403);
  });
});
