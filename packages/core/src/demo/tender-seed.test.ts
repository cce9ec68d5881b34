import { ENGINEERING_STAGES } from "@portal/contract";
import { openTestDatabase } from "@portal/db/testing";
import { regionChildren } from "@portal/text";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rows } from "../sql";
import { prepareAll } from "../tender";
import { testCtx } from "../testing";
import { addDays, datesIn, shiftDates } from "./dates";
import { generateTenders } from "./tender-gen";
import { datedForToday, provinceTenders, realTenders, seedTenders } from "./tender-seed";

const weekday = (ymd: string) => new Date(Date.parse(ymd)).getUTCDay();
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

describe("demo dates", () => {
  it("move every full date of a text, as written, and leave years alone", () => {
    const text =
      "于2025年05月14日发布，2025年6月3日 09时00分开标\n2026\n年\n3\n月\n18\n日；2025-06-03 09:30，2025/6/3，2025.06.03；2025年度；2025年2月30日";
    expect(shiftDates(text, 28)).toBe(
      "于2025年06月11日发布，2025年7月1日 09时00分开标\n2026\n年\n4\n月\n15\n日；2025-07-01 09:30，2025/7/1，2025.07.01；2025年度；2025年2月30日",
    );
    expect(datesIn(text).map((d) => d.day)).toEqual(["2025-05-14", "2025-06-03", "2026-03-18", "2025-06-03", "2025-06-03", "2025-06-03"]);
  });
});

describe("demo tenders", () => {
  it("are deterministic, cover every mainland province and every stage, and never lie in the future", () => {
    const a = generateTenders(3000, "2026-03-15");
    expect(a).toEqual(generateTenders(3000, "2026-03-15"));
    expect(a).toHaveLength(3000);
    const provinces = new Set(a.map((n) => n.sourceUrl.split("/")[3]));
    expect(provinces.size).toBe(regionChildren().filter((p) => Number(p.code) < 710000).length);
    const stages = new Set(a.map((n) => n.sourceUrl.split("/")[5]));
    expect([...stages].sort()).toEqual(Object.keys(ENGINEERING_STAGES).sort());
    expect(a.every((n) => (n.publishedOn as string) <= "2026-03-15")).toBe(true);
    expect(new Set(a.map((n) => n.sourceUrl)).size).toBe(a.length);
  });

  it("have the amounts, phone numbers and dates of real notices", () => {
    const a = generateTenders(5000, "2026-03-15");
    // Published on working days; 21–28 days to the deadline (a week more when postponed, two for a prequalification).
    expect(a.every((n) => ![0, 6].includes(weekday(n.publishedOn as string)))).toBe(true);
    for (const n of a.filter((x) => x.title.endsWith("招标公告") && x.category === "ENGINEERING")) {
      const deadline = /投标截止时间：(\d{4})年(\d{2})月(\d{2})日/.exec(n.text) as RegExpExecArray;
      const day = `${deadline[1]}-${deadline[2]}-${deadline[3]}`;
      expect(daysBetween(n.publishedOn as string, day)).toBeGreaterThanOrEqual(21);
      expect(daysBetween(n.publishedOn as string, day)).toBeLessThanOrEqual(37);
      expect([0, 6]).not.toContain(weekday(day));
    }
    // 0XXX-XXXXXXX or 0XX-XXXXXXXX with a capital's area code, or a mobile number: never 041-6576079.
    const phones = a.flatMap((n) => [...n.text.matchAll(/(?:电话|联系方式|电 话)：(.+)/g)].map((m) => m[1]));
    expect(phones.length).toBeGreaterThan(5000);
    for (const p of phones) expect(p).toMatch(/^(0(10|2\d)-[2-8]\d{7}|0[3-9]\d\d-[2-8]\d{6,7}|1[3-9]\d{9})$/);
    // Amounts within what the real notices show for the kind of work: no 26 亿 design contract.
    const ceiling = (title: string) => (/监理/.test(title) ? 7.3e6 : /勘察设计|咨询/.test(title) ? 1.1e8 : 6e8);
    let design = 0;
    for (const n of a) {
      for (const m of n.text.matchAll(/(?:最高投标限价|中标价)(?:\(元\))?：([\d.]+)/g)) {
        expect(Number(m[1]), n.title).toBeLessThanOrEqual(ceiling(n.title));
        if (/勘察设计/.test(n.title)) design = Math.max(design, Number(m[1]));
      }
    }
    expect(design).toBeGreaterThan(0);
    // One procurement's notices agree: the result names the first candidate, at the price it bid.
    const project = (url: string) => url.split("/").pop()?.split("-")[0];
    const first = new Map(
      a
        .filter((n) => n.sourceUrl.endsWith("-0103.html"))
        .map((n) => [project(n.sourceUrl), /中标候选人名称 \| ([^|]+?) \|/.exec(n.text)?.[1]]),
    );
    const results = a.filter((n) => n.sourceUrl.endsWith("-0104.html") && first.has(project(n.sourceUrl)));
    expect(results.length).toBeGreaterThan(100);
    for (const n of results) expect(n.text).toContain(`中标人：${first.get(project(n.sourceUrl))}\n`);
  });

  it("include the real notices of all 31 provinces, each with the link of the file it was copied from", () => {
    const notices = provinceTenders();
    expect(notices).toHaveLength(274);
    expect(new Set(notices.map((n) => n.sourceUrl)).size).toBe(274);
    for (const n of notices) {
      expect(n.sourceUrl).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w.-]+\/blob\/HEAD\/.+#d-\d{3}$/);
      expect(n.sourceSite).toMatch(/（经 [\w-]+\/[\w.-]+ 收录）$/);
      expect(n.publishedOn).toMatch(/^20\d\d-\d\d-\d\d$/);
    }
    const d1 = notices.find((n) => n.sourceUrl.endsWith("#d-001"));
    expect(d1?.sourceUrl).toBe("https://github.com/beidouKen/ggzy-workspace/blob/HEAD/ggzy_bid_scout/data/raw/bid_data_batch_8.json#d-001");
    // A 中国政府采购网 page is dated by the date under its title.
    const ccgp = notices.find((n) => n.title.startsWith("浦东新区消防救援支队2026-2027年门卫岗位"));
    expect(ccgp).toMatchObject({ publishedOn: "2026-08-05", category: "GOVERNMENT_PURCHASE" });
  });

  it("date the real notices for the first start: the newest within the week, weekdays and the dates in the text moved alike", () => {
    const today = "2026-03-15";
    for (const before of [realTenders(), provinceTenders()]) {
      const after = datedForToday(before, today);
      const shifts = new Set(after.map((n, i) => daysBetween(before[i].publishedOn as string, n.publishedOn as string)));
      expect(shifts.size).toBe(1);
      const [shift] = shifts;
      expect(Math.abs(shift % 7)).toBe(0);
      const newest = after.map((n) => n.publishedOn as string).sort()[after.length - 1];
      expect(daysBetween(newest, today)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(newest, today)).toBeLessThan(7);
      for (const [i, n] of after.entries()) {
        expect(datesIn(n.text).map((d) => d.day)).toEqual(datesIn(before[i].text).map((d) => addDays(d.day, shift)));
      }
    }
    const d1 = datedForToday(provinceTenders(), today).find((n) => n.sourceUrl.endsWith("#d-001"));
    // Published 2026-03-16 with the deadline 2026-04-07 11:00: three weeks and a day later, still.
    const [y, m, d] = addDays(d1?.publishedOn as string, 22).split("-");
    expect(d1?.text).toContain(`${y}年${m}月${d}日 11:00`);
    expect(d1?.title).toContain("2026上海马拉松");
  });

  it("load the real notices and the generated ones, each once, with linked projects and source links", async () => {
    expect(realTenders()).toHaveLength(420);
    const database = await openTestDatabase("pglite");
    try {
      const ctx = testCtx(database);
      // Read as the first start's worker thread reads it: lexemes only, no word arrays.
      const r = await seedTenders(ctx, 2500, async (notices, today) => prepareAll(notices, today, { lexemes: true }));
      // One real notice is a repost of another (same text, "第2次公示").
      expect(r.created).toBe(420 + 274 + 2500 - 1);
      const [p] = await rows<{ linked: number }>(
        database.db,
        sql`SELECT count(*)::int AS linked FROM tender_projects WHERE announcement_count > 1`,
      );
      expect(p.linked).toBeGreaterThan(300);
      const [real] = await rows<{ n: number; provinces: number; newest: string }>(
        database.db,
        sql`SELECT count(*)::int AS n, count(DISTINCT province)::int AS provinces, max(published_on)::text AS newest
            FROM tender_announcements WHERE source_url LIKE 'https://github.com/%'`,
      );
      expect(real.n).toBe(274);
      expect(real.provinces).toBeGreaterThanOrEqual(25);
      // The clock reads 2026-03-15: the newest real notice is of the week before.
      expect(real.newest >= "2026-03-09" && real.newest <= "2026-03-15").toBe(true);
      const [idx] = await rows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'tender_announcements'`,
      );
      // The word frequencies, left out of the load, were counted once at its end: as the rows say.
      const [df] = await rows<{ docs: number; rows: number; word: number; matching: number }>(
        database.db,
        sql`SELECT (SELECT df FROM tender_token_df WHERE token = '#docs') AS docs,
                   (SELECT count(*)::int FROM tender_announcements WHERE state = 'published') AS rows,
                   (SELECT df FROM tender_token_df WHERE token = '监理') AS word,
                   (SELECT count(*)::int FROM tender_announcements WHERE tsv @@ '监理'::tsquery) AS matching`,
      );
      expect(df.docs).toBe(df.rows);
      expect(df.word).toBeGreaterThan(100);
      expect(df.word).toBe(df.matching);
      // Every index of the schema is back (the withdrawn-notices partial index is never dropped: it stays empty).
      expect(idx.n).toBe(17);
    } finally {
      await database.close();
    }
  }, 120_000);
});
