import { type Database, schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testCtx } from "../testing";
import { bilibiliDispense } from "./news-dispense";
import { createArticle } from "./news-write";

/** newsDispense/loginBilibili: what is known about an article's copy on Bilibili, and nothing more. */
describe.each(testDbKinds())("news dispense on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  let plain: number;
  let shared: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = { ...testCtx(database), actor: { kind: "user", userId: "staff-1", sessionId: "s-1", roles: ["editor"], ip: "127.0.0.1" } };
    const [{ id: dirId }] = await database.db.insert(schema.newsDirs).values({ name: "企业新闻", bizType: "NEWS" }).returning();
    const article = (title: string, props: Record<string, string>) =>
      createArticle(ctx, { dirId, title, content: "<p>正文</p>", props, state: "PUBLISHED" }).then((r) => r.id);
    plain = await article("未分发的资讯", {});
    shared = await article("已分发的资讯", { bilibili: "https://www.bilibili.com/video/BV1xx411c7mD" });
  });
  afterAll(() => database.close());

  const space = "https://space.bilibili.com/12345";

  it("says so when the site has no Bilibili account", async () => {
    const r = await bilibiliDispense(ctx, { id: shared, spaceUrl: undefined });
    expect(r).toMatchObject({ configured: false, dispensed: false, url: null, message: "本站尚未配置哔哩哔哩账号，暂不能分发到哔哩哔哩" });
  });

  it("answers the copy's address when the article was distributed, and not-yet otherwise", async () => {
    expect(await bilibiliDispense(ctx, { id: shared, spaceUrl: space })).toEqual({
      platform: "bilibili",
      platformName: "哔哩哔哩",
      configured: true,
      accountUrl: space,
      dispensed: true,
      url: "https://www.bilibili.com/video/BV1xx411c7mD",
      message: "这篇资讯已同步分发到哔哩哔哩",
    });
    expect(await bilibiliDispense(ctx, { id: plain, spaceUrl: space })).toMatchObject({
      configured: true,
      dispensed: false,
      url: null,
      message: "这篇资讯尚未分发到哔哩哔哩",
    });
  });

  it("needs a signed-in user", async () => {
    await expect(
      bilibiliDispense({ ...ctx, actor: { kind: "anonymous", ip: "1.1.1.1" } }, { id: plain, spaceUrl: space }),
    ).rejects.toMatchObject({
      kind: "Unauthenticated",
    });
  });
});
