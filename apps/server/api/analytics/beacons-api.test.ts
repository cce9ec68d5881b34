import { randomUUID } from "node:crypto";
import { TRACE_EPOCH_MS } from "@portal/contract";
import { browserVisitor, redisThrottleStore, sendVisitorMessage } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const METRICS_TOKEN = "beacon-test-metrics-token";
const tOf = (d: Date) => String(d.getTime() - TRACE_EPOCH_MS);
let sidSeq = 0;
const newSid = () => `beacon-${String(++sidSeq).padStart(4, "0")}-${randomUUID().slice(0, 8)}`;

/** A page-leave beacon from one address (the app trusts X-Forwarded-For in these tests). */
function leave(t: TestApp, ip: string, q: Record<string, string>) {
  return t.app.request(`http://portal.test/api/trace?${new URLSearchParams(q)}`, { headers: { "X-Forwarded-For": ip } });
}

function readTime(t: TestApp, ip: string, body: Record<string, unknown>) {
  return t.app.request("http://portal.test/api/trace/traceArticle", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", "X-Forwarded-For": ip },
  });
}

async function storedPaths(t: TestApp, sid: string) {
  await t.tracker.flush();
  const rows = await t.database.db
    .select()
    .from(schema.pageViews)
    .where(eq(schema.pageViews.visitor, browserVisitor(sid)));
  return rows.map((r) => r.path);
}

async function droppedMetric(t: TestApp) {
  const res = await t.app.request("http://portal.test/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  return await res.text();
}

/**
 * Beacons under attack (issue 29, items 7, 8 and 10): a page address that does not decode is dropped
 * like any other unreadable report (never a 500, never a lost batch); only same-site paths are stored
 * and shown to agents; and each address and browser has a daily allowance, beyond which beacons are
 * dropped and counted.
 */
describe.each(testDbKinds())("beacons on %s", (kind) => {
  let t: TestApp;
  let clock = new Date("2026-11-24T04:00:00Z");
  let ipSeq = 0;
  const newIp = () => `10.29.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: () => clock,
      env: { TRUST_PROXY: "true", METRICS_TOKEN, TRACE_DAILY_PER_ADDRESS: "5", TRACE_DAILY_PER_VISITOR: "3" },
    });
  }, 120_000);
  afterAll(() => t.close());

  it("item 7: a page address with a broken escape is ignored like any unreadable report, and the batch survives", async () => {
    const sid = newSid();
    const ip = newIp();
    const broken = [
      "http://portal.test/%E0%A4%A", // cut-off UTF-8 sequence
      "http://portal.test/news/%ZZ", // not an escape at all
      "http://portal.test/%ED%A0%80", // an encoded lone surrogate
      "http://portal.test/a%00b", // NUL: PostgreSQL refuses it, and with it the whole batch
      "http://portal.test/%F0%9F%98", // a character cut short
    ];
    // Each from its own browser, so the daily allowance of one browser does not decide.
    for (const url of broken) {
      const res = await leave(t, newIp(), { t: tOf(clock), url, sid: newSid() });
      expect(res.status, url).toBe(200);
      expect(await res.json(), url).toMatchObject({ code: "30000", data: null });
    }
    const good = await leave(t, ip, { t: tOf(clock), url: "http://portal.test/policy/%E6%94%BF%E7%AD%96", sid });
    expect(good.status).toBe(200);
    await t.tracker.flush();
    const paths = (await t.database.db.select().from(schema.pageViews)).map((r) => r.path);
    expect(paths).toEqual(["/policy/政策"]);
  });

  it("item 8: only same-site paths are stored; agents see no off-site page of a visitor", async () => {
    const sid = newSid();
    const ip = newIp();
    const offSite = [
      "http://portal.test//evil.example/login",
      "http://portal.test/\\evil.example/login", // the URL parser turns the backslash into a slash
      "http://portal.test/%5Cevil.example/login", // decodes to /\evil.example/login
      "http://portal.test/%09/evil.example/login", // browsers drop the tab: //evil.example/login
      "http://portal.test/%E2%80%AE/login", // a right-to-left override in the console
    ];
    for (const url of offSite) expect((await leave(t, ip, { t: tOf(clock), url, sid })).status, url).toBe(200);
    await leave(t, ip, { t: tOf(clock), url: "http://portal.test/tender/12", sid });
    expect(await storedPaths(t, sid)).toEqual(["/tender/12"]);

    // The chat's 咨询页面 comes from the visitor too: kept only as a same-site path.
    const ctx = { ...testCtx(t.database), now: () => clock };
    const pages = {
      "//evil.example/login?x=1": "",
      "/\\evil.example": "",
      "https://evil.example/a": "",
      "/tender?keyword=公路": "/tender",
      "/news/%E8%B5%84%E8%AE%AF": "/news/资讯",
    };
    for (const [page, stored] of Object.entries(pages)) {
      const { conversationId } = await sendVisitorMessage(
        { ...ctx, actor: { kind: "chatVisitor", tokenHash: `t-${randomUUID()}`, ip: "127.0.0.1" } },
        {
          kind: "text",
          body: "你好",
          meta: { page, source: "https://www.baidu.com/", browser: browserVisitor(sid) },
        },
      );
      const [row] = await t.database.db.select().from(schema.chatConversations).where(eq(schema.chatConversations.id, conversationId));
      expect(row.entryPage, page).toBe(stored);
    }

    // A NUL in the reported referrer (sockets bypass the JSON body check) no longer loses the message.
    const { conversationId: withNul } = await sendVisitorMessage(
      { ...ctx, actor: { kind: "chatVisitor", tokenHash: `t-${randomUUID()}`, ip: "127.0.0.1" } },
      {
        kind: "text",
        body: "你好",
        meta: { page: "/", source: "https://a.example/\u0000x\u202e" },
      },
    );
    const [nulRow] = await t.database.db.select().from(schema.chatConversations).where(eq(schema.chatConversations.id, withNul));
    expect(nulRow.source).toBe("https://a.example/x");

    // What the console is given for such a conversation: the same-site pages only.
    const agent = await staffSession(t.database, "13700002901", ["operator"], "孙客服");
    const [conv] = await t.database.db
      .select()
      .from(schema.chatConversations)
      .where(eq(schema.chatConversations.browser, browserVisitor(sid)));
    const res = await t.app.request("http://portal.test/api/admin/chat/detail", {
      method: "POST",
      body: JSON.stringify({ id: conv.id }),
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Cookie: agent.cookie },
    });
    expect(res.status).toBe(200);
    const detail = (await res.json()).data;
    expect(detail.visitor.pages.map((p: { path: string }) => p.path)).toEqual(["/tender/12"]);
  });

  it("item 10: each browser and each address has a daily allowance; beyond it beacons are dropped and counted", async () => {
    // A browser: 3 page views a day, whatever address it comes from.
    const sid = newSid();
    for (let i = 0; i < 5; i++) {
      const res = await leave(t, newIp(), { t: tOf(clock), url: `http://portal.test/news/${i}`, sid });
      expect(res.status).toBe(200);
    }
    expect((await storedPaths(t, sid)).sort()).toEqual(["/news/0", "/news/1", "/news/2"]);

    // An address: 5 page views a day, however many browser ids it makes up.
    const ip = newIp();
    const sids = Array.from({ length: 8 }, newSid);
    for (const s of sids) expect((await leave(t, ip, { t: tOf(clock), url: "http://portal.test/standard", sid: s })).status).toBe(200);
    await t.tracker.flush();
    const fromIp = await t.database.db.select().from(schema.pageViews).where(eq(schema.pageViews.path, "/standard"));
    expect(fromIp).toHaveLength(5);

    // Reading times have the same allowance.
    const reader = newSid();
    for (let i = 0; i < 5; i++) {
      const res = await readTime(t, newIp(), { artId: 7, artType: "NEWS", artTitle: "一篇资讯", spent: 30, sid: reader });
      expect(res.status).toBe(200);
    }
    await t.tracker.flush();
    const reads = await t.database.db
      .select()
      .from(schema.articleTimes)
      .where(eq(schema.articleTimes.visitor, browserVisitor(reader)));
    expect(reads).toHaveLength(3);

    const metrics = await droppedMetric(t);
    expect(metrics).toMatch(/trace_beacons_dropped_total\{kind="page",cap="visitor"\} 2/);
    expect(metrics).toMatch(/trace_beacons_dropped_total\{kind="page",cap="address"\} 3/);
    expect(metrics).toMatch(/trace_beacons_dropped_total\{kind="article",cap="visitor"\} 2/);

    // The next Beijing day (00:00 in Beijing is 16:00Z) the allowance starts again.
    clock = new Date("2026-11-24T16:01:00Z");
    expect((await leave(t, newIp(), { t: tOf(clock), url: "http://portal.test/news/next", sid })).status).toBe(200);
    expect(await storedPaths(t, sid)).toContain("/news/next");
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("beacon allowance shared through Redis", () => {
  const now = new Date("2026-11-24T04:00:00Z");
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = new Redis(redisUrl as string);
    // Two servers, one Redis: the counters are the same ones.
    const prefix = `test:beacons:${randomUUID()}:`;
    const env = { TRUST_PROXY: "true", TRACE_DAILY_PER_ADDRESS: "4", TRACE_DAILY_PER_VISITOR: "100" };
    a = await createTestApp("pglite", { now: () => now, env, throttle: redisThrottleStore(redis, prefix) });
    b = await createTestApp("pglite", { now: () => now, env, throttle: redisThrottleStore(redis, prefix) });
  }, 120_000);
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.quit();
  });

  it("counts an address's beacons to two servers together", async () => {
    for (let i = 0; i < 6; i++) {
      const server = i % 2 ? b : a;
      expect((await leave(server, "10.29.250.1", { t: tOf(now), url: `http://portal.test/p/${i}`, sid: newSid() })).status).toBe(200);
    }
    await a.tracker.flush();
    await b.tracker.flush();
    const stored =
      (await a.database.db.select().from(schema.pageViews)).length + (await b.database.db.select().from(schema.pageViews)).length;
    expect(stored).toBe(4);
  });
});
