import { openTestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../demo";
import { testCtx } from "../testing";
import { codesIn, standardsNamedIn } from "./standards";

describe("standards named in a notice", () => {
  it("finds codes however notices space them, once each, and not certificate numbers", () => {
    expect(
      codesIn(
        "执行GB50300-2013及GB 50210-2018；证书号 JGJ1336682；GB/T 50326-2017、JGJ/T 104-2011、JTG F80/1-2017、JGJ 122-99，再次 GB 50300-2013",
      ),
    ).toEqual(["GB 50300-2013", "GB 50210-2018", "GB/T 50326-2017", "JGJ/T 104-2011", "JTG F80/1-2017", "JGJ 122-99"]);
    expect(codesIn("最高限价：12345678.00元，项目编号 YC2025-0123")).toEqual([]);
  });

  describe("linked to the library", () => {
    const db = openTestDatabase("pglite");
    let ctx: ReturnType<typeof testCtx>;
    beforeAll(async () => {
      ctx = testCtx(await db);
      await seedDemo(ctx);
    }, 60_000);
    afterAll(async () => (await db).close());

    it("links a current standard, warns about a withdrawn one with its successor, keeps unknown codes plain", async () => {
      const named = await standardsNamedIn(ctx, "按 GB50016-2014 和 JGJ 122-99 施工，并符合 GB 99999-2020。");
      expect(named[0]).toMatchObject({ code: "GB 50016-2014", status: "现行" });
      expect(named[0].id).toBeGreaterThan(0);
      expect(named[1]).toMatchObject({ code: "JGJ 122-99", status: "废止", replacedBy: "JGJ 450-2018" });
      expect(named[2]).toEqual({ code: "GB 99999-2020", id: null, title: null, status: null, replacedBy: null });
    });
  });
});
