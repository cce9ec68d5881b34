// The structural layer: a notice read as lines, headings and label–value pairs, whatever its layout.
// `标签：值` lines (several on one line too), `标签 | 值 | 标签 | 值` rows, a label alone on its line with
// the value on the next, header-row tables (`序号 | 中标人 | 中标价` and data rows), and the 中国政府采购网
// summary block whose labels are glued together (`采购单位XX行政区域YY公告时间…`). Field rules then
// choose among the pairs by label (labels.ts) instead of searching the raw text. Lines and cells are
// cut in ./layout-lines, tables read in ./layout-tables; this file reads the pairs and walks the lines.
import { isKnownLabel } from "./labels";
import { afterReading } from "./layout-after";
import { splitBlob } from "./layout-blob";
import { cutBeforeGluedLabels, gluedLabels } from "./layout-glued";
import { cutGluedHeader, gluedHeaderTable } from "./layout-glued-table";
import {
  brokenHeading,
  brokenLabel,
  CJK,
  colonLabels,
  hasLabelColon,
  headingLevel,
  headingOf,
  knownRaw,
  type Layout,
  type Line,
  labelish,
  type Pair,
  type PairKind,
  rankedLabel,
  sectionToken,
  spacedCells,
  splitCells,
} from "./layout-lines";
import { flatTable, headerTable, inlineTable, isHeaderRow, isTwoColumnHeader, lineTable, stackedHeaderTable } from "./layout-tables";
import { canonLabel, normalizeText } from "./normalize";

export type { Layout, Line, Pair, PairKind };

const DIGIT = /\d/;
const NUMBERING_ONLY = /^[(（]?\d{1,2}[)）]$/;
const NOT_A_LABEL = /^(?:http|https|www|注|说明|备注)$/i;
const AFTER_SEPARATOR = /[\s，,；;。|]/;

/** Pairs of one line of the `标签：值 标签：值` kind; the last label may have its value on the next line. */
function colonPairs(line: Line, section: string, next: Line | undefined, after: Line | undefined, out: Pair[]): void {
  const hits: { label: string; unit?: string; from: number; valueFrom: number }[] = [];
  for (const m of colonLabels(line.text)) {
    const raw = m.raw;
    // "10:00" is a time and "(1):" a numbering, not labels; "最高限价(如有):" is a label.
    if ((DIGIT.test(raw[raw.length - 1] ?? "") && !rankedLabel(raw)) || NUMBERING_ONLY.test(raw)) continue;
    if (NOT_A_LABEL.test(raw)) continue;
    const c = canonLabel(raw);
    if (!c.label) continue;
    hits.push({ label: c.label, unit: c.unit, from: m.from, valueFrom: m.valueFrom });
  }
  // A colon inside a value ("联系方式：张工 电话：0717-…") starts a new pair only when its label is known
  // or stands at the start of the line / after a separator; otherwise it belongs to the value before.
  const kept = hits.filter((h, i) => i === 0 || isKnownLabel(h.label) || AFTER_SEPARATOR.test(line.text[h.from - 1] ?? ""));
  // "响应文件提交：截止时间：…": one label written in two parts, the first with no value of its own.
  let lead = "";
  kept.forEach((h, i) => {
    const stop = i + 1 < kept.length ? (kept[i + 1] as (typeof kept)[number]).from : line.text.length;
    const raw = line.text.slice(h.valueFrom, stop);
    const value = raw.trim().replace(/[；;，,。]$/, "");
    const start = line.start + h.valueFrom + (raw.length - raw.trimStart().length);
    const label = lead && isKnownLabel(lead + h.label) ? lead + h.label : h.label;
    lead = "";
    if (value) {
      out.push({
        label,
        unit: h.unit,
        value,
        start,
        end: start + value.length,
        from: line.start + h.from,
        kind: "colon",
        section,
      });
    } else if (i + 1 < kept.length) {
      lead = h.label;
    } else if (next && !headingOf(next.text)) {
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

/** A label found at `index` of a line, in the shape of a regex match (what pairsBetween reads). */
const asMatch = (l: { raw: string; index: number }) => Object.assign([l.raw] as [string], { index: l.index });

/** Labels found at `hits` in one line (the whole match spans the label), each value running from its label to the next label. */
function pairsBetween<Hit extends { 0: string; index?: number }>(
  line: Line,
  hits: Hit[],
  labelOf: (m: Hit) => string,
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

/** The summary's labels on a line, or undefined when the line is no summary. */
function summaryLabels(line: Line): RegExpMatchArray[] | undefined {
  if (line.text.length < 20 || !SUMMARY_WORD.test(line.text)) return undefined;
  const hits = [...line.text.matchAll(GLUED)];
  // A body paragraph that names these labels with colons ("原公告的采购项目编号：…") is not the summary.
  const glued = hits.filter((m) => !/^\s*:/.test(line.text.slice((m.index ?? 0) + m[0].length)) && !m[0].endsWith(":"));
  // Three different labels: a table header "品目号 品目名称 品目预算" repeats one.
  if (new Set(glued.map((m) => m[0])).size < 3 || glued.length * 2 < hits.length) return undefined;
  return hits;
}

function gluedPairs(line: Line, section: string, out: Pair[]): boolean {
  const hits = summaryLabels(line);
  if (!hits) return false;
  pairsBetween(line, hits, (m) => m[0], "summary", section, out, { lead: /^\s+/ });
  return true;
}

/** A blob's piece cut where field labels are glued to values, unless it is the summary (its own reader knows its labels). */
const cutGlued = (piece: Line): Line[] => (summaryLabels(piece) ? [piece] : cutBeforeGluedLabels(piece));

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
  // "预算金额：" / "60" / "万元" / "。": the unit on a line of its own, bracketed or not.
  const unit = label.unit ?? /^\s*[(（]?\s*(亿元|万元|元)\s*[)）]?\s*[。.]?\s*$/.exec(after?.text ?? "")?.[1];
  const s = value.start + lead;
  return { label: label.label, unit, value: v, start: s, end: s + v.length, from, kind: "next", section };
}

/**
 * "【招标人】某市教育局【中标金额】123.45万元": labels in square brackets (【】 are normalised to
 * []), each value running to the next bracketed label or the end of the line.
 */
function bracketPairs(line: Line, section: string, out: Pair[]): boolean {
  const hits = [...line.text.matchAll(/\[([^[\]]{2,16})\]/g)].filter((m) => knownRaw(m[1] as string));
  if (hits.length === 0 || (hits[0]?.index ?? 0) > 4) return false;
  pairsBetween(line, hits, (m) => m[1] as string, "colon", section, out, { lead: /^[\s:]+/, tail: /[；;，,。]$/ });
  return true;
}

// Tried on every line: made once (a regex literal in a function is a new object at every call).
const SUMMARY_WORD = /采购|代理机构|行政区域|公告时间/;
const ENDS_WITH_BAR = /\|\s*$/;
const STARTS_WITH_BAR = /^\s*\|/;
const SPACE_BETWEEN = /\S\s+\S/;

export function readLayout(text: string): Layout {
  const norm = normalizeText(text);
  const lines: Line[] = [];
  let at = 0;
  for (const t of norm.split("\n")) {
    // A table row broken across lines ("招标人 |" / "某某公司 | 工程名称 |"): one line again.
    const last = lines[lines.length - 1];
    // A heading after a row that ends with a bar starts a line of its own.
    const rowEnd = ENDS_WITH_BAR.test(last?.text ?? "") && headingOf(t) === undefined;
    if (last && (rowEnd || STARTS_WITH_BAR.test(t) || brokenHeading(last.text, t) || brokenLabel(last.text, t)))
      last.text = norm.slice(last.start, at + t.length);
    else lines.push({ text: t, start: at });
    at += t.length + 1;
  }
  if (lines.some((l) => l.text.length >= 160 || l.text.indexOf("|") >= 60))
    lines.splice(0, lines.length, ...lines.flatMap((l) => (l.text.length >= 160 ? splitBlob(l).flatMap(cutGlued) : splitBlob(l))));
  // A glued header and its first row on one line ("序号中标金额(元)中标供应商名称…12717418青海…"), or in a blob's piece.
  if (lines.some((l) => l.text.startsWith("序号"))) lines.splice(0, lines.length, ...lines.flatMap(cutGluedHeader));
  const pairs: Pair[] = [];
  // The path of headings above a line ("中标（成交）信息/初审情况"): a rule about 中标 still applies
  // under a sub-heading that does not repeat it.
  const stack: { level: number; text: string }[] = [];
  let section = "";
  // The first 项目名称 pair's value, once there is one.
  let projectName: string | undefined;
  // Pairs already looked at for the project's name (each pair once, not every pair at every line).
  let named = 0;
  for (let i = 0; i < lines.length; i++) {
    for (; projectName === undefined && named < pairs.length; named++)
      if ((pairs[named] as Pair).label === "项目名称") projectName = (pairs[named] as Pair).value;
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
      const stacked = stackedHeaderTable(lines, i, section, pairs);
      if (stacked > 0) {
        i += stacked - 1;
        continue;
      }
      // "招标人信息 | 名称 | 某公司": the row's first cell names the section its plain labels belong to.
      const first = (cells[0] as { value: string }).value;
      const head = cells.length >= 3 && sectionToken(first) ? first : "";
      cellPairs(head ? cells.slice(1) : cells, head ? (section ? `${section}/${head}` : head) : section, pairs);
      continue;
    }
    if (line.text.includes("[") && bracketPairs(line, section, pairs)) continue;
    if (gluedPairs(line, section, pairs)) continue;
    if (!line.text.includes(":") && flatTable(line, section, pairs)) continue;
    if (inlineTable(line, section, projectName ?? "", pairs)) continue;
    if (line.text.includes(";") && semicolonPairs(line, section, pairs)) continue;
    if (line.text.includes(":")) {
      colonPairs(line, section, next, after, pairs);
      i += gluedHeaderTable(lines, i, section, pairs);
      continue;
    }
    const t = line.text.trim();
    const rows = gluedHeaderTable(lines, i, section, pairs);
    if (rows > 0) {
      i += rows;
      continue;
    }
    // "中标金额 （万元）", "招 标 人": one label a form spaced out, not cells.
    const oneLabel = t.length <= 20 && knownRaw(t);
    const spaced = !oneLabel && SPACE_BETWEEN.test(line.text) ? spacedCells(line) : undefined;
    if (spaced) {
      cellPairs(spaced, section, pairs);
      continue;
    }
    // A known label alone on its line ("项目编号") with the value on the next.
    const tableEnd = lineTable(lines, i, section, pairs);
    if (tableEnd >= 0) {
      i = tableEnd - 1;
      continue;
    }
    if (!oneLabel && line.text === t && CJK.test(t[0] as string)) {
      const glued = gluedLabels(t);
      if (glued) {
        pairsBetween(line, glued.map(asMatch), (m) => m[0], "glued", section, pairs, { lead: /^/ });
        continue;
      }
    }
    if (
      oneLabel &&
      next &&
      !hasLabelColon(next.text) &&
      !headingOf(next.text) &&
      !labelish(next.text.trim()) &&
      // "中标单位" over a table's header row "中标单位名称 | 统一社会信用代码 | 中标价": a caption, not a label.
      !(next.text.includes("|") && labelish((next.text.split("|")[0] as string).trim()))
    ) {
      const p = nextPair(canonLabel(t), line.start, next, after, section);
      if (p) pairs.push(p);
    }
  }
  return { norm, lines, pairs: afterReading(pairs, norm) };
}
