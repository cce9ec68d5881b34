// The standard prose of notices, read as pairs: the 招标条件 paragraph ("…项目业主为X，…招标人为Y，
// 招标代理机构为Z"), "X受Y委托", "投标文件递交的截止时间（投标截止时间，下同）为…", "于…前递交投标文件".
import type { Pair } from "./layout";
import { ORG_END } from "./values";

const TERMS =
  "招标人|采购人|项目业主|业主单位|建设单位|项目法人|招标代理机构|采购代理机构|代理机构|招标代理人|采购代理人|招标代理|预算金额|采购预算|项目预算|招标预算|预算审核价|预算审核金额|财政审定预算造价|最高限价|最高投标限价|招标控制总价|招标控制价|项目编号|招标编号|开标时间|建设地点|项目地点|中标价|中标金额|成交价|成交金额|中标人|中标单位|成交供应商|中标供应商|成交人|成交单位";
// "招标人为X", "项目业主为：X", "招标控制价为人民币…"; the value runs to the next comma or stop.
const IS = new RegExp(`(${TERMS})(?:[(（][^)）]{0,16}[)）])?(?:为|是)[:：]?\\s*((?:[^，,。；;\\n]|(?<=\\d),(?=\\d{3})){2,80})`, "g");
// "，中标金额123.4万元。": an amount's label glued to its figure, at the start of a clause (inside one it
// is often another amount's: "招标代理服务费最高限价5.6万元", "总中标金额￥…", an item's "；预算金额…").
// The clause's start is checked by clauseStart (a look-behind would be tried at every position).
const AMOUNT_GLUED =
  /(中标价|中标金额|成交价|成交金额|预算金额|采购预算|项目预算|最高限价|最高投标限价|招标控制价)(?:人民币)?\s*(?:[(（][¥￥][)）])?\s*[¥￥]?\s*(\d[\d,]*(?:\.\d+)?\s*(?:亿元|万元|元))/g;
// A page that set the names apart with spaces ("某招标代理有限公司 受 某医院 的委托") reads the same.
// "某工程咨询有限公司受招标人委托": the principal named by its role only.
const ENTRUSTED_UNNAMED = /(?:^|[\s，,。；;：:])([^\s，,。；;：:、"“”]{4,60}?) ?受(?:招标人|采购人|项目业主|业主|建设单位)?的?委托$/;
const ENTRUSTS =
  /(?:^|[\s，,。；;])(?:现|特|招标人|采购人|业主|建设单位)?委托([^\s，,。；;：:、"“”（(]{4,60}?)(?:作为[^，,。]{2,12})?(?:就|对|负责|进行|代理|组织|办理|承担)/gm;
const ENTRUSTED = /([^\s，,。；;：:、"“”]{4,60}?) ?(?:受|接受) ?([^\s，,。；;、"“”]{4,60}?) ?(?:的)?委托$/;
// The bracket is looked for first (few in a notice); the name is then read backwards from it.
const ROLE_AFTER =
  /[(（](?:以下简称|下称|简称)?[:：]?\s*["“'‘]?(招标人|采购人|业主|建设单位|发包人|招标代理机构|采购代理机构|代理机构|招标代理)["”'’]?[)）]/g;
const ORGANISED_BY = /由([^()\s，,。;；:、]{4,40}?)组织(?:的|实施)/g;
const AGENCY_WORD = /招标|代理|咨询|造价|项目管理/;
const ROLE_THEN_NAME = /(招标人|采购人)\(([^()\s，,。;；:]{4,40})\)/g;
const NAME_BEFORE = /[^\s，,。；;：:、"“”()（）]{4,60}$/;
const ROLE_LABEL: Record<string, string> = { 业主: "项目业主", 发包人: "发包人" };
const DEADLINE = [
  // "…截止时间为…", or the date right after the label ("本次投标截止时间2023年3月1日9:30").
  /(?:递交|提交|接收|投标|响应文件|申请文件)[^。\n为:：报获]{0,12}截止时间(?:[及和、]开标时间)?(?:[(（][^)）]{0,20}[)）])?\s*(?:(?:为|是)\s*(?:同一时间[,，]?即\s*)?|(?=\d{4}\s*[年\-/.]))/g,
  /(?:于|在)\s*(?=\d{4}\s*[年\-/.])/g,
  /开标时间[^。\n为]{0,20}为\s*/g,
  // A clarification's new date: "投标截止时间、开标时间均延期至2026年8月19日10点00分".
  /(?:截止(?:时间|日期)|开标(?:时间|日期))[^。\n]{0,50}?(?:延期至|延长至|变更为|调整为|更改为|更正为|推迟至|顺延至|修改为|修改至|改为|延至)\s*:?\s*["“”']?\s*(?=\d{4}\s*[年\-/.]|\d{1,2}月\d{1,2}日)/g,
];
const NAME_ADDRESS_AMOUNT =
  /(?:中标|成交)[^、\n：:]{0,6}(?:供应商|人|单位)名称[、，,](?:联系)?地址[、，,]?(?:及|和)?[^：:\n]{0,8}(?:金额|价格?)[^：:\n]{0,6}[：:][ \t]*([^，,；;\n]{4,60})[，,；;][^，,；;\n]{2,80}[，,；;][ \t]*([^\n]{1,40})/g;
const BUILT_BY = /由([^\s，,。；;：:、"“”]{4,40}?)(?:投资|负责)?(?:建设|兴建)的/g;
const PUBLISHED_BY =
  /(?:^|[\s，,。；;])([^\s，,。；;：:、"“”]{4,40}?)于\s*\d{4}\s*年[^，,。；;\n]{0,16}?(?:在|于)[^，,。；;\n]{2,30}?发布的/gm;
// "2025年06月17日 10时00分在兴山县公共资源交易中心开标、评标" (a result recalling the opening).
const OPENED_AT = /(\d{4}\s*年[^。\n，,]{2,24}?)\s*(?:在|于)[^。\n，,]{2,40}?(?:开标|开启)(?!地点|时间|方式)/g;

function pair(label: string, from: number, at: number, value: string): Pair {
  return { label, value, start: at, end: at + value.length, from, kind: "prose", section: "" };
}

/** Agencies named after 委托: "受X委托，Y对…项目进行公开招标", "（招标人）现委托X就该项目进行公开招标". */
function entrustsNamed(norm: string, out: Pair[]): void {
  if (!norm.includes("委托")) return;
  // "受X委托，Y对…项目进行公开招标": the buyer inside, the agency after.
  for (const m of norm.matchAll(
    /(?:^|[\s，,。；;])受([^\s，,。；;、"“”]{4,60}?)(?:的)?委托[，,]\s*([^\s，,。；;、"“”]{4,60}?)(?:现)?(?:对|就|拟对|将对)/gm,
  )) {
    const buyer = m[1] as string;
    const agency = m[2] as string;
    const from = m.index ?? 0;
    out.push(pair("采购人", from, from + m[0].indexOf(buyer), buyer));
    if (!/^(?:本公司|我公司|我单位|本单位|本机构)$/.test(agency)) out.push(pair("代理机构", from, from + m[0].lastIndexOf(agency), agency));
  }
  // "（招标人）现委托某某咨询有限公司就该项目进行公开招标": the agency named after 委托, before what it does.
  for (const m of norm.matchAll(ENTRUSTS)) {
    const name = m[1] as string;
    const at = (m.index ?? 0) + m[0].indexOf(name);
    if (ORG_END.test(name)) out.push(pair("代理机构", at, at, name));
  }
}

/** Codes written beside their label without a colon. */
function codePairs(norm: string, out: Pair[]): void {
  // "工程编号227F0SG202100013", "…项目项目编号STJC-2024-WZ2742": a code label glued to its code (a page
  // whose cells were joined without a separator); prose pairs rank after every labelled one.
  for (const m of norm.matchAll(/(项目编号|工程编号|招标编号|采购编号|项目代码)(?=[A-Za-z0-9])/g)) {
    const at = (m.index ?? 0) + m[0].length;
    out.push(pair(m[1] as string, m.index ?? 0, at, norm.slice(at, at + 60)));
  }
  // "E3706002318005860（项目编号）": the code before its label.
  if (/\((?:项目编号|招标编号|项目代码)\)/.test(norm))
    for (const m of norm.matchAll(/([A-Za-z0-9][A-Za-z0-9\-_/]{5,40})\s*\((项目编号|招标编号|项目代码)\)/g)) {
      out.push(pair(m[2] as string, m.index ?? 0, m.index ?? 0, m[1] as string));
    }
}

/** "向招标人(某某码头有限公司)书面提出": a role, then its name in brackets; "由某某中心组织的…比选": the organiser. */
function rolesInBrackets(norm: string, out: Pair[]): void {
  for (const m of norm.matchAll(ROLE_THEN_NAME)) if (ORG_END.test(m[2] as string)) valuePair(m as RegExpExecArray, out);
  // Who organised it is the buyer, unless an agency did.
  for (const m of norm.matchAll(ORGANISED_BY)) {
    const name = m[1] as string;
    if (ORG_END.test(name) && !AGENCY_WORD.test(name)) out.push(pair("招标人", m.index ?? 0, (m.index ?? 0) + 1, name));
  }
}

/** Whether a clause starts at `at`: only spaces back to the text's start, a line break, or 。/，. */
function clauseStart(norm: string, at: number): boolean {
  let k = at;
  for (; k > 0 && /\s/.test(norm[k - 1] as string); k--) if (norm[k - 1] === "\n") return true;
  return k === 0 || /[，,。]/.test(norm[k - 1] as string);
}

/** A label's match (group 1) and its value (group 2, at the match's end) as a pair. */
function valuePair(m: RegExpExecArray, out: Pair[]): void {
  const value = m[2] as string;
  out.push(pair(m[1] as string, m.index, m.index + m[0].length - value.length, value));
}

/** "招标人为X", "中标金额123.4万元": a label and its value in a sentence (IS, AMOUNT_GLUED). */
function sentencePairs(norm: string, out: Pair[]): void {
  for (const m of norm.matchAll(IS)) valuePair(m as RegExpExecArray, out);
  AMOUNT_GLUED.lastIndex = 0;
  for (let m = AMOUNT_GLUED.exec(norm); m; m = AMOUNT_GLUED.exec(norm)) {
    if (clauseStart(norm, m.index)) valuePair(m, out);
    // A match the clause test refused: the next may start inside it, as the look-behind would have let it.
    else AMOUNT_GLUED.lastIndex = m.index + 1;
  }
}

export function prosePairs(norm: string): Pair[] {
  const out: Pair[] = [];
  sentencePairs(norm, out);
  // "X受Y委托": found from each 委托 backwards (a regex starting anywhere would try every position).
  for (let i = norm.indexOf("委托"); i >= 0; i = norm.indexOf("委托", i + 2)) {
    const from = Math.max(0, i - 130);
    // Both forms need a 受 before the 委托 (and each tries every position of the 130 characters).
    if (!norm.slice(from, i).includes("受")) continue;
    const m = ENTRUSTED.exec(norm.slice(from, i + 2));
    if (!m) {
      // "福建某某招标有限公司受委托对下列项目进行公开招标": the agency, its principal unnamed.
      const self = ENTRUSTED_UNNAMED.exec(norm.slice(from, i + 2));
      if (self && ORG_END.test(self[1] as string)) {
        const at = from + (self.index ?? 0) + self[0].indexOf(self[1] as string);
        out.push(pair("代理机构", at, at, self[1] as string));
      }
      continue;
    }
    const at = from + (m.index ?? 0);
    const agency = m[1] as string;
    const buyer = m[2] as string;
    out.push(pair("采购人", at, at + m[0].indexOf(buyer, agency.length), buyer));
    // "受X委托，Y对…" names the agency after; "Y受X委托" before.
    if (!/^(?:本公司|我公司|我单位|本单位|本机构|现)/.test(agency)) out.push(pair("代理机构", at, at, agency));
  }
  // "甲公司（以下简称“招标人”）", "某某大学（采购人）委托某某招标有限公司（采购代理机构）": a name
  // followed by its role in brackets.
  for (const m of norm.matchAll(ROLE_AFTER)) {
    const at = m.index ?? 0;
    const before = NAME_BEFORE.exec(norm.slice(Math.max(0, at - 60), at))?.[0] ?? "";
    // "项目业主为某某局（下称招标人）": the name after its role's 为.
    const name = before.replace(/^.*(?:委托|由|经|受|(?:项目业主|业主|建设单位|项目法人|招标人|采购人)为)/, "");
    if (name.length >= 4) out.push(pair(ROLE_LABEL[m[1] as string] ?? (m[1] as string), at - name.length, at - name.length, name));
  }
  rolesInBrackets(norm, out);
  entrustsNamed(norm, out);
  // "由某某学校建设的某某食堂工程": the owner of the works, a buyer when no 招标人 is named.
  if (/建设的|兴建的/.test(norm))
    for (const m of norm.matchAll(BUILT_BY)) {
      const name = m[1] as string;
      if (ORG_END.test(name)) out.push(pair("建设单位", m.index ?? 0, (m.index ?? 0) + 1, name));
    }
  // "某某公司于2011年09月8日在某采购平台发布的…项目": whoever published the purchase is its buyer.
  if (norm.includes("发布的"))
    for (const m of norm.matchAll(PUBLISHED_BY)) {
      const name = m[1] as string;
      const at = (m.index ?? 0) + m[0].indexOf(name);
      if (ORG_END.test(name)) out.push(pair("采购人", at, at, name));
    }
  // "中标供应商名称、地址及中标金额：某某公司，某市某路1号，¥125000.00元": three fields on one line.
  if (/名称[、，,](?:联系)?地址/.test(norm))
    for (const m of norm.matchAll(NAME_ADDRESS_AMOUNT)) {
      const [name, amount] = [m[1] as string, m[2] as string];
      const at = (m.index ?? 0) + m[0].indexOf(name);
      if (!ORG_END.test(name)) continue;
      out.push(pair("中标人", m.index ?? 0, at, name));
      out.push(pair("中标金额", m.index ?? 0, (m.index ?? 0) + m[0].lastIndexOf(amount), amount));
    }
  const [deadline, before, open, moved] = DEADLINE as [RegExp, RegExp, RegExp, RegExp];
  for (const m of norm.matchAll(moved)) {
    const at = (m.index ?? 0) + m[0].length;
    const value = norm.slice(at, at + 40);
    // "投标截止及开标时间调整为…" moves both.
    const both = /截止(?:及|和|与|、|时间及|时间和|时间、)$/.test(norm.slice(Math.max(0, (m.index ?? 0) - 6), m.index));
    const before = norm.slice(Math.max(0, (m.index ?? 0) - 8), m.index) + (m[0].split(/截止(?:时间|日期)/)[0] as string);
    if ((/截止(?:时间|日期)/.test(m[0]) || both) && !/(?:报名|获取|质疑|保证金|解密)[^、，,。\s]*$/.test(before))
      out.push(pair("投标截止时间", m.index ?? 0, at, value));
    // "开标及投标截止时间由8月14日变更为…" moves the opening too.
    const openToo = /开标(?:时间)?(?:及|和|与|、)[^。\n]{0,6}$/.test(norm.slice(Math.max(0, (m.index ?? 0) - 10), m.index));
    if (/开标(?:时间|日期)|开启时间/.test(m[0]) || openToo) out.push(pair("开标时间", m.index ?? 0, at, value));
  }
  if (/开标|开启/.test(norm))
    for (const m of norm.matchAll(OPENED_AT)) {
      // The date starts a clause ("，2025年06月17日 10时00分在…开标", "…（11标段）招标项目于2012年…在…公开开标"),
      // not a longer phrase.
      if (
        !/(?:(?:^|[，,。；;\s])(?:并|已|已于|于)?|(?:项目|工程|标段|[)）])(?:已于|于))\s*$/.test(
          norm.slice(Math.max(0, (m.index ?? 0) - 5), m.index),
        )
      )
        continue;
      out.push(pair("开标时间", m.index ?? 0, m.index ?? 0, m[1] as string));
    }
  for (const m of norm.matchAll(deadline)) {
    // "投标保证金缴纳截止时间为…" is the deposit's, not the bids'.
    // "投标人网上提出问题截止时间为…" is the questions'.
    if (/保证金|质疑|异议|解密|问题|疑问|答疑|澄清/.test(m[0])) continue;
    const at = (m.index ?? 0) + m[0].length;
    out.push(pair("投标截止时间", m.index ?? 0, at, norm.slice(at, at + 40)));
  }
  for (const m of norm.matchAll(before)) {
    const at = (m.index ?? 0) + m[0].length;
    const rest = norm.slice(at, at + 80);
    // "于2019年7月22日9时30分前将投标文件递交至…", "于…（北京时间）前提交响应文件"; "定于…在…开标".
    // "…必须在2016年3月18日下午14:30～15:00 (北京时间)之间送到…": a period, read to its end.
    const due = /^[^。\n]{6,40}?(?:前|之前|以前|之间)([^。\n]{0,24})/.exec(rest);
    // The bids may be named before the date ("响应文件必须在…") or after it ("…前将投标文件递交").
    if (
      due &&
      /递交|提交|上传|送达|送至|送交|递至|送到/.test(due[1] as string) &&
      /投标|响应|标书|报价/.test(norm.slice(Math.max(0, (m.index ?? 0) - 12), m.index) + due[0])
    ) {
      out.push(pair("投标截止时间", m.index ?? 0, at, rest.slice(0, 40)));
    } else if (
      /^[^。\n，,]{6,40}?(?:在|于)?[^。\n，,]{0,30}?(?:开标|开启)/.test(rest) &&
      /^(?:定于|将于)/.test(norm.slice((m.index ?? 0) - 1, (m.index ?? 0) + 2))
    ) {
      out.push(pair("开标时间", m.index ?? 0, at, rest.slice(0, 40)));
    }
  }
  // A correction's table "更正项 | 更正前内容 | 更正后内容": after 截止时间 / 开标时间, the second date is the new one.
  if (/更正后|变更后|修改后/.test(norm)) {
    for (const m of norm.matchAll(/(截止时间|开标时间|开启时间)/g)) {
      const from = (m.index ?? 0) + m[0].length;
      const line = norm.slice(from, from + 240).split("\n")[0] as string;
      const dates = [...line.matchAll(/\d{4}\s*[年\-/.]\s*\d{1,2}\s*[月\-/.]\s*\d{1,2}/g)];
      const second = dates[1];
      if (!second || /报名|获取|质疑/.test(norm.slice(Math.max(0, (m.index ?? 0) - 12), m.index))) continue;
      // "…截止时间：9月9日 更正日期：9月3日" (a page run into one line): a date under another label is not the new one.
      const first = dates[0] as RegExpMatchArray;
      const between = line.slice((first.index ?? 0) + first[0].length, second.index);
      const label = /([^\s:，,。；;|]{0,24}(?:日期|时间))\s*:\s*$/.exec(between)?.[1];
      if (label && !/截止|开标|开启/.test(label)) continue;
      const at = from + (second.index ?? 0);
      const named = m[1] === "截止时间" ? "投标截止时间" : "开标时间";
      out.push(pair(named, m.index ?? 0, at, norm.slice(at, at + 40)));
      if (/开标时间/.test(line.slice(0, second.index)) && named === "投标截止时间")
        out.push(pair("开标时间", m.index ?? 0, at, norm.slice(at, at + 40)));
    }
  }
  codePairs(norm, out);
  // "确定某某公司为中标人": found from each 为中标人 backwards.
  for (let i = norm.search(/为(?:本项目(?:的)?)?(?:中标人|中标单位|成交供应商|成交人)/); i >= 0; ) {
    const m = /([^\s，,。；;：:、"“”]{4,60})$/.exec(norm.slice(Math.max(0, i - 60), i));
    if (m) {
      // "招标人确定甲公司为中标单位": the name starts after the last verb of choosing.
      const name = (m[1] as string).replace(/^.*(?:确定|推荐|选定|同意)/, "").replace(/^(?:现|经评审|最终)+/, "");
      const at = i - name.length;
      if (!/候选人|排名|第[一二三1-3]/.test(name)) out.push(pair("中标人", at, at, name));
    }
    const next = norm.slice(i + 2).search(/为(?:本项目(?:的)?)?(?:中标人|中标单位|成交供应商|成交人)/);
    i = next < 0 ? -1 : i + 2 + next;
  }
  for (const m of norm.matchAll(open)) {
    const at = (m.index ?? 0) + m[0].length;
    out.push(pair("开标时间", m.index ?? 0, at, norm.slice(at, at + 40)));
  }
  return out;
}
