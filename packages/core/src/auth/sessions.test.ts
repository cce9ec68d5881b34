import type { Database } from "@portal/db";
import { schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasPermission, requirePermission } from "../access";
import type { Ctx } from "../context";
import { testClock, testCtx } from "../testing";
import { createSession, resolveSession, revokeSession, revokeUserSessions, SESSION_LIMITS } from "./sessions";
import { hashToken } from "./tokens";

describe.each(testDbKinds())("sessions on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  const clock = testClock();
  let userId: string;
  let staffId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database, clock);
    [{ id: userId }, { id: staffId }] = await database.db
      .insert(schema.users)
      .values([{ phone: "13800000001" }, { phone: "13800000002" }])
      .returning({ id: schema.users.id });
    await database.db.insert(schema.staffRoles).values({ userId: staffId, role: "editor" });
  });
  afterAll(() => database.close());

  it("stores only the token's hash and resolves the token to its user", async () => {
    const { token, sessionId } = await createSession(ctx, { userId, userAgent: "Chrome", ip: "10.0.0.1" });
    const rows = await database.db.select().from(schema.sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(await resolveSession(ctx, token)).toEqual({ sessionId, userId, roles: [] });
    expect(await resolveSession(ctx, `${token}x`)).toBeNull();
  });

  it("ends after the idle window, and the idle window restarts with use", async () => {
    const { token } = await createSession(ctx, { userId });
    clock.advance(SESSION_LIMITS.user.idleMs - 1000);
    expect(await resolveSession(ctx, token)).not.toBeNull();
    clock.advance(SESSION_LIMITS.user.idleMs - 1000);
    expect(await resolveSession(ctx, token)).not.toBeNull();
    clock.advance(SESSION_LIMITS.user.idleMs + 1);
    expect(await resolveSession(ctx, token)).toBeNull();
  });

  it("ends at the absolute expiry however active it is", async () => {
    const { token } = await createSession(ctx, { userId });
    for (let spent = 0; spent < SESSION_LIMITS.user.absoluteMs - 86_400_000; spent += 86_400_000) {
      clock.advance(86_400_000);
      expect(await resolveSession(ctx, token)).not.toBeNull();
    }
    clock.advance(2 * 86_400_000);
    expect(await resolveSession(ctx, token)).toBeNull();
  });

  it("gives staff shorter sessions with their roles", async () => {
    const { token } = await createSession(ctx, { userId: staffId });
    expect((await resolveSession(ctx, token))?.roles).toEqual(["editor"]);
    clock.advance(SESSION_LIMITS.staff.idleMs + 1);
    expect(await resolveSession(ctx, token)).toBeNull();
  });

  it("dies on revoke, and revoking all keeps only the named session", async () => {
    const a = await createSession(ctx, { userId });
    const b = await createSession(ctx, { userId });
    const c = await createSession(ctx, { userId });
    await revokeSession(ctx, a.sessionId);
    expect(await resolveSession(ctx, a.token)).toBeNull();
    await revokeUserSessions(ctx, userId, c.sessionId);
    expect(await resolveSession(ctx, b.token)).toBeNull();
    expect(await resolveSession(ctx, c.token)).not.toBeNull();
  });
});

describe("role permissions", () => {
  it("grants by role and refuses others", () => {
    expect(hasPermission(["admin"], "settings:write")).toBe(true);
    expect(hasPermission(["editor"], "content:publish")).toBe(true);
    expect(hasPermission(["editor"], "settings:write")).toBe(false);
    expect(hasPermission([], "content:read")).toBe(false);
  });

  it("answers 401 for anonymous callers and 403 for users without the permission", () => {
    const base = { db: {} as never, cache: {} as never, now: () => new Date(), log: console };
    expect(() => requirePermission({ ...base, actor: { kind: "anonymous", ip: "" } }, "content:write")).toThrow(/登录/);
    expect(() =>
      requirePermission({ ...base, actor: { kind: "user", userId: "u", sessionId: "s", roles: [], ip: "" } }, "content:write"),
    ).toThrow(/权限/);
    expect(() =>
      requirePermission({ ...base, actor: { kind: "user", userId: "u", sessionId: "s", roles: ["editor"], ip: "" } }, "content:write"),
    ).not.toThrow();
  });
});
