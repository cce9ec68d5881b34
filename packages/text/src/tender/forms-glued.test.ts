// Forms whose text lost its colons and spaces (version 16, layout-glued.ts): a crawler's
// re.sub(r"\s", "", …) of a page glues each label to its value and each cell to the next. Invented
// names, the forms of 重庆's 中标结果公示表 and a 招标公告's summary table.
import { describe, expect, it } from "vitest";
import { extractTender } from "./index";
import { extractedValues as values } from "./testing/values";

const RESULT_TABLE = [
  "拟中标结果公示表",
  "项目名称某某工业园道路路灯工程施工",
  "招标公告编号070001",
  "招标人重庆市江津区某某开发建设有限公司联系电话023-40000000",
  "招标代理机构某某管理咨询有限公司重庆分公司023-60000000",
  "拟中标人重庆某某建设有限公司中标金额(万元)221.533",
  "投诉受理部门重庆市江津区建委招标办联系电话023-40000001",
].join("\n");

describe("labels glued to their values", () => {
  it("reads each label of the line with the value up to the next label", () => {
    expect(values("某某工业园道路路灯工程施工中标结果公示", RESULT_TABLE)).toMatchObject({
      project_code: "070001",
      buyer: "重庆市江津区某某开发建设有限公司",
      winner: "重庆某某建设有限公司",
      win_amount_yuan: 2215330,
    });
  });

  it("gives the label and the value as the evidence, with a confidence below a colon's", () => {
    const got = extractTender("某某工业园道路路灯工程施工中标结果公示", RESULT_TABLE).project_code;
    expect(got?.evidence).toBe("招标公告编号070001");
    expect(got?.confidence).toBeLessThan(0.97);
  });

  it("reads a label with a remark in brackets the table knows without it (中标（选）人)", () => {
    const text =
      "中标（选）人重庆某某工程有限责任公司中标（选）人资质等级及类别市政公用工程施工总承包壹级\n中标（选）价（万元）666.987967中标价说明";
    expect(values("某某管网工程中标（比选）结果公示", text)).toMatchObject({
      winner: "重庆某某工程有限责任公司",
      win_amount_yuan: 6669879.67,
    });
  });

  it("finds a label glued to the heading before it, the first on its line", () => {
    const text = "一、项目基本情况原公告的采购项目编号：GDAB260521原公告的采购项目名称：某某基地改造项目首次公告日期：2026年09月01日";
    expect(values("某某基地改造项目更正公告", text).project_code).toBe("GDAB260521");
  });

  it("prefers a label with a colon to a glued one of the same rank", () => {
    const text = "工程编号T0AB202300505-P02\n招标编号：T0AB202300505";
    expect(values("某某物资采购中标结果公告", text).project_code).toBe("T0AB202300505");
  });

  it("takes no sentence that starts with a label's word, and no header row of labels", () => {
    const text = [
      "招标人确定第一中标候选人为中标人",
      "采购人或代理机构在开标后对供应商信用记录进行查询",
      "招标人应当自收到评标报告之日起三日内公示中标候选人",
      "招标代理机构名称项目负责人及电话",
    ].join("\n");
    const got = values("某某项目中标候选人公示", text);
    expect(got.buyer).toBeUndefined();
    expect(got.agency).toBeUndefined();
  });
});

describe("a glued header and its row on one line (version 18)", () => {
  it("reads the row's own number before a glued amount and a score before the amount", () => {
    const numbered = `三、中标信息
1.中标结果：
序号中标金额(元)中标供应商名称中标供应商地址12717418青海某某建设工程有限公司（评审总得分：87.80分，综合排名第一）青海省西宁市城西区某某路5号
2.废标结果:`;
    expect(values("某某乡村示范项目中标结果公告", numbered)).toMatchObject({
      winner: "青海某某建设工程有限公司",
      win_amount_yuan: 2717418,
    });
    const scored = `三、中标（成交）信息
序号中标供应商名称评审总得分中标金额(元)1上海某某再生资源利用有限公司88.671512750.00元
四、主要标的信息`;
    expect(values("某某垃圾清运项目成交结果公告", scored)).toMatchObject({
      winner: "上海某某再生资源利用有限公司",
      win_amount_yuan: 1512750,
    });
  });
});

describe("rankings and results whose spaces were dropped (version 18)", () => {
  it("splits glued prices with two decimals among the candidates, and a column known by its last word", () => {
    const ranking = `二、评标结果
名次第一名第二名第三名
中标候选人名称武汉某某交通科技股份有限公司湖北某某公路工程监理咨询有限公司北京某某技术信息咨询有限公司
投标报价(元/%)195800.00208000.00197900.00
质量目标同各单项工程施工合同质量要求
经评标委员会评审，6家投标单位均通过第二信封形式和响应性评审，进入价格评审。评标委员会依据投标人综合得分由高到低的排序依序推荐3名中标候选人。三、评审结果第一中标候选人：武汉某某交通科技股份有限公司第二中标候选人：湖北某某公路工程监理咨询有限公司第三中标候选人：北京某某技术信息咨询有限公司`;
    expect(values("某某公路监理中标候选人公示", ranking).candidates).toMatchObject([
      { rank: 1, amount_yuan: 195800 },
      { rank: 2, amount_yuan: 208000 },
      { rank: 3, amount_yuan: 197900 },
    ]);
    const result = `成交供应商名称、地址及成交金额：
序号成交供应商名称成交供应商联系地址成交金额(万元)
1湖北某某建设有限公司枝江市安福寺镇花园大道196号35.5
谈判小组成员名单：杨某（组长）`;
    expect(values("某某工程竞争性谈判成交公告", result)).toMatchObject({ winner: "湖北某某建设有限公司", win_amount_yuan: 355000 });
  });
});
