// Page forms of the fresh batch read for extractor version 15 (ADR 0028): mostly 中国政府采购网 pages
// whose crawler joined every string into one line, often without a space. Invented names, the pages' forms.
import { describe, expect, it } from "vitest";
import { extractedValues as values } from "./testing/values";

describe("version 15 forms", () => {
  it("reads a result run together without spaces: numbering glued to values, a party's section glued to 名 称", () => {
    const text =
      "一、项目编号：JC-AB20260125二、项目名称：2026年某某学院实验室采购项目三、中标（成交）信息供应商名称：某某信息技术有限公司供应商地址：某某市某某路1号中标（成交）金额：3274550.00元四、主要标的信息序号供应商名称货物名称1某某信息技术有限公司取证分析系统" +
      "七、公告期限自本公告发布之日起1个工作日。九、凡对本次公告内容提出询问，请按以下方式联系。1.采购人信息名 称：某某学院地址：河南省郑州市新郑市某某路6号 联系方式：高老师0371-60000000 2.采购代理机构信息名 称：某某采购中心 地 址：上海市闵行区某某路299号 联系方式：021-30000000";
    expect(values("2026年某某学院实验室采购项目中标公告", text)).toMatchObject({
      project_code: "JC-AB20260125",
      buyer: "某某学院",
      agency: "某某采购中心",
      winner: "某某信息技术有限公司",
      win_amount_yuan: 3274550,
    });
  });

  it("reads （1）名 称 under a party's numbered section in one line", () => {
    const text =
      "一、采购项目基本信息1、采购项目名称：某某监狱雨污分流改造项目2、采购项目预算：2,866,410.82元 十、联系人 十一、采购人、采购代理机构的名称、地址和联系方法1、采购人信息（1）名 称：某某监狱（2）地 址：长沙市雨花区某某路528号（3）联系人：肖先生2、采购代理机构信息（1）名 称：某某项目管理有限公司（2）地 址：湖南省长沙市某某大厦2102室";
    expect(values("某某监狱雨污分流改造项目竞争性磋商邀请公告", text)).toMatchObject({
      buyer: "某某监狱",
      agency: "某某项目管理有限公司",
      budget_yuan: 2866410.82,
    });
  });

  it("takes a correction's new deadline, not the correction's own date, when before and after share one line", () => {
    const text =
      "一、项目基本情况 原公告的采购项目编号：YC00000021 二、更正信息 更正内容： 更正前采购公告内容：响应文件提交截止时间及报价时间：2026年9月8日09时00分更正后采购公告内容：响应文件提交截止时间及报价时间：2026年9月9日09时00分 更正日期：2026年09月03日";
    expect(values("某某大队餐饮服务项目更正公告", text).bid_deadline).toBe("2026-09-09 09:00");
  });

  it("reads 变更为“…” with quotes, 比选截止时间, and 釆购人 (a look-alike of 采)", () => {
    expect(values("某某大学平台采购项目更正公告", "4、本项目开标时间（投标截止时间）变更为“2026年9月15日9时30分”；").bid_deadline).toBe(
      "2026-09-15 09:30",
    );
    expect(values("某某大队顶棚采购项目比选公告", "（五）比选截止时间和开标时间：2026年09月15日09时30分（北京时间)。").bid_deadline).toBe(
      "2026-09-15 09:30",
    );
    expect(values("某某路罩面工程更正公告", "1.釆购人信息\n名称：某某区住房和城乡建设局\n地址：某某路").buyer).toBe(
      "某某区住房和城乡建设局",
    );
  });

  it("keeps a code that goes on after 采购 and reads 第一中标候选投标人", () => {
    expect(values("某某大队宣传品采购项目竞争性谈判公告", "项目编号：ZZHH采购20260805 项目名称：某某项目").project_code).toBe(
      "ZZHH采购20260805",
    );
    const text = `三、中标候选人信息
第一中标候选投标人：甲商贸有限公司
第二中标候选投标人：乙贸易有限公司`;
    expect(values("某某支队生活用品购置中标候选人公示", text).candidates).toMatchObject([
      { name: "甲商贸有限公司", rank: 1 },
      { name: "乙贸易有限公司", rank: 2 },
    ]);
  });

  it("does not take a call's fee account for a winner, and a call with 报名截止 stays a call", () => {
    const text = `一、招标项目简介
1、项目名称：某某厂备件招标
五、报名
2、报名截止日期：2018年12月23日 13时30分
八、其他说明
3、中标服务费按照国家标准收取。
4、标书费、投标保证金、中标服务费采用电汇方式缴纳，账号如下：
单位名称：某某科技信息有限公司
开 户 行：某某银行某某支行`;
    const v = values("", text);
    expect(v.stage).toBe("0100");
    expect(v.winner).toBeUndefined();
  });

  it("places a project by a distinctive short name and deepens a province-only site by the buyer's name", () => {
    expect(values("格尔木某某中心维修改造项目竞争性磋商", "采购人：某某中心").region).toBe("青海省海西蒙古族藏族自治州格尔木市");
    expect(values("", "项目实施地点：中国江苏省\n招标人：无锡某某电路有限公司").region).toBe("江苏省无锡市");
    expect(values("乌鲁木齐某某中心改造项目", "采购人：某某中心").region).toBe("新疆维吾尔自治区乌鲁木齐市");
  });

  it("reads 开标日期变更为…, a buyer's address glued to the next heading, and a numbered heading before a label", () => {
    expect(
      values("某某中心项目更正公告", "更正内容： 本项目投标截止时间及开标日期变更为2026年9月17日14时00分，其他内容不变。").open_time,
    ).toBe("2026-09-17 14:00");
    const call =
      "项目名称：某某研究所X射线源采购项目 项目编号：OITC-G000000001 采购单位联系方式：采购单位：某某研究所采购单位地址： 沈阳市沈河区文化路72号采购单位联系方式：佟老师,024-20000000 代理机构联系方式：代理机构：某某国际招标有限责任公司代理机构地址： 北京市海淀区某某街1号20层 二、开标时间：2026年09月15日 09:30";
    expect(values("某某研究所X射线源采购项目单一来源公告", call).region).toBe("辽宁省沈阳市沈河区");
    const result =
      "一、项目基本情况 1．项目编号：DZXJ000000001 2．项目名称：某某中心网络设备采购项目 3．采购组织单位：某某中心 4．采购方式：询价 5．预算金额：468000.00元 二、成交信息 初审情况： 全部投标人通过了初审 成交供应商情况： 供应商名称：某某科技技术有限公司 供应商地址： 广州市天河区某某路586号 成交金额：人民币372000.00元";
    expect(values("某某中心网络设备(询价）采购项目成交公告", result)).toMatchObject({
      winner: "某某科技技术有限公司",
      win_amount_yuan: 372000,
    });
  });

  it("reads cells joined without any separator: a code label glued to its code, 原公告的 labels, a header row glued to its row", () => {
    expect(
      values(
        "某某公司石材采购项目采购失败公告",
        "项目信息\n项目名称某某公司石材采购项目项目编号STJC-2024-WZ0001\n项目地址以甲方指定的地点为准",
      ).project_code,
    ).toBe("STJC-2024-WZ0001");
    expect(
      values("某某基地配套设施项目更正公告", "原公告的采购项目编号：GDYD000021原公告的采购项目名称：某某基地配套设施项目").project_code,
    ).toBe("GDYD000021");
    const result =
      "一、项目编号：SJZCS00000001\n三、中标（成交）信息\n供应商名称供应商地址供应商编码北京某某科技有限公司北京市东城区某某胡同1号91110101000000000M";
    expect(values("某某清单编制工作中标公告", result).winner).toBe("北京某某科技有限公司");
  });

  it("reads the end of a period the bids are handed in (…14:30～15:00之间送到…)", () => {
    const text =
      "五、投标文件的递交\n本项目所有响应文件用汉语编制。响应文件必须在2016年3月18日下午14:30～15:00 (北京时间)之间送到某某县公共资源交易中心。";
    expect(values("某某县人民医院医疗设备采购项目", text).bid_deadline).toBe("2016-03-18 15:00");
  });

  it("reads a correction's yearless new date and a label written in two parts", () => {
    const moved =
      "一、项目基本情况\n原公告的采购项目名称：某某平台物业管理服务采购项目\n首次公告日期：2026年7月21日\n二、更正信息\n2. 更正内容： 开标及投标截止时间由8月14日变更为8月18日 9：00。其余无变更。\n3. 更正日期： 2026年8月5日";
    expect(values("某某平台物业管理服务采购项目更正公告", moved)).toMatchObject({
      bid_deadline: "2026-08-18 09:00",
      open_time: "2026-08-18 09:00",
    });
    const parts =
      "二、更正信息\n（2）原响应文件提交：截止时间：2026年8月24日09时00分（北京时间）\n变更为：\n响应文件提交：截止时间：2026年8月26日09时00分（北京时间）\n更正日期：2026年08月05日";
    expect(values("某某海关物业服务采购项目更正公告", parts).bid_deadline).toBe("2026-08-26 09:00");
  });

  it("reads an award whose label runs two labels together (投标总报价中标价格)", () => {
    const text =
      "一、中标人信息\n某某体育公园项目（施工）：\n中标人:\n某某建设工程有限公司\n投标总报价中标价格:\n2446475.04 元\n二、其他公告内容";
    expect(values("某某体育公园项目（施工）中标结果公告", text).win_amount_yuan).toBe(2446475.04);
  });
});
