import { seedDemo } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { type Database, schema } from "@portal/db";
import type { createTestApp } from "../../testing";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A staff member with the given roles and a live session, made directly in the database: the
 * tests do not depend on the login screens (built elsewhere), and the product has no shortcut.
 */
export async function staffSession(database: Database, phone: string, roles: string[], realname = "测试员") {
  const ctx = { ...testCtx(database), now: () => new Date() };
  const [user] = await database.db.insert(schema.users).values({ phone, realname }).returning({ id: schema.users.id });
  if (roles.length) await database.db.insert(schema.staffRoles).values(roles.map((role) => ({ userId: user.id, role })));
  const { token } = await createSession(ctx, { userId: user.id });
  return { userId: user.id, cookie: `sid=${token}` };
}

/**
 * The demo site plus an administrator, an editor and an ordinary user, with JSON helpers. The demo
 * accounts' staff roles are taken away so the fixture's administrator is the only one.
 */
export async function adminFixture(t: TestApp) {
  await seedDemo({ ...testCtx(t.database), cache: t.cache, now: () => new Date() });
  await t.database.db.delete(schema.staffRoles);
  const admin = await staffSession(t.database, "13700000000", ["admin"], "王管理");
  const editor = await staffSession(t.database, "13700000001", ["editor"], "李编辑");
  const user = await staffSession(t.database, "13700000002", [], "普通用户");
  const call = async (path: string, body: unknown, who?: { cookie: string }) => {
    const res = await t.post(path, body, who ? { Cookie: who.cookie } : {});
    return {
      status: res.status, // biome-ignore lint/suspicious/noExplicitAny: tests read loosely shaped JSON answers.
      body: (await res.json()) as Record<string, any>,
    };
  };
  return { admin, editor, user, call };
}
