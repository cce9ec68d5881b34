// 采购意向公开 (issue 33, item 5): a stage of its own, joined by the call for bids of the same project
// when the call arrives with a project code the intention never had.
import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testCtx } from "../testing";
import { getAnnouncement } from "./detail";
import { ingestAnnouncements, type TenderNotice } from "./ingest";

const BUYER = "池州市科学技术馆";
const ITEM = "池州市科技馆部分展区布展项目";
const intention: TenderNotice = {
  title: `${BUYER}2026年3月至4月政府采购意向`,
  publishedOn: "2026-03-02",
  sourceUrl: "https://ggzy.example/cz/intent.html",
  sourceSite: "安徽省政府采购网",
  text: `现将${BUYER}2026年3月至4月采购意向公开如下：
序号\n采购项目名称\n采购需求概况\n预算金额（万元）\n预计采购时间\n备注
1\n${ITEM}\n科技馆部分展区布展改造面积953平方米。\n712\n2026年04月\n非专门面向中小企业采购项目
本次公开的采购意向是本单位政府采购工作的初步安排，具体采购项目情况以相关采购公告和采购文件为准。`,
};
const call = (code: string, title = `${ITEM}公开招标公告`): TenderNotice => ({
  title,
  publishedOn: "2026-04-08",
  sourceUrl: `https://ggzy.example/cz/${code}.html`,
  sourceSite: "安徽省政府采购网",
  text: `项目编号：${code}\n项目名称：${ITEM}\n采购人：${BUYER}\n预算金额：712万元\n投标截止时间：2026年04月29日09时30分\n`,
});

describe.each(testDbKinds())("采购意向 on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database);
  });
  afterAll(() => database.close());

  const stored = async (url: string) => {
    const a = schema.tenderAnnouncements;
    const [row] = await database.db.select().from(a).where(eq(a.sourceUrl, url));
    return row as typeof a.$inferSelect;
  };

  it("stores the intention as stage 0107 with its item, budget and month", async () => {
    await ingestAnnouncements(ctx, [intention]);
    const row = await stored(intention.sourceUrl);
    expect(row).toMatchObject({ stage: "0107", budgetYuan: 7_120_000, projectCode: null });
    expect(row.fields.expected_month?.value).toBe("2026-04");
    expect(row.fields.project_name?.value).toBe(ITEM);
  });

  it("is joined by the later call of the same item and buyer, which brings its code to the project", async () => {
    await ingestAnnouncements(ctx, [call("CZKJG-2026-018")]);
    const first = await stored(intention.sourceUrl);
    const later = await stored(call("CZKJG-2026-018").sourceUrl);
    expect(later.projectId).toBe(first.projectId);
    const [project] = await database.db
      .select()
      .from(schema.tenderProjects)
      .where(eq(schema.tenderProjects.id, first.projectId as number));
    expect(project).toMatchObject({ projectCode: "CZKJG-2026-018", linkKey: "code:CZKJG-2026-018" });
    const detail = await getAnnouncement(ctx, first.id);
    expect(detail.timeline.map((t) => t.stage)).toEqual(["0107", "0100"]);
  });

  it("links an intention loaded in the same batch as its call", async () => {
    const item = "池州市科技馆数字展厅改造项目";
    const both = [
      {
        title: `${BUYER}2026年5月至6月政府采购意向`,
        publishedOn: "2026-04-20",
        sourceUrl: "https://ggzy.example/cz/intent-2.html",
        sourceSite: "安徽省政府采购网",
        text: intention.text
          .replace(ITEM, item)
          .replaceAll("3月至4月", "5月至6月")
          .replace("712", "95")
          .replace("2026年04月", "2026年06月"),
      },
      { ...call("CZKJG-2026-031", `${item}公开招标公告`), text: call("CZKJG-2026-031").text.replace(ITEM, item) },
    ];
    await ingestAnnouncements(ctx, both);
    const [a, b] = await Promise.all(both.map((n) => stored(n.sourceUrl)));
    expect(a?.stage).toBe("0107");
    expect(b?.projectId).toBe(a?.projectId);
  });

  it("keeps two intentions of one buyer and period apart when their items differ (no near-duplicate)", async () => {
    const other = {
      ...intention,
      sourceUrl: "https://ggzy.example/cz/intent-3.html",
      text: intention.text.replace(ITEM, "池州市科技馆安防监控系统升级项目"),
    };
    const r = await ingestAnnouncements(ctx, [other]);
    expect(r).toMatchObject({ created: 1, duplicates: 0 });
  });

  it("does not join a call of another buyer, or a second code once the project has one", async () => {
    await ingestAnnouncements(ctx, [
      { ...call("OTHER-1"), text: call("OTHER-1").text.replace(BUYER, "池州市图书馆"), sourceUrl: "https://ggzy.example/cz/other.html" },
      call("CZKJG-2026-099"),
    ]);
    const first = await stored(intention.sourceUrl);
    expect((await stored("https://ggzy.example/cz/other.html")).projectId).not.toBe(first.projectId);
    expect((await stored(call("CZKJG-2026-099").sourceUrl)).projectId).not.toBe(first.projectId);
  });
});
