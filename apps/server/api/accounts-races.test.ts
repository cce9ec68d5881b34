import { CODE_RULES } from "@portal/core";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp } from "./accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

/**
 * Issue 29, item 3: verification codes under concurrency. Every request comes from its own
 * address, so only the rules under test can refuse it.
 */
describe.each(testDbKinds())("verification codes under concurrency on %s", (kind) => {
  let k: Kit;
  beforeAll(async () => {
    k = await accountsApp(kind);
  });
  afterAll(() => k.t.close());

  const codeRows = (target: string, purpose: string) =>
    k.t.database.db
      .select()
      .from(schema.verificationCodes)
      .where(and(eq(schema.verificationCodes.target, target), eq(schema.verificationCodes.purpose, purpose)));

  const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

  it("checks at most 5 of 200 guesses at one registration code sent at once, and the right code is refused afterwards", async () => {
    const c = k.client();
    const phone = k.phone();
    await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) });
    const code = await k.lastCode(phone);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        k.client().post("/api/user/reg/v3/std/register", { phone, vcode: wrong(code, i), password: "Gongcheng#2026", agree: true }),
      ),
    );
    expect(answers.every((r) => r.status === 400)).toBe(true);
    const checked = answers.filter((r) => r.msg === "验证码错误或已过期，请重新获取").length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(CODE_RULES.maxAttempts);
    expect(answers.filter((r) => r.msg === "验证码错误次数过多，请重新获取").length).toBe(200 - checked);
    const [row] = await codeRows(phone, "register");
    expect(row.attempts).toBeLessThanOrEqual(CODE_RULES.maxAttempts);

    const right = await k.client().post("/api/user/reg/v3/std/register", { phone, vcode: code, password: "Gongcheng#2026", agree: true });
    expect(right).toMatchObject({ status: 400, msg: "验证码错误次数过多，请重新获取" });
    expect(await k.t.database.db.select().from(schema.users).where(eq(schema.users.phone, phone))).toEqual([]);
  }, 120_000);

  it("lets one of 20 logins with the right code through when they arrive at once, with 200 wrong ones around it", async () => {
    const { phone } = await k.registered();
    const c = k.client();
    await c.post("/api/user/auth/v3/vcode/send", { phone, ...(await c.icode()) });
    const code = await k.lastCode(phone);
    const answers = await Promise.all(
      Array.from({ length: 220 }, (_, i) =>
        k.client().post("/api/user/auth/v3/vcode/login", { phone, vcode: i % 11 === 5 ? code : wrong(code, i) }),
      ),
    );
    // Whatever the order, at most five guesses were compared and at most one login got in.
    expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    const [row] = await codeRows(phone, "login");
    expect(row.attempts).toBeLessThanOrEqual(CODE_RULES.maxAttempts);
    expect((await k.client().post("/api/user/auth/v3/vcode/login", { phone, vcode: code })).status).toBe(400);
  }, 120_000);
});
