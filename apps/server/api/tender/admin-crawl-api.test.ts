import { createCrawlHttp, manualTimers, memoryQueue, registerCrawlJobs } from "@portal/core";
import { fakeClock } from "@portal/core/crawl/fixtures/clock";
import { memorySink } from "@portal/core/crawl/fixtures/sink";
import { startFixtureSite } from "@portal/core/crawl/fixtures/site";
import { testCtx } from "@portal/core/testing";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";

/** Tender sources in the console: staff configure them, run them now and watch their runs. */
describe.each(testDbKinds())("admin crawl API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  const queue = memoryQueue({ timers: manualTimers() });
  // The fixture site is on loopback: trusted by its host:port once it listens, as no production source is.
  const trustHosts: string[] = [];
  const http = createCrawlHttp({ trustHosts, clock: fakeClock().clock });
  const { sink, stored } = memorySink();
  let operator: { cookie: string };
  let editor: { cookie: string };
  let user: { cookie: string };
  // biome-ignore lint/suspicious/noExplicitAny: tests read loosely shaped JSON answers.
  const call = async (path: string, body: unknown, who?: { cookie: string }): Promise<{ status: number; body: Record<string, any> }> => {
    const res = await t.post(`/api/admin/${path}`, body, who ? { Cookie: who.cookie } : {});
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    site = await startFixtureSite();
    trustHosts.push(new URL(site.origin).host);
    t = await createTestApp(kind, { queue });
    operator = await staffSession(t.database, "13700000010", ["operator"], "赵运营");
    editor = await staffSession(t.database, "13700000011", ["editor"], "钱编辑");
    user = await staffSession(t.database, "13700000012", [], "孙用户");
    registerCrawlJobs(queue, () => testCtx(t.database), sink, { http });
  });
  afterAll(async () => {
    await queue.close();
    await http.close();
    await site.close();
    await t.close();
  });

  const source = () => ({
    name: "宜昌市公共资源交易中心·工程建设",
    kind: "HTML",
    url: `${site.origin}/jyxx/gcjs/index.html`,
    siteName: "宜昌市公共资源交易中心",
    config: { listItem: "table.ewb-list tr", date: ".date", detail: { attachments: ".ewb-article-info, .ewb-attach" } },
    intervalMinutes: 30,
  });

  it("answers 401 without a session and 403 to staff without tender permissions", async () => {
    expect((await call("crawlSource/listPaged", {})).status).toBe(401);
    expect((await call("crawlSource/listPaged", {}, user)).status).toBe(403);
    expect((await call("crawlSource/create", source(), editor)).status).toBe(403);
  });

  it("refuses bad input with the field and the reason in Chinese", async () => {
    const badKind = await call("crawlSource/create", { ...source(), kind: "FTP" }, operator);
    expect(badKind).toMatchObject({ status: 400, body: { code: "40001" } });
    expect(badKind.body.msg).toMatch(/^参数 kind 不正确/);
    const badConfig = await call("crawlSource/create", { ...source(), config: { listItem: "" } }, operator);
    expect(badConfig).toMatchObject({ status: 400, body: { msg: "采集配置有误：listItem 选择器不能为空" } });
  });

  it("creates, lists, edits, runs now and shows the run; deleting removes it", async () => {
    const created = await call("crawlSource/create", source(), operator);
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(await queue.schedules()).toContainEqual({ key: `crawl-source-${id}`, name: "crawl.run", every: 1_800_000 });

    const list = await call("crawlSource/listPaged", { current: 1, size: 10 }, operator);
    expect(list.body).toMatchObject({
      code: "30000",
      total: 1,
      data: { records: [{ id, name: "宜昌市公共资源交易中心·工程建设", kind: "HTML", lastRun: null }] },
    });
    expect((await call("crawlSource/update", { id, intervalMinutes: 60, hostDelayMs: 1000 }, operator)).status).toBe(200);
    expect((await call("crawlSource/get", { id }, operator)).body.data).toMatchObject({
      intervalMinutes: 60,
      hostDelayMs: 1000,
      enabled: true,
    });

    expect((await call("crawlSource/run", { id }, operator)).body).toMatchObject({ code: "30000", data: { queued: true } });
    await queue.idle();
    expect(stored.size).toBe(4);
    const runs = await call("crawlRun/listPaged", { sourceId: id }, operator);
    expect(runs.body).toMatchObject({
      total: 1,
      data: { records: [{ sourceId: id, trigger: "MANUAL", status: "PARTIAL", pages: 2, created: 4, failed: 1 }] },
    });
    expect(runs.body.data.records[0].errors).toContain("robots.txt 不允许抓取");
    expect((await call("crawlSource/listPaged", {}, operator)).body.data.records[0].lastRun).toMatchObject({
      status: "PARTIAL",
      created: 4,
    });

    expect((await call("crawlSource/remove", { id }, operator)).status).toBe(200);
    expect(await call("crawlSource/get", { id }, operator)).toMatchObject({ status: 404, body: { msg: "采集来源不存在或已被删除" } });
    expect((await call("crawlRun/listPaged", { sourceId: id }, operator)).body.total).toBe(0);
  });

  it("documents the calls in the OpenAPI description", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const p of ["listPaged", "get", "create", "update", "remove", "run"]) expect(doc.paths).toHaveProperty(`/admin/crawlSource/${p}`);
    expect(doc.paths).toHaveProperty("/admin/crawlRun/listPaged");
  });
});
