import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { followOrg, ingestAnnouncements, type TenderNotice, unfollowOrg } from "../tender";
import { testClock, testCtx } from "../testing";
import { subscriptionFeed } from "./feeds";
import { ensureFollowSubscription, FOLLOWS_NAME } from "./follows";
import { runMatching } from "./match";
import { messagesPaged } from "./messages";
import {
  countSubscriptions,
  listSubscriptions,
  subscriptionAllowance,
  subscriptionTendersPaged,
  updateSubscription,
} from "./subscriptions";

const BUYER = "宜昌市夷陵区交通运输局";
const WINNER = "中铁十一局集团有限公司";
let n = 0;
const notice = (day: string, title: string, text: string): TenderNotice => ({
  sourceUrl: `https://ggzy.example/follows/${++n}.html`,
  sourceSite: "宜昌市公共资源交易中心",
  publishedOn: day,
  title,
  text,
});
const call = (day: string, title: string, buyer: string) =>
  notice(day, `${title}施工招标公告`, `项目编号：YL-${n + 1}\n招标人：${buyer}\n投标截止时间：2026年03月02日09时30分\n`);
const result = (day: string, title: string, buyer: string, winner: string) =>
  notice(day, `${title}施工中标结果公告`, `项目编号：YL-${n + 1}\n招标人：${buyer}\n中标人：${winner}\n中标价：11500000.00元\n`);
const candidates = (day: string, title: string, buyer: string) =>
  notice(
    day,
    `${title}施工中标候选人公示`,
    `项目编号：YL-${n + 1}\n招标人：${buyer}\n第一中标候选人：湖北路桥集团有限公司，投标报价：9800000.00元\n第二中标候选人：${WINNER}，投标报价：9900000.00元\n`,
  );

describe.each(testDbKinds())("关注的机构 delivered as a subscription on %s", (kind) => {
  let database: Database;
  let system: Ctx;
  let user: Ctx;
  const orgId = async (name: string) => {
    const [o] = await database.db.select({ id: schema.tenderOrgs.id }).from(schema.tenderOrgs).where(eq(schema.tenderOrgs.name, name));
    return o.id;
  };
  const titlesOf = async (subscriptionId: string) => {
    const m = schema.tenderSubMatches;
    const a = schema.tenderAnnouncements;
    const list = await database.db
      .select({ title: a.title })
      .from(m)
      .innerJoin(a, eq(a.id, m.announcementId))
      .where(eq(m.subscriptionId, subscriptionId));
    return list.map((r) => r.title).sort();
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    system = testCtx(database, testClock(new Date("2026-02-10T02:00:00Z")));
    const [u] = await database.db.insert(schema.users).values({ phone: "13711112222" }).returning({ id: schema.users.id });
    user = { ...system, actor: { kind: "user", userId: u.id, sessionId: "s", roles: [], ip: "127.0.0.1" } };
  }, 60_000);
  afterAll(() => database.close());

  it("sends the followed buyer's notices and the followed competitor's wins and candidacies, and nothing else", async () => {
    // Older notices bring the organisations in; they are older than 30 days, so nobody is told of them.
    await ingestAnnouncements(system, [
      call("2026-01-05", "黄花隧道", BUYER),
      result("2026-01-06", "龙泉大道", "宜昌市城建投资有限公司", WINNER),
    ]);
    await runMatching(system);
    await followOrg(user, await orgId(BUYER));
    await followOrg(user, await orgId(WINNER));
    const first = await ensureFollowSubscription(user);
    expect(first.created).toBe(true);
    // Following again (or twice at once) keeps one subscription.
    const again = await Promise.all([ensureFollowSubscription(user), ensureFollowSubscription(user)]);
    expect(again.map((x) => x.id)).toEqual([first.id, first.id]);
    const [sub] = await listSubscriptions(user);
    expect(sub).toMatchObject({ name: FOLLOWS_NAME, criteria: { follows: true }, channels: { site: true } });
    // It does not use up the plan's subscriptions.
    expect((await subscriptionAllowance(user)).used).toBe(0);

    await ingestAnnouncements(system, [
      call("2026-02-09", "鸦鹊岭道路", BUYER),
      result("2026-02-09", "三峡大道", "宜昌市城建投资有限公司", WINNER),
      candidates("2026-02-09", "东山隧道", "宜昌市交通投资有限公司"),
      call("2026-02-09", "城东污水管网", "宜昌市水务局"),
    ]);
    await runMatching(system);
    expect(await titlesOf(first.id)).toEqual(["三峡大道施工中标结果公告", "东山隧道施工中标候选人公示", "鸦鹊岭道路施工招标公告"]);
    const messages = await messagesPaged(user);
    expect(messages.records[0]?.title).toBe(`订阅“${FOLLOWS_NAME}”有 3 条新招标信息`);
    // The subscription's list, its 30-day count and its private feed agree with what was sent.
    const list = await subscriptionTendersPaged(user, { id: first.id, current: 1, size: 20 });
    expect(list.records.map((h) => h.title).sort()).toEqual(await titlesOf(first.id));
    expect((await countSubscriptions(user)).find((c) => c.id === first.id)?.count).toBe(3);
    const feed = await subscriptionFeed(system, (sub?.feedPath ?? "").split("/").pop() as string, "https://portal.example");
    expect(feed).toContain("鸦鹊岭道路施工招标公告");
    expect(feed).not.toContain("城东污水管网");
  });

  it("keeps its reach when edited and stops with an unfollow", async () => {
    const { id } = await ensureFollowSubscription(user);
    const edited = await updateSubscription(user, id, { name: "盯住的对手", keywords: ["道路"], emailMode: "off" });
    expect(edited.name).toBe("盯住的对手");
    expect(edited.criteria).toMatchObject({ follows: true, keywords: [] });
    await unfollowOrg(user, await orgId(WINNER));
    await ingestAnnouncements(system, [result("2026-02-10", "夷陵大道", "宜昌市城建投资有限公司", WINNER)]);
    await runMatching(system);
    expect(await titlesOf(id)).not.toContain("夷陵大道施工中标结果公告");
  });
});
