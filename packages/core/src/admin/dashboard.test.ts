import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testClock, testCtx } from "../testing";
import { adminDashboard } from "./dashboard";

describe.each(testDbKinds())("console dashboard on %s", (kind) => {
  let database: Database;
  const clock = testClock(new Date("2026-03-15T02:00:00Z")); // 10:00 in China
  const as = (roles: string[]): Ctx => ({
    ...testCtx(database, clock),
    actor: { kind: "user", userId: "00000000-0000-4000-8000-000000000001", sessionId: "s", roles, ip: "127.0.0.1" },
  });
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("refuses visitors and users without a staff role", async () => {
    await expect(adminDashboard({ ...testCtx(database, clock), actor: { kind: "anonymous", ip: "1.1.1.1" } })).rejects.toMatchObject({
      kind: "Unauthenticated",
    });
    await expect(adminDashboard(as([]))).rejects.toMatchObject({ kind: "Forbidden" });
  });

  it("counts today's and this week's registrations, reads and visitors in China time, and shows recent audit only to auditors", async () => {
    const db = database.db;
    // Two sign-ups today (one just after midnight China time), one three days ago, one long ago.
    await db.insert(schema.users).values([
      { phone: "13800000001", createdAt: new Date("2026-03-15T01:00:00Z") },
      { phone: "13800000002", createdAt: new Date("2026-03-14T16:30:00Z") },
      { phone: "13800000003", createdAt: new Date("2026-03-12T04:00:00Z") },
      { phone: "13800000004", createdAt: new Date("2026-01-01T04:00:00Z") },
    ]);
    const [dir] = await db.insert(schema.newsDirs).values({ name: "行业动态", bizType: "INDUSTRY" }).returning();
    const [article] = await db
      .insert(schema.newsArticles)
      .values({ dirId: dir.id, title: "隧道施工安全新规", content: "<p>正文</p>", createdAt: new Date("2026-03-15T01:30:00Z") })
      .returning();
    await db.insert(schema.newsReads).values([
      { articleId: article.id, visitor: "a", day: "2026-03-15" },
      { articleId: article.id, visitor: "b", day: "2026-03-15" },
      { articleId: article.id, visitor: "a", day: "2026-03-14" },
    ]);
    const editor = await adminDashboard(as(["editor"]));
    expect(editor).toMatchObject({
      today: "2026-03-15",
      reads: 2,
      visitors: 2,
      signups: { today: 2, week: 3 },
      articles: { today: 1, week: 1 },
      recentAudit: null,
    });
    expect(editor.trend.map((t) => t.day)).toEqual([
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
      "2026-03-15",
    ]);
    expect(editor.trend.find((t) => t.day === "2026-03-14")).toMatchObject({ reads: 1, signups: 0 });
    expect(editor.trend.find((t) => t.day === "2026-03-12")).toMatchObject({ signups: 1 });
    const admin = await adminDashboard(as(["admin"]));
    expect(Array.isArray(admin.recentAudit)).toBe(true);
  });
});
