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

describe("version 18 forms", () => {
  it("reads digits a page broke apart, a period to submit in and its opening", () => {
    const text = `采购项目编号：ABZB-2026-0984S
采 购 人：某某置业有限公司
递交响应文件起止时间：202 6 年 1 月 4 日 13 时30分-1 4 时00分（北京时间)。
磋商时间：202 6 年 1 月 4 日1 4 时00分(北京时间)。`;
    expect(values("某某置业有限公司法律服务采购项目竞争性磋商公告", text)).toMatchObject({
      bid_deadline: "2026-01-04 14:00",
      open_time: "2026-01-04 14:00",
    });
  });

  it("takes the buyer from a title that opens with it, or from the department that signs", () => {
    expect(values("资阳市公安局雁江区分局采购高清会议终端设备", "招标编号：ZYZFCG（2026）044\n采购方式：竞争性谈判").buyer).toBe(
      "资阳市公安局雁江区分局",
    );
    expect(values("某某中国际招标有限公司采购车辆项目", "招标编号：ZB-2026-01").buyer).toBeUndefined();
    const signed = `一、比选项目：某某医疗中心零星维修工程
联系人：何老师 联系电话：028-64369107
成都市某某临床医疗中心采购科
2026年3月26日`;
    expect(values("零星维修工程比选公告", signed).buyer).toBe("成都市某某临床医疗中心");
  });

  it("reads an opening named in a remark after the deadline, 参加询价时间 and a 截止日", () => {
    expect(
      values(
        "某某项目样板间物业服务比选公告",
        "比选申请文件递交的截止时间为 2026 年 12 月7日 14 点 00 分（开选时间，下同），递交地点为某某室。",
      ).open_time,
    ).toBe("2026-12-07 14:00");
    const inquiry = `供应商递交响应文件时间：2026-12-04 10:00
供应商接受资格审查及参加询价时间 | 2026-12-04 10:00`;
    expect(values("某某医院显微镜询价采购项目", inquiry)).toMatchObject({
      bid_deadline: "2026-12-04 10:00",
      open_time: "2026-12-04 10:00",
    });
    expect(values("某某外包方案征集公告", "六、 应征文件递交截止日：暂定2026年7月21日。").bid_deadline).toBe("2026-07-21");
  });

  it("cuts a page stored with no white space at its sections numbered in order", () => {
    const text =
      "公告信息：采购项目名称某某品牌提升项目品目采购单位某某市天麻特产局行政区域某某市公告时间2026年08月05日11:38联系人及联系方式：项目联系人陈某项目联系电话13638800000采购单位某某市天麻特产局一、项目基本情况原公告的采购项目编号：ZTZC2026-C3-00937-YNZR-0007原公告的采购项目名称：某某品牌提升项目首次公告日期：2026年07月27日二、更正信息更正事项：采购公告三、其他补充事宜本次采购公告在某某省政府采购网上发布。";
    expect(values("某某品牌提升项目的更正公告", text)).toMatchObject({
      project_code: "ZTZC2026-C3-00937-YNZR-0007",
      buyer: "某某市天麻特产局",
    });
  });
});

describe("version 18 forms of results and corrections", () => {
  it("reads 成交供应商信息 written as a sentence, and a figure never cut by a label glued after it", () => {
    const text = `公告类型：结果公告
成交供应商信息：内江某某电梯安装维修工程有限公司中标，中标价格为21500.00元，联系人：罗某，联系电话13808250000。`;
    expect(values("某某学校电梯设备维修与保养服务招标结果公告", text)).toMatchObject({
      winner: "内江某某电梯安装维修工程有限公司",
      win_amount_yuan: 21500,
    });
    const items = `中标供应商信息：供应商名称：成都某某科技有限公司;供应商地址:成都高新区某某工业园;供应商联系方式:彭某;中标金额:52920.供应商名称：成都某某科技有限公司;供应商地址:成都高新区某某工业园;供应商联系方式:彭某;中标金额:85680.`;
    expect(values("某某局设备采购中标公告", items).win_amount_yuan).toBe(52920);
  });

  it("reads a contract's publicity as a result and the code a title carries in brackets", () => {
    const text = `三、中标结果：
序号 | 中标单位名称 | 中标单位地址
1 | 广西某某建设有限公司 | 南宁市青秀区某某大道73号`;
    expect(values("某某区征地项目清表工程定点采购[GXXHTG2026-1-008]定点施工采购合同公示", text)).toMatchObject({
      stage: "0104",
      project_code: "GXXHTG2026-1-008",
    });
    expect(values("某某项目2025-2026年度物业服务[2025-2026]招标公告", "招标人：某某公司").project_code).toBeUndefined();
  });

  it("reads a postponement, its moved deadline and a route named along a railway", () => {
    const text = `一、开标时间变更如下：
投标截止日期及时间改为2026年8月24日9:00（北京时间）。
开标时间修改为2026年8月24日9:00（北京时间），开标地点不变。`;
    expect(values("改建铁路南平至龙岩线扩能改造工程物资采购招标开标时间推迟的公告", text)).toMatchObject({
      stage: "0105",
      bid_deadline: "2026-08-24 09:00",
      open_time: "2026-08-24 09:00",
      region: "福建省",
    });
  });

  it("reads 比选编号, one time for the deadline and the opening, and a unit in brackets after the colon", () => {
    const text = `比选编号：SCIT-ZB-202608420
采购预算：(万元)：25.2
4.1比选申请文件递交截止及开标时间为：2026年9月8日11时30分`;
    expect(values("某某集团有限公司办公设备采购项目比选公告", text)).toMatchObject({
      project_code: "SCIT-ZB-202608420",
      budget_yuan: 252000,
      bid_deadline: "2026-09-08 11:30",
      open_time: "2026-09-08 11:30",
    });
  });

  it("reads a page with no white space: ranks with a stop, the unit signing, a label glued to the buyer", () => {
    const text =
      "某某发展建设有限公司某某体育公园建设项目劳务招标结果的公示我公司于2026年3月16日组织的某某体育公园建设项目劳务招标，经评审专家评审已确定中标候选人，现将结果公示如下：一、中标候选人排序第一名.四川某某建安建设工程有限公司下浮比例：24.91%第二名.四川某某建筑工程有限公司下浮比例：23.9%二、公示期：2026年3月16日至2026年3月18日。三、监督电话：0826-4850000某某发展建设有限公司2026年3月16日";
    expect(values("某某体育公园建设项目劳务招标结果的公示", text)).toMatchObject({
      buyer: "某某发展建设有限公司",
      candidates: [
        { name: "四川某某建安建设工程有限公司", rank: 1 },
        { name: "四川某某建筑工程有限公司", rank: 2 },
      ],
    });
    const glued = "1、采购人信息采购人：重庆市某某区农村经营管理站采购经办人：黄老师采购人电话：18223130000";
    expect(values("某某试点技术服务项目采购公告", glued).buyer).toBe("重庆市某某区农村经营管理站");
    expect(
      values(
        "某某智慧城市项目招标公告",
        "招标人：某某县某某建设工程集团有限公司地址：某某路588号公告备案单位：某某县大数据中心2025年09月03日",
      ).buyer,
    ).toBe("某某县某某建设工程集团有限公司");
  });
});

describe("a page whose tags were stripped by a pattern (version 18)", () => {
  it("reads &nbsp; and the other entities as the spaces and characters they stand for", () => {
    const text = `招&nbsp;标&nbsp;人：&nbsp;&nbsp;某某市教育局
招标代理机构：&nbsp;某某工程咨询有限公司
投标截止时间：2026年3月5日&nbsp;&nbsp;9:30
中标候选人&ldquo;第一名&rdquo;：某某建设有限公司`;
    expect(values("某某学校改造工程招标公告", text)).toMatchObject({
      buyer: "某某市教育局",
      agency: "某某工程咨询有限公司",
      bid_deadline: "2026-03-05 09:30",
    });
  });
});
