import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type Ctx, ingestAnnouncements, realTenders, runDeliveries, runMatching, smtpMail } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A robot gateway on loopback: records what it is sent and answers like the platform does. */
function robotReceiver() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let data = "";
    req.on("data", (c) => {
      data += c;
    });
    req.on("end", () => {
      calls.push({ url: req.url ?? "", body: JSON.parse(data || "{}") });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(req.url?.startsWith("/feishu") ? { code: 0, msg: "success" } : { errcode: 0, errmsg: "ok" }));
    });
  });
  return { server, calls };
}

/** A loopback SMTP server: mails the delivery job sends really travel over SMTP. */
function mailReceiver() {
  const mails: { to: string; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, cb) {
      let data = "";
      stream.on("data", (c) => {
        data += c;
      });
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo[0]?.address ?? "", data });
        cb();
      });
    },
  });
  return { server, mails };
}

const decodeMail = (data: string) => {
  const [head, ...rest] = data.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  return /base64/i.test(head) ? Buffer.from(body, "base64").toString("utf8") : body;
};

/**
 * The subscription calls (issue 10): visitors 401, bad input 400 in Chinese, another user's
 * subscription 404; a notice that arrives is matched once and reaches the user on the site, by
 * e-mail (a real SMTP server on loopback) and through robots (a local HTTP receiver).
 */
describe.each(testDbKinds())("subscription API on %s", (kind) => {
  let t: TestApp;
  const clock = Date.parse("2025-07-11T02:00:00Z");
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const call = (path: string, body: unknown = {}, who?: string) => t.json(path, body, who && tokens[who]);
  const robot = robotReceiver();
  const smtp = mailReceiver();
  let hookHost = "";
  let system: Ctx;
  const notices = realTenders().sort((x, y) => String(x.publishedOn).localeCompare(String(y.publishedOn)));

  beforeAll(async () => {
    await new Promise<void>((r) => robot.server.listen(0, "127.0.0.1", r));
    await new Promise<void>((r) => smtp.server.listen(0, "127.0.0.1", r));
    hookHost = `127.0.0.1:${(robot.server.address() as AddressInfo).port}`;
    const mail = smtpMail({
      url: `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}?ignoreTLS=true`,
      from: "筑信工程云 <no-reply@example.com>",
    });
    t = await createTestApp(kind, { now: () => new Date(clock), env: { WEBHOOK_HOSTS: hookHost }, notify: { mail } });
    system = { ...testCtx(t.database), cache: t.cache, now: () => new Date(clock), notify: { mail } };
    for (const [who, phone, email] of [
      ["alice", "13700000021", "alice@example.com"],
      ["bob", "13700000022", null],
      ["carol", "13700000023", null],
      ["dave", "13700000024", null],
    ] as const) {
      const [u] = await t.database.db.insert(schema.users).values({ phone, email, realname: who }).returning();
      tokens[who] = (await createSession(system, { userId: u.id })).token;
      ids[who] = u.id;
    }
    await ingestAnnouncements(system, notices.slice(0, 300));
    await runMatching(system);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => robot.server.close(() => r()));
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  it("asks visitors to log in for every personal call", async () => {
    for (const path of [
      "/api/ai/bidSubscribe/create",
      "/api/ai/bidSubscribe/update",
      "/api/ai/bidSubscribe/get",
      "/api/ai/bidSubscribe/list",
      "/api/ai/bidSubscribe/getByUser",
      "/api/ai/bidSubscribe/remove",
      "/api/ai/bidSubscribe/count",
      "/api/ai/bidSubscribe/resetFeed",
      "/api/ai/bidSubscribe/deliveries",
      "/api/ai/bid/countSubscribe",
      "/api/ai/bid/listPagedBySubscribe",
      "/api/ai/message/listPaged",
      "/api/ai/message/unreadCount",
      "/api/ai/message/read",
      "/api/ai/message/remove",
      "/api/ai/calendar/get",
    ]) {
      const body =
        path.endsWith("remove") && path.includes("message")
          ? { ids: [1] }
          : path.match(/update|get$|remove|resetFeed|listPagedBySubscribe/)
            ? { id: "x" }
            : { keywords: ["道路"] };
      expect((await call(path, body)).status, path).toBe(401);
    }
  });

  it("refuses bad input with a Chinese reason", async () => {
    const bad: [unknown, RegExp][] = [
      [{}, /至少填写一个关键词或选择一个地区/],
      [{ keywords: ["道路"], stages: ["9"] }, /公告阶段/],
      [{ keywords: ["道路"], webhookKind: "wecom", webhookUrl: "http://10.0.0.1/hook" }, /企业微信群机器人/],
      [{ keywords: ["道路"], webhookKind: "dingtalk", webhookUrl: "https://oapi.dingtalk.com.evil.cn/robot/send" }, /钉钉群机器人/],
      [{ keywords: ["道路"], emailMode: "weekly" }, /.+/],
      [{ keywords: ["道路"], minAmount: 100, maxAmount: 1 }, /最低金额/],
    ];
    for (const [body, msg] of bad) {
      const res = await call("/api/ai/bidSubscribe/create", body, "alice");
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
    const noMail = await call("/api/ai/bidSubscribe/create", { keywords: ["道路"], emailMode: "instant" }, "bob");
    expect(noMail.status).toBe(400);
    expect(noMail.body.msg).toContain("绑定邮箱");
  });

  it("matches an arriving notice once and delivers it on the site, by e-mail and to WeCom, DingTalk and Feishu robots", async () => {
    const draft = { keywords: ["道路", "桥梁", "隧道"] };
    const live = await call("/api/ai/bidSubscribe/count", draft, "alice");
    expect(live.body.data).toMatchObject({ days: 30, capped: false });
    const base = `http://${hookHost}`;
    const made = [];
    for (const [kind, path, secret] of [
      ["wecom", "/cgi-bin/webhook/send?key=k1", null],
      ["dingtalk", "/robot/send?access_token=k2", "SECdingtalk"],
    ] as const) {
      const res = await call(
        "/api/ai/bidSubscribe/create",
        {
          name: `道桥-${kind}`,
          ...draft,
          emailMode: kind === "wecom" ? "instant" : "off",
          webhookKind: kind,
          webhookUrl: base + path,
          webhookSecret: secret,
        },
        "alice",
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      made.push(res.body.data);
    }
    const feishu = await call(
      "/api/ai/bidSubscribe/create",
      { name: "飞书", ...draft, site: false, webhookKind: "feishu", webhookUrl: `${base}/feishu/hook/k3`, webhookSecret: "fs" },
      "alice",
    );
    expect(feishu.status).toBe(200);
    // The free plan allows three.
    const fourth = await call("/api/ai/bidSubscribe/create", { keywords: ["电力"] }, "alice");
    expect(fourth.status).toBe(409);
    expect(fourth.body.msg).toContain("最多可建 3 个订阅");
    expect((await call("/api/ai/bidSubscribe/getByUser", {}, "alice")).body.data).toMatchObject({ limit: 3, used: 3, plan: "免费版" });

    await ingestAnnouncements(system, notices.slice(300));
    const matched = await runMatching(system);
    expect(matched.matches).toBeGreaterThan(0);
    // A second run, as after a retried job, finds nothing new.
    expect((await runMatching(system)).matches).toBe(0);

    const unread = (await call("/api/ai/message/unreadCount", {}, "alice")).body.data.unread;
    expect(unread).toBe(2); // the Feishu subscription has site messages off
    const list = await call("/api/ai/message/listPaged", { current: 1, size: 10 }, "alice");
    expect(list.body.data.records[0].title).toMatch(/订阅“道桥-.+”有 \d+ 条新招标信息/);

    const delivered = await runDeliveries(system, { origin: "https://www.example.com", webhookHosts: [hookHost] });
    expect(delivered).toMatchObject({ sent: 4, failed: 0, retried: 0 });
    expect((await runDeliveries(system, { origin: "https://www.example.com", webhookHosts: [hookHost] })).sent).toBe(0);
    // WeCom: markdown; DingTalk: signed in the query; Feishu: signed in the body.
    const wecom = robot.calls.find((c) => c.url.startsWith("/cgi-bin/webhook/send"));
    expect(wecom?.body).toMatchObject({ msgtype: "markdown" });
    expect(JSON.stringify(wecom?.body)).toContain("https://www.example.com/tenderDetails/");
    const ding = robot.calls.find((c) => c.url.startsWith("/robot/send"));
    const q = new URL(`http://x${ding?.url}`).searchParams;
    expect(q.get("sign")).toBe(
      createHmac("sha256", "SECdingtalk")
        .update(`${q.get("timestamp")}\nSECdingtalk`)
        .digest("base64"),
    );
    const fs = robot.calls.find((c) => c.url.startsWith("/feishu"));
    expect(fs?.body.sign).toBe(createHmac("sha256", `${fs?.body.timestamp}\nfs`).update("").digest("base64"));
    expect(robot.calls).toHaveLength(3);
    // The mail travelled over SMTP to the bound address, once.
    expect(smtp.mails.map((m) => m.to)).toEqual(["alice@example.com"]);
    expect(decodeMail(smtp.mails[0].data)).toContain("https://www.example.com/tenderDetails/");
    const history = await call("/api/ai/bidSubscribe/deliveries", { current: 1, size: 10 }, "alice");
    expect(history.body.data.records.every((r: { status: string }) => r.status === "sent")).toBe(true);

    // The subscription's own list and counts.
    const id = made[0].id;
    const hits = await call("/api/ai/bid/listPagedBySubscribe", { id, current: 1, size: 20 }, "alice");
    expect(hits.status).toBe(200);
    expect(hits.body.total).toBeGreaterThan(0);
    const counts = await call("/api/ai/bid/countSubscribe", {}, "alice");
    expect(counts.body.data.find((x: { id: string }) => x.id === id).newCount).toBeGreaterThan(0);

    // Read all, then delete one.
    expect((await call("/api/ai/message/read", {}, "alice")).body.data).toEqual({ unread: 0 });
    const first = list.body.data.records[0].id;
    expect((await call("/api/ai/message/remove", { ids: [first] }, "alice")).status).toBe(200);
    expect((await call("/api/ai/message/listPaged", {}, "alice")).body.total).toBe(1);
    // Bob cannot read or delete Alice's messages: his call touches nothing.
    expect((await call("/api/ai/message/listPaged", {}, "bob")).body.total).toBe(0);
  });

  it("keeps each user's subscriptions and feeds to themselves", async () => {
    const mine = (await call("/api/ai/bidSubscribe/list", {}, "alice")).body.data[0];
    for (const [path, body] of [
      ["/api/ai/bidSubscribe/get", { id: mine.id }],
      ["/api/ai/bidSubscribe/update", { id: mine.id, name: "改名" }],
      ["/api/ai/bidSubscribe/remove", { id: mine.id }],
      ["/api/ai/bidSubscribe/resetFeed", { id: mine.id }],
      ["/api/ai/bid/listPagedBySubscribe", { id: mine.id }],
    ] as const) {
      expect((await call(path, body, "bob")).status, path).toBe(404);
    }
    expect((await call("/api/ai/bidSubscribe/get", { id: "00000000-0000-0000-0000-000000000000" }, "alice")).status).toBe(404);
    // The private feed answers with the token and stops answering once it is reset.
    const feed = await t.app.request(mine.feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("application/atom+xml");
    expect(await feed.text()).toContain("<entry>");
    const reset = await call("/api/ai/bidSubscribe/resetFeed", { id: mine.id }, "alice");
    expect(reset.body.data.feedPath).not.toBe(mine.feedPath);
    expect((await t.app.request(mine.feedPath)).status).toBe(404);
    // The calendar address works without a cookie and is revocable.
    const cal = (await call("/api/ai/calendar/get", {}, "alice")).body.data.path;
    const ics = await t.app.request(cal);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(await ics.text()).toContain("BEGIN:VCALENDAR");
    await call("/api/ai/calendar/get", { reset: true }, "alice");
    expect((await t.app.request(cal)).status).toBe(404);
    // Updating and removing by the owner.
    const upd = await call("/api/ai/bidSubscribe/update", { id: mine.id, name: "道路桥梁隧道", enabled: false }, "alice");
    expect(upd.body.data).toMatchObject({ name: "道路桥梁隧道", enabled: false });
    expect((await call("/api/ai/bidSubscribe/remove", { id: mine.id }, "alice")).status).toBe(200);
    expect((await call("/api/ai/bidSubscribe/get", { id: mine.id }, "alice")).status).toBe(404);
  });

  it("shares a subscription with an organisation: its administrator shares, members read, others see nothing", async () => {
    const [org] = await t.database.db.insert(schema.companies).values({ code: "subs-org", name: "宜昌路桥建设有限公司" }).returning();
    await t.database.db.insert(schema.companyMembers).values([
      { companyId: org.id, userId: ids.carol, role: "admin" },
      { companyId: org.id, userId: ids.bob, role: "member" },
    ]);
    const shared = await call("/api/ai/bidSubscribe/create", { name: "公司共享", keywords: ["公路"], companyId: org.id }, "carol");
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ companyId: org.id, companyName: "宜昌路桥建设有限公司", mine: true });
    // A plain member may not share; someone outside the organisation cannot even name it.
    expect((await call("/api/ai/bidSubscribe/create", { keywords: ["公路"], companyId: org.id }, "bob")).status).toBe(403);
    expect((await call("/api/ai/bidSubscribe/create", { keywords: ["公路"], companyId: org.id }, "dave")).status).toBe(404);
    expect((await call("/api/ai/bidSubscribe/create", { keywords: ["公路"], companyId: "not-a-uuid" }, "dave")).status).toBe(404);
    // Bob sees it read-only (no feed address, no robot), and cannot change it; Dave does not see it.
    const bobs = (await call("/api/ai/bidSubscribe/list", {}, "bob")).body.data;
    const seen = bobs.find((x: { id: string }) => x.id === shared.body.data.id);
    expect(seen).toMatchObject({ mine: false, feedPath: null });
    expect((await call("/api/ai/bid/listPagedBySubscribe", { id: seen.id }, "bob")).status).toBe(200);
    expect((await call("/api/ai/bidSubscribe/update", { id: seen.id, name: "x" }, "bob")).status).toBe(404);
    expect((await call("/api/ai/bidSubscribe/get", { id: seen.id }, "dave")).status).toBe(404);
    expect((await call("/api/ai/bidSubscribe/list", {}, "dave")).body.data).toEqual([]);
  });

  it("shows staff the deliveries and lets them send a given-up one again (audited)", async () => {
    const operator = await staffSession(t.database, "13700000031", ["operator"], "周运营");
    const editor = await staffSession(t.database, "13700000032", ["editor"], "吴编辑");
    const staff = async (path: string, body: unknown, who?: { cookie: string }) => {
      const res = await t.post(path, body, who ? { Cookie: who.cookie } : {});
      return { status: res.status, body: await res.json() };
    };
    const [failed] = await t.database.db
      .insert(schema.subscriptionDeliveries)
      .values({
        userId: ids.alice,
        channel: "wecom",
        title: "测试推送",
        items: [],
        status: "failed",
        attempts: 5,
        nextAt: new Date(clock),
        lastError: "机器人返回错误 93000：invalid webhook url",
        idemKey: "staff-test",
      })
      .returning();
    expect((await staff("/api/admin/delivery/listPaged", {})).status).toBe(401);
    expect((await staff("/api/admin/delivery/listPaged", {}, editor)).status).toBe(403);
    expect((await staff("/api/admin/delivery/listPaged", { status: "lost" }, operator)).status).toBe(400);
    const list = await staff("/api/admin/delivery/listPaged", { status: "failed" }, operator);
    expect(list.body.data.records[0]).toMatchObject({
      id: failed.id,
      user: "137****0021",
      statusText: "已放弃",
      lastError: expect.stringContaining("93000"),
    });
    expect((await staff("/api/admin/delivery/retry", { id: 99_999_999 }, operator)).status).toBe(404);
    expect((await staff("/api/admin/delivery/retry", { id: failed.id }, editor)).status).toBe(403);
    expect((await staff("/api/admin/delivery/retry", { id: failed.id }, operator)).body.data).toEqual({ id: failed.id, status: "pending" });
    expect((await staff("/api/admin/delivery/retry", { id: failed.id }, operator)).status).toBe(409);
    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "delivery.retry"));
    expect(audit).toHaveLength(1);
  });

  it("turns the list's search into a subscription whose list holds what the search found", async () => {
    const search = { keyword: "道路|公路 -绿化", stage: "0104", province: "420000", city: "420500", time: "ALL" };
    expect((await call("/api/ai/bidSubscribe/fromSearch", search)).status).toBe(401);
    const made = await call("/api/ai/bidSubscribe/fromSearch", search, "dave");
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      name: "道路|公路 -绿化",
      criteria: { keywords: ["道路", "公路"], excludes: ["绿化"], scope: "all", regions: ["420500"], stages: ["0104"] },
      channels: { site: true },
    });
    // The subscription's list (its last 30 days) is the search over the same days, notice for notice.
    const since = new Date(clock - 30 * 86_400_000).toISOString().slice(0, 10);
    const found = await call("/api/ai/bid/listPagedSort", { ...search, time: undefined, startDate: since, size: 50 }, "dave");
    const listed = await call("/api/ai/bid/listPagedBySubscribe", { id: made.body.data.id, size: 50 }, "dave");
    expect(found.body.data.total).toBeGreaterThan(0);
    expect(listed.body.data.records.map((r: { id: number }) => r.id)).toEqual(found.body.data.records.map((r: { id: number }) => r.id));
    // What a subscription cannot say is refused in Chinese, not widened.
    const byBuyer = await call("/api/ai/bidSubscribe/fromSearch", { keyword: "医院", scope: "buyer" }, "dave");
    expect(byBuyer.status).toBe(400);
    expect(byBuyer.body.msg).toContain("招标人或中标人");
    const tooMany = await call("/api/ai/bidSubscribe/fromSearch", { keyword: "a|b|c|d 甲|乙|丙|丁" }, "dave");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toContain("组合超过");
    expect((await call("/api/ai/bidSubscribe/fromSearch", { time: "ALL" }, "dave")).body.msg).toContain("至少填写一个关键词或选择一个地区");
  });
});
