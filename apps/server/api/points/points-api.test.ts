import { DEFAULT_POINT_RULES } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The points calls of SPEC §7 (issue 10): public rules, and for signed-in users daily sign-in, its
 * streak and calendar, the ways to earn with today's progress, and the ledger. Visitors get 401,
 * wrong input 400 in Chinese, a second sign-in the same day 409.
 */
describe.each(testDbKinds())("points API on %s", (kind) => {
  let t: TestApp;
  // 2026-03-15 10:00 China time.
  let clock = Date.parse("2026-03-15T02:00:00Z");
  const tokens: Record<string, string> = {};
  const call = (path: string, body: unknown = {}, who?: string) => t.json(path, body, who && tokens[who]);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(clock) });
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => new Date(clock) };
    for (const [who, phone] of [
      ["alice", "13700000011"],
      ["bob", "13700000012"],
    ]) {
      const [u] = await t.database.db.insert(schema.users).values({ phone, realname: who }).returning();
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
    }
  }, 120_000);
  afterAll(() => t.close());

  it("serves the rules to everyone", async () => {
    expect((await call("/api/ai/pub/config/getSignRule")).body.data).toEqual(DEFAULT_POINT_RULES.sign);
    const earning = (await call("/api/ai/pub/config/getPointEarningRule")).body.data;
    expect(earning.map((r: { code: string }) => r.code)).toEqual(["SIGN_IN", "PROFILE", "INVITE", "READ"]);
    const spending = (await call("/api/ai/pub/config/getPointConsumptionRule")).body.data;
    expect(spending.find((r: { code: string }) => r.code === "TENDER_CONTACT")).toMatchObject({ name: "查看招标联系人", points: 10 });
  });

  it("asks visitors to log in for every personal call", async () => {
    for (const path of ["signDay", "continuSignResidue", "signDayList", "obtainMethod", "listPaged"]) {
      const res = await call(`/api/ai/accumulatePoint/${path}`);
      expect(res.status, path).toBe(401);
      expect(res.body.msg).toMatch(/登录/);
    }
  });

  it("signs in once a day, shows the streak, the calendar, today's progress and the ledger", async () => {
    const first = await call("/api/ai/accumulatePoint/signDay", {}, "alice");
    expect(first.body.data).toEqual({ day: "2026-03-15", streak: 1, points: 5, bonus: 0, balance: 5 });
    const again = await call("/api/ai/accumulatePoint/signDay", {}, "alice");
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe("今天已经签到过了，明天再来吧");
    clock += 86_400_000;
    expect((await call("/api/ai/accumulatePoint/signDay", {}, "alice")).body.data.streak).toBe(2);
    expect((await call("/api/ai/accumulatePoint/continuSignResidue", {}, "alice")).body.data).toEqual({
      continuousDays: 2,
      signedToday: true,
      nextBonus: { days: 3, points: 10, daysLeft: 1 },
    });
    expect((await call("/api/ai/accumulatePoint/signDayList", { month: "2026-03" }, "alice")).body.data).toEqual({
      month: "2026-03",
      days: ["2026-03-15", "2026-03-16"],
    });
    const badMonth = await call("/api/ai/accumulatePoint/signDayList", { month: "3月" }, "alice");
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.msg).toBe("月份格式应为 YYYY-MM");
    const ways = (await call("/api/ai/accumulatePoint/obtainMethod", {}, "alice")).body.data;
    expect(ways.find((w: { code: string }) => w.code === "SIGN_IN")).toMatchObject({ done: 1, finished: true });
    const ledger = (await call("/api/ai/accumulatePoint/listPaged", { current: 1, size: 1 }, "alice")).body;
    expect(ledger.total).toBe(2);
    expect(ledger.data.balance).toBe(10);
    expect(ledger.data.records[0]).toMatchObject({ delta: 5, balanceAfter: 10, note: "每日签到", createdAt: "2026-03-16 10:00:00" });
    expect((await call("/api/ai/accumulatePoint/listPaged", { current: 0 }, "alice")).status).toBe(400);
  });

  it("reports and uses quotas, refusing beyond the day's allowance and unknown kinds", async () => {
    const all = (await call("/api/ai/residueDegree/getResidue", {}, "alice")).body.data;
    expect(all.map((q: { kind: string }) => q.kind)).toEqual(["TENDER_CONTACT", "DOWNLOAD", "AI_GENERATE", "VIDEO"]);
    expect((await call("/api/ai/residueDegree/create", { kind: "DOWNLOAD" }, "alice")).body.data).toMatchObject({ used: 0, residue: 5 });
    expect((await call("/api/ai/residueDegree/updateResidue", { kind: "DOWNLOAD", amount: 4 }, "alice")).body.data.residue).toBe(1);
    const over = await call("/api/ai/residueDegree/updateResidue", { kind: "DOWNLOAD", amount: 2 }, "alice");
    expect(over).toMatchObject({ status: 409, body: { msg: "今日“下载资料”额度已用完（共 5 次）" } });
    expect((await call("/api/ai/residueDegree/getResidue", { kind: "DOWNLOAD" }, "bob")).body.data[0].residue).toBe(5);
    expect((await call("/api/ai/residueDegree/updateResidue", { kind: "VIP" }, "alice")).status).toBe(400);
    expect((await call("/api/ai/residueDegree/getResidue", {})).status).toBe(401);
  });

  it("keeps each user's points their own", async () => {
    const bob = (await call("/api/ai/accumulatePoint/listPaged", {}, "bob")).body;
    expect(bob.total).toBe(0);
    expect(bob.data.balance).toBe(0);
    expect((await call("/api/ai/accumulatePoint/continuSignResidue", {}, "bob")).body.data.continuousDays).toBe(0);
  });
});
