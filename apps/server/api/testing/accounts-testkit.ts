import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { redisThrottleStore, witnessImageCodes } from "@portal/core";
import { testClock } from "@portal/core/testing";
import type { DbKind } from "@portal/db/testing";
import { Redis } from "ioredis";
import { createTestApp } from "../../testing";

/**
 * Answers of the image codes this process issued, learnt through the test-only witness: tests never
 * read the picture (a test that could would prove the picture machine-readable).
 */
const imageCodeAnswers = new Map<string, string>();
witnessImageCodes((icodeId, answer) => imageCodeAnswers.set(icodeId, answer));

/** A browser-ish client: keeps cookies, sends the CSRF header, comes from its own IP. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    private t: Awaited<ReturnType<typeof createTestApp>>,
    public ip = "10.0.0.1",
    public userAgent = "Mozilla/5.0 (Windows NT 10.0) Chrome/130 TestBrowser",
  ) {}

  headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return { "X-Forwarded-For": this.ip, "User-Agent": this.userAgent, ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...rest] = pair.split("=");
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  async post(path: string, body: unknown = {}, extra: Record<string, string> = {}) {
    const res = this.keep(await this.t.post(path, body, this.headers(extra)));
    const json = (await res.json()) as {
      code: string;
      msg: string;
      // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
      data: any;
      total?: number;
    };
    return { status: res.status, headers: res.headers, ...json };
  }

  async icode() {
    const r = await this.post("/api/user/auth/icode");
    const icodeId = r.data.icodeId as string;
    return { icodeId, icode: imageCodeAnswers.get(icodeId) ?? "" };
  }
}

export async function accountsApp(kind: DbKind, opts: Parameters<typeof createTestApp>[1] = {}) {
  const clock = testClock();
  // With TEST_REDIS_URL the throttling counters live in Redis, as they do with REDIS_URL in production.
  const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
  const throttle = redis ? redisThrottleStore(redis, `test:acct:${randomUUID()}:`) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "acct-test-"));
  const created = await createTestApp(kind, {
    now: clock.now,
    throttle,
    ...opts,
    env: { TRUST_PROXY: "true", DATA_DIR: dataDir, ...opts.env },
  });
  const t = {
    ...created,
    async close() {
      await created.close();
      await redis?.quit();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const staff = new Client(t, "10.9.9.9");
  let staffId = "";
  let ipSeq = 0;
  let phoneSeq = 0;
  return {
    t,
    clock,
    /** A client from a fresh IP, so per-IP limits of one test do not spill into the next. */
    client: (ua?: string) => new Client(t, `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`, ua),
    phone: () => `139${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`,
    /** The latest outbox message to a recipient, read through the staff API. */
    async lastMessage(recipient: string) {
      const { schema } = await import("@portal/db");
      const { createSession } = await import("@portal/core/auth/sessions");
      if (!staffId) {
        const [admin] = await t.database.db.insert(schema.users).values({ phone: "13000000000", realname: "管理员" }).returning();
        await t.database.db.insert(schema.staffRoles).values({ userId: admin.id, role: "admin" });
        staffId = admin.id;
      }
      let r = await staff.post("/api/admin/outbox/listPaged", { recipient, size: 1 });
      if (r.status === 401) {
        // Staff sessions idle out after 2 h of test-clock time; start a fresh one.
        const ctx = { actor: { kind: "system" as const, job: "test" }, db: t.database.db, cache: t.cache, now: clock.now, log: console };
        staff.cookies.set("sid", (await createSession(ctx, { userId: staffId })).token);
        r = await staff.post("/api/admin/outbox/listPaged", { recipient, size: 1 });
      }
      return r.data.records[0] as { body: string; recipient: string; statusText: string } | undefined;
    },
    async lastCode(recipient: string) {
      const m = await this.lastMessage(recipient);
      const code = m?.body.match(/验证码 (\d{6})/)?.[1];
      if (!code) throw new Error(`no code in outbox for ${recipient}: ${m?.body}`);
      return code;
    },
    /** Registers a fresh account through the API and returns its logged-in client. */
    async registered(password = "Gongcheng#2026") {
      const c = this.client();
      const phone = this.phone();
      await c.post("/api/user/reg/sendVcode", { phone, ...(await c.icode()) });
      const vcode = await this.lastCode(phone);
      const r = await c.post("/api/user/reg/v3/std/register", { phone, vcode, password, agree: true });
      if (r.code !== "30000") throw new Error(r.msg);
      clock.advance(61_000);
      return { c, phone, password, userId: r.data.user.id as string };
    },
  };
}
