// Forms that written probes found missing in version 11 (extractor version 12, ADR 0028): dates and
// amounts in prose, an agency whose principal is named by its role, calls named by their procedure.
import { describe, expect, it } from "vitest";
import { extractedValues as values } from "./testing/values";

describe("dates and amounts written without a colon, times in words", () => {
  const CALL = "某某道路改造工程施工招标公告";

  it("reads a deadline whose date follows its label directly in a sentence", () => {
    expect(values(CALL, "6.1 本次投标截止时间2023年3月1日9:30，开标地点：某某中心。").bid_deadline).toBe("2023-03-01 09:30");
  });

  it("reads a day whose digits a PDF broke apart (8月1 1日), as it reads a broken year", () => {
    expect(values(CALL, "投标文件上传的截止时间为2026年8月1 1日9时00分。").bid_deadline).toBe("2026-08-11 09:00");
    expect(values(CALL, "投标截止时间（投标截止时间：202 6 年 07 月 28 日 9时00分）").bid_deadline).toBe("2026-07-28 09:00");
    // A figure after a day written with dashes is the hour, not the day's second digit.
    expect(values(CALL, "投标截止时间：2026-08-1 09:30").bid_deadline).toBe("2026-08-01 09:30");
  });

  it("reads a time in words after a date in figures, and 半 as half past", () => {
    expect(values(CALL, "投标截止时间：2023年3月1日上午九点三十分").bid_deadline).toBe("2023-03-01 09:30");
    expect(values(CALL, "投标截止时间：2023年3月1日下午两点").bid_deadline).toBe("2023-03-01 14:00");
    expect(values(CALL, "投标截止时间：2023年3月1日下午2点半").bid_deadline).toBe("2023-03-01 14:30");
  });

  it("takes the opening at the deadline when it is said to be the deadline's same time", () => {
    const text = "投标截止时间：2023年3月1日9时30分\n开标时间：投标截止时间同一时间";
    expect(values(CALL, text).open_time).toBe("2023-03-01 09:30");
  });

  it("reads an award glued to its label at the start of a clause, not an amount inside another", () => {
    expect(values("某某道路改造工程中标结果公告", "中标人为甲建设有限公司，中标金额123.4万元。").win_amount_yuan).toBe(1234000);
    const fee = "招标代理服务费最高限价5.6万元，在领取中标通知书前支付。";
    expect(values(CALL, fee).max_price_yuan).toBeUndefined();
  });
});

describe("an agency whose principal is named by its role", () => {
  it("reads 某公司受招标人委托 as the agency, but not a buyer that runs its own tender", () => {
    const call =
      "1.招标条件\n本招标项目已由某某县发展和改革局批准建设，招标人为某某县交通运输局。某某工程咨询有限公司受招标人委托，对该项目施工进行公开招标。";
    expect(values("某某道路改造工程施工招标公告", call)).toMatchObject({ buyer: "某某县交通运输局", agency: "某某工程咨询有限公司" });
    const self = "招标人：某某地铁运营有限公司\n某某地铁运营有限公司受招标人委托(或招标人)负责本工程的招标事宜。";
    expect(values("某某钢结构出新项目招标公告", self).agency).toBeUndefined();
  });
});

describe("calls named by their procedure", () => {
  it("reads 竞价公告, 比价公告, 遴选公告 and 投标邀请书 as calls", () => {
    for (const title of ["某某项目竞价公告", "某某办公用品比价公告", "某某项目代理机构遴选公告", "某某工程投标邀请书"])
      expect(values(title, "项目编号：X-1").stage).toBe("0100");
  });
});

describe("a state-owned buyer's single-source publicity", () => {
  const t =
    "某分公司政务云资源服务采购采购人为中国电信股份有限公司某分公司，现已具备采购条件，拟采取单一来源方式采购，现进行公示。\n三、 中标供应商\n华为软件技术有限公司，中标价 38.76万\n四、 公示媒介和期限\n本公示仅在中国电信阳光采购网上发布。";
  it("is a call for objections before the purchase, not a result, and 电信阳光 names no 信阳", () => {
    const f = values("某分公司政务云资源服务采购单一来源采购公示", t);
    expect(f.stage).toBe("0100");
    expect(f.winner).toBeUndefined();
    expect(f.region).toBeUndefined();
  });
});

describe("sentences other extractors' tests quote from Henan trading centres", () => {
  const CALL = "某某排水管网改造工程监理招标公告";
  it("reads the agency a buyer entrusts (现委托X就该项目进行公开招标)", () => {
    expect(values(CALL, "招标人为：通许县城市管理局。\n现委托河南省开兴工程管理咨询有限公司就该项目进行公开招标。").agency).toBe(
      "河南省开兴工程管理咨询有限公司",
    );
  });
  it("reads 投标文件递交的截止及开标时间 as both times", () => {
    const f = values(CALL, "5.1、投标文件递交的截止及开标时间：2026年09月14日 9 时 00 分。");
    expect([f.bid_deadline, f.open_time]).toEqual(["2026-09-14 09:00", "2026-09-14 09:00"]);
  });
  it("puts the deadline at an opening that says it is the same, and not at one that does not", () => {
    expect(values(CALL, "开标时间：2026年8月25日09时30分，与投标截止时间相同。").bid_deadline).toBe("2026-08-25 09:30");
    expect(values(CALL, "开标时间：2026年8月25日09时30分。").bid_deadline).toBeUndefined();
  });
  it("reads the owner named before （下称招标人）, and 招标预算 as the budget", () => {
    expect(values(CALL, "本招标项目某某工程已批准建设，项目业主为某某市水务局（下称招标人），建设资金来自财政资金。").buyer).toBe(
      "某某市水务局",
    );
    const f = values(CALL, "招标预算为120万元，最高投标限价为118万元。投标报价超过最高投标限价的，按招标文件载明的规则处理。");
    expect([f.budget_yuan, f.max_price_yuan]).toEqual([1200000, 1180000]);
  });
  it("reads 中标侯选人, a common typo, as 中标候选人", () => {
    const f = values("某道路工程中标侯选人公示", "第一中标侯选人：甲建设有限公司\n第二中标侯选人：乙建设有限公司\n");
    expect(f.stage).toBe("0103");
    expect(f.candidates).toEqual([
      { name: "甲建设有限公司", rank: 1 },
      { name: "乙建设有限公司", rank: 2 },
    ]);
  });
  it("reads a 招标计划 as a plan before any call, and a ceiling published after the call as a supplement", () => {
    expect(values("某某工程招标计划公告", "").stage).toBe("0107");
    expect(values("某某工程施工招标控制价公示", "").stage).toBe("0105");
  });
});
