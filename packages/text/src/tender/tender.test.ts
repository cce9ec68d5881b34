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
  it("ends a name where a crawler glued the next cell to it: a label, a date, a phone", () => {
    const buyer = (t: string) => extractTender("某工程招标公告", t).buyer?.value;
    expect(buyer("招标人:枝江市仙女镇人民政府建设地点枝江市镇仙女村\n")).toBe("枝江市仙女镇人民政府");
    expect(buyer("招标人：乐清市运输集团有限公司2020年12月2日\n")).toBe("乐清市运输集团有限公司");
    expect(buyer("招标人：贵溪市城市资源开发有限公司13361606565\n")).toBe("贵溪市城市资源开发有限公司");
    // A name that goes on after its first ending is not cut there.
    expect(buyer("招标人：中国铁路武汉局集团有限公司宜昌工务段\n")).toBe("中国铁路武汉局集团有限公司宜昌工务段");
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
  it("reads a list numbered from 1 under a candidates' heading, on its lines or on one", () => {
    const lines = "中标候选人排序：\n1. 甲建设集团有限公司\n2. 乙路桥工程有限公司\n3. 丙市政工程有限公司\n招标人：某市交通运输局";
    expect(findCandidates(lines)?.value.map((c) => [c.rank, c.name])).toEqual([
      [1, "甲建设集团有限公司"],
      [2, "乙路桥工程有限公司"],
      [3, "丙市政工程有限公司"],
    ]);
    const one = "中标候选人依次为：（1）甲建设集团有限公司；（2）乙路桥工程有限公司。";
    expect(findCandidates(one)?.value.map((c) => c.name)).toEqual(["甲建设集团有限公司", "乙路桥工程有限公司"]);
  });
  it("takes 中标监理费 as the award, never 中标服务费 (the agency's fee)", () => {
    const f = (t: string) => extractTender("某工程监理中标公示", t).win_amount_yuan?.value;
    expect(f("中标单位：甲工程监理有限公司\n中标监理费：35.6万元")).toBe(356000);
    expect(f("中标单位：甲工程监理有限公司\n中标服务费：1.2万元")).toBeUndefined();
  });
});

describe("stage and region", () => {
  it("takes the notice type named last", () => {
    expect(detectStage("秭归农商银行文化支行综合楼室内外装修改造工程中标候选人公示", "")).toBe("0103");
    expect(detectStage("某工程中标结果更正公告", "")).toBe("0105");
    expect(detectStage("某工程开标记录", "")).toBe("0102");
    expect(detectStage("某工程施工招标公告", "")).toBe("0100");
    expect(detectStage("某项目比选结果公示", "")).toBe("0104");
    expect(detectStage("某项目中标（成交）公告", "")).toBe("0104");
    expect(detectStage("某工程开标一览表", "")).toBe("0102");
    expect(detectStage("某工程评标报告公示", "")).toBe("0103");
    expect(detectStage("大理市洱海流域生态修复工程资格预审结果公告", "")).toBe("0106");
    expect(detectStage("某工程资格预审合格申请人名单公示", "")).toBe("0106");
    expect(detectStage("某工程通过资格审查的申请人名单", "")).toBe("0106");
    expect(detectStage("某工程资格预审结果公示", "")).toBe("0106");
    expect(detectStage("某工程招标异常公告", "")).toBe("0105");
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

describe("layouts met on other provinces' pages", () => {
  it("joins a heading the markup broke over lines", () => {
    const t = "1\n.采购人\n信息\n名 称：\n山东省体育产业发展服务中心\n2.采购代理机构信息\n名 称：\n山东邦卓招标有限责任公司\n";
    const f = extractTender("某项目公开招标公告", t);
    expect(f.buyer?.value).toBe("山东省体育产业发展服务中心");
    expect(f.agency?.value).toBe("山东邦卓招标有限责任公司");
  });
  it("reads a label with a remark inside it (中标（选）人, 中标（选）价（万元）)", () => {
    const t = "中标（选）人 | 重庆建工市政交通工程有限责任公司 | 资质等级 | 壹级\n中标（选）价（万元） | 666.987967 | 中标价说明\n";
    const f = extractTender("某管网工程中标结果公告", t);
    expect(f.winner?.value).toBe("重庆建工市政交通工程有限责任公司");
    expect(f.win_amount_yuan?.value).toBe(6669879.67);
  });
  it("takes the first-ranked candidate as winner only when the result or its title says so", () => {
    const ranking = "第一中标候选人：甲建设有限公司，投标报价：100万元\n第二中标候选人：乙建设有限公司，投标报价：101万元\n";
    const said = extractTender("某工程中标结果公告", `${ranking}招标人确定排名第一的中标候选人为中标人。`);
    expect(said.winner?.value).toBe("甲建设有限公司");
    expect(said.win_amount_yuan?.value).toBe(1000000);
    // "中标结果" in the title: the ranking it publishes is the outcome; a bare 结果公告 may list bids only.
    expect(extractTender("某工程中标结果公告", ranking).winner?.value).toBe("甲建设有限公司");
    expect(extractTender("某工程结果公告", ranking).winner).toBeUndefined();
  });
  it("reads prices of a ranking stored one cell per line", () => {
    const t =
      "名称\n投标报价\n(元）\n工期\n第一名\n重庆聚之旺建筑工程有限公司\n698757.43\n60日历天\n第二名\n重庆博灵建设有限公司\n749038.72\n60日历天\n第一中标候选人\n: 重庆聚之旺建筑工程有限公司\n第二中标候选人\n: 重庆博灵建设有限公司\n";
    expect(extractTender("某工程中标候选人公示", t).candidates?.value).toEqual([
      { name: "重庆聚之旺建筑工程有限公司", rank: 1, amount_yuan: 698757.43 },
      { name: "重庆博灵建设有限公司", rank: 2, amount_yuan: 749038.72 },
    ]);
  });
  it("reads an engineering 中标公示 that ranks three and names no winner as the candidates' notice", () => {
    const t =
      "第一名 | 单位名称： 新疆东方工程管理有限公司\n投标报价（万元）： 23.48\n第二名 | 单位名称： 新疆中厦建设工程项目管理有限公司\n投标报价（万元）： 26.24\n";
    const f = extractTender("中标公示信息（监理）", t);
    expect(f.stage?.value).toBe("0103");
    expect(f.candidates?.value[1]).toEqual({ name: "新疆中厦建设工程项目管理有限公司", rank: 2, amount_yuan: 262400 });
    expect(f.winner).toBeUndefined();
  });
  it("joins a label the markup broke before its colon, and reads 截至 as 截止", () => {
    const f = extractTender("某项目竞争性磋商公告", "四、响应文件提交\n1.截止时\n间：\n2026年3月20日9时00分\n");
    expect(f.bid_deadline?.value).toBe("2026-03-20 09:00");
    const g = extractTender("某项目更正公告", "2.递交投标文件的截至时间、开标时间修改为2026年8月13日14时30分（北京时间）。");
    expect(g.bid_deadline?.value).toBe("2026-08-13 14:30");
    const h = extractTender("某项目更正公告", "4、投标截止及开标时间调整为 2026-08-21 09:00:00。");
    expect(h.bid_deadline?.value).toBe("2026-08-21 09:00");
  });
  it("reads a body paragraph of colon pairs that names summary labels as pairs, not as the glued summary", () => {
    const t =
      "公告内容文档 一、项目基本情况 1、原公告的采购项目编号：商财竞争性磋商-2026-19 2、原公告的采购项目名称：某项目 4、原响应文件提交截止时间：2026年08月14日09时30分（北京时间） 3、原开标时间：2026年08月14日09时30分 开标时间变更为：2026年08月14日09时30分 5、更正日期：2026年08月05日";
    expect(extractTender("某项目更正公告", t).project_code?.value).toBe("商财竞争性磋商-2026-19");
  });
  it("reads compact dates, a rank written in the name's cell, a price in prose and a code before its lot", () => {
    expect(extractTender("某工程评标结果公示", "开标时间 | 20260313 - 09:30:00").open_time?.value).toBe("2026-03-13 09:30");
    const c = extractTender(
      "某工程中标候选人公示",
      "标段名称 | 中标候选人 | 投标报价（元）\n第一标段 | 第一名：甲路桥建设有限公司 | 12345678.90\n",
    );
    expect(c.candidates?.value).toEqual([{ name: "甲路桥建设有限公司", rank: 1, amount_yuan: 12345678.9 }]);
    const w = extractTender("某道路工程中标公告", "经评标委员会评审，确定戊建设有限公司为中标人，中标价为198.5万元。");
    expect(w.win_amount_yuan?.value).toBe(1985000);
    expect(extractTender("某项目招标公告", "招标编号：ZB2023-001（第一标段）").project_code?.value).toBe("ZB2023-001");
  });
  it("places a project whose site names two districts in the city holding both", () => {
    expect(extractTender("某工程招标公告", "建设地点 | 宜昌市伍家岗区、夷陵区").region?.value).toBe("湖北省宜昌市");
    expect(extractTender("某工程招标公告", "建设地点：武汉市、宜昌市").region?.value).toBe("湖北省");
    expect(extractTender("某工程招标公告", "建设地点：湖北省宜昌市夷陵区小溪塔街道").region?.value).toBe("湖北省宜昌市夷陵区");
  });
});

describe("a notice written out as one line (a crawler that joined the page's strings)", () => {
  const blob =
    "某学校体育设备采购项目中标结果公告 一、项目编号：ZHAJZBNX-2026-01 二、项目名称：体育设备采购项目 三、中标（成交）信息 1.中标结果： 序号 供应商名称 供应商地址 中标（成交）金额 评审总得分 1 新疆金色盛世文化传媒有限公司 新疆乌鲁木齐市天山区解放北路261号 999200.00元 78.67 四、提交投标文件截止时间、开标时间和地点 2026-04-07 09:00(北京时间) 地点：北京市政府采购电子交易平台。 七、对本次招标提出询问，请按以下方式联系 1.采购人信息 名 称： 石嘴山市大武口区教育局 地 址： 大武口区黄河西街129号 2.采购代理机构信息 名 称： 宁夏某某招标有限公司 地 址： 银川市";
  it("finds the pairs a page with lines would give", () => {
    const f = extractTender("某学校体育设备采购项目中标结果公告", blob);
    expect(f.project_code?.value).toBe("ZHAJZBNX-2026-01");
    expect(f.winner?.value).toBe("新疆金色盛世文化传媒有限公司");
    expect(f.win_amount_yuan?.value).toBe(999200);
    expect(f.buyer?.value).toBe("石嘴山市大武口区教育局");
    expect(f.agency?.value).toBe("宁夏某某招标有限公司");
    expect(f.open_time?.value).toBe("2026-04-07 09:00");
  });
  it("reads a table's cells joined with spaces", () => {
    const t =
      "公示期: 2026 年 03 月 16 日至 2026 年 03 月 18 日) 项目标段名称 垫江体育文化公园改造提升工程 最高限价 1377750.64元 项目编码 50023120260211001030101 招标人 重庆兴垫农业发展有限公司 招标人联系电话 13996854122 招标代理机构 重庆立生实业有限公司 招标代理机构联系电话 023-74686886";
    const f = extractTender("垫江体育文化公园改造提升工程中标候选人公示", t);
    expect(f.buyer?.value).toBe("重庆兴垫农业发展有限公司");
    expect(f.agency?.value).toBe("重庆立生实业有限公司");
    expect(f.max_price_yuan?.value).toBe(1377750.64);
    expect(f.project_code?.value).toBe("50023120260211001030101");
  });
  it("reads a bar table whose rows ran together", () => {
    const rows = [
      `建设规模 | ${"新建体育馆一座及配套室外工程，".repeat(25)}`,
      "工程名称 | 万年中学体育馆提升改造工程",
      "工程地址 | 万年中学",
      "建筑面积 | 4667.01 ㎡",
      "招标人 | 万年县教育体育局",
      "招标范围 | 详见工程量清单及图纸",
      "最高投标限价 | 5735800.38元",
      "开标时间 | 2026年03月27日",
      "工期 | 180 天",
      "质量标准 | 符合国家验收标准",
      "招标代理机构 | 江西某某项目管理有限公司",
    ];
    const f = extractTender("万年中学体育馆提升改造工程中标候选人公示", rows.join(" "));
    expect(f.max_price_yuan?.value).toBe(5735800.38);
    expect(f.buyer?.value).toBe("万年县教育体育局");
    expect(f.agency?.value).toBe("江西某某项目管理有限公司");
    expect(f.open_time?.value).toBe("2026-03-27");
  });
  it("reads a section's name standing among cells", () => {
    const t = `${"某某项目 ".repeat(20)}招标代理机构信息 单位名称 重庆翀戈工程管理有限公司 社会信用代码 91500107MAACALR185 中标人信息 单位名称 中铁十一局集团第五工程有限公司 社会信用代码 91500000202805587B`;
    expect(extractTender("某工程中标结果公告", t).winner?.value).toBe("中铁十一局集团第五工程有限公司");
  });
});

describe("winners written in other ways", () => {
  const winner = (t: string) => extractTender("某工程中标结果公告", t);
  it("reads a two-column table, a chosen winner in prose and a winner 'is' sentence", () => {
    expect(winner("中标人 | 中标价(元)\n甲建设有限公司 | 1234567.00").win_amount_yuan?.value).toBe(1234567);
    expect(winner("经评标委员会评审，招标人确定甲建设有限公司为中标单位。").winner?.value).toBe("甲建设有限公司");
    expect(winner("本项目中标供应商为甲科技股份有限公司，中标金额为人民币85.6万元。").winner?.value).toBe("甲科技股份有限公司");
  });
  it("reads labels in square brackets (【招标人】…)", () => {
    const f = winner("【招标编号】0724-1540SCCZB006\n【招标人】某市教育局\n【中标人】甲建设有限公司\n【中标金额】123.45万元");
    expect(f.project_code?.value).toBe("0724-1540SCCZB006");
    expect(f.buyer?.value).toBe("某市教育局");
    expect(f.winner?.value).toBe("甲建设有限公司");
    expect(f.win_amount_yuan?.value).toBe(1234500);
    const g = extractTender("某工程招标公告", "[项目编号] ZB-2016-001 [招标人] 某市水务局 [投标截止时间] 2016年5月6日9:30");
    expect(g.bid_deadline?.value).toBe("2016-05-06 09:30");
  });
});

describe("layouts seen in probes of other provinces", () => {
  it("reads cells joined by tabs as a table: a header row over a data row, and label–value rows", () => {
    const f = extractTender(
      "某道路工程中标结果公示",
      "序号\t标段名称\t中标单位\t中标金额（元）\t工期\n1\t一标段\t甲路桥集团有限公司\t12345678.00\t365天\n工程编号\tE3203010319005778\n\t日期: 2021年06月09日\t",
    );
    expect(f.winner?.value).toBe("甲路桥集团有限公司");
    expect(f.win_amount_yuan?.value).toBe(12345678);
    expect(f.project_code?.value).toBe("E3203010319005778");
  });
  it("reads '受X委托，Y对…进行公开招标' as buyer and agency", () => {
    const f = extractTender(
      "某医院综合楼项目招标公告",
      "受新洲区人民医院委托，湖北正信工程管理有限公司对新洲区人民医院综合楼项目进行公开招标。",
    );
    expect(f.buyer?.value).toBe("新洲区人民医院");
    expect(f.agency?.value).toBe("湖北正信工程管理有限公司");
  });
  it("reads ranks written as 第一名 on a line of candidates", () => {
    const f = extractTender("某工程中标候选人公示", "中标候选人 第一名 哈尔滨建工集团有限责任公司 第二名 龙建路桥股份有限公司");
    expect(f.candidates?.value.map((c) => [c.rank, c.name])).toEqual([
      [1, "哈尔滨建工集团有限责任公司"],
      [2, "龙建路桥股份有限公司"],
    ]);
  });
  it("reads candidates in a table turned sideways under a 中标候选人 header", () => {
    const f = extractTender(
      "某教学楼工程中标候选人公示",
      "中标候选人 | 第一名 | 第二名\n单位名称 | 江苏龙信建设集团有限公司 | 南通新华建筑集团有限公司\n投标报价（元） | 23456789.12 | 23500000.00\n项目经理 | 王五 | 李四",
    );
    expect(f.candidates?.value).toEqual([
      { name: "江苏龙信建设集团有限公司", rank: 1, amount_yuan: 23456789.12 },
      { name: "南通新华建筑集团有限公司", rank: 2, amount_yuan: 23500000 },
    ]);
  });
  it("reads numbered candidate labels, 第一中标候选人为…, 投标价格 and candidates listed in order", () => {
    const numbered = extractTender(
      "某项目中标候选人公示",
      "中标候选人1：四川华西集团有限公司 报价：5678901.23元\n中标候选人2：中国五冶集团有限公司 报价：5700000.00元",
    );
    expect(numbered.candidates?.value.map((c) => [c.rank, c.name, c.amount_yuan])).toEqual([
      [1, "四川华西集团有限公司", 5678901.23],
      [2, "中国五冶集团有限公司", 5700000],
    ]);
    const prose = extractTender(
      "某食堂工程中标公示",
      "按招标文件规定的评标方法评定，第一中标候选人为温州金福建筑工程有限公司（项目负责人：胡燕），投标报价723409元；第二中标候选人为苍南县鸿基爆破工程有限公司（项目负责人：罗进文），投标报价727362元。",
    );
    expect(prose.candidates?.value.map((c) => [c.name, c.amount_yuan])).toEqual([
      ["温州金福建筑工程有限公司", 723409],
      ["苍南县鸿基爆破工程有限公司", 727362],
    ]);
    const priced = extractTender(
      "某设备采购项目评标结果公示",
      "推荐的中标候选人：\n第1名：北京华检医疗器械有限公司 投标价格：¥1,234,567.00\n第2名：上海联影医疗科技有限公司 投标价格：¥1,300,000.00",
    );
    expect(priced.candidates?.value.map((c) => c.amount_yuan)).toEqual([1234567, 1300000]);
    const listed = extractTender(
      "某项目评标结果公示",
      "中标候选人名称：山东某某建设有限公司,投标报价：1234567.00元,工期:90日历天\n中标候选人名称：山东某二建设有限公司,投标报价：1250000.00元,工期:90日历天",
    );
    expect(listed.candidates?.value.map((c) => [c.rank, c.amount_yuan])).toEqual([
      [1, 1234567],
      [2, 1250000],
    ]);
    // A time is not a numbered label: "上午10:00" stays a time.
    expect(extractTender("某工程招标公告", "开标时间：2019年7月22日上午10:00").open_time?.value).toBe("2019-07-22 10:00");
  });
  it("does not place a project by a bidder's name", () => {
    const f = extractTender(
      "某工程评标结果公示",
      "中标候选人名称\t投标报价(元)\t排名\n湖北省工业建筑集团有限公司\t51234500\t1\n中铁十一局集团有限公司\t52000000\t2",
    );
    expect(f.candidates?.value).toHaveLength(2);
    expect(f.region).toBeUndefined();
  });
  it("reads a name followed by its role in brackets, a remark cut open, and 公安厅 as no place", () => {
    const f = extractTender(
      "某项目招标公告",
      "中国移动通信集团湖北有限公司（以下简称“招标人”）的传输设备采购项目已获批准，招标人现委托中捷通信有限公司（以下简称“招标代理机构”）对该项目进行公开招标。",
    );
    expect(f.buyer?.value).toBe("中国移动通信集团湖北有限公司");
    expect(f.agency?.value).toBe("中捷通信有限公司");
    const g = extractTender("某设备招标公告", "某某大学（采购人）委托某某招标有限公司（采购代理机构）对某某设备进行公开招标采购。");
    expect([g.buyer?.value, g.agency?.value]).toEqual(["某某大学", "某某招标有限公司"]);
    expect(extractTender("某工程招标公告", "招标人：黄石市交通运输局（代建单位：黄石市城发集团）").buyer?.value).toBe("黄石市交通运输局");
    expect(extractTender("某设备招标公告", "采购单位：湖北省公安厅交通管理局").region?.value).toBe("湖北省");
  });
  it("reads amounts with thousands separators in prose, and the amount a discount comes to", () => {
    const f = extractTender("某工程招标公告", "本项目预算金额为 1,500,000.00 元，最高限价为1,480,000.00元。");
    expect([f.budget_yuan?.value, f.max_price_yuan?.value]).toEqual([1500000, 1480000]);
    const g = extractTender("某工程中标结果公告", "中标人：某某建设有限公司\n中标价：下浮率8%，即人民币92万元");
    expect(g.win_amount_yuan?.value).toBe(920000);
    expect(extractTender("某工程中标结果公告", "中标人：某某建设有限公司\n中标价：下浮率8%").win_amount_yuan).toBeUndefined();
  });
  it("reads a year whose digits came apart, a deadline label inside brackets, and a 补充通知's new date", () => {
    const deadline = (t: string, title = "某工程招标公告") => extractTender(title, t).bid_deadline?.value;
    expect(deadline("投标文件递交的截止时间（投标截止时间，下同）为 20 26 年 9 月 9 日上午 09 时 00 分。")).toBe("2026-09-09 09:00");
    expect(deadline("投标文件的上传/递交截止时间（投标截止时间：202 6 年 07 月 28 日 9时00分）。")).toBe("2026-07-28 09:00");
    expect(parseDateTime("附件1 2024年3月1日9:30")).toBe("2024-03-01 09:30");
    const moved =
      "原投标文件递交的截止时间及开标时间（投标截止时间，下同）为2018年1月8日10时00分；现更改为“投标文件递交的截止时间及开标时间（投标截止时间，下同）为2018年1月10日9时30分”";
    const f = extractTender("某商业提质改造项目补充通知（二）", moved);
    expect([f.stage?.value, f.bid_deadline?.value, f.open_time?.value]).toEqual(["0105", "2018-01-10 09:30", "2018-01-10 09:30"]);
  });
  it("reads labels behind bullets and a lone 第1名 of a result", () => {
    const f = extractTender("某工程中标结果公告", "◆招标人：某某市水利局\n◆中标人：某某水利水电工程有限公司\n• 中标价：356.8万元");
    expect([f.winner?.value, f.win_amount_yuan?.value]).toEqual(["某某水利水电工程有限公司", 3568000]);
    const g = extractTender("某工程中标结果公示", "第1名 测试建设有限公司\n中标价：123.45万元");
    expect(g.winner?.value).toBe("测试建设有限公司");
  });
  it("reads longer spellings of a label by its ending, below the exact labels", () => {
    const f = extractTender(
      "某项目招标公告",
      "投资项目代码：2512-360681-04-05-929351\n采购项目预算金额：150万元\n本合同包最高投标限价：148万元\n本项目招标人名称：某市水务局\n项目编号：SDGP370000202402000123",
    );
    expect(f.budget_yuan?.value).toBe(1500000);
    expect(f.max_price_yuan?.value).toBe(1480000);
    expect(f.buyer?.value).toBe("某市水务局");
    // The investment code is not the tender's code; the exact label keeps its rank and confidence.
    expect(f.project_code?.value).toBe("SDGP370000202402000123");
    expect(f.project_code?.confidence).toBeGreaterThan(0.9);
    expect(extractTender("某项目招标公告", "法定代表人或委托代理人：法定代表人证书或委托代理人委托书").agency).toBeUndefined();
  });
  it("reads a notice titled as a call for bids whose body names the winner and no deadline as a result", () => {
    const f = extractTender("某学校食堂设备采购项目", "采购人：某市第一中学\n中标供应商：甲科技有限公司\n中标金额：12.5万元");
    expect(f.stage?.value).toBe("0104");
    expect(f.winner?.value).toBe("甲科技有限公司");
    expect(extractTender("某学校食堂设备采购项目", "采购人：某市第一中学\n投标截止时间：2026年3月1日9:30").stage?.value).toBe("0100");
  });
});

describe("the city row", () => {
  it("counts a directly administered unit and a municipality's district as cities of their own", async () => {
    const { cityOf, filterCities } = await import("./region");
    expect(cityOf("429004")).toBe("429004");
    expect(cityOf("110105")).toBe("110105");
    expect(cityOf("420506")).toBe("420500");
    expect(cityOf("420000")).toBeNull();
    expect(filterCities("420000").map((c) => c.name)).toEqual(
      expect.arrayContaining(["宜昌市", "仙桃市", "潜江市", "天门市", "神农架林区"]),
    );
    expect(filterCities("110000").map((c) => c.name)).toContain("朝阳区");
    expect(filterCities("410000").map((c) => c.name)).toContain("济源市");
  });
});
