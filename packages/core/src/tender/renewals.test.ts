import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testCtx } from "../testing";
import { ingestAnnouncements, type TenderNotice } from "./ingest";
import { upcomingRenewals } from "./renewals";
import { servicePeriod } from "./service-period";

const result = (k: string, title: string, publishedOn: string, term: string, place = "宜昌市"): TenderNotice => ({
  sourceUrl: `https://ggzy.example/renew/${k}.html`,
  title,
  publishedOn,
  text: `项目编号：FW-2025-${k}\n采购人：${place}${k}中心\n中标供应商：湖北${k}物业管理有限公司\n中标金额：86万元\n${term}\n项目地点：湖北省${place}\n`,
});

describe("service terms", () => {
  it("reads a service contract's term in months, and no term for construction", () => {
    const t = "某大学物业管理服务采购项目中标公告";
    expect(servicePeriod(t, "服务期限：12个月")?.value).toBe(12);
    expect(servicePeriod(t, "服务期：两年")?.value).toBe(24);
    expect(servicePeriod(t, "合同期限：365日历天")?.value).toBe(12);
    expect(servicePeriod(t, "服务期限：2025年03月15日-2026年03月14日")?.value).toBe(12);
    expect(servicePeriod(t, "合同履行期限（服务期）：自合同签订之日起18个月")?.value).toBe(18);
    expect(servicePeriod(t, "服务期限：详见招标文件")).toBeUndefined();
    expect(servicePeriod("某道路施工中标结果公告", "工期：12个月")).toBeUndefined();
  });
});

describe.each(testDbKinds())("即将到期 on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database, { now: () => new Date("2026-03-15T02:00:00Z"), advance() {} });
    await ingestAnnouncements(ctx, [
      // Awarded 2025-05-10 for twelve months: ends 2026-05-10, within three months.
      result("a", "宜昌市第一中学物业管理服务项目中标结果公告", "2025-05-10", "服务期限：12个月"),
      // Ends 2026-08-01: within six months, not three.
      result("b", "宜昌市中心医院保洁服务采购中标结果公告", "2025-08-01", "服务期：一年"),
      // Ended already.
      result("c", "宜昌市图书馆安保服务中标结果公告", "2024-12-01", "服务期限：12个月"),
      // A construction result names a period but is no service contract.
      result("d", "宜昌市某道路施工中标结果公告", "2025-05-01", "工期：12个月"),
      // Another province: ends 2026-04-20.
      result("e", "长沙市某小区物业服务中标结果公告", "2025-04-20", "服务期限：12个月", "长沙市"),
    ]);
  }, 60_000);
  afterAll(() => database.close());

  it("lists the terms ending in the window, soonest first, by province", async () => {
    const three = await upcomingRenewals(ctx, { within: 3 });
    expect(three.records.map((r) => [r.title.slice(0, 6), r.endsOn, r.months])).toEqual([
      ["长沙市某小区", "2026-04-20", 12],
      ["宜昌市第一中", "2026-05-10", 12],
    ]);
    expect(three.records[1]).toMatchObject({ awardedOn: "2025-05-10", winner: "湖北a物业管理有限公司", regionName: "湖北省宜昌市" });
    expect((await upcomingRenewals(ctx, { within: 6 })).total).toBe(3);
    expect((await upcomingRenewals(ctx, { within: 6, province: "420000" })).records.map((r) => r.endsOn)).toEqual([
      "2026-05-10",
      "2026-08-01",
    ]);
    await expect(upcomingRenewals(ctx, { within: 5 })).rejects.toMatchObject({
      kind: "Invalid",
      userMessage: "到期时间范围应为 3、6 或 12 个月",
    });
  });

  it("takes a staff correction of the term over the extracted one", async () => {
    const a = schema.tenderAnnouncements;
    await database.db
      .update(a)
      .set({ corrections: sql`jsonb_build_object('service_months', jsonb_build_object('value', 24))` })
      .where(eq(a.sourceUrl, "https://ggzy.example/renew/a.html"));
    await ctx.cache.invalidate("tender");
    const three = await upcomingRenewals(ctx, { within: 3 });
    expect(three.records.map((r) => r.title.slice(0, 6))).toEqual(["长沙市某小区"]);
  });
});
