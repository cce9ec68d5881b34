import { describe, expect, it } from "vitest";
import { findAmount, parseAmount, parseCapitalAmount } from "./amounts";
import { findCandidates } from "./candidates";
import { parseDateTime } from "./dates";
import { extractTender } from "./index";
import { resolveRegion } from "./region";
import { detectStage } from "./stage";

describe("amounts", () => {
  it("parses 元, 万元, 亿元 and thousands separators", () => {
    expect(parseAmount("1,256.78", "万元")).toBe(12567800);
    expect(parseAmount("1.25", "亿元")).toBe(125000000);
    expect(parseAmount("8,356,200.00")).toBe(8356200);
    expect(findAmount("：3312590.00 元")?.value).toBe(3312590);
  });
  it("parses capital numerals", () => {
    expect(parseCapitalAmount("人民币壹佰贰拾叁万肆仟伍佰元整")).toBe(1234500);
    expect(parseCapitalAmount("叁拾万零伍佰元整")).toBe(300500);
    expect(parseCapitalAmount("壹亿贰仟万元整")).toBe(120000000);
    expect(parseCapitalAmount("捌佰元伍角陆分")).toBe(800.56);
  });
  it("recognises a discount rate as a rate, not an amount", () => {
    expect(findAmount("下浮率8.5%")?.isRate).toBe(true);
  });
});

describe("dates", () => {
  it("reads the Chinese forms", () => {
    expect(parseDateTime("2025年6月3日9时30分")).toBe("2025-06-03 09:30");
    expect(parseDateTime("2025-06-03 09:30")).toBe("2025-06-03 09:30");
    expect(parseDateTime("2025年06月03日上午9:30（北京时间）")).toBe("2025-06-03 09:30");
    expect(parseDateTime("2025年8月12日下午2时30分")).toBe("2025-08-12 14:30");
    expect(parseDateTime("2025/05/26 09:30")).toBe("2025-05-26 09:30");
    expect(parseDateTime("2025年06月18日")).toBe("2025-06-18");
  });
});

describe("parties and codes", () => {
  it("cuts names at the separator", () => {
    const buyer = (t: string) => extractTender("某工程招标公告", t).buyer?.value;
    expect(buyer("招标人：宜昌市三峡高级中学 | 地址：宜昌")).toBe("宜昌市三峡高级中学");
    expect(buyer("招标人：廖飞宇；\n招标人: | 宜昌金猇置业有限公司 | 建设地点")).toBe("宜昌金猇置业有限公司");
    expect(extractTender("某工程招标公告", "标段（包）编号：YCA010089-202501-03\n").project_code?.value).toBe("YCA010089-202501-03");
  });
  it("reads candidate tables and lines", () => {
    const t = "名 次 | 第一名 | 第二名\n中标候选人名称 | 甲建设有限公司 | 乙建设有限公司\n投标报价(元/%) | 100000.00 | 99000";
    expect(findCandidates(t)?.value).toEqual([
      { name: "甲建设有限公司", rank: 1, amount_yuan: 100000 },
      { name: "乙建设有限公司", rank: 2, amount_yuan: 99000 },
    ]);
    const l = "第一中标候选人：山东省路桥集团有限公司，投标报价：3268.5万元";
    expect(findCandidates(l)?.value).toEqual([{ name: "山东省路桥集团有限公司", rank: 1, amount_yuan: 32685000 }]);
  });
});

describe("stage and region", () => {
  it("takes the notice type named last", () => {
    expect(detectStage("秭归农商银行文化支行综合楼室内外装修改造工程中标候选人公示", "")).toBe("0103");
    expect(detectStage("某工程中标结果更正公告", "")).toBe("0105");
    expect(detectStage("某工程开标记录", "")).toBe("0102");
    expect(detectStage("某工程施工招标公告", "")).toBe("0100");
  });
  it("resolves the deepest division and its chain", () => {
    expect(resolveRegion(["宜昌市夷陵区教育局"])).toMatchObject({ name: "湖北省宜昌市夷陵区", code: "420506" });
    expect(resolveRegion(["凌云县2025年农村公路", "广西壮族自治区百色市凌云县"])).toMatchObject({
      name: "广西壮族自治区百色市凌云县",
      code: "451027",
    });
    expect(resolveRegion(["北京市朝阳区"])).toMatchObject({ name: "北京市朝阳区", code: "110105" });
    // County-level units directly under a province keep their own codes.
    expect(resolveRegion(["仙桃市城区排水管网改造工程"])).toMatchObject({ name: "湖北省仙桃市", code: "429004" });
  });
  it("gives winners only for final results", () => {
    const text = "中标人：甲建设有限公司\n中标价：1,000,000.00元";
    expect(extractTender("某工程中标结果公告", text).winner?.value).toBe("甲建设有限公司");
    expect(extractTender("某工程中标候选人公示", text).winner).toBeUndefined();
  });
});
