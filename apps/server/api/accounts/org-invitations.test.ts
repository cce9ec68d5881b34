import { INVITE_RULES } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Issue 29: inviting into an organisation must not tell the administrator whether a phone is
 * registered, nor whose it is, and must not make anybody a member without their consent.
 */
describe.each(testDbKinds())("organisation invitations on %s", (kind) => {
  let t: TestApp;
  let clock = Date.parse("2026-03-15T02:00:00Z");
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const phones = { admin: "13700000031", dana: "13700000032", erin: "13700000033", frank: "13700000034" };
  const nobody = "13700000098";
  const call = (path: string, body: unknown = {}, who?: keyof typeof phones) => t.json(path, body, who && tokens[who]);
  const invite = (phone: string, org = orgId) => call("/api/user/org/member/invite", { companyId: org, phone }, "admin");
  const mine = async (who: keyof typeof phones) =>
    (await call("/api/user/org/invitation/mine", {}, who)).body.data as { id: string; orgName: string }[];
  const memberIds = async () =>
    ((await call("/api/user/org/get", { companyId: orgId }, "admin")).body.data.members as { userId: string }[]).map((m) => m.userId);
  let orgId = "";
  let sessionFor: (userId: string) => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(clock) });
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => new Date(clock) };
    sessionFor = async (userId) => (await createSession(ctx, { userId })).token;
    for (const [who, phone] of Object.entries(phones)) {
      const [u] = await t.database.db
        .insert(schema.users)
        .values({ phone, realname: `真名${who}` })
        .returning();
      ids[who] = u.id;
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
    }
    orgId = (await call("/api/user/org/create", { name: "丁建设集团", code: "ding-js" }, "admin")).body.data.id;
  }, 120_000);
  afterAll(() => t.close());

  it("answers the same for a registered and an unregistered phone, without name or user id", async () => {
    const known = await invite(phones.dana);
    const unknown = await invite(nobody);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(known.body.data).sort()).toEqual(Object.keys(unknown.body.data).sort());
    expect(known.body.data).toMatchObject({ maskedPhone: "137****0032" });
    expect(unknown.body.data).toMatchObject({ maskedPhone: "137****0098" });
    expect(known.body.data.expiresAt).toBe(new Date(clock + 7 * 24 * 3600 * 1000).toISOString());
    const text = JSON.stringify(known.body);
    expect(text).not.toContain("真名dana");
    expect(text).not.toContain(ids.dana);
    expect(known.body.msg).toBe(unknown.body.msg);
    // Both phones get the same text message (the outbox here: no SMS provider configured).
    const sms = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.channel, "sms"));
    for (const phone of [phones.dana, nobody])
      expect(sms.filter((m) => m.recipient === phone).map((m) => m.body)).toEqual([expect.stringContaining("丁建设集团 邀请您加入机构")]);
  });

  it("makes nobody a member before they accept; the administrator sees masked phones only", async () => {
    expect(await memberIds()).toEqual([ids.admin]);
    const pending = (await call("/api/user/org/invitation/list", { companyId: orgId }, "admin")).body.data;
    expect(pending.map((p: { maskedPhone: string }) => p.maskedPhone).sort()).toEqual(["137****0032", "137****0098"]);
    expect(JSON.stringify(pending)).not.toContain("真名dana");
    // Inviting again is idempotent: the same invitation, no second message or text.
    const again = await invite(phones.dana);
    expect(again.body.data.invitationId).toBe(pending.find((p: { maskedPhone: string }) => p.maskedPhone === "137****0032").id);
    const sms = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, phones.dana));
    expect(sms).toHaveLength(1);
    const messages = await t.database.db.select().from(schema.userMessages).where(eq(schema.userMessages.userId, ids.dana));
    expect(messages.map((m) => m.title)).toEqual(["机构邀请：丁建设集团 邀请您加入"]);
    // The invited person sees it in 消息中心, with the organisation's name and who invited them.
    expect(await mine("dana")).toMatchObject([{ orgName: "丁建设集团", inviter: "真名admin" }]);
    // Whoever registers with the unregistered phone within the week finds its invitation there too.
    const [late] = await t.database.db.insert(schema.users).values({ phone: nobody, realname: "新用户" }).returning();
    const fresh = await t.json("/api/user/org/invitation/mine", {}, await sessionFor(late.id));
    expect(fresh.body.data).toMatchObject([{ orgName: "丁建设集团" }]);
  });

  it("lets only the invited person answer; accepting makes a member, declining does not", async () => {
    const [danaInvite] = await mine("dana");
    const other = await call("/api/user/org/invitation/accept", { id: danaInvite.id }, "erin");
    expect(other).toMatchObject({ status: 404, body: { msg: "邀请不存在或已失效" } });
    expect(await memberIds()).toEqual([ids.admin]);

    expect((await call("/api/user/org/invitation/accept", { id: danaInvite.id }, "dana")).body.data).toEqual({
      companyId: orgId,
      accepted: true,
    });
    expect(await memberIds()).toEqual([ids.admin, ids.dana]);
    const detail = (await call("/api/user/org/get", { companyId: orgId }, "admin")).body.data;
    expect(detail.members.find((m: { userId: string }) => m.userId === ids.dana).realname).toBe("真名dana");
    expect((await call("/api/user/org/invitation/accept", { id: danaInvite.id }, "dana")).status).toBe(409);
    expect(await mine("dana")).toEqual([]);

    await invite(phones.erin);
    const [erinInvite] = await mine("erin");
    expect((await call("/api/user/org/invitation/decline", { id: erinInvite.id }, "erin")).body.data).toEqual({
      companyId: orgId,
      accepted: false,
    });
    expect(await memberIds()).not.toContain(ids.erin);
    expect((await call("/api/user/org/invitation/accept", { id: erinInvite.id }, "erin")).status).toBe(409);
    expect(await memberIds()).not.toContain(ids.erin);
  });

  it("revokes a pending invitation, and refuses an expired one", async () => {
    await invite(phones.frank);
    const [frankInvite] = await mine("frank");
    expect((await call("/api/user/org/invitation/revoke", { companyId: orgId, id: frankInvite.id }, "dana")).status).toBe(403);
    expect((await call("/api/user/org/invitation/revoke", { companyId: orgId, id: frankInvite.id }, "admin")).body.data).toEqual({
      revoked: true,
    });
    expect(await mine("frank")).toEqual([]);
    expect((await call("/api/user/org/invitation/accept", { id: frankInvite.id }, "frank")).status).toBe(404);

    await invite(phones.frank);
    const [second] = await mine("frank");
    clock += 7 * 24 * 3600 * 1000 + 1000;
    expect(await mine("frank")).toEqual([]);
    const late = await call("/api/user/org/invitation/accept", { id: second.id }, "frank");
    expect(late).toMatchObject({ status: 409, body: { msg: "邀请已过期，请联系机构管理员重新邀请" } });
    expect(await memberIds()).not.toContain(ids.frank);
    // A new invitation to the same phone replaces the expired one.
    expect((await invite(phones.frank)).status).toBe(200);
    expect(await mine("frank")).toHaveLength(1);
  });

  it("caps invitations per organisation and day, so a phone book cannot be walked", async () => {
    clock += 2 * 24 * 3600 * 1000;
    const second = (await call("/api/user/org/create", { name: "戊监理", code: "wu-jl" }, "admin")).body.data.id;
    for (let i = 0; i < INVITE_RULES.perOrgDay.limit; i++)
      expect((await invite(`1360000${String(i).padStart(4, "0")}`, second)).status).toBe(200);
    const over = await invite("13611110000", second);
    expect(over.status).toBe(429);
    expect(over.body.msg).toMatch(/^操作过于频繁/);
  });
});
