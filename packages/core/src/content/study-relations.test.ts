import type { Database } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testClock, testCtx } from "../testing";
import { docListPaged, getStudyDoc } from "./study-read";
import { codeFamily, standardKind, standardRelations } from "./study-relations";
import { createStudyCat, createStudyDoc } from "./study-write";

/** The standard list's status filter and what a standard's detail page links to. */
describe.each(testDbKinds())("standard status filter and relations on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  // 2026-03-15 in China.
  const clock = testClock();
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database, clock);
    const fire = (await createStudyCat(ctx, { type: "NORMAL", name: "防火" })).id;
    const design = (await createStudyCat(ctx, { type: "NORMAL", name: "建筑设计" })).id;
    const std = (code: string, title: string, catId: number, extra: Record<string, string> = {}) =>
      createStudyDoc(ctx, { type: "NORMAL", code, title, catId, state: "PUBLISHED", ...extra }).then((r) => {
        ids[code] = r.id;
      });
    await std("GB 50016-2014", "建筑设计防火规范", fire, { status: "现行", effectiveDate: "2015-05-01" });
    await std("GB 55037-2022", "建筑防火通用规范", fire, { status: "现行" });
    await std("GB 50222-2017", "建筑内部装修设计防火规范", fire, { status: "现行" });
    await std("JGJ 450-2018", "老年人照料设施建筑设计标准", design, { status: "现行" });
    await std("JGJ 122-99", "老年人建筑设计规范", design, { status: "废止", replacedBy: "JGJ 450-2018" });
    await std("JGJ 39-2016", "托儿所、幼儿园建筑设计规范", design, { status: "现行" });
    // Stored as 现行 but in force only from next year: shown (and filtered) as 即将实施.
    await std("GB 55099-2026", "示例防火通用规范", fire, { status: "现行", effectiveDate: "2027-01-01" });
    await std("CJJ 1-2008", "城镇道路工程施工与质量验收规范", design);
    await createStudyDoc(ctx, {
      type: "POLICY",
      title: "建设工程消防设计审查验收管理暂行规定",
      memo: "规定特殊建设工程的消防设计审查与消防验收，审查依据包括建筑防火等国家工程建设消防技术标准。",
      state: "PUBLISHED",
    });
    await createStudyDoc(ctx, { type: "POLICY", title: "保障农民工工资支付条例", memo: "工资专用账户与实名制管理。", state: "PUBLISHED" });
  });
  afterAll(() => database.close());

  const codes = (r: { records: { code: string | null }[] }) => r.records.map((x) => x.code).sort();

  it("filters by the status the page shows: a future effective date is 即将实施, not 现行", async () => {
    const upcoming = await docListPaged(ctx, { type: "NORMAL", status: "即将实施" });
    expect(codes(upcoming)).toEqual(["GB 55099-2026"]);
    expect(upcoming.records[0].status).toBe("即将实施");
    const current = await docListPaged(ctx, { type: "NORMAL", status: "现行" });
    expect(codes(current)).toEqual(["GB 50016-2014", "GB 50222-2017", "GB 55037-2022", "JGJ 39-2016", "JGJ 450-2018"]);
    expect(codes(await docListPaged(ctx, { type: "NORMAL", status: "废止" }))).toEqual(["JGJ 122-99"]);
    // Once the day comes, it is 现行.
    clock.advance(300 * 86400_000);
    const later = await docListPaged(ctx, { type: "NORMAL", status: "现行", size: 50 });
    expect(codes(later)).toContain("GB 55099-2026");
    clock.advance(-300 * 86400_000);
  });

  it("links a standard both ways to its replacement, and finds related standards and policies", async () => {
    const old = await getStudyDoc(ctx, ids["JGJ 122-99"]);
    const oldRel = await standardRelations(ctx, old);
    expect(oldRel.replacedBy).toMatchObject({ code: "JGJ 450-2018", path: `/standard/detail/${ids["JGJ 450-2018"]}` });
    expect(oldRel.kind).toBe("行业标准");
    const neu = await standardRelations(ctx, await getStudyDoc(ctx, ids["JGJ 450-2018"]));
    expect(neu.replaces).toEqual([expect.objectContaining({ code: "JGJ 122-99", status: "废止" })]);
    expect(neu.replacedBy).toBeNull();
    // Same family and category first; the replaced one is not repeated among related.
    expect(neu.related.map((r) => r.code)).toEqual(["JGJ 39-2016", "CJJ 1-2008"]);

    const fire = await standardRelations(ctx, await getStudyDoc(ctx, ids["GB 50016-2014"]));
    expect(fire.related.map((r) => r.code)).toEqual(["GB 50222-2017", "GB 55037-2022", "GB 55099-2026"]);
    expect(fire.policies.map((p) => p.title)).toEqual(["建设工程消防设计审查验收管理暂行规定"]);
    expect(fire.replaces).toEqual([]);
  });

  it("reads family and kind off the code", () => {
    expect(codeFamily("GB/T 50378-2019")).toEqual(["GB 50%", "GB/T 50%"]);
    expect(codeFamily("JGJ/T 67-2019")).toEqual(["JGJ %", "JGJ/T %"]);
    expect(codeFamily(null)).toEqual([]);
    expect(standardKind("GB/T 50378-2019")).toBe("推荐性国家标准");
    expect(standardKind("GB 50016-2014")).toBe("国家标准");
    expect(standardKind("JGJ/T 67-2019")).toBe("推荐性行业标准");
    expect(standardKind("建标 143-2010")).toBe("建设标准");
    expect(standardKind("Q/ABC 1")).toBeNull();
  });
});
