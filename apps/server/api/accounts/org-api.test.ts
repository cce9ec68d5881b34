import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The organisation platform (issue 10): creating an organisation, its administrators managing
 * members, renaming through /ai/userOrgName/update. Every call checks access: visitors 401, other
 * organisations 404 (as if they did not exist), plain members 403 for administrators' actions.
 */
describe.each(testDbKinds())("organisation API on %s", (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const phones = { alice: "13700000021", bob: "13700000022", carol: "13700000023", mallory: "13700000024" };
  const call = (path: string, body: unknown = {}, who?: keyof typeof phones) => t.json(path, body, who && tokens[who]);
  let orgA = "";
  let orgB = "";
  /** Invites `who` into `org` and has them accept in 消息中心 (issue 29: no membership without consent). */
  const join = async (who: keyof typeof phones, org: string, by: keyof typeof phones) => {
    expect((await call("/api/user/org/member/invite", { companyId: org, phone: phones[who] }, by)).status).toBe(200);
    const mine = (await call("/api/user/org/invitation/mine", {}, who)).body.data as { id: string }[];
    for (const i of mine) expect((await call("/api/user/org/invitation/accept", { id: i.id }, who)).status).toBe(200);
  };

  beforeAll(async () => {
    const clock = Date.parse("2026-03-15T02:00:00Z");
    t = await createTestApp(kind, { now: () => new Date(clock) });
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => new Date(clock) };
    for (const [who, phone] of Object.entries(phones)) {
      const [u] = await t.database.db.insert(schema.users).values({ phone, realname: who }).returning();
      ids[who] = u.id;
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
    }
  }, 120_000);
  afterAll(() => t.close());

  it("documents the calls, with their 401/403/404/409 answers, in the OpenAPI description", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/ai/userOrgName/get"].post.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "404"]));
    expect(doc.paths["/user/org/member/invite"].post.responses["403"].description).toContain("只有机构管理员");
    expect(doc.paths["/user/org/create"].post.responses).toHaveProperty("409");
  });

  it("creates organisations with a unique, validated login code; the creator is their administrator", async () => {
    const a = await call("/api/user/org/create", { name: "  甲建设集团 ", code: "JiaJS" }, "alice");
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ name: "甲建设集团", code: "jiajs", role: "admin" });
    orgA = a.body.data.id;
    orgB = (await call("/api/user/org/create", { name: "乙监理公司", code: "yi-jl" }, "mallory")).body.data.id;

    const dup = await call("/api/user/org/create", { name: "另一个", code: "JIAJS" }, "bob");
    expect(dup).toMatchObject({ status: 409, body: { msg: "机构代码已被使用，请换一个" } });
    expect((await call("/api/user/org/create", { name: "", code: "abc" }, "bob")).body.msg).toBe("请填写机构名称");
    const long = await call("/api/user/org/create", { name: "工".repeat(51), code: "abc" }, "bob");
    expect(long).toMatchObject({ status: 400, body: { msg: "机构名称不能超过 50 个字" } });
    for (const code of ["a", "中文代码", "-abc", "a b"])
      expect((await call("/api/user/org/create", { name: "丙", code }, "bob")).status, code).toBe(400);
    expect((await call("/api/user/org/create", { name: "丙", code: "bing" })).status).toBe(401);

    const list = (await call("/api/user/org/list", {}, "alice")).body.data;
    expect(list).toEqual([{ id: orgA, name: "甲建设集团", code: "jiajs", role: "admin", memberCount: 1, current: false }]);
    expect((await call("/api/user/org/list", {}, "bob")).body.data).toEqual([]);
  });

  it("invites by phone; the invited person becomes a member once they accept", async () => {
    await join("bob", orgA, "alice");
    expect((await call("/api/user/org/member/invite", { companyId: orgA, phone: phones.bob }, "alice")).status).toBe(409);
    const bad = await call("/api/user/org/member/invite", { companyId: orgA, phone: "1234" }, "alice");
    expect(bad).toMatchObject({ status: 400, body: { msg: "请输入正确的 11 位手机号" } });
    expect((await call("/api/user/org/member/invite", { companyId: "nope", phone: phones.carol }, "alice")).status).toBe(400);

    const detail = (await call("/api/user/org/get", { companyId: orgA }, "bob")).body.data;
    expect(detail).toMatchObject({ id: orgA, name: "甲建设集团", role: "member", plan: { code: "FREE", name: "免费版" } });
    expect(detail.members.map((m: { realname: string; role: string; self: boolean }) => [m.realname, m.role, m.self])).toEqual([
      ["alice", "admin", false],
      ["bob", "member", true],
    ]);
    expect(JSON.stringify(detail)).not.toContain(phones.alice);
    // The invited member sees the organisation in their list.
    expect((await call("/api/user/org/list", {}, "bob")).body.data).toMatchObject([{ id: orgA, role: "member", memberCount: 2 }]);
  });

  it("hides other organisations (404) and keeps administrators' actions from plain members (403)", async () => {
    for (const [path, body] of [
      ["/api/user/org/get", { companyId: orgB }],
      ["/api/ai/userOrgName/get", { companyId: orgB }],
      ["/api/ai/userOrgName/update", { companyId: orgB, name: "被改了" }],
      ["/api/user/org/member/invite", { companyId: orgB, phone: phones.carol }],
      ["/api/user/org/member/remove", { companyId: orgB, userId: ids.mallory }],
      ["/api/user/org/member/role", { companyId: orgB, userId: ids.alice, role: "admin" }],
      ["/api/user/org/leave", { companyId: orgB }],
    ] as const) {
      const res = await call(path, body, "alice");
      expect(res.status, path).toBe(404);
      expect(res.body.msg, path).toBe("机构不存在或已被删除");
    }
    expect((await call("/api/ai/userOrgName/get", { companyId: orgB }, "mallory")).body.data.name).toBe("乙监理公司");

    for (const [path, body] of [
      ["/api/ai/userOrgName/update", { companyId: orgA, name: "改名" }],
      ["/api/user/org/member/invite", { companyId: orgA, phone: phones.carol }],
      ["/api/user/org/member/remove", { companyId: orgA, userId: ids.alice }],
      ["/api/user/org/member/role", { companyId: orgA, userId: ids.bob, role: "admin" }],
    ] as const) {
      const res = await call(path, body, "bob");
      expect(res.status, path).toBe(403);
      expect(res.body.msg, path).toBe("只有机构管理员可以进行此操作");
    }
    for (const path of ["/api/user/org/list", "/api/user/org/get", "/api/ai/userOrgName/get", "/api/user/org/leave"]) {
      expect((await call(path, { companyId: orgA })).status, path).toBe(401);
    }
    expect((await call("/api/ai/userOrgName/get", {}, "carol")).body.msg).toBe("您还没有加入任何机构");
  });

  it("renames through /ai/userOrgName/update, for the named or the session's organisation, and audits it", async () => {
    const renamed = await call("/api/ai/userOrgName/update", { companyId: orgA, name: "甲建设集团有限公司" }, "alice");
    expect(renamed.body.data).toEqual({ id: orgA, name: "甲建设集团有限公司" });
    expect((await call("/api/ai/userOrgName/update", { companyId: orgA, name: "   " }, "alice")).status).toBe(400);
    expect((await call("/api/ai/userOrgName/update", { companyId: orgA, name: "名".repeat(51) }, "alice")).status).toBe(400);
    // Without an id: the organisation this session acts for (switchCom), else the default one.
    const got = await call("/api/ai/userOrgName/get", {}, "alice");
    expect(got.body.data).toMatchObject({ id: orgA, name: "甲建设集团有限公司", code: "jiajs", role: "admin" });
    await call("/api/user/auth/switchCom", { companyId: orgA }, "bob");
    expect((await call("/api/ai/userOrgName/get", {}, "bob")).body.data.id).toBe(orgA);
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "org.renamed"), eq(schema.auditLog.targetId, orgA)));
    expect(audit).toMatchObject({ actorId: ids.alice, detail: { from: "甲建设集团", to: "甲建设集团有限公司" } });
  });

  it("changes roles and removes members without ever leaving the organisation without an administrator", async () => {
    const lastAdmin = "机构至少需要一位管理员，请先将其他成员设为管理员";
    expect(await call("/api/user/org/member/role", { companyId: orgA, userId: ids.alice, role: "member" }, "alice")).toMatchObject({
      status: 409,
      body: { msg: lastAdmin },
    });
    expect((await call("/api/user/org/member/remove", { companyId: orgA, userId: ids.alice }, "alice")).status).toBe(409);
    expect((await call("/api/user/org/leave", { companyId: orgA }, "alice")).status).toBe(409);
    expect((await call("/api/user/org/member/role", { companyId: orgA, userId: ids.bob, role: "owner" }, "alice")).status).toBe(400);
    expect((await call("/api/user/org/member/role", { companyId: orgA, userId: ids.carol, role: "admin" }, "alice")).status).toBe(404);

    expect((await call("/api/user/org/member/role", { companyId: orgA, userId: ids.bob, role: "admin" }, "alice")).body.data).toEqual({
      userId: ids.bob,
      role: "admin",
    });
    // Bob, now an administrator, may hand the role back: alice stays the administrator.
    await join("carol", orgA, "bob");
    expect((await call("/api/user/org/member/role", { companyId: orgA, userId: ids.alice, role: "member" }, "bob")).status).toBe(200);
    expect((await call("/api/user/org/member/role", { companyId: orgA, userId: ids.bob, role: "member" }, "bob")).status).toBe(409);
    // Alice, a plain member now, leaves; carol is removed by bob; the removed member loses access at once.
    expect((await call("/api/user/org/leave", { companyId: orgA }, "alice")).body.data).toEqual({ left: true });
    expect((await call("/api/user/org/get", { companyId: orgA }, "alice")).status).toBe(404);
    expect((await call("/api/user/org/member/remove", { companyId: orgA, userId: ids.carol }, "bob")).body.data).toEqual({ removed: true });
    expect((await call("/api/user/org/get", { companyId: orgA }, "carol")).status).toBe(404);
    const members = (await call("/api/user/org/get", { companyId: orgA }, "bob")).body.data.members;
    expect(members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([[ids.bob, "admin"]]);

    // Two administrators demoting each other at the same moment: one of them stays an administrator.
    await join("carol", orgA, "bob");
    await call("/api/user/org/member/role", { companyId: orgA, userId: ids.carol, role: "admin" }, "bob");
    const race = await Promise.all([
      call("/api/user/org/member/role", { companyId: orgA, userId: ids.carol, role: "member" }, "bob"),
      call("/api/user/org/member/role", { companyId: orgA, userId: ids.bob, role: "member" }, "carol"),
    ]);
    // The loser finds itself no longer an administrator (403) or the last one (409).
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    expect([403, 409]).toContain(race.find((r) => r.status !== 200)?.status);
    const after = (await call("/api/ai/userOrgName/get", { companyId: orgA }, "bob")).body.data.role;
    const afterCarol = (await call("/api/ai/userOrgName/get", { companyId: orgA }, "carol")).body.data.role;
    expect([after, afterCarol].filter((r) => r === "admin")).toHaveLength(1);

    const actions = await t.database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetId, orgA));
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set([
        "org.created",
        "org.member_invited",
        "org.invitation_accepted",
        "org.member_added",
        "org.renamed",
        "org.role_changed",
        "org.left",
        "org.member_removed",
        "company.switched",
      ]),
    );
  });
});
