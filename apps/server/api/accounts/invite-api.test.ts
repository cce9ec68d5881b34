import { rewardInviter } from "@portal/core/account/invite";
import { createSession } from "@portal/core/auth/sessions";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp, type Client } from "../testing/accounts-testkit";

/**
 * 邀请好友 (issue 10): the invite link, the friends who registered with it (phones masked), and the
 * INVITE reward — paid to the inviter once per new account that proved its phone, never for a
 * self-invite or a deleted account, and never past the rule's daily limit.
 */
describe.each(testDbKinds())("invitations API on %s", (kind) => {
  let kit: Awaited<ReturnType<typeof accountsApp>>;
  let alice: { c: Client; phone: string; userId: string };
  const ctx = () => ({
    actor: { kind: "system" as const, job: "test" },
    db: kit.t.database.db,
    cache: kit.t.cache,
    now: kit.clock.now,
    log: console,
  });
  const invitePoints = async (userId: string) => {
    const e = schema.pointEntries;
    const rows = await kit.t.database.db
      .select({ delta: e.delta })
      .from(e)
      .where(and(eq(e.userId, userId), eq(e.reason, "INVITE")));
    return { entries: rows.length, points: rows.reduce((s, r) => s + r.delta, 0) };
  };
  /** Registers a fresh phone through the API with an invite code; answers the raw registration reply. */
  const registerWith = async (inviteCode: string, phone = kit.phone()) => {
    const c = kit.client();
    await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) });
    const vcode = await kit.lastCode(phone);
    const r = await c.post("/api/user/reg/v3/std/register", { phone, vcode, password: "Gongcheng#2026", agree: true, inviteCode });
    kit.clock.advance(61_000);
    return { ...r, phone, c };
  };

  beforeAll(async () => {
    kit = await accountsApp(kind);
    alice = await kit.registered();
  }, 120_000);
  afterAll(() => kit.t.close());

  it("asks visitors to log in and refuses bad paging", async () => {
    const c = kit.client();
    expect((await c.post("/api/user/unionInvite/generateLink")).status).toBe(401);
    expect((await c.post("/api/user/unionInvite/listPaged", {})).status).toBe(401);
    const bad = await alice.c.post("/api/user/unionInvite/listPaged", { current: 0 });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("gives the caller their code and absolute link, creating a code for accounts without one", async () => {
    const r = await alice.c.post("/api/user/unionInvite/generateLink");
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ points: 50, dailyLimit: 10, ruleText: expect.stringContaining("邀请") });
    expect(r.data.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(r.data.link).toBe(`http://localhost/invite?code=${r.data.inviteCode}`);
    expect((await alice.c.post("/api/user/unionInvite/generateLink")).data.inviteCode).toBe(r.data.inviteCode);
    // An account from before invitations (no code) gets one on first use, the same one after.
    const [old] = await kit.t.database.db.insert(schema.users).values({ phone: "13700000041" }).returning();
    const token = (await createSession(ctx(), { userId: old.id })).token;
    const first = await kit.t.json("/api/user/unionInvite/generateLink", {}, token);
    expect(first.body.data.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await kit.t.json("/api/user/unionInvite/generateLink", {}, token)).body.data.inviteCode).toBe(first.body.data.inviteCode);
  });

  it("pays the inviter once per friend who registers, and lists friends with masked phones", async () => {
    const code = (await alice.c.post("/api/user/unionInvite/generateLink")).data.inviteCode as string;
    const bob = await registerWith(code.toLowerCase());
    expect(bob.code).toBe("30000");
    expect(await invitePoints(alice.userId)).toEqual({ entries: 1, points: 50 });
    // A retry of the award for the same friend (a re-delivered job, a double call) pays nothing.
    const bobId = bob.data.user.id as string;
    expect(await Promise.all([rewardInviter(ctx(), alice.userId, bobId), rewardInviter(ctx(), alice.userId, bobId)])).toEqual([0, 0]);
    expect(await invitePoints(alice.userId)).toEqual({ entries: 1, points: 50 });
    const list = await alice.c.post("/api/user/unionInvite/listPaged", { current: 1, size: 10 });
    expect(list).toMatchObject({ status: 200, code: "30000", total: 1 });
    expect(list.data.totalPoints).toBe(50);
    expect(list.data.records).toEqual([
      { phone: `${bob.phone.slice(0, 3)}****${bob.phone.slice(-4)}`, registeredOn: "2026-03-15", points: 50 },
    ]);
    // Bob's own list is empty: nobody registered with his code.
    expect(await bob.c.post("/api/user/unionInvite/listPaged", {})).toMatchObject({ status: 200, total: 0 });
  });

  it("refuses unknown codes, self-invites and codes of deleted accounts; a deleted friend is not listed", async () => {
    const bad = await registerWith("NOSUCH99");
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe("邀请码不存在，请核对后重新输入，或不填邀请码");
    // An organisation account recovered by a phone is that person's own: its code cannot invite the phone.
    const phone = kit.phone();
    await kit.t.database.db.insert(schema.users).values({ username: "self.org", recoveryPhone: phone, inviteCode: "SELFORG2" });
    const self = await registerWith("SELFORG2", phone);
    expect(self.status).toBe(400);
    expect(self.msg).toBe("不能填写自己的邀请码");
    // The friend deleting their account drops them from the list (the points stay in the ledger).
    await kit.t.database.db.update(schema.users).set({ status: "deleting" }).where(eq(schema.users.invitedBy, alice.userId));
    const list = await alice.c.post("/api/user/unionInvite/listPaged", {});
    expect(list.total).toBe(0);
    // An inviter who is deleting their account invites nobody.
    await kit.t.database.db
      .update(schema.users)
      .set({ inviteCode: "GONE2026", status: "deleting" })
      .where(eq(schema.users.username, "self.org"));
    expect((await registerWith("GONE2026")).status).toBe(400);
  });

  it("never pays past the daily limit, even for friends registering at once", async () => {
    const [carol] = await kit.t.database.db.insert(schema.users).values({ phone: "13700000042", inviteCode: "CAROL226" }).returning();
    const friends = await kit.t.database.db
      .insert(schema.users)
      .values(Array.from({ length: 14 }, (_, i) => ({ phone: `1360000${String(i).padStart(4, "0")}`, invitedBy: carol.id })))
      .returning({ id: schema.users.id });
    const paid = await Promise.all(friends.map((f) => rewardInviter(ctx(), carol.id, f.id)));
    expect(paid.filter((p) => p > 0)).toHaveLength(10);
    expect(await invitePoints(carol.id)).toEqual({ entries: 10, points: 500 });
    // Self-invite at the service level pays nothing either.
    expect(await rewardInviter(ctx(), carol.id, carol.id)).toBe(0);
    // The next day the rest may pay, each still once.
    kit.clock.advance(86_400_000);
    const later = await Promise.all(friends.map((f) => rewardInviter(ctx(), carol.id, f.id)));
    expect(later.filter((p) => p > 0)).toHaveLength(4);
  });
});
