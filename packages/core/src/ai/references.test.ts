import { describe, expect, it } from "vitest";
import { namesTopic, topicTerms } from "./references";

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
});
