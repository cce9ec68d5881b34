// Tables in every form a notice writes them: a header row over data rows, one cell per line, a
// row flattened onto one line with spaces, and an inline "序号 公司 金额" row.
import { isExactLabel, isFieldLabel, LABEL_RULES } from "./labels";
import { type Cell, fieldRaw, headingLevel, headingOf, type Line, labelish, type Pair, splitCells, tokensOf } from "./layout-lines";
import { canonLabel } from "./normalize";

/** The winner's own column names ("成交供应商", "中标人名称"): the first, section-free winner rule's. */
const WINNER_COLUMN = LABEL_RULES.find((r) => r.field === "winner" && !r.section)?.label ?? /^$/;

/** A row of column names: three or more cells, at least two of them labels the table knows. */
export function isHeaderRow(cells: { value: string }[]): boolean {
  if (cells.length < 3 || cells.some((c) => c.value.includes(":"))) return false;
  // Every cell a column name (one odd one allowed in wide rows): "拟中标人 | 某公司 | 中标金额 | 221.5" is a
  // row of pairs. A result's wide table may have two ("分包内容 | 金额（元） | 成交供应商 | 地址 | 单价、数量及
  // 规格型号 | 其他要求"): six or more cells, one of them the winner's column.
  const odd = cells.filter((c) => !labelish(c.value)).length;
  const resultRow = cells.length >= 6 && cells.some((c) => WINNER_COLUMN.test(canonLabel(c.value).label));
  if (odd <= (resultRow ? 2 : cells.length >= 4 ? 1 : 0) && cells.every((c) => c.value.length <= 30)) return true;
  // "品目 | 货物名称 | 规格型号及技术要求 | 数量 | 预算金额": a list of goods whose last column is a field's.
  const last = (cells[cells.length - 1] as { value: string }).value;
  return cells.length >= 4 && cells.every((c) => c.value && c.value.length <= 12 && !/[\d:]/.test(c.value)) && fieldRaw(last);
}

/** "中标人 | 中标价(元)" over "甲公司 | 1234567.00": two field names over a row of two values. */
export function isTwoColumnHeader(cells: { value: string }[], next: Line | undefined): boolean {
  if (cells.length !== 2 || !next || !cells.every((c) => fieldRaw(c.value))) return false;
  const data = splitCells(next);
  return data.length === 2 && data.every((c) => c.value && !labelish(c.value));
}

/**
 * A header row and the data rows under it; returns how many data rows it read. "名次 | 第一名 | 第二名"
 * over "中标候选人名称 | A | B" / "投标报价 | x | y" is a table turned sideways: each column is a row
 * and each row's first cell its label.
 */
export function headerTable(lines: Line[], at: number, cells: Cell[], section: string, out: Pair[]): number {
  const rows: Cell[][] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const data = splitCells(lines[i] as Line);
    if (data.length !== cells.length || isHeaderRow(data)) break;
    rows.push(data);
  }
  const header = cells.map((c) => canonLabel(c.value));
  const first = (r: Cell[]) => r[0] as Cell;
  const sideways =
    /^(?:名次|排名|排序|序号|名称|项目|(?:中标|成交)?候选人(?:排名|排序|名次)?|推荐顺序)$/.test((header[0] as { label: string }).label) &&
    // Turned sideways, the columns are candidates ("第一名", a name); "名次 | 投标人 | 投标报价" names fields.
    !header.slice(1).some((h) => isFieldLabel(h.label)) &&
    rows.length > 0 &&
    labelish(first(rows[0] as Cell[]).value) &&
    rows.filter((r) => labelish(first(r).value)).length >= rows.length * 0.6;
  const push = (h: { label: string; unit?: string }, c: Cell, from: number, row: number) => {
    if (c.value) out.push({ label: h.label, unit: h.unit, value: c.value, start: c.start, end: c.end, from, kind: "table", section, row });
  };
  rows.forEach((data, r) => {
    if (!sideways) {
      for (const [k, c] of data.entries()) push(header[k] as { label: string; unit?: string }, c, c.start, r);
      return;
    }
    const h = canonLabel(first(data).value);
    data.slice(1).forEach((c, k) => {
      if (r === 0) push({ label: "名次" }, cells[k + 1] as Cell, (cells[k + 1] as Cell).start, k);
      push(h, c, first(data).start, k);
    });
  });
  return rows.length;
}

/**
 * A table stored one cell per line: a run of three or more label lines ("序号 / 中标供应商名称 /
 * 中标金额(元)") followed by rows of as many value lines; or a ranking whose columns are not all labels
 * the table knows (sideways, or in numbered rows). Returns the next line to read, or -1 when the lines
 * at `at` are no such table.
 */
export function lineTable(lines: Line[], at: number, section: string, out: Pair[]): number {
  // Most lines are prose: a column's name is short.
  if (lineText(lines, at).length > 20) return -1;
  // The first line's label, which each kind of table looks at first.
  const first = canonLabel(lineText(lines, at)).label;
  const ranking = sidewaysLineTable(lines, at, first, section, out);
  if (ranking >= 0) return ranking;
  const numbered = numberedLineTable(lines, at, first, section, out);
  if (numbered >= 0) return numbered;
  const header: { label: string; unit?: string }[] = [];
  let i = at;
  while (i < lines.length) {
    const t = lineText(lines, i);
    if (!t || t.length > 20 || t.includes(":") || !labelish(t)) break;
    header.push(canonLabel(t));
    i++;
  }
  if (header.length < 3) return -1;
  const push = pusher(section, out);
  let row = 0;
  while (i + header.length <= lines.length) {
    const cells = lines.slice(i, i + header.length);
    if (cells.some((l) => !l.text.trim() || headingOf(l.text) || labelish(l.text.trim()))) break;
    for (const [k, l] of cells.entries()) push(header[k] as { label: string; unit?: string }, l, row);
    row++;
    i += header.length;
  }
  return row > 0 ? i : -1;
}

/** A line's text without the spaces around it; "" past the last line. */
const lineText = (lines: Line[], k: number) => (lines[k] as Line | undefined)?.text.trim() ?? "";

/** A table pair for the cell a line holds (its trimmed text), as the column `label` of data row `row`. */
const pusher = (section: string, out: Pair[]) => (label: { label: string; unit?: string }, l: Line, row: number) => {
  const value = l.text.trim();
  const start = l.start + l.text.indexOf(value);
  if (value)
    out.push({ label: label.label, unit: label.unit, value, start, end: start + value.length, from: start, kind: "table", section, row });
};

/** The rank a cell names: "1", "第一名", "第1名", "第一中标候选人"; 0 when none. */
function rankOf(text: string): number {
  const m = /^(?:第\s*)?([1-9]|[一二三四五六七八九])\s*(?:名|位)?(?:中标候选人|候选人)?$/.exec(text.trim());
  if (!m) return 0;
  const d = m[1] as string;
  return /\d/.test(d) ? Number(d) : "一二三四五六七八九".indexOf(d) + 1;
}

/** How a candidate's name ends in a ranking's cell (the candidates' table reader uses it too). */
export const CANDIDATE_NAME_END = /(?:公司|院|所|中心|社|厂|局|集团|联合体)$/;
const RANK_COLUMN = /^(?:序号|排序|排名|名次|推荐顺序|(?:中标|成交)?候选人(?:排名|排序|名次|顺序))$/;
const NAME_COLUMN = /^(?:(?:中标|成交)?候选人(?:名称)?|投标人名称|投标单位名称)$/;
const FIRM_LINE = new RegExp(String.raw`^\S{4,60}${CANDIDATE_NAME_END.source}`);

/**
 * A ranking turned sideways, one cell per line (a page's bars turned into line breaks): a label line
 * followed by one value per candidate, again and again. The first line gives the number of
 * candidates: ranks after "名次" ("名次 / 第一名 / 第二名 / 中标候选人名称 / 甲公司 / 乙公司 / 投标报价 /
 * …"), or names after "中标候选人名称". Returns the next line to read, or -1.
 */
function sidewaysLineTable(lines: Line[], at: number, first: string, section: string, out: Pair[]): number {
  const ranks = RANK_COLUMN.test(first);
  if (!ranks && !NAME_COLUMN.test(first)) return -1;
  let n = 0;
  while (n < 8 && (ranks ? rankOf(lineText(lines, at + 1 + n)) === n + 1 : FIRM_LINE.test(lineText(lines, at + 1 + n)))) n++;
  if (n < 2) return -1;
  const found: Pair[] = [];
  const push = pusher(section, found);
  let i = at;
  let read = 0;
  for (; i + n < lines.length && labelish(lineText(lines, i)); i += n + 1) {
    const values = lines.slice(i + 1, i + 1 + n);
    if (i > at && values.some((l) => !l.text.trim() || labelish(l.text.trim()) || headingOf(l.text))) break;
    const h = i === at && ranks ? { label: "名次" } : canonLabel(lineText(lines, i));
    for (const [k, l] of values.entries()) push(h, l, k);
    read++;
  }
  if (read < 2) return -1;
  out.push(...found);
  return i;
}

/**
 * A ranking stored one cell per line in numbered rows whose columns are not all labels the table knows
 * ("排序 / 中标候选人名称 / 投标报价/元 / 质量 / 周期/天 / 1 / 甲公司 / … / 2 / 乙公司 …"): the distance
 * from "1" to "2" is the row's width and the lines above the first row are its column names. Returns
 * the next line to read, or -1.
 */
function numberedLineTable(lines: Line[], at: number, first: string, section: string, out: Pair[]): number {
  if (!RANK_COLUMN.test(first)) return -1;
  // The header runs from `at` to the line "1"; "2" comes a row's width later.
  let width = 0;
  for (let k = at + 2; k <= at + 10 && k < lines.length; k++) {
    const t = lineText(lines, k);
    if (rankOf(t) === 1) {
      width = k - at;
      break;
    }
    if (!t || t.length > 20 || t.includes(":")) return -1;
  }
  if (width < 3 || rankOf(lineText(lines, at + 2 * width)) !== 2) return -1;
  const header = lines.slice(at, at + width).map((l) => canonLabel(l.text.trim()));
  // A ranking by offer; a bidders' score table ("序号 / 投标单位名称 / 总分 / 排名") ranks every bidder,
  // not the candidates the notice names.
  if (header.filter((h) => labelish(h.label)).length < 2 || !header.some((h) => /价|金额/.test(h.label))) return -1;
  const push = pusher(section, out);
  let row = 0;
  let i = at + width;
  while (i + width <= lines.length && rankOf(lineText(lines, i)) === row + 1) {
    const cells = lines.slice(i, i + width);
    if (cells.slice(1).some((l) => !l.text.trim() || headingOf(l.text))) break;
    for (const [k, l] of cells.entries()) push(header[k] as { label: string; unit?: string }, l, row);
    row++;
    i += width;
  }
  return row >= 2 ? i : -1;
}

/**
 * Column names one per line over rows written with bars (重庆市政府采购网: "分包内容 / 金额（元） /
 * 中标供应商 / 地址" then "信息安全设备 | ￥783,600.00 | 航天信息股份有限公司 | 北京市… |"). Returns how
 * many rows it read from `at`, 0 when the lines above are no such header.
 */
export function stackedHeaderTable(lines: Line[], at: number, section: string, out: Pair[]): number {
  const first = splitCells(lines[at] as Line);
  if (first.length < 3) return 0;
  const header: Line[] = [];
  for (let i = at - 1; i >= 0 && header.length < first.length; i--) {
    const t = (lines[i] as Line).text.trim();
    if (!t) continue;
    // A column name may look like an unnumbered heading ("分包内容"); a numbered one ends the header.
    if (t.length > 20 || t.includes(":") || t.includes("|") || (headingOf(t) !== undefined && headingLevel(t) < 5)) break;
    header.unshift(lines[i] as Line);
  }
  // A row may end with a bar: its last, empty cell is no column.
  const width = (cells: Cell[]) =>
    cells.length === header.length + 1 && !(cells[cells.length - 1] as Cell).value ? header.length : cells.length;
  if (width(first) !== header.length || header.filter((l) => labelish(l.text.trim())).length < 2) return 0;
  const names = header.map((l) => canonLabel(l.text.trim()));
  let rows = 0;
  for (let i = at; i < lines.length; i++) {
    const data = splitCells(lines[i] as Line);
    if (width(data) !== names.length || data.some((c) => labelish(c.value))) break;
    data.slice(0, names.length).forEach((c, k) => {
      const h = names[k] as { label: string; unit?: string };
      if (c.value)
        out.push({
          label: h.label,
          unit: h.unit,
          value: c.value,
          start: c.start,
          end: c.end,
          from: c.start,
          kind: "table",
          section,
          row: rows,
        });
    });
    rows++;
  }
  return rows;
}

export const FIRM =
  /^.{4,40}?(?:有限责任公司|股份有限公司|有限公司|公司|中心|医院|研究院|研究所|设计院|事务所|合作社|商行|经营部|门市部|厂|店)/;

export const ROW_AMOUNT = /(?:^|[^单])(?:价|金额|报价)?[:：]?\s*(\d[\d,]*(?:\.\d+)?)\s*[(（]?(万元|元)[)）]?(?![/%])/;

/**
 * A result table written on one line (中国政府采购网): spaced ("供应商名称 供应商地址 … 中国科学器材有限公司
 * 北京市… 7,985,300.00元") or glued ("序号供应商名称供应商地址中标（成交）金额评审总得分1松原市天月德汽车修理
 * 有限公司松原市…总价：500500（元）81.47"). Values under the supplier's name and amount become pairs.
 */
export function inlineTable(line: Line, section: string, projectName: string, out: Pair[]): boolean {
  const t = line.text;
  if (!t.includes("供应商") && !t.includes("中标人") && !t.includes("成交")) return false;
  const glued = /^\s*序号(标项名称)?(?:中标)?供应商名称(?:中标)?供应商地址[^\d]*?(?:金额|报价)[^\d]*?(?=\d)/.exec(t);
  if (glued) {
    let at = glued[0].length + (/^\d+/.exec(t.slice(glued[0].length))?.[0].length ?? 0);
    if (glued[1] && projectName && t.startsWith(projectName, at)) at += projectName.length;
    let name = FIRM.exec(t.slice(at))?.[0];
    // "…体检中心" continued by "有限公司" is one name.
    const more = name ? /^(?:有限责任公司|股份有限公司|有限公司|公司)/.exec(t.slice(at + name.length)) : null;
    if (name && more) name += more[0];
    if (!name) return false;
    const s = line.start + at;
    out.push({ label: "中标供应商名称", value: name, start: s, end: s + name.length, from: line.start, kind: "table", section, row: 0 });
    const rest = t.slice(at + name.length);
    const m = ROW_AMOUNT.exec(rest);
    if (m && !/单价/.test(rest.slice(0, m.index))) {
      const v = `${m[1]}${m[2]}`;
      const vs = line.start + at + name.length + (m.index ?? 0) + m[0].indexOf(m[1] as string);
      out.push({
        label: "中标金额",
        value: v,
        start: vs,
        end: vs + (m[0].length - m[0].indexOf(m[1] as string)),
        from: vs,
        kind: "table",
        section,
        row: 0,
      });
    }
    return true;
  }
  const tokens = [...t.matchAll(/\S+/g)];
  let n = 0;
  while (n < tokens.length && labelish((tokens[n] as RegExpMatchArray)[0])) n++;
  if (n < 3 || tokens.length <= n) return false;
  const header = tokens.slice(0, n).map((m) => canonLabel(m[0]));
  const values = tokens.slice(n);
  const nameCol = header.findIndex((h) => /供应商名称|中标人|成交供应商/.test(h.label));
  if (nameCol < 0) return false;
  // Values with spaces shift the columns: past the name, only a row of exactly as many values is read.
  const upTo = values.length === n ? n : nameCol + 1;
  for (let k = 0; k < upTo && k < values.length; k++) {
    const v = values[k] as RegExpMatchArray;
    const s = line.start + (v.index ?? 0);
    const h = header[k] as { label: string; unit?: string };
    out.push({ label: h.label, unit: h.unit, value: v[0], start: s, end: s + v[0].length, from: s, kind: "table", section, row: 0 });
  }
  return true;
}

/**
 * "序号 供应商名称 供应商地址 中标金额 1 甲公司 某市某路 736320.0": a header row and its data rows
 * flattened into one line with spaces; each value is read under its column.
 */
const FIRST_THREE_TOKENS = /^\s*(\S+)\s+(\S+)\s+(\S+)/;

export function flatTable(line: Line, section: string, out: Pair[]): boolean {
  // Most lines are not tables: look at the first three tokens before reading them all.
  const lead = FIRST_THREE_TOKENS.exec(line.text);
  if (!lead || !labelish(lead[1] as string) || !labelish(lead[2] as string)) return false;
  const tokens = tokensOf(line.text).map((m) => ({
    value: m[0],
    start: line.start + (m.index ?? 0),
    end: line.start + (m.index ?? 0) + m[0].length,
  }));
  let n = 0;
  while (n < tokens.length && !(tokens[n] as Cell).value.includes(":") && labelish((tokens[n] as Cell).value)) n++;
  const header = tokens.slice(0, n).map((tk) => canonLabel(tk.value));
  if (n < 3 || header.filter((h) => isExactLabel(h.label)).length < 2 || tokens.length - n < n) return false;
  for (let r = 0; n + (r + 1) * n <= tokens.length; r++) {
    for (let k = 0; k < n; k++) {
      const c = tokens[n + r * n + k] as Cell;
      const h = header[k] as { label: string; unit?: string };
      out.push({ label: h.label, unit: h.unit, value: c.value, start: c.start, end: c.end, from: c.start, kind: "table", section, row: r });
    }
  }
  return true;
}
