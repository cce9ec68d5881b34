import { ingestAnnouncements, reextractAnnouncements, tenderStatistics } from "@portal/core";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { staffSession } from "../testing/staff-testkit";
import { consoleNotices, ROAD } from "../testing/tender-fixtures";

/**
 * The console's announcements: staff search them (withdrawn ones too), read every field with its
 * evidence, correct fields (audited, kept through re-extraction) and withdraw or restore a notice,
 * which every public list, page and count follows.
 */
describe.each(testDbKinds())("admin tender API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let operator: { cookie: string; userId: string };
  let editor: { cookie: string };
  let user: { cookie: string };
  const ids: Record<string, number> = {};
  const clock = () => new Date("2026-03-15T02:00:00Z");
  const ctx = () => ({ ...testCtx(t.database), cache: t.cache, now: clock });
  // biome-ignore lint/suspicious/noExplicitAny: tests read loosely shaped JSON answers.
  const call = async (path: string, body: unknown, who?: { cookie: string }): Promise<{ status: number; body: Record<string, any> }> => {
    const res = await t.post(`/api${path}`, body, who ? { Cookie: who.cookie } : {});
    return { status: res.status, body: await res.json() };
  };
  const audits = (action: string) =>
    t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.targetType, "tender")));

  /** Tokens whose stored frequency differs from a recount over the published announcements. */
  const drift = async () => {
    const r = await t.database.db.execute(sql`
      SELECT count(*)::int AS n FROM
        (SELECT tok, count(*)::int AS n FROM tender_announcements a, unnest(array_append(tsvector_to_array(a.tsv), '#docs')) AS tok
         WHERE a.state = 'published' GROUP BY tok) r
        FULL JOIN (SELECT token, df FROM tender_token_df WHERE df <> 0) d ON d.token = r.tok
      WHERE coalesce(r.n, 0) <> coalesce(d.df, 0)`);
    return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock });
    await ingestAnnouncements(ctx(), consoleNotices());
    for (const r of await t.database.db
      .select({ id: schema.tenderAnnouncements.id, url: schema.tenderAnnouncements.sourceUrl })
      .from(schema.tenderAnnouncements))
      ids[r.url.split("/").pop() as string] = r.id;
    operator = await staffSession(t.database, "13700000020", ["operator"], "周运营");
    editor = await staffSession(t.database, "13700000021", ["editor"], "吴编辑");
    user = await staffSession(t.database, "13700000022", [], "郑用户");
  });
  afterAll(() => t.close());

  it("answers 401 without a session, 403 to users and editors without tender permissions", async () => {
    expect((await call("/admin/tender/listPaged", {})).status).toBe(401);
    expect((await call("/admin/tender/get", { id: ids[1] }, user)).status).toBe(403);
    expect((await call("/admin/tender/listPaged", {}, editor)).status).toBe(403);
    expect((await call("/admin/tender/withdraw", { id: ids[1] }, editor)).status).toBe(403);
    expect((await call("/admin/tender/correct", { id: ids[1], field: "budget_yuan", value: 1 }, editor)).status).toBe(403);
  });

  it("refuses wrong input with a Chinese message", async () => {
    const bad = async (path: string, body: unknown, msg: RegExp | string, status = 400) => {
      const r = await call(path, body, operator);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.msg).toMatch(msg);
    };
    await bad("/admin/tender/listPaged", { state: "deleted" }, /^参数 state 不正确/);
    await bad("/admin/tender/listPaged", { keyword: "字".repeat(31) }, /^参数 keyword 不正确/);
    await bad("/admin/tender/listPaged", { current: 11 }, /^参数 current 不正确/);
    await bad("/admin/tender/correct", { id: ids[1], field: "title", value: "x" }, /^参数 field 不正确/);
    await bad("/admin/tender/correct", { id: ids[1], field: "budget_yuan", value: "五百万" }, "预算金额（元）格式不正确");
    await bad("/admin/tender/correct", { id: ids[1], field: "region_code", value: "999999" }, "地区代码格式不正确");
    await bad("/admin/tender/correct", { id: 999_999, field: "budget_yuan", value: 1 }, "公告不存在或已被删除", 404);
    await bad("/admin/tender/uncorrect", { id: ids[1], field: "agency" }, "该字段没有更正");
    await bad("/admin/tender/withdraw", { id: ids[1], reason: "长".repeat(201) }, /^参数 reason 不正确/);
    await bad("/admin/tender/restore", { id: ids[1] }, "该公告未被撤下", 409);
  });

  it("lists by title words and filters, and shows every field with evidence and confidence", async () => {
    const list = await call("/admin/tender/listPaged", { keyword: "东山大道", stage: "0100" }, operator);
    expect(list.body).toMatchObject({ code: "30000", total: 1, data: { records: [{ id: ids[1], state: "published", corrected: 0 }] } });
    expect((await call("/admin/tender/listPaged", { province: "420000", size: 2 }, operator)).body).toMatchObject({ total: 5, pages: 3 });
    const range = await call("/admin/tender/listPaged", { startDate: "2026-03-01", endDate: "2026-03-10" }, operator);
    expect(range.body.data.records.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const one = (await call("/admin/tender/get", { id: ids[1] }, operator)).body.data;
    expect(one).toMatchObject({ title: `${ROAD}招标公告`, state: "published", buyer: { name: "宜昌市西陵区交通运输局" } });
    const budget = one.fields.find((f: { key: string }) => f.key === "budget_yuan");
    expect(budget).toMatchObject({ label: "预算金额（元）", editable: true, value: 5_000_000, correction: null });
    expect(budget.extracted.evidence).toContain("预算金额");
    expect(budget.extracted.confidence).toBeGreaterThan(0.5);
    expect(one.fields.find((f: { key: string }) => f.key === "region")).toMatchObject({ editable: false });
  });

  it("corrects a field with an audit entry; the correction wins on the public page and survives re-extraction", async () => {
    const r = await call("/admin/tender/correct", { id: ids[1], field: "budget_yuan", value: 5_200_000 }, operator);
    expect(r.body).toMatchObject({ code: "30000", data: { id: ids[1] } });
    await call("/admin/tender/correct", { id: ids[1], field: "region_code", value: "420506" }, operator);
    const one = (await call("/admin/tender/get", { id: ids[1] }, operator)).body.data;
    const budget = one.fields.find((f: { key: string }) => f.key === "budget_yuan");
    expect(budget).toMatchObject({ value: 5_200_000, extracted: { value: 5_000_000 }, correction: { value: 5_200_000, byName: "周运营" } });
    const [entry] = await audits("tender.correct");
    expect(entry).toMatchObject({
      actorId: operator.userId,
      targetId: String(ids[1]),
      detail: { before: { budget_yuan: 5_000_000 }, after: { budget_yuan: 5_200_000 } },
    });
    const pub = (await call("/ai/pub/bid/detail", { id: ids[1] })).body.data;
    expect(pub).toMatchObject({ budgetYuan: 5_200_000, fields: { budget_yuan: { value: 5_200_000, corrected: true } } });
    expect(pub.fields.region.value).toBe("湖北省宜昌市");

    // The extractor runs again (a rule change), and the site re-sends the notice with other text.
    await reextractAnnouncements(ctx(), [ids[1]]);
    const [first] = consoleNotices();
    await ingestAnnouncements(ctx(), [{ ...first, text: `${first.text}\n（本公告已更新）` }]);
    const [row] = await t.database.db.select().from(schema.tenderAnnouncements).where(eq(schema.tenderAnnouncements.id, ids[1]));
    expect(row).toMatchObject({ budgetYuan: 5_200_000, district: "420506", state: "published" });
    expect(row.corrections.budget_yuan.value).toBe(5_200_000);
    expect((await call("/admin/tender/listPaged", { keyword: "东山大道", stage: "0100" }, operator)).body.data.records[0].corrected).toBe(
      2,
    );

    expect((await call("/admin/tender/uncorrect", { id: ids[1], field: "budget_yuan" }, operator)).status).toBe(200);
    expect((await call("/ai/pub/bid/detail", { id: ids[1] })).body.data.budgetYuan).toBe(5_000_000);
    expect((await audits("tender.uncorrect"))[0].detail).toEqual({ before: { budget_yuan: 5_200_000 }, after: { budget_yuan: 5_000_000 } });
  });

  it("withdraws a notice from every public list, page and count, and restores it", async () => {
    const search = async () =>
      (await call("/ai/pub/bid/listPaged", { keyword: "东山大道" })).body.data.records.map((r: { id: number }) => r.id) as number[];
    const total = async () => (await call("/ai/pub/bid/listPaged", {})).body.data.total as number;
    const buyer = async () => (await call("/ai/pub/bid/listOrgPaged", { keyword: "西陵区交通运输局" })).body.data.records[0];
    const hubei = async () =>
      (await call("/crm/sales/customerV2/customerRegion", {})).body.data.find((p: { code: string }) => p.code === "420000").count;
    const statsTotal = async () => (await tenderStatistics(ctx())).total;
    expect(await search()).toContain(ids[1]);
    const [before, buyerBefore, hubeiBefore, statsBefore] = [await total(), await buyer(), await hubei(), await statsTotal()];
    expect(buyerBefore.issued).toBe(3);

    const w = await call("/admin/tender/withdraw", { id: ids[1], reason: "重复发布" }, operator);
    expect(w.body).toMatchObject({ code: "30000", data: { id: ids[1], state: "withdrawn" } });
    expect(await search()).not.toContain(ids[1]);
    expect(await total()).toBe(before - 1);
    expect(await call("/ai/pub/bid/detail", { id: ids[1] })).toMatchObject({ status: 404, body: { msg: "公告不存在或已被删除" } });
    expect((await call("/ai/pub/userOperation/stats", { id: ids[1] })).status).toBe(404);
    expect((await buyer()).issued).toBe(2);
    const org = (await call("/ai/pub/bid/org", { id: buyerBefore.id })).body.data;
    expect(org.issued.map((i: { id: number }) => i.id)).not.toContain(ids[1]);
    expect(await hubei()).toBe(hubeiBefore - 1);
    expect(await statsTotal()).toBe(statsBefore - 1);
    // Staff still find it, by state too; withdrawing twice is refused.
    const withdrawn = await call("/admin/tender/listPaged", { state: "withdrawn" }, operator);
    expect(withdrawn.body).toMatchObject({ total: 1, data: { records: [{ id: ids[1], state: "withdrawn" }] } });
    expect((await call("/admin/tender/listPaged", { state: "published", keyword: "东山大道" }, operator)).body.total).toBe(2);
    expect((await call("/admin/tender/withdraw", { id: ids[1] }, operator)).body.msg).toBe("该公告已撤下");
    // A re-sent copy of the notice does not bring it back.
    const [first] = consoleNotices();
    await ingestAnnouncements(ctx(), [{ ...first, text: `${first.text}\n（再次更新）` }]);
    expect(await search()).not.toContain(ids[1]);
    expect(await total()).toBe(before - 1);
    expect(await drift()).toBe(0);

    expect((await call("/admin/tender/restore", { id: ids[1] }, operator)).body.data.state).toBe("published");
    expect(await search()).toContain(ids[1]);
    expect([await total(), (await buyer()).issued, await hubei(), await statsTotal()]).toEqual([before, 3, hubeiBefore, statsBefore]);
    const [entry] = await audits("tender.withdraw");
    expect(entry.detail).toEqual({ before: { state: "published", reason: null }, after: { state: "withdrawn", reason: "重复发布" } });
    expect(await audits("tender.restore")).toHaveLength(1);
    expect(await drift()).toBe(0);
  });

  it("shows the language-model queue with the notices it gave up on, and sends one round again (audited)", async () => {
    const [waitingId, gaveUpId] = Object.values(ids);
    // The fill job's own states: due for the model, and given up after its retries (next_at null).
    await t.database.db.insert(schema.tenderLlmFills).values([
      { announcementId: waitingId, contentHash: "h1", attempts: 1, nextAt: clock(), createdAt: clock() },
      { announcementId: gaveUpId, contentHash: "h2", attempts: 5, nextAt: null, lastError: "大模型服务超时（30 秒）", createdAt: clock() },
    ]);
    expect((await call("/admin/tender-llm/listPaged", {})).status).toBe(401);
    expect((await call("/admin/tender-llm/listPaged", {}, editor)).status).toBe(403);
    expect((await call("/admin/tender-llm/listPaged", { state: "stuck" }, operator)).status).toBe(400);
    const listed = (await call("/admin/tender-llm/listPaged", {}, operator)).body;
    expect(listed.total).toBe(2);
    const all = listed.data;
    expect(all.records[0]).toMatchObject({
      id: gaveUpId,
      state: "given_up",
      attempts: 5,
      nextAt: null,
      lastError: "大模型服务超时（30 秒）",
    });
    expect(all.records[1]).toMatchObject({ id: waitingId, state: "waiting", nextAt: "2026-03-15 10:00:00" });
    const gaveUp = (await call("/admin/tender-llm/listPaged", { state: "given_up" }, operator)).body.data;
    expect(gaveUp.records.map((r: { id: number }) => r.id)).toEqual([gaveUpId]);

    expect((await call("/admin/tender-llm/retry", { id: waitingId }, operator)).status).toBe(409);
    expect((await call("/admin/tender-llm/retry", { id: 99_999_999 }, operator)).status).toBe(404);
    expect((await call("/admin/tender-llm/retry", { id: gaveUpId }, editor)).status).toBe(403);
    const retried = await call("/admin/tender-llm/retry", { id: gaveUpId }, operator);
    expect(retried.status).toBe(200);
    const after = (await call("/admin/tender-llm/listPaged", { state: "waiting" }, operator)).body.data;
    expect(after.records.find((r: { id: number }) => r.id === gaveUpId)).toMatchObject({ attempts: 0, lastError: null });
    const [entry] = await audits("tender.llm_retry");
    expect(entry.detail).toEqual({
      before: { attempts: 5, lastError: "大模型服务超时（30 秒）" },
      after: { attempts: 0, lastError: null },
    });
  });

  it("lets staff enter a notice by hand: extracted, matched like crawled ones, audited, never twice", async () => {
    const notice = {
      title: "宜昌市点军区联棚乡道路硬化工程施工招标公告",
      text: "一、项目概况\n建设地点：湖北省宜昌市点军区\n最高投标限价：3,456,789.00元\n投标截止时间：2026年03月30日09时30分\n招标人：宜昌市点军区联棚乡人民政府\n",
      sourceUrl: "https://ggzy.example/yc/manual-1.html",
      publishedOn: "2026-03-15",
    };
    expect((await call("/admin/tender/enter", notice)).status).toBe(401);
    expect((await call("/admin/tender/enter", notice, editor)).status).toBe(403);
    expect((await call("/admin/tender/enter", { ...notice, sourceUrl: "not a url" }, operator)).status).toBe(400);
    expect((await call("/admin/tender/enter", { ...notice, title: " " }, operator)).status).toBe(400);
    const r = await call("/admin/tender/enter", notice, operator);
    expect(r.status).toBe(200);
    const detail = (await call("/admin/tender/get", { id: r.body.data.id }, operator)).body.data;
    expect(detail.title).toBe(notice.title);
    // Waiting for subscription matching, like every new announcement.
    const pending = await t.database.db
      .select()
      .from(schema.tenderMatchPending)
      .where(eq(schema.tenderMatchPending.announcementId, r.body.data.id));
    expect(pending).toHaveLength(1);
    const again = await call("/admin/tender/enter", notice, operator);
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain("已存在");
    const [entry] = await audits("tender.manual_entry");
    expect(entry.targetId).toBe(String(r.body.data.id));
  });

  it("keeps what the entry form gave over what the text says, fills the rest from the text, and stores nothing on a wrong value", async () => {
    const notice = {
      title: "宜昌市夷陵区隧道维修工程监理招标公告",
      text: "一、项目概况\n建设地点：湖北省宜昌市夷陵区\n预算金额：1,000,000.00元\n招标人：宜昌市夷陵区交通运输局\n代理机构：湖北某某招标代理有限公司\n",
      sourceUrl: "https://ggzy.example/yc/manual-2.html",
    };
    const wrong = await call("/admin/tender/enter", { ...notice, fields: { region_code: "999999" } }, operator);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe("地区代码格式不正确");
    expect(
      await t.database.db.select().from(schema.tenderAnnouncements).where(eq(schema.tenderAnnouncements.sourceUrl, notice.sourceUrl)),
    ).toEqual([]);
    const fields = { stage: "0100", budget_yuan: 2_345_600, bid_deadline: "2026-12-01 09:30", buyer: "宜昌市夷陵区公路管理局" };
    const r = await call("/admin/tender/enter", { ...notice, fields }, operator);
    expect(r.status).toBe(200);
    const detail = (await call("/admin/tender/get", { id: r.body.data.id }, operator)).body.data;
    const value = (key: string) => detail.fields.find((f: { key: string }) => f.key === key)?.value;
    expect(value("budget_yuan")).toBe(2_345_600);
    expect(value("bid_deadline")).toBe("2026-12-01 09:30");
    expect(value("buyer")).toBe("宜昌市夷陵区公路管理局");
    expect(value("agency")).toBe("湖北某某招标代理有限公司");
    expect(detail.buyer?.name).toBe("宜昌市夷陵区公路管理局");
  });

  it("documents the calls in the OpenAPI description", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const p of ["listPaged", "get", "correct", "uncorrect", "withdraw", "restore", "enter"])
      expect(doc.paths).toHaveProperty(`/admin/tender/${p}`);
    for (const p of ["listPaged", "retry"]) expect(doc.paths).toHaveProperty(`/admin/tender-llm/${p}`);
  });
});
