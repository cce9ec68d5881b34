import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testCtx } from "../testing";
import { getAnnouncement } from "./detail";
import { ingestAnnouncements, type TenderNotice } from "./ingest";
import { tenderStatistics } from "./statistics";

/**
 * 下浮率 on a handful of notices (issue 33): a ceiling stated by the result itself, one stated only
 * by the project's 招标公告, a budget in place of a ceiling, and two outliers (above the ceiling,
 * and a lot's award against the whole project's ceiling), plus a result with no ceiling at all.
 */
const at = (place: string) => `建设地点：${place}\n`;
const tender = (code: string, title: string, place: string, ceiling: string, day: string): TenderNotice => ({
  sourceUrl: `https://ggzy.example/discount/${code}-0100.html`,
  title: `${title}招标公告`,
  publishedOn: day,
  text: `一、项目概况\n项目编号：${code}\n${at(place)}最高投标限价：${ceiling}元\n投标截止时间：2026年01月26日09时30分\n招标人：${place.slice(0, 3)}交通运输局\n`,
});
const result = (code: string, title: string, place: string, lines: string, day: string): TenderNotice => ({
  sourceUrl: `https://ggzy.example/discount/${code}-0104.html`,
  title: `${title}中标结果公告`,
  publishedOn: day,
  text: `项目编号：${code}\n${at(place)}招标人：${place.slice(0, 3)}交通运输局\n${lines}中标人：中铁十一局集团有限公司\n`,
});

const NOTICES: TenderNotice[] = [
  // A: the ceiling is on the 招标公告 only → 1 − 9,200,000 / 10,000,000 = 8 %.
  tender("DSC-A", "宜昌市夷陵区黄花隧道改扩建工程施工", "湖北省宜昌市夷陵区", "10,000,000.00", "2026-01-05"),
  result("DSC-A", "宜昌市夷陵区黄花隧道改扩建工程施工", "湖北省宜昌市夷陵区", "中标价：9200000.00元\n", "2026-02-12"),
  // B: the result states its own ceiling → 10 %.
  result(
    "DSC-B",
    "宜昌市点军区农村公路提档升级工程",
    "湖北省宜昌市点军区",
    "最高投标限价：5000000.00元\n中标价：4500000.00元\n",
    "2026-02-20",
  ),
  // C: only a budget → 15 %.
  result(
    "DSC-C",
    "长沙市岳麓区第二中学教学楼改造工程",
    "湖南省长沙市岳麓区",
    "预算金额：2000000.00元\n中标价：1700000.00元\n",
    "2026-01-20",
  ),
  // D: one lot of a large project against the project's ceiling → 75 %, an outlier.
  tender("DSC-D", "宜昌市伍家岗区城区公路改造工程", "湖北省宜昌市伍家岗区", "8,000,000.00", "2026-01-06"),
  result("DSC-D", "宜昌市伍家岗区城区公路改造工程", "湖北省宜昌市伍家岗区", "中标价：2000000.00元\n", "2026-02-25"),
  // E: the winner bid above the ceiling → −10 %, an outlier.
  result("DSC-E", "长沙市望城区县道公路大修工程", "湖南省长沙市望城区", "最高投标限价：1000000.00元\n中标价：1100000.00元\n", "2026-02-26"),
  // F: no ceiling anywhere: no figure.
  result("DSC-F", "长沙市开福区公路养护工程", "湖南省长沙市开福区", "中标价：3000000.00元\n", "2026-02-27"),
];

describe.each(testDbKinds())("下浮率 on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database);
    const r = await ingestAnnouncements(ctx, NOTICES);
    expect(r).toMatchObject({ created: NOTICES.length, failed: 0 });
    const all = await database.db
      .select({ id: schema.tenderAnnouncements.id, url: schema.tenderAnnouncements.sourceUrl, stage: schema.tenderAnnouncements.stage })
      .from(schema.tenderAnnouncements);
    for (const a of all) ids.set(/discount\/(.+)\.html$/.exec(a.url)?.[1] ?? "", a.id);
  });
  afterAll(() => database.close());

  it("is computed for a result against its own ceiling, the project's, or a budget, and says which", async () => {
    const a = await getAnnouncement(ctx, ids.get("DSC-A-0104") as number);
    expect(a.discount).toEqual({
      value: 0.08,
      winYuan: 9_200_000,
      ceilingYuan: 10_000_000,
      basis: "project_max_price",
      ceilingId: ids.get("DSC-A-0100"),
      outlier: false,
    });
    expect((await getAnnouncement(ctx, ids.get("DSC-B-0104") as number)).discount).toMatchObject({
      value: 0.1,
      basis: "max_price",
      outlier: false,
    });
    expect((await getAnnouncement(ctx, ids.get("DSC-C-0104") as number)).discount).toMatchObject({ value: 0.15, basis: "budget" });
    expect((await getAnnouncement(ctx, ids.get("DSC-D-0104") as number)).discount).toMatchObject({ value: 0.75, outlier: true });
    expect((await getAnnouncement(ctx, ids.get("DSC-E-0104") as number)).discount).toMatchObject({ value: -0.1, outlier: true });
    expect((await getAnnouncement(ctx, ids.get("DSC-F-0104") as number)).discount).toBeNull();
    // Not a result: no discount even though it states a ceiling.
    expect((await getAnnouncement(ctx, ids.get("DSC-A-0100") as number)).discount).toBeNull();
  });

  it("gives quartiles by region, project type, buyer and month, with the outliers counted apart", async () => {
    const { discount: d } = await tenderStatistics(ctx);
    // In range: 8 %, 10 %, 15 % (linear interpolation, as percentile_cont does).
    expect(d.overall).toEqual({ key: "", label: "全国", samples: 3, q1: 0.09, median: 0.1, q3: 0.125, outliers: 2 });
    expect(d.byProvince).toEqual([
      { key: "420000", label: "湖北省", samples: 2, q1: 0.085, median: 0.09, q3: 0.095, outliers: 1 },
      { key: "430000", label: "湖南省", samples: 1, q1: 0.15, median: 0.15, q3: 0.15, outliers: 1 },
    ]);
    const types = Object.fromEntries(d.byProjectType.map((g) => [g.key, [g.samples, g.median, g.outliers]]));
    expect(types).toEqual({ TUNNEL: [1, 0.08, 0], ROAD: [1, 0.1, 2], BUILDING: [1, 0.15, 0] });
    expect(d.byProjectType.find((g) => g.key === "ROAD")?.label).toBe("公路");
    expect(d.byMonth.map((m) => [m.key, m.samples, m.outliers])).toEqual([
      ["2026-01", 1, 0],
      ["2026-02", 2, 2],
    ]);
    expect(d.byBuyer.reduce((n, b) => n + b.samples + b.outliers, 0)).toBe(5);
    expect(d.byBuyer.find((b) => b.label === "湖南省交通运输局")).toMatchObject({ samples: 1, outliers: 1, median: 0.15 });
    expect(d.outlierNotices.map((o) => [o.id, o.discount])).toEqual([
      [ids.get("DSC-E-0104"), -0.1],
      [ids.get("DSC-D-0104"), 0.75],
    ]);
    expect(d.outlierNotices[0].title).toBe("长沙市望城区县道公路大修工程中标结果公告");
  });
});
