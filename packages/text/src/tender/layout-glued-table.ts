// "包号成交供应商名称成交金额(元)" over "001丹东市某某服装厂269100.00": a result's table whose cells were
// glued together (a crawler's re.sub(r"\s", "", …) keeps the rows but drops the bars). The header row
// is a run of column names; each data row is read column by column by what the column holds: a lot's
// or rank's number, an organisation's name (up to its ending), an amount. A column that cannot be
// delimited so (an address, a description) ends the row's reading, unless it is the last.
import { labelAt } from "./layout-glued";
import type { Line, Pair } from "./layout-lines";
import { canonLabel } from "./normalize";

type Kind = "number" | "name" | "amount" | "other";

const NUMBER_COLUMN = /^(?:序号|包号|分包号|包件号|标包号?|标段号?|包|名次|排名|排序)$/;
const NAME_WORD = /供应商|中标人|成交人|中选人|单位|候选人|投标人/;
const NAME_COLUMN = /(?:供应商|中标人|成交人|中选人|中标单位|成交单位|候选人|投标人|投标单位|单位名称)(?:名称)?$/;
const AMOUNT_COLUMN = /(?:金额|价格|报价|中标价|成交价|总价)$/;

const NUMBER_CELL = /^(?:第)?[0-9一二三四五六七八九十]{1,3}(?:包|标段|标|号|名)?/;
const NAME_CELL =
  /^[\u4e00-\u9fa5()（）]{2,40}?(?:有限责任公司|股份有限公司|有限公司|公司|研究院|研究所|设计院|事务所|合作社|经营部|经销处|门市部|中心|医院|集团|联合体|商行|厂|店|院|所|站|社|局|处|部)/;
const AMOUNT_CELL = /^[￥¥$]?\d[\d,]*(?:\.\d+)?(?:万元|元)?/;
/** What may continue a name after an ending it passed ("…体检中心" + "有限公司"). */
const NAME_GOES_ON = /^(?:有限责任公司|股份有限公司|有限公司|分公司|公司)/;

function kindOf(label: string): Kind {
  if (NUMBER_COLUMN.test(label)) return "number";
  if (NAME_COLUMN.test(label) && !/地址|代码|编码|电话/.test(label)) return "name";
  if (AMOUNT_COLUMN.test(label) && !/单价|得分|评审/.test(label)) return "amount";
  return "other";
}

/** The line's column names when it is nothing but two or more of them glued, with a name column. */
function headerOf(text: string): { label: string; unit?: string; kind: Kind }[] | undefined {
  // Most lines are values or prose: a header names a supplier's column and holds no figure or stop.
  if (text.length < 6 || text.length > 80 || !NAME_WORD.test(text) || /[\d:|，。；]/.test(text)) return undefined;
  const out: { label: string; unit?: string; kind: Kind }[] = [];
  for (let at = 0; at < text.length; ) {
    // A unit in brackets closes the column before it ("中标金额(元)").
    const n = labelAt(`${text}。`, at, false);
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

/** One data row's cells by the header's kinds, as far as they can be delimited. */
function cellsOf(text: string, kinds: Kind[]): { value: string; at: number }[] {
  const cells: { value: string; at: number }[] = [];
  let at = 0;
  for (const [k, kind] of kinds.entries()) {
    const rest = text.slice(at);
    const last = k === kinds.length - 1;
    let m: string | undefined;
    if (kind === "number") m = NUMBER_CELL.exec(rest)?.[0];
    else if (kind === "name") {
      m = NAME_CELL.exec(rest)?.[0];
      const more = m ? NAME_GOES_ON.exec(rest.slice(m.length))?.[0] : undefined;
      if (m && more) m += more;
    } else if (kind === "amount") m = AMOUNT_CELL.exec(rest)?.[0];
    else if (last) m = rest;
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
    const cells = cellsOf(text, kinds);
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
