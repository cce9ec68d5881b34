import { Writable } from "node:stream";
import { CODE_RULES, isCommonPassword, LOGIN_RULES, passwordStrength } from "@portal/core";
import * as passwordModule from "@portal/core/auth/password";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../logger";
import { accountsApp } from "../testing/accounts-testkit";

type Kit = Awaited<ReturnType<typeof accountsApp>>;

describe("password policy", () => {
  it("wants 8–128 characters, refuses common passwords and the phone number, and never truncates", () => {
    expect(passwordStrength("Ab1!xyz").acceptable).toBe(false);
    for (const p of ["123456", "a123456", "woaini1314", "qq123456", "5201314", "88888888", "11111111", "iloveyou", "1qaz2wsx"]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(passwordStrength("woaini1314").problems[0]).toContain("常见密码");
    expect(passwordStrength("x13912345678y", { phone: "13912345678" }).acceptable).toBe(false);
    expect(passwordStrength("a".repeat(3) + "长城工程-".repeat(25)).acceptable).toBe(true); // 128 characters
    expect(passwordStrength("b".repeat(129)).acceptable).toBe(false);
    expect(passwordStrength("Gongcheng#2026-Bridge").level).toBe("strong");
  });
});

/** How many audit entries of one action the test database holds. */
async function auditCount(k: Kit, action: string): Promise<number> {
  const rows = await k.t.database.db.select({ n: count() }).from(schema.auditLog).where(eq(schema.auditLog.action, action));
  return Number(rows[0]?.n ?? 0);
}

describe.each(testDbKinds())("account security on %s", (kind) => {
  let k: Kit;
  beforeAll(async () => {
    k = await accountsApp(kind);
  });
  afterAll(() => k.t.close());

  it("asks for an image code after 3 failures and answers 429 with Retry-After after 10, per account", async () => {
    const { phone } = await k.registered();
    const attacker = k.client();
    for (let i = 0; i < LOGIN_RULES.icodeAfter; i++) {
      const r = await attacker.post("/api/user/auth/v3/pwd/login", { account: phone, password: `wrong-${i}-password` });
      expect(r).toMatchObject({ status: 400, msg: "账号或密码错误" });
    }
    const need = await attacker.post("/api/user/auth/v3/pwd/login", { account: phone, password: "wrong-password" });
    expect(need).toMatchObject({ status: 400, code: "40002" });
    // From another IP the account still needs the image code: the count is per account.
    const elsewhere = k.client();
    expect((await elsewhere.post("/api/user/auth/v3/pwd/login", { account: phone, password: "x-password" })).code).toBe("40002");
    const badIcode = await elsewhere.post("/api/user/auth/v3/pwd/login", {
      account: phone,
      password: "x-password",
      icodeId: (await elsewhere.icode()).icodeId,
      icode: "ZZZZ",
    });
    expect(badIcode.msg).toContain("图形验证码错误");
    let last: Awaited<ReturnType<typeof attacker.post>> | undefined;
    for (let i = 0; i < LOGIN_RULES.accountFailures.limit; i++) {
      const c = k.client();
      last = await c.post("/api/user/auth/v3/pwd/login", { account: phone, password: `wrong-${i}`, ...(await c.icode()) });
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The right password does not get in while the account is locked…
    const locked = k.client();
    expect(
      (await locked.post("/api/user/auth/v3/pwd/login", { account: phone, password: "Gongcheng#2026", ...(await locked.icode()) })).status,
    ).toBe(429);
    // …and does once the window has passed.
    k.clock.advance(LOGIN_RULES.accountFailures.windowMs);
    const later = k.client();
    const ok = await later.post("/api/user/auth/v3/pwd/login", { account: phone, password: "Gongcheng#2026", ...(await later.icode()) });
    expect(ok.status).toBe(200);
  });

  it("checks at most 10 wrong passwords per account even when 40 arrive at once", async () => {
    const { phone } = await k.registered();
    const before = await auditCount(k, "login.failed");
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const c = k.client();
        return c.post("/api/user/auth/v3/pwd/login", { account: phone, password: `parallel-wrong-${i}`, ...(await c.icode()) });
      }),
    );
    const checked = answers.filter((r) => r.msg === "账号或密码错误").length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOGIN_RULES.accountFailures.limit);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(40 - LOGIN_RULES.accountFailures.limit);
    // Every checked password left its audit entry; no more were checked than entries say.
    expect((await auditCount(k, "login.failed")) - before).toBe(checked);
  });

  it("asks for the image code from the 4th attempt on even when the first attempts run in parallel", async () => {
    const { phone } = await k.registered();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => k.client().post("/api/user/auth/v3/pwd/login", { account: phone, password: `no-icode-${i}` })),
    );
    expect(answers.filter((r) => r.msg === "账号或密码错误").length).toBeLessThanOrEqual(LOGIN_RULES.icodeAfter);
    expect(answers.filter((r) => r.code === "40002").length).toBeGreaterThanOrEqual(8 - LOGIN_RULES.icodeAfter);
  });

  it("refuses an address after 30 failed passwords over many accounts (spraying), on every password form, for 15 sliding minutes", async () => {
    const LOGIN = "/api/user/auth/v3/pwd/login";
    const ORG = "/api/user/auth/org/pwd/login";
    const sprayer = k.client();
    const colleague = await k.registered();
    // Image codes are not bound to an address; fetched elsewhere, they stay clear of the per-address
    // limit on fetching them (60 a minute, in real time).
    const icode = () => k.client().icode();
    let refusedAt = -1;
    let refused: Awaited<ReturnType<typeof sprayer.post>> | undefined;
    for (let i = 0; i < 40; i++) {
      // A new account each time (no account comes near its own limit), by the personal and the
      // organisation forms in turn: both count against the address.
      const body = { account: `1380000${String(1000 + i)}`, password: `spray-${i}`, ...(await icode()) };
      const r = await sprayer.post(i % 2 ? ORG : LOGIN, i % 2 ? { orgCode: "demo", ...body } : body);
      if (r.status === 429) {
        refusedAt = i;
        refused = r;
        break;
      }
      expect(r.msg, `attempt ${i}`).toBe("账号或密码错误");
      if (i === 9) {
        // A right password from the same address in the middle of it does not wipe the count.
        const ok = await sprayer.post(LOGIN, { account: colleague.phone, password: colleague.password, ...(await icode()) });
        expect(ok.status).toBe(200);
      }
      k.clock.advance(20_000); // ten minutes in all
    }
    expect(refusedAt).toBe(LOGIN_RULES.ipFailures.limit);
    expect(refused?.code).toBe("42901");
    const retryAfter = Number(refused?.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_RULES.ipFailures.windowMs / 1000);
    // While refused, no password from the address is checked — not even a right one, or the
    // answer would still tell right from wrong — and the other password forms are refused too.
    expect((await sprayer.post(LOGIN, { account: colleague.phone, password: colleague.password, ...(await icode()) })).status).toBe(429);
    expect((await sprayer.post("/api/user/auth/v3/pwdvcode/send", { account: colleague.phone, password: "x-password" })).status).toBe(429);
    expect(
      (await sprayer.post("/api/user/auth/v3/pwdvcode/login", { account: colleague.phone, password: "x-password", vcode: "123456" }))
        .status,
    ).toBe(429);
    // Another address is not affected.
    const elsewhere = k.client();
    expect((await elsewhere.post(LOGIN, { account: "13800009999", password: "x-password" })).msg).toBe("账号或密码错误");
    expect((await elsewhere.post(LOGIN, { account: colleague.phone, password: colleague.password })).status).toBe(200);
    // The window slides: once Retry-After has passed, the oldest failure has left it and one more
    // try is checked; the next waits for the second oldest, 20 seconds younger.
    k.clock.advance(retryAfter * 1000);
    expect((await sprayer.post(LOGIN, { account: "13800008888", password: "x-password", ...(await icode()) })).msg).toBe("账号或密码错误");
    const again = await sprayer.post(LOGIN, { account: colleague.phone, password: colleague.password, ...(await icode()) });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBe(20);
    k.clock.advance(20_000);
    expect((await sprayer.post(LOGIN, { account: colleague.phone, password: colleague.password, ...(await icode()) })).status).toBe(200);
  }, 120_000);

  it("checks at most 30 passwords from one address when 60 for different accounts arrive at once", async () => {
    const sprayer = k.client();
    const before = await auditCount(k, "login.failed");
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const icode = await k.client().icode();
        return sprayer.post("/api/user/auth/v3/pwd/login", { account: `1370000${String(1000 + i)}`, password: `spray-${i}`, ...icode });
      }),
    );
    const checked = answers.filter((r) => r.msg === "账号或密码错误").length;
    expect(checked).toBe(LOGIN_RULES.ipFailures.limit);
    expect(answers.filter((r) => r.status === 429).length).toBe(60 - LOGIN_RULES.ipFailures.limit);
    expect((await auditCount(k, "login.failed")) - before).toBe(checked);
  }, 120_000);

  it("refuses one account from one address after 5 failures, while the account still opens from elsewhere", async () => {
    const { phone } = await k.registered();
    const attacker = k.client();
    for (let i = 0; i < LOGIN_RULES.accountIpFailures.limit; i++) {
      await attacker.post("/api/user/auth/v3/pwd/login", { account: phone, password: `wrong-${i}`, ...(await attacker.icode()) });
    }
    const refused = await attacker.post("/api/user/auth/v3/pwd/login", {
      account: phone,
      password: "Gongcheng#2026",
      ...(await attacker.icode()),
    });
    expect(refused.status).toBe(429);
    const owner = k.client();
    const ok = await owner.post("/api/user/auth/v3/pwd/login", { account: phone, password: "Gongcheng#2026", ...(await owner.icode()) });
    expect(ok.status).toBe(200);
  });

  it("answers unknown and known accounts alike, with the same work", async () => {
    const { phone } = await k.registered();
    // The work is counted, not timed: each answer verifies exactly one argon2id hash (an unknown
    // account the decoy's), so the time cannot tell them apart; without the decoy the unknown path
    // would verify none.
    const checked = vi.spyOn(passwordModule, "verifyPassword");
    const attempt = async (account: string) => {
      checked.mockClear();
      const r = await k.client().post("/api/user/auth/v3/pwd/login", { account, password: "not-the-password" });
      return { r: { status: r.status, code: r.code, msg: r.msg }, hashes: checked.mock.calls.map(([hash]) => hash) };
    };
    try {
      const decoy = await passwordModule.decoyHash();
      for (let i = 0; i < LOGIN_RULES.icodeAfter; i++) {
        const known = await attempt(phone);
        const unknown = await attempt(k.phone());
        expect(known.r).toEqual(unknown.r);
        expect(known.hashes).toHaveLength(1);
        expect(known.hashes[0]).not.toBe(decoy);
        expect(unknown.hashes).toEqual([decoy]);
      }
    } finally {
      checked.mockRestore();
    }
  });

  it("makes codes of 6 digits, single use, bound to phone and purpose, valid 5 minutes, dead after 5 wrong tries", async () => {
    const { phone } = await k.registered();
    const c = k.client();
    await c.post("/api/user/auth/v3/vcode/send", { phone, ...(await c.icode()) });
    const code = await k.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    // Bound to purpose: a login code does not reset a password.
    const wrongPurpose = await c.post("/api/user/findPwd/listAccounts", { channel: "sms", target: phone, vcode: code });
    expect(wrongPurpose.status).toBe(400);
    // Five wrong tries kill it, even for the right code afterwards.
    for (let i = 0; i < CODE_RULES.maxAttempts; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
      expect((await c.post("/api/user/auth/v3/vcode/login", { phone, vcode: guess })).msg).toContain("验证码错误");
    }
    expect((await c.post("/api/user/auth/v3/vcode/login", { phone, vcode: code })).msg).toContain("次数过多");

    // 60 s between sends.
    const early = await c.post("/api/user/auth/v3/vcode/send", { phone, ...(await c.icode()) });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get("Retry-After"))).toBeGreaterThan(0);
    k.clock.advance(CODE_RULES.gapMs);
    await c.post("/api/user/auth/v3/vcode/send", { phone, ...(await c.icode()) });
    const fresh = await k.lastCode(phone);
    k.clock.advance(CODE_RULES.ttlMs + 1);
    expect((await c.post("/api/user/auth/v3/vcode/login", { phone, vcode: fresh })).status).toBe(400);

    k.clock.advance(CODE_RULES.gapMs);
    await c.post("/api/user/auth/v3/vcode/send", { phone, ...(await c.icode()) });
    const once = await k.lastCode(phone);
    expect((await c.post("/api/user/auth/v3/vcode/login", { phone, vcode: once })).status).toBe(200);
    expect((await k.client().post("/api/user/auth/v3/vcode/login", { phone, vcode: once })).status).toBe(400);
  });

  it("caps sends per phone per hour and per IP per hour, and needs an image code first", async () => {
    k.clock.advance(3_600_000);
    const phone = k.phone();
    const c = k.client();
    expect((await c.post("/api/user/reg/sendVcode", { phone })).code).toBe("40002");
    let status = 200;
    let n = 0;
    while (status === 200 && n < 20) {
      status = (await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) })).status;
      if (status === 200) n++;
      k.clock.advance(CODE_RULES.gapMs);
    }
    expect(n).toBeLessThanOrEqual(CODE_RULES.perTargetHour.limit);
    expect(status).toBe(429);

    k.clock.advance(3_600_000);
    const one = k.client();
    let sent = 0;
    for (let i = 0; i < CODE_RULES.perIpHour.limit + 2; i++) {
      const r = await one.post("/api/user/reg/sendVcode", { phone: k.phone(), ...(await one.icode()) });
      if (r.status === 200) sent++;
      else expect(r.status).toBe(429);
    }
    expect(sent).toBe(CODE_RULES.perIpHour.limit);
  });

  it("accepts a 128-character password, rejects 129, and does not truncate", async () => {
    const long = `长城-${"Bridge2026".repeat(12)}-${"x".repeat(4)}`;
    expect([...long].length).toBe(128);
    const { phone, c } = await k.registered(long);
    const truncated = await c.post("/api/user/auth/v3/pwd/login", { account: phone, password: long.slice(0, 72) });
    expect(truncated.msg).toBe("账号或密码错误");
    const full = await c.post("/api/user/auth/v3/pwd/login", { account: phone, password: long });
    expect(full.status).toBe(200);
    k.clock.advance(61_000);
    const other = k.client();
    const phone2 = k.phone();
    await other.post("/api/user/reg/sendVcode", { phone: phone2, ...(await other.icode()) });
    const r = await other.post("/api/user/reg/v3/std/register", {
      phone: phone2,
      vcode: await k.lastCode(phone2),
      password: `${long}y`,
      agree: true,
    });
    expect(r.msg).toContain("不能超过 128 位");
  });

  it("records an audit event for every authentication", async () => {
    const { phone, password, userId, c: own } = await k.registered();
    const c = k.client();
    await c.post("/api/user/auth/v3/pwd/login", { account: phone, password: "wrong-password" });
    await c.post("/api/user/auth/v3/pwd/login", { account: phone, password });
    await own.post("/api/user/auth/logout");
    const rows = await k.t.database.db.select().from(schema.auditLog);
    const mine = rows.filter((r) => r.actorId === userId).map((r) => r.action);
    expect(mine).toEqual(
      expect.arrayContaining(["account.registered", "login.success", "login.failed", "login.second_factor_sent", "logout"]),
    );
    expect(JSON.stringify(rows)).not.toContain(password);
  });
});

describe("logs", () => {
  it("never contain a password, code or token during registration and login", async () => {
    let captured = "";
    const sink = new Writable({
      write(chunk, _enc, done) {
        captured += chunk.toString();
        done();
      },
    });
    const k = await accountsApp("pglite", { logger: createLogger("trace", sink) });
    try {
      const password = "Secret-Bridge-2026";
      const { phone, c } = await k.registered(password);
      const login = await c.post("/api/user/auth/v3/pwd/login", { account: phone, password, issue: "bearer" });
      await c.post("/api/user/auth/v3/vcode/send", { phone, ...(await c.icode()) });
      const vcode = await k.lastCode(phone);
      await c.post("/api/user/auth/v3/vcode/login", { phone, vcode });
      const secrets = [password, vcode, login.data.token, c.cookies.get("sid"), c.cookies.get("did")].filter(Boolean) as string[];
      expect(captured.length).toBeGreaterThan(500);
      for (const s of secrets) expect(captured).not.toContain(s);
    } finally {
      await k.t.close();
    }
  });
});
