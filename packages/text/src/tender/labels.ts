// The label table: which labels name which field, with priorities (1 is best) and exclusions.
// Labels are canonical (normalize.ts canonLabel): no spaces, numbering, colon or unit.
// A rule may require the pair's section heading ("名称" under "采购代理机构信息" is the agency).

import { RecentCache } from "./recent";

export type LabelField =
  | "buyer"
  | "agency"
  | "winner"
  | "budget_yuan"
  | "max_price_yuan"
  | "win_amount_yuan"
  | "bid_deadline"
  | "open_time"
  | "project_code"
  | "registration_deadline"
  | "place"
  | "region_field"
  | "buyer_address"
  | "project_name"
  | "expected_month";

export interface LabelRule {
  field: LabelField;
  priority: number;
  label: RegExp;
  /** The label must not match this (报名截止 is never the bid deadline). */
  not?: RegExp;
  /** The nearest heading must match this. */
  section?: RegExp;
  /** …and must not match this. */
  notSection?: RegExp;
  /** A longer spelling matched by its ending: it names the field, but does not make a cell a label. */
  loose?: true;
  /** Not a column of a table (each row's own value: a bid-opening record's 递交时间 per bidder). */
  notTable?: true;
}

const ROLE_BUYER = /采购人|招标人|建设单位|业主|采购单位|招标单位|发包人|比选人/;
// "采购机构：某某招标有限公司" (军队采购), "采购执行机构信息 / 名称：…": who runs the purchase for the buyer.
const ROLE_AGENCY = /代理|采购机构|集中招标|执行机构/;
const ROLE_RESULT = /中标|成交|中选|结果/;
/** A heading that is one party's own ("采购人信息", "2.采购代理机构信息"), not a list of several. */
const PARTY_HEADING = new RegExp(`^(?:${ROLE_BUYER.source}|${ROLE_AGENCY.source})[^、,，和及与]{0,8}$`);
const NOT_DEADLINE =
  /报名|获取|下载|购买|领取|发售|出售|质疑|异议|保证金|答疑|澄清|疑问|提问|问题|公示|售|登记|备案|报送|开标地点|递交地点|合同|支付/;

/**
 * The parties' labels ("招标人", "采购代理机构", "中标供应商"…), as a regex source: no value holds one, so in a
 * page that lost its spaces one starts a new cell after any value (./layout-blob, ./layout-glued).
 */
export const PARTY_WORDS = "(?:招标|采购)(?:代理)?(?:机构|单位|人)|(?:中标|成交)(?:人|单位|供应商)|代理机构";

/** "成交结果：甲公司，总价355000.00元": one label over the winner and its award. */
const RESULT_SENTENCE = /^(?:中标|成交|中选)(?:结果(?:\(入围供应商\))?|(?:供应商|人|单位)信息)$/;

export const LABEL_RULES: LabelRule[] = [
  // Buyer: 招标人 / 采购人; 项目业主 only when no 招标人 is named (priority 2).
  {
    field: "buyer",
    priority: 1,
    label:
      /^(?:招标人|采购人|招标单位|采购单位|比选人|发包人|遴选人|询价人|采购方|招标方|采购人单位|采购人\/招标人|招标采购单位|采购需求单位|发包单位|招标采购人|采购主体)(?:名称|全称|单位名称)?$/,
  },
  {
    field: "buyer",
    priority: 2,
    label: /^(?:建设单位|项目业主|业主单位|业主|项目法人|建设业主|项目单位|项目建设单位|业主方|委托单位|委托人)(?:名称)?$/,
  },
  { field: "buyer", priority: 1, label: /^(?:名称|单位名称|单位)$/, section: ROLE_BUYER, notSection: ROLE_AGENCY },
  {
    field: "agency",
    priority: 1,
    label:
      /^(?:招标代理机构|采购代理机构|代理机构|招标代理|招标代理单位|采购代理|采购代理单位|代理单位|招标代理人|采购代理人|集中采购机构|集中招标\(采购\)机构|集中采购中心|招标机构|代理公司|招标代理公司|采购代理机构\(集中采购机构\)|招标组织机构|采购组织机构|交易代理机构|采购机构|采购执行机构)(?:名称|全称)?$/,
  },
  { field: "agency", priority: 1, label: /^(?:名称|单位名称|单位)$/, section: ROLE_AGENCY },
  // "招标代理机构联系人及电话 | 某某咨询有限公司 15270126275": the name leads the value.
  { field: "agency", priority: 3, label: /^(?:招标|采购)?代理(?:机构)?(?:联系人)?及?(?:联系)?(?:电话|方式)$/ },
  { field: "buyer", priority: 3, label: /^(?:招标人|采购人)(?:联系人)?及?(?:联系)?(?:电话|方式)$/ },
  {
    field: "winner",
    priority: 1,
    label:
      /^(?:中标人|中标单位|成交供应商|中标供应商|中标\(成交\)供应商|中标\(成交\)人|中标\(成交\)单位|成交人|成交单位|中选单位|中选人|中选供应商|中标企业|中标方|成交方|拟中标人|拟中标单位|拟成交供应商|拟中标供应商|拟定中标人|拟定中标单位|拟定成交供应商|拟定成交人|确定中标人|确定的中标人|中标候选人\(中标人\)|中标商|成交商|中标承包人|中标公司|中标(?:施工|设计|监理|勘察|服务|咨询|造价咨询)单位|预中标单位|预中标人|预中标供应商|预成交供应商|预成交单位)(?:名称|全称)?$/,
  },
  {
    field: "winner",
    priority: 2,
    label: /^(?:供应商名称|供应商|投标人名称|投标人|单位名称|名称|投标单位|投标单位名称)$/,
    section: ROLE_RESULT,
    // "中标服务费…缴纳，账号如下：单位名称：…": the account the fee is paid to, in a call's terms.
    notSection: /服务费|保证金|账户|账号|汇款|缴纳|须知/,
  },
  {
    field: "win_amount_yuan",
    priority: 1,
    // "中标监理费", "中标设计费用" are the price; "中标服务费" is the agency's fee, never.
    label:
      /^(?:拟|预)?(?:中标|成交|中选|中标\(成交\))(?:价|金额|价格|报价|总价|总金额|价款|结果金额|价\(元\)|(?:监理|设计|勘察|勘察设计|检测|造价咨询)(?:服务)?费(?:用)?)$/,
  },
  { field: "win_amount_yuan", priority: 2, label: /^(?:总中标金额|总成交金额|合同金额|中标合同金额|中标合同价|签约合同价|中标值)$/ },
  { field: "win_amount_yuan", priority: 2, label: /^(?:投标报价|报价|投标总价|投标价|投标金额|最终报价|评标价)$/, section: ROLE_RESULT },
  // "六、中标结果" over "金额（元） | 中标供应商": the result's own amount.
  { field: "win_amount_yuan", priority: 3, label: /^(?:金额|总价|总金额)$/, section: ROLE_RESULT },
  {
    field: "budget_yuan",
    priority: 1,
    label:
      /^(?:预算金额|项目预算|采购预算|预算价|预算|采购预算金额|项目预算金额|财政审定预算造价|预算总金额|合同包预算金额|本项目预算金额|预算资金|项目预算资金|采购资金预算|采购预算价|预算金额\(最高限价\)|项目总预算|总预算|预算总额|采购项目预算|项目采购预算|项目预算总额|本次采购预算|资金预算|财政预算|本项目采购预算|招标预算|本项目招标预算|预算审核价|预算审核金额)$/,
  },
  {
    field: "max_price_yuan",
    priority: 1,
    label:
      /^(?:最高限价|招标控制价|招标控制总价|控制总价|含税招标控制总价|最高投标限价|控制价|拦标价|最高报价限价|投标最高限价|最高限价金额|限价|采购最高限价|最高控制价|控制价格|招标控制价格|最高投标报价|投标限价|最高投标限价金额|招标最高限价|项目最高限价|投标控制价|最高限价\(控制价\)|合同包最高限价|本项目最高限价|上限价|投标上限价|招标上限价|投标报价上限|采购控制价|最高投标上限价|投标报价最高限价)$/,
  },
  // Longer spellings of the same ("采购项目预算金额", "本合同包最高投标限价", "本项目招标人名称"):
  // below the exact labels.
  {
    field: "buyer",
    priority: 3,
    loose: true,
    label: /(?:招标人|采购人|招标单位|采购单位)(?:名称|全称)?$/,
    not: /代理|联系|地址|电话|确定|委托|开户|账号|邮|传真/,
  },
  {
    field: "agency",
    priority: 3,
    loose: true,
    label: /代理(?:机构|单位|公司)(?:名称|全称)?$/,
    not: /委托|联系|地址|电话|费|服务|开户|账号|邮|传真/,
  },
  {
    field: "project_code",
    priority: 3,
    loose: true,
    label: /(?:项目|招标|采购|工程|标段|交易).{0,6}(?:编号|编码|代码)$/,
    not: /信用|组织机构|身份|电话|邮|账号|证书|注册|资质|许可|计划|备案|合同|投资|公告/,
  },
  {
    field: "budget_yuan",
    priority: 3,
    loose: true,
    label: /预算(?:金额|资金|价|总额|总金额|额度)?$/,
    not: /总投资|估算|单价|年度|绩效|剩余|服务费|代理费|保证金|执行|调整|决算|结算|概算|编制/,
  },
  {
    field: "max_price_yuan",
    priority: 3,
    loose: true,
    label: /(?:最高|上限|控制)(?:投标|报价|采购)?(?:限价|价|价格|金额)$|限价(?:金额)?$/,
    not: /单价|费率|下浮|保证金|服务费/,
  },
  // "投标总报价中标价格": two labels run together, the award last.
  {
    field: "win_amount_yuan",
    priority: 3,
    loose: true,
    label: /(?:中标|成交|中选)(?:价|金额|价格|总价|总金额)$/,
    not: /服务费|代理费|保证金|单价|费率|下浮|折扣|候选|通知/,
  },
  // "成交结果：甲公司，总价355000.00元" and the heading "六、成交结果(入围供应商)" over that line: the
  // result written as one sentence, the name first.
  { field: "winner", priority: 3, loose: true, label: RESULT_SENTENCE },
  { field: "win_amount_yuan", priority: 3, loose: true, label: RESULT_SENTENCE },
  // "中标单位及中标金额：甲公司，人民币贰拾万元整": one label for both, the name first.
  {
    field: "winner",
    priority: 3,
    loose: true,
    label: /^(?:中标|成交|中选)(?:人|单位|供应商|企业)(?:名称)?(?:[、,]?(?:联系)?地址)?(?:及|、|和|与)/,
    not: /候选|联系人|电话/,
  },
  {
    field: "win_amount_yuan",
    priority: 3,
    loose: true,
    label: /^(?:中标|成交|中选)(?:人|单位|供应商|企业).{0,10}(?:及|、|和|与)(?:中标|成交|中选)?(?:金额|价格|价|报价)$/,
  },
  {
    field: "bid_deadline",
    priority: 1,
    label:
      /^(?:投标截止时间|递交投标文件截止时间|投标文件递交截止时间|提交投标文件截止时间|响应文件提交截止时间|提交响应文件截止时间|投标文件提交截止时间|响应文件递交截止时间|递交响应文件截止时间|报价截止时间|投标截止日期|提交首次响应文件截止时间|首次响应文件提交截止时间|投标文件接收截止时间|投标截止时间及开标时间|投标截止及开标时间|投标文件递交的截止及开标时间|投标文件递交截止及开标时间|递交投标文件截止及开标时间|投标文件递交截止时间及开标时间|截标时间|投标截标时间|申请文件提交截止时间|竞价截止时间|投标文件截止时间|响应文件截止时间|递交截止时间|投标截止时间\/开标时间|提交投标文件截止时间及开标时间|投标截止时间和开标时间)$/,
  },
  {
    field: "bid_deadline",
    priority: 2,
    label: /(?:投标|响应|报价|递交|提交|应答|竞价|竞谈|磋商|比选|遴选).{0,10}截止(?:时间|日期|日$|(?:及|和|与|、)开标时间)/,
    not: NOT_DEADLINE,
  },
  // "投标文件递交时间：…13时00分至13时30分止", "递交响应文件起止时间": a period, read to its end (values.ts readDate).
  {
    field: "bid_deadline",
    priority: 3,
    label:
      /^(?:递交|提交|接收)?(?:投标文件|响应文件|投标|报价文件)(?:递交|提交|接收)?(?:起止)?(?:时间|日期)$|^供应商(?:递交|提交)响应文件时间$/,
    notTable: true,
  },
  {
    field: "bid_deadline",
    priority: 2,
    label: /^(?:截止时间|截止日期|时间)$/,
    section: /截止|递交投标|提交投标|响应文件|投标文件|递交|提交/,
    // "提交投标文件截止时间、开标时间和地点" / "时间：" is both; "开标" alone is the opening.
    notSection: /获取|报名|购买|下载|领取|质疑|^[^截]*开标[^截]*$|开启/,
  },
  {
    field: "open_time",
    priority: 1,
    label:
      /^(?:开标时间|开启时间|开标日期|响应文件开启时间|开评标时间|开标\(开启\)时间|投标文件开启时间|开标和评标时间|开标评标时间|开标时间及地点|开标日期及时间|开启日期|磋商时间|谈判时间|开标时间\(北京时间\)|投标截止时间及开标时间|投标截止及开标时间|投标文件递交的截止及开标时间|投标文件递交截止及开标时间|递交投标文件截止及开标时间|投标文件递交截止时间及开标时间|投标截止时间\/开标时间|提交投标文件截止时间及开标时间|投标截止时间和开标时间)$/,
  },
  { field: "open_time", priority: 2, label: /^(?:时间|开标时间和地点|日期)$/, section: /开标|开启/, notSection: /获取|报名/ },
  // "开标时间及投标文件递交截止时间：…": one time for both (the deadline's own rules read it too).
  { field: "open_time", priority: 2, label: /^开标(?:时间)?(?:及|和|与|、|\/).{0,12}截止(?:时间|日期)$/ },
  {
    field: "open_time",
    priority: 2,
    label:
      /^(?:唱标时间|开标会议时间|开标会时间|比选时间|开选时间|(?:供应商)?(?:接受资格审查及)?参加询价时间|询价时间|磋商开始时间|谈判开始时间|开标\(比选\)时间|开标地点及时间|开标地点和时间|开标时间、地点)$/,
  },
  // "五、开启" over its date; "项目开标时间", "开标日期及地点".
  { field: "open_time", priority: 2, label: /^(?:开启|开标)$|开标(?:时间|日期)/, not: /截止|地点$|方式|系统|大厅/ },
  { field: "open_time", priority: 2, label: /截止(?:时间)?.{0,3}开标时间/, not: /报名|获取|质疑/ },
  {
    field: "project_code",
    priority: 1,
    label:
      /^(?:项目编号|招标项目编号|采购项目编号|项目招标编号|项目编码|工程编号|招标编号|采购编号|项目代码|招标项目代码|原公告的采购项目编号|原项目编号|采购项目代码|项目编号\(建议书编号\)|项目标号|项目号|交易编号|招标工程编号|工程项目编号|采购项目编码|招标编码|(?:比选|询价|谈判|磋商|竞价|遴选)(?:项目)?编号)$/,
  },
  {
    field: "project_code",
    priority: 2,
    label:
      /^(?:标段编号|标段\(包\)编号|包件编号|标段\(包件\)编号|采购文件编号|招标文件编号|批次编号|标包编号|标段号|项目批次编号|招标项目标段编号|编号|招标公告编号|公告编号|项目登记编号|备案编号|项目登记号)$/,
  },
  {
    field: "registration_deadline",
    priority: 1,
    label:
      /^(?:报名截止时间|报名截止日期|获取招标文件截止时间|招标文件获取截止时间|文件获取截止时间|获取采购文件截止时间|采购文件获取截止时间)$/,
  },
  {
    field: "place",
    priority: 1,
    label:
      /^(?:建设地点|项目地点|实施地点|项目地址|工程地点|建设地址|工程地址|项目所在地|项目实施地点|施工地点|项目位置|项目建设地点|工程建设地点|建设位置|项目现场位置|项目所在地区|所在地区)$/,
  },
  { field: "place", priority: 2, label: /^(?:服务地点|交货地点|履约地点|供货地点|服务地址)$/ },
  { field: "region_field", priority: 1, label: /^(?:行政区域|所属地区|所属区域|地区|区域|项目所属区域|所属行政区划|行政区划|项目区域)$/ },
  { field: "buyer_address", priority: 1, label: /^(?:采购人地址|采购单位地址|招标人地址|建设单位地址|业主地址)$/ },
  { field: "buyer_address", priority: 1, label: /^(?:地址|单位地址)$/, section: ROLE_BUYER, notSection: ROLE_AGENCY },
  // Read for 采购意向 only (intent.ts): the item's name and the month its procurement is expected.
  { field: "project_name", priority: 1, label: /^(?:采购项目名称|项目名称)$/ },
  { field: "expected_month", priority: 1, label: /^预计采购(?:时间|日期|月份)(?:\(填写到月\)|\(月\))?$/ },
];

// Labels of no field that still mark a cell as a label (so "联系人 | 张工" reads as a pair, and a
// table's header row is recognised as one).
const OTHER_LABELS =
  /^(?:序号|排名|名次|排序|名称|地址|联系人|(?:采购|代理机构|项目)?经办人|联系电话|电话|联系方式|(?:采购单位|采购人|招标人|代理机构|采购代理机构|项目)联系方式|项目名称|标段名称|工程名称|采购项目名称|工期|计划工期|工期\(天\)|投标报价|报价|投标价|中标候选人|投标人名称|投标人|项目负责人|项目经理|总监理工程师|质量|质量标准|质量目标|备注|资质|资质等级|得分|综合得分|评标价|下浮率|供应商名称|供应商地址|招标方式|采购方式|资金来源|开标地点|公示期|公示时间|公告期限|邮编|传真|标段|包号|包组|数量|单价|规格型号|品牌|服务期限|履约期限|交货期|合同履行期限|项目概况|招标范围|建设规模|监督部门|评审专家|评审得分|评审总得分|评审价格|评分结果|第一名|第二名|第三名|第一中标候选人|第二中标候选人|第三中标候选人|中标候选人名称|候选人名称|信用代码|统一社会信用代码|评标委员会|投标文件递交地点|建设内容|标段内容|单位|包号|标项名称|采购内容|备注信息|地 址|采购需求概况|需求概况|采购需求|采购标的|是否专门面向中小企业|是否专门面向中小企业采购)$/;

const GENERIC_TAIL =
  /^[^\d]{2,12}(?:名称|时间|日期|地点|编号|金额|价格|限价|人|单位|方式|电话|地址|期限|范围|规模|机构|内容|信息|名单|型号|数量|品牌|产地|说明|得分|报价|方法|编码|代码|扣除|结果|评分|评审价格)$/;

/** "第一中标候选人", "中标候选人1单位名称", "排名第二": a candidate's place in the label itself. */
export const RANKED_CANDIDATE =
  /^(?:第([一二三四五12345])名?|排名第?([一二三四五12345]))?(?:中标|成交)?(?:候选人|候选投标人|候选供应商|候选单位|排序人|排序)([一二三四五12345])?(?:名称|单位名称|单位)?$/;

// "采购计划编号" names a code only where nothing better does (priority 3).
LABEL_RULES.push({ field: "project_code", priority: 3, label: /^(?:采购计划编号|政府采购计划编号|计划编号)$/ });

/**
 * Whether any rule's label matches, in one regex for them all: asked first, since most strings the layer
 * asks about (values, prose) are no label at all, and then only the rules need trying one by one.
 */
const ANY_RULE_LABEL = new RegExp(LABEL_RULES.map((r) => `(?:${r.label.source})`).join("|"));

/** A label's answer, computed once: the same labels recur in every notice. */
function remembered(cache: RecentCache<string, boolean>, label: string, answer: (label: string) => boolean): boolean {
  let v = cache.get(label);
  if (v === undefined) {
    v = answer(label);
    cache.set(label, v);
  }
  return v;
}

const known = new RecentCache<string, boolean>(1000);

/** Whether a canonical label is one a notice uses as a label (cached: called for every cell). */
export function isKnownLabel(label: string): boolean {
  return remembered(
    known,
    label,
    (l) =>
      OTHER_LABELS.test(l) ||
      GENERIC_TAIL.test(l) ||
      (RANKED_CANDIDATE.test(l) && /[\d一二三四五]/.test(l)) ||
      (ANY_RULE_LABEL.test(l) && LABEL_RULES.some((r) => !r.section && r.label.test(l) && !r.not?.test(l))) ||
      (withoutRemark(l) !== l && isKnownLabel(withoutRemark(l))),
  );
}

/** "中标（选）人" → "中标人", "第一中标（选）候选人" → "第一中标候选人": a short remark inside a label. */
export const withoutRemark = (label: string) => (label.includes("(") ? label.replace(/\([^()]{1,4}\)/g, "") : label);

const exact = new RecentCache<string, boolean>(1000);
const FORMER_NOTICE = /^原(?:招标|采购)?(?:公告|文件)?的/;
/** A label of the table or of the known others, exactly (no generic "…名称" guess); cached like isKnownLabel. */
export function isExactLabel(label: string): boolean {
  return remembered(
    exact,
    label,
    (l) =>
      l.length >= 2 &&
      (OTHER_LABELS.test(l) ||
        isFieldLabel(l) ||
        (RANKED_CANDIDATE.test(l) && /[\d一二三四五]/.test(l)) ||
        // "原公告的采购项目名称": a correction's name for a label of the notice it corrects.
        (FORMER_NOTICE.test(l) && isExactLabel(l.replace(FORMER_NOTICE, "")))),
  );
}

const field = new RecentCache<string, boolean>(1000);
/** Whether a label names one of the fields, whatever its section ("截止时间", "名称" too); cached like isKnownLabel. */
export function isFieldLabel(label: string): boolean {
  return remembered(field, label, (l) => ANY_RULE_LABEL.test(l) && LABEL_RULES.some((r) => !r.loose && r.label.test(l) && !r.not?.test(l)));
}

/** Section → label → rules (two levels: no key string to build for every pair). */
const ruleCache = new Map<string, Map<string, LabelRule[]>>();
let ruleCacheSize = 0;

const rulesMatching = (label: string, own: string) =>
  !ANY_RULE_LABEL.test(label)
    ? []
    : LABEL_RULES.filter(
        (r) => r.label.test(label) && !r.not?.test(label) && (!r.section || r.section.test(own)) && !r.notSection?.test(own),
      );

/** The rules a pair's label and section satisfy (cached: the same labels recur in every notice). */
export function rulesFor(label: string, section: string): LabelRule[] {
  let bySection = ruleCache.get(section);
  let v = bySection?.get(label);
  if (v === undefined) {
    // The innermost heading decides when it names a party: "采购人、采购代理机构的名称…/采购人信息" is the buyer's.
    const inner = section.slice(section.lastIndexOf("/") + 1);
    const own = inner !== section && PARTY_HEADING.test(inner) ? inner : section;
    v = rulesMatching(label, own);
    if (v.length === 0 && withoutRemark(label) !== label) v = rulesMatching(withoutRemark(label), own);
    if (ruleCacheSize++ > 20000) {
      ruleCache.clear();
      ruleCacheSize = 0;
      bySection = undefined;
    }
    if (!bySection) {
      bySection = new Map();
      ruleCache.set(section, bySection);
    }
    bySection.set(label, v);
  }
  return v;
}
