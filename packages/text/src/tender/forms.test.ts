// Page forms found on real notices of publishers outside the first development set (extractor
// version 8, ADR 0028). Each case is written in the form the pages use, with invented names.
import { describe, expect, it } from "vitest";
import { extractedValues as values } from "./testing/values";

describe("parties from the names that sign the notice", () => {
  it("takes buyer and agency from two name lines above the closing date", () => {
    const text = `某某设备采购项目招标，招标编号:TC26A01，已经完成评标工作。经评委会评审，推荐中标候选人如下：
第一中标候选人：甲科技有限公司
第二中标候选人：乙科技有限公司
公示期：2026年11月10日——2026年11月14日。
某某通信有限公司某市分公司
某某国际招标有限公司某市分公司
2026年11月10日`;
    expect(values("某某设备采购中标候选人公示", text)).toMatchObject({
      buyer: "某某通信有限公司某市分公司",
      agency: "某某国际招标有限公司某市分公司",
    });
  });

  it("reads one signing name as the agency when the publisher says it acts for the buyer", () => {
    const text = `关于我司代理的某某医院存储设备采购项目（项目编号：0068-26AB001）经评审委员会评议，现确定成交结果如下：
成交供应商：丙计算机有限公司
成交金额：人民币 12.5 万元
如有异议，请于三日内以书面形式反映。
某某工程项目管理有限公司
2026年11月11日`;
    const v = values("某某医院存储设备采购项目成交结果公告", text);
    expect(v.agency).toBe("某某工程项目管理有限公司");
    expect(v.buyer).toBeUndefined();
  });

  it("never takes a trading centre that publishes the notice for a party", () => {
    const text = "采购人：某某区教育局\n成交供应商：丁有限公司\n某某市公共资源交易中心\n2026年11月11日";
    expect(values("某某区教育局采购成交公告", text).agency).toBeUndefined();
  });

  it("knows the centralised purchasing body under its headings", () => {
    const text = `一、采购人
名称：某某市市容环境卫生处
二、集中采购机构
名称：某某市市级机关政府采购中心
三、成交情况：
中标供应商名称 | 中标供应商地址 | 中标金额
某某防护用品有限公司 | 某某省某某市某区某路1号 | 879970元`;
    expect(values("某某市市容环境卫生处工作服采购项目中标公告", text)).toMatchObject({
      agency: "某某市市级机关政府采购中心",
      winner: "某某防护用品有限公司",
      win_amount_yuan: 879970,
    });
  });
});

describe("tables in the forms pages print them", () => {
  it("reads column names one per line over rows written with bars (a trailing bar is an empty cell)", () => {
    const text = `六、中标结果
分包号：1
分包内容
金额（元）
中标供应商
地址
其他要求
网络安全设备 | ￥783,600.00 | 戊信息股份有限公司 | 北京市海淀区某路18号 |
七、评标委员会
甲、乙、丙`;
    expect(values("某某中心信息安全整改结果公告", text)).toMatchObject({ winner: "戊信息股份有限公司", win_amount_yuan: 783600 });
  });

  it("reads a table whose header row follows a paragraph on the same line", () => {
    const text = `受某某大学的委托，某某区政府采购中心对办公家具项目（项目编号：NZC2026-A03-1）实施了政府集中采购。现将中标结果公告如下。 1、公告时间：2026年03月17日 至 2026年03月25日 2、定标日期：2026年04月09日 3、中标供应商： 包号 | 中标供应商 | 中标金额(元)
1包 | 某某家具制造有限公司 | 1,090,602.00
6、采购人：某某大学`;
    expect(values("某某大学办公家具公开招标中标结果公告", text)).toMatchObject({
      project_code: "NZC2026-A03-1",
      winner: "某某家具制造有限公司",
      win_amount_yuan: 1090602,
    });
  });
});

describe("dates of corrections, periods and results", () => {
  it("takes the new value of a correction line, never the old one", () => {
    const text = `更正内容：
原公告的响应文件提交截止时间：2026-08-07 09:00:00，更正为：2026-08-12 09:00:00。
原公告的开启时间：2026-08-07 09:00:00，更正为：2026-08-12 09:00:00。`;
    expect(values("某某项目竞争性磋商更正公告", text)).toMatchObject({
      bid_deadline: "2026-08-12 09:00",
      open_time: "2026-08-12 09:00",
    });
  });

  it("reads a change written with a colon, and leaves other deadlines that moved alone", () => {
    const text = `更正内容：2、提交响应文件截止时间、响应文件开启时间修改为：2026年08月11日09点30分(北京时间）。
3、解密截止时间修改为：2026年08月11日10点00分。文件获取截止时间变更为：2026年08月07日23时59分。`;
    expect(values("某某服务竞争性磋商更正公告", text)).toMatchObject({
      bid_deadline: "2026-08-11 09:30",
      open_time: "2026-08-11 09:30",
    });
  });

  it("reads a submission period to its end", () => {
    expect(values("某某局印刷服务竞争性谈判公告", "1、投标文件递交时间：2026年4月17日13时00分至13时30分止。").bid_deadline).toBe(
      "2026-04-17 13:30",
    );
    expect(
      values("某某医院设备竞争性谈判公告", "五、递交响应文件时间及地点\n时间：2026年03月31日 08:30—09:30 (北京时间)").bid_deadline,
    ).toBe("2026-03-31 09:30");
  });

  it("reads the opening a candidates' notice recalls", () => {
    const text =
      "某某道路工程施工于2026年05月23日在某某市公共资源交易电子服务系统发布招标公告，2026年06月17日 10时00分在某某县公共资源交易中心开标、评标，现将中标候选人公示如下：";
    expect(values("某某道路工程施工中标候选人公示", text).open_time).toBe("2026-06-17 10:00");
  });
});

describe("values", () => {
  it("cuts a code before a remark in brackets but keeps a lot number", () => {
    expect(values("某某工程招标公告", "项目编号：330783263601470000008-某建招（东2026010号）").project_code).toBe(
      "330783263601470000008-某建招",
    );
    expect(values("某某服务采购公告", "项目编号：XLYZQBZZD2026NYJCBWZGZXM（TQZD）").project_code).toBe("XLYZQBZZD2026NYJCBWZGZXM");
    expect(values("某某服务采购公告", "项目编号：ZSHJ-WHS-FW-2026-014（2）").project_code).toBe("ZSHJ-WHS-FW-2026-014（2）");
  });

  it("ends a name before the fax number glued to it", () => {
    expect(values("某某医院设备招标公告", "招标代理机构：某某国际招标集团有限公司传真：010-12345678").agency).toBe(
      "某某国际招标集团有限公司",
    );
  });

  it("refuses one figure per lot as an amount", () => {
    expect(values("某某设备采购公告", "最高限价（元）：2097600,400000,1350000").max_price_yuan).toBeUndefined();
    expect(values("某某设备采购公告", "最高限价（元）：2,097,600").max_price_yuan).toBe(2097600);
  });

  it("settles a district name two cities share by the place the title names", () => {
    const text = "2.2 建设地点：永定区阳湖坪街道某某村；";
    expect(values("永定区某某学校改扩建项目(张家界市某某学校建设项目)招标公告", text).region).toBe("湖南省张家界市永定区");
  });

  it("reads an opening at its start, a deadline at its end", () => {
    const text = "投标文件递交时间：2026年2月11日9时00分至10时00分\n开标时间：2026年2月11日10时00分至12时00分";
    expect(values("某某电梯采购招标公告", text)).toMatchObject({ bid_deadline: "2026-02-11 10:00", open_time: "2026-02-11 10:00" });
  });

  it("does not read a district out of a numbered road", () => {
    expect(values("某某医院改造工程招标公告", "建设地点：宜昌市第二人民医院内(西陵一路21号)").region).toBe("湖北省宜昌市");
  });
});

// Round 4 (ADR 0028, version 9): forms of notices measured as a fresh hold-out before these rules.
describe("flattened pages and fields written beside each other", () => {
  const filler = "根据有关法律法规和招标文件的规定，评标工作已经结束，现将有关情况公示如下，公示期内如有异议请以书面形式提出。";

  it("cuts a label glued to the value before it on a page flattened to one line", () => {
    const text = `${filler}十、联系方式1.招标人名称：某某市重点工程建设管理处地址：某某市政务中心B区3楼联系人：高工 电话：0553-38335672.招标代理机构名称：某某工程咨询有限公司地址：某某市某区某路1号${filler}`;
    expect(values("某某医院供电工程招标公告", text)).toMatchObject({
      buyer: "某某市重点工程建设管理处",
      agency: "某某工程咨询有限公司",
    });
    // Inside a word a label's last characters are no label: 证书编号 is no 编号 (a project code).
    const words = `${filler}技术负责人：某某，证书编号：36202012003729；施工员：某某，证书编号：0362410100110000007；${filler}`;
    expect(values("某某工程中标候选人公示", words).project_code).toBeUndefined();
  });

  it("reads ranked candidates written as 第一排序人 in one paragraph, and the opening it recalls", () => {
    const text = `某某市2012年度小型农田水利工程建设项目施工（11标段）招标项目于2012年11月5日10时00分在某某市公共资源交易中心公开开标，经评标专家委员会评审，确定了中标候选人，现公示如下：某某市2012年度小型农田水利工程建设项目施工（11标段）中标候选人第一排序人：某某水电建筑安装工程公司投标报价：145.641798万元项目负责人：张某第二排序人：某某昌水水电建筑有限责任公司投标报价：146.089924万元项目负责人：王某第三排序人：某某水利水电建设有限责任公司投标报价：146.239298万元项目负责人：余某招标人：某某市小型农田水利工程建设项目部招标代理机构：某某工程咨询有限公司`;
    const v = values("某某市2012年度小型农田水利工程建设项目施工（11标段）中标候选人公示", text);
    expect(v.candidates).toEqual([
      { name: "某某水电建筑安装工程公司", rank: 1, amount_yuan: 1456417.98 },
      { name: "某某昌水水电建筑有限责任公司", rank: 2, amount_yuan: 1460899.24 },
      { name: "某某水利水电建设有限责任公司", rank: 3, amount_yuan: 1462392.98 },
    ]);
    expect(v).toMatchObject({ open_time: "2012-11-05 10:00", buyer: "某某市小型农田水利工程建设项目部" });
  });

  it("takes a figure's unit from the 价格单位 written after it", () => {
    const text =
      "采购项目编号： EZYG-ZFCG-2023-017 中标（成交）供应商名称： 某某科技有限公司 中标（成交）价格： 121.5 价格单位： 万元 价格币种： 人民币";
    expect(values("某某学校信息化设备采购项目中标（成交）结果公告", text).win_amount_yuan).toBe(1215000);
  });

  it("drops a stray space inside a name's first word, and ends a seal remark", () => {
    expect(values("某某医院发热门诊项目的中标公告", "建设单位名称: | 泰 州市某某中医院\n中标单位名称: | 某某建设工程有限公司").buyer).toBe(
      "泰州市某某中医院",
    );
    expect(values("某某铁路工程施工招标公告", "招标人：某某铁路项目管理有限责任公司（盖单位公章）\n").buyer).toBe(
      "某某铁路项目管理有限责任公司",
    );
  });

  it("sets the deadline that is 同谈判时间 at the negotiation", () => {
    const text =
      "四、谈判时间及地点\n1、谈判时间：2020年12月9日9:00\n2、谈判地点：某某政务服务中心四楼1号开标室\n五、响应文件提交截止时间\n同谈判时间\n";
    expect(values("某某管道迁改工程直缝钢管采购竞争性谈判公告", text)).toMatchObject({
      bid_deadline: "2020-12-09 09:00",
      open_time: "2020-12-09 09:00",
    });
  });

  it("gives no control price when each lot has its own and no total is stated", () => {
    const text =
      "本项目施工招标控制价为：一标段为 （大写）贰仟陆佰陆拾壹万柒仟伍佰伍拾叁元玖角肆分，（小写）26617553.94元。\n二标段为（大写）壹仟壹佰玖拾捌万陆仟零壹拾元捌角柒分，（小写）11986010.87元。";
    expect(values("某某项目场地平整工程控制价发布及澄清公告", text).max_price_yuan).toBeUndefined();
    expect(values("某某项目场地平整工程招标公告", "招标控制价：一标段 26617553.94元").max_price_yuan).toBe(26617553.94);
  });

  it("reads the buyer's address under 联系方式 from the lines after its name", () => {
    const text =
      "四、联系方式\n招标人：某某工程局集团城建工程有限公司\n联系人：高某\n联系地址：山西省太原市迎泽区长风东街某大厦5楼\n招标代理机构：某某工程项目管理有限公司\n地址：太原市小店区体育西路288号";
    expect(values("和谐街排水工程项目钢筋采购（1标段）中标结果公示", text).region).toBe("山西省太原市迎泽区");
  });
});

describe("forms of the development notices' remaining misses (version 9)", () => {
  it("reads 受…的委托 when the page set the names apart with spaces", () => {
    const text = "某某招标代理有限公司 受 某市第八人民医院 的委托，对 某市第八人民医院检测试剂采购项目 进行公开招标采购。";
    expect(values("某市第八人民医院检测试剂采购项目招标公告", text)).toMatchObject({
      buyer: "某市第八人民医院",
      agency: "某某招标代理有限公司",
    });
  });

  it("ends a name before a spaced-out label glued to it, and drops a template's placeholder", () => {
    expect(values("某某医院设备招标公告", "招标代理机构：某某国际招标集团有限公司传 真：0431-81805658").agency).toBe(
      "某某国际招标集团有限公司",
    );
    const table = "招标人 | &&&招标人盖章位置2&&&某市地铁运营有限责任公司\n招标代理机构 | &&&招标代理盖章位置2&&&某某工程咨询有限公司";
    expect(values("某市地铁一号线钢轨更换项目施工中标候选人公示", table)).toMatchObject({
      buyer: "某市地铁运营有限责任公司",
      agency: "某某工程咨询有限公司",
    });
    // A seal's place written before the name (round 5).
    const sealed = "招标人：（公章）某某国际机场有限公司 招标代理机构：（公章）某某项目管理有限公司\n地址：某市新北区";
    expect(values("某某机场航站楼改造工程施工招标公告", sealed)).toMatchObject({
      buyer: "某某国际机场有限公司",
      agency: "某某项目管理有限公司",
    });
  });

  it("reads two date labels joined by 、 as one, and 投标截标时间 and 开标评标时间", () => {
    const joined = "十二、资格预审申请文件的递交\n投标截止时间、开标时间:\n2025-09-03 14:00\n十三、发布公告的媒介";
    expect(values("某某科技园施工招标公告", joined)).toMatchObject({ bid_deadline: "2025-09-03 14:00", open_time: "2025-09-03 14:00" });
    const text = "8、投标截标时间： | 2015-08-24 15:30:00(北京时间)\n九、开标评标时间：2015年8月25日10时30分";
    expect(values("某某医院设备采购招标公告", text)).toMatchObject({ bid_deadline: "2015-08-24 15:30", open_time: "2015-08-25 10:30" });
  });

  it("reads the supplier of 中国政府采购网's result table flattened with no separators", () => {
    const text =
      "三、中标（成交）信息\n1.中标结果：\n序号中标（成交）金额(元)中标供应商名称中标供应商地址评审总得分1磋商报价：667113（元）东阳市某某建设有限公司东阳市环城北路88-25号二楼84.46\n四、主要标的信息";
    expect(values("江北初中教学楼厕所改造项目中标（成交）结果公告", text).winner).toBe("东阳市某某建设有限公司");
  });

  // Round 6 (six fresh notices, measured before these: 93.9 % / 83.8 % on 37 labels).
  it("reads 由…建设的 and 招标代理人为 in a candidates' paragraph, and who published a purchase", () => {
    const para =
      "由某某县特殊教育学校建设的某某县特殊教育学校食堂工程，招标代理人为浙江某某工程项目管理有限公司。于2011年1月26日在某某县公共资源交易中心公开开标。";
    expect(values("某某县特殊教育学校食堂工程中标候选人公示", para)).toMatchObject({
      buyer: "某某县特殊教育学校",
      agency: "浙江某某工程项目管理有限公司",
    });
    const published =
      "项目编号： YGYG-201109160001\n北京某某科技有限公司于2011年09月8日 在某某电子采购平台发布的采购电脑项目，经过询价采购程序，最终确认采购结果如下：\n成交供应商名称：北京某某方创科技有限公司\n特此公告！\n某某电子采购平台\n2011年09月16日";
    // The platform that signs the page is no party.
    expect(values("电脑采购项目成交通告", published).buyer).toBe("北京某某科技有限公司");
  });

  it("reads a result's wide table whose header has two columns of no field, beside the supplier's", () => {
    const text =
      "四、结果\n分包号：1\n分包内容 | 金额（元） | 成交供应商 | 地址 | 单价、数量及规格型号 | 其他要求\n某小区屋面渗水整改 | 869,799.60 | 重庆某某建设工程有限公司 | 重庆市垫江县某乡 | 单价：869,799.60 数量：1.0 | 详见比选文件\n五、评审小组成员名单";
    expect(values("某小区屋面渗水整改结果公告", text)).toMatchObject({ winner: "重庆某某建设工程有限公司", win_amount_yuan: 869799.6 });
  });

  // Forms written from what such notices commonly say, each failing on version 9.
  it("reads a date in Chinese numerals, a 预中标公示 as candidates, and name, address and award on one line", () => {
    const deadline = "投标截止时间：二〇二〇年一月二日上午九时三十分\n开标时间：二〇二〇年一月二日九时零五分";
    expect(values("某某道路工程施工招标公告", deadline)).toMatchObject({ bid_deadline: "2020-01-02 09:30", open_time: "2020-01-02 09:05" });
    expect(values("某某宾馆厨房设备采购项目预中标公示", "预中标供应商：某某厨具有限公司\n预中标金额：48600元")).toMatchObject({
      stage: "0103",
    });
    expect(values("某某宾馆厨房设备采购项目预中标公示", "预中标供应商：某某厨具有限公司").winner).toBeUndefined();
    expect(values("某某道路工程中标结果公示", "拟定中标人：甲建设有限公司\n中标价：1234567元").winner).toBe("甲建设有限公司");
    // A deadline with no year takes the notice's, never the signature's date further on.
    const yearless = "一、招标条件\n招标人为某某县交通运输局。\n投标截止时间：3月5日上午9:30\n某某县交通运输局\n2019年2月20日";
    expect(values("某某道路工程施工招标公告", yearless).bid_deadline).toBe("2019-03-05 09:30");
    expect(values("某某道路工程施工招标公告", "投标截止时间：1月5日9:30\n2019年12月20日").bid_deadline).toBe("2020-01-05 09:30");
    expect(values("某某道路工程施工招标公告", "开标地点及时间：2019年3月5日9:30，某某市公共资源交易中心").open_time).toBe(
      "2019-03-05 09:30",
    );
    const line = "四、中标供应商名称、地址及中标金额：某某科技有限公司，某市某路1号，¥125000.00元";
    expect(values("某某设备采购中标公告", line)).toMatchObject({ winner: "某某科技有限公司", win_amount_yuan: 125000 });
  });

  it("reads a ranking table whose columns are fields, and offers after 中标候选人第一名 in a sentence", () => {
    const table = "评标结果：\n名次 | 投标人 | 投标报价(万元)\n第一名 | 甲建设有限公司 | 123\n第二名 | 乙建设有限公司 | 124";
    const two = [
      { name: "甲建设有限公司", rank: 1, amount_yuan: 1230000 },
      { name: "乙建设有限公司", rank: 2, amount_yuan: 1240000 },
    ];
    expect(values("某某道路工程施工中标候选人公示", table).candidates).toEqual(two);
    const line = "中标候选人第一名：甲建设有限公司，投标报价1230000元；中标候选人第二名：乙建设有限公司，投标报价1240000元";
    expect(values("某某道路工程施工中标候选人公示", line).candidates).toEqual(two);
  });

  // The development notices' candidates they missed (version 11).
  it("reads a notice titled by its project that only ranks bidders as the candidates' notice", () => {
    const ranked = "发布时间：2020-11-23 15:45\n第一名：甲环境科技有限公司\n第二名：乙轨道交通科技有限公司";
    expect(values("某某车辆段降噪装置采购项目", ranked)).toMatchObject({
      stage: "0103",
      candidates: [
        { name: "甲环境科技有限公司", rank: 1 },
        { name: "乙轨道交通科技有限公司", rank: 2 },
      ],
    });
    const prose = "经评审委员会评议，现确定成交结果如下：\n第一成交候选人：甲计算机工程有限公司\n第二成交候选人：乙科技有限公司";
    expect(values("某某医院存储一体机竞争性磋商项目", prose).stage).toBe("0103");
    // A call for bids sets a deadline; its rules may name a first candidate in passing.
    const call = "投标截止时间：2020年12月1日9:30\n第一中标候选人：甲建设有限公司放弃中标的，招标人可以确定第二中标候选人为中标人。";
    expect(values("某某道路工程施工招标公告", call).stage).toBe("0100");
  });

  it("reads a candidate's rank from the cell before its 单位名称, and 成交总金额 in a candidates' table", () => {
    const cells =
      "中标候选人情况 | 第一中标 候选人 | 单位名称 | 甲建设有限公司\n投标报价 | 贰仟万元整（¥20000000.00）\n第二中标 候选人 | 单位名称 | 乙建设有限公司\n投标报价 | ¥21000000.00";
    expect(values("某某医院主体工程中标候选人公示", cells).candidates).toEqual([
      { name: "甲建设有限公司", rank: 1, amount_yuan: 20000000 },
      { name: "乙建设有限公司", rank: 2, amount_yuan: 21000000 },
    ]);
    const table = "序号 | 供应商名称 | 候选供应商 | 成交总金额（元）\n1 | 甲安全装备有限公司 | 预成交供应商 | 48600.0";
    expect(values("某某检测器配件直接采购预成交公示", table).candidates).toEqual([
      { name: "甲安全装备有限公司", rank: 1, amount_yuan: 48600 },
    ]);
  });

  it("reads a section named in a row's first cell, and labels with a remark of other names", () => {
    const rows =
      "招标人信息 | 名称 | 甲城市建设投资有限责任公司\n社会信用代码 | 91500106762673180J\n招标代理机构信息 | 名称 | 乙水利咨询有限公司\n中标人信息 | 名称 | 丙工程质量检测有限公司\n中标金额（费率、单价等） | 663000元\n最高限价（或招标控制价） | 760000元";
    expect(values("某某荷载试验服务中标结果公告", rows)).toMatchObject({
      buyer: "甲城市建设投资有限责任公司",
      agency: "乙水利咨询有限公司",
      winner: "丙工程质量检测有限公司",
      win_amount_yuan: 663000,
      max_price_yuan: 760000,
    });
  });

  it("reads a result written as one line under 成交结果, and a table under its caption", () => {
    const line = "六、成交结果(入围供应商)\n甲工程机械有限公司，总价355000.00元。\n七、其他事项";
    expect(values("某某装载机采购结果公告", line)).toMatchObject({ winner: "甲工程机械有限公司", win_amount_yuan: 355000 });
    expect(values("某某装载机采购结果公告", "成交结果：甲工程机械有限公司，总价355000.00元。").winner).toBe("甲工程机械有限公司");
    const captioned =
      "中标单位\n中标单位名称 | 统一社会信用代码 | 中标价 | 工期\n乙建筑工程有限公司 | 91130900MA086D7H65 | 587725.76元 | 30天";
    expect(values("某某厂房项目中标结果公示", captioned)).toMatchObject({ winner: "乙建筑工程有限公司", win_amount_yuan: 587725.76 });
    // A flattened table's header is no name.
    const glued = "1.中标结果：\n序号中标金额(元)中标供应商名称中标供应商地址12717418青海某某建设工程有限公司";
    expect(String(values("某某示范项目中标结果公告", glued).winner ?? "")).not.toMatch(/序号|名称/);
  });

  it("reads a compact date before a later long one, and 开标会议时间", () => {
    const compact = "开标时间\n20260313 - 09:30:00\n公示期\n2026年03月17日\n至\n2026年03月23日";
    expect(values("某某体育中心建设项目施工评标结果公示", compact).open_time).toBe("2026-03-13 09:30");
    expect(values("某某工程初步设计中标候选人公示", "六、开标会议时间：2020年11月19日09:30").open_time).toBe("2020-11-19 09:30");
  });

  it("reads the agency that 受委托 with no principal named, 采购机构, and 采购执行机构信息", () => {
    expect(values("某某医院医疗设备", "福建某某招标有限公司受委托对下列政府采购项目进行公开招标：").agency).toBe("福建某某招标有限公司");
    expect(values("车场信息化改造（四次）", "十、监督部门联系方式\n采购机构：某某招标有限公司\n2024年11月01日").agency).toBe(
      "某某招标有限公司",
    );
    const sections = "1．采购人信息\n名 称：某某大学\n2．采购执行机构信息\n名 称：某某政府采购中心\n地 址：北京市西城区某路9号";
    expect(values("某某打印机批量集中采购项目中标公告", sections)).toMatchObject({ buyer: "某某大学", agency: "某某政府采购中心" });
  });

  it("takes an amount's unit from the line after it when the page broke 60 / 万元 apart", () => {
    const broken = "预算金额：\n60\n万元\n。\n最高限价：\n60\n万元\n。\n采购需求：详见招标文件";
    expect(values("某某学校营养品采购项目招标公告", broken)).toMatchObject({ budget_yuan: 600000, max_price_yuan: 600000 });
  });

  it("finds a municipality's district in the division its platform code leads with", () => {
    const coded = "项目编码\n50023120260211001030101\n招标人\n重庆兴某农业发展有限公司";
    expect(values("重庆市某某公园改造提升工程中标候选人公示", coded).region).toBe("重庆市垫江县");
    // Outside the municipalities the words decide: a code names where the project was registered.
    expect(values("四川省某某公路工程中标候选人公示", "项目编号：510500GC2020001\n招标人：某某公司").region).toBe("四川省");
  });

  it("reads a numbered list under 中标候选人及排序 with each candidate's offer", () => {
    const list = "一、中标候选人及排序：\n1、甲建设有限公司，投标报价1230000元；\n2、乙建设有限公司，投标报价1240000元；";
    expect(values("某某项目中标候选人公示", list).candidates).toEqual([
      { name: "甲建设有限公司", rank: 1, amount_yuan: 1230000 },
      { name: "乙建设有限公司", rank: 2, amount_yuan: 1240000 },
    ]);
  });
});
