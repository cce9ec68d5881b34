// "包号成交供应商名称成交金额(元)" over "001丹东市某某服装厂269100.00": a result's table whose cells were
// glued together (a crawler's re.sub(r"\s", "", …) keeps the rows but drops the bars). The header row
// is a run of column names; each data row is read column by column by what the column holds: a lot's
// or rank's number, an organisation's name (up to its ending), an amount. A column that cannot be
// delimited so (an address, a description) ends the row's reading, unless it is the last.
import { labelAt } from "./layout-glued";
import type { Line, Pair } from "./layout-lines";
import { canonLabel } from "./normalize";
import { isPlaceName } from "./region";

type Kind = "number" | "name" | "amount" | "score" | "other";

const NUMBER_COLUMN = /^(?:序号|包号|分包号|包件号|标包号?|标段号?|包|名次|排名|排序)$/;
const NAME_WORD = /供应商|中标人|成交人|中选人|单位|候选人|投标人/;
const NAME_COLUMN = /(?:供应商|中标人|成交人|中选人|中标单位|成交单位|候选人|投标人|投标单位|单位名称)(?:名称)?$/;
const AMOUNT_COLUMN = /(?:金额|价格|报价|中标价|成交价|总价)$/;

// (Figures or numerals, not both: "1一代天骄建设集团…" is row 1 of 一代天骄.)
const GENERIC_COLUMN = /^[\u4e00-\u9fa5]{1,10}?(?:地址|电话|联系方式|代码|型号|备注)/;
const NUMBER_WORD = "(?:包|标段|标|号|名)";
const NUMBER_CELL = new RegExp(`^(?:第)?(?:[0-9]{1,3}|[一二三四五六七八九十]{1,3})${NUMBER_WORD}?`);
const NAME_ENDING =
  "(?:有限责任公司|股份有限公司|有限公司|公司|研究院|研究所|设计院|事务所|合作社|经营部|经销处|门市部|中心|医院|集团|联合体|商行|协会|学会|商会|厂|店|院|所|站|社|局|处|部)";
const NAME_CELL = new RegExp(`^[\\u4e00-\\u9fa5()（）]{2,40}?${NAME_ENDING}`);
const NAME_ENDS = new RegExp(`${NAME_ENDING}(?=[\\u4e00-\\u9fa5])`, "g");
// "报价：999200（元）", "金额(以价格数值表示):1358766.00(元)": a cell may name its amount.
// "88.671512750.00元": a score has at most two decimals, the amount glued after it starts there.
const SCORE_CELL = /^(?:100|\d{1,2})(?:\.\d{1,2})?/;
const AMOUNT_NAME = String.raw`[\u4e00-\u9fa5]{0,4}(?:报价|价格|金额|总价)(?:\([^)]{0,12}\))?:`;
const AMOUNT_CELL = new RegExp(String.raw`^(?:${AMOUNT_NAME})?[￥¥$]?\d[\d,]*(?:\.\d+)?(?:\((?:万元|元)\)|万元|元)?`);
const NAMED_AMOUNT = new RegExp(String.raw`${AMOUNT_NAME}[￥¥$]?\d`);
/** What may continue a name after an ending it passed ("…体检中心" + "有限公司"). */
const NAME_GOES_ON = /^(?:有限责任公司|股份有限公司|有限公司|分公司|公司)/;

function kindOf(label: string): Kind {
  if (NUMBER_COLUMN.test(label)) return "number";
  if (NAME_COLUMN.test(label) && !/地址|代码|编码|电话/.test(label)) return "name";
  if (AMOUNT_COLUMN.test(label) && !/单价|得分|评审/.test(label)) return "amount";
  if (/得分|评分/.test(label)) return "score";
  return "other";
}

/** The line's column names when it is nothing but two or more of them glued, with a name column. */
function headerOf(text: string): { label: string; unit?: string; kind: Kind }[] | undefined {
  // Most lines are values or prose: a header names a supplier's column and holds no figure or stop.
  if (text.length < 6 || text.length > 80 || !NAME_WORD.test(text) || /[\d:|，。；]/.test(text)) return undefined;
  const out: { label: string; unit?: string; kind: Kind }[] = [];
  for (let at = 0; at < text.length; ) {
    // A unit in brackets closes the column before it ("中标金额(元)").
    // A column the table does not know by its last word ("成交供应商联系地址"): other, not a name or an amount.
    const n = labelAt(`${text}。`, at, false) || (GENERIC_COLUMN.exec(text.slice(at))?.[0].length ?? 0);
    // A last column the table does not know ("评审报价") after two it does.
    if (n === 0 && out.length >= 2 && text.length - at <= 8) {
      out.push({ label: text.slice(at), kind: "other" });
      break;
    }
    if (n === 0) return undefined;
    let raw = text.slice(at, at + n);
    const unit = /^[(（](?:万元|元)[)）]/.exec(text.slice(at + n))?.[0];
    if (unit) raw += unit;
    const c = canonLabel(raw);
    out.push({ label: c.label, unit: c.unit, kind: kindOf(c.label) });
    at += raw.length;
  }
  return out.length >= 2 && out.some((c) => c.kind === "name") ? out : undefined;
}

/**
 * Where a glued header at the start of `t` ends in a page stored as one string ("…中标结果：序号标项名称
 * 中标(成交)金额(元)中标供应商名称…评审价格1仁怀市…"): at the first figure after it, the first row's number;
 * -1 when the text there is no header.
 */
function gluedHeaderEnd(t: string): number {
  const digit = t.slice(0, 90).search(/\d/);
  if (digit < 6 || /\s/.test(t.slice(0, digit))) return -1;
  // (A result's table, with an amount column: a ranking by scores is read by the candidates' readers.)
  return headerOf(t.slice(0, digit))?.some((c) => c.kind === "amount") ? digit : -1;
}

/** A piece of a long line that starts with a glued header running into its first row: the row starts a line. */
export function cutGluedHeader(line: Line): Line[] {
  const end = line.text.startsWith("序号") ? gluedHeaderEnd(line.text) : -1;
  if (end < 0) return [line];
  return [
    { text: line.text.slice(0, end), start: line.start },
    { text: line.text.slice(end), start: line.start + end },
  ];
}

/**
 * A description glued to the amount after it ("仁怀市某某小学双电源技改工程2630565.34贵州某某有限公司"): it
 * ends at the first figure that a supplier's name follows, when the columns go on so.
 */
function beforeAmountAndName(rest: string): string | undefined {
  for (const m of rest.matchAll(/[￥¥]?\d[\d,]*(?:\.\d+)?(?:万元|元)?/g)) {
    const at = m.index ?? 0;
    if (at > 0 && m[0].replace(/\D/g, "").length >= 3 && NAME_CELL.test(rest.slice(at + m[0].length))) return rest.slice(0, at);
  }
  return undefined;
}

/**
 * A name glued to the address after it ("山西某某社会工作服务中心太原市小店区…"): of the places where a
 * name can end, the first that a place's name follows (社 is an ending too, but 会工作… is no place).
 */
function nameBeforePlace(rest: string): string | undefined {
  for (const m of rest.slice(0, 60).matchAll(NAME_ENDS)) {
    const end = (m.index ?? 0) + m[0].length;
    if (end >= 4 && startsWithPlace(rest, end)) return rest.slice(0, end);
  }
  return undefined;
}
const startsWithPlace = (t: string, at: number) =>
  isPlaceName(t.slice(at, at + 2)) || isPlaceName(t.slice(at, at + 3)) || isPlaceName(t.slice(at, at + 4));

/** "1包…", "12717418…" for row 1: the row's own number and the word after it. */
function rowNumber(rest: string, n: string): string | undefined {
  if (!rest.startsWith(n)) return undefined;
  return n + (ROW_NUMBER_WORD.exec(rest.slice(n.length))?.[0] ?? "");
}
const ROW_NUMBER_WORD = new RegExp(`^${NUMBER_WORD}`);

/** One data row's cells by the header's kinds, as far as they can be delimited. */
function cellsOf(text: string, kinds: Kind[], row: number): { value: string; at: number }[] {
  const cells: { value: string; at: number }[] = [];
  let at = 0;
  for (const [k, kind] of kinds.entries()) {
    const rest = text.slice(at);
    const last = k === kinds.length - 1;
    let m: string | undefined;
    // The row's own number when the row starts with it ("12717418青海…" is row 1 of 2717418): numbers run on.
    if (kind === "number") m = rowNumber(rest, String(row + 1)) ?? NUMBER_CELL.exec(rest)?.[0];
    else if (kind === "score") m = SCORE_CELL.exec(rest)?.[0];
    else if (kind === "name") {
      m = NAME_CELL.exec(rest)?.[0];
      const more = m ? NAME_GOES_ON.exec(rest.slice(m.length))?.[0] : undefined;
      if (m && more) m += more;
      if (m && kinds[k + 1] === "other") m = nameBeforePlace(rest) ?? m;
    } else if (kind === "amount") m = AMOUNT_CELL.exec(rest)?.[0];
    else if (last) m = rest;
    else if (kinds[k + 1] === "amount") {
      const named = NAMED_AMOUNT.exec(rest);
      m = named && named.index > 0 ? rest.slice(0, named.index) : kinds[k + 2] === "name" ? beforeAmountAndName(rest) : undefined;
    }
    // An amount in the last column after cells that cannot be delimited: the row's last figure.
    if (!m && kinds[kinds.length - 1] === "amount" && cells.length > 0) {
      const tail = /[￥¥$]?\d[\d,]*(?:\.\d+)?(?:万元|元)?$/.exec(text);
      if (tail && tail.index >= at) cells[kinds.length - 1] = { value: tail[0], at: tail.index };
      break;
    }
    if (!m) break;
    cells[k] = { value: m, at };
    at += m.length;
  }
  return cells;
}

/** A glued header row at `lines[at]` and the data rows under it as table pairs; how many data rows were read. */
export function gluedHeaderTable(lines: Line[], at: number, section: string, out: Pair[]): number {
  // The header may end a line after its caption's colon ("3、中标供应商：包号中标供应商中标金额(元)").
  const text = (lines[at] as Line).text;
  const header = headerOf(text.slice(text.lastIndexOf(":") + 1).trim());
  if (!header) return 0;
  const kinds = header.map((h) => h.kind);
  const name = kinds.indexOf("name");
  let rows = 0;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] as Line;
    const text = line.text.trim();
    const cells = cellsOf(text, kinds, rows);
    if (!cells[name]) break;
    const lead = line.text.indexOf(text);
    cells.forEach((c, k) => {
      const h = header[k];
      if (!c || !h) return;
      const start = line.start + lead + c.at;
      out.push({
        label: h.label,
        unit: h.unit,
        value: c.value,
        start,
        end: start + c.value.length,
        from: start,
        kind: "table",
        section,
        row: rows,
      });
    });
    rows++;
  }
  return rows;
}
