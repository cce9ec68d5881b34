import type { GenProject } from "./tender-gen";

/**
 * Title and text of one demo notice, in the layouts trading centres use: labelled lines
 * ("招标人：…", "最高投标限价：…元"), "|"-joined table rows for candidates and opening records.
 */

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const yuan = (n: number) => n.toFixed(2);
const cnDate = (d: string, h?: number, m?: number) =>
  `${d.slice(0, 4)}年${d.slice(5, 7)}月${d.slice(8, 10)}日${h === undefined ? "" : `${String(h).padStart(2, "0")}时${String(m ?? 0).padStart(2, "0")}分`}`;
const plus = (d: string, days: number) => new Date(Date.parse(`${d}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const QUALS: Record<string, string> = {
  施工: "建设行政主管部门核发的施工总承包二级及以上资质，并具有有效的安全生产许可证",
  监理: "工程监理综合资质或相应专业乙级及以上监理资质",
  勘察设计: "工程勘察综合类甲级或工程设计相应行业乙级及以上资质",
  全过程工程咨询: "工程咨询单位甲级资信或工程造价咨询相应能力",
  "": "独立承担民事责任的能力和良好的商业信誉",
};
const PEOPLE = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴"];

function bids(r: Rand, p: GenProject, n: number) {
  return p.firms.slice(0, n).map((name) => ({ name, price: Math.round(p.maxPrice * (0.86 + r() * 0.12)) }));
}

export function stageText(r: Rand, p: GenProject, stage: string, date: string): { title: string; text: string } {
  const where = p.city.code === p.province.code ? p.province.name : `${p.province.name}${p.city.name}`;
  const code = p.code ? `项目编号：${p.code}\n` : "";
  const deadline = plus(date, 21);
  const head = `${code}招标人：${p.buyer}\n招标代理机构：${p.agency}\n`;
  const contact = `联系人：${pick(r, PEOPLE)}工  电话：0${int(r, 10, 999)}-${int(r, 6000000, 8999999)}\n`;
  if (stage === "0100") {
    return {
      title: `${p.name}招标公告`,
      text:
        `${p.name}招标公告\n一、招标条件\n本招标项目${p.name}已由${where}发展和改革委员会批准建设，建设资金来自财政资金及自筹资金，项目已具备招标条件，现进行公开招标。\n` +
        `二、项目概况与招标范围\n${code}建设地点：${where}${pick(r, ["城区", "新区", "开发区", "东部片区"])}\n` +
        `项目预算：${yuan(p.maxPrice * 1.04)}元\n最高投标限价：${yuan(p.maxPrice)}元\n计划工期：${int(r, 90, 900)}日历天\n` +
        `三、投标人资格要求\n投标人须具备${QUALS[p.party]}，本次招标${r() < 0.7 ? "不接受" : "接受"}联合体投标。\n` +
        `四、招标文件的获取\n报名截止时间：${cnDate(plus(date, 7), 17, 0)}\n` +
        `五、投标文件的递交\n投标截止时间：${cnDate(deadline, 9, 30)}\n开标时间：${cnDate(deadline, 9, 30)}\n开标地点：${p.city.name}公共资源交易中心第${int(r, 1, 9)}开标室\n` +
        `六、联系方式\n招标人：${p.buyer}\n招标代理机构：${p.agency}\n${contact}`,
    };
  }
  if (stage === "0105") {
    const later = plus(deadline, int(r, 3, 10));
    return {
      title: `${p.name}招标文件澄清公告`,
      text:
        `${p.name}招标文件澄清公告\n${head}各潜在投标人：\n因${pick(r, ["工程量清单调整", "图纸修改", "资格条件补充说明"])}，现对招标文件作如下澄清：\n` +
        `原投标截止时间顺延。投标截止时间：${cnDate(later, 9, 30)}\n开标时间：${cnDate(later, 9, 30)}\n其他内容不变。\n${contact}`,
    };
  }
  if (stage === "0106") {
    const ok = p.firms.slice(0, 4).map((f, i) => `${i + 1} | ${f} | 通过`);
    return {
      title: `${p.name}资格预审结果公示`,
      text: `${p.name}资格预审结果公示\n${head}资格审查委员会按资格预审文件规定的标准，对申请人进行了资格审查，结果如下：\n序号 | 申请人名称 | 审查结论\n${ok.join("\n")}\n${contact}`,
    };
  }
  if (stage === "0102") {
    const list = bids(r, p, int(r, 3, 5));
    return {
      title: `${p.name}开标记录`,
      text:
        `${p.name}开标记录\n${head}开标时间：${cnDate(date, 9, 30)}\n开标地点：${p.city.name}公共资源交易中心\n最高投标限价：${yuan(p.maxPrice)}元\n` +
        `投标人名称 | ${list.map((b) => b.name).join(" | ")}\n投标报价(元) | ${list.map((b) => yuan(b.price)).join(" | ")}\n`,
    };
  }
  const top = bids(r, p, 3).sort((a, b) => a.price - b.price);
  if (stage === "0103") {
    return {
      title: `${p.name}中标候选人公示`,
      text:
        `${p.name}中标候选人公示\n${head}一、评标情况\n本项目于${cnDate(plus(date, -2), 9, 30)}开标，评标委员会推荐中标候选人如下：\n` +
        `名 次 | 第一名 | 第二名 | 第三名\n中标候选人名称 | ${top.map((b) => b.name).join(" | ")}\n投标报价(元) | ${top.map((b) => yuan(b.price)).join(" | ")}\n` +
        `二、公示期\n公示期为${cnDate(date)}至${cnDate(plus(date, 3))}。\n${contact}`,
    };
  }
  const win = top[0];
  return {
    title: `${p.name}中标结果公告`,
    text:
      `${p.name}中标结果公告\n${head}最高投标限价：${yuan(p.maxPrice)}元\n中标人：${win.name}\n中标价：${yuan(win.price)}元\n` +
      `工期：${int(r, 90, 900)}日历天\n项目负责人：${pick(r, PEOPLE)}${pick(r, ["建国", "海峰", "晓明", "志强"])}\n${contact}`,
  };
}
