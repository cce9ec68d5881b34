import type { Database } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { updateSiteSettings } from "../site";
import { testCtx } from "../testing";
import { resolveTdk, upsertPageInfo } from "./page-info";

describe.each(testDbKinds())("resolveTdk on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database);
    await updateSiteSettings(ctx, {
      companyName: "筑信工程云",
      defaultTitle: "默认标题",
      defaultKeywords: "默认关键词",
      defaultDescription: "默认描述",
    });
    await upsertPageInfo(ctx, "page-newsDetail", {
      title: "{title}_{columnName}_{companyName}",
      keyword: "{tagName}",
      description: "{title}",
    });
  });
  afterAll(() => database.close());

  it("fills the page's templates", async () => {
    const tdk = await resolveTdk(ctx, "page-newsDetail", { title: "盾构施工", columnName: "技术前沿", tagName: "地铁" });
    expect(tdk).toEqual({ title: "盾构施工_技术前沿_筑信工程云", keywords: "地铁", description: "盾构施工" });
  });

  it("falls back to the site defaults field by field when values are empty", async () => {
    const tdk = await resolveTdk(ctx, "page-newsDetail", { title: "盾构施工" });
    expect(tdk).toEqual({ title: "盾构施工_筑信工程云", keywords: "默认关键词", description: "盾构施工" });
    const empty = await resolveTdk(ctx, "page-newsDetail", {});
    expect(empty).toEqual({ title: "默认标题", keywords: "默认关键词", description: "默认描述" });
  });

  it("uses '{title}_{companyName}' for pages without templates, and the defaults without a title", async () => {
    expect((await resolveTdk(ctx, "page-unknown", { title: "帮助中心" })).title).toBe("帮助中心_筑信工程云");
    expect((await resolveTdk(ctx, "page-unknown")).title).toBe("默认标题");
  });

  it("shows a template change at once (the cache is invalidated)", async () => {
    await resolveTdk(ctx, "page-newsDetail", { title: "x" });
    await upsertPageInfo(ctx, "page-newsDetail", { title: "新模板 {title}", keyword: null, description: null });
    expect((await resolveTdk(ctx, "page-newsDetail", { title: "x" })).title).toBe("新模板 x");
  });
});
