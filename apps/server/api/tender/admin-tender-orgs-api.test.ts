import { followOrg, ingestAnnouncements } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";
import { consoleNotices, SURVIVOR, VARIANT } from "../testing/tender-fixtures";

/**
 * Merging organisations in the console: two spellings of one company become one organisation with
 * everything that named either (announcements, candidates, projects, follows, aliases, counts), in
 * one transaction; the merged-away id keeps answering with the survivor.
 */
describe.each(testDbKinds())("admin tender organisation API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let operator: { cookie: string; userId: string };
  let editor: { cookie: string };
  let fans: { userId: string }[];
  const org: Record<string, number> = {};
  const clock = () => new Date("2026-03-15T02:00:00Z");
  const ctx = () => ({ ...testCtx(t.database), cache: t.cache, now: clock });
  // biome-ignore lint/suspicious/noExplicitAny: tests read loosely shaped JSON answers.
  const call = async (path: string, body: unknown, who?: { cookie: string }): Promise<{ status: number; body: Record<string, any> }> => {
    const res = await t.post(`/api${path}`, body, who ? { Cookie: who.cookie } : {});
    return { status: res.status, body: await res.json() };
  };
  const fan = (k: number) => ({ kind: "user" as const, userId: fans[k].userId, sessionId: "test", roles: [], ip: "127.0.0.1" });
  const a = schema.tenderAnnouncements;
  const o = schema.tenderOrgs;
  /** Everything that can name an organisation, for before/after comparisons. */
  const references = async (id: number) => ({
    buyer: (await t.database.db.select({ id: a.id }).from(a).where(eq(a.buyerOrgId, id))).length,
    winner: (await t.database.db.select({ id: a.id }).from(a).where(eq(a.winnerOrgId, id))).length,
    candidates: (await t.database.db.select().from(schema.tenderCandidates).where(eq(schema.tenderCandidates.orgId, id))).length,
    projects: (await t.database.db.select().from(schema.tenderProjects).where(eq(schema.tenderProjects.buyerOrgId, id))).length,
    follows: (await t.database.db.select().from(schema.tenderUserOrgs).where(eq(schema.tenderUserOrgs.orgId, id))).length,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock });
    await ingestAnnouncements(ctx(), consoleNotices());
    for (const r of await t.database.db.select({ id: o.id, name: o.name }).from(o)) org[r.name] = r.id;
    operator = await staffSession(t.database, "13700000030", ["operator"], "冯运营");
    editor = await staffSession(t.database, "13700000031", ["editor"], "陈编辑");
    fans = [await staffSession(t.database, "13700000032", []), await staffSession(t.database, "13700000033", [])];
    // One follows both spellings, the other only the variant.
    for (const id of [org[VARIANT], org[SURVIVOR]]) await followOrg({ ...ctx(), actor: fan(0) }, id);
    await followOrg({ ...ctx(), actor: fan(1) }, org[VARIANT]);
  });
  afterAll(() => t.close());

  it("answers 401, 403 and 400 with Chinese messages", async () => {
    const merge = { targetId: org[SURVIVOR], sourceIds: [org[VARIANT]] };
    expect((await call("/admin/tenderOrg/listPaged", {})).status).toBe(401);
    expect((await call("/admin/tenderOrg/merge", merge, editor)).status).toBe(403);
    const bad = async (body: unknown, msg: RegExp | string, status = 400) => {
      const r = await call("/admin/tenderOrg/merge", body, operator);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.msg).toMatch(msg);
    };
    await bad({ targetId: org[SURVIVOR], sourceIds: [] }, /^参数 sourceIds 不正确/);
    await bad({ targetId: org[SURVIVOR] }, "参数 sourceIds 不正确：不能为空");
    await bad({ targetId: org[SURVIVOR], sourceIds: [org[SURVIVOR]] }, "保留的单位不能同时被并入");
    await bad({ targetId: org[SURVIVOR], sourceIds: [999_999] }, "单位不存在或已被删除", 404);
    expect((await call("/admin/tenderOrg/listPaged", { keyword: "x".repeat(51) }, operator)).status).toBe(400);
  });

  it("finds organisations by any spelling, with counts and followers", async () => {
    const r = await call("/admin/tenderOrg/listPaged", { keyword: "路桥集团" }, operator);
    expect(r.body.total).toBe(2);
    const variant = r.body.data.records.find((x: { id: number }) => x.id === org[VARIANT]);
    expect(variant).toMatchObject({ name: VARIANT, buyerCount: 1, candidateCount: 1, followers: 2, mergedInto: null });
  });

  it("is atomic: a failure at the last step (the audit entry) leaves everything as it was", async () => {
    const before = [await references(org[VARIANT]), await references(org[SURVIVOR])];
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_merge_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER refuse_merge_audit BEFORE INSERT ON audit_log FOR EACH ROW
      WHEN (NEW.action = 'tenderOrg.merge') EXECUTE FUNCTION refuse_merge_audit()`);
    try {
      const r = await call("/admin/tenderOrg/merge", { targetId: org[SURVIVOR], sourceIds: [org[VARIANT]] }, operator);
      expect(r.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_merge_audit ON audit_log`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_merge_audit()`);
    }
    expect([await references(org[VARIANT]), await references(org[SURVIVOR])]).toEqual(before);
    const [variant] = await t.database.db.select().from(o).where(eq(o.id, org[VARIANT]));
    expect(variant.mergedInto).toBeNull();
  });

  it("moves announcements, candidates, projects, follows and aliases, recounts, and audits", async () => {
    const r = await call("/admin/tenderOrg/merge", { targetId: org[SURVIVOR], sourceIds: [org[VARIANT]] }, operator);
    expect(r.body).toMatchObject({ code: "30000", data: { id: org[SURVIVOR], name: SURVIVOR, merged: 1 } });
    expect(r.body.data.aliases).toEqual([SURVIVOR, VARIANT]);
    expect(await references(org[VARIANT])).toEqual({ buyer: 0, winner: 0, candidates: 0, projects: 0, follows: 0 });
    // Buyer of both warehouse notices, winner of the road; candidate once (both spellings were candidates of one notice).
    expect(await references(org[SURVIVOR])).toEqual({ buyer: 2, winner: 1, candidates: 2, projects: 1, follows: 2 });
    const [row] = await t.database.db.select().from(o).where(eq(o.id, org[SURVIVOR]));
    expect(row).toMatchObject({ buyerCount: 2, winCount: 1, candidateCount: 1 });
    const [gone] = await t.database.db.select().from(o).where(eq(o.id, org[VARIANT]));
    expect(gone).toMatchObject({ mergedInto: org[SURVIVOR], buyerCount: 0, candidateCount: 0 });
    // The warehouse project was keyed by buyer: its two halves are one project now.
    const warehouse = await t.database.db
      .select({ p: a.projectId })
      .from(a)
      .where(inArray(a.sourceUrl, ["https://ggzy.example.cn/console/4", "https://ggzy.example.cn/console/5"]));
    expect(new Set(warehouse.map((w) => w.p)).size).toBe(1);
    const [project] = await t.database.db
      .select()
      .from(schema.tenderProjects)
      .where(eq(schema.tenderProjects.id, warehouse[0].p as number));
    expect(project).toMatchObject({ announcementCount: 2, buyerOrgId: org[SURVIVOR] });
    // The jsonb copy of the candidates names the survivor too.
    const [cands] = await t.database.db.select({ c: a.candidates }).from(a).where(eq(a.sourceUrl, "https://ggzy.example.cn/console/2"));
    expect(cands.c?.map((c) => c.orgId)).toEqual([org[SURVIVOR], org[SURVIVOR], org["中建三局集团有限公司"]]);
    const [entry] = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "tenderOrg.merge"));
    expect(entry).toMatchObject({ actorId: operator.userId, targetType: "tenderOrg", targetId: String(org[SURVIVOR]) });
    expect(entry.detail).toMatchObject({ after: { mergedFrom: [{ id: org[VARIANT], name: VARIANT }] } });
  });

  it("keeps the merged-away id working and links its spelling to the survivor from now on", async () => {
    const pub = (await call("/ai/pub/bid/org", { id: org[VARIANT] })).body.data;
    expect(pub).toMatchObject({ id: org[SURVIVOR], name: SURVIVOR, aliases: [VARIANT], counts: { issued: 2, won: 1 } });
    const listed = (await call("/ai/pub/bid/listOrgPaged", { keyword: "路桥集团" })).body.data.records.map((x: { id: number }) => x.id);
    expect(listed).toEqual([org[SURVIVOR]]);
    expect((await call("/admin/tenderOrg/listPaged", { keyword: "路桥集团", merged: true }, operator)).body.total).toBe(2);
    expect(
      (await call("/admin/tenderOrg/merge", { targetId: org[VARIANT], sourceIds: [org["中建三局集团有限公司"]] }, operator)).body.msg,
    ).toBe(`“${VARIANT}”已并入其他单位，请刷新后重新选择`);
    await ingestAnnouncements(ctx(), [
      {
        sourceUrl: "https://ggzy.example.cn/console/6",
        title: "宜昌港码头维修工程招标公告",
        text: `招标人：${VARIANT}\n建设地点：宜昌市猇亭区`,
        publishedOn: "2026-03-14",
      },
    ]);
    const [fresh] = await t.database.db.select({ b: a.buyerOrgId }).from(a).where(eq(a.sourceUrl, "https://ggzy.example.cn/console/6"));
    expect(fresh.b).toBe(org[SURVIVOR]);
  });
});
