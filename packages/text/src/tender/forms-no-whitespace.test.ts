// Pages stored with no white space at all (a crawler's "".join(text.split()): every line break and
// space dropped), and what the fresh batch r10 showed (ADR 0028, version 17). Invented names in the
// forms of 中国政府采购网, 重庆 and 江西 result pages, 六安's call for tenders and 陕西's road notices.
import { describe, expect, it } from "vitest";
import { extractedValues as values } from "./testing/values";

/** A notice's lines run together, as such a crawler stores them, with the rest of its page after them. */
const glued = (...lines: string[]) => [...lines, ...REST].join("").replace(/\s+/g, "");
const REST = [
  "二、申请人的资格要求：1.满足《中华人民共和国政府采购法》第二十二条规定；2.落实政府采购政策需满足的资格要求：无；",
  "3.本项目的特定资格要求：无。三、获取招标文件时间：2026年03月17日至2026年03月24日，每天上午08:30至12:00，下午14:30至17:30。",
];

const CALL = "某某中学体育馆维修采购项目公开招标公告";
const PREAMBLE =
  "项目概况某某中学体育馆维修采购项目招标项目的潜在投标人应在某某市公共资源交易平台获取招标文件，并于2026年04月08日09时30分（北京时间）前递交投标文件。";

describe("a page with no white space", () => {
  it("ends a code before the next item's number glued to it (1、 is followed by 2、, 2.2 by 2.3)", () => {
    const text = glued(
      PREAMBLE,
      "一、项目基本情况",
      "1、项目编号：某采公开招-2026-12",
      "2、项目名称：某某中学体育馆维修采购项目",
      "3、采购方式：公开招标",
    );
    expect(values(CALL, text).project_code).toBe("某采公开招-2026-12");
    const decimal = glued(
      PREAMBLE,
      "2.项目概况与招标范围",
      "2.1项目名称：某某大厦设计施工总承包项目",
      "2.2项目编号：SJ-GC-20250827-01-01",
      "2.3建设地点：某某市某某区某某街道",
    );
    expect(values(CALL, decimal).project_code).toBe("SJ-GC-20250827-01-01");
    const unknownNext = glued(PREAMBLE, "2.2采购编号：LCG2015-24-017", "2.3谈判范围：第一标段：显示屏、灯光、音响", "3.供应商资格要求");
    expect(values(CALL, unknownNext).project_code).toBe("LCG2015-24-017");
  });

  it("ends a code of letters and digits where text or the next heading's number is glued to it", () => {
    const result = "某某街排水工程钢筋采购中标结果公示";
    expect(
      values(
        result,
        glued(PREAMBLE, "招标项目编号：M1400000026003571012某某街排水工程钢筋采购（1标段）中标结果公示", "发布时间：2020-12-01"),
      ).project_code,
    ).toBe("M1400000026003571012");
    expect(values(CALL, glued(PREAMBLE, "三．采购项目编号：JJTZ-2016-069", "四．采购组织类型：分散采购")).project_code).toBe(
      "JJTZ-2016-069",
    );
    expect(values(CALL, glued(PREAMBLE, "招标项目编号：G1310002001622001", "G1310002001622001")).project_code).toBe("G1310002001622001");
  });

  it("keeps a code whose Chinese part is its own (HZZFCG2016货字420号)", () => {
    expect(values(CALL, glued(PREAMBLE, "项目编号：HZZFCG2016货字420号", "项目名称：某某中学体育馆维修采购项目")).project_code).toBe(
      "HZZFCG2016货字420号",
    );
  });

  it("reads labels glued to their values in the middle of the page", () => {
    const text = glued(
      "某某县全民健身中心建设项目施工评标结果公示",
      "项目及标段名称某某县全民健身中心建设项目施工",
      "招标人某某县教育和体育局招标人联系电话0836-3122708",
      "招标代理机构某某一问工程技术咨询有限公司招标代理机构联系电话028-8337588",
      "开标时间2026年03月12日09时30分评标委员会成员名单张某、李某、王某、赵某、钱某",
    );
    expect(values("某某县全民健身中心建设项目施工评标结果公示", text)).toMatchObject({
      buyer: "某某县教育和体育局",
      agency: "某某一问工程技术咨询有限公司",
    });
  });

  it("ends a party's name at the label glued after 机关", () => {
    const text = glued(
      PREAMBLE,
      "八、凡对本次采购提出询问，请按以下方式联系",
      "1、采购人信息",
      "名称：某某市体育局机关",
      "地址：某某市某某区后湖大道95号",
    );
    expect(values(CALL, text).buyer).toBe("某某市体育局机关");
  });
});

describe("the fresh batch r10", () => {
  it("takes no questions' deadline for the bids', and reads 'the same time, namely …'", () => {
    const text = [
      "5、投标人网上提出问题截止时间为2018年4月8日17时30分，招标人网上集中统一答疑时间为2018年4月9日，开标时间与投标文件递交截止时间为同一时间即2018年4月24日9时00分。",
      "6、有意向参与本项目投标的投标人，应在投标截止时间前自行下载招标文件。",
    ].join("\n");
    expect(values("某某路电力线路入地改造工程招标公告", text)).toMatchObject({ bid_deadline: "2018-04-24 09:00" });
  });

  it("places a route between two places in the division holding both", () => {
    expect(values("榆商高速榆林至绥德段2018～2020年小修保养施工监理招标公告", "招标人为某某高速分公司。").region).toBe("陕西省榆林市");
    // A place named again is where the project is.
    expect(values("新建福州至厦门铁路福州公安处办公设备采购公开招标公告", "采购人：某某公安处").region).toBe("福建省福州市");
  });

  it("reads a county's short name before 开发区 when the buyer names its city, and a city's short name as the city", () => {
    const zone = "工程建设地点：武清开发区某某路15号\n招标人：天津某某园区管理有限公司";
    expect(values("武清开发区某某路厂房提升改造项目施工招标公告", zone).region).toBe("天津市武清区");
    // 常山 is a county of 浙江; a zone of 漳州 has the same name.
    const other = "招标人：漳州市常山华侨经济开发区某某中心\n工程建设地点：常山开发区";
    expect(values("常山工业园区侨兴路绿化景观工程招标公告", other).region).toBe("福建省漳州市");
    expect(values("某某水厂蝶阀采购项目招标公告", "建设地点南昌市某某水厂泵房内。\n地址：南昌市某某路99号南昌水业办公楼").region).toBe(
      "江西省南昌市",
    );
  });
});

describe("the fresh batch r11 (saved pages of city and county sites)", () => {
  it("takes no deadline for questions as the bids'", () => {
    const text = [
      "投标人提出问题截止时间：2018-05-10 18:00:00",
      "网上投标报价截止时间：2018-05-25 15:30:00",
      "开标时间：2018-05-25 15:30:00",
    ].join("\n");
    expect(values("某某广场设计招标公告", text).bid_deadline).toBe("2018-05-25 15:30");
  });

  it("reads the opening from a deadline whose remark names it", () => {
    const text = "5.1投标文件递交的截止时间（开标时间及投标截止时间，下同）：2017年12月13日14时00分，地点为某某州公共资源交易服务中心。";
    expect(values("某某升级改造项目招标公告", text)).toMatchObject({ bid_deadline: "2017-12-13 14:00", open_time: "2017-12-13 14:00" });
  });

  it("reads the buyer named in brackets after its role, and the body that organised a selection", () => {
    const objection = "若对评标结果有异议，请在2017-07-15日到2017-07-19日内向招标人(某某汽车码头有限公司)书面提出。";
    expect(values("某某码头工程评标结果公示", objection).buyer).toBe("某某汽车码头有限公司");
    const organised =
      "由某某市文化遗产保护中心组织的某某巡演项目已按照相关规定完成比选工作。经评审小组综合评定，确定该项目第一成交候选人为某某京剧研究院，报价为16.5万元。";
    expect(values("某某巡演项目比选结果公告", organised).buyer).toBe("某某市文化遗产保护中心");
    const agency = "由某某招标代理有限公司组织的某某巡演项目已按照相关规定完成比选工作。";
    expect(values("某某巡演项目比选结果公告", agency).buyer).toBeUndefined();
  });

  it("reads a budget under 预算审核价 and in a list of goods", () => {
    expect(
      values("某某绿化景观工程招标公告", "2.2 工程建设规模：本项目预算审核价为人民币2550254元（含暂列金124000元）；").budget_yuan,
    ).toBe(2550254);
    const goods = [
      "三、招标范围：详见下表",
      "品目 | 货物名称 | 规格型号及技术要求 | 数量 | 预算金额",
      "1 | 弱电智能化系统设备 | 详见招标文件 | 1 批 | 约161万元",
    ].join("\n");
    expect(values("某某安置小区弱电智能化招标公告", goods).budget_yuan).toBe(1610000);
  });

  it("places a site named in two provinces' words where its first place is", () => {
    const text = "1、项目地点：阿拉善左旗巴彦浩特东城区某某草原项目区域。";
    expect(values("某某广场设计招标公告", text).region).toBe("内蒙古自治区阿拉善盟阿拉善左旗");
  });
});

describe("a result table whose cells were glued (rows kept, bars dropped)", () => {
  it("reads each data row under the glued header by what each column holds", () => {
    const text = [
      "4、成交结果：",
      "包号成交供应商名称成交金额(元)",
      "001丹东市某某服装厂269100.00",
      "5、竞争性磋商小组成员名单：张某、李某、王某",
    ].join("\n");
    expect(values("某某学校校服采购项目成交公告", text)).toMatchObject({ winner: "丹东市某某服装厂", win_amount_yuan: 269100 });
  });

  it("reads a header that ends its caption's line, and takes no header for a name", () => {
    const text = [
      "3、中标供应商：包号中标供应商中标金额(元)",
      "1包中山市某某家具制造有限公司$1,090,602.00",
      "请中标供应商在公告期结束后领取通知书。",
    ].join("\n");
    expect(values("某某大学办公家具公开招标中标结果公告", text)).toMatchObject({
      winner: "中山市某某家具制造有限公司",
      win_amount_yuan: 1090602,
    });
  });

  it("stops at the first column it cannot delimit, keeping the name", () => {
    const text = [
      "1.中标结果：",
      "序号供应商名称供应商地址中标（成交）金额评审报价",
      "1江苏某某光电科技有限公司高邮市某某工业集中区总价形式报价:569800.00(元)",
    ].join("\n");
    expect(values("某某乡太阳能路灯采购中标公告", text).winner).toBe("江苏某某光电科技有限公司");
  });
});

describe("a result's table in a page that is one string (version 18)", () => {
  it("reads the row glued to its header: a description before the amount, a name before its address", () => {
    const described =
      "一、项目编号：P52038220260001GU二、项目名称：某某小学双电源技改工程三、中标（成交）信息中标结果：序号标项名称中标（成交）金额（元）中标供应商名称中标供应商地址中标供应商统一社会信用代码评分结果评审价格1某某市教育体育局某某小学双电源技改工程2630565.34贵州某某实创电力工程有限公司贵州省遵义市仁怀市某某社区商住楼2-1-691520382MAD0YATF0W92.882630565.34四、主要标的信息工程类主要标的信息：序号标项名称标的名称施工范围";
    expect(values("某某小学双电源技改工程中标（成交）结果公告", described)).toMatchObject({
      winner: "贵州某某实创电力工程有限公司",
      win_amount_yuan: 2630565.34,
    });
    const addressed =
      "一、项目编号：1406232026CCS00027二、项目名称：某某县禁毒社工服务项目三、中标（成交）信息1.中标结果：序号供应商名称供应商地址中标（成交）金额评审总得分1山西某某社会工作服务中心太原市小店区南中环街401号数码港A座508室磋商报价：3160000（元）86.472.废标结果:序号标项名称废标理由其他事项四、主要标的信息";
    expect(values("某某县禁毒社工服务项目成交结果公告", addressed)).toMatchObject({
      winner: "山西某某社会工作服务中心",
      win_amount_yuan: 3160000,
    });
  });

  it("leaves a ranking by scores to the candidates' readers", () => {
    const text =
      "一、第一信封评审：第一信封投标单位综合得分排序情况：序号投标单位评审得分排名1湖北某某路桥建筑有限公司94.8712湖北某某建设工程有限公司94.8323湖北某某路桥工程有限公司79.633二、第二信封评审：评标委员会推荐3名中标候选人。三、评审结果：第一中标候选人：湖北某某路桥工程有限公司第二中标候选人：湖北某某路桥建筑有限公司第三中标候选人：湖北某某建设工程有限公司四、公示期";
    expect(values("某某公路工程中标候选人公示", text).candidates).toMatchObject([
      { name: "湖北某某路桥工程有限公司", rank: 1 },
      { name: "湖北某某路桥建筑有限公司", rank: 2 },
      { name: "湖北某某建设工程有限公司", rank: 3 },
    ]);
  });
});

describe("names that ran into what follows them (version 18)", () => {
  it("ends a name before a form's label, the next item's number, a remark naming its role", () => {
    const cases: [string, string, string][] = [
      ["招标人：鄯善县某某投资建设有限公司结构类型：框架", "buyer", "鄯善县某某投资建设有限公司"],
      ["采购代理机构：巴中市某某交易服务中心项目包个数：1", "agency", "巴中市某某交易服务中心"],
      ["3.招标代理机构：铜陵某某管理咨询有限责任公司4．报名时间：2026年3月1日", "agency", "铜陵某某管理咨询有限责任公司"],
      ["招标人：陕西省某某建设集团公司榆绥分公司（以下简称“招标人”）", "buyer", "陕西省某某建设集团公司榆绥分公司"],
      ["招标代理机构：北京某某招标有限公司本工程最高投标限价为1.25亿元", "agency", "北京某某招标有限公司"],
    ];
    for (const [text, field, want] of cases) expect(values("某某工程招标公告", text)[field]).toBe(want);
  });
});

describe("a party's label after any value (version 18)", () => {
  it("starts a line before 招标机构 glued to a place, and after a name glued to 标段(包)编号", () => {
    const text =
      "招标人:枝江市某某建设服务中心建设地点枝江市安福寺镇招标机构:湖北某某工程咨询有限公司标段(包)编号:ZJA990041-202501-02标段(包)名称:2026年枝江市高标准农田项目测绘（2标段）中标人:某某工程设计有限公司中标范围和内容:本项目各子项目区域内的测绘、规划设计、施工设计与预算编制并提交相关成果报告书";
    expect(values("高标准农田项目测绘中标结果公示", text)).toMatchObject({
      buyer: "枝江市某某建设服务中心",
      agency: "湖北某某工程咨询有限公司",
      winner: "某某工程设计有限公司",
    });
  });
});

describe("cells glued with no colon after an amount or any value (version 18)", () => {
  it("reads 项目编码 after an amount's unit and 招标人 after a slash", () => {
    const text =
      "重庆市某某体育文化公园改造提升工程中标候选人公示一、项目概况项目标段名称某某体育文化公园改造提升工程--灯光工程最高限价1377750.64元项目编码50023120260211001030101招标公告编号/招标人重庆某某农业发展有限公司招标人联系电话13996850000招标代理机构重庆某某实业有限公司招标代理机构联系电话023-74680000二、中标候选人第一中标候选人重庆某某建筑工程有限公司";
    expect(values("某某体育文化公园改造提升工程中标候选人公示", text)).toMatchObject({
      project_code: "50023120260211001030101",
      buyer: "重庆某某农业发展有限公司",
      agency: "重庆某某实业有限公司",
    });
  });
});

describe("a numbered heading's date with no white space (version 18)", () => {
  it("reads the date glued to 四、提交投标文件截止时间、开标时间和地点 and a label repeating its heading's word", () => {
    const call =
      "一、项目基本情况项目编号：11010626210200027692-XM001项目名称：某某考试服务采购项目预算金额：236万元（人民币）二、申请人的资格要求：无三、获取招标文件售价：￥0元，本公告包含的招标文件售价总和四、提交投标文件截止时间、开标时间和地点2026-04-0709:00(北京时间)地点：北京市政府采购电子交易平台。五、公告期限自本公告发布之日起5个工作日。";
    expect(values("某某考试服务采购项目招标公告", call)).toMatchObject({
      bid_deadline: "2026-04-07 09:00",
      open_time: "2026-04-07 09:00",
    });
    const opened =
      "一、项目基本情况项目编号：采购计划备-[2026]-03296号-1二、申请人的资格要求：无三、获取采购文件时间：2026年03月17日至2026年03月24日四、响应文件提交截止时间：2026年03月27日13:30（北京时间）地点：请登录政采云投标客户端投标五、响应文件开启开启时间：2026年03月27日13:30（北京时间）地点：某某区某某大街6999号开标二室六、公告期限自本公告发布之日起3个工作日。";
    expect(values("某某体育局采购项目竞争性磋商公告", opened).open_time).toBe("2026-03-27 13:30");
  });
});
