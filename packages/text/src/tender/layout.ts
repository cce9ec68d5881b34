// The structural layer: a notice read as lines, headings and label–value pairs, whatever its layout.
// `标签：值` lines (several on one line too), `标签 | 值 | 标签 | 值` rows, a label alone on its line with
// the value on the next, header-row tables (`序号 | 中标人 | 中标价` and data rows), and the 中国政府采购网
// summary block whose labels are glued together (`采购单位XX行政区域YY公告时间…`). Field rules then
// choose among the pairs by label (labels.ts) instead of searching the raw text.
import { isExactLabel, isFieldLabel, isKnownLabel, RANKED_CANDIDATE } from "./labels";
import { canonLabel, normalizeText } from "./normalize";

export type PairKind = "colon" | "cell" | "next" | "table" | "summary" | "prose";

export interface Pair {
  /** Canonical label (labels.ts), e.g. "投标截止时间". */
  label: string;
  /** Unit the label states: "（万元）" → "万元". */
  unit?: string;
  /** Value text, normalised (offsets into the original text are start/end). */
  value: string;
  start: number;
  end: number;
  /** Where the label starts (the evidence runs from here to the value's end). */
  from: number;
  kind: PairKind;
  /** The nearest heading above the pair, canonical ("采购人信息", "中标（成交）信息"). */
  section: string;
  /** Data row of a header-row table, 0-based. */
  row?: number;
  /** For a label cell followed by several value cells (a table turned sideways): every value. */
  cells?: { value: string; start: number; end: number }[];
}

export interface Line {
  text: string;
  start: number;
}

export interface Layout {
  /** The normalised text (same length as the original). */
  norm: string;
  lines: Line[];
  pairs: Pair[];
}

const NUMBERED =
  /^\s*(?:[(（]?[一二三四五六七八九十]{1,3}[)）、.．]|第[一二三四五六七八九十]+[章节部分]|\(?\d{1,2}[)）]|\d{1,2}(?:\.\d{1,2})*[、.．](?!\d))/;

/** A heading: numbered and without a value after a colon, or a short "…信息 / …情况" line. */
function headingOf(text: string): string | undefined {
  const t = text.includes("\n") ? text.replace(/\s*\n\s*/g, "").trim() : text.trim();
  if (!t || t.length > 40 || t.includes("|")) return undefined;
  const colon = t.search(/[:：]/);
  if (colon >= 0 && colon < t.length - 1) return undefined;
  if (NUMBERED.test(t) || /(?:信息|情况|概况|联系方式|事项|内容)[:：]?$/.test(t)) return canonLabel(t).label;
  return undefined;
}

// A label before a colon: no separators, does not end with a digit (10:00 is a time). Two-character
// labels are often spaced out to align a form ("名 称", "地 址").
const SEPARATOR = new Set([...' \t:|，,；;。、"“”']);
const CJK = /[\u4e00-\u9fa5]/;

function colonLabels(text: string): { raw: string; from: number; valueFrom: number }[] {
  const out: { raw: string; from: number; valueFrom: number }[] = [];
  for (let c = text.indexOf(":"); c >= 0; c = text.indexOf(":", c + 1)) {
    let end = c;
    while (end > 0 && text[end - 1] === " ") end--;
    let from = end;
    // Separators inside brackets belong to the label: "投标截止时间（投标截止时间，下同）：".
    let depth = 0;
    while (from > 0 && end - from < 32) {
      const ch = text[from - 1] as string;
      if (ch === ")") depth++;
      else if (ch === "(") {
        // "…工程（项目编号：LNZC…）": the bracket opens the label's own remark, the label starts after it.
        if (depth === 0) break;
        depth--;
      } else if (depth <= 0 && SEPARATOR.has(ch)) break;
      from--;
    }
    if (from === end) continue;
    // "名 称：", "招 标 人：", "地    址：": single characters spaced out to align a form.
    if (end - from === 1 && CJK.test(text[from] as string)) {
      for (;;) {
        let k = from;
        while (k > 0 && text[k - 1] === " ") k--;
        if (k === from || k === 0 || !CJK.test(text[k - 1] as string) || !(k === 1 || SEPARATOR.has(text[k - 2] as string))) break;
        from = k - 1;
      }
    }
    out.push({ raw: text.slice(from, end), from, valueFrom: c + 1 });
  }
  return out;
}

/** "中标候选人1": a label that ends in a digit and is not a time ("上午10:00"). */
const rankedLabel = (raw: string) => RANKED_CANDIDATE.test(canonLabel(raw).label);

/** A line that starts with a label and a colon (a colon after a digit is a time: "09:00"). */
const hasLabelColon = (text: string) => /^[^:]{1,24}?[^\d\s]\s*:/.test(text.trim());

function splitCells(line: Line): { value: string; start: number; end: number }[] {
  const out: { value: string; start: number; end: number }[] = [];
  let at = 0;
  for (const part of line.text.split("|")) {
    const lead = part.length - part.trimStart().length;
    const value = part.trim();
    out.push({ value, start: line.start + at + lead, end: line.start + at + lead + value.length });
    at += part.length + 1;
  }
  return out;
}

const labelish = (s: string) => s.length > 0 && s.length <= 30 && isKnownLabel(canonLabel(s).label);

/** Pairs of one line of the `标签：值 标签：值` kind; the last label may have its value on the next line. */
function colonPairs(line: Line, section: string, next: Line | undefined, after: Line | undefined, out: Pair[]): void {
  const hits: { label: string; unit?: string; from: number; valueFrom: number }[] = [];
  for (const m of colonLabels(line.text)) {
    const raw = m.raw;
    // "10:00" is a time and "(1):" a numbering, not labels; "最高限价(如有):" is a label.
    if ((/\d$/.test(raw) && !rankedLabel(raw)) || /^[(（]?\d{1,2}[)）]$/.test(raw)) continue;
    if (/^(?:http|https|www|注|说明|备注)$/i.test(raw)) continue;
    const c = canonLabel(raw);
    if (!c.label) continue;
    hits.push({ label: c.label, unit: c.unit, from: m.from, valueFrom: m.valueFrom });
  }
  // A colon inside a value ("联系方式：张工 电话：0717-…") starts a new pair only when its label is known
  // or stands at the start of the line / after a separator; otherwise it belongs to the value before.
  const kept = hits.filter((h, i) => i === 0 || isKnownLabel(h.label) || /[\s，,；;。|]$/.test(line.text.slice(0, h.from)));
  kept.forEach((h, i) => {
    const stop = i + 1 < kept.length ? (kept[i + 1] as (typeof kept)[number]).from : line.text.length;
    const raw = line.text.slice(h.valueFrom, stop);
    const value = raw.trim().replace(/[；;，,。]$/, "");
    const start = line.start + h.valueFrom + (raw.length - raw.trimStart().length);
    if (value) {
      out.push({
        label: h.label,
        unit: h.unit,
        value,
        start,
        end: start + value.length,
        from: line.start + h.from,
        kind: "colon",
        section,
      });
    } else if (i === kept.length - 1 && next && !headingOf(next.text)) {
      const v = next.text.trim();
      const p =
        hasLabelColon(v) && labelish(v.split(":")[0] as string) ? undefined : nextPair(h, line.start + h.from, next, after, section);
      if (p) out.push(p);
    }
  });
}

/**
 * "1:供应商名称 某某公司 ;供应商地址 … ;中标(成交)金额 1267500;" (广东's result template): pairs
 * separated by semicolons, each a known label and its value with a space between. Two such pairs
 * make the line one of these; otherwise it is read as usual.
 */
function semicolonPairs(line: Line, section: string, out: Pair[]): boolean {
  const found: Pair[] = [];
  let at = 0;
  for (const seg of line.text.split(";")) {
    const lead = /^\s*(?:\d{1,2}\s*[:、.)]\s*)?/.exec(seg)?.[0].length ?? 0;
    const m = /^([^\s:|]{2,16})\s+(\S[^:]*?)\s*[。.]?\s*$/.exec(seg.slice(lead));
    const c = m ? canonLabel(m[1] as string) : undefined;
    if (m && c && isKnownLabel(c.label)) {
      const value = m[2] as string;
      const start = line.start + at + lead + seg.slice(lead).indexOf(value, (m[1] as string).length);
      found.push({
        label: c.label,
        unit: c.unit,
        value,
        start,
        end: start + value.length,
        from: line.start + at + lead,
        kind: "colon",
        section,
      });
    }
    at += seg.length + 1;
  }
  if (found.length < 2) return false;
  out.push(...found);
  return true;
}

/** `标签 | 值 | 标签 | 值` rows, `标签： | 值`, and a label cell followed by several values. */
function cellPairs(cells: { value: string; start: number; end: number }[], section: string, out: Pair[]): void {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] as (typeof cells)[number];
    const colon = /^([^:]{1,24}?)\s*:\s*(.*)$/.exec(cell.value);
    if (colon?.[2] && (!/\d$/.test(colon[1] as string) || rankedLabel(colon[1] as string))) {
      const c = canonLabel(colon[1] as string);
      const v = colon[2];
      const start = cell.end - v.length;
      out.push({ label: c.label, unit: c.unit, value: v, start, end: cell.end, from: cell.start, kind: "cell", section });
      continue;
    }
    const isLabel = /:$/.test(cell.value) || labelish(cell.value);
    if (!isLabel || i + 1 >= cells.length) continue;
    const c = canonLabel(cell.value);
    const values: typeof cells = [];
    for (let j = i + 1; j < cells.length; j++) {
      const v = cells[j] as (typeof cells)[number];
      if (/:$/.test(v.value) || labelish(v.value)) break;
      values.push(v);
    }
    const first = values[0];
    if (!first?.value) continue;
    out.push({
      label: c.label,
      unit: c.unit,
      value: first.value,
      start: first.start,
      end: first.end,
      from: cell.start,
      kind: "cell",
      section,
      cells: values,
    });
    i += values.length;
  }
}

/** A row of column names: three or more cells, at least two of them labels the table knows. */
function isHeaderRow(cells: { value: string }[]): boolean {
  if (cells.length < 3 || cells.some((c) => c.value.includes(":"))) return false;
  // Every cell a column name (one odd one allowed in wide rows): "拟中标人 | 某公司 | 中标金额 | 221.5" is a row of pairs.
  const odd = cells.filter((c) => !labelish(c.value)).length;
  return odd <= (cells.length >= 4 ? 1 : 0) && cells.every((c) => c.value.length <= 30);
}

/** "中标人 | 中标价(元)" over "甲公司 | 1234567.00": two field names over a row of two values. */
function isTwoColumnHeader(cells: { value: string }[], next: Line | undefined): boolean {
  if (cells.length !== 2 || !next || !cells.every((c) => isFieldLabel(canonLabel(c.value).label))) return false;
  const data = splitCells(next);
  return data.length === 2 && data.every((c) => c.value && !labelish(c.value));
}

type Cell = ReturnType<typeof splitCells>[number];

/**
 * A header row and the data rows under it; returns how many data rows it read. "名次 | 第一名 | 第二名"
 * over "中标候选人名称 | A | B" / "投标报价 | x | y" is a table turned sideways: each column is a row
 * and each row's first cell its label.
 */
function headerTable(lines: Line[], at: number, cells: Cell[], section: string, out: Pair[]): number {
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

/** Labels found at `hits` in one line, each value running from its label to the next label. */
function pairsBetween(
  line: Line,
  hits: RegExpMatchArray[],
  labelOf: (m: RegExpMatchArray) => string,
  kind: PairKind,
  section: string,
  out: Pair[],
  trim: { lead: RegExp; tail?: RegExp },
): void {
  hits.forEach((m, i) => {
    const c = canonLabel(labelOf(m));
    const from = (m.index ?? 0) + m[0].length;
    const raw = line.text.slice(from, hits[i + 1]?.index ?? line.text.length);
    const lead = raw.length - raw.replace(trim.lead, "").length;
    let value = raw.slice(lead).trimEnd();
    if (trim.tail) value = value.replace(trim.tail, "");
    if (!value) return;
    const start = line.start + from + lead;
    out.push({ label: c.label, unit: c.unit, value, start, end: start + value.length, from: line.start + (m.index ?? 0), kind, section });
  });
}

// 中国政府采购网's summary: labels glued to their values without separators.
const GLUED =
  /采购项目名称|品目|采购单位地址|采购单位联系方式|采购单位|行政区域|公告时间|评审专家名单|总中标金额|总成交金额|联系人及联系方式:?|项目联系人|项目联系电话|代理机构名称|代理机构地址|代理机构联系方式|附件:|首次公告日期|更正日期|更正事项|获取招标文件时间|获取采购文件时间|开标时间|开标地点|预算金额|本项目招标公告日期|中标日期|成交日期/g;

function gluedPairs(line: Line, section: string, out: Pair[]): boolean {
  if (line.text.length < 20 || !/采购|代理机构|行政区域|公告时间/.test(line.text)) return false;
  const hits = [...line.text.matchAll(GLUED)];
  // A body paragraph that names these labels with colons ("原公告的采购项目编号：…") is not the summary.
  const glued = hits.filter((m) => !/^\s*:/.test(line.text.slice((m.index ?? 0) + m[0].length)) && !m[0].endsWith(":"));
  // Three different labels: a table header "品目号 品目名称 品目预算" repeats one.
  if (new Set(glued.map((m) => m[0])).size < 3 || glued.length * 2 < hits.length) return false;
  pairsBetween(line, hits, (m) => m[0], "summary", section, out, { lead: /^\s+/ });
  return true;
}

/**
 * A table stored one cell per line: a run of three or more label lines ("序号 / 中标供应商名称 /
 * 中标金额(元)") followed by rows of as many value lines. Returns the next line to read, or -1 when
 * the lines at `at` are no such table.
 */
function lineTable(lines: Line[], at: number, section: string, out: Pair[]): number {
  const header: { label: string; unit?: string }[] = [];
  let i = at;
  while (i < lines.length) {
    const t = (lines[i] as Line).text.trim();
    if (!t || t.length > 20 || t.includes(":") || !labelish(t)) break;
    header.push(canonLabel(t));
    i++;
  }
  if (header.length < 3) return -1;
  let row = 0;
  while (i + header.length <= lines.length) {
    const cells = lines.slice(i, i + header.length);
    if (cells.some((l) => !l.text.trim() || headingOf(l.text) || labelish(l.text.trim()))) break;
    cells.forEach((l, k) => {
      const h = header[k] as { label: string; unit?: string };
      const v = l.text.trim();
      const s = l.start + l.text.indexOf(v);
      out.push({ label: h.label, unit: h.unit, value: v, start: s, end: s + v.length, from: s, kind: "table", section, row });
    });
    row++;
    i += header.length;
  }
  return row > 0 ? i : -1;
}

/** The value line under a label: a leading colon dropped, a unit on the line below picked up. */
function nextPair(
  label: { label: string; unit?: string },
  from: number,
  value: Line,
  after: Line | undefined,
  section: string,
): Pair | undefined {
  // "项目编号" / "：" / "MASCG-…": a colon alone on its line stands between label and value.
  if (/^\s*:\s*$/.test(value.text) && after) return nextPair(label, from, after, undefined, section);
  const lead = /^\s*:?\s*/.exec(value.text)?.[0].length ?? 0;
  const v = value.text.slice(lead).trim();
  if (!v) return undefined;
  const unit = label.unit ?? /^\s*[(（]\s*(亿元|万元|元)\s*[)）]\s*$/.exec(after?.text ?? "")?.[1];
  const s = value.start + lead;
  return { label: label.label, unit, value: v, start: s, end: s + v.length, from, kind: "next", section };
}

const FIRM = /^.{4,40}?(?:有限责任公司|股份有限公司|有限公司|公司|中心|医院|研究院|研究所|设计院|事务所|合作社|商行|经营部|门市部|厂|店)/;
const ROW_AMOUNT = /(?:^|[^单])(?:价|金额|报价)?[:：]?\s*(\d[\d,]*(?:\.\d+)?)\s*[(（]?(万元|元)[)）]?(?![/%])/;

/**
 * A result table written on one line (中国政府采购网): spaced ("供应商名称 供应商地址 … 中国科学器材有限公司
 * 北京市… 7,985,300.00元") or glued ("序号供应商名称供应商地址中标（成交）金额评审总得分1松原市天月德汽车修理
 * 有限公司松原市…总价：500500（元）81.47"). Values under the supplier's name and amount become pairs.
 */
function inlineTable(line: Line, section: string, projectName: string, out: Pair[]): boolean {
  const t = line.text;
  if (!/供应商|中标人|成交/.test(t)) return false;
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

/** Nesting of a heading by its numbering: 一、 > （一） > 1. > (1) > unnumbered. */
function headingLevel(text: string): number {
  const t = text.trim();
  if (/^(?:[一二三四五六七八九十]{1,3}[、.．]|第[一二三四五六七八九十]+[章节部分])/.test(t)) return 1;
  if (/^[(（][一二三四五六七八九十]{1,3}[)）]/.test(t)) return 2;
  if (/^\d{1,2}[、.．](?!\d)/.test(t)) return 3;
  if (/^[(（]\d{1,2}[)）]/.test(t)) return 4;
  return 5;
}

/**
 * A heading the page's markup broke over lines: "1" / ".采购人" / "信息" (a number alone, then its
 * dot; a short heading, then its last word).
 */
function brokenHeading(before: string, line: string): boolean {
  if (!/^\s*(?:[.．、]|信息\s*$|情况\s*$)/.test(line)) return false;
  const b = before.replace(/\s*\n\s*/g, "").trim();
  if (/^(?:\d{1,2}|[一二三四五六七八九十]{1,3})$/.test(b)) return /^\s*[.．、]\s*[\u4e00-\u9fa5]/.test(line);
  return /^\s*(?:信息|情况)\s*$/.test(line) && b.length <= 16 && NUMBERED.test(b) && !/[:：|]/.test(b);
}

/** A label the markup broke before its colon: "1.截止时" / "间：". */
function brokenLabel(before: string, line: string): boolean {
  const tail = /^\s*([\u4e00-\u9fa5]{1,3})\s*:/.exec(line);
  if (!tail) return false;
  const b = before.trim();
  if (b.length > 16 || /[:|，,。；;]/.test(b) || isKnownLabel(canonLabel(b).label)) return false;
  // Only a label of the label table: "某某局" + "地址" reads as a label ending in 地址 too.
  return isFieldLabel(canonLabel(b + tail[1]).label);
}

/** Space-separated tokens; a label spaced out to align a form ("地 址") is one token. */
const TOKEN = /(?<=^|\s)[\u4e00-\u9fa5](?: [\u4e00-\u9fa5])+(?=\s|$)|\S+/g;
const tokensOf = (t: string) => [...t.matchAll(TOKEN)];

/**
 * "【招标人】某市教育局【中标金额】123.45万元": labels in square brackets (【】 are normalised to
 * []), each value running to the next bracketed label or the end of the line.
 */
function bracketPairs(line: Line, section: string, out: Pair[]): boolean {
  const hits = [...line.text.matchAll(/\[([^[\]]{2,16})\]/g)].filter((m) => isKnownLabel(canonLabel(m[1] as string).label));
  if (hits.length === 0 || (hits[0]?.index ?? 0) > 4) return false;
  pairsBetween(line, hits, (m) => m[1] as string, "colon", section, out, { lead: /^[\s:]+/, tail: /[；;，,。]$/ });
  return true;
}

/** A section's name standing among cells ("中标人信息 单位名称 某公司"). */
const sectionToken = (v: string) => v.length <= 12 && !v.includes(":") && /(?:信息|情况)$/.test(v);

/**
 * A notice written out as one long line (a crawler that joined the page's strings with spaces, or
 * with nothing): cut it where a line would have started — before a label and its colon, before a
 * numbered heading, after a sentence — so the readers below see lines again. Cuts only split the
 * line; every offset stays the original's.
 */
function splitBlob(line: Line): Line[] {
  const t = line.text;
  if (t.length < 160 || (t.includes("|") && t.length < 400)) return [line];
  const cuts = new Set<number>();
  for (let c = t.indexOf(":"); c > 0; c = t.indexOf(":", c + 1)) {
    if (/\d/.test(t[c - 1] as string) && /\d/.test(t[c + 1] ?? "")) continue;
    let end = c;
    while (end > 0 && t[end - 1] === " ") end--;
    // The label that ends at this colon starts after the last separator ("名 称：" spaced out to align a form).
    const spaced = /(?<=^|[\s,，。;；:、|])(?:[\u4e00-\u9fa5] {1,4}){1,3}[\u4e00-\u9fa5]$/.exec(t.slice(Math.max(0, end - 16), end));
    let k = spaced ? end - spaced[0].length : end;
    if (!spaced) while (k > 0 && end - k < 20 && !/[\s,，。;；:、|]/.test(t[k - 1] as string)) k--;
    if (k > 0 && k < end && isExactLabel(canonLabel(t.slice(k, end)).label)) cuts.add(k);
  }
  for (const m of t.matchAll(/(?<=[\s。;；])(?:[一二三四五六七八九十]{1,3}、|\([一二三四五六七八九十]{1,3}\)|\d{1,2}[、.](?!\d))/g))
    cuts.add(m.index ?? 0);
  for (const m of t.matchAll(/[。;；](?=\S)/g)) cuts.add((m.index ?? 0) + 1);
  // "…截止时间、开标时间和地点 2026-04-07 09:00": a heading's date starts the heading's value line.
  for (const m of t.matchAll(/(?<=(?:时间|日期|时间和地点|时间及地点)\s+)\d{4}\s*[-年/.]/g)) cuts.add(m.index ?? 0);
  // A table's header row flattened into the line ("… 序号 供应商名称 供应商地址 中标金额 1 甲公司 …").
  const tokens = tokensOf(t);
  const heads = tokens.map((m) => m[0].length <= 30 && !m[0].includes(":") && !sectionToken(m[0]) && labelish(m[0]));
  const isHead = (k: number) => heads[k] === true;
  // A section's name among cells is a heading line of its own; a table's header starts a line.
  for (const [k, m] of tokens.entries()) {
    if (!sectionToken(m[0]) || !isHead(k + 1)) continue;
    cuts.add(m.index ?? 0);
    cuts.add(tokens[k + 1]?.index ?? 0);
  }
  for (const m of t.matchAll(/(?<=[\s:])序号(?=\S)/g)) cuts.add(m.index ?? 0);
  // Rows of a bar table run together ("建筑面积 | 0.0 ㎡ 结构/层数 | 混合/0层"): a row starts at a label cell.
  for (const m of t.matchAll(/(?<=[^|\s] +)([^\s|]{2,16}) *\|/g))
    if (isExactLabel(canonLabel(m[1] as string).label) || labelish(m[1] as string)) cuts.add(m.index ?? 0);
  for (let k = 0; k + 2 < tokens.length; k++)
    if (isHead(k) && isHead(k + 1) && isHead(k + 2) && !isHead(k - 1)) cuts.add(tokens[k]?.index ?? 0);
  // A table's cells joined with spaces ("招标人 某公司 招标人联系电话 0836…"): a line per label and value.
  for (let k = 1; k + 1 < tokens.length; k++) {
    const v = tokens[k]?.[0] as string;
    if (!isHead(k - 1) && !isHead(k + 1) && !v.includes(":") && isExactLabel(canonLabel(v).label)) cuts.add(tokens[k]?.index ?? 0);
  }
  // Numbering belongs to the label it numbers: "1、采购人：" is cut before "1、", not between.
  const sorted = [...cuts].filter((k) => k > 0 && k < t.length).sort((a, b) => a - b);
  const out: Line[] = [];
  let from = 0;
  for (const k of sorted) {
    if (k - from < 2) continue;
    if (/^(?:[一二三四五六七八九十]{1,3}、|\([一二三四五六七八九十]{1,3}\)|\d{1,2}[、.])\s*$/.test(t.slice(from, k))) continue;
    out.push({ text: t.slice(from, k), start: line.start + from });
    from = k;
  }
  out.push({ text: t.slice(from), start: line.start + from });
  return out;
}

/**
 * "序号 供应商名称 供应商地址 中标金额 1 甲公司 某市某路 736320.0": a header row and its data rows
 * flattened into one line with spaces; each value is read under its column.
 */
function flatTable(line: Line, section: string, out: Pair[]): boolean {
  // Most lines are not tables: look at the first three tokens before reading them all.
  const lead = /^\s*(\S+)\s+(\S+)\s+(\S+)/.exec(line.text);
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

/**
 * "中标供应商名称 甲公司 中标金额 123.45": labels and values in a line without colons or bars,
 * read as cells when a token is a label of the table (a blob's table rows).
 */
function spacedCells(line: Line): { value: string; start: number; end: number }[] | undefined {
  const tokens = [...line.text.matchAll(/\S+/g)].map((m) => ({ value: m[0], start: line.start + (m.index ?? 0) }));
  if (tokens.length < 2 || !tokens.some((tk, i) => i + 1 < tokens.length && isFieldLabel(canonLabel(tk.value).label))) return undefined;
  const cells: { value: string; start: number; end: number }[] = [];
  let current: { start: number; end: number } | undefined;
  for (const tk of tokens) {
    const label = isExactLabel(canonLabel(tk.value).label);
    if (label || !current || isExactLabel(canonLabel(line.text.slice(current.start - line.start, current.end - line.start)).label)) {
      current = { start: tk.start, end: tk.start + tk.value.length };
      cells.push({ value: tk.value, ...current });
      if (label) current = { ...current };
      continue;
    }
    current.end = tk.start + tk.value.length;
    const last = cells[cells.length - 1] as (typeof cells)[number];
    last.end = current.end;
    last.value = line.text.slice(last.start - line.start, last.end - line.start);
  }
  return cells.length >= 2 ? cells : undefined;
}

export function readLayout(text: string): Layout {
  const norm = normalizeText(text);
  const lines: Line[] = [];
  let at = 0;
  for (const t of norm.split("\n")) {
    // A table row broken across lines ("招标人 |" / "某某公司 | 工程名称 |"): one line again.
    const last = lines[lines.length - 1];
    if (last && (/\|\s*$/.test(last.text) || /^\s*\|/.test(t) || brokenHeading(last.text, t) || brokenLabel(last.text, t)))
      last.text = norm.slice(last.start, at + t.length);
    else lines.push({ text: t, start: at });
    at += t.length + 1;
  }
  if (lines.some((l) => l.text.length >= 160)) lines.splice(0, lines.length, ...lines.flatMap(splitBlob));
  const pairs: Pair[] = [];
  // The path of headings above a line ("中标（成交）信息/初审情况"): a rule about 中标 still applies
  // under a sub-heading that does not repeat it.
  const stack: { level: number; text: string }[] = [];
  let section = "";
  let projectName = "";
  for (let i = 0; i < lines.length; i++) {
    if (!projectName) projectName = pairs.find((p) => p.label === "项目名称")?.value ?? "";
    const line = lines[i] as Line;
    if (!line.text.trim()) continue;
    const heading = headingOf(line.text);
    let nextAt = -1;
    for (let k = i + 1; k <= i + 2 && k < lines.length && nextAt < 0; k++) if ((lines[k] as Line).text.trim()) nextAt = k;
    const next = nextAt > 0 ? lines[nextAt] : undefined;
    const after = next ? lines[nextAt + 1] : undefined;
    if (heading !== undefined) {
      const level = headingLevel(line.text);
      while (stack.length && (stack[stack.length - 1] as { level: number }).level >= level) stack.pop();
      stack.push({ level, text: heading });
      section = stack.map((h) => h.text).join("/");
      // "一、项目编号" over the value "2026JC05": a numbered label with its value on the next line.
      if (isKnownLabel(heading) && next && !headingOf(next.text) && !hasLabelColon(next.text) && !next.text.includes("|")) {
        const p = nextPair({ label: heading }, line.start, next, after, section);
        if (p) pairs.push(p);
      } else if (/:$/.test(line.text.trim())) {
        colonPairs(line, section, next, after, pairs);
      }
      continue;
    }
    if (line.text.includes("|")) {
      const cells = splitCells(line);
      const used = isHeaderRow(cells) || isTwoColumnHeader(cells, lines[i + 1]) ? headerTable(lines, i, cells, section, pairs) : 0;
      if (used > 0) {
        i += used;
        continue;
      }
      cellPairs(cells, section, pairs);
      continue;
    }
    if (line.text.includes("[") && bracketPairs(line, section, pairs)) continue;
    if (gluedPairs(line, section, pairs)) continue;
    if (!line.text.includes(":") && flatTable(line, section, pairs)) continue;
    if (inlineTable(line, section, projectName, pairs)) continue;
    if (line.text.includes(";") && semicolonPairs(line, section, pairs)) continue;
    if (line.text.includes(":")) {
      colonPairs(line, section, next, after, pairs);
      continue;
    }
    const spaced = /\S\s+\S/.test(line.text) ? spacedCells(line) : undefined;
    if (spaced) {
      cellPairs(spaced, section, pairs);
      continue;
    }
    // A known label alone on its line ("项目编号") with the value on the next.
    const t = line.text.trim();
    const tableEnd = lineTable(lines, i, section, pairs);
    if (tableEnd >= 0) {
      i = tableEnd - 1;
      continue;
    }
    if (
      t.length <= 20 &&
      isKnownLabel(canonLabel(t).label) &&
      next &&
      !hasLabelColon(next.text) &&
      !headingOf(next.text) &&
      !labelish(next.text.trim())
    ) {
      const p = nextPair(canonLabel(t), line.start, next, after, section);
      if (p) pairs.push(p);
    }
  }
  return { norm, lines, pairs };
}
