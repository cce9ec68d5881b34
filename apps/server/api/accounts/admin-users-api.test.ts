import { createSession } from "@portal/core/auth/sessions";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp, type Client } from "../testing/accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

/** 用户管理 (issue 29): find, disable / enable, reset the second factor, grant membership. */
describe.each(testDbKinds())("admin user management API on %s", (kind) => {
  let k: Kit;
  let staffSeq = 0;
  /** A staff member (or a plain user with no roles) with a live session on the test clock. */
  const staff = async (roles: string[], realname = "测试员") => {
    const [user] = await k.t.database.db
      .insert(schema.users)
      .values({ phone: `1360000${String(++staffSeq).padStart(4, "0")}`, realname })
      .returning({ id: schema.users.id });
    if (roles.length) await k.t.database.db.insert(schema.staffRoles).values(roles.map((role) => ({ userId: user.id, role })));
    const ctx = { actor: { kind: "system" as const, job: "test" }, db: k.t.database.db, cache: k.t.cache, now: k.clock.now, log: console };
    const c = k.client();
    c.cookies.set("sid", (await createSession(ctx, { userId: user.id })).token);
    return { c, userId: user.id };
  };
  let admin: Awaited<ReturnType<typeof staff>>;
  beforeAll(async () => {
    k = await accountsApp(kind);
    admin = await staff(["admin"], "王管理");
  });
  afterAll(() => k.t.close());

  const audits = (action: string, targetId: string) =>
    k.t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.targetId, targetId)));

  it("finds a user by whole phone, its last 4 digits and id, masked", async () => {
    const { phone, userId } = await k.registered();
    for (const keyword of [phone, phone.slice(-4), userId]) {
      const r = await admin.c.post("/api/admin/users/listPaged", { keyword });
      expect(r.status).toBe(200);
      const row = r.data.records.find((x: { id: string }) => x.id === userId);
      expect(row).toMatchObject({
        maskedPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
        status: "active",
        statusText: "正常",
        plan: "FREE",
      });
      expect(row.registeredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.lastLoginAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(JSON.stringify(r.data)).not.toContain(phone);
    }
  });

  it("disabling ends the sessions at once and refuses the login in Chinese; enabling lets it in again", async () => {
    const { c, phone, password, userId } = await k.registered();
    expect((await c.post("/api/user/auth/userid")).status).toBe(200);
    const noReason = await admin.c.post("/api/admin/users/disable", { userId, reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.msg).toMatch(/原因/);
    const off = await admin.c.post("/api/admin/users/disable", { userId, reason: "冒用他人资料" });
    expect(off.status).toBe(200);
    expect((await c.post("/api/user/auth/userid")).status).toBe(401);
    const live = await k.t.database.db
      .select()
      .from(schema.sessions)
      .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)));
    expect(live).toEqual([]);
    const refused = await k.client().post("/api/user/auth/v3/pwd/login", { account: phone, password });
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe("该账号已被停用，如有疑问请联系客服");
    const [entry] = await audits("user.disable", userId);
    expect(entry.detail).toMatchObject({ after: { status: "disabled", reason: "冒用他人资料" } });
    const listed = await admin.c.post("/api/admin/users/listPaged", { keyword: phone, status: "disabled" });
    expect(listed.data.records.map((r: { id: string }) => r.id)).toEqual([userId]);

    expect((await admin.c.post("/api/admin/users/enable", { userId })).status).toBe(200);
    expect((await audits("user.enable", userId)).length).toBe(1);
    const again = await k.client().post("/api/user/auth/v3/pwd/login", { account: phone, password });
    expect(again.status).toBe(200);
    expect(["OK", "DOUBLE_AUTH"]).toContain(again.data.status);
  });

  it("grants membership as the same membership row a purchase writes, without an order", async () => {
    const { c, userId } = await k.registered();
    const bad = await admin.c.post("/api/admin/users/grantMembership", { userId, plan: "MEMBER", days: 0, reason: "活动奖励" });
    expect(bad.status).toBe(400);
    const r = await admin.c.post("/api/admin/users/grantMembership", { userId, plan: "MEMBER", days: 30, reason: "活动奖励" });
    expect(r.status).toBe(200);
    const plan = await c.post("/api/ai/plan/get");
    expect(plan.data).toMatchObject({ code: "MEMBER", name: "会员", endsOn: r.data.endsOn });
    const rows = await k.t.database.db.select().from(schema.memberships).where(eq(schema.memberships.userId, userId));
    expect(rows).toMatchObject([{ plan: "MEMBER", orderId: null, startsOn: r.data.startsOn, endsOn: r.data.endsOn }]);
    expect(await k.t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toEqual([]);
    const [entry] = await audits("user.grantMembership", userId);
    expect(entry.detail).toMatchObject({ after: { plan: "MEMBER", days: 30, reason: "活动奖励" } });
    // A second grant follows the first instead of overlapping it.
    const next = await admin.c.post("/api/admin/users/grantMembership", { userId, plan: "MEMBER", days: 10, reason: "续赠" });
    expect(next.data.startsOn > r.data.endsOn).toBe(true);
    const listed = await admin.c.post("/api/admin/users/listPaged", { keyword: userId });
    expect(listed.data.records[0]).toMatchObject({ plan: "MEMBER", planName: "会员", planEndsOn: r.data.endsOn });
  });

  it("resetting the second factor forgets the remembered browsers", async () => {
    const { phone, password, userId } = await k.registered();
    const c: Client = k.client();
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("DOUBLE_AUTH");
    expect((await c.post("/api/user/auth/v3/bindClient", { vcode: await k.lastCode(phone), remember: true })).data.status).toBe("OK");
    k.clock.advance(61_000);
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("OK");
    const reset = await admin.c.post(`/api/admin/users/${userId}/second-factor/reset`, {});
    expect(reset.status).toBe(200);
    expect(reset.data.devices).toBeGreaterThan(0);
    expect((await audits("user.resetSecondFactor", userId)).length).toBe(1);
    expect((await c.post("/api/user/auth/v3/pwd/login", { account: phone, password })).data.status).toBe("DOUBLE_AUTH");
  });

  it("answers 401 / 403 to everyone without user:manage, and keeps staff from stopping themselves or their seniors", async () => {
    const { userId } = await k.registered();
    const plain = await staff([]);
    const editor = await staff(["editor"]);
    const operator = await staff(["operator"]);
    const calls: [string, unknown][] = [
      ["/api/admin/users/listPaged", {}],
      ["/api/admin/users/disable", { userId, reason: "测试" }],
      ["/api/admin/users/enable", { userId }],
      ["/api/admin/users/grantMembership", { userId, plan: "MEMBER", days: 1, reason: "测试" }],
      [`/api/admin/users/${userId}/second-factor/reset`, {}],
    ];
    for (const [path, body] of calls) {
      expect((await k.client().post(path, body)).status, path).toBe(401);
      expect((await plain.c.post(path, body)).status, path).toBe(403);
      expect((await editor.c.post(path, body)).status, path).toBe(403);
    }
    expect((await operator.c.post("/api/admin/users/listPaged", {})).status).toBe(200);
    const up = await operator.c.post("/api/admin/users/disable", { userId: admin.userId, reason: "测试" });
    expect(up.status).toBe(403);
    expect(up.msg).toBe("不能停用级别比自己高的工作人员");
    const self = await admin.c.post("/api/admin/users/disable", { userId: admin.userId, reason: "测试" });
    expect(self.status).toBe(400);
    expect(self.msg).toBe("不能停用自己的账号");
    expect((await operator.c.post("/api/admin/users/disable", { userId: editor.userId, reason: "离职" })).status).toBe(200);
  });
});
