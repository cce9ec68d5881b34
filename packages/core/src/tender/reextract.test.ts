import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { EXTRACTOR_VERSION } from "@portal/text";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { manualTimers, memoryQueue } from "../jobs";
import { testCtx } from "../testing";
import { correctTenderField } from "./corrections";
import { ingestAnnouncements, type TenderNotice } from "./ingest";
import { registerReextraction, runReextraction, startReextraction } from "./reextract";

// Five notices whose labelled lines every version of the rules reads; distinct codes and places
// keep the near-duplicate check from merging them.
const PLACES = ["黄花", "龙泉", "鸦鹊岭", "小溪塔", "乐天溪"];
const notice = (i: number): TenderNotice => ({
  sourceUrl: `https://ggzy.example/reextract/${i}.html`,
  title: `宜昌市夷陵区${PLACES[i]}道路改造工程施工招标公告`,
  publishedOn: "2026-03-10",
  text: `项目编号：YLRX-2026-00${i}\n招标人：宜昌市夷陵区${PLACES[i]}镇人民政府\n预算金额：${300 + i}万元\n投标截止时间：2026年04月0${i + 1}日09时30分\n`,
});

describe.each(testDbKinds())("re-extraction after a rule change on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  let ids: number[];
  const a = schema.tenderAnnouncements;
  const runs = schema.tenderReextractRuns;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database);
    await ingestAnnouncements(
      ctx,
      PLACES.map((_, i) => notice(i)),
    );
    ids = (await database.db.select({ id: a.id }).from(a).orderBy(asc(a.id))).map((r) => r.id);
  });
  afterAll(() => database.close());

  const row = async (id: number) => (await database.db.select().from(a).where(eq(a.id, id)))[0];
  /** What an older version of the rules left: its version, and fields it read differently. */
  const age = async (id: number, fields: SQL = sql`fields`) =>
    database.db.execute(sql`UPDATE tender_announcements SET extractor_version = 1, fields = ${fields} WHERE id = ${id}`);
  const oldCode = (i: number) => sql`jsonb_set(fields, '{project_code,value}', ${JSON.stringify(`旧-${i}`)}::jsonb)`;

  it("re-extracts notices of an older version, counts the changed fields, keeps corrections and model fills", async () => {
    expect(ids).toHaveLength(5);
    expect((await row(ids[0])).extractorVersion).toBe(EXTRACTOR_VERSION);
    // Everything is current after ingestion: nothing to do, no run recorded.
    expect(await runReextraction(ctx)).toEqual({ runId: null, more: false });

    await correctTenderField(ctx, { id: ids[4], field: "buyer", value: "宜昌市夷陵区交通运输局" });
    await age(ids[0], sql`jsonb_set(fields, '{project_code,value}', '"旧-0"') - 'budget_yuan'`);
    await age(ids[1], oldCode(1));
    await age(ids[2], oldCode(2));
    // The model filled an agency the rules do not find: it stays, and is no change.
    const llm = { value: "湖北正信工程咨询有限公司", evidence: "……", confidence: 0.6, source: "llm" };
    await age(ids[3], sql`fields || jsonb_build_object('agency', ${JSON.stringify(llm)}::jsonb)`);
    await age(ids[4], sql`jsonb_set(fields, '{buyer,value}', '"旧的招标人"')`);

    const slice = await runReextraction(ctx, { batchSize: 2 });
    expect(slice.more).toBe(false);
    const [run] = await database.db
      .select()
      .from(runs)
      .where(eq(runs.id, slice.runId as number));
    expect(run).toMatchObject({ fromVersion: 1, toVersion: EXTRACTOR_VERSION, total: 5, done: 5, failed: 0, changedNotices: 4 });
    expect(run.changed).toEqual({ project_code: 3, budget_yuan: 1, buyer: 1 });
    expect(run.finishedAt).not.toBeNull();

    const first = await row(ids[0]);
    expect([first.extractorVersion, first.projectCode, first.budgetYuan]).toEqual([EXTRACTOR_VERSION, "YLRX-2026-000", 3_000_000]);
    expect((await row(ids[3])).fields.agency).toMatchObject({ value: llm.value, source: "llm" });
    const corrected = await row(ids[4]);
    expect(corrected.fields.buyer.value).toBe("宜昌市夷陵区乐天溪镇人民政府");
    expect(corrected.corrections.buyer.value).toBe("宜昌市夷陵区交通运输局");
    const [buyer] = await database.db
      .select({ name: schema.tenderOrgs.name })
      .from(schema.tenderOrgs)
      .where(eq(schema.tenderOrgs.id, corrected.buyerOrgId as number));
    expect(buyer.name).toBe("宜昌市夷陵区交通运输局");
    // A second start finds nothing older: no new run.
    expect((await runReextraction(ctx)).runId).toBeNull();
  });

  it("a run cut off after one batch continues where it stopped, through the job's own slices", async () => {
    for (const [i, id] of ids.entries()) await age(id, oldCode(i));
    const cut = await runReextraction(ctx, { batchSize: 2, maxBatches: 1 });
    expect(cut.more).toBe(true);
    const versions = async () => (await database.db.select({ v: a.extractorVersion }).from(a).orderBy(asc(a.id))).map((r) => r.v);
    const V = EXTRACTOR_VERSION;
    expect(await versions()).toEqual([V, V, 1, 1, 1]);
    // The rest is untouched: the old fields still there, nothing half-written.
    expect((await row(ids[2])).fields.project_code.value).toBe("旧-2");
    const [open] = await database.db
      .select()
      .from(runs)
      .where(eq(runs.id, cut.runId as number));
    expect(open).toMatchObject({ done: 2, total: 5, changed: { project_code: 2 }, finishedAt: null });

    // The next start queues the job; each run of it does one batch and queues the next.
    const queue = memoryQueue({ timers: manualTimers() });
    let slices = 0;
    registerReextraction(
      queue,
      () => {
        slices++;
        return ctx;
      },
      { batchSize: 2, maxBatches: 1 },
    );
    await startReextraction(queue);
    await queue.idle();
    expect(await versions()).toEqual([V, V, V, V, V]);
    const all = await database.db.select().from(runs).orderBy(asc(runs.id));
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ id: cut.runId, done: 5, total: 5, changed: { project_code: 5 }, changedNotices: 5 });
    expect(all[1].finishedAt).not.toBeNull();
    // Two batches of the remaining three, and one that finds nothing left and closes the run.
    expect(slices).toBe(3);
    await queue.close();
  });

  it("a notice the new rules fail on costs only itself; when every notice fails nothing is skipped", async () => {
    for (const [i, id] of ids.entries()) await age(id, oldCode(i));
    // A real failure in the database: writes of the chosen notices are refused.
    await database.db.execute(sql`CREATE TABLE refuse (id int PRIMARY KEY)`);
    await database.db.execute(sql`CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF EXISTS (SELECT 1 FROM refuse WHERE id = NEW.id) THEN RAISE EXCEPTION '写入被拒绝'; END IF; RETURN NEW; END $$`);
    await database.db.execute(
      sql`CREATE TRIGGER refuse_write BEFORE UPDATE ON tender_announcements FOR EACH ROW EXECUTE FUNCTION refuse_write()`,
    );
    try {
      await database.db.execute(sql`INSERT INTO refuse SELECT id FROM tender_announcements`);
      await expect(runReextraction(ctx, { batchSize: 2 })).rejects.toThrow();
      const [stuck] = await database.db.select().from(runs).orderBy(sql`id DESC`).limit(1);
      expect(stuck).toMatchObject({ done: 0, failed: 0, lastId: 0, finishedAt: null });
      expect(stuck.lastError).toBe("写入被拒绝");

      await database.db.execute(sql`DELETE FROM refuse WHERE id <> ${ids[2]}`);
      const slice = await runReextraction(ctx, { batchSize: 2 });
      expect(slice.runId).toBe(stuck.id);
      const [run] = await database.db.select().from(runs).where(eq(runs.id, stuck.id));
      expect(run).toMatchObject({ done: 4, failed: 1, total: 5, changed: { project_code: 4 } });
      expect(run.lastError).toBe(`公告 ${ids[2]}：写入被拒绝`);
      expect(run.finishedAt).not.toBeNull();
      expect((await row(ids[2])).extractorVersion).toBe(1);
    } finally {
      await database.db.execute(sql`DROP TRIGGER refuse_write ON tender_announcements`);
      await database.db.execute(sql`DROP FUNCTION refuse_write()`);
      await database.db.execute(sql`DROP TABLE refuse`);
    }
  });
});
