import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { AppError } from "../errors";
import { testCtx } from "../testing";
import { correctTenderField } from "./corrections";
import { getAnnouncement } from "./detail";
import { ingestAnnouncements, reextractAnnouncements, type TenderNotice } from "./ingest";
import { rows } from "./link";
import { getOrg, listOrgs } from "./orgs";
import { prepareAll } from "./prepare";
import { distinctiveWords, relatedTenders } from "./related";
import { restoreTender, withdrawTender } from "./staff-edit";

const CODE = "E4205002026000042";
const PUBLICITY =
  "二、公示期\n公示期为2026年02月05日至2026年02月08日。投标人或者其他利害关系人对评标结果有异议的，应当在中标候选人公示期间以书面形式向招标人提出，招标人应当自收到异议之日起3日内作出答复。\n三、项目负责人\n第一中标候选人项目负责人：刘建国，一级建造师，注册编号鄂1422015201612345。\n四、监督部门\n本招标项目的监督部门为宜昌市夷陵区交通运输局综合执法大队，监督电话0717-7821234。\n";
const notice = (stage: string, over: Partial<TenderNotice> = {}): TenderNotice => {
  const base: Record<string, { title: string; text: string; publishedOn: string }> = {
    "0100": {
      title: "宜昌市夷陵区黄花隧道改扩建工程施工招标公告",
      publishedOn: "2026-01-05",
      text: `一、项目概况\n项目编号：${CODE}\n建设地点：湖北省宜昌市夷陵区\n最高投标限价：12,345,678.00元\n投标截止时间：2026年01月26日09时30分\n开标地点：宜昌市公共资源交易中心第3开标室\n招标人：宜昌市夷陵区交通运输局\n招标代理机构：湖北正信工程咨询有限责任公司\n`,
    },
    "0105": {
      title: "宜昌市夷陵区黄花隧道改扩建工程施工招标文件澄清公告",
      publishedOn: "2026-01-12",
      text: `项目编号：${CODE}\n招标人：宜昌市夷陵区交通运输局\n投标截止时间：2026年02月02日09时30分\n`,
    },
    "0103": {
      title: "宜昌市夷陵区黄花隧道改扩建工程施工中标候选人公示",
      publishedOn: "2026-02-05",
      text: `项目编号：${CODE}\n招标人：宜昌市夷陵区交通运输局\n招标代理机构：湖北正信工程咨询有限公司\n名 次 | 第一名 | 第二名 | 第三名\n中标候选人名称 | 中铁十一局集团有限公司 | 湖北华建路桥建设有限公司 | 宜昌金桥建设工程有限公司\n投标报价(元) | 11500000.00 | 11600000.00 | 11800000.00\n${PUBLICITY}`,
    },
    "0104": {
      title: "宜昌市夷陵区黄花隧道改扩建工程施工中标结果公告",
      publishedOn: "2026-02-12",
      text: `项目编号：${CODE}\n招标人：宜昌市夷陵区交通运输局\n最高投标限价：12345678.00元\n中标人：中铁十一局集团有限公司\n中标价：11500000.00元\n`,
    },
  };
  const b = base[stage];
  const attachments = stage === "0100" ? [{ name: "招标文件.pdf", url: "https://ggzy.example/yc/file.pdf" }] : [];
  return { sourceUrl: `https://ggzy.example/yc/${stage}.html`, sourceSite: "宜昌市公共资源交易中心", attachments, ...b, ...over };
};

describe.each(testDbKinds())("tender ingestion on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database);
  });
  afterAll(() => database.close());

  it("extracts fields with evidence, links the stages into one project and merges org spellings", async () => {
    const r = await ingestAnnouncements(
      ctx,
      ["0100", "0105", "0103", "0104"].map((s) => notice(s)),
    );
    expect(r).toMatchObject({ created: 4, duplicates: 0, failed: 0 });
    const [first] = await database.db
      .select()
      .from(schema.tenderAnnouncements)
      .where(eq(schema.tenderAnnouncements.sourceUrl, notice("0100").sourceUrl));
    expect(first).toMatchObject({
      stage: "0100",
      maxPriceYuan: 12345678,
      projectCode: CODE,
      province: "420000",
      city: "420500",
      district: "420506",
    });
    expect(first.bidDeadline).toBe("2026-01-26 09:30");
    expect(first.openPlace).toBe("宜昌市公共资源交易中心第3开标室");
    expect(first.projectType).toBe("TUNNEL");
    expect(first.partyType).toBe("SG");
    expect(first.fields.max_price_yuan.evidence).toContain("最高投标限价");
    expect(first.fields.max_price_yuan.confidence).toBeGreaterThan(0.5);

    const detail = await getAnnouncement(ctx, first.id);
    const anonymousView = await getAnnouncement({ ...ctx, actor: { kind: "anonymous", ip: "1.2.3.4" } }, first.id);
    expect(anonymousView).toMatchObject({ attachments: [], attachmentCount: 1 });
    // A reserved demo host is never fetched: no copy, and the page says why (issue 35).
    expect(detail.attachments).toEqual([
      {
        name: "招标文件.pdf",
        url: "https://ggzy.example/yc/file.pdf",
        mirror: "skipped",
        size: null,
        type: null,
        error: "示例域名，演示数据没有附件原文件",
      },
    ]);
    await expect(getAnnouncement(ctx, 999_999)).rejects.toMatchObject({ kind: "NotFound", userMessage: "公告不存在或已被删除" });
    await expect(getOrg(ctx, 999_999)).rejects.toMatchObject({ kind: "NotFound" });
    expect(detail.timeline.map((t) => t.stage)).toEqual(["0100", "0105", "0103", "0104"]);
    expect(detail.timeline[0].current).toBe(true);
    expect(detail.buyer?.name).toBe("宜昌市夷陵区交通运输局");
    // "有限责任公司" and "有限公司" spellings of the agency are one organisation.
    const agencies = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM tender_orgs WHERE name LIKE '湖北正信%'`);
    expect(agencies[0].n).toBe(1);

    const result = await database.db.select().from(schema.tenderAnnouncements).where(eq(schema.tenderAnnouncements.stage, "0104"));
    expect(result[0].winAmountYuan).toBe(11500000);
    expect(result[0].discountRate).toBeCloseTo(0.9315, 3);
    const winner = await getOrg(ctx, result[0].winnerOrgId as number);
    expect(winner.counts.won).toBe(1);
    // It was also first candidate in the 0103 notice.
    expect(winner.counts.candidate).toBe(1);
    expect(winner.amounts.wonYuan).toBe(11500000);
    expect(winner.regions[0]).toMatchObject({ province: "420000", name: "湖北省" });
    // Its profile (issue 33): the year, the buyer it won from, the discount against the project's
    // ceiling, and the two it beat in the same candidate list (once each, though two notices list them).
    expect(winner.years).toEqual([{ year: 2026, issued: 0, issuedYuan: 0, won: 1, wonYuan: 11500000 }]);
    expect(winner.buyers).toEqual([{ id: detail.buyer?.id, name: "宜昌市夷陵区交通运输局", count: 1 }]);
    expect(winner.discount).toMatchObject({ count: 1, outliers: 0 });
    expect(winner.discount?.median).toBeCloseTo(1 - 11500000 / 12345678, 4);
    expect(winner.competitors.map((c) => [c.name, c.met, c.ahead, c.behind])).toEqual([
      ["湖北华建路桥建设有限公司", 1, 1, 0],
      ["宜昌金桥建设工程有限公司", 1, 1, 0],
    ]);
    const second = await getOrg(ctx, winner.competitors[0].id);
    expect(second.competitors.find((c) => c.name === "中铁十一局集团有限公司")).toMatchObject({ met: 1, ahead: 0, behind: 1 });
    const buyer = await getOrg(ctx, detail.buyer?.id as number);
    expect(buyer.counts.issued).toBe(4);
    expect(buyer.agencies[0]).toMatchObject({ name: expect.stringMatching(/^湖北正信工程咨询有限/), count: 2 });
    expect((await listOrgs(ctx, { keyword: "中铁" })).records[0].name).toBe("中铁十一局集团有限公司");
  });

  it("links stages without a project code by project name and buyer", async () => {
    const strip = (n: TenderNotice) => ({
      ...n,
      sourceUrl: n.sourceUrl.replace("/yc/", "/nocode/"),
      text: n.text.replace(/项目编号：\S+\n/, ""),
    });
    const titles = (n: TenderNotice) => ({ ...n, title: n.title.replace("黄花隧道", "龙泉大道") });
    await ingestAnnouncements(ctx, [titles(strip(notice("0100"))), titles(strip(notice("0104")))]);
    const projects = await rows<{ n: number }>(
      database.db,
      sql`SELECT announcement_count AS n FROM tender_projects WHERE name = '宜昌市夷陵区龙泉大道改扩建工程施工'`,
    );
    expect(projects).toEqual([{ n: 2 }]);
  });

  it("shows beside a notice the same buyer's other projects, not its own project's stages", async () => {
    const [first] = await database.db
      .select({ id: schema.tenderAnnouncements.id })
      .from(schema.tenderAnnouncements)
      .where(eq(schema.tenderAnnouncements.title, "宜昌市夷陵区黄花隧道改扩建工程施工招标公告"));
    const detail = await getAnnouncement(ctx, first.id);
    const related = await relatedTenders(ctx, detail);
    const own = new Set(detail.timeline.map((e) => e.id));
    expect(related.sameBuyer.map((r) => r.title).sort()).toEqual([
      "宜昌市夷陵区龙泉大道改扩建工程施工中标结果公告",
      "宜昌市夷陵区龙泉大道改扩建工程施工招标公告",
    ]);
    expect([...related.sameBuyer, ...related.similar].some((r) => own.has(r.id))).toBe(false);
    expect(distinctiveWords("宜昌市夷陵区黄花隧道改扩建工程施工")).toEqual(["黄花", "隧道"]);
    expect(distinctiveWords("兴山县平邑口罗家垭20MW光伏电站二期项目--开关站扩建工程")).not.toContain("兴山");
  });

  it("catches duplicates by URL and by near-duplicate text, and is idempotent", async () => {
    const again = await ingestAnnouncements(ctx, [notice("0100"), notice("0104")]);
    expect(again).toMatchObject({ created: 0, updated: 0, duplicates: 2 });
    // Another site reposts the candidates notice with a different URL and an extra line.
    const repost = notice("0103", {
      sourceUrl: "https://other.example/a/1.html",
      sourceSite: "湖北省公共资源交易平台",
      text: `${notice("0103").text}来源：湖北省公共资源交易平台\n`,
    });
    expect(await ingestAnnouncements(ctx, [repost])).toMatchObject({ created: 0, duplicates: 1 });
    // The notice says where else it was published; a repost on its own site is not "elsewhere".
    const sameSite = notice("0103", { sourceUrl: "https://ggzy.example/yc/0103-again.html" });
    expect(await ingestAnnouncements(ctx, [sameSite])).toMatchObject({ created: 0, duplicates: 1 });
    const [candidates] = await database.db
      .select({ id: schema.tenderAnnouncements.id })
      .from(schema.tenderAnnouncements)
      .where(eq(schema.tenderAnnouncements.sourceUrl, notice("0103").sourceUrl));
    expect((await getAnnouncement(ctx, candidates.id)).alsoPublished).toEqual([
      { sourceSite: "湖北省公共资源交易平台", sourceUrl: "https://other.example/a/1.html", publishedOn: notice("0103").publishedOn },
    ]);
    // Two sites' copies arriving in one batch: one is stored, the other named beside it.
    const twin = (site: string, url: string) =>
      notice("0100", {
        sourceUrl: url,
        sourceSite: site,
        title: "点军区艾家镇农村公路安全防护工程施工招标公告",
        text: "招标人：宜昌市点军区交通运输局\n项目编号：DJ-2026-017\n投标截止时间：2026年04月02日09时30分\n",
      });
    const pair = await ingestAnnouncements(ctx, [
      twin("宜昌市公共资源交易中心", "https://ggzy.example/dj/1.html"),
      twin("中国招标投标公共服务平台", "https://cebpub.example/dj/1.html"),
    ]);
    expect(pair).toMatchObject({ created: 1, duplicates: 1 });
    const [first] = await database.db
      .select({ id: schema.tenderAnnouncements.id })
      .from(schema.tenderAnnouncements)
      .where(eq(schema.tenderAnnouncements.sourceUrl, "https://ggzy.example/dj/1.html"));
    expect((await getAnnouncement(ctx, first.id)).alsoPublished.map((o) => o.sourceSite)).toEqual(["中国招标投标公共服务平台"]);
    const bad = await ingestAnnouncements(ctx, [
      { sourceUrl: "ftp://x", title: "x", text: "y" },
      { sourceUrl: "https://x.example/1", title: " ", text: "y" },
      { sourceUrl: "https://x.example/2", title: "x", text: "y", publishedOn: "2026-02-30" },
    ]);
    expect(bad).toMatchObject({ created: 0, failed: 3 });
    expect(bad.errors.map((e) => e.message)).toEqual(["来源链接无效", "标题为空", "发布日期应为 YYYY-MM-DD"]);
    // PostgreSQL refuses a NUL character: that notice fails alone, its batch neighbour is stored.
    const mixed = await ingestAnnouncements(ctx, [
      { sourceUrl: "https://x.example/nul", title: "含空字符的公告", text: "正文\u0000结束" },
      notice("0100", {
        sourceUrl: "https://x.example/ok",
        title: "远安县嫘祖镇污水管网工程施工招标公告",
        text: "招标人：远安县嫘祖镇人民政府\n",
      }),
    ]);
    expect(mixed).toMatchObject({ created: 1, failed: 1 });
    expect(mixed.errors[0].sourceUrl).toBe("https://x.example/nul");
    const [df] = await rows<{ df: number }>(database.db, sql`SELECT df FROM tender_token_df WHERE token = '#docs'`);
    expect(df.df).toBe(8);
  });

  it("stores a notice at the time its collector gives, never later than now, and says when that time is not one", async () => {
    const at = (url: string) =>
      rows<{ t: string }>(
        database.db,
        sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS t FROM tender_announcements WHERE source_url = ${url}`,
      );
    const one = (url: string, title: string, buyer: string, storedAt: string) =>
      notice("0100", { sourceUrl: url, title, text: `招标人：${buyer}\n投标截止时间：2026年02月10日09时30分\n`, storedAt });
    const r = await ingestAnnouncements(ctx, [
      one("https://x.example/stored-1", "兴山县古夫镇平邑口大桥维修工程施工招标公告", "兴山县古夫镇人民政府", "2026-01-05T10:30:00+08:00"),
      one("https://x.example/stored-2", "秭归县茅坪镇滨江污水管网改造工程监理招标公告", "秭归县住房和城乡建设局", "2999-01-01T00:00:00Z"),
      one("https://x.example/stored-3", "长阳土家族自治县龙舟坪镇学校运动场改造工程设计招标公告", "长阳土家族自治县教育局", "昨天"),
    ]);
    expect(r).toMatchObject({ created: 2, failed: 1 });
    expect(r.errors.map((e) => e.message)).toEqual(["收录时间应为 ISO 8601 时间，如 2026-11-28T09:30:00+08:00"]);
    expect(await at("https://x.example/stored-1")).toEqual([{ t: "2026-01-05 02:30" }]);
    // A time in the future is taken as now: the notice is new today, not some day to come.
    const now = ctx.now().toISOString().slice(0, 16).replace("T", " ");
    expect((await at("https://x.example/stored-2"))[0].t <= now).toBe(true);
  });

  it("reads the next batch elsewhere while writing this one, a notice that cannot be read failing alone", async () => {
    const asked: number[] = [];
    const prepareBatch = async (list: TenderNotice[], today: string) => {
      asked.push(list.length);
      await new Promise((r) => setTimeout(r, 5));
      return prepareAll(list, today).map((o, k) => (list[k].sourceUrl.endsWith("/broken") ? { error: "读取失败" } : o));
    };
    const list = [
      ...[
        ["a", "远安县鸣凤镇污水管网改造工程", "远安县鸣凤镇人民政府", "投标截止时间：2026年03月02日09时30分\n最高投标限价：3,456,000.00元"],
        ["b", "当阳市玉阳街道老旧小区改造监理", "当阳市住房和城乡建设局", "项目编号：DYJL-2026-011\n监理服务期：12个月"],
        ["c", "枝江市百里洲镇农田灌溉泵站设备采购", "枝江市农业农村局", "采购预算：86万元\n交货期：合同签订后30日"],
      ].map(([k, title, buyer, extra]) =>
        notice("0100", { sourceUrl: `https://batch.example/${k}`, title: `${title}招标公告`, text: `招标人：${buyer}\n${extra}\n` }),
      ),
      notice("0100", { sourceUrl: "https://batch.example/broken", title: "无法读取的公告", text: "正文" }),
      { sourceUrl: "not-a-url", title: "x", text: "y" },
    ];
    const r = await ingestAnnouncements(ctx, list, { batchSize: 2, prepareBatch });
    expect(r).toMatchObject({ created: 3, failed: 2 });
    expect(r.errors.map((e) => [e.sourceUrl, e.message]).sort()).toEqual([
      ["https://batch.example/broken", "读取失败"],
      ["not-a-url", "来源链接无效"],
    ]);
    // Three batches of two (the invalid notice never reaches the reader).
    expect(asked).toEqual([2, 2, 0]);
  });

  it("serves the detail from the cache, and reads it afresh after each kind of change", async () => {
    const [row] = await database.db
      .select()
      .from(schema.tenderAnnouncements)
      .where(eq(schema.tenderAnnouncements.sourceUrl, notice("0105").sourceUrl));
    const anonymous: Ctx = { ...ctx, actor: { kind: "anonymous", ip: "1.2.3.4" } };
    const before = await getAnnouncement(anonymous, row.id);
    // A second read is the cache's: the database row changed behind its back is not seen...
    await database.db.update(schema.tenderAnnouncements).set({ title: "改过的标题" }).where(eq(schema.tenderAnnouncements.id, row.id));
    expect((await getAnnouncement(anonymous, row.id)).title).toBe(before.title);
    // ...until something that changes announcements says so: a staff correction (re-extraction),
    await correctTenderField(ctx, { id: row.id, field: "max_price_yuan", value: 11990000 });
    const corrected = await getAnnouncement(anonymous, row.id);
    expect(corrected.title).toBe("改过的标题");
    expect(corrected.fields.max_price_yuan).toMatchObject({ value: 11990000, corrected: true });
    // a newly stored notice of the same project (it joins the timeline at once),
    const stages = corrected.timeline.length;
    const clarified = notice("0105", {
      sourceUrl: "https://ggzy.example/yc/0105-2.html",
      title: "黄花隧道改扩建工程第二次澄清公告",
      text: `${notice("0105").text}\n补充说明：开标时间不变。`,
    });
    expect(await ingestAnnouncements(ctx, [clarified])).toMatchObject({ created: 1 });
    expect((await getAnnouncement(anonymous, row.id)).timeline).toHaveLength(stages + 1);
    // and a withdrawal.
    await withdrawTender({ ...ctx, actor: { kind: "system", job: "test" } }, { id: row.id });
    await expect(getAnnouncement(anonymous, row.id)).rejects.toMatchObject({ kind: "NotFound" });
    await restoreTender(ctx, { id: row.id });
    await database.db.update(schema.tenderAnnouncements).set({ title: before.title }).where(eq(schema.tenderAnnouncements.id, row.id));
    await reextractAnnouncements(ctx, [row.id]);
    expect((await getAnnouncement(anonymous, row.id)).title).toBe(before.title);
  });

  it("keeps staff corrections over re-extraction and re-ingestion", async () => {
    const [row] = await database.db
      .select()
      .from(schema.tenderAnnouncements)
      .where(eq(schema.tenderAnnouncements.sourceUrl, notice("0100").sourceUrl));
    await correctTenderField(ctx, { id: row.id, field: "max_price_yuan", value: 12000000 });
    await reextractAnnouncements(ctx, [row.id]);
    const changed = notice("0100", { text: `${notice("0100").text}联系人：王工\n` });
    expect(await ingestAnnouncements(ctx, [changed])).toMatchObject({ updated: 1 });
    const detail = await getAnnouncement(ctx, row.id);
    expect(detail.maxPriceYuan).toBe(12000000);
    expect(detail.fields.max_price_yuan).toMatchObject({ value: 12000000, corrected: true });
    expect(detail.fields.buyer.corrected).toBe(false);
    await expect(correctTenderField(ctx, { id: row.id, field: "text", value: "x" })).rejects.toBeInstanceOf(AppError);
    const anonymous: Ctx = { ...ctx, actor: { kind: "anonymous", ip: "1.2.3.4" } };
    await expect(ingestAnnouncements(anonymous, [notice("0100")])).rejects.toMatchObject({ kind: "Unauthenticated" });
  });
});
