import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp } from "../testing/accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

/**
 * Issue 8, item 10: each account flow is one transaction. The last statement of each is made to
 * fail (a table that refuses new rows); afterwards nothing of the flow may be left behind.
 */
describe.each(testDbKinds())("account flows all or nothing on %s", (kind) => {
  let k: Kit;
  beforeAll(async () => {
    k = await accountsApp(kind);
  });
  afterAll(() => k.t.close());

  async function refusing<T>(table: "audit_log" | "known_devices", run: () => Promise<T>): Promise<T> {
    const db = k.t.database.db;
    await db.execute(sql.raw(`alter table ${table} add constraint refuses_rows check (false) not valid`));
    try {
      return await run();
    } finally {
      await db.execute(sql.raw(`alter table ${table} drop constraint refuses_rows`));
    }
  }

  it("password change: when the audit entry cannot be written, the old password and sessions stay", async () => {
    const { c, phone, password } = await k.registered();
    // (Not the sessions table: every signed-in request touches it before the flow even starts.)
    const failed = await refusing("audit_log", () =>
      c.post("/api/user/center/password/change", { oldPassword: password, newPassword: "Changed-Mima-2026!" }),
    );
    expect(failed.status).toBe(500);
    expect((await c.post("/api/user/auth/v3/userinfo")).status).toBe(200);
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).status).toBe(200);
  });

  it("registration: when the device cannot be remembered, no account exists afterwards", async () => {
    const c = k.client();
    const phone = k.phone();
    await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) });
    const vcode = await k.lastCode(phone);
    const failed = await refusing("known_devices", () =>
      c.post("/api/user/reg/v3/std/register", { phone, vcode, password: "Gongcheng#2026", agree: true }),
    );
    expect(failed.status).toBe(500);
    const rows = await k.t.database.db.select().from(schema.users).where(eq(schema.users.phone, phone));
    expect(rows).toEqual([]);
  });

  it("password reset: when the audit entry cannot be written, the password, sessions and ticket are untouched", async () => {
    const { phone, password, c: oldBrowser, userId } = await k.registered();
    const c = k.client();
    const check = await c.post("/api/user/findPwd/check", { account: phone, ...(await c.icode()) });
    await c.post("/api/user/findPwd/sendVcode", { permit: check.data.permit, phone });
    const list = await c.post("/api/user/findPwd/listAccounts", { channel: "sms", target: phone, vcode: await k.lastCode(phone) });
    const body = { ticket: list.data.ticket, accountId: userId, password: "Xin-Mima-2026!" };
    const failed = await refusing("audit_log", () => c.post("/api/user/findPwd/updatePwd", body));
    expect(failed.status).toBe(500);
    expect((await oldBrowser.post("/api/user/auth/v3/userinfo")).status).toBe(200);
    expect((await oldBrowser.post("/api/user/auth/v3/pwd/login", { account: phone, password })).status).toBe(200);
    // The ticket was not used up: the person can simply try again.
    expect((await c.post("/api/user/findPwd/updatePwd", body)).data.done).toBe(true);
  });

  it("phone rebinding: when the audit entry cannot be written, the phone stays and the re-auth ticket still works", async () => {
    const { c, phone, password } = await k.registered();
    const reauth = await c.post("/api/user/center/reauth", { password });
    const ticket = reauth.data.reauthTicket as string;
    const next = k.phone();
    await c.post("/api/user/center/contact/send", { channel: "sms", target: next });
    const failed = await refusing("audit_log", async () =>
      c.post("/api/user/center/contact/change", { reauthTicket: ticket, channel: "sms", target: next, vcode: await k.lastCode(next) }),
    );
    expect(failed.status).toBe(500);
    expect((await c.post("/api/user/center/profile/get")).data.phone ?? "").not.toContain(next.slice(-4));
    const [row] = await k.t.database.db.select().from(schema.users).where(eq(schema.users.phone, phone));
    expect(row).toBeDefined();
    // Same ticket, a fresh code: now it goes through.
    k.clock.advance(61_000);
    await c.post("/api/user/center/contact/send", { channel: "sms", target: next });
    const ok = await c.post("/api/user/center/contact/change", {
      reauthTicket: ticket,
      channel: "sms",
      target: next,
      vcode: await k.lastCode(next),
    });
    expect(ok.data).toEqual({ changed: true });
    const [moved] = await k.t.database.db.select().from(schema.users).where(eq(schema.users.phone, next));
    expect(moved).toBeDefined();
  });
});
