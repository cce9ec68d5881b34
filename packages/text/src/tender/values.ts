// Validators that turn a pair's value text into a field value, or refuse it. Each returns the value
// and the length of the original text it covers, so the evidence is the exact span.
import { findAmount } from "./amounts";
import { matchDateTime } from "./dates";
import { isExactLabel } from "./labels";

export interface Read<T> {
  value: T;
  /** Characters of the value text the value came from (from its start). */
  length: number;
  /** Characters skipped before the value ("包1：" before a name). */
  skip?: number;
}

export const ORG_END =
  /(?:公司|局|院|中心|学校|学院|大学|中学|小学|幼儿园|委员会|委|政府|办事处|办公室|所|站|队|厂|社|集团|医院|馆|部|处|联合体|合作社|事务所|协会|学会|校|室|场|园|署|台|行|厅|办|监狱|基地|总站|分局|支局|党校|研究院|银行|指挥部|项目部|联社|中学校|部队|农场|林场|公园|宫|会|店|厂家|联合会|商会|分行|支行|机关|本级)$/;

/** ORG_END's endings by their last character, for endsLikeOrg. */
const ORG_ENDINGS = new Map<string, string[]>();
for (const word of ORG_END.source.slice(3, -2).split("|")) {
  const last = word[word.length - 1] as string;
  ORG_ENDINGS.set(last, [...(ORG_ENDINGS.get(last) ?? []), word]);
}

/**
 * ORG_END.test(text.slice(from, end)) without the slice, and without a regex tried at every position
 * (the layer asks it for every cut it considers in a long line).
 */
export function endsLikeOrg(text: string, from: number, end: number): boolean {
  const words = ORG_ENDINGS.get(text[end - 1] as string);
  if (!words || end <= from) return false;
  for (const w of words) if (end - w.length >= from && text.startsWith(w, end - w.length)) return true;
  return false;
}

// "无" alone is "none"; 无锡市 and 无为市 are places.
// No organisation is called …名称 or …金额, starts with 序号 or names a rank: those are a table's header cells glued to the value.
const BAD_NAME =
  /^序号|名称|金额|排名|候选|信用代码|评分|得分|评审价格|详见|见附件|附件|\/|^无$|^暂无|^同上|^略|公告|联系|电话|地址|^\d|http|www|[?？]|^[a-z]/i;

const GLUED_AFTER_NAME =
  /(公司|局|院|中心|委员会|政府|办事处|学校|医院|大学|中学|小学|处|所|站|部|厂|馆|集团)(?=建设地点|项目地点|招标代理|采购代理|代理机构|项目名称|工程名称|项目编号|招标编号|采购编号|(?:统一)?社会信用代码|法定代表人|中标价|中标金额|成交金额|投标报价|项目负责人|项目经理|\d{4}(?:年|[-/.]\d)|\d{7,}|\d{3,4}-\d{7,8}|(?:中标|成交|中选)$|本(?:工程|项目|次|标段)|\d{1,2}[、.．](?!\d)|[一二三四五六七八九十]{1,2}(?:[、.．]|$))/;

/**
 * "XX有限公司经办人", "XX有限公司招标类型": the rest after a name's ending is a label the value ran into
 * (a page stored without white space); the name ends there. The value's length when it is not.
 */
function labelAfterName(v: string): number {
  for (let at = v.length - 2; at >= 4; at--) {
    if (!endsLikeOrg(v, 0, at)) continue;
    // ("标段(包)编号": a label's short remark is no part of it.)
    const rest = v.includes("(") ? v.slice(at).replace(/\([^()]{1,4}\)/g, "") : v.slice(at);
    if (isExactLabel(rest) || FORM_LABEL.test(rest)) return at;
  }
  return v.length;
}
/** A form's label by its last word ("结构类型", "项目包个数", "招标执行机构"): no organisation ends so. */
const FORM_LABEL = /^[\u4e00-\u9fa5]{1,8}(?:类型|个数|名称|时间|日期|地点|编号|金额|方式|机构|电话|地址|期限|范围|规模|内容|代码)$/;

/** An organisation's name: cut at the first separator, an address or a phone; must end like one. */
export function readOrg(text: string, strict = false): Read<string> | undefined {
  // What stands before the name: a lot's number ("包1：重庆某某公司") is not part of it.
  // Nor is a template's placeholder left in the page ("&&&招标人盖章位置2&&&") or its seal ("（公章）"),
  // or the stop after a rank glued to it ("第一名.四川某某公司").
  const lead =
    /^(?:(?:合同包|采购包|标包|标段|包)\s*[\d一二三四五六七八九十]+\s*[:：]\s*|&{2,}[^&\n]{0,20}&{2,}|[(（](?:盖章|公章|签章)[)）]\s*|[.．、]\s*(?=[\u4e00-\u9fa5]))/.exec(
      text,
    )?.[0] ?? "";
  // "泰 州市姜堰中医院": a stray space the page left inside the name's first word is dropped.
  const stray = /^([\u4e00-\u9fa5]{1,2}) (?=[\u4e00-\u9fa5]{3})/.exec(text.slice(lead.length));
  const rest = stray ? stray[1] + text.slice(lead.length + stray[0].length) : text.slice(lead.length);
  // A consortium keeps its members: "A、B联合体", "A(联合体：B,C)".
  const m =
    /^(?:[^\s,，;；。:|、]{4,60}、)+[^\s,，;；。:|、]{2,60}?联合体/.exec(rest) ??
    /^[^\s,，;；。:|]{4,60}?[(（]联合体[:：][^)）\n]{2,120}[)）]/.exec(rest) ??
    /^[^\s,，;；。:|、]+/.exec(rest);
  if (!m) return undefined;
  let v = m[0];
  // "XX公司（采购人）", "XX公司(盖章)", "XX公司（以下简称“招标人”）": a role or a remark after the name.
  v = v.replace(
    /[(（](?:以下简称[“"]?)?(?:采购人|招标人|采购代理机构|招标代理机构|代理机构|盖章|盖[^)）]{1,4}章|签章|公章|牵头人|主办方|成员)[^)）]{0,6}[)）]$/,
    "",
  );
  v = v.replace(/(?:联系人|联系电话|地址|电话|传真|联系方式).*$/, "");
  // A page whose crawler dropped the spaces between cells glues the next cell to the name:
  // "XX有限公司建设地点宜昌市…", "XX有限公司2020年12月2日", "XX公司13361606565". After a name's
  // ending, a label, a date, a phone number or the next item's number starts something else; "XX有限公司中标，…"
  // says what it did.
  const glued = GLUED_AFTER_NAME.exec(v);
  if (glued) v = v.slice(0, glued.index + (glued[1] as string).length);
  else v = v.slice(0, labelAfterName(v));
  // An unmatched closing bracket ends the name ("XX局）进行…"); so does a bracket left open when the
  // value was cut inside a remark ("黄石市交通运输局（代建单位：…").
  const open: number[] = [];
  for (let i = 0; i < v.length; i++) {
    const c = v[i] as string;
    if (c === "(" || c === "（") open.push(i);
    else if (c === ")" || c === "）") {
      if (open.length === 0) {
        v = v.slice(0, i);
        break;
      }
      open.pop();
    }
  }
  if (open.length) v = v.slice(0, open[0]);
  v = v.replace(/[。.,，;；、]+$/, "");
  if (v.length < 4 || v.length > 80 || BAD_NAME.test(v)) return undefined;
  const base = v.replace(/[(（][^)）]{1,12}[)）]$/, "");
  if (!ORG_END.test(base) && (strict || !/^[\u4e00-\u9fa5]{5,}/.test(base))) return undefined;
  return { value: v, length: lead.length + v.length + (stray ? 1 : 0), skip: lead.length };
}

// …or the next heading's number ("Qgzfcgzx-2015002四．采购项目内容", "XSA030017-202501-01一、招标概况").
const HEADING_AFTER_CODE = /^(.*?[A-Za-z0-9])[一二三四五六七八九十]{1,2}(?:[、.．]|$)/;
const CODE_THEN_TEXT = /^([A-Za-z0-9][A-Za-z0-9\-_/.#]*\d{4}(?:[A-Za-z0-9\-_/.#()]*[A-Za-z0-9)])?)[\u4e00-\u9fa5]{3}/;

/** A project or lot code: letters, digits and the punctuation codes use; stops at prose or brackets. */
export function readCode(text: string): Read<string> | undefined {
  const m = /^[A-Za-z0-9\u4e00-\u9fa5\-_/.#()（）[\]]+/.exec(text);
  if (!m) return undefined;
  let v = m[0];
  // An unmatched closing bracket, a bracket that opens a remark, or a run of prose ends the code.
  let depth = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v[i] as string;
    if ("(（[".includes(c)) {
      if (
        /^[(（](?:招标文件编号|采购文件编号|项目编号|标段|包|以下|下同|简称|建议书|第[一二三四五六七八九十\d]+(?:标段|包|标|批|次))/.test(
          v.slice(i),
        )
      ) {
        v = v.slice(0, i);
        break;
      }
      depth++;
    } else if (")）]".includes(c)) {
      if (depth === 0) {
        v = v.slice(0, i);
        break;
      }
      depth--;
    }
  }
  // …unless the code goes on after the word ("ZZHH采购20260805").
  const prose = /[A-Za-z0-9][-_]?(?:进行|的|项目|采购|公开|竞争|招标|号文|现|已|拟|对|为|于|在)(?![A-Za-z0-9])/.exec(v);
  if (prose) v = v.slice(0, prose.index + 1);
  // A code of letters and digits glued to the text after it ("M1400000026003571012和谐街排水工程…", a page
  // stored without spaces): three Chinese characters in a row are no part of it ("HZZFCG2016货字420号" is).
  const glued = CODE_THEN_TEXT.exec(v) ?? HEADING_AFTER_CODE.exec(v);
  if (glued) v = glued[1] as string;
  v = v.replace(/[-_/.#]+$/, "");
  if (depth > 0 && !/[)）\]]$/.test(v)) v = v.replace(/[(（[][^)）\]]*$/, "");
  // A trailing label glued to the code ("E620…001信息来源"), a second code or a remark in brackets
  // ("A-26025（0873-…）", "…-浙建航招（东2026010号）", "…XM（TQZD）"); a lot number stays ("…-014（2）", "(018)").
  v = v.replace(/([A-Za-z0-9\])])[\u4e00-\u9fa5]{2,}$/, "$1").replace(/(.)[(（][^()（）]{4,}[)）]$/, "$1");
  // A table's code cell glued to the next cell holding the same code ("G1310002001622001G1310002001622001").
  if (v.length % 2 === 0 && v.length >= 12 && v.slice(0, v.length / 2) === v.slice(v.length / 2)) v = v.slice(0, v.length / 2);
  if (v.length < 3 || v.length > 60 || !/\d/.test(v) || /^\d{4}(?:年|-\d{1,2}-\d{1,2}$)/.test(v)) return undefined;
  if (/^(?:详见|见|无)/.test(v)) return undefined;
  return { value: v, length: v.length };
}

/**
 * A date with its time when given ("2019年7月22日上午10:00", "2023.02.28", "9时30分"); with
 * `periodEnd`, a period's end ("…13时00分至13时30分止": a deadline is the end of the time to submit).
 */
export function readDate(text: string, periodEnd = false, ref?: NoticeDate): Read<string> | undefined {
  let head = text.slice(0, 60);
  if (/^(?:同|与)(?:投标)?截止时间|^同上/.test(head)) return undefined;
  // "3月5日上午9:30" with no year: the notice's own year (the next one when the notice is dated late in
  // the year before), never the next full date further on (the notice's signature).
  let shift = 0;
  const bare = YEARLESS.exec(head);
  if (bare) {
    if (!ref) return undefined;
    const year = Number(bare[1]) < ref.month - 6 ? ref.year + 1 : ref.year;
    head = `${year}年${head.slice(bare[0].length)}`;
    shift = bare[0].length - `${year}年`.length;
  }
  const m = matchDateTime(head);
  if (!m) return undefined;
  // "2015年4月17日13时00分至13时30分止", "2016年03月31日 08:30—09:30": a period ends at its second moment.
  const rest = head.slice(m.end);
  const to = periodEnd ? /^\s*(?:至|到|—|－|~|～|-)\s*/.exec(rest) : null;
  if (to && m.value.length > 10) {
    const tail = rest.slice(to[0].length);
    const time = /^(上午|下午)?\s*(\d \d(?=\s*时)|\d{1,2})\s*[:时点]\s*(\d{1,2})\s*分?/.exec(tail);
    const later = time ? undefined : matchDateTime(tail);
    if (time && !/^\s*[年\-/.]/.test(tail.slice(time[0].length))) {
      let h = Number((time[2] as string).replace(" ", ""));
      if (time[1] === "下午" && h < 12) h += 12;
      const end = `${m.value.slice(0, 10)} ${String(h).padStart(2, "0")}:${String(Number(time[3])).padStart(2, "0")}`;
      if (h <= 23 && Number(time[3]) <= 59 && end > m.value) return { value: end, length: m.end + to[0].length + time[0].length + shift };
    } else if (later && later.value > m.value && tail.search(/\d/) === 0) {
      return { value: later.value, length: m.end + to[0].length + later.end + shift };
    }
  }
  return { value: m.value, length: m.end + shift };
}

/** The notice's own date (its first full date), for dates written without a year. */
export interface NoticeDate {
  year: number;
  month: number;
}
const YEARLESS = /^\s*(?:[(（]?北京时间[)）]?)?\s*(?=(\d{1,2})\s*月\s*\d{1,2}\s*日)/;

export function noticeDate(norm: string): NoticeDate | undefined {
  const date = matchDateTime(norm)?.value;
  return date ? { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) } : undefined;
}

/** An amount in yuan; refuses rates, zero placeholders and per-unit prices. */
export function readAmount(text: string, labelUnit?: string): Read<number> | undefined {
  let s = text.slice(0, 120);
  // "(万元) 232.230024", "采购预算：(万元)：25.2": the label's unit, split from it (a page joined into one line, a form).
  const leadUnit = /^\s*[(（]\s*(亿元|万元|元)\s*[)）]\s*[:：]?\s*(?=[\d¥￥])/.exec(s);
  if (leadUnit) {
    const r = readAmount(s.slice(leadUnit[0].length), leadUnit[1]);
    return r && { value: r.value, length: leadUnit[0].length + r.length };
  }
  // "包1-1800000.00元", "标段一：": the lot's number is not the amount.
  s = s.replace(/^(?:合同包|采购包|包组|标段|包件|包|标项)\s*[\d一二三四五六七八九十]+\s*[-:：、]?\s*/, "");
  if (/^(?:详见|见附件|无|\/|—|-\s*$)/.test(s)) return undefined;
  // "2097600,400000,1350000": one figure per lot, not thousands (those have at most three digits first).
  if (/^\D{0,3}\d{4,}(?:\.\d+)?\s*[,，、]\s*\d/.test(s)) return undefined;
  if (/^[^\d壹贰叁肆伍陆柒捌玖]{0,12}(?:下浮|费率|折扣|优惠率|比例)/.test(s)) {
    // "下浮率8%，即人民币92万元": the rate, then the amount it comes to.
    const then = /^[^。\n]{0,30}?%[^。\n\d]{0,6}?(?:即|折合|合计|计)/.exec(s);
    if (!then) return undefined;
    const r = readAmount(s.slice(then[0].length), labelUnit);
    return r && { value: r.value, length: then[0].length + r.length };
  }
  // "109.2(万元)": a unit in brackets after the number.
  s = s.replace(/([\d.])\s*[(（]\s*(亿元|万元|元)\s*[)）]/, "$1$2");
  const f = findAmount(s, labelUnit);
  if (!f || f.isRate || f.value < 100) return undefined;
  const after = s.slice(s.search(/\d/)).replace(/^[\d,.\s]+(?:亿元|万元|元|亿|万)?/, "");
  if (/^\s*\/\s*(?:年|月|天|日|人|次|台|吨|平方|㎡|m|个|工日|套)/.test(after)) return undefined;
  return { value: f.value, length: Math.min(s.length, 40) };
}
