import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp } from "./accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

/**
 * Issue 29: staff logins. "Remember this device" must let the next login from the same browser
 * through for 30 days (it did nothing for staff: every login asked again).
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
});
