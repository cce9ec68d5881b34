import { TRACE_EPOCH_MS } from "@portal/contract";
import { testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";

/** SPEC §7's generic stat call: a page's views and visitors, by its path, for signed-in users. */
describe.each(testDbKinds())("page statistics by path on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let user: { cookie: string };
  // Tuesday 12:00 in Beijing.
  const now = new Date("2026-11-24T04:00:00Z");
  const leave = (at: Date, url: string, sid: string) =>
    t.app.request(`http://portal.test/api/trace?${new URLSearchParams({ t: String(at.getTime() - TRACE_EPOCH_MS), url, sid })}`);
  const stat = async (path: string, cookie?: string) => {
    const res = await t.post("/api/stat/path", { path }, cookie ? { Cookie: cookie } : {});
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
    user = await staffSession(t.database, "13700000031", [], "冯工");
  }, 120_000);
  afterAll(() => t.close());

  it("counts the last 30 days and today, page views and distinct visitors", async () => {
    await leave(now, "http://portal.test/news/7?from=home", "browser-aaaa-1");
    await leave(now, "http://portal.test/news/7", "browser-aaaa-1");
    await leave(now, "http://portal.test/news/7", "browser-bbbb-2");
    await leave(now, "http://portal.test/news/8", "browser-bbbb-2");
    await t.tracker.flush();
    const answer = await stat("/news/7", user.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ path: "/news/7", days: 30, pv: 3, uv: 2, today: { pv: 3, uv: 2 } });
    expect((await stat("/news/404", user.cookie)).body.data).toMatchObject({ pv: 0, uv: 0 });
  });

  it("needs a login and a plain path", async () => {
    expect((await stat("/news/7")).status).toBe(401);
    const bad = await stat("https://evil.test/x", user.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("页面路径应以 / 开头，不含查询参数，不超过 300 个字符");
    expect((await stat("/news/7?x=1", user.cookie)).status).toBe(400);
  });
});
