import { describe, expect, it } from "vitest";
import { amountsIn, checkLlmAnswer, LLM_CONFIDENCE } from "./llm-check";
import { missingFields, needsLlm } from "./llm-extract";

const TITLE = "宜昌市夷陵区黄花隧道改扩建工程施工招标公告";
const TEXT =
  "宜昌市夷陵区交通运输局拟对黄花隧道改扩建工程进行施工招标。\n本工程概算约1200万元，资金已落实。\n最高限价（万元）：1,150.5\n投标截止时间：2026年01月26日上午9时30分\n中标候选人：中铁十一局集团有限公司，报价壹仟壹佰万元整。";

describe("checking what the language model answers", () => {
  it("keeps values stated by a sentence of the notice, converted to yuan, marked as the model's", () => {
    const { fields, dropped } = checkLlmAnswer(
      {
        buyer: { value: "宜昌市夷陵区交通运输局", evidence: "宜昌市夷陵区交通运输局拟对黄花隧道改扩建工程进行施工招标。" },
        budget_yuan: { value: 12_000_000, evidence: "本工程概算约1200万元，资金已落实。" },
        // The unit sits in the label: a bare number may be 万元.
        max_price_yuan: { value: 11_505_000, evidence: "最高限价（万元）：1,150.5" },
        // Line breaks and spaces the model moved do not matter.
        bid_deadline: { value: "2026-01-26 09:30", evidence: "投标截止时间： 2026年01月26日上午9时30分" },
        candidates: {
          value: [{ name: "中铁十一局集团有限公司", rank: 1, amount_yuan: 11_000_000 }],
          evidence: "中标候选人：中铁十一局集团有限公司",
        },
        region: { value: "湖北省宜昌市夷陵区", evidence: TITLE },
        agency: null,
      },
      ["buyer", "budget_yuan", "max_price_yuan", "bid_deadline", "candidates", "region", "agency"],
      TITLE,
      TEXT,
    );
    expect(dropped).toEqual([]);
    expect(fields.buyer).toEqual({
      value: "宜昌市夷陵区交通运输局",
      evidence: "宜昌市夷陵区交通运输局拟对黄花隧道改扩建工程进行施工招标。",
      confidence: LLM_CONFIDENCE,
      source: "llm",
    });
    expect(fields.budget_yuan?.value).toBe(12_000_000);
    expect(fields.max_price_yuan?.value).toBe(11_505_000);
    expect(fields.bid_deadline?.value).toBe("2026-01-26 09:30");
    expect(fields.candidates?.value).toEqual([{ name: "中铁十一局集团有限公司", rank: 1, amount_yuan: 11_000_000 }]);
    expect(fields.region_code).toMatchObject({ value: "420506", source: "llm" });
    expect("agency" in fields).toBe(false);
    expect(LLM_CONFIDENCE).toBeLessThanOrEqual(0.6);
  });

  it("drops evidence that is not in the notice, and values its evidence does not state", () => {
    const { fields, dropped } = checkLlmAnswer(
      {
        buyer: { value: "宜昌市交通局", evidence: "招标人：宜昌市交通局" },
        agency: { value: "湖北正信工程咨询有限公司", evidence: "宜昌市夷陵区交通运输局拟对黄花隧道改扩建工程进行施工招标。" },
        project_code: { value: "E42", evidence: "" },
        stage: { value: "0199", evidence: TITLE },
      },
      ["buyer", "agency", "project_code", "stage"],
      TITLE,
      TEXT,
    );
    expect(fields).toEqual({});
    expect(dropped).toEqual([
      "buyer：原句不在公告中",
      "agency：名称无效或不在原句中",
      "project_code：原句不在公告中",
      "stage：不是已知的公告类型",
    ]);
  });

  it("drops amounts that are not numbers in yuan or not in the evidence, and impossible dates", () => {
    const sentence = "本工程概算约1200万元，资金已落实。";
    const { fields, dropped } = checkLlmAnswer(
      {
        budget_yuan: { value: "1200万元", evidence: sentence },
        max_price_yuan: { value: 1200, evidence: sentence },
        win_amount_yuan: { value: 99_000_000, evidence: sentence },
        bid_deadline: { value: "2026-02-30", evidence: "投标截止时间：2026年01月26日上午9时30分" },
        open_time: { value: "2026-01-27 09:30", evidence: "投标截止时间：2026年01月26日上午9时30分" },
        candidates: { value: [{ name: "无", amount_yuan: -5 }], evidence: "中标候选人：中铁十一局集团有限公司" },
      },
      ["budget_yuan", "max_price_yuan", "win_amount_yuan", "bid_deadline", "open_time", "candidates"],
      TITLE,
      TEXT,
    );
    expect(fields).toEqual({});
    expect(dropped).toHaveLength(6);
  });

  it("reads amounts in the forms notices use", () => {
    expect(amountsIn("壹仟壹佰万元整")).toContain(11_000_000);
    expect(amountsIn("1,234.5万元")).toContain(12_345_000);
    expect(amountsIn("报价 3312590.00")).toContain(3_312_590);
  });
});

describe("what the language model is asked for", () => {
  const f = (value: unknown) => ({ value, evidence: "", confidence: 0.9 });

  it("asks only for fields the stage can state and nobody has filled", () => {
    expect(missingFields({ stage: f("0100"), buyer: f("甲"), region: f("湖北省") })).toEqual([
      "budget_yuan",
      "max_price_yuan",
      "agency",
      "bid_deadline",
      "open_time",
      "project_code",
    ]);
    expect(missingFields({ stage: f("0104") }, { winner: { value: "乙公司", by: "u1", at: "" } })).not.toContain("winner");
    expect(missingFields({})).toHaveLength(12);
  });

  it("calls only when a key field is missing", () => {
    const complete = { stage: f("0104"), buyer: f("甲"), region: f("湖北省"), winner: f("乙"), win_amount_yuan: f(1) };
    expect(needsLlm(complete)).toBe(false);
    const { winner: _w, ...noWinner } = complete;
    expect(needsLlm(noWinner)).toBe(true);
    expect(needsLlm({ stage: f("0100"), buyer: f("甲"), region: f("湖北省"), max_price_yuan: f(1), bid_deadline: f("2026-01-01") })).toBe(
      false,
    );
  });
});
