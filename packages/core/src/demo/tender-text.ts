import { addDays } from "./dates";
import type { GenProject } from "./gen-project";

/**
 * Title and text of one demo notice, in the layouts the real notices use: the 招标公告 of the
 * trading centres (numbered sections, 招标条件 prose), Yichang's candidate and result tables, the
 * 中国政府采购网 templates for goods and services.
 */

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const yuan = (n: number) => n.toFixed(2);
const cnDate = (d: string) => `${d.slice(0, 4)}年${d.slice(5, 7)}月${d.slice(8, 10)}日`;
/** 2026年03月15日09时30分 or 2026年03月15日 09:30, as publishers write it. */
const cnTime = (d: string, hm: string, colon: boolean) => `${cnDate(d)}${colon ? ` ${hm}` : `${hm.slice(0, 2)}时${hm.slice(3)}分`}`;

/** Terms of the demo's service contracts, in months: mostly a year, as in the real notices. */
const SERVICE_MONTHS = [12, 12, 12, 24, 12, 36, 12, 6];

const SURNAMES = "王李张刘陈杨黄赵周吴徐孙胡朱高林何郭马罗".split("");
const person = (r: Rand) => `${pick(r, SURNAMES)}${pick(r, ["工", "工", "女士", "先生"])}`;

/** Trade of each kind of works (资质 and 注册建造师 speciality) and its 监督部门. */
const TRADES: Record<string, [trade: string, authority: string]> = {
  BUILDING: ["建筑工程", "住房和城乡建设局"],
  GOV: ["市政公用工程", "住房和城乡建设局"],
  ROAD: ["公路工程", "交通运输局"],
  TUNNEL: ["公路工程", "交通运输局"],
  WATER: ["水利水电工程", "水利局"],
  SUBWAY: ["市政公用工程", "住房和城乡建设局"],
};

function quals(p: GenProject): string {
  const [trade] = TRADES[p.kind];
  const grade = p.maxPrice >= 50_000_000 ? "一级" : "二级";
  if (p.party === "施工") {
    return `${trade}施工总承包${grade}及以上资质，项目经理为${grade}注册建造师（${trade}）`;
  }
  if (p.party === "监理") {
    return `${trade.replace(/^建筑/, "房屋建筑")}监理乙级及以上资质，总监理工程师为注册监理工程师`;
  }
  if (p.party === "勘察设计") return "工程勘察（岩土工程）和工程设计相应行业乙级及以上资质";
  return "工程咨询乙级及以上资信和相应专业乙级及以上监理资质";
}

const contacts = (r: Rand, p: GenProject) =>
  `招标人：${p.buyer}\n电话：${p.buyerPhone}\n招标代理机构：${p.agency}\n联系人：${person(r)} 电话：${p.agencyPhone}\n`;

/** The deadline the 招标公告 set: a week before the one a clarification postponed it to. */
const firstDeadline = (p: GenProject) => (p.clarified ? addDays(p.deadline, -7) : p.deadline);

/**
 * 采购意向公开 in the 财库〔2020〕10号 template: the buyer's plan for the months ahead, one row, the table
 * one cell per line as the provincial procurement sites' pages read. Uses no dice (the stream stays the same).
 */
function intentionText(p: GenProject, date: string): { title: string; text: string } {
  const [y, m] = [Number(p.announced.slice(0, 4)), Number(p.announced.slice(5, 7))];
  const from = Number(date.slice(5, 7));
  const period = `${date.slice(0, 4)}年${from}月至${y}年${m}月`;
  const row = [
    "1",
    p.name,
    `${p.name.replace(/项目$/, "")}，具体需求以采购文件为准。`,
    (p.maxPrice / 10_000).toFixed(2),
    `${y}年${String(m).padStart(2, "0")}月`,
    "无",
  ];
  return {
    title: `${p.buyer}${period}政府采购意向`,
    text:
      `为便于供应商及时了解政府采购信息，根据《财政部关于开展政府采购意向公开工作的通知》（财库〔2020〕10号）等有关规定，现将${p.buyer}${period}采购意向公开如下：\n` +
      `序号\n采购项目名称\n采购需求概况\n预算金额（万元）\n预计采购时间\n备注\n${row.join("\n")}\n` +
      `本次公开的采购意向是本单位政府采购工作的初步安排，具体采购项目情况以相关采购公告和采购文件为准。\n${p.buyer}\n${cnDate(date)}`,
  };
}

function purchaseText(r: Rand, p: GenProject, stage: string, date: string, colon: boolean): { title: string; text: string } {
  if (stage === "0107") return intentionText(p, date);
  const deadline = cnTime(stage === "0100" ? firstDeadline(p) : p.deadline, p.openAt, colon);
  const inquiry = (n: string) =>
    `${n}、联系方式\n采购人：${p.buyer}\n联系方式：${p.buyerPhone}\n采购代理机构：${p.agency}\n联系人：${person(r)} 电话：${p.agencyPhone}\n`;
  if (stage === "0105") {
    return {
      title: `${p.name}更正公告`,
      text:
        `${p.name}更正公告\n一、项目基本情况\n原公告的采购项目编号：${p.code}\n原公告的采购项目名称：${p.name}\n首次公告日期：${cnDate(p.announced)}\n` +
        `二、更正信息\n更正事项：采购公告\n更正内容：提交投标文件截止时间、开标时间更正为${deadline}（北京时间），其他内容不变。\n更正日期：${cnDate(date)}\n${inquiry("三")}`,
    };
  }
  // A service contract runs for a term, stated in its call and again among its result's 主要标的信息.
  const service = /服务(采购)?项目$/.test(p.name);
  const months = SERVICE_MONTHS[p.seq % SERVICE_MONTHS.length] as number;
  if (stage === "0104") {
    const [win] = p.candidates;
    const subject = service ? `四、主要标的信息\n服务名称：${p.name}\n服务期限：自合同签订之日起${months}个月\n` : "";
    return {
      title: `${p.name}中标（成交）结果公告`,
      text:
        `${p.name}中标（成交）结果公告\n一、项目编号：${p.code}\n二、项目名称：${p.name}\n三、中标（成交）信息\n供应商名称：${win.name}\n` +
        `中标（成交）金额：${yuan(win.price)}元\n${subject}${service ? "五" : "四"}、公告期限\n自本公告发布之日起1个工作日。\n${inquiry(service ? "六" : "五")}`,
    };
  }
  const term = service ? `自合同签订之日起${months}个月` : `自合同签订之日起${pick(r, [15, 30, 30, 45, 60, 90])}日内交货并安装调试完毕`;
  return {
    title: `${p.name}公开招标公告`,
    text:
      `${p.name}公开招标公告\n` +
      `一、项目基本情况\n项目编号：${p.code}\n项目名称：${p.name}\n预算金额：${(p.maxPrice / 10_000).toFixed(6)}万元\n最高限价（如有）：${yuan(p.maxPrice)}元\n` +
      `合同履行期限：${term}\n` +
      `二、申请人的资格要求：\n满足《政府采购法》第二十二条规定${r() < 0.6 ? "；本项目专门面向中小企业采购" : ""}。\n` +
      `三、获取招标文件\n${cnDate(addDays(p.announced, 1))}至${cnDate(addDays(p.announced, 7))}网上获取\n` +
      `四、提交投标文件截止时间、开标时间和地点\n${deadline}（北京时间）\n地点：${p.city.name}公共资源交易中心（电子开标）\n${inquiry("五")}`,
  };
}

export function stageText(r: Rand, p: GenProject, stage: string, date: string): { title: string; text: string } {
  // Each province's platform writes times one way.
  const colon = Number(p.province.code.slice(0, 2)) % 2 === 0;
  if (p.party === "") return purchaseText(r, p, stage, date, colon);
  const where = p.city.code === p.province.code ? p.province.name : `${p.province.name}${p.city.name}`;
  const deadline = cnTime(stage === "0100" ? firstDeadline(p) : p.deadline, p.openAt, colon);
  const hall = `${p.city.name}公共资源交易中心第${(p.seq % 6) + 1}开标室`;
  const period = p.party === "施工" ? `工期：${p.days}日历天` : `服务期：${p.days}日历天`;
  const head = `项目编号：${p.code}\n招标人：${p.buyer}\n招标代理机构：${p.agency}\n`;
  if (stage === "0100") {
    const kind = p.prequalified ? "资格预审公告" : "招标公告";
    const funds = pick(r, ["财政资金", "企业自筹资金", "地方政府专项债券资金及自筹资金"]);
    const prequal = p.prequalified
      ? `本次招标采用资格预审，资格预审申请文件递交截止时间为${cnTime(addDays(p.announced, 11), "09:30", colon)}。\n`
      : "";
    return {
      title: `${p.name}${kind}`,
      text:
        `${p.name}${kind}\n1. 招标条件\n本招标项目${p.name.replace(/(施工|监理|勘察设计|全过程工程咨询)$/, "")}已由${p.city.name}发展和改革委员会批准建设，建设资金来自${funds}，招标人为${p.buyer}。现对该项目的${p.party}进行公开招标。\n` +
        `2. 项目概况\n项目编号：${p.code}\n建设地点：${where}\n计划${period}\n最高投标限价：${yuan(p.maxPrice)}元\n` +
        `3. 投标人资格要求\n投标人须具备${quals(p)}；本次招标${r() < 0.7 ? "不接受" : "接受"}联合体投标。\n${prequal}` +
        `4. 招标文件获取时间：${cnDate(addDays(p.announced, 1))}至${cnDate(addDays(p.announced, 6))}\n` +
        `5. 投标文件的递交\n投标截止时间：${deadline}\n开标时间：${deadline}\n开标地点：${hall}\n6. 联系方式\n${contacts(r, p)}`,
    };
  }
  if (stage === "0105") {
    return {
      title: `${p.name}招标文件澄清公告`,
      text:
        `${p.name}招标文件澄清公告\n${head}各潜在投标人：\n因${pick(r, ["工程量清单调整", "图纸修改", "资格条件补充说明"])}，现对招标文件作如下澄清：\n` +
        `一、相关内容详见澄清文件。\n二、投标截止时间及开标时间顺延，开标地点不变。\n投标截止时间：${deadline}\n其他内容不变。\n${contacts(r, p)}`,
    };
  }
  if (stage === "0106") {
    const rows = p.bids.slice(0, 7).map((b, i) => `${i + 1} | ${b.name} | 通过`);
    return {
      title: `${p.name}资格预审结果公示`,
      text: `${p.name}资格预审结果公示\n${head}资格审查结果如下：\n序号 | 申请人名称 | 审查结论\n${rows.join("\n")}\n${contacts(r, p)}`,
    };
  }
  if (stage === "0102") {
    const col = p.party === "施工" ? "工期(日历天)" : "服务期(日历天)";
    const rows = p.bids.map((b, i) => `${i + 1} | ${b.name} | ${yuan(b.price)} | ${p.days}`);
    return {
      title: `${p.name}开标记录`,
      text:
        `${p.name}开标记录\n${head}开标时间：${deadline}\n开标地点：${hall}\n最高投标限价(元)：${yuan(p.maxPrice)}\n` +
        `序号 | 投标人名称 | 投标报价(元) | ${col}\n${rows.join("\n")}\n`,
    };
  }
  const top = p.candidates;
  if (stage === "0103") {
    return {
      title: `${p.name}中标候选人公示`,
      text:
        `中标候选人公示\n标段（包）编号：${p.code}\n一、招标概况\n本项目于${deadline}开标，评标委员会推荐中标候选人如下：\n` +
        `二、评标结果\n名 次 | 第一名 | 第二名 | 第三名\n中标候选人名称 | ${top.map((b) => b.name).join(" | ")}\n投标报价(元) | ${top.map((b) => yuan(b.price)).join(" | ")}\n` +
        `三、公示期\n${cnDate(date)}至${cnDate(addDays(date, 3))}\n` +
        `四、联系方式\n招标人：${p.buyer}\n招标代理机构：${p.agency} 电话：${p.agencyPhone}\n`,
    };
  }
  const [win] = top;
  return {
    title: `${p.name}中标结果公告`,
    text:
      `${p.name}中标结果公告\n招标人：${p.buyer} | 建设地点 | ${where}\n招标代理机构：${p.agency} | 标段(包)编号：${p.code}\n标段(包)名称：${p.name}\n` +
      `中标人：${win.name}\n中标价(元)：${yuan(win.price)}\n${period}\n质量目标：合格\n` +
      `${p.party === "施工" ? "项目经理" : "项目负责人"}：${pick(r, SURNAMES)}${pick(r, ["建国", "海峰", "晓明", "志强", "卫东", "文涛", "丽娟", "红梅"])}\n` +
      `监督部门：${p.city.name}${TRADES[p.kind][1]}\n`,
  };
}
