import { type Database, openDatabase, schema } from "@portal/db";
import { scratchPostgres } from "@portal/db/testing";
import { Queue } from "bullmq";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, nginxAvailable, startCluster } from "../../../../scripts/cluster";
import { staffSession } from "../../../server/api/testing/staff-testkit";
import { connect } from "../../../server/chat/ws-client";

const DB = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
/** A Redis database of its own: this test empties it before and after. */
const REDIS_DB = 11;

/**
 * Issue 14: the portal as several processes (DESIGN §8, ADR 0022). Two web processes and a worker
 * share PostgreSQL and Redis behind the repository's nginx configuration; everything a visitor or a
 * member of staff relies on holds whichever process answers.
 */
describe.skipIf(!DB || !REDIS)("two web processes and a worker behind nginx", () => {
  let cluster: Cluster;
  let database: Database;
  let redis: Redis;
  let redisUrl: string;
  let dropDatabase: () => Promise<void>;
  let ipSeq = 0;
  /** A visitor from an address of their own (the processes trust X-Forwarded-For, as behind nginx). */
  const visitorIp = () => `10.14.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  const post = async (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${origin}/api${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Origin: origin, ...headers },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
    const json = (await res.json()) as { code: string; msg: string; data: any };
    return {
      status: res.status,
      cookie: res.headers
        .getSetCookie()
        .find((c) => c.startsWith("sid="))
        ?.split(";")[0],
      ...json,
    };
  };
  const A = () => cluster.web[0].origin;
  const B = () => cluster.web[1].origin;

  beforeAll(async () => {
    if (process.env.CI && !nginxAvailable()) throw new Error("CI 中须安装 nginx（.ci/run 会安装），以便测试 deploy/nginx/portal.conf");
    const scratch = await scratchPostgres();
    dropDatabase = scratch.drop;
    const url = new URL(REDIS as string);
    url.pathname = `/${REDIS_DB}`;
    redisUrl = url.toString();
    redis = new Redis(redisUrl);
    await redis.flushdb();
    cluster = await startCluster(scratch.url, redisUrl);
    database = await openDatabase({ url: scratch.url, poolSize: 2 });
  }, 150_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.close();
    await redis?.flushdb();
    await redis?.quit();
    await dropDatabase?.();
  }, 60_000);

  it("a sign-up on one process is a session on the other, and signing out on the other ends it on both", async () => {
    const ip = visitorIp();
    const phone = "13914140001";
    const icode = await post(A(), "/user/auth/icode", {}, { "X-Forwarded-For": ip });
    const icodeId = icode.data.icodeId as string;
    // The code is asked for on A and checked on B: image codes live in the shared store too.
    const sent = await post(B(), "/user/reg/sendVcode", { phone, icodeId, icode: cluster.imageCode(icodeId) }, { "X-Forwarded-For": ip });
    expect(sent.status).toBe(200);
    const [sms] = await database.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, phone));
    const vcode = /验证码 (\d{6})/.exec(sms.body)?.[1] as string;
    const registered = await post(
      A(),
      "/user/reg/v3/std/register",
      { phone, vcode, password: "Gongcheng#2026", agree: true },
      { "X-Forwarded-For": ip },
    );
    expect(registered.code).toBe("30000");
    const session = { Cookie: registered.cookie as string, "X-Forwarded-For": ip };

    const onB = await post(B(), "/user/auth/v3/userinfo", {}, session);
    expect(onB.status).toBe(200);
    expect(onB.data.id).toBe(registered.data.user.id);
    expect((await post(B(), "/user/auth/logout", {}, session)).status).toBe(200);
    expect((await post(A(), "/user/auth/v3/userinfo", {}, session)).status).toBe(401);
  });

  it("a settings change saved through one process clears the page cache the other answers from", async () => {
    const staff = await staffSession(database, "13914140002", ["admin"], "周管理");
    const page = async (origin: string) => {
      const res = await fetch(`${origin}/`, { headers: { "X-Forwarded-For": visitorIp() } });
      return { hit: res.headers.get("x-page-cache") === "hit", html: await res.text() };
    };
    await page(B());
    const before = await page(B());
    expect(before.hit).toBe(true);
    // The cache is shared: A answers from the page B stored.
    expect((await page(A())).hit).toBe(true);

    const hotline = "400-614-2026";
    expect(before.html).not.toContain(hotline);
    const saved = await post(A(), "/admin/settings/update", { hotline }, { Cookie: staff.cookie, "X-Forwarded-For": visitorIp() });
    expect(saved.status).toBe(200);
    const after = await page(B());
    expect(after.hit).toBe(false);
    expect(after.html).toContain(hotline);
  });

  it("a rate limit counts the requests both processes took together", async () => {
    // 30 QR login codes a minute per address (qr-create): 15 from each process, then neither gives more.
    const ip = visitorIp();
    for (let i = 0; i < 30; i++) {
      const r = await post(i % 2 ? B() : A(), "/user/auth/v3/scan/qrcode", {}, { "X-Forwarded-For": ip });
      expect(r.status).toBe(200);
    }
    for (const origin of [A(), B()]) {
      const refused = await post(origin, "/user/auth/v3/scan/qrcode", {}, { "X-Forwarded-For": ip });
      expect(refused.status).toBe(429);
      expect(refused.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    }
  });

  it("jobs run on the worker alone: one set of schedules, one job runner, and a notice entered on a web process is matched there", async () => {
    const jobs = new Queue("portal", { connection: { url: redisUrl }, prefix: "portal-jobs" });
    try {
      // Three processes declared the schedules; each exists once.
      const schedules = await jobs.getJobSchedulers(0, -1);
      expect(schedules.map((s) => s.key)).toEqual(expect.arrayContaining(["purge-accounts", "purge-visits"]));
      expect(new Set(schedules.map((s) => s.key)).size).toBe(schedules.length);
      // The web processes run with WORKER=off: the worker is the queue's only consumer.
      expect(await jobs.getWorkersCount()).toBe(1);
    } finally {
      await jobs.close();
    }

    const operator = await staffSession(database, "13914140003", ["operator"], "吴运营");
    const entered = await post(
      B(),
      "/admin/tender/enter",
      {
        title: "宜昌市夷陵区小溪塔街道排水管网改造工程施工招标公告",
        text: "建设地点：湖北省宜昌市夷陵区\n最高投标限价：2,345,678.00元\n投标截止时间：2026年12月20日09时30分\n招标人：宜昌市夷陵区住房和城乡建设局\n",
        sourceUrl: "https://ggzy.example/yc/cluster-1.html",
        publishedOn: "2026-11-25",
      },
      { Cookie: operator.cookie, "X-Forwarded-For": visitorIp() },
    );
    expect(entered.status).toBe(200);
    const id = entered.data.id as number;
    // Written for matching in the same transaction; the worker's matching job takes it off the list.
    await expect
      .poll(
        async () =>
          (await database.db.select().from(schema.tenderMatchPending).where(eq(schema.tenderMatchPending.announcementId, id))).length,
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe(0);
  });

  it("a chat visitor coming through nginx and an agent on one process talk to each other", async () => {
    const agent = await staffSession(database, "13914140004", ["operator"], "郑客服");
    const entry = cluster.nginx ?? B();
    const init = await fetch(`${entry}/api/crm/sdm/open/session/init`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Origin: entry },
      body: "{}",
    });
    const chatCookie = (init.headers.get("set-cookie") ?? "").split(";")[0];
    const a = await connect(`${A().replace("http", "ws")}/api/ws/agent`, { Origin: cluster.publicOrigin, Cookie: agent.cookie });
    a.send({ t: "presence", ref: "p", status: "online" });
    await a.next((f) => f.t === "ack");
    const v = await connect(`${entry.replace("http", "ws")}/api/ws/chat`, { Origin: cluster.publicOrigin, Cookie: chatCookie });
    try {
      await v.next((f) => f.t === "ready");
      v.send({ t: "message", body: "请问投标保证金怎么退？" });
      const queued = await a.next((f) => f.t === "conversation" && f.conversation.status === "waiting");
      // Sent back to back: the answer is handled after the acceptance, in the order sent.
      a.send({ t: "accept", id: queued.conversation.id });
      a.send({ t: "message", ref: "r", id: queued.conversation.id, body: "开标后五个工作日内原路退回。" });
      const answer = await v.next((f) => f.t === "message" && f.message.sender === "agent");
      expect(answer.message.body).toBe("开标后五个工作日内原路退回。");
    } finally {
      // An open socket would count as a busy connection for nginx's least_conn in the next test.
      a.ws.close();
      v.ws.close();
    }
  });

  it.skipIf(!nginxAvailable())("nginx spreads requests over both processes and replaces a forged X-Forwarded-For", async () => {
    const nginx = cluster.nginx as string;
    // Requests at once: least_conn sends each to the process with fewer open requests.
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${nginx}/readyz`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const upstreams = new Set(answers.map((r) => r.headers.get("x-upstream") ?? ""));
    expect([...upstreams].sort()).toEqual(cluster.web.map((w) => w.origin.replace("http://", "")).sort());

    // Every request claims a new address; nginx passes its own view (this machine), so the limit holds.
    let refused = 0;
    for (let i = 0; i < 32; i++) {
      const r = await post(nginx, "/user/auth/v3/scan/qrcode", {}, { "X-Forwarded-For": `203.0.113.${i}` });
      if (r.status === 429) refused++;
    }
    expect(refused).toBe(2);
    // /metrics is for this machine's scraper only: through the proxy it does not exist.
    expect((await fetch(`${nginx}/metrics`)).status).toBe(404);
  });
});
