import { openTestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../demo/seed";
import { testCtx } from "../testing";
import { findReferences, namesTopic, topicTerms } from "./references";

/**
 * References beside the AI writing tools and AI papers (issue 35): only what the title says is about
 * the subject, never a standard that merely shares 施工 or 控制 with it.
 */
describe("references for a writing subject", () => {
  it("a title is about the topic when it names two of its specific words", () => {
    const topic = topicTerms(["盾构", "隧道", "施工", "沉降", "控制"]);
    expect(topic).toEqual(["盾构", "隧道", "沉降"]);
    expect(namesTopic("城镇燃气埋地钢质管道腐蚀控制技术规程", topic)).toBe(false);
    expect(namesTopic("V形折板屋盖设计与施工规程", topic)).toBe(false);
    expect(namesTopic("盾构法隧道施工及验收规范", topic)).toBe(true);
    // "装配" inside "装配式" is one word, not two; "防火" names "防火设计".
    expect(namesTopic("装配式住宅建筑设计标准", ["装配", "装配式", "套筒", "灌浆"])).toBe(false);
    expect(namesTopic("建筑设计防火规范", ["防火", "防火设计"])).toBe(true);
    // A subject of generic words only is matched on them.
    expect(topicTerms(["施工", "质量", "控制"])).toEqual(["施工", "质量", "控制"]);
  });

  describe("on the demo library (the real standards of /work/shared/data/standards.jsonl)", () => {
    const db = openTestDatabase("pglite");
    let ctx: ReturnType<typeof testCtx>;
    beforeAll(async () => {
      ctx = testCtx(await db);
      await seedDemo(ctx);
    }, 120_000);
    afterAll(async () => (await db).close());

    it("盾构隧道施工沉降控制 lists no gas-pipe or roof standard, nothing unrelated", async () => {
      const refs = await findReferences(ctx, "盾构隧道施工沉降控制");
      const titles = refs.map((r) => r.title);
      expect(titles.join("\n")).not.toMatch(/燃气|折板|屋盖/);
      for (const t of titles) expect(t).toMatch(/盾构|隧道|沉降/);
    });

    it("still finds the standards a subject is about", async () => {
      const titles = (await findReferences(ctx, "建筑防火设计")).map((r) => r.title);
      expect(titles).toContainEqual(expect.stringContaining("建筑设计防火规范"));
      for (const t of titles) expect(t).toContain("防火");
    });
  });
});
