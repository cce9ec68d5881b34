// 即将到期 as a subscription (issue 33, item 5): results whose service term comes within the chosen
// months are listed, counted and pushed once, through the channels every subscription has.
import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { ingestAnnouncements, type TenderNotice } from "../tender";
import { testClock, testCtx } from "../testing";
import { runMatching, runRenewalMatching } from "./match";
import { messagesPaged } from "./messages";
import { countMatching, createSubscription, subscriptionTendersPaged, updateSubscription } from "./subscriptions";

const result = (k: string, title: string, publishedOn: string, term: string, place = "宜昌市"): TenderNotice => ({
  sourceUrl: `https://ggzy.example/renew-sub/${k}.html`,
  title,
  publishedOn,
  text: `项目编号：FW-2025-${k}\n采购人：${place}${k}中心\n中标供应商：湖北${k}物业管理有限公司\n中标金额：86万元\n${term}\n项目地点：湖北省${place}\n`,
});

describe.each(testDbKinds())("即将到期 subscriptions on %s", (kind) => {
  let database: Database;
  let system: Ctx;
  let user: Ctx;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    system = testCtx(database, testClock(new Date("2026-03-15T02:00:00Z")));
    const [u] = await database.db.insert(schema.users).values({ phone: "13711113333" }).returning({ id: schema.users.id });
    user = { ...system, actor: { kind: "user", userId: u.id, sessionId: "s", roles: [], ip: "127.0.0.1" } };
    await ingestAnnouncements(system, [
      // Ends 2026-05-10: within three months.
      result("a", "宜昌市第一中学物业管理服务项目中标结果公告", "2025-05-10", "服务期限：12个月"),
      // Ends 2026-08-01: within six months, not three.
      result("b", "宜昌市中心医院保洁服务采购中标结果公告", "2025-08-01", "服务期：一年"),
      // Another province, within three months: outside the subscription's region.
      result("e", "长沙市某小区物业服务中标结果公告", "2025-04-20", "服务期限：12个月", "长沙市"),
    ]);
    await runMatching(system);
  }, 60_000);
  afterAll(() => database.close());

  it("refuses a window other than 3, 6 or 12 months, in Chinese", async () => {
    await expect(createSubscription(user, { name: "到期", regions: ["420000"], renewals: 5 })).rejects.toMatchObject({
      userMessage: "到期提醒的时间范围应为 3、6 或 12 个月",
    });
  });

  it("lists and counts the results coming due in its region, and pushes each once", async () => {
    const sub = await createSubscription(user, { name: "湖北即将到期", regions: ["420000"], renewals: 3, stages: ["0100"] });
    expect(sub.criteria).toMatchObject({ renewals: 3, stages: [] });
    expect((await countMatching(user, sub.criteria)).count).toBe(1);
    const listed = await subscriptionTendersPaged(user, { id: sub.id });
    expect(listed.records.map((r) => r.title)).toEqual(["宜昌市第一中学物业管理服务项目中标结果公告"]);

    expect(await runRenewalMatching(system)).toEqual({ matches: 1 });
    expect(await runRenewalMatching(system)).toEqual({ matches: 0 });
    const inbox = await messagesPaged(user, {});
    expect(inbox.records.map((m) => m.title)).toEqual(["订阅“湖北即将到期”有 1 个合同即将到期"]);

    // Six months reach the second result; only it is new.
    await updateSubscription(user, sub.id, { renewals: 6 });
    expect(await runRenewalMatching(system)).toEqual({ matches: 1 });
  });

  it("is not told of new notices, which are another subscription's business", async () => {
    await ingestAnnouncements(system, [
      {
        sourceUrl: "https://ggzy.example/renew-sub/new.html",
        title: "宜昌市第二中学物业管理服务项目公开招标公告",
        publishedOn: "2026-03-14",
        text: "项目编号：FW-2026-9\n采购人：宜昌市第二中学\n投标截止时间：2026年04月02日09时30分\n项目地点：湖北省宜昌市\n",
      },
    ]);
    await runMatching(system);
    const m = schema.tenderSubMatches;
    const a = schema.tenderAnnouncements;
    const matched = await database.db.select({ title: a.title }).from(m).innerJoin(a, eq(a.id, m.announcementId));
    expect(matched.map((r) => r.title).sort()).toEqual([
      "宜昌市中心医院保洁服务采购中标结果公告",
      "宜昌市第一中学物业管理服务项目中标结果公告",
    ]);
  });
});
