import { exportMyData, purgeDeletedAccounts } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSession } from "../api/testing/staff-testkit";
import { startTestServer } from "../testing";
import { connect, refusedWith, type TestSocket } from "./ws-client";

/**
 * The customer-service chat over WebSocket (issue 12): who may open a socket, what a visitor and an
 * agent see of each other, offline messages answered by SMS, bad frames, the rate limit, shutdown.
 */
describe.each(testDbKinds())("chat sockets on %s", (kind) => {
  // Tuesday 10:00 in Beijing: inside the default working hours.
  const now = new Date("2026-11-24T02:00:00Z");
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let agentA: { userId: string; cookie: string };
  let agentB: { userId: string; cookie: string };
  let editor: { cookie: string };
  const open: TestSocket[] = [];
  const wsUrl = (path: string) => `ws://127.0.0.1:${t.port}${path}`;
  const headers = (cookie?: string) => ({ Origin: t.origin, ...(cookie ? { Cookie: cookie } : {}) });

  async function visitorCookie(): Promise<string> {
    const res = await t.app.request(`${t.origin}/api/crm/sdm/open/session/init`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: "{}",
    });
    expect(res.status).toBe(200);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^ocs=/);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    return cookie;
  }
  async function socket(path: string, cookie?: string) {
    const s = await connect(wsUrl(path), headers(cookie));
    open.push(s);
    await s.next((f) => f.t === "ready");
    return s;
  }
  async function agentOnline(who: { cookie: string }) {
    const s = await socket("/api/ws/agent", who.cookie);
    s.send({ t: "presence", ref: "p", status: "online" });
    await s.next((f) => f.t === "ack" && f.ref === "p");
    return s;
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { now: () => now, limits: { burst: 4, perSecond: 0.001, badFrames: 3, heartbeatMs: 60_000 } });
    agentA = await staffSession(t.database, "13700000011", ["operator"], "周客服");
    agentB = await staffSession(t.database, "13700000012", ["operator"], "吴客服");
    editor = await staffSession(t.database, "13700000013", ["editor"], "郑编辑");
  }, 120_000);
  afterAll(async () => {
    for (const s of open) s.ws.terminate();
    await t.close();
  });

  it("refuses upgrades from other sites, without a session or chat cookie, and agents without the permission", async () => {
    const visitor = await visitorCookie();
    expect(await refusedWith(wsUrl("/api/ws/chat"), { Cookie: visitor })).toBe(403);
    expect(await refusedWith(wsUrl("/api/ws/chat"), { Origin: "http://evil.test", Cookie: visitor })).toBe(403);
    expect(await refusedWith(wsUrl("/api/ws/chat"), headers())).toBe(401);
    expect(await refusedWith(wsUrl("/api/ws/agent"), headers(visitor))).toBe(401);
    expect(await refusedWith(wsUrl("/api/ws/agent"), headers(editor.cookie))).toBe(403);
    expect(await refusedWith(wsUrl("/api/ws/other"), headers(visitor))).toBe(404);
    expect(await refusedWith(wsUrl("/api/ws/chat"), headers(visitor))).toBe(101);
  });

  it("a visitor asks, an agent takes the chat and answers; typing and read state go both ways", async () => {
    const a = await agentOnline(agentA);
    const cookie = await visitorCookie();
    const v = await socket("/api/ws/chat", cookie);
    v.send({ t: "hello", source: "https://www.baidu.com/s?wd=计量支付", page: "/tender?keyword=公路", bid: "b-123" });
    v.send({ t: "message", ref: "m1", body: "  你们的计量支付软件支持公路项目吗？ " });
    await v.next((f) => f.t === "ack" && f.ref === "m1");
    const greeting = await v.next((f) => f.t === "message" && f.message.sender === "system");
    expect(greeting.message.body).toContain("您好");
    const mine = await v.next((f) => f.t === "message" && f.message.sender === "visitor");
    expect(mine.message.body).toBe("你们的计量支付软件支持公路项目吗？");
    const queued = await a.next((f) => f.t === "conversation" && f.conversation.status === "waiting");
    const id = queued.conversation.id as string;
    expect(queued.conversation).toMatchObject({ source: "https://www.baidu.com/s?wd=计量支付", entryPage: "/tender", unread: 1 });
    await a.next((f) => f.t === "message" && f.message.body === "你们的计量支付软件支持公路项目吗？");

    a.send({ t: "accept", ref: "acc", id });
    await a.next((f) => f.t === "ack" && f.ref === "acc");
    expect(
      (await v.next((f) => f.t === "message" && f.message.sender === "system" && f.message.body.includes("为您服务"))).message.body,
    ).toBe("客服周客服为您服务");
    const seen = await v.next((f) => f.t === "conversation" && f.conversation.status === "open");
    expect(seen.conversation.agentName).toBe("周客服");
    expect(seen.conversation.source).toBe(""); // the visitor is not shown our notes about them

    v.send({ t: "typing" });
    expect(await a.next((f) => f.t === "typing")).toMatchObject({ conversationId: id, from: "visitor" });
    a.send({ t: "message", ref: "r1", id, body: "支持的，公路、市政、水利项目都在用。" });
    const answer = await v.next((f) => f.t === "message" && f.message.sender === "agent");
    expect(answer.message).toMatchObject({ body: "支持的，公路、市政、水利项目都在用。", agentName: "周客服" });
    v.send({ t: "read", upTo: answer.message.id });
    expect(await a.next((f) => f.t === "read" && f.by === "visitor")).toMatchObject({ conversationId: id, upTo: answer.message.id });

    const [row] = await t.database.db.select().from(schema.chatConversations).where(eq(schema.chatConversations.id, id));
    expect(row).toMatchObject({ status: "open", agentId: agentA.userId, visitorReadId: answer.message.id });
    expect(row.firstReplyAt).not.toBeNull();
    // History is kept: the window reopened later shows the whole conversation.
    const reopened = await t.app.request(`${t.origin}/api/crm/sdm/open/session/init`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Cookie: cookie },
      body: "{}",
    });
    const history = (await reopened.json()).data;
    expect(history.online).toBe(true);
    expect(history.messages.map((m: { sender: string }) => m.sender)).toEqual(["system", "visitor", "system", "agent"]);

    // Another agent may not write in a colleague's chat; a transfer hands it over.
    const b = await agentOnline(agentB);
    b.send({ t: "message", ref: "x", id, body: "我来回答" });
    expect(await b.next((f) => f.t === "error" && f.ref === "x")).toMatchObject({ code: "Forbidden", msg: "该会话由其他客服接待" });
    a.send({ t: "transfer", ref: "tr", id, to: agentB.userId });
    await a.next((f) => f.t === "ack" && f.ref === "tr");
    expect((await v.next((f) => f.t === "message" && f.message.body.startsWith("已为您转接"))).message.body).toBe("已为您转接客服吴客服");
    b.send({ t: "close", ref: "c", id });
    await b.next((f) => f.t === "ack" && f.ref === "c");
    expect((await v.next((f) => f.t === "conversation" && f.conversation.status === "closed")).conversation.id).toBe(id);
    a.ws.close();
    b.ws.close();
  });

  it("only one of two agents taking the same visitor at once gets it", async () => {
    const a = await agentOnline(agentA);
    const b = await agentOnline(agentB);
    const v = await socket("/api/ws/chat", await visitorCookie());
    v.send({ t: "message", body: "请问怎么开发票？" });
    const id = (await a.next((f) => f.t === "conversation" && f.conversation.status === "waiting")).conversation.id;
    a.send({ t: "accept", ref: "1", id });
    b.send({ t: "accept", ref: "2", id });
    const outcomes = await Promise.all([
      a.next((f) => (f.t === "ack" || f.t === "error") && f.ref === "1"),
      b.next((f) => (f.t === "ack" || f.t === "error") && f.ref === "2"),
    ]);
    expect(outcomes.map((o) => o.t).sort()).toEqual(["ack", "error"]);
    expect(outcomes.find((o) => o.t === "error")?.msg).toBe("该会话已被其他客服接入或已结束");
    a.ws.close();
    b.ws.close();
  });

  it("with nobody online the visitor leaves a phone number, and the answer goes out by SMS", async () => {
    await t.database.db.delete(schema.chatAgents);
    const cookie = await visitorCookie();
    const v = await socket("/api/ws/chat", cookie);
    v.send({ t: "message", body: "晚上有人吗？想咨询企业版价格。" });
    const notice = await v.next((f) => f.t === "message" && f.message.body.startsWith("当前暂无客服在线"));
    expect(notice.message.body).toContain("周一至周五 09:00–18:00");
    const post = (path: string, body: unknown, c: string) =>
      t.app.request(`${t.origin}/api${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Cookie: c },
        body: JSON.stringify(body),
      });
    const bad = await post("/crm/sdm/open/leaveMessage", { contact: "12345" }, cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).msg).toBe("请填写正确的手机号或邮箱");
    const left = await post("/crm/sdm/open/leaveMessage", { contact: "13912345678" }, cookie);
    const conversation = (await left.json()).data.conversation;
    expect(conversation.status).toBe("left");
    const consoleState = (await (await post("/admin/chat/console", {}, agentA.cookie)).json()).data;
    expect(consoleState.left.map((c: { id: string }) => c.id)).toContain(conversation.id);
    const reply = await post("/admin/chat/reply", { id: conversation.id, text: "您好，企业版报价已发送，请查收。" }, agentA.cookie);
    expect(reply.status).toBe(200);
    expect((await reply.json()).data.status).toBe("answered");
    const sms = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, "13912345678"));
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain("您好，企业版报价已发送，请查收。");
    const again = await post("/admin/chat/reply", { id: conversation.id, text: "再发一次" }, agentA.cookie);
    expect(again.status).toBe(409);
    expect((await post("/admin/chat/console", {}, editor.cookie)).status).toBe(403);
  });

  it("answers frames that are not ours with an error and closes after too many; big frames close the socket", async () => {
    const v = await socket("/api/ws/chat", await visitorCookie());
    v.send("这不是 JSON");
    expect(await v.next((f) => f.t === "error")).toMatchObject({ code: "BAD_FRAME", msg: "消息格式不正确" });
    v.send({ t: "message", body: "" });
    v.send({ t: "delete-everything" });
    expect((await v.closed).code).toBe(1008);

    const big = await socket("/api/ws/chat", await visitorCookie());
    big.send({ t: "message", body: "字".repeat(10_000) });
    expect((await big.closed).code).toBe(1009);

    const long = await socket("/api/ws/chat", await visitorCookie());
    long.send({ t: "message", ref: "l", body: "长".repeat(2001) });
    expect(await long.next((f) => f.t === "error" && f.ref === "l")).toMatchObject({ msg: "消息不能超过 2000 个字" });
    long.send({ t: "message", ref: "img", kind: "image", body: "https://evil.test/x.png" });
    expect(await long.next((f) => f.t === "error" && f.ref === "img")).toMatchObject({ msg: "图片地址无效，请重新上传" });
  });

  it("rate-limits messages per socket and stores none of the refused ones", async () => {
    const v = await socket("/api/ws/chat", await visitorCookie());
    for (let i = 1; i <= 6; i++) v.send({ t: "message", ref: `m${i}`, body: `第 ${i} 条` });
    expect(await v.next((f) => f.t === "error" && f.ref === "m5")).toMatchObject({ code: "RATE_LIMITED", msg: "发送太频繁，请稍后再试" });
    await v.next((f) => f.t === "ack" && f.ref === "m4");
    const rows = await t.database.db.select().from(schema.chatMessages).where(eq(schema.chatMessages.sender, "visitor"));
    expect(rows.filter((r) => r.body.startsWith("第 "))).toHaveLength(4);
  });

  it("accepts chat images by their bytes only, and serves them back", async () => {
    const cookie = await visitorCookie();
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const upload = (bytes: Uint8Array, c?: string) => {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(bytes)], "截图.png"));
      return t.app.request(`${t.origin}/api/crm/sdm/open/upload`, {
        method: "POST",
        headers: { "X-Requested-With": "XMLHttpRequest", ...(c ? { Cookie: c } : {}) },
        body: form,
      });
    };
    expect((await upload(png)).status).toBe(401);
    const html = await upload(new TextEncoder().encode("<svg onload=alert(1)>"), cookie);
    expect(html.status).toBe(400);
    expect((await html.json()).msg).toBe("只能发送 PNG、JPEG、GIF 或 WebP 图片");
    const ok = await upload(png, cookie);
    const { url } = (await ok.json()).data;
    expect(url).toMatch(/^\/files\/chat\/[a-f0-9]{64}\.png$/);
    const served = await t.app.request(`${t.origin}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const v = await socket("/api/ws/chat", cookie);
    v.send({ t: "message", ref: "i", kind: "image", body: url });
    expect((await v.next((f) => f.t === "message" && f.message.kind === "image")).message.body).toBe(url);
  });

  it("working hours and canned replies are set in the console's settings", async () => {
    const admin = await staffSession(t.database, "13700000017", ["admin"], "蒋管理");
    const call = async (path: string, body: unknown, cookie: string) => {
      const res = await t.app.request(`${t.origin}/api${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Cookie: cookie },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const { settings } = (await call("/admin/settings/get", {}, admin.cookie)).body.data;
    expect(settings.chat).toMatchObject({ workDays: [1, 2, 3, 4, 5], workStart: "09:00", workEnd: "18:00" });
    const bad = await call(
      "/admin/settings/update",
      { ...settings, chat: { ...settings.chat, workStart: "18:00", workEnd: "09:00" } },
      admin.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("下班时间应晚于上班时间");
    const canned = ["您好，这里是客服。", "请稍等，我查一下。"];
    const saved = await call(
      "/admin/settings/update",
      { ...settings, chat: { ...settings.chat, canned, workDays: [7, 1, 1] } },
      admin.cookie,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.chat).toMatchObject({ canned, workDays: [1, 7] });
    expect((await call("/admin/chat/console", {}, agentA.cookie)).body.data.canned).toEqual(canned);
    // The public setting call tells visitors nothing but the invitation.
    const pub = await call("/crm/sdm/open/setting/get", {}, "");
    expect(Object.keys(pub.body.data).sort()).toEqual(["autoContent", "autoDelayed", "autoSwitch"]);
  });

  it("keeps an anonymous visitor's conversation when they sign in", async () => {
    const cookie = await visitorCookie();
    const v = await socket("/api/ws/chat", cookie);
    v.send({ t: "message", ref: "a", body: "先匿名问一下，稍后登录。" });
    await v.next((f) => f.t === "ack" && f.ref === "a");
    const user = await staffSession(t.database, "13700000016", [], "卫工");
    const res = await t.app.request(`${t.origin}/api/crm/sdm/open/session/init`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Cookie: `${cookie}; ${user.cookie}` },
      body: "{}",
    });
    const data = (await res.json()).data;
    expect(data.messages.map((m: { body: string }) => m.body)).toContain("先匿名问一下，稍后登录。");
    expect(data.conversation.visitorName).toBe("卫工");
  });

  it("a logged-in visitor's chat is theirs: named in the console, in their data export, erased with the account", async () => {
    const user = await staffSession(t.database, "13700000014", [], "孙工");
    const v = await socket("/api/ws/chat", user.cookie);
    v.send({ t: "message", ref: "u", body: "我是注册用户，想改发票抬头。" });
    await v.next((f) => f.t === "ack" && f.ref === "u");
    const [row] = await t.database.db.select().from(schema.chatConversations).where(eq(schema.chatConversations.userId, user.userId));
    expect(row.visitorTokenHash).toBeNull();
    const detail = await t.app.request(`${t.origin}/api/admin/chat/detail`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Cookie: agentA.cookie },
      body: JSON.stringify({ id: row.id }),
    });
    const d = (await detail.json()).data;
    expect(d.conversation.visitorName).toBe("孙工");
    expect(d.visitor).toMatchObject({ loggedIn: true, phone: "137****0014" });
    const ctx = {
      ...testCtx(t.database),
      actor: { kind: "user" as const, userId: user.userId, sessionId: "x", roles: [], ip: "127.0.0.1" },
    };
    const exported = await exportMyData(ctx);
    expect(exported.customerServiceChats[0].messages.map((m) => m.body)).toContain("我是注册用户，想改发票抬头。");
    await t.database.db
      .update(schema.users)
      .set({ status: "deleting", deletionRequestedAt: new Date("2020-01-01") })
      .where(eq(schema.users.id, user.userId));
    await purgeDeletedAccounts({ ...testCtx(t.database), now: () => now }); // the purge job acts as the site
    expect(await t.database.db.select().from(schema.chatConversations).where(eq(schema.chatConversations.id, row.id))).toHaveLength(0);
    expect(await t.database.db.select().from(schema.chatMessages).where(eq(schema.chatMessages.conversationId, row.id))).toHaveLength(0);
  });

  it("ends a socket with its session; on shutdown closes sockets with 1001 and takes no new ones", async () => {
    const s2 = await startTestServer(kind, { now: () => now, limits: { heartbeatMs: 150 } });
    try {
      // A socket opened with a session ends with the session (logout, password change, deletion).
      const member = await staffSession(s2.database, "13700000015", [], "韩工");
      const signedIn = await connect(`ws://127.0.0.1:${s2.port}/api/ws/chat`, { Origin: s2.origin, Cookie: member.cookie });
      await s2.database.db.delete(schema.sessions).where(eq(schema.sessions.userId, member.userId));
      expect((await signedIn.closed).code).toBe(4401);

      const cookie = (
        await s2.app.request(`${s2.origin}/api/crm/sdm/open/session/init`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
          body: "{}",
        })
      ).headers
        .get("set-cookie")
        ?.split(";")[0] as string;
      const v = await connect(`ws://127.0.0.1:${s2.port}/api/ws/chat`, { Origin: s2.origin, Cookie: cookie });
      const closing = s2.sockets.close();
      expect((await v.closed).code).toBe(1001);
      await closing;
      expect(s2.sockets.size()).toBe(0);
      expect(await refusedWith(`ws://127.0.0.1:${s2.port}/api/ws/chat`, { Origin: s2.origin, Cookie: cookie })).toBe(503);
    } finally {
      await s2.close().catch(() => undefined);
    }
  });
});
