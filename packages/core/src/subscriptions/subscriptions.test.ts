import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { queryTerms } from "@portal/text";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { realTenders } from "../demo";
import { AppError } from "../errors";
import { ingestAnnouncements } from "../tender";
import { testClock, testCtx } from "../testing";
import { parseCriteria } from "./criteria";
import { runDeliveries } from "./deliver";
import { calendarFeed, calendarToken, subscriptionFeed } from "./feeds";
import { nextDigestAt, runMatching } from "./match";
import { MatchIndex } from "./match-index";
import { markMessagesRead, messagesPaged, unreadCount } from "./messages";
import { runReminders } from "./reminders";
import { dingtalkSign, feishuSign, robotRequest } from "./robots";
import {
  countMatching,
  createSubscription,
  listSubscriptions,
  removeSubscription,
  subscriptionTendersPaged,
  updateSubscription,
} from "./subscriptions";

describe("the subscription index", () => {
  const criteria = (over: Record<string, unknown>) => parseCriteria({ keywords: ["隧道"], ...over });
  const target = {
    id: 1,
    // The title's words, plain and title-scoped, as the ingest writes them.
    lexemes: queryTerms("黄花隧道改扩建工程施工").flatMap((w) => [w, `t:${w}`]),
    category: "ENGINEERING",
    stage: "0100",
    projectType: "ROAD",
    partyType: "COMMON",
    province: "420000",
    city: "420500",
    district: "420506",
    amount: 12_345_678,
  };

  it("matches keywords (all words of one), regions, stages and amounts, and honours excludes", () => {
    const index = new MatchIndex([
      { id: "a", criteria: criteria({}) },
      { id: "b", criteria: criteria({ keywords: ["隧道改扩建"] }) },
      { id: "c", criteria: criteria({ keywords: ["桥梁"] }) },
      { id: "d", criteria: criteria({ regions: ["420500"] }) },
      { id: "e", criteria: criteria({ regions: ["110000"] }) },
      { id: "f", criteria: criteria({ excludes: ["施工"] }) },
      { id: "g", criteria: criteria({ stages: ["0104"] }) },
      { id: "h", criteria: criteria({ minAmount: 10_000_000, maxAmount: 20_000_000 }) },
      { id: "i", criteria: criteria({ minAmount: 20_000_000 }) },
      { id: "j", criteria: parseCriteria({ regions: ["420506"] }) },
      { id: "k", criteria: criteria({ scope: "all", keywords: ["施工"] }) },
    ]);
    expect(index.match(target).sort()).toEqual(["a", "b", "d", "h", "j", "k"]);
    expect(index.match({ ...target, amount: null })).not.toContain("h");
  });

  it("refuses criteria that would send everything, and bad values", () => {
    expect(() => parseCriteria({})).toThrow(/至少填写一个关键词或选择一个地区/);
    expect(() => parseCriteria({ keywords: ["x".repeat(21)] })).toThrow(/超过 20 个字/);
    expect(() => parseCriteria({ keywords: ["道路"], stages: ["9999"] })).toThrow(/公告阶段/);
    expect(() => parseCriteria({ keywords: ["道路"], minAmount: 5, maxAmount: 1 })).toThrow(/最低金额/);
    expect(() => parseCriteria({ keywords: ["道路"], regions: ["abc"] })).toThrow(/地区代码/);
  });
});

describe("robot signatures", () => {
  it("signs DingTalk and Feishu messages as their documentation describes", () => {
    const secret = "SEC000000";
    expect(dingtalkSign(1_700_000_000_000, secret)).toBe(createHmac("sha256", secret).update(`1700000000000\n${secret}`).digest("base64"));
    expect(feishuSign(1_700_000_000, secret)).toBe(createHmac("sha256", `1700000000\n${secret}`).update("").digest("base64"));
    const now = new Date(1_700_000_000_000);
    const items = [{ id: 7, title: "某道路工程施工招标公告", region: "湖北省宜昌市", publishedOn: "2026-03-15", amount: "1,234.57 万元" }];
    const d = robotRequest(
      "dingtalk",
      { url: "https://oapi.dingtalk.com/robot/send?access_token=x", secret },
      { title: "t", items, total: 1 },
      (id) => `https://x/${id}`,
      now,
    );
    const u = new URL(d.url);
    expect(u.searchParams.get("timestamp")).toBe("1700000000000");
    expect(u.searchParams.get("sign")).toBe(dingtalkSign(1_700_000_000_000, secret));
    const f = robotRequest(
      "feishu",
      { url: "https://open.feishu.cn/open-apis/bot/v2/hook/x", secret },
      { title: "t", items, total: 1 },
      (id) => `https://x/${id}`,
      now,
    );
    expect(f.body).toMatchObject({ timestamp: "1700000000", sign: feishuSign(1_700_000_000, secret), msg_type: "post" });
    const w = robotRequest(
      "wecom",
      { url: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=x", secret: null },
      { title: "t", items, total: 3 },
      (id) => `https://x/${id}`,
      now,
    );
    expect(JSON.stringify(w.body)).toContain("等 3 条");
  });

  it("digests go out at the chosen hour, China time", () => {
    expect(nextDigestAt(new Date("2026-03-15T02:00:00Z"), 8).toISOString()).toBe("2026-03-16T00:00:00.000Z");
    expect(nextDigestAt(new Date("2026-03-15T02:00:00Z"), 18).toISOString()).toBe("2026-03-15T10:00:00.000Z");
  });
});

describe.each(testDbKinds())("tender subscriptions on %s", (kind) => {
  let database: Database;
  let base: Ctx;
  // The real notices were published in 2025; the clock sits just after them.
  const clock = testClock(new Date("2025-07-11T02:00:00Z"));
  let phone = 13700000000;
  const newUser = async (email?: string): Promise<{ ctx: Ctx; userId: string }> => {
    const [u] = await database.db
      .insert(schema.users)
      .values({ phone: String(++phone), email })
      .returning({ id: schema.users.id });
    return { userId: u.id, ctx: { ...base, actor: { kind: "user", userId: u.id, sessionId: "s", roles: [], ip: "127.0.0.1" } } };
  };
  const notices = realTenders().sort((x, y) => String(x.publishedOn).localeCompare(String(y.publishedOn)));
  const sent: { to: string; subject: string; text: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    base = {
      ...testCtx(database, clock),
      notify: {
        mail: {
          name: "test",
          send: async (m) => {
            sent.push(m);
          },
        },
      },
    };
  }, 60_000);
  afterAll(() => database.close());

  it("counts live, matches arriving notices once, and tells the user on the site, by mail and by robot", async () => {
    const { ctx, userId } = await newUser("buyer@example.com");
    const system: Ctx = { ...base, actor: { kind: "system", job: "test" } };
    // The first half of the real notices are "older"; the subscription then sees the second half arrive.
    const half = Math.floor(notices.length / 2);
    await ingestAnnouncements(system, notices.slice(0, half));
    await runMatching(system);
    const input = { keywords: ["道路", "桥梁"], excludes: ["监理"], emailMode: "instant" };
    const live = await countMatching(ctx, input);
    expect(live.days).toBe(30);
    const sub = await createSubscription(ctx, {
      name: "道路桥梁",
      ...input,
      webhookKind: "wecom",
      webhookUrl: "http://127.0.0.1:9/hook",
    }).catch((e) => e);
    expect(sub).toBeInstanceOf(AppError);
    const created = await createSubscription(ctx, { name: "道路桥梁", ...input });
    expect(created.feedPath).toMatch(/^\/api\/ai\/pub\/bidSubscribe\/feed\//);
    expect((await listSubscriptions(ctx)).map((s) => s.id)).toEqual([created.id]);

    const r = await ingestAnnouncements(system, notices.slice(half));
    expect(r.created).toBeGreaterThan(0);
    const first = await runMatching(system);
    expect(first.announcements).toBeGreaterThan(0);
    expect(first.matches).toBeGreaterThan(0);
    // Every match is a notice the same criteria find in SQL (the list of the subscription).
    const matched = await database.db.select().from(schema.tenderSubMatches).where(eq(schema.tenderSubMatches.subscriptionId, created.id));
    expect(matched.length).toBe(first.matches);
    const list = await subscriptionTendersPaged(ctx, { id: created.id, current: 1, size: 50 });
    // Only notices of the last 30 days are pushed: a crawler catching up on old ones sends nothing.
    const ann = schema.tenderAnnouncements;
    const dates = await database.db.select({ id: ann.id, d: ann.publishedOn }).from(ann);
    for (const m of matched) expect(String(dates.find((x) => x.id === m.announcementId)?.d) >= "2025-06-11").toBe(true);
    expect(list.total).toBeGreaterThanOrEqual(matched.length);
    for (const h of list.records) expect(h.title).toMatch(/道路|桥梁/);
    expect(list.records.some((h) => h.title.includes("监理"))).toBe(false);

    // Running again (a retried job) matches nothing new and writes no second message.
    await ingestAnnouncements(system, notices.slice(half));
    expect((await runMatching(system)).matches).toBe(0);
    expect(await unreadCount(ctx)).toBe(1);
    const msgs = await messagesPaged(ctx);
    expect(msgs.records[0].title).toContain("道路桥梁");
    expect(await markMessagesRead(ctx, [msgs.records[0].id])).toEqual({ unread: 0 });

    // The e-mail goes out once, however often the delivery job runs.
    const d1 = await runDeliveries(system, { origin: "https://portal.example" });
    const d2 = await runDeliveries(system, { origin: "https://portal.example" });
    expect(d1.sent).toBe(1);
    expect(d2.sent).toBe(0);
    expect(sent.filter((m) => m.to === "buyer@example.com")).toHaveLength(1);
    expect(sent[0].text).toContain("https://portal.example/tenderDetails/");
    expect(userId).toBeTruthy();
  });

  it("retries a failing robot with back-off, then gives up and shows why", async () => {
    const { ctx } = await newUser();
    const system: Ctx = { ...base, actor: { kind: "system", job: "test" } };
    const sub = await createSubscription(
      ctx,
      { keywords: ["工程"], webhookKind: "dingtalk", webhookUrl: "http://127.0.0.1:9/robot/send?access_token=t", webhookSecret: "SECabc" },
      { webhookHosts: ["127.0.0.1:9"] },
    );
    await database.db.insert(schema.subscriptionDeliveries).values({
      userId: sub.id ? (ctx.actor as { userId: string }).userId : "",
      subscriptionId: sub.id,
      channel: "dingtalk",
      title: "测试",
      items: [],
      nextAt: clock.now(),
      idemKey: `test:${sub.id}`,
    });
    let calls = 0;
    // A robot that refuses every message, standing in for the outgoing-HTTP port.
    const failing: Ctx = {
      ...system,
      http: {
        fetch: async () => {
          calls++;
          return new Response(JSON.stringify({ errcode: 310000, errmsg: "sign not match" }), { status: 200 });
        },
      },
    };
    const start = clock.now().getTime();
    let r = await runDeliveries(failing, { origin: "https://p" });
    expect(r.retried).toBe(1);
    // Not due again before the back-off.
    expect((await runDeliveries(failing, { origin: "https://p" })).retried).toBe(0);
    for (let i = 0; i < 6; i++) {
      clock.advance(3_600_000);
      r = await runDeliveries(failing, { origin: "https://p" });
    }
    expect(calls).toBe(5);
    const [row] = await database.db
      .select()
      .from(schema.subscriptionDeliveries)
      .where(eq(schema.subscriptionDeliveries.subscriptionId, sub.id));
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain("310000");
    expect(clock.now().getTime()).toBeGreaterThan(start);
  });

  it("posts to a robot gateway only while WEBHOOK_HOSTS names it: the address is checked again at delivery", async () => {
    const calls: string[] = [];
    const gateway = createServer((req, res) => {
      calls.push(req.url ?? "");
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ errcode: 0, errmsg: "ok" }));
    });
    await new Promise<void>((r) => gateway.listen(0, "127.0.0.1", r));
    const host = `127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      const { ctx, userId } = await newUser();
      const system: Ctx = { ...base, actor: { kind: "system", job: "test" } };
      const sub = await createSubscription(
        ctx,
        { keywords: ["工程"], webhookKind: "wecom", webhookUrl: `http://${host}/cgi-bin/webhook/send?key=k` },
        { webhookHosts: [host] },
      );
      await database.db.insert(schema.subscriptionDeliveries).values({
        userId,
        subscriptionId: sub.id,
        channel: "wecom",
        title: "网关",
        items: [],
        nextAt: clock.now(),
        idemKey: `gateway:${sub.id}`,
      });
      // The operator has taken the gateway out of WEBHOOK_HOSTS: loopback is a user's address again.
      expect(await runDeliveries(system, { origin: "https://p" })).toMatchObject({ sent: 0, retried: 1 });
      const d = schema.subscriptionDeliveries;
      const [row] = await database.db.select().from(d).where(eq(d.subscriptionId, sub.id));
      expect(row.lastError).toContain("不在允许的地址之内");
      expect(calls).toEqual([]);
      clock.advance(3_600_000);
      expect(await runDeliveries(system, { origin: "https://p", webhookHosts: [host] })).toMatchObject({ sent: 1 });
      expect(calls).toEqual(["/cgi-bin/webhook/send?key=k"]);
    } finally {
      await new Promise((r) => gateway.close(r));
    }
  });

  it("keeps to the plan's limit even when creations race, and only the owner changes a subscription", async () => {
    const { ctx } = await newUser();
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => createSubscription(ctx, { keywords: [`道路${i}`] })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(schema.tenderSubscriptions)
      .where(eq(schema.tenderSubscriptions.userId, (ctx.actor as { userId: string }).userId));
    expect(Number(n)).toBe(3);
    const mine = (await listSubscriptions(ctx))[0];
    const other = await newUser();
    await expect(updateSubscription(other.ctx, mine.id, { name: "x" })).rejects.toMatchObject({ kind: "NotFound" });
    await expect(removeSubscription(other.ctx, mine.id)).rejects.toMatchObject({ kind: "NotFound" });
    await expect(createSubscription(ctx, { keywords: ["再来一个"] })).rejects.toMatchObject({ kind: "Conflict" });
  });

  it("serves a private Atom feed and an ICS calendar, and writes each deadline reminder once", async () => {
    const { ctx, userId } = await newUser();
    const sub = await createSubscription(ctx, { keywords: ["工程"] });
    const token = (sub.feedPath as string).split("/").pop() as string;
    const feed = await subscriptionFeed(base, token, "https://p");
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(await subscriptionFeed(base, "x".repeat(32), "https://p")).toBeNull();
    // A favourite with a bid deadline tomorrow (China time).
    const [a] = await database.db.select({ id: schema.tenderAnnouncements.id }).from(schema.tenderAnnouncements).limit(1);
    await database.db
      .update(schema.tenderAnnouncements)
      .set({ bidDeadline: "2025-07-12 09:30", openTime: "2025-07-12 09:30" })
      .where(eq(schema.tenderAnnouncements.id, a.id));
    await database.db.insert(schema.tenderUserOps).values({ announcementId: a.id, userId, op: "favorite" });
    const ics = await calendarFeed(base, await calendarToken(ctx), "https://p");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART:20250712T013000Z");
    expect(await runReminders(base)).toBeGreaterThanOrEqual(2);
    expect(await runReminders(base)).toBe(0);
    const msgs = await messagesPaged(ctx, { kind: "reminder" });
    expect(msgs.records.map((m) => m.title).join()).toContain("明天投标截止");
    // Regenerating the calendar token revokes the old address.
    const old = await calendarToken(ctx);
    await calendarToken(ctx, true);
    expect(await calendarFeed(base, old, "https://p")).toBeNull();
  });
});
