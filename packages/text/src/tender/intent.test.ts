// 采购意向公开 (stage 0107): the table of the 财库〔2020〕10号 template in the forms pages come in.
import { describe, expect, it } from "vitest";
import { readMonth } from "./intent";
import { detectStage } from "./stage";
import { extractedValues as values } from "./testing/values";

const HEAD =
  "为便于供应商及时了解政府采购信息，根据《财政部关于开展政府采购意向公开工作的通知》（财库〔2020〕10号）等有关规定，现将池州市科学技术馆2026年3月至4月采购意向公开如下：\n";
const TAIL =
  "\n本次公开的采购意向是本单位政府采购工作的初步安排，具体采购项目情况以相关采购公告和采购文件为准。\n池州市科学技术馆\n2026年03月02日";
const HEADER = ["序号", "采购项目名称", "采购需求概况", "预算金额（万元）", "预计采购时间", "备注"];
const ROW = [
  "1",
  "池州市科技馆部分展区布展项目",
  "科技馆部分展区布展改造面积953平方米，包含展项设计、制作及安装等。",
  "712",
  "2026年04月",
  "非专门面向中小企业采购项目",
];
const TITLE = "池州市科学技术馆2026年3月至4月政府采购意向";
const ITEM_NAME = ROW[1];
describe("采购意向", () => {
  it("is a stage of its own, named by the title (a correction of one stays a correction)", () => {
    expect(detectStage(TITLE, "")).toBe("0107");
    expect(detectStage("某某区教育局2026年度第二季度采购意向公开", "")).toBe("0107");
    expect(detectStage("某某区教育局2026年4月政府采购意向更正公告", "")).toBe("0105");
    expect(detectStage("某某学校食堂食材采购项目公开招标公告", "")).toBe("0100");
  });

  it("reads the item's name, budget, month and the unit, from a table by rows or one cell per line", () => {
    const want = {
      stage: "0107",
      buyer: "池州市科学技术馆",
      project_name: "池州市科技馆部分展区布展项目",
      budget_yuan: 7_120_000,
      expected_month: "2026-04",
    };
    for (const body of [[HEADER, ROW].map((r) => r.join("\t")).join("\n"), [...HEADER, ...ROW].join("\n")])
      expect(values(TITLE, HEAD + body + TAIL)).toMatchObject(want);
  });

  it("reads the form of one label per line, and the unit from the title when the text says 本单位", () => {
    const text = `现将本单位2026年10月至2026年11月采购意向公开如下：
序号：1
采购项目名称：清远海事局钢质趸船采购项目
采购需求概况：
标的名称：钢质趸船
预算金额（元）：2,240,000.00
预计采购时间：2026年11月
备注：${TAIL}`;
    expect(values("中华人民共和国清远海事局2026年10月至11月政府采购意向", text)).toMatchObject({
      stage: "0107",
      buyer: "中华人民共和国清远海事局",
      project_name: "清远海事局钢质趸船采购项目",
      budget_yuan: 2_240_000,
      expected_month: "2026-11",
    });
  });

  it("names no single item, budget or month when the notice lists several", () => {
    const second = ["2", "池州市科技馆消防设施维保服务", "消防设施年度维护保养。", "18.5", "2026年05月", "无"];
    const got = values(TITLE, HEAD + [HEADER, ROW, second].map((r) => r.join("\t")).join("\n") + TAIL);
    expect(got.stage).toBe("0107");
    expect(got.buyer).toBe("池州市科学技术馆");
    expect(got).not.toHaveProperty("project_name");
    expect(got).not.toHaveProperty("budget_yuan");
  });

  it("reads the rows by what their cells hold when empty cells were dropped (an empty 备注 is the rule)", () => {
    const bare = ROW.slice(0, 5);
    const second = ["2", "池州市科技馆消防设施维保服务", "消防设施年度维护保养。", "18.5", "2026年05月"];
    const want = { project_name: ITEM_NAME, budget_yuan: 7_120_000, expected_month: "2026-04" };
    // One cell per line with the remark's line empty or gone; a row of `|` cells ending in an empty one.
    expect(values(TITLE, HEAD + [...HEADER, ...bare, ""].join("\n") + TAIL)).toMatchObject(want);
    expect(values(TITLE, HEAD + [...HEADER, ...bare].join("\n") + TAIL)).toMatchObject(want);
    expect(values(TITLE, `${HEAD + HEADER.join(" | ")}\n${[...bare, ""].join(" | ")}${TAIL}`)).toMatchObject(want);
    // Two items, cells shifted: neither item's figures are the notice's.
    const two = values(TITLE, HEAD + [...HEADER, ...bare, ...second].join("\n") + TAIL);
    expect(two).not.toHaveProperty("project_name");
    expect(two).not.toHaveProperty("budget_yuan");
  });

  it("reads a month in the ways it is written", () => {
    expect(readMonth("2026年4月")?.value).toBe("2026-04");
    expect(readMonth("2026年04月上旬")?.value).toBe("2026-04");
    expect(readMonth("2026-11")?.value).toBe("2026-11");
    expect(readMonth("2026年13月")).toBeUndefined();
    expect(readMonth("待定")).toBeUndefined();
  });
});
