// Page forms of the test split's misses and of a fresh batch (extractor version 14, ADR 0028), each
// written in the form the pages use, with invented names.
import { describe, expect, it } from "vitest";
import { extractedValues as values } from "./testing/values";

describe("version 14 forms", () => {
  it("reads a 预中标 result and one time for both the opening and the deadline", () => {
    const text = `1、项目编号：ZCD-2026-ZFCG001
2、招标单位：某某市第一中学
3、开标时间及投标文件递交截止时间：2026年 3月 14日下午 16:00（北京时间）
4、中标结果如下：
预中标单位：某某建工集团有限公司
预中标金额：RMB1256772.03元`;
    expect(values("某某市第一中学道路新建工程中标公示", text)).toMatchObject({
      stage: "0104",
      winner: "某某建工集团有限公司",
      win_amount_yuan: 1256772.03,
      open_time: "2026-03-14 16:00",
      bid_deadline: "2026-03-14 16:00",
    });
  });

  it("never takes the deposit's deadline for the bids' and reads 财政审定预算造价 in a sentence", () => {
    const text = `ABCD2026-069-048
1. 招标条件
项目法人为某某水利开发有限公司，招标代理机构为某某工程项目管理有限公司。
2.2本次招标范围：新建护岸2.008km，财政审定预算造价为9561327元(其中暂列金450000元)。
5.6本项目投标保证金缴纳截止时间为：2026年6月8日15时00分00秒;请投标人在截止时间前完成缴纳。
6.1投标文件递交的截止时间(投标截止时间，下同)： 2026 年 6 月 9 日 9 时 30 分整;地点：某某交易中心`;
    expect(values("某某山洪沟防洪治理工程施工招标公告", text)).toMatchObject({
      bid_deadline: "2026-06-09 09:30",
      budget_yuan: 9561327,
      project_code: "ABCD2026-069-048",
    });
  });

  it("takes an untitled body that lists the candidates and states 中标结果 for the result", () => {
    const text = `标段名称 | 某某泵站更新改造工程施工监理
中标候选人
第一中标候选人 | 甲工程建设监理有限公司
第二中标候选人 | 乙工程建设监理有限公司
中标结果 | 甲工程建设监理有限公司
中标价（万元） | 47.6000`;
    expect(values("某某泵站更新改造工程施工监理", text)).toMatchObject({
      stage: "0104",
      winner: "甲工程建设监理有限公司",
      win_amount_yuan: 476000,
    });
  });

  it("reads 中标人名单 as a result and 合格申请人 as a prequalification result", () => {
    expect(values("", "某某招标采购服务有限公司在2026年6月23日公告的某某项目的评审工作已圆满结束，现将中标人名单公告如下：").stage).toBe(
      "0104",
    );
    expect(values("某某地块项目变配电室工程合格申请人商务信息公示", "工程编号\nFZZFA02500262").stage).toBe("0106");
  });
});
