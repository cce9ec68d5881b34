import { describe, expect, it } from "vitest";
import { extractTender } from "./index";
import { readLayout } from "./layout";
import { readCode } from "./values";

const pair = (text: string, label: string) => readLayout(text).pairs.find((p) => p.label === label)?.value;

describe("layout: label–value pairs in every layout", () => {
  it("reads 标签：值 lines, several on a line, and full-width forms", () => {
    expect(pair("招标人：甲市交通运输局  地址：甲市人民路1号", "招标人")).toBe("甲市交通运输局");
    expect(pair("项目编号：ＬＹ２０２５－００１", "项目编号")).toBe("LY2025-001");
  });
  it("reads 标签 | 值 | 标签 | 值 rows and a label alone above its value", () => {
    expect(pair("项目编号 | E3203010319005778 | 项目名称 | 某道路工程", "项目编号")).toBe("E3203010319005778");
    expect(pair("项目编号：\n310000000260212178312-00317648\n项目名称：\n某项目", "项目编号")).toBe("310000000260212178312-00317648");
    expect(pair("一、项目编号\n2026JC05\n二、项目名称\n某研究", "项目编号")).toBe("2026JC05");
  });
  it("reads the glued summary of 中国政府采购网", () => {
    const t =
      "采购单位上海交通大学行政区域上海市公告时间2026年08月05日 10:58代理机构名称上海教育建设管理咨询有限公司代理机构地址上海市钦江路88号";
    expect(pair(t, "采购单位")).toBe("上海交通大学");
    expect(pair(t, "代理机构名称")).toBe("上海教育建设管理咨询有限公司");
  });
  it("reads semicolon-separated pairs with a space after the label (广东's result template)", () => {
    const t =
      "三、中标（成交）信息\n1：供应商名称 广州华银医学检验中心有限公司 ；供应商地址 广州市科学城揽月路80号 ；中标（成交）金额 1267500；备注 服务期：1年 。";
    const f = extractTender("中山市黄圃人民医院医学检验外送服务项目", t);
    expect(f.stage?.value).toBe("0104");
    expect(f.winner?.value).toBe("广州华银医学检验中心有限公司");
    expect(f.win_amount_yuan?.value).toBe(1267500);
  });
  it("does not take a table header that repeats 品目 for the glued summary", () => {
    const t =
      "合同包预算金额：3,056,753.46元 合同包最高限价：3,056,753.46元 品目号 品目名称 采购标的 数量（单位） 技术规格、参数及要求 品目预算(元) 最高限价(元) 1-1 其他市政公用设施施工";
    expect(extractTender("某治理项目竞争性磋商公告", t).max_price_yuan?.value).toBe(3056753.46);
  });
  it("keeps the section: 名称 under 采购代理机构信息 is the agency", () => {
    const t = "1.采购人信息\n名 称：某市第一中学\n地址：某市\n2.采购代理机构信息\n名 称：某某招标咨询有限公司\n";
    const f = extractTender("某采购项目公开招标公告", t);
    expect(f.buyer?.value).toBe("某市第一中学");
    expect(f.agency?.value).toBe("某某招标咨询有限公司");
  });
});

describe("fields seen wrong on real notices", () => {
  it("takes the buyer from the 招标条件 paragraph", () => {
    const t =
      "1. 招标条件\n本招标项目徐州经开区道路工程已由徐州经济技术开发区发展改革局批准建设，项目业主为徐州经济技术开发区投资项目代建中心，建设资金来自财政资金，项目已具备招标条件。";
    expect(extractTender("徐州经开区道路工程施工招标公告", t).buyer?.value).toBe("徐州经济技术开发区投资项目代建中心");
  });
  it("cuts a code at prose and brackets", () => {
    expect(readCode("LNZC20190702885）进行国内竞争性磋商")?.value).toBe("LNZC20190702885");
    expect(readCode("XLGL-2026-0617-A06（招标文件编号：XLGL-2026-0617-A06）")?.value).toBe("XLGL-2026-0617-A06");
    expect(readCode("青海骁驰询价（货物）2026-131")?.value).toBe("青海骁驰询价（货物）2026-131");
  });
  it("keeps the time of 上午10:00, and the bid deadline is never the registration deadline", () => {
    const t = "报名截止时间：2019年7月15日17:00\n获取文件方式：网上下载\n投标截止时间：2019年7月22日上午10:00\n开标时间：同投标截止时间";
    const f = extractTender("某工程施工招标公告", t);
    expect(f.bid_deadline?.value).toBe("2019-07-22 10:00");
    expect(f.bid_deadline?.evidence).toBe("投标截止时间：2019年7月22日上午10:00");
    expect(f.open_time?.value).toBe("2019-07-22 10:00");
    expect(f.registration_deadline?.value).toBe("2019-07-15 17:00");
  });
  it("opens at the deadline when the notice says so in the standard template's words", () => {
    const t =
      "5.2 投标人递交投标文件截止时间为 2019 年 12月 27日 10 时 00 分。投标文件递交至湖南省公共资源交易中心开标室，招标人在投标截止的同一时间，同一地点举行开标仪式。";
    expect(extractTender("某养护工程施工招标公告", t).open_time?.value).toBe("2019-12-27 10:00");
  });
  it("does not take 项目总投资 or 估算价 as the budget", () => {
    const t = "项目总投资：5000万元\n标段合同估算价：2000 万元\n最高投标限价：1,256.78万元";
    const f = extractTender("某工程施工招标公告", t);
    expect(f.budget_yuan).toBeUndefined();
    expect(f.max_price_yuan?.value).toBe(12567800);
  });
  it("reads a header-row table of candidates", () => {
    const t = "排名 | 中标候选人名称 | 投标报价（万元） | 项目经理\n1 | 甲建设有限公司 | 1,020.5 | 张三\n2 | 乙建设有限公司 | 1,030 | 李四";
    expect(extractTender("某工程中标候选人公示", t).candidates?.value).toEqual([
      { name: "甲建设有限公司", rank: 1, amount_yuan: 10205000 },
      { name: "乙建设有限公司", rank: 2, amount_yuan: 10300000 },
    ]);
  });
  it("reads a result's winner and amount in brackets, and skips a zero placeholder", () => {
    const t =
      "总中标金额￥0.000000 万元（人民币）\n三、中标（成交）信息\n供应商名称：武汉某某设计院有限公司\n中标（成交）金额：109.2(万元)";
    const f = extractTender("某研究中标结果公告", t);
    expect(f.winner?.value).toBe("武汉某某设计院有限公司");
    expect(f.win_amount_yuan?.value).toBe(1092000);
  });
});

describe("the standard 招标公告 of 《标准施工招标文件》", () => {
  const text = [
    "某某路改造工程施工招标公告",
    "1．招标条件",
    "本招标项目某某路改造工程已由某某市发展和改革委员会以某发改〔2019〕56号批准建设，项目业主为某某市城市建设投资有限公司，建设资金来自财政资金，项目出资比例为100%，招标人为某某市住房和城乡建设局。项目已具备招标条件，现对该项目的施工进行公开招标。",
    "2．项目概况与招标范围",
    "2.1 建设地点：某某市南湖区",
    "2.2 招标控制价：1256.78万元",
    "4．招标文件的获取",
    "4.1 凡有意参加投标者，请于2019年7月1日至2019年7月5日，每日上午9时至12时，下午14时至17时（北京时间，下同），在某某市公共资源交易中心购买招标文件。",
    "5．投标文件的递交",
    "5.1 投标文件递交的截止时间（投标截止时间，下同）为2019年7月22日9时30分，地点为某某市公共资源交易中心。",
    "8．联系方式",
    "招 标 人：某某市住房和城乡建设局          招标代理机构：某某工程咨询有限公司",
    "地    址：某某市人民路1号                 地    址：某某市解放路2号",
    "联 系 人：王先生                          联 系 人：李女士",
  ].join("\n");
  it("reads the parties, the maximum price and the deadline", () => {
    const f = extractTender("某某路改造工程施工招标公告", text);
    expect(f.buyer?.value).toBe("某某市住房和城乡建设局");
    expect(f.agency?.value).toBe("某某工程咨询有限公司");
    expect(f.max_price_yuan?.value).toBe(12567800);
    expect(f.bid_deadline?.value).toBe("2019-07-22 09:30");
    expect(f.registration_deadline).toBeUndefined();
  });
});

describe("names that start like a placeholder", () => {
  it("reads 无锡市 and 无为市 as places, 无 alone as none", () => {
    expect(extractTender("某工程招标公告", "招标人：无锡市城市建设发展有限公司\n").buyer?.value).toBe("无锡市城市建设发展有限公司");
    expect(extractTender("某工程招标公告", "招标代理机构：无\n").agency).toBeUndefined();
  });
});

describe("layout: a ranking stored one cell per line (a page's bars turned into line breaks)", () => {
  it("reads numbered rows whose columns are not all labels it knows, and a unit after a slash", () => {
    const t =
      "排序\n中标候选人名称\n投标报价/元\n质量\n周期/天\n1\n中国建筑科学研究院有限公司\n15230000.00\n合格\n240\n2\n清华大学建筑设计研究院有限公司\n16180000.00\n合格\n255\n二、提出异议的渠道和方式\n";
    expect(extractTender("某地块项目设计中标候选人公示", t).candidates?.value).toEqual([
      { name: "中国建筑科学研究院有限公司", rank: 1, amount_yuan: 15230000 },
      { name: "清华大学建筑设计研究院有限公司", rank: 2, amount_yuan: 16180000 },
    ]);
  });
  it("reads a ranking turned sideways: the ranks, then each label followed by one value per rank", () => {
    const t =
      "二、评标结果\n名 次\n第一名\n第二名\n中标候选人名称\n甲建设有限公司\n乙建设工程有限公司\n投标报价(元)\n3859490.14\n3799256.29\n质量目标\n合格\n合格\n";
    expect(extractTender("某运动场维修改造工程中标候选人公示", t).candidates?.value).toEqual([
      { name: "甲建设有限公司", rank: 1, amount_yuan: 3859490.14 },
      { name: "乙建设工程有限公司", rank: 2, amount_yuan: 3799256.29 },
    ]);
  });
  it("reads a sideways ranking that starts with the candidates' names, and a spaced label with its unit", () => {
    const t =
      "二、评标结果\n中标候选人名称\n甲建设工程有限公司\n乙建设有限公司\n投标报价(元/%)\n2975494.56\n2970929.67\n质量目标\n合格\n合格\n";
    expect(extractTender("某殡葬点建设项目中标候选人公示", t).candidates?.value).toEqual([
      { name: "甲建设工程有限公司", amount_yuan: 2975494.56 },
      { name: "乙建设有限公司", amount_yuan: 2970929.67 },
    ]);
    const won = extractTender("某环境综合整治拟中标结果公示表", "拟中 标 人\n四川恒弘建筑工程有限公司\n中标金额 （万元）\n232.230024\n");
    expect(won.win_amount_yuan?.value).toBe(2322300.24);
  });
  it("leaves a bidders' score table to the candidates the notice names", () => {
    const t =
      "三、评审结果：\n第一中标候选人：甲建设有限公司\n第二中标候选人：乙建设有限公司\n四、投标单位得分排名情况：\n序号\n投标单位名称\n总分\n排名\n1\n甲建设有限公司\n98.52\n1\n2\n乙建设有限公司\n96.09\n2\n3\n丙建设有限公司\n95.99\n3\n";
    expect(extractTender("某工程中标候选人公示", t).candidates?.value).toEqual([
      { name: "甲建设有限公司", rank: 1 },
      { name: "乙建设有限公司", rank: 2 },
    ]);
  });
});

describe("layout: a ranking joined into one line with spaces", () => {
  it("reads a sideways ranking's prices after its names, and a unit split from its label", () => {
    const t =
      "二、评标结果 名 次 第一名 第二名 第三名 中标候选人名称 甲建设集团有限公司 乙建设有限公司 丙建筑有限公司 投标报价(元/%) 3859490.14 3799256.29 3812424.19 质量目标 合格 合格 合格";
    expect(extractTender("某工程中标候选人公示", t).candidates?.value).toEqual([
      { name: "甲建设集团有限公司", rank: 1, amount_yuan: 3859490.14 },
      { name: "乙建设有限公司", rank: 2, amount_yuan: 3799256.29 },
      { name: "丙建筑有限公司", rank: 3, amount_yuan: 3812424.19 },
    ]);
    const won = "拟中 标 人 四川恒弘建筑工程有限公司 中标金额 （万元） 232.230024 工商注册号 9151132105251082x7";
    expect(extractTender("某环境综合整治拟中标结果公示表", won).win_amount_yuan?.value).toBe(2322300.24);
  });
});

describe("layout: a value glued to the next label (a PDF's or page's text without a break)", () => {
  it("starts the next label where a label the table knows ends an unknown one", () => {
    const t =
      "项目名称：中央政府采购管理系统升级改造项目项目编号：ZZGJ20250268\n采购人名称：自然资源部信息中心采购人地址：北京市海淀区莲花池西路28号\n";
    expect(pair(t, "项目编号")).toBe("ZZGJ20250268");
    expect(pair(t, "采购人名称")).toBe("自然资源部信息中心");
  });
  it("keeps a label whose head only qualifies it (投资项目代码 is no 项目代码) and a ranked label whole", () => {
    expect(pair("[会昌县]某桥梁维修工程 投资项目代码：2509-360733-04-01-370085 招标编号：360733032026006", "项目代码")).toBeUndefined();
    expect(pair("中标候选人第一名：甲建设有限公司；中标候选人第二名：乙建设有限公司", "第二名")).toBeUndefined();
  });
  it("reads an award whose label carries a currency sign in brackets", () => {
    const f = extractTender("某景石拆运及安装项目中标结果公示", "拟中标人：重庆龙力园林建设有限公司，中标价（￥）110000元。\n");
    expect(f.win_amount_yuan?.value).toBe(110000);
  });
});
