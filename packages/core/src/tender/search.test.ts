import type { Database } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { generateTenders, realTenders } from "../demo";
import { testClock, testCtx } from "../testing";
import { type FacetDim, tenderFacets } from "./facets";
import { ingestAnnouncements } from "./ingest";
import { rows } from "./link";
import { tenderRegionCounts } from "./regions";
import { searchTenders, type TenderHit, type TenderSearchInput } from "./search";

// Clock 2026-03-15 10:00 China time; generated notices count back from that day.
const clock = testClock(new Date("2026-03-15T02:00:00Z"));

describe.each(testDbKinds())("tender search on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  /** Every hit of a query, page after page through the cursor. */
  const all = async (input: TenderSearchInput, opts?: { forceSlice?: boolean }) => {
    const out: TenderHit[] = [];
    let after: string | undefined;
    for (let i = 0; i < 200; i++) {
      const r = await searchTenders(ctx, { ...input, size: 50, after }, opts);
      out.push(...r.records);
      if (!r.nextCursor) return out;
      after = r.nextCursor;
    }
    throw new Error("paging did not end");
  };
  /** What a plain substring scan finds: the ground truth for recall. */
  const containing = async (word: string) =>
    (
      await rows<{ id: number }>(
        database.db,
        sql`SELECT id FROM tender_announcements WHERE title LIKE ${`%${word}%`} OR text LIKE ${`%${word}%`}`,
      )
    )
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);

  /** Stores one new notice of today (its text opens with its title, as trading sites write them). */
  const storeOne = async (page: string, title: string, body: string) => {
    const r = await ingestAnnouncements(ctx, [
      { sourceUrl: `https://ggzy.example.cn/jyxx/${page}.html`, title, text: `${title}。${body}`, publishedOn: "2026-03-15" },
    ]);
    expect(r.created).toBe(1);
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database, clock);
    const r = await ingestAnnouncements(ctx, [...realTenders(), ...generateTenders(1200, "2026-03-15")]);
    expect(r.failed).toBe(0);
  }, 120_000);
  afterAll(() => database.close());

  it("finds every announcement containing a two-character word, newest first, across keyset pages", async () => {
    for (const word of ["隧道", "地铁", "监理", "水库"]) {
      const hits = await all({ keyword: word });
      const ids = hits.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(await containing(word));
      for (let i = 1; i < hits.length; i++) {
        const [a, b] = [hits[i - 1], hits[i]];
        expect(a.publishedOn > b.publishedOn || (a.publishedOn === b.publishedOn && a.id > b.id)).toBe(true);
      }
      // The GIN plan answers the same as the walk.
      expect((await all({ keyword: word }, { forceSlice: true })).map((h) => h.id)).toEqual(ids);
    }
  });

  it("answers zero-hit and rare words from the GIN side, with exact counts", async () => {
    const none = await searchTenders(ctx, { keyword: "量子纠缠" });
    expect(none).toMatchObject({ plan: "none", total: 0, totalExact: true, totalLabel: "0 条", records: [] });
    const rare = await searchTenders(ctx, { keyword: "养老" });
    expect(rare.plan).toBe("slice");
    expect(rare.totalExact).toBe(true);
    expect(rare.total).toBe((await containing("养老")).length);
    expect(rare.records.length).toBe(Math.min(20, rare.total));
  });

  it("highlights titles and pages by number and by cursor alike", async () => {
    const first = await searchTenders(ctx, { keyword: "隧道", size: 10 });
    expect(first.records.some((r) => r.titleHtml.includes("<em>隧道</em>"))).toBe(true);
    expect(first.totalLabel).toMatch(/条$/);
    const second = await searchTenders(ctx, { keyword: "隧道", size: 10, current: 2 });
    const next = await searchTenders(ctx, { keyword: "隧道", size: 10, after: first.nextCursor as string });
    expect(second.records.map((r) => r.id)).toEqual(next.records.map((r) => r.id));
  });

  it("applies every filter", async () => {
    const check = async (input: TenderSearchInput, ok: (h: TenderHit) => boolean) => {
      const hits = await all(input);
      expect(hits.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const h of hits) expect(ok(h), `${JSON.stringify(input)} ${h.title}`).toBe(true);
      return hits;
    };
    await check({ stage: "0104" }, (h) => h.stage === "0104");
    await check({ keyword: "工程", stage: "0103" }, (h) => h.stage === "0103");
    await check({ category: "GOVERNMENT_PURCHASE" }, (h) => h.category === "GOVERNMENT_PURCHASE");
    await check({ projectType: "TUNNEL" }, (h) => h.projectType === "TUNNEL");
    await check({ partyType: "JL", keyword: "工程" }, (h) => h.partyType === "JL" && h.title.includes("监理"));
    await check({ province: "420000" }, (h) => h.province === "420000");
    await check({ city: "420500", keyword: "中标" }, (h) => h.city === "420500");
    // A unit the province administers directly (仙桃) and a municipality's district stand in the city row.
    await storeOne("xiantao-1", "仙桃市城区排水管网改造工程施工招标公告", "招标人：仙桃市城市建设投资有限公司");
    await storeOne("chaoyang-1", "北京市朝阳区某学校修缮工程招标公告", "招标人：北京市朝阳区教育委员会");
    await check({ city: "429004" }, (h) => h.city === "429004" && h.title.includes("仙桃"));
    await check({ city: "110105" }, (h) => h.city === "110105");
    const regions = await tenderRegionCounts(ctx);
    for (const code of ["420000", "110000"]) {
      const p = regions.find((r) => r.code === code);
      const inCities = (p?.children ?? []).reduce((n, c) => n + c.count, 0);
      const unplaced = (await all({ province: code })).filter((h) => !h.city).length;
      expect(inCities + unplaced, code).toBe(p?.count);
    }
    expect(regions.find((r) => r.code === "420000")?.children.map((c) => c.name)).toContain("仙桃市");
    await check({ time: "ONEWEEK" }, (h) => h.publishedOn >= "2026-03-08" && h.publishedOn <= "2026-03-15");
    await check({ startDate: "2025-06-01", endDate: "2025-06-30", keyword: "公示" }, (h) => h.publishedOn.startsWith("2025-06"));
    await check({ minAmount: 10_000_000, maxAmount: 50_000_000 }, (h) => (h.amountYuan ?? 0) >= 1e7 && (h.amountYuan ?? 0) <= 5e7);
  });

  it("requires include words, drops exclude words and searches one field when scoped", async () => {
    const inc = await all({ keyword: "工程", include: ["隧道"] });
    expect(inc.length).toBe((await all({ keyword: "隧道 工程" })).length);
    const exc = await all({ keyword: "隧道", exclude: ["监理"] });
    expect(exc.length).toBeGreaterThan(0);
    const texts = await rows<{ id: number; t: string }>(database.db, sql`SELECT id, title || text AS t FROM tender_announcements`);
    const byId = new Map(texts.map((x) => [Number(x.id), x.t]));
    for (const h of exc) expect(byId.get(h.id)).not.toContain("监理");
    for (const h of await all({ keyword: "隧道", scope: "title" })) expect(h.title).toContain("隧道");
    for (const h of await all({ keyword: "交通运输局", scope: "buyer" })) expect(h.buyer).toContain("交通运输局");
    expect((await all({ keyword: "中铁", scope: "winner" })).length).toBeGreaterThan(0);
  });

  it("reads the search box's syntax: -exclusion, | and 或 as OR, quoted exact phrases", async () => {
    const texts = await rows<{ id: number; t: string }>(database.db, sql`SELECT id, title || ' ' || text AS t FROM tender_announcements`);
    const byId = new Map(texts.map((x) => [Number(x.id), x.t]));
    const withWord = await all({ keyword: "隧道" });
    const excluded = await all({ keyword: "隧道 -监理" });
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.length).toBeLessThan(withWord.length);
    for (const h of excluded) expect(byId.get(h.id)).not.toContain("监理");
    expect(excluded.length).toBe(withWord.filter((h) => !byId.get(h.id)?.includes("监理")).length);
    // Only an exclusion: every announcement but those with the word.
    const noSupervision = await searchTenders(ctx, { keyword: "-监理", province: "420000" });
    const province = await all({ province: "420000" });
    expect(noSupervision.total).toBe(province.filter((h) => !byId.get(h.id)?.includes("监理")).length);

    const either = (await all({ keyword: "隧道|水库" })).map((h) => h.id).sort((a, b) => a - b);
    const union = [...new Set([...(await containing("隧道")), ...(await containing("水库"))])].sort((a, b) => a - b);
    expect(either).toEqual(union);
    expect((await all({ keyword: "隧道 或 水库" }, { forceSlice: true })).map((h) => h.id).sort((a, b) => a - b)).toEqual(union);
    const orWithWord = await all({ keyword: "隧道|水库 监理" });
    for (const h of orWithWord) expect(byId.get(h.id)).toMatch(/(隧道|水库)[\s\S]*监理|监理[\s\S]*(隧道|水库)/);

    // Both words anywhere vs. the phrase itself.
    await storeOne("phrase-apart", "长岭县隧道口边坡绿化养护项目采购公告", "采购人：长岭县园林管理所。内容包括照明设施维护。");
    await storeOne("phrase-together", "长岭县老城隧道照明节能提升项目采购公告", "采购人：长岭县交通运输局。");
    const loose = await all({ keyword: "隧道 照明" });
    const exact = await all({ keyword: "“隧道照明”" });
    expect(loose.some((h) => h.title.includes("隧道口边坡"))).toBe(true);
    expect(exact.some((h) => h.title.includes("隧道照明节能"))).toBe(true);
    for (const h of exact) expect(byId.get(h.id) ?? h.title).toContain("隧道照明");
    expect(exact.some((h) => h.title.includes("隧道口边坡"))).toBe(false);
  });

  it("pages by number from a cursor: the list pages' pages 11 and beyond", async () => {
    const tenth = await searchTenders(ctx, { keyword: "工程", current: 10, size: 5 });
    const eleventh = await searchTenders(ctx, { keyword: "工程", current: 11 - 10, size: 5, after: tenth.nextCursor as string });
    const twelfth = await searchTenders(ctx, { keyword: "工程", current: 2, size: 5, after: tenth.nextCursor as string });
    const walked = await all({ keyword: "工程" });
    expect(eleventh.records.map((h) => h.id)).toEqual(walked.slice(50, 55).map((h) => h.id));
    expect(twelfth.records.map((h) => h.id)).toEqual(walked.slice(55, 60).map((h) => h.id));
  });

  it("counts facets and rejects bad input in Chinese", async () => {
    const r = await searchTenders(ctx, { keyword: "隧道", facets: true });
    const stages = Object.values(r.facets?.stage ?? {}).reduce((s, n) => s + n, 0);
    expect(stages).toBeGreaterThan(0);
    await expect(searchTenders(ctx, { keyword: "隧".repeat(101) })).rejects.toMatchObject({ userMessage: "关键词不能超过 100 个字" });
    await expect(searchTenders(ctx, { province: "湖北" })).rejects.toMatchObject({ kind: "Invalid" });
    await expect(searchTenders(ctx, { stage: "9999" })).rejects.toMatchObject({ kind: "Invalid" });
    await expect(searchTenders(ctx, { after: "x" })).rejects.toMatchObject({ kind: "Invalid" });
    // Trimmed to the 100 characters it has: a long sentence is one term of many words.
    expect((await searchTenders(ctx, { keyword: `  ${"隧道".repeat(50)}  ` })).plan).not.toBe("none");
    await expect(searchTenders(ctx, { keyword: "一 二 三 四 五 六 七 八 九 十 十一" })).rejects.toMatchObject({ kind: "Invalid" });
  });

  it("keeps a query's facet counts for a minute while its pages stay fresh", async () => {
    const query = { keyword: "隧道", facets: true };
    const before = await searchTenders(ctx, query);
    const sum = (r: typeof before) => Object.values(r.facets?.stage ?? {}).reduce((s, n) => s + n, 0);
    await storeOne(
      "facet-minute",
      "某某市城北隧道改造工程施工招标公告",
      "招标人：某某市城市建设投资有限公司。本工程最高投标限价为 1,200 万元。",
    );
    const fresh = await searchTenders(ctx, query);
    expect(fresh.records[0].title).toContain("城北隧道");
    expect(fresh.facets).toEqual(before.facets);
    clock.advance(61_000);
    const later = await searchTenders(ctx, query);
    expect(sum(later)).toBe(sum(before) + 1);
  });

  it("lets list pages reuse a search for a few seconds, until announcements are stored", async () => {
    const query = { keyword: "隧道", facets: true };
    const reuse = { reuseMs: 20_000 };
    const first = await searchTenders(ctx, query, reuse);
    const top = first.records[0];
    // A change made behind the service's back (no cache dropped) shows only in fresh searches.
    await database.db.execute(sql`UPDATE tender_announcements SET title = ${`${top.title}（更正）`} WHERE id = ${top.id}`);
    expect((await searchTenders(ctx, query, reuse)).records[0].title).toBe(top.title);
    expect((await searchTenders(ctx, query)).records[0].title).toBe(`${top.title}（更正）`);
    clock.advance(20_001);
    expect((await searchTenders(ctx, query, reuse)).records[0].title).toBe(`${top.title}（更正）`);
    // Storing an announcement drops the reused searches at once.
    await storeOne("reuse", "某某市城南隧道照明改造工程施工招标公告", "招标人：某某市城市建设投资有限公司。");
    expect((await searchTenders(ctx, query, reuse)).records[0].title).toBe("某某市城南隧道照明改造工程施工招标公告");
  });

  it("finds a word first stored a moment ago: storing drops the cached word frequencies", async () => {
    const query = { keyword: "滑雪场" };
    expect((await searchTenders(ctx, query)).total).toBe(0);
    await storeOne("new-word", "某某县高山滑雪场索道改造工程施工招标公告", "招标人：某某县文化旅游投资有限公司。");
    const found = await searchTenders(ctx, query);
    expect(found.records.map((h) => h.title)).toEqual(["某某县高山滑雪场索道改造工程施工招标公告"]);
    expect(found.total).toBe(1);
  });

  // Issue 32: facet counts true for the query (facets.ts). Earlier tests stored notices: a minute
  // passes first so no count cached before them answers.
  describe("facet counts", () => {
    const DIMS: FacetDim[] = ["category", "province", "city", "stage", "projectType"];
    const listed = async (input: TenderSearchInput) => (await all(input)).length;
    /** A value applied the way the page's link applies it (a new province drops the city). */
    const apply = (input: TenderSearchInput, dim: FacetDim, value: string): TenderSearchInput =>
      dim === "province" ? { ...input, province: value, city: undefined } : { ...input, [dim]: value };
    beforeAll(() => clock.advance(61_000));

    it.each<[string, TenderSearchInput]>([
      ["a word", { keyword: "隧道" }],
      ["a word and a province", { keyword: "工程", province: "420000" }],
      ["words, a stage and a project type", { keyword: "工程 施工", stage: "0100", projectType: "ROAD" }],
      // A short time range is counted through its month tokens in GIN.
      ["a word in the last three months", { keyword: "工程", time: "THREEMONTH" }],
    ])("each count of %s is the total of the list with that value chosen", async (_name, input) => {
      const f = await tenderFacets(ctx, input);
      expect(f.atLeast).toEqual([]);
      expect(f.totalExact).toBe(true);
      expect(f.total).toBe(await listed(input));
      expect(f.total).toBeGreaterThan(0);
      // The page's total is the facets' (an estimate of the search would not do).
      const page = await searchTenders(ctx, { ...input, facets: true });
      expect(page).toMatchObject({ total: f.total, totalExact: true });
      let checked = 0;
      for (const dim of DIMS) {
        for (const [value, n] of Object.entries(f[dim])) {
          const chosen = apply(input, dim, value);
          expect(n, `${dim}=${value}`).toBe(await listed(chosen));
          // What the page says after the click.
          expect((await searchTenders(ctx, { ...chosen, facets: true })).total, `${dim}=${value}`).toBe(n);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(5);
      // A dimension in force is counted without its own filter: its other values are there too.
      if (input.province) expect(Object.keys(f.province).length).toBeGreaterThan(1);
      if (input.stage) expect(Object.keys(f.stage).length).toBeGreaterThan(1);
      // Cities are counted once a province is chosen.
      expect(Object.keys(f.city).length > 0).toBe(!!input.province);
    });

    it("counts the unfiltered list from the stored frequencies, exactly", async () => {
      const f = await tenderFacets(ctx, {});
      expect(f.totalExact).toBe(true);
      expect(f.total).toBe(await listed({}));
      for (const [value, n] of Object.entries(f.stage)) expect(n, value).toBe(await listed({ stage: value }));
      for (const [value, n] of Object.entries(f.province)) expect(n, value).toBe(await listed({ province: value }));
    });

    // Two common words over the cap take their sample from the newest months through GIN.
    it.each<[string, TenderSearchInput, number]>([
      ["a word and a province", { keyword: "工程", province: "420000" }, 50],
      ["two common words", { keyword: "工程 项目" }, 20],
    ])("over the cap, counts of %s are lower bounds marked as such and never above the total", async (_name, input, cap) => {
      const f = await tenderFacets(ctx, input, "published", cap);
      expect(f.totalExact).toBe(false);
      expect(f.total).toBe(Math.min(cap, 500));
      expect(new Set(f.atLeast)).toEqual(new Set(DIMS.filter((d) => d !== "city" || input.province)));
      const exact = await tenderFacets(ctx, input);
      for (const dim of DIMS)
        for (const [value, n] of Object.entries(f[dim])) {
          expect(n, `${dim}=${value}`).toBeLessThanOrEqual(exact[dim][value]);
          expect(n).toBeLessThanOrEqual(f.total);
        }
    });

    it("a word no announcement has counts nothing", async () => {
      const f = await tenderFacets(ctx, { keyword: "量子纠缠", stage: "0100" });
      expect(f).toMatchObject({ total: 0, totalExact: true, atLeast: [], province: {} });
      expect(f.stage).toEqual({});
    });
  });
});
