// Lines of a notice: headings, table cells, labels before a colon, and long blobs split where a
// label starts; the types the structural layer (./layout) shares with the field rules.

import { isExactLabel, isFieldLabel, isKnownLabel, RANKED_CANDIDATE } from "./labels";
import { canonLabel } from "./normalize";
import { endsLikeOrg } from "./values";

export type PairKind = "colon" | "cell" | "next" | "table" | "summary" | "glued" | "prose";

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

export const NUMBERED =
  /^\s*(?:[(（]?[一二三四五六七八九十]{1,3}[)）、.．]|第[一二三四五六七八九十]+[章节部分]|\(?\d{1,2}[)）]|\d{1,2}(?:\.\d{1,2})*[、.．](?!\d))/;

/** A heading: numbered and without a value after a colon, or a short "…信息 / …情况" line. */
export function headingOf(text: string): string | undefined {
  const t = text.includes("\n") ? text.replace(/\s*\n\s*/g, "").trim() : text.trim();
  if (!t || t.length > 40 || t.includes("|")) return undefined;
  const colon = t.search(COLON);
  if (colon >= 0 && colon < t.length - 1) return undefined;
  if (NUMBERED.test(t) || SECTION_WORD_END.test(t)) return canonLabel(t).label;
  return undefined;
}

// The line readers' regexes are made once here: a regex literal inside a function is a new object at
// every call, and these run on every line.
const COLON = /[:：]/;
/** The last word of a section's heading ("项目基本情况", "更正信息"); "…联系方式" ends one too. */
const SECTION_WORDS = ["信息", "情况", "概况", "事项", "内容"];
const SECTION_WORD_END = new RegExp(`(?:${SECTION_WORDS.join("|")}|联系方式)[:：]?$`);
const SECTION_WORD_INSIDE = new RegExp(SECTION_WORDS.join("|"));
const SECTION_WORD_SET = new Set(SECTION_WORDS);
const RANK_INSIDE = /第[一二三四五1-5]名?(?:中标|成交)?候选/;
const LABEL_COLON = /^[^:]{1,24}?[^\d\s]\s*:/;
const BROKEN_HEADING_START = /^\s*(?:[.．、]|信息\s*$|情况\s*$)/;
const BROKEN_LABEL_TAIL = /^\s*([\u4e00-\u9fa5]{1,3})\s*:/;

// A label before a colon: no separators, does not end with a digit (10:00 is a time). Two-character
// labels are often spaced out to align a form ("名 称", "地 址").
export const SEPARATOR = new Set([...' \t:|，,；;。、"“”']);

export const CJK = /[\u4e00-\u9fa5]/;

/** Two-character labels a form spaces out ("传 真") that may follow a value with no separator. */
const SPACED_PAIR = /^(?:传真|电话|地址|邮编)$/;

export function colonLabels(text: string): { raw: string; from: number; valueFrom: number }[] {
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
        if (k === from || k === 0 || !CJK.test(text[k - 1] as string)) break;
        // "…有限公司传 真：": a two-character label glued to the value before it.
        // "(1)名 称：": numbering before the label is not a value glued to it.
        const numbered = /(?:^|[\s:;。])(?:\(\d{1,2}\)|\d{1,2}[、.]|[一二三四五六七八九十]{1,3}、)$/.test(text.slice(0, k - 1));
        const glued = !(k === 1 || numbered || SEPARATOR.has(text[k - 2] as string));
        if (glued && !SPACED_PAIR.test(`${text[k - 1]}${text[from]}`)) break;
        from = k - 1;
        if (glued) break;
      }
    }
    // "投标截止时间、开标时间:": two labels joined by 、 name one value.
    if (from > 1 && text[from - 1] === "、") {
      let k = from - 1;
      while (k > 0 && from - k < 16 && !SEPARATOR.has(text[k - 1] as string)) k--;
      if (k < from - 1 && exactRaw(text.slice(k, from - 1)) && exactRaw(text.slice(k, end))) from = k;
    }
    const start = gluedLabelStart(text, from, end);
    out.push({ raw: text.slice(start, end), from: start, valueFrom: c + 1 });
  }
  return out;
}

/**
 * "项目名称：某改造项目项目编号：ZZGJ2025…", "采购人名称：某信息中心采购人地址：…": a PDF's or page's text
 * that glued a value to the next label. After another pair on the line, a label the table does not
 * know that ends with one it knows starts there; so it does after a section's heading glued to it
 * ("一、项目基本情况原公告的采购项目编号：…"), anywhere on the line.
 */
function gluedLabelStart(text: string, from: number, end: number): number {
  if (end - from < 6) return from;
  const afterPair = text.lastIndexOf(":", from) >= 0;
  const raw = text.slice(from, end);
  const ranked = RANK_INSIDE.exec(raw);
  if (!afterPair && !ranked && !SECTION_WORD_INSIDE.test(raw)) return from;
  const whole = canonLabel(raw).label;
  if (isExactLabel(whole) || RANKED_CANDIDATE.test(whole)) return from;
  // "三、评审结果第一中标候选人": a candidate's rank starts the label, whatever came before it.
  if (ranked && ranked.index > 0 && RANKED_CANDIDATE.test(raw.slice(ranked.index))) return from + ranked.index;
  // Only where a value or a heading could end (a cheap test) is the rest looked up as a label, as
  // written (no canonLabel: each suffix would be a new entry in its cache).
  for (let k = Math.max(from + 4, end - 12); k <= end - 2; k++) {
    const heading = SECTION_WORD_SET.has(text.slice(k - 2, k));
    if (!heading && (!afterPair || (!gluedValueEnd(text, k) && !endsLikeOrg(text, from, k)))) continue;
    // "中标候选人第二名" is one label, not a value 中标候选人 and a label 第二名.
    if (isExactLabel(text.slice(k, end))) return isKnownLabel(text.slice(from, k)) ? from : k;
  }
  return from;
}

/** What a glued value ends like (before `at`): a name, a project, a code, a figure; not a qualifier ("投资项目代码"). */
const gluedValueEnd = (text: string, at: number) =>
  /[\dA-Za-z)）号]/.test(text[at - 1] as string) || /^(?:项目|工程|采购|服务)$/.test(text.slice(at - 2, at));

/** "中标候选人1": a label that ends in a digit and is not a time ("上午10:00"). */
export const rankedLabel = (raw: string) => RANKED_CANDIDATE.test(canonLabel(raw).label);

/** A line that starts with a label and a colon (a colon after a digit is a time: "09:00"). */
export const hasLabelColon = (text: string) => LABEL_COLON.test(text.trim());

export function splitCells(line: Line): { value: string; start: number; end: number }[] {
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

export const labelish = (s: string) => s.length > 0 && s.length <= 30 && knownRaw(s);

// A string as written, made a label (canonLabel) and asked of the label table; the answer is kept on
// canonLabel's cached result, so a label seen again costs one lookup.
export function knownRaw(raw: string): boolean {
  const c = canonLabel(raw);
  c.known ??= isKnownLabel(c.label);
  return c.known;
}

export function exactRaw(raw: string): boolean {
  const c = canonLabel(raw);
  c.exact ??= isExactLabel(c.label);
  return c.exact;
}

export function fieldRaw(raw: string): boolean {
  const c = canonLabel(raw);
  c.field ??= isFieldLabel(c.label);
  return c.field;
}

export type Cell = ReturnType<typeof splitCells>[number];

/** Nesting of a heading by its numbering: 一、 > （一） > 1. > (1) > unnumbered. */
export function headingLevel(text: string): number {
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
export function brokenHeading(before: string, line: string): boolean {
  if (!BROKEN_HEADING_START.test(line)) return false;
  const b = before.replace(/\s*\n\s*/g, "").trim();
  if (/^(?:\d{1,2}|[一二三四五六七八九十]{1,3})$/.test(b)) return /^\s*[.．、]\s*[\u4e00-\u9fa5]/.test(line);
  return /^\s*(?:信息|情况)\s*$/.test(line) && b.length <= 16 && NUMBERED.test(b) && !/[:：|]/.test(b);
}

/** A label the markup broke before its colon: "1.截止时" / "间：". */
export function brokenLabel(before: string, line: string): boolean {
  const tail = BROKEN_LABEL_TAIL.exec(line);
  if (!tail) return false;
  const b = before.trim();
  if (b.length > 16 || /[:|，,。；;]/.test(b) || knownRaw(b)) return false;
  // Only a label of the label table: "某某局" + "地址" reads as a label ending in 地址 too.
  return fieldRaw(b + tail[1]);
}

/** Space-separated tokens; a label spaced out to align a form ("地 址") is one token. */
export const TOKEN = /(?<=^|\s)[\u4e00-\u9fa5](?: [\u4e00-\u9fa5])+(?=\s|$)|\S+/g;

export const tokensOf = (t: string) => [...t.matchAll(TOKEN)];

/** A section's name standing among cells ("中标人信息 单位名称 某公司"). */
export const sectionToken = (v: string) => v.length <= 12 && !v.includes(":") && /(?:信息|情况)$/.test(v);

/** Where a value can end (text[from, at)): a digit, numbering, a closing bracket, an amount's unit, an organisation's ending. */
export const valueEnds = (text: string, from: number, at: number) =>
  (at > from && /[\d.．、)）]/.test(text[at - 1] as string)) ||
  (at > from + 1 && text[at - 1] === "元" && /[\d万]/.test(text[at - 2] as string)) ||
  endsLikeOrg(text, from, at);

/**
 * "中标供应商名称 甲公司 中标金额 123.45": labels and values in a line without colons or bars,
 * read as cells when a token is a label of the table (a blob's table rows).
 */
export function spacedCells(line: Line): { value: string; start: number; end: number }[] | undefined {
  const tokens = [...line.text.matchAll(/\S+/g)].map((m) => ({ value: m[0], start: line.start + (m.index ?? 0) }));
  if (tokens.length < 2 || !tokens.some((tk, i) => i + 1 < tokens.length && fieldRaw(tk.value))) return undefined;
  const cells: { value: string; start: number; end: number }[] = [];
  let current: { start: number; end: number } | undefined;
  for (const tk of tokens) {
    const label = exactRaw(tk.value);
    if (label || !current || exactRaw(line.text.slice(current.start - line.start, current.end - line.start))) {
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
