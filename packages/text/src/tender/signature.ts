// What a notice states outside its labels, read only for a field the labels leave empty: the
// organisations that sign it (name lines right above the closing date, as a letter is signed:
// "中国联合网络通信有限公司重庆市分公司" / "中招国际招标有限公司重庆分公司" / "2016年11月10日"), the unit a
// title opens with, a code stated as a heading or in the title's brackets.
import type { Layout } from "./layout";
import { readOrg } from "./values";

const DATE_LINE = /^\s*(?:\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|\d{4}-\d{1,2}-\d{1,2})\s*$/;
/** Publishers that are neither party: the trading centre or the procurement site itself. */
const PLATFORM = /交易中心|交易网|(?:交易|采购|招标|招投标|服务)平台|政府采购网|招标投标网/;
const AGENCY_NAME = /招标|代理|咨询|项目管理|工程管理|造价|采购中心/;
const DEPARTMENT = /(?:采购|招标|招标采购|后勤|总务|基建|设备|资产|物资)(?:科|部|办|处|办公室|管理处|管理科)$/;
/** The publisher says it is the agency: "我司代理的…", "本公司受…委托". */
const WE_AGENCY = /(?:我司|我公司|本公司|我单位|本单位|我中心|本中心)(?:代理|受)/;

export interface Signatories {
  buyer?: { value: string; start: number };
  agency?: { value: string; start: number };
}

export function signatories(layout: Layout): Signatories {
  const lines = layout.lines;
  const last = Math.max(0, lines.length - 12);
  let dateAt = -1;
  for (let i = lines.length - 1; i >= last; i--) {
    if (DATE_LINE.test((lines[i] as { text: string }).text)) {
      dateAt = i;
      break;
    }
  }
  if (dateAt < 1) return gluedSignature(layout);
  const names: { value: string; start: number }[] = [];
  for (let i = dateAt - 1; i >= 0 && names.length < 2; i--) {
    const line = lines[i] as { text: string; start: number };
    const whole = line.text.trim();
    if (!whole) continue;
    // "成都市公共卫生临床医疗中心采购科": the unit's department signs for it.
    const t = whole.length > 8 ? whole.replace(DEPARTMENT, "") : whole;
    const org = readOrg(t, true);
    if (!org || org.value !== t || PLATFORM.test(t)) break;
    names.unshift({ value: t, start: line.start + line.text.indexOf(t) });
  }
  if (names.length === 2) return { buyer: names[0], agency: names[1] };
  return oneSigns(layout, names[0]);
}

function oneSigns(layout: Layout, one: { value: string; start: number } | undefined): Signatories {
  if (!one) return {};
  return WE_AGENCY.test(layout.norm) || AGENCY_NAME.test(one.value) ? { agency: one } : { buyer: one };
}

const GLUED_DATE_END = /(?:\d{4}年\d{1,2}月\d{1,2}日|\d{4}-\d{1,2}-\d{1,2})\s*$/;
/**
 * A page stored with no white space ends "…监督电话：0826-4857029华蓥发展建设有限公司2026年3月16日": the name
 * glued before the closing date signs, when a figure or a stop shows where it starts.
 */
function gluedSignature(layout: Layout): Signatories {
  const norm = layout.norm.trimEnd();
  const date = GLUED_DATE_END.exec(norm.slice(-24));
  if (!date) return {};
  const end = norm.length - date[0].length;
  for (let start = Math.max(1, end - 40); start <= end - 4; start++) {
    if (!/[\d。；;)）\]]/.test(norm[start - 1] as string) || !/[\u4e00-\u9fa5]/.test(norm[start] as string)) continue;
    const t = norm.slice(start, end);
    // (A name after a colon is a label's value; one holding figures is an address.)
    if (/^[\u4e00-\u9fa5()（）]+$/.test(t) && readOrg(t, true)?.value === t && !PLATFORM.test(t))
      return oneSigns(layout, { value: t, start });
  }
  return {};
}

/**
 * The unit a title opens with when it says it buys ("资阳市公安局雁江区分局采购高清…终端设备",
 * "【采购公告】某某医院询价采购…"): read only for a buyer the body does not name. An agency's or a
 * platform's name before 采购 is the publisher, not the buyer.
 */
export function buyerOpeningTitle(title: string): string | undefined {
  const t = title.replace(/^\s*(?:\[[^\]]{1,10}\]|【[^】]{1,10}】)\s*/, "");
  for (let at = t.indexOf("采购"); at >= 4 && at <= 40; at = t.indexOf("采购", at + 1)) {
    const name = t.slice(0, at).replace(/(?:询价|公开招标|竞争性谈判|竞争性磋商|单一来源)$/, "");
    const org = readOrg(name, true);
    if (org?.value === name && !AGENCY_NAME.test(name) && !PLATFORM.test(name)) return name;
  }
  return undefined;
}

// "LYSG2021-069-048" alone on the first line, over the notice (county centres of Zhejiang print the
// code as the notice's heading, with no label): capitals, then a code with at least four digits.
const CODE_HEADING = /^\s*([A-Z]{2,}[A-Z0-9]*[-_]?[A-Z0-9\-_]{4,40})\s*\n/;

// "…招标施工单位[GXXHTG2015-1-008]定点施工采购合同公示": a title may carry the code in brackets.
const CODE_IN_TITLE = /[[【(（]([A-Za-z0-9][A-Za-z0-9\-_/]{5,40})[\]】)）]/;

/** A code stated with no label: the notice's heading line, else in brackets in the title. */
export function unlabelledCode(
  text: string,
  title: string,
  how: Record<string, string>,
): { value: string; evidence: string; confidence: number } | undefined {
  for (const [m, where] of [
    [CODE_HEADING.exec(text), "heading"],
    [CODE_IN_TITLE.exec(title), "title"],
  ] as const) {
    const code = m?.[1];
    if (!code || (code.match(/\d/g)?.length ?? 0) < 4 || /^\d{4}-\d{4}$/.test(code)) continue;
    how.project_code = where;
    return { value: code, evidence: where === "title" ? title : code, confidence: 0.8 };
  }
  return undefined;
}
