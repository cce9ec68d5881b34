import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { alipaySignContent } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const keys = () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    priv: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    pub: publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
};
const merchant = keys(); // our signing key (WeChat Pay and Alipay alike, for the test)
const platform = keys(); // WeChat Pay's platform key that signs notices
const alipayKey = keys(); // Alipay's key that signs notices
const APIV3 = "0123456789abcdef0123456789abcdef";
const oneLine = (pem: string) => pem.replace(/\n/g, "\\n");

/** Stands in for both gateways: checks our request signatures as they would, answers a QR text. */
function gateway() {
  const seen: { path: string; verified: boolean; body: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.url === "/v3/pay/transactions/native") {
        const auth = String(req.headers.authorization);
        const f = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
        const message = `POST\n/v3/pay/transactions/native\n${f.timestamp}\n${f.nonce_str}\n${body}\n`;
        const verified =
          auth.startsWith("WECHATPAY2-SHA256-RSA2048 ") &&
          createVerify("RSA-SHA256").update(message).verify(merchant.pub, f.signature, "base64");
        seen.push({ path: req.url, verified, body });
        res.end(JSON.stringify(verified ? { code_url: "weixin://wxpay/bizpayurl?pr=test" } : { code: "SIGN_ERROR", message: "签名错误" }));
        return;
      }
      const params = Object.fromEntries(new URLSearchParams(body));
      const verified = createVerify("RSA-SHA256")
        .update(alipaySignContent(params, false), "utf8")
        .verify(merchant.pub, params.sign, "base64");
      seen.push({ path: req.url ?? "", verified, body });
      res.end(
        JSON.stringify({
          alipay_trade_precreate_response: verified
            ? { code: "10000", msg: "Success", qr_code: "https://qr.alipay.com/test" }
            : { code: "40002", sub_msg: "验签出错" },
        }),
      );
    });
  });
  return { server, seen };
}

/**
 * Membership orders (issue 10): plans are public; a signed-in user orders 会员 or 企业版, pays by
 * transfer (staff confirm, once) or through WeChat Pay / Alipay, whose requests are signed and whose
 * notices are verified as their documentation describes. Anonymous 401, others' orders 404.
 */
describe.each(testDbKinds())("orders API on %s", (kind) => {
  let t: TestApp;
  const gw = gateway();
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const call = (path: string, body: unknown = {}, who?: string) => t.json(path, body, who && tokens[who]);
  let operator: { cookie: string };
  let editor: { cookie: string };
  const staff = async (path: string, body: unknown, who?: { cookie: string }) => {
    const res = await t.post(path, body, who ? { Cookie: who.cookie } : {});
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    await new Promise<void>((r) => gw.server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(gw.server.address() as AddressInfo).port}`;
    t = await createTestApp(kind, {
      env: {
        PUBLIC_ORIGIN: "https://www.example.com",
        PAY_BANK_HOLDER: "筑信工程云科技有限公司",
        PAY_BANK_NAME: "招商银行宜昌分行",
        PAY_BANK_ACCOUNT: "7279 0000 1234 567",
        WECHATPAY_MCHID: "1900000001",
        WECHATPAY_APPID: "wx0000000000000001",
        WECHATPAY_SERIAL_NO: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
        WECHATPAY_PRIVATE_KEY: oneLine(merchant.priv),
        WECHATPAY_PLATFORM_PUBLIC_KEY: oneLine(platform.pub),
        WECHATPAY_APIV3_KEY: APIV3,
        WECHATPAY_GATEWAY: base,
        ALIPAY_APP_ID: "2021000000000001",
        ALIPAY_PRIVATE_KEY: oneLine(merchant.priv),
        ALIPAY_PUBLIC_KEY: oneLine(alipayKey.pub),
        ALIPAY_GATEWAY: `${base}/gateway.do`,
      },
    });
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => new Date() };
    for (const [who, phone] of [
      ["alice", "13700000041"],
      ["bob", "13700000042"],
    ] as const) {
      const [u] = await t.database.db.insert(schema.users).values({ phone, realname: who }).returning();
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
      ids[who] = u.id;
    }
    operator = await staffSession(t.database, "13700000043", ["operator"], "周运营");
    editor = await staffSession(t.database, "13700000044", ["editor"], "吴编辑");
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => gw.server.close(() => r()));
  });

  it("shows the plans to everyone and asks visitors to log in for the rest", async () => {
    const plans = (await call("/api/ai/pub/plan/list")).body.data;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(["免费版", "会员", "企业版"]);
    for (const path of [
      "/api/ai/plan/get",
      "/api/ai/order/create",
      "/api/ai/order/pay",
      "/api/ai/order/get",
      "/api/ai/order/cancel",
      "/api/ai/order/listPaged",
    ]) {
      expect((await call(path, path.endsWith("create") ? { plan: "MEMBER" } : { id: "x" })).status, path).toBe(401);
    }
  });

  it("orders 会员 by transfer; staff confirm once and the plan and its quotas follow", async () => {
    expect((await call("/api/ai/plan/get", {}, "alice")).body.data).toMatchObject({ code: "FREE", name: "免费版", endsOn: null });
    expect((await call("/api/ai/order/create", { plan: "GOLD" }, "alice")).status).toBe(400);
    expect(
      (await call("/api/ai/order/create", { plan: "MEMBER", companyId: "00000000-0000-0000-0000-000000000000" }, "alice")).status,
    ).toBe(400);
    const made = await call("/api/ai/order/create", { plan: "MEMBER" }, "alice");
    expect(made.status).toBe(200);
    const order = made.body.data;
    expect(order).toMatchObject({
      plan: "MEMBER",
      amountFen: 198_000,
      amountText: "1,980.00 元",
      provider: "offline",
      status: "pending",
      statusText: "待支付",
    });
    expect(order.orderNo).toMatch(/^ZX\d{14}$/);
    const pay = (await call("/api/ai/order/pay", { id: order.id }, "alice")).body.data;
    expect(pay.bank).toEqual({ holder: "筑信工程云科技有限公司", bank: "招商银行宜昌分行", account: "7279 0000 1234 567" });
    expect((await call("/api/ai/order/get", { id: order.id }, "bob")).status).toBe(404);
    expect((await call("/api/ai/order/cancel", { id: order.id }, "bob")).status).toBe(404);

    expect((await staff("/api/admin/order/listPaged", {})).status).toBe(401);
    expect((await staff("/api/admin/order/listPaged", {}, editor)).status).toBe(403);
    expect((await staff("/api/admin/order/confirm", { id: order.id }, editor)).status).toBe(403);
    expect((await staff("/api/admin/order/confirm", { id: "nope" }, operator)).status).toBe(400);
    const list = await staff("/api/admin/order/listPaged", { status: "pending" }, operator);
    expect(list.body.data.records[0]).toMatchObject({ orderNo: order.orderNo, buyer: "alice 137****0041" });
    // Two staff confirming at once: one grant.
    const both = await Promise.all([
      staff("/api/admin/order/confirm", { id: order.id, note: "流水 001" }, operator),
      staff("/api/admin/order/confirm", { id: order.id, note: "流水 001" }, operator),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const held = await t.database.db.select().from(schema.memberships).where(eq(schema.memberships.userId, ids.alice));
    expect(held).toHaveLength(1);
    const plan = (await call("/api/ai/plan/get", {}, "alice")).body.data;
    expect(plan).toMatchObject({ code: "MEMBER", name: "会员" });
    expect(plan.endsOn).toBe(held[0].endsOn);
    const quota = (await call("/api/ai/residueDegree/getResidue", { kind: "TENDER_CONTACT" }, "alice")).body.data;
    expect(quota[0]).toMatchObject({ limit: 30 });
    expect((await call("/api/ai/order/cancel", { id: order.id }, "alice")).status).toBe(409);
    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "order.confirm"));
    expect(audit).toHaveLength(1);
  });

  it("orders 企业版 only for an organisation the user administers", async () => {
    expect((await call("/api/ai/order/create", { plan: "ENTERPRISE" }, "bob")).status).toBe(400);
    const [org] = await t.database.db.insert(schema.companies).values({ code: "orders-org", name: "宜昌交投建设有限公司" }).returning();
    expect((await call("/api/ai/order/create", { plan: "ENTERPRISE", companyId: org.id }, "bob")).status).toBe(404);
    await t.database.db.insert(schema.companyMembers).values([
      { companyId: org.id, userId: ids.bob, role: "member" },
      { companyId: org.id, userId: ids.alice, role: "admin" },
    ]);
    expect((await call("/api/ai/order/create", { plan: "ENTERPRISE", companyId: org.id }, "bob")).status).toBe(403);
    const made = await call("/api/ai/order/create", { plan: "ENTERPRISE", companyId: org.id }, "alice");
    expect(made.body.data).toMatchObject({ companyName: "宜昌交投建设有限公司", amountFen: 980_000 });
    await staff("/api/admin/order/confirm", { id: made.body.data.id }, operator);
    // The organisation's plan covers its members.
    expect((await call("/api/ai/plan/get", {}, "bob")).body.data).toMatchObject({
      code: "ENTERPRISE",
      companyName: "宜昌交投建设有限公司",
    });
  });

  it("pays through WeChat Pay: a signed order, then a verified and decrypted notice, applied once", async () => {
    const order = (await call("/api/ai/order/create", { plan: "MEMBER", provider: "wechat" }, "bob")).body.data;
    const pay = (await call("/api/ai/order/pay", { id: order.id }, "bob")).body.data;
    expect(pay.qrImage).toMatch(/^data:image\/jpeg;base64,/);
    const sent = gw.seen.find((s) => s.path === "/v3/pay/transactions/native");
    expect(sent?.verified).toBe(true);
    expect(JSON.parse(sent?.body ?? "{}")).toMatchObject({
      out_trade_no: order.orderNo,
      amount: { total: 198_000, currency: "CNY" },
      notify_url: "https://www.example.com/api/pub/pay/wechat/notify",
    });

    const notice = (amount: number, signWith = platform.priv) => {
      const nonce = randomBytes(6).toString("hex");
      const cipher = createCipheriv("aes-256-gcm", Buffer.from(APIV3), Buffer.from(nonce));
      cipher.setAAD(Buffer.from("transaction"));
      const plain = JSON.stringify({
        out_trade_no: order.orderNo,
        transaction_id: "4200000000202611230001",
        trade_state: "SUCCESS",
        amount: { total: amount },
      });
      const ciphertext = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString("base64");
      const body = JSON.stringify({
        id: "n1",
        event_type: "TRANSACTION.SUCCESS",
        resource: { algorithm: "AEAD_AES_256_GCM", ciphertext, nonce, associated_data: "transaction" },
      });
      const ts = String(Math.floor(Date.now() / 1000));
      const n = randomBytes(8).toString("hex");
      const signature = createSign("RSA-SHA256").update(`${ts}\n${n}\n${body}\n`).sign(signWith, "base64");
      return t.app.request("/api/pub/pay/wechat/notify", {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          "wechatpay-timestamp": ts,
          "wechatpay-nonce": n,
          "wechatpay-signature": signature,
          "wechatpay-serial": "PUB",
        },
      });
    };
    expect((await notice(198_000, merchant.priv)).status).toBe(401); // not WeChat Pay's key
    expect((await notice(1)).status).toBe(400); // the amount is not the order's
    expect((await call("/api/ai/order/get", { id: order.id }, "bob")).body.data.status).toBe("pending");
    expect((await notice(198_000)).status).toBe(204);
    expect((await notice(198_000)).status).toBe(204); // re-sent notice: nothing more
    expect((await call("/api/ai/order/get", { id: order.id }, "bob")).body.data).toMatchObject({ status: "paid" });
    expect(await t.database.db.select().from(schema.memberships).where(eq(schema.memberships.orderId, order.id))).toHaveLength(1);
  });

  it("pays through Alipay: an RSA2-signed precreate, then a verified notice", async () => {
    const order = (await call("/api/ai/order/create", { plan: "MEMBER", provider: "alipay" }, "alice")).body.data;
    const pay = (await call("/api/ai/order/pay", { id: order.id }, "alice")).body.data;
    expect(pay.qrImage).toMatch(/^data:image\/jpeg;base64,/);
    expect(gw.seen.find((s) => s.path === "/gateway.do")?.verified).toBe(true);
    const notice = (params: Record<string, string>, key = alipayKey.priv) => {
      const sign = createSign("RSA-SHA256").update(alipaySignContent(params, true), "utf8").sign(key, "base64");
      return t.app.request("/api/pub/pay/alipay/notify", {
        method: "POST",
        body: new URLSearchParams({ ...params, sign, sign_type: "RSA2" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    };
    const params = {
      app_id: "2021000000000001",
      out_trade_no: order.orderNo,
      trade_no: "2026112322001",
      total_amount: "1980.00",
      trade_status: "TRADE_SUCCESS",
      notify_time: "2026-11-23 22:40:00",
    };
    expect((await notice(params, merchant.priv)).status).toBe(400);
    expect(await (await notice(params)).text()).toBe("success");
    expect((await call("/api/ai/order/get", { id: order.id }, "alice")).body.data.status).toBe("paid");
    // Two 会员 years in a row: the second starts the day after the first ends.
    const years = await t.database.db.select().from(schema.memberships).where(eq(schema.memberships.userId, ids.alice));
    expect(years).toHaveLength(2);
    const [first, second] = years.sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    expect(new Date(`${second.startsOn}T00:00:00Z`).getTime() - new Date(`${first.endsOn}T00:00:00Z`).getTime()).toBe(86_400_000);
  });

  it("keeps unpaid orders few, lets the user cancel one, and refuses gateways that are not set up", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await call("/api/ai/order/create", { plan: "MEMBER" }, "bob")).status);
    expect(made.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    const sixth = await call("/api/ai/order/create", { plan: "MEMBER" }, "bob");
    expect(sixth.status).toBe(409);
    const mine = (await call("/api/ai/order/listPaged", { current: 1, size: 20 }, "bob")).body.data.records;
    const pending = mine.find((o: { status: string }) => o.status === "pending");
    expect((await call("/api/ai/order/cancel", { id: pending.id }, "bob")).body.data.status).toBe("cancelled");
    expect((await staff("/api/admin/order/confirm", { id: pending.id }, operator)).status).toBe(409);
  });
});
