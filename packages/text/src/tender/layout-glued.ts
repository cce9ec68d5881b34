// "招标公告编号070864", "拟中标人某建设有限公司中标金额(万元)221.533": a form whose text lost its colons
// and spaces (a crawler's re.sub(r"\s", "", …) of a page glues each cell to the next). A line with no
// colon and no bar that starts with a label of the field table is read as labels and values, each
// value running to where the next label of the table starts.
import { withoutRemark } from "./labels";
import { exactRaw, fieldRaw, valueEnds } from "./layout-lines";

/**
 * The last character of the table's labels as written in the labelled notices (称 址 号 间 额 …, a
 * unit's closing bracket): a label is looked up only where it could end, not at every length.
 */
const LABEL_END = new Set([..."称址号间额位价人构式域点话算商理主码期格)启地区置方元体"]);
const MAX_LABEL = 16;
/** A line this long is prose or a blob, not a form's row. */
const MAX_LINE = 200;
/** A sentence, not a form's row: punctuation, or a label's word followed by a verb or a particle ("招标人应…", "采购人或代理机构…"). */
const PROSE = /[,，。;；]/;
const PROSE_AFTER_LABEL = /^[为或及与和应将在对由于向经自从按把被让使即均如若的是可不未已须需有等]/;

const isLabel = (raw: string, field: boolean) => exactRaw(raw) && (!field || fieldRaw(raw));

/** Length of the longest label at `at` that leaves something after it (a field's label when `field`); 0 when none. */
function labelAt(text: string, at: number, field: boolean): number {
  for (let n = Math.min(MAX_LABEL, text.length - at - 1); n >= 2; n--) {
    if (!LABEL_END.has(text[at + n - 1] as string)) continue;
    const raw = text.slice(at, at + n);
    if (isLabel(raw, field) || (raw.includes("(") && isLabel(withoutRemark(raw), field))) return n;
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
