import { ingestAnnouncements, runReextraction } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { testDbKinds } from "@portal/db/testing";
import { EXTRACTOR_VERSION } from "@portal/text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";
import { consoleNotices } from "../testing/tender-fixtures";

/** 字段重新识别 on the console's 招标公告 page: the run's progress and changed fields, for tender:read. */
describe.each(testDbKinds())("admin tender re-extraction API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let operator: { cookie: string };
  let editor: { cookie: string };
  const clock = () => new Date("2026-03-15T02:00:00Z");
  const ctx = () => ({ ...testCtx(t.database), cache: t.cache, now: clock });
  // biome-ignore lint/suspicious/noExplicitAny: tests read loosely shaped JSON answers.
  const call = async (who?: { cookie: string }): Promise<{ status: number; body: Record<string, any> }> => {
    const res = await t.post("/api/admin/tender/reextraction", {}, who ? { Cookie: who.cookie } : {});
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock });
    await ingestAnnouncements(ctx(), consoleNotices());
    operator = await staffSession(t.database, "13700000030", ["operator"], "周运营");
    editor = await staffSession(t.database, "13700000031", ["editor"], "吴编辑");
  });
  afterAll(() => t.close());

  it("needs a session and tender:read", async () => {
    expect((await call()).status).toBe(401);
    expect((await call(editor)).status).toBe(403);
  });

  it("shows the version, the progress and the changed fields by their Chinese names", async () => {
    expect((await call(operator)).body.data).toEqual({ version: EXTRACTOR_VERSION, run: null });
    // Stored by older rules: two notices read another project code, one no candidates.
    await t.database.db.execute(sql`UPDATE tender_announcements SET extractor_version = 1,
      fields = jsonb_set(fields, '{project_code,value}', '"旧编号"') WHERE source_url LIKE '%/console/1' OR source_url LIKE '%/console/3'`);
    await t.database.db.execute(
      sql`UPDATE tender_announcements SET extractor_version = 1, fields = fields - 'candidates' WHERE source_url LIKE '%/console/2'`,
    );
    // Begun, no batch done yet (as just after a start).
    await runReextraction(ctx(), { maxBatches: 0 });
    const started = (await call(operator)).body.data.run;
    expect(started).toMatchObject({ state: "running", done: 0, total: 3, startedAt: "2026-03-15 10:00", finishedAt: null });

    await runReextraction(ctx());
    const r = await call(operator);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      version: EXTRACTOR_VERSION,
      run: {
        fromVersion: 1,
        toVersion: EXTRACTOR_VERSION,
        state: "finished",
        startedAt: "2026-03-15 10:00",
        finishedAt: "2026-03-15 10:00",
        done: 3,
        total: 3,
        failed: 0,
        changedNotices: 3,
        changed: [
          { field: "project_code", label: "项目编号", count: 2 },
          { field: "candidates", label: "中标候选人", count: 1 },
        ],
        lastError: null,
      },
    });
  });
});
