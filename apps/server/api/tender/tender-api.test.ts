import { ingestAnnouncements, seedTenders } from "@portal/core";
import { createSession } from "@portal/core/auth/sessions";
import { testCtx } from "@portal/core/testing";
import { schema } from "@portal/db";
import { testDbKinds } from "@portal/db/testing";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing";
import { EXPORT_HEADERS, readWorkbook } from "../testing/tender-export";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The tender calls of SPEC §7 against the 420 real Yichang notices and generated ones: search with
 * filters, details whose contacts and attachments need a login, likes, favourites and follows with
 * their owner-only lists, organisations and regions; wrong input answers 400 in Chinese.
 */
describe.each(testDbKinds())("tender API on %s", (kind) => {
  let t: TestApp;
  const clock = Date.parse("2026-03-15T02:00:00Z");
  const tokens: Record<string, string> = {};
  const call = (path: string, body: unknown = {}, who?: string) => t.json(path, body, who && tokens[who]);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(clock) });
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => new Date(clock) };
    await seedTenders(ctx, 600);
    for (const [who, phone] of [
      ["alice", "13700000001"],
      ["bob", "13700000002"],
    ]) {
      const [u] = await t.database.db.insert(schema.users).values({ phone, realname: who }).returning();
      tokens[who] = (await createSession(ctx, { userId: u.id })).token;
    }
  }, 120_000);
  afterAll(() => t.close());

  it("searches newest first with words and filters, and refuses bad input in Chinese", async () => {
    const all = (await call("/api/ai/pub/bid/listPaged", { size: 5 })).body.data;
    expect(all.records).toHaveLength(5);
    const dates = all.records.map((r: { publishedOn: string }) => r.publishedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const road = (await call("/api/ai/pub/bid/listPaged", { keyword: " 道路 ", scope: "title", province: "420000", facets: true })).body
      .data;
    expect(road.records.length).toBeGreaterThan(0);
    for (const r of road.records) expect(r.regionName).toMatch(/^湖北省/);
    expect(road.records[0].titleHtml).toContain("<em>");
    expect(road.totalLabel).toMatch(/条$/);
    const none = (await call("/api/ai/pub/bid/listPaged", { keyword: "量子隐形传态" })).body.data;
    expect(none).toMatchObject({ records: [], total: 0 });
    for (const bad of [{ keyword: "字".repeat(101) }, { time: "TOMORROW" }, { province: "湖北" }, { stage: "9999" }, { current: 0 }]) {
      const res = await call("/api/ai/pub/bid/listPaged", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const first = (await call("/api/ai/pub/bid/first", { size: 3 })).body.data;
    expect(first.map((r: { id: number }) => r.id)).toEqual(all.records.slice(0, 3).map((r: { id: number }) => r.id));
  });

  it("shows details with evidence and timeline; attachments to signed-in users, contacts to those who open them", async () => {
    const withPhone = (await call("/api/ai/pub/bid/listPaged", { keyword: "联系电话", size: 1 })).body.data.records[0];
    const anon = (await call("/api/ai/pub/bid/detail", { id: withPhone.id })).body.data;
    expect(anon.contactsHidden).toBe(true);
    expect(anon.text).toContain("（已隐藏）");
    expect(anon.text).not.toMatch(/(电话|手机)\s*[:：]\s*[(（]?\d/);
    expect(anon.attachments).toEqual([]);
    expect(anon.timeline.some((e: { current: boolean }) => e.current)).toBe(true);
    const field = Object.values(anon.fields)[0] as { evidence: string; confidence: number };
    expect(field.evidence.length).toBeGreaterThan(0);
    const signed = (await call("/api/ai/pub/bid/detail", { id: withPhone.id }, "alice")).body.data;
    expect(signed.contactsHidden).toBe(true);
    expect(signed.attachments).toEqual(anon.attachmentCount ? expect.any(Array) : []);
    // Opening the contacts: a free view of the day, then the notice stays open without another charge.
    expect((await call("/api/ai/bid/unlockContact", { id: withPhone.id })).status).toBe(401);
    expect((await call("/api/ai/bid/unlockContact", { id: withPhone.id }, "alice")).body.data).toEqual({
      via: "quota",
      freeLeft: 2,
      balance: 0,
    });
    expect((await call("/api/ai/bid/unlockContact", { id: withPhone.id }, "alice")).body.data.via).toBe("already");
    const opened = (await call("/api/ai/pub/bid/detail", { id: withPhone.id }, "alice")).body.data;
    expect(opened.contactsHidden).toBe(false);
    expect(opened.text).toMatch(/(电话|手机)\s*[:：]\s*[(（]?\d/);
    expect((await call("/api/ai/pub/bid/detail", { id: withPhone.id }, "bob")).body.data.contactsHidden).toBe(true);
    expect((await call("/api/ai/bid/unlockContact", { id: 99_999_999 }, "alice")).status).toBe(404);
    expect((await call("/api/ai/pub/bid/checkLogin", { id: withPhone.id })).body.data).toEqual({
      needLogin: true,
      loggedIn: false,
      allowed: false,
    });
    expect((await call("/api/ai/pub/bid/checkLogin", { id: withPhone.id }, "alice")).body.data.allowed).toBe(true);
    expect((await call("/api/ai/pub/bid/detail", { id: 99_999_999 })).status).toBe(404);
  });

  it("opens contacts with points once the day's free views are used, and refuses when points are short", async () => {
    const ids = (await call("/api/ai/pub/bid/listPaged", { keyword: "联系电话", size: 6 })).body.data.records.map(
      (r: { id: number }) => r.id,
    );
    const open = (id: number) => call("/api/ai/bid/unlockContact", { id }, "bob");
    for (const id of ids.slice(0, 3)) expect((await open(id)).body.data.via).toBe("quota");
    const short = await open(ids[3]);
    expect(short).toMatchObject({ status: 409 });
    expect(short.body.msg).toBe("今日免费查看次数已用完；积分不足：需要 10 积分，当前余额 0 积分。签到或完善资料可获得积分");
    expect((await call("/api/ai/pub/bid/detail", { id: ids[3] }, "bob")).body.data.contactsHidden).toBe(true);
    await call("/api/user/center/profile/update", { realname: "鲍工" }, "bob");
    expect((await call("/api/ai/bid/contactOffer", {}, "bob")).body.data).toEqual({ freeLeft: 0, points: 10, balance: 20 });
    expect((await open(ids[3])).body.data).toEqual({ via: "points", freeLeft: 0, balance: 10 });
    expect((await open(ids[3])).body.data).toEqual({ via: "already", freeLeft: 0, balance: 10 });
    const ledger = (await call("/api/ai/accumulatePoint/listPaged", {}, "bob")).body.data.records;
    expect(ledger[0]).toMatchObject({ delta: -10, reason: "TENDER_CONTACT" });
    expect(ledger[0].note).toMatch(/^查看联系人：/);
  });

  it("likes and favourites are per user and idempotent; visitors get 401", async () => {
    const id = (await call("/api/ai/pub/bid/first", { size: 1 })).body.data[0].id;
    expect((await call("/api/ai/pub/userOperation/favorite", { id })).status).toBe(401);
    await call("/api/ai/pub/userOperation/favorite", { id }, "alice");
    const twice = (await call("/api/ai/pub/userOperation/favorite", { id }, "alice")).body.data;
    expect(twice).toMatchObject({ favorited: true, favoriteCount: 1 });
    await call("/api/ai/pub/userOperation/praise", { id }, "bob");
    expect((await call("/api/ai/pub/userOperation/userOperation", { id }, "bob")).body.data).toMatchObject({
      praised: true,
      favorited: false,
    });
    expect((await call("/api/ai/pub/userOperation/stats", { id })).body.data).toEqual({ praiseCount: 1, favoriteCount: 1 });
    expect((await call("/api/ai/bid/listPagedByFavorite", {}, "alice")).body.data.records.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call("/api/ai/bid/listPagedByFavorite", {}, "bob")).body.data.records).toEqual([]);
    await call("/api/ai/pub/userOperation/cancelFavorite", { id }, "alice");
    expect((await call("/api/ai/pub/userOperation/stats", { id })).body.data.favoriteCount).toBe(0);
  });

  it("organisations: list, page with history, follow and the followed list", async () => {
    const orgs = (await call("/api/ai/pub/bid/listOrgPaged", { role: "buyer", size: 3 })).body.data;
    expect(orgs.records.length).toBe(3);
    const orgId = orgs.records[0].id;
    const org = (await call("/api/ai/pub/bid/org", { id: orgId })).body.data;
    expect(org.issued.length).toBeGreaterThan(0);
    expect((await call("/api/ai/userBidOrg/create", { orgId })).status).toBe(401);
    expect((await call("/api/ai/userBidOrg/create", { orgId }, "alice")).body.data).toEqual({ followed: true });
    // The follow is delivered through alice's 关注的机构 subscription (site messages on).
    const subs = (await call("/api/ai/bidSubscribe/list", {}, "alice")).body.data;
    expect(subs.map((x: { name: string; criteria: { follows?: boolean } }) => [x.name, x.criteria.follows])).toEqual([
      ["关注的机构", true],
    ]);
    expect((await call("/api/ai/bidOrg/listPaged", {}, "alice")).body.data.records.map((o: { id: number }) => o.id)).toEqual([orgId]);
    const followed = (await call("/api/ai/bid/listPagedByFollow", {}, "alice")).body;
    expect(followed.total).toBeGreaterThanOrEqual(org.counts.issued);
    expect(followed.data.records.length).toBeGreaterThan(0);
    expect((await call("/api/ai/bidOrg/listPaged", {}, "bob")).body.data.records).toEqual([]);
    expect((await call("/api/ai/userBidOrg/create", { orgId: 99_999_999 }, "bob")).status).toBe(404);
    await call("/api/ai/userBidOrg/remove", { orgId }, "alice");
    expect((await call("/api/ai/bidOrg/listPaged", {}, "alice")).body.data.records).toEqual([]);
  });

  it("exports a result list to Excel for signed-in users: typed columns, links, formula-like text kept as text", async () => {
    const ctx = { ...testCtx(t.database), cache: t.cache, now: () => new Date(clock) };
    await ingestAnnouncements(ctx, [
      {
        sourceUrl: "https://ggzy.example.gov.cn/jyxx/inject-1.html",
        title: '=HYPERLINK("http://evil.example","点击")注入测试公告',
        text: "招标人：某市注入测试中心\n项目名称：注入测试公告\n项目编号：ZR-2026-001\n最高限价：100万元\n投标截止时间：2026年4月2日 09:30",
        publishedOn: "2026-03-14",
      },
    ]);
    const body = { keyword: "注入测试公告" };
    expect((await t.post("/api/ai/bid/export", body)).status).toBe(401);
    const res = await t.post("/api/ai/bid/export", body, { Authorization: `Bearer ${tokens.alice}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // No formula anywhere, and the crafted title is a string cell without an apostrophe.
    const sheetXml = new TextDecoder().decode(unzipSync(bytes)["xl/worksheets/sheet1.xml"]);
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheetXml).toMatch(/<c r="A2" s="\d+" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK/);
    const book = await readWorkbook(bytes);
    const sheet = book.getWorksheet("招标信息");
    if (!sheet) throw new Error("no sheet 招标信息");
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_HEADERS]);
    const row = sheet.getRow(2);
    const cell = (header: string) => row.getCell(EXPORT_HEADERS.indexOf(header) + 1);
    expect(cell("标题").type).toBe(ExcelJS.ValueType.String);
    expect(cell("标题").value).toBe('=HYPERLINK("http://evil.example","点击")注入测试公告');
    expect(cell("招标人").value).toBe("某市注入测试中心");
    expect(cell("项目编号").value).toBe("ZR-2026-001");
    expect(cell("最高限价（元）").value).toBe(1_000_000);
    expect(cell("最高限价（元）").numFmt).toBe('#,##0.00"元"');
    expect(cell("中标金额（元）").value).toBeNull();
    expect(cell("发布日期").value).toEqual(new Date("2026-03-14T00:00:00Z"));
    expect(cell("发布日期").numFmt).toBe("yyyy-mm-dd");
    expect(cell("投标截止").value).toEqual(new Date("2026-04-02T09:30:00Z"));
    expect(cell("投标截止").numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(cell("原文链接").value).toEqual({
      text: "https://ggzy.example.gov.cn/jyxx/inject-1.html",
      hyperlink: "https://ggzy.example.gov.cn/jyxx/inject-1.html",
    });
    expect((cell("本站链接").value as { hyperlink: string }).hyperlink).toMatch(/^http:\/\/[^/]+\/tenderDetails\/\d+$/);

    // A result with awards: amounts and 下浮率 typed as numbers.
    const won = await t.post("/api/ai/bid/export", { stage: "0104" }, { Authorization: `Bearer ${tokens.alice}` });
    const awards = (await readWorkbook(new Uint8Array(await won.arrayBuffer()))).getWorksheet("招标信息");
    if (!awards) throw new Error("no sheet 招标信息");
    const rates: ExcelJS.Cell[] = [];
    awards.getColumn(EXPORT_HEADERS.indexOf("下浮率") + 1).eachCell((c, n) => {
      if (n > 1 && c.value !== null) rates.push(c);
    });
    expect(rates.length).toBeGreaterThan(0);
    for (const r of rates) {
      expect(r.type).toBe(ExcelJS.ValueType.Number);
      expect(r.numFmt).toBe("0.00%");
    }
    const winners = awards
      .getColumn(EXPORT_HEADERS.indexOf("中标人") + 1)
      .values.slice(2)
      .filter(Boolean);
    expect(winners.length).toBeGreaterThan(0);
  });

  it("regions with counts; the signed-in lists need a login", async () => {
    const regions = (await call("/api/crm/sales/customerV2/customerRegion")).body.data;
    const hubei = regions.find((r: { code: string }) => r.code === "420000");
    expect(hubei.count).toBeGreaterThan(400);
    expect(hubei.children.find((c: { name: string }) => c.name === "宜昌市").count).toBeGreaterThan(400);
    expect((await call("/api/crm/sales/spiderBiding/listPaged", {})).status).toBe(401);
    expect((await call("/api/crm/sales/spiderBiding/listPaged", { size: 2 }, "bob")).body.data.records).toHaveLength(2);
    expect((await call("/api/crm/sales/open/spiderBiding/listPaged", { size: 2 })).body.data.records).toHaveLength(2);
    expect((await call("/api/ai/bid/listPagedSort", { size: 2 })).status).toBe(401);
    expect((await call("/api/ai/bid/listPagedSort", { size: 2 }, "bob")).body.data.facets).toBeDefined();
  });
});
