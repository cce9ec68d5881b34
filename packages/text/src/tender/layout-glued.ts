// "招标公告编号070864", "拟中标人某建设有限公司中标金额(万元)221.533": a form whose text lost its colons
// and spaces (a crawler's re.sub(r"\s", "", …) of a page glues each cell to the next). A line with no
// colon and no bar that starts with a label of the field table is read as labels and values, each
// value running to where the next label of the table starts.
import { PARTY_WORDS, withoutRemark } from "./labels";
import { exactRaw, fieldRaw, type Line, valueEnds } from "./layout-lines";

/**
 * The last character of the table's labels as written in the labelled notices (称 址 号 间 额 …, a
 * unit's closing bracket): a label is looked up only where it could end, not at every length.
 */
const LABEL_END = new Set([..."称址号间额位价人构式域点话算商理主码期格)启地区置方元体分"]);
const MAX_LABEL = 16;
/** A line this long is prose or a blob, not a form's row. */
const MAX_LINE = 200;
/** A sentence, not a form's row: punctuation, or a label's word followed by a verb or a particle ("招标人应…", "采购人或代理机构…"). */
const PROSE = /[,，。;；]/;
const PROSE_AFTER_LABEL = /^[为或及与和应将在对由于向经自从按把被让使即均如若的是可不未已须需有等]/;

const isLabel = (raw: string, field: boolean) => exactRaw(raw) && (!field || fieldRaw(raw));
/** A label as written, or once its remark in brackets is dropped ("中标（选）人", "中标(成交)金额"). */
const isLabelOrRemarked = (raw: string, field: boolean) => isLabel(raw, field) || (raw.includes("(") && isLabel(withoutRemark(raw), field));

/** Length of the longest label at `at` that leaves something after it (a field's label when `field`); 0 when none. */
export function labelAt(text: string, at: number, field: boolean): number {
  for (let n = Math.min(MAX_LABEL, text.length - at - 1); n >= 2; n--) {
    if (!LABEL_END.has(text[at + n - 1] as string)) continue;
    const raw = text.slice(at, at + n);
    if (isLabelOrRemarked(raw, field)) return n;
  }
  return 0;
}

/** Each label of a glued line as written, with where it starts; undefined when the line does not start with a field's label. */
export function gluedLabels(text: string): { raw: string; index: number }[] | undefined {
  if (text.length > MAX_LINE || PROSE.test(text)) return undefined;
  const first = labelAt(text, 0, true);
  // "招标代理机构名称项目负责人及电话": a table's header row, labels only.
  if (first === 0 || PROSE_AFTER_LABEL.test(text.slice(first)) || labelAt(text, first, false) > 0) return undefined;
  const out = [{ raw: text.slice(0, first), index: 0 }];
  let valueFrom = first;
  for (let k = valueFrom + 2; k < text.length - 2; k++) {
    if (!valueEnds(text, valueFrom, k)) continue;
    const n = labelAt(text, k, false);
    if (n === 0) continue;
    out.push({ raw: text.slice(k, k + n), index: k });
    valueFrom = k + n;
    k = valueFrom + 1;
  }
  return out;
}

/**
 * A blob's line cut before each field label glued to the value before it, with no colon ("…项目施工
 * 招标人泸定县教育和体育局招标人联系电话0836-3122708招标代理机构成都一问…", a page stored without any
 * white space): each piece then starts with its label, as gluedLabels reads it. A label counts only
 * where a value ends (a figure, a bracket, a name's ending, a project's word) and when a value, not a
 * verb or another label, follows it.
 */
export function cutBeforeGluedLabels(line: Line): Line[] {
  const t = line.text;
  // Only a piece of a page stored with no white space at all: where spaces are kept, they separate the cells.
  if (t.length < 12 || t.includes("|") || SPACE.test(t) || SENTENCE.test(t)) return [line];
  const out: Line[] = [];
  let from = 0;
  let valueFrom = 0;
  for (let k = 2; k < t.length - 2; k++) {
    if (!valueEnds(t, valueFrom, k) && !PROJECT_WORD_END.test(t.slice(k - 2, k)) && !partyAt(t, k)) continue;
    const n = labelAt(t, k, true);
    if (n === 0) continue;
    const rest = t.slice(k + n, k + n + 1);
    // "序号供应商名称供应商地址中标(成交)金额…": a header row's labels glued together are no label and value.
    if (
      labelEndsAt(t, k) ||
      labelAround(t, k, n) ||
      COLON_SOON.test(t.slice(k + n, k + n + 12)) ||
      !rest ||
      PROSE_AFTER_LABEL.test(rest) ||
      PROSE.test(rest) ||
      labelAt(t, k + n, false) > 0
    )
      continue;
    if (k - from >= 2) {
      out.push({ text: t.slice(from, k), start: line.start + from });
      from = k;
    }
    valueFrom = k + n;
    k = valueFrom;
  }
  out.push({ text: t.slice(from), start: line.start + from });
  return out;
}
const SPACE = /\s/;
/** A sentence's end: prose, where the colon readers and the prose reader look, not a form's cells. */
const SENTENCE = /[。;；]/;

/** Whether a longer label starts before `at` and runs past the one found there ("中标(成交)" + "金额"). */
function labelAround(text: string, at: number, n: number): boolean {
  for (let j = at - 1; j >= Math.max(0, at - 8); j--) {
    const raw = text.slice(j, at + n);
    if (isLabelOrRemarked(raw, false)) return true;
  }
  return false;
}
/** "项目编号(建议书编号):": the label goes on to a colon, which the colon reader reads. */
const COLON_SOON = /^(?:\([^()]{0,10}\))?:/;

/** Whether a label of the table ends at `at` ("…中标(成交)" before "金额"). */
function labelEndsAt(text: string, at: number): boolean {
  for (let n = 2; n <= MAX_LABEL && n <= at; n++) {
    const raw = text.slice(at - n, at);
    if (isLabelOrRemarked(raw, false)) return true;
  }
  return false;
}
const PROJECT_WORD_END = /^(?:项目|工程|采购|服务|施工|监理|设计)$/;
/** A party's label or the opening's starts a cell after any value ("…编号/招标人重庆某某公司", "…大厦开标时间2026…"): no value holds one. */
const PARTY_AT = new RegExp(`${PARTY_WORDS}|开标时间|投标截止时间`, "y");
function partyAt(t: string, k: number): boolean {
  if (!"招采中成代开投".includes(t[k] as string)) return false;
  PARTY_AT.lastIndex = k;
  return PARTY_AT.test(t);
}
