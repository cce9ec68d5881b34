import { CODE_RULES } from "@portal/core";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp } from "../testing/accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

/**
 * Issue 29, items 3 and 4: verification codes under concurrency. Every request comes from its own
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

  it("stores and sends one code when 6 sends to one phone arrive at once; the others get 429 and a Chinese reason", async () => {
    // At the start of an hour, so that the hourly allowance checked below is one window.
    k.clock.advance(3_600_000 - (k.clock.now().getTime() % 3_600_000));
    const phone = k.phone();
    const clients = Array.from({ length: 6 }, () => k.client());
    const icodes = await Promise.all(clients.map((c) => c.icode()));
    const answers = await Promise.all(clients.map((c, i) => c.post("/api/user/reg/sendVcode", { phone, ...icodes[i] })));
    expect(answers.filter((r) => r.status === 200).length).toBe(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r).toMatchObject({ status: 429, code: "42901" });
      expect(r.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
      expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(Number(r.headers.get("Retry-After"))).toBeLessThanOrEqual(CODE_RULES.gapMs / 1000);
    }
    expect(await codeRows(phone, "register")).toHaveLength(1);
    expect(await k.t.database.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, phone))).toHaveLength(1);

    // The refused sends used none of the phone's hourly allowance: four more, a minute apart, go out.
    for (let i = 0; i < CODE_RULES.perTargetHour.limit - 1; i++) {
      k.clock.advance(CODE_RULES.gapMs);
      const c = k.client();
      expect((await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) })).status).toBe(200);
    }
    k.clock.advance(CODE_RULES.gapMs);
    const c = k.client();
    expect((await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) })).status).toBe(429);
  });

  it("stores one code per gap when 30 sends of several purposes race for one phone", async () => {
    k.clock.advance(CODE_RULES.gapMs);
    const { phone } = await k.registered();
    k.clock.advance(CODE_RULES.gapMs);
    const before = (await codeRows(phone, "register")).length;
    const clients = Array.from({ length: 30 }, () => k.client());
    const icodes = await Promise.all(clients.map((c) => c.icode()));
    const answers = await Promise.all(
      clients.map((c, i) => c.post(i % 2 ? "/api/user/auth/v3/vcode/send" : "/api/user/reg/sendVcode", { phone, ...icodes[i] })),
    );
    // One per purpose (login, and register which texts a notice to a registered phone).
    expect(answers.filter((r) => r.status === 200).length).toBe(2);
    expect(answers.filter((r) => r.status === 429).length).toBe(28);
    expect(await codeRows(phone, "login")).toHaveLength(1);
    expect(await codeRows(phone, "register")).toHaveLength(before + 1);
  });
});
