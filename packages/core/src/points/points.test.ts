import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateProfile } from "../account";
import type { Ctx } from "../context";
import { testClock, testCtx } from "../testing";
import { earnPoints } from "./earn";
import { changePoints, pointBalance, pointEntriesPaged } from "./ledger";
import { openQuota, quotaResidue, spendQuota } from "./quota";
import { earningProgress, signDay, signDaysOfMonth, signStreak } from "./sign-in";

const HOUR = 3_600_000;

describe.each(testDbKinds())("points and daily sign-in on %s", (kind) => {
  let database: Database;
  let base: Ctx;
  // 2026-03-15 10:00 China time.
  const clock = testClock(new Date("2026-03-15T02:00:00Z"));
  let phone = 13900000000;
  /** A new user and a ctx acting as them. */
  const newUser = async (): Promise<{ ctx: Ctx; userId: string }> => {
    const [u] = await database.db
      .insert(schema.users)
      .values({ phone: String(++phone) })
      .returning({ id: schema.users.id });
    return { userId: u.id, ctx: { ...base, actor: { kind: "user", userId: u.id, sessionId: "s", roles: [], ip: "127.0.0.1" } } };
  };
  const entriesOf = async (userId: string) =>
    Number((await database.db.select({ n: count() }).from(schema.pointEntries).where(eq(schema.pointEntries.userId, userId)))[0].n);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    base = testCtx(database, clock);
  }, 60_000);
  afterAll(() => database.close());

  it("awards and spends through the ledger, once per key, and refuses to go below zero", async () => {
    const { ctx, userId } = await newUser();
    expect(await changePoints(ctx, userId, { delta: 30, reason: "PROFILE", note: "完善个人资料", idemKey: "profile" })).toEqual({
      applied: true,
      balance: 30,
    });
    // The same key again (a double click, a retried job) changes nothing.
    expect(await changePoints(ctx, userId, { delta: 30, reason: "PROFILE", note: "完善个人资料", idemKey: "profile" })).toEqual({
      applied: false,
      balance: 30,
    });
    await changePoints(ctx, userId, { delta: -25, reason: "TENDER_CONTACT", note: "查看招标联系人", idemKey: "contact:1" });
    await expect(
      changePoints(ctx, userId, { delta: -10, reason: "TENDER_CONTACT", note: "查看招标联系人", idemKey: "contact:2" }),
    ).rejects.toMatchObject({ kind: "Conflict", userMessage: "积分不足：需要 10 积分，当前余额 5 积分" });
    // The refused spend left no entry behind, so the same key can be used once there is enough.
    expect(await entriesOf(userId)).toBe(2);
    await expect(changePoints(ctx, userId, { delta: 0, reason: "X", note: "x", idemKey: "zero" })).rejects.toMatchObject({
      kind: "Invalid",
    });
    const ledger = await pointEntriesPaged(ctx, { current: 1, size: 10 });
    expect(ledger.balance).toBe(5);
    expect(ledger.records.map((r) => [r.delta, r.balanceAfter, r.note])).toEqual([
      [-25, 5, "查看招标联系人"],
      [30, 30, "完善个人资料"],
    ]);
    expect(ledger.records[0].createdAt).toMatch(/^2026-03-15 10:\d\d:\d\d$/);
  });

  it("has the database refuse a negative balance whatever the code does", async () => {
    const { ctx, userId } = await newUser();
    await changePoints(ctx, userId, { delta: 5, reason: "READ", note: "阅读资讯", idemKey: "read:1" });
    await expect(
      database.db.update(schema.pointBalances).set({ balance: -1 }).where(eq(schema.pointBalances.userId, userId)),
    ).rejects.toThrow();
    await expect(database.db.insert(schema.pointBalances).values({ userId: (await newUser()).userId, balance: -3 })).rejects.toThrow();
    expect(await pointBalance(ctx, userId)).toBe(5);
  });

  it("lets exactly as many concurrent spends through as the balance pays for", async () => {
    const { ctx, userId } = await newUser();
    await changePoints(ctx, userId, { delta: 50, reason: "PROFILE", note: "完善个人资料", idemKey: "profile" });
    const spends = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        changePoints(ctx, userId, { delta: -10, reason: "DOWNLOAD", note: "下载资料", idemKey: `download:${i}` }),
      ),
    );
    expect(spends.filter((s) => s.status === "fulfilled")).toHaveLength(5);
    expect(await pointBalance(ctx, userId)).toBe(0);
    expect(await entriesOf(userId)).toBe(6);
  });

  it("signs in once per China calendar day, counts the streak and pays its bonus", async () => {
    const { ctx } = await newUser();
    expect(await signStreak(ctx)).toEqual({ continuousDays: 0, signedToday: false, nextBonus: { days: 3, points: 10, daysLeft: 3 } });
    expect(await signDay(ctx)).toEqual({ day: "2026-03-15", streak: 1, points: 5, bonus: 0, balance: 5 });
    await expect(signDay(ctx)).rejects.toMatchObject({ kind: "Conflict", userMessage: "今天已经签到过了，明天再来吧" });
    // 23:59 China time is still the same day; a minute later is the next.
    clock.advance(13 * HOUR + 59 * 60_000);
    await expect(signDay(ctx)).rejects.toMatchObject({ kind: "Conflict" });
    clock.advance(60_000);
    expect((await signDay(ctx)).streak).toBe(2);
    clock.advance(24 * HOUR);
    expect(await signDay(ctx)).toEqual({ day: "2026-03-17", streak: 3, points: 5, bonus: 10, balance: 25 });
    expect(await signStreak(ctx)).toEqual({ continuousDays: 3, signedToday: true, nextBonus: { days: 7, points: 30, daysLeft: 4 } });
    // A day missed: yesterday's streak still counts until today ends, then it starts again.
    clock.advance(48 * HOUR);
    expect((await signStreak(ctx)).continuousDays).toBe(0);
    expect((await signDay(ctx)).streak).toBe(1);
    expect(await signDaysOfMonth(ctx, "2026-03")).toEqual({
      month: "2026-03",
      days: ["2026-03-15", "2026-03-16", "2026-03-17", "2026-03-19"],
    });
    expect((await signDaysOfMonth(ctx, "2026-02")).days).toEqual([]);
    await expect(signDaysOfMonth(ctx, "2026-13")).rejects.toMatchObject({ kind: "Invalid" });
    const ledger = await pointEntriesPaged(ctx);
    expect(ledger.records.map((r) => r.note)).toEqual(["每日签到", "连续签到 3 天奖励", "每日签到", "每日签到", "每日签到"]);
    const ways = await earningProgress(ctx);
    expect(ways.find((w) => w.code === "SIGN_IN")).toMatchObject({ done: 1, finished: true });
    expect(ways.find((w) => w.code === "READ")).toMatchObject({ done: 0, finished: false });
  });

  it("gives twenty concurrent sign-ins one day and one entry", async () => {
    const { ctx, userId } = await newUser();
    const tries = await Promise.allSettled(Array.from({ length: 20 }, () => signDay(ctx)));
    expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1);
    for (const t of tries) if (t.status === "rejected") expect(t.reason).toMatchObject({ kind: "Conflict" });
    const days = await database.db.execute(sql`SELECT count(*)::int AS n FROM sign_ins WHERE user_id = ${userId}`);
    expect(Number((days as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(1);
    expect(await entriesOf(userId)).toBe(1);
    expect(await pointBalance(ctx, userId)).toBe(5);
  });

  it("pays each way of earning within its limit: once ever, or so many times a day even when raced", async () => {
    const { ctx, userId } = await newUser();
    expect(await updateProfile(ctx, { realname: "" })).toEqual({ realname: "", points: 0 });
    expect(await updateProfile(ctx, { realname: "张工" })).toEqual({ realname: "张工", points: 20 });
    expect((await updateProfile(ctx, { realname: "张工程师" })).points).toBe(0);
    const reads = await Promise.all(Array.from({ length: 15 }, () => earnPoints(ctx, userId, "READ")));
    expect(reads.reduce((s, n) => s + n, 0)).toBeLessThanOrEqual(10);
    while ((await earningProgress(ctx)).find((w) => w.code === "READ")?.finished === false) await earnPoints(ctx, userId, "READ");
    expect(await earnPoints(ctx, userId, "READ")).toBe(0);
    expect(await pointBalance(ctx, userId)).toBe(30);
    clock.advance(24 * HOUR);
    expect(await earnPoints(ctx, userId, "READ")).toBe(1);
  });

  it("uses a daily quota atomically: ten concurrent uses of three give three, and the next day starts afresh", async () => {
    const { ctx } = await newUser();
    expect(await openQuota(ctx, "TENDER_CONTACT")).toMatchObject({ limit: 3, used: 0, residue: 3, period: "day" });
    const uses = await Promise.allSettled(Array.from({ length: 10 }, () => spendQuota(ctx, "TENDER_CONTACT")));
    expect(uses.filter((u) => u.status === "fulfilled")).toHaveLength(3);
    const refused = uses.find((u) => u.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ kind: "Conflict", userMessage: "今日“查看招标联系人”额度已用完（共 3 次）" });
    expect((await quotaResidue(ctx, "TENDER_CONTACT"))[0]).toMatchObject({ used: 3, residue: 0 });
    expect((await quotaResidue(ctx)).map((q) => q.kind)).toEqual(["TENDER_CONTACT", "DOWNLOAD", "AI_GENERATE", "VIDEO"]);
    await expect(spendQuota(ctx, "DOWNLOAD", 6)).rejects.toMatchObject({ kind: "Conflict" });
    await expect(spendQuota(ctx, "DOWNLOAD", 0)).rejects.toMatchObject({ kind: "Invalid" });
    await expect(spendQuota(ctx, "VIP")).rejects.toMatchObject({ kind: "Invalid", userMessage: "没有这种额度：VIP" });
    clock.advance(24 * HOUR);
    expect(await spendQuota(ctx, "TENDER_CONTACT")).toMatchObject({ used: 1, residue: 2 });
  });

  it("asks visitors to log in", async () => {
    await expect(signDay(base)).rejects.toMatchObject({ kind: "Unauthenticated" });
    await expect(pointEntriesPaged(base)).rejects.toMatchObject({ kind: "Unauthenticated" });
    await expect(spendQuota(base, "DOWNLOAD")).rejects.toMatchObject({ kind: "Unauthenticated" });
  });
});
