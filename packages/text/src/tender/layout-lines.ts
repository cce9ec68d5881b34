// Lines of a notice: headings, table cells, labels before a colon, and long blobs split where a
// label starts; the types the structural layer (./layout) shares with the field rules.

import { gluedItem, nextItemNumber, sectionStarts } from "./item-numbers";
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
  if (!afterPair && !SECTION_WORD_INSIDE.test(text.slice(from, end))) return from;
  const whole = canonLabel(text.slice(from, end)).label;
  if (isExactLabel(whole) || RANKED_CANDIDATE.test(whole)) return from;
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

/** What may stand before a label: a space, a stop, a colon, a bar (every character of /[\s,，。;；:、|]/). */
const LABEL_BOUNDARY = new Set(
  Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).filter((ch) => /[\s,，。;；:、|]/.test(ch)),
);
/** "…刘存计第二排序人：": a ranked label starts where it says 第二 (text[at, end)), whatever came before. */
const rankStart = (text: string, at: number, end: number) =>
  text[at] === "第" && at + 1 < end && /[一二三四五六七八九十\d]/.test(text[at + 1] as string);
const PARTY_SECTION_GLUED =
  /(?:\d{1,2}[.、]|[一二三四五六七八九十]{1,3}、)?(?:采购人|采购单位|招标人|采购代理机构|招标代理机构|代理机构|中标\(成交\)|中标|成交)信息(?=(?:\(\d{1,2}\))?(?:[^\s:|]{1,10}:|(?:[\u4e00-\u9fa5] {1,4}){1,3}[\u4e00-\u9fa5]\s*:))/g;
/** Where a value can end (text[from, at)): a digit, numbering, a closing bracket, an amount's unit, an organisation's ending. */
export const valueEnds = (text: string, from: number, at: number) =>
  (at > from && /[\d.．、)）]/.test(text[at - 1] as string)) ||
  (at > from + 1 && text[at - 1] === "元" && /[\d万]/.test(text[at - 2] as string)) ||
  endsLikeOrg(text, from, at);

/**
 * A notice written out as one long line (a crawler that joined the page's strings with spaces, or
 * with nothing): cut it where a line would have started — before a label and its colon, before a
 * numbered heading, after a sentence — so the readers below see lines again. Cuts only split the
 * line; every offset stays the original's.
 */
const DIGIT = /\d/;
// A party's label starts a line after any value ("…安福寺镇招标机构:", "…有限公司中标人:"): no value holds one;
// nor does a heading's word that the label repeats ("五、响应文件开启开启时间:").
const PARTY_LABEL =
  /^(?:招标|采购)(?:代理)?(?:机构|单位|人)$|^(?:中标|成交)(?:人|单位|供应商)(?:名称)?$|^(?:招标|采购)代理(?:机构)?$|^代理机构$/;

const doubledAt = (t: string, j: number) => j >= 2 && t[j - 2] === t[j] && t[j - 1] === t[j + 1];

export function splitBlob(line: Line): Line[] {
  const t = line.text;
  const bar = t.indexOf("|");
  if (bar >= 60 && t.length < 400) return proseIntoTable(line, bar);
  if (t.length < 160 || (bar >= 0 && t.length < 400)) return [line];
  const cuts = new Set<number>();
  for (let c = t.indexOf(":"); c > 0; c = t.indexOf(":", c + 1)) {
    if (/\d/.test(t[c - 1] as string) && /\d/.test(t[c + 1] ?? "")) continue;
    let end = c;
    while (end > 0 && t[end - 1] === " ") end--;
    // The label that ends at this colon starts after the last separator ("名 称：" spaced out to align a form).
    // (Such a label ends with a space and a character: nothing else is tried.)
    const spaced =
      t[end - 2] === " "
        ? /(?<=^|[\s,，。;；:、|)])(?:[\u4e00-\u9fa5] {1,4}){1,3}[\u4e00-\u9fa5]$/.exec(t.slice(Math.max(0, end - 16), end))
        : null;
    let k = spaced ? end - spaced[0].length : end;
    if (!spaced) while (k > 0 && end - k < 20 && !LABEL_BOUNDARY.has(t[k - 1] as string)) k--;
    if (k > 0 && k < end && exactRaw(t.slice(k, end))) cuts.add(k);
    // A label glued to the value before it ("…建设项目部招标代理机构：", "…管理处地址：", "…7351116招标人：",
    // "联系方式1.招标人名称："): the longest label the run ends with, where a value can end (a name, a
    // number, numbering) — not inside a word ("竞争性谈判时间", "证书编号").
    else if (!spaced)
      for (let j = k + 1; j <= end - 2; j++)
        // (Never through a figure: "中标金额:52920.供应商名称:" is not 529 and item 20.)
        if (
          (valueEnds(t, k, j) || rankStart(t, j, end) || PARTY_LABEL.test(t.slice(j, end)) || doubledAt(t, j)) &&
          !(DIGIT.test(t[j] as string) && DIGIT.test(t[j - 1] as string)) &&
          exactRaw(t.slice(j, end))
        ) {
          cuts.add(j);
          break;
        }
  }
  // (The separator is matched, not looked behind for: a regex that starts by looking behind is tried at every position.)
  for (const m of t.matchAll(/[\s。;；](?:[一二三四五六七八九十]{1,3}、|\([一二三四五六七八九十]{1,3}\)|\d{1,2}[、.](?!\d))/g))
    cuts.add((m.index ?? 0) + 1);
  for (const m of t.matchAll(/[。;；](?=\S)/g)) cuts.add((m.index ?? 0) + 1);
  // Text run together without spaces: numbering glued to the value before it starts the next item
  // ("…JC-HG20260125二、项目名称：", "…001910号3、委托代理编号：", "…女子监狱(2)地 址："; digits only after a
  // Chinese character or a bracket: "…-2026-82、项目名称" may be code 82 or code 8 and item 2), and a
  // party's section name glued to its first label is a heading of its own ("1.采购人信息名 称：…").
  if (t.includes("、") || t.includes("("))
    for (const m of t.matchAll(
      /(?:(?<=\S)[一二三四五六七八九十]{1,3}[、.]|(?<=[\u4e00-\u9fa5)\]])(?:\d{1,2}、|\(\d{1,2}\)))(?=[^\s:|。;；]{1,14}:|(?:[\u4e00-\u9fa5] {1,4}){1,3}[\u4e00-\u9fa5]\s*:)/g,
    ))
      cuts.add(m.index ?? 0);
  for (const at of sectionStarts(t)) cuts.add(at);
  for (const m of t.matchAll(PARTY_SECTION_GLUED)) {
    cuts.add(m.index ?? 0);
    cuts.add((m.index ?? 0) + m[0].length);
  }
  // "…截止时间、开标时间和地点 2026-04-07 09:00": a heading's date starts the heading's value line.
  for (const m of t.matchAll(/(?:时间|日期|时间和地点|时间及地点)\s+(\d{4}\s*[-年/.])/g))
    cuts.add((m.index ?? 0) + m[0].length - (m[1] as string).length);
  // …and with no space at all after a numbered heading ("四、提交投标文件截止时间、开标时间和地点2026-04-0709:00").
  for (const m of t.matchAll(/[一二三四五六七八九十]{1,2}、[^。:\d]{2,24}?(?:时间|日期|时间和地点|时间及地点)(?=\d{4}\s*[-年/.])/g))
    cuts.add((m.index ?? 0) + m[0].length);
  // A table's header row flattened into the line ("… 序号 供应商名称 供应商地址 中标金额 1 甲公司 …").
  const tokens = tokensOf(t);
  const heads = tokens.map((m) => m[0].length <= 30 && !m[0].includes(":") && !sectionToken(m[0]) && labelish(m[0]));
  // A section's name among cells is a heading line of its own; a table's header starts a line; so is a
  // numbered heading before a label and its colon ("… 二、成交信息 初审情况：…").
  for (const [k, m] of tokens.entries()) {
    const next = tokens[k + 1];
    if (next?.[0].includes(":") && /^(?:[一二三四五六七八九十]{1,3}、|\([一二三四五六七八九十]{1,3}\))[^:\d]{2,14}$/.test(m[0])) {
      cuts.add(m.index ?? 0);
      cuts.add(next.index ?? 0);
    }
    if (!sectionToken(m[0]) || heads[k + 1] !== true) continue;
    cuts.add(m.index ?? 0);
    cuts.add(tokens[k + 1]?.index ?? 0);
  }
  for (let at = t.indexOf("序号", 1); at > 0; at = t.indexOf("序号", at + 1))
    if (/[\s:]/.test(t[at - 1] as string) && /\S/.test(t[at + 2] ?? " ")) cuts.add(at);
  // Rows of a bar table run together ("建筑面积 | 0.0 ㎡ 结构/层数 | 混合/0层"): a row starts at a label cell.
  if (bar >= 0)
    for (const m of t.matchAll(/(?<=[^|\s] +)([^\s|]{2,16}) *\|/g))
      if (exactRaw(m[1] as string) || labelish(m[1] as string)) cuts.add(m.index ?? 0);
  for (let k = 0; k + 2 < tokens.length; k++)
    if (heads[k] === true && heads[k + 1] === true && heads[k + 2] === true && heads[k - 1] !== true) cuts.add(tokens[k]?.index ?? 0);
  // A table's cells joined with spaces ("招标人 某公司 招标人联系电话 0836…"): a line per label and value.
  for (let k = 1; k + 1 < tokens.length; k++) {
    const v = tokens[k]?.[0] as string;
    if (heads[k - 1] !== true && heads[k + 1] !== true && !v.includes(":") && exactRaw(v)) cuts.add(tokens[k]?.index ?? 0);
  }
  // Numbering belongs to the label it numbers: "1、采购人：" is cut before "1、", not between.
  const sorted = [...cuts].filter((k) => k > 0 && k < t.length).sort((a, b) => a - b);
  const out: Line[] = [];
  let from = 0;
  for (let k of sorted) {
    if (k - from < 2) continue;
    if (/^(?:[一二三四五六七八九十]{1,3}、|\([一二三四五六七八九十]{1,3}\)|\(\d{1,2}\)|\d{1,2}[、.])\s*$/.test(t.slice(from, k))) continue;
    // "1、项目编号：兰财采字公开招-2026-122、项目名称：": the next item's number is glued to the code; the
    // item numbered 1 is followed by 2, so the code ends before "2、" (the cut may be at the number or
    // after it, or missing when the next label is not one the reader knows: "…-0172.3谈判范围：").
    const next = nextItemNumber(t, from);
    const at = next ? gluedItem(t, from, k, next) : -1;
    if (at >= k - (next?.length ?? 0)) k = at;
    else if (at > from) {
      out.push({ text: t.slice(from, at), start: line.start + from });
      from = at;
    }
    out.push({ text: t.slice(from, k), start: line.start + from });
    from = k;
  }
  out.push({ text: t.slice(from), start: line.start + from });
  return out;
}

/**
 * A paragraph that runs into a table's header row ("…现将中标结果公告如下。 3、中标供应商： 包号 | 中标供应商 |
 * 中标金额(元)"): the paragraph is cut as a blob, the row after its last colon becomes a line of its own.
 */
function proseIntoTable(line: Line, bar: number): Line[] {
  const t = line.text;
  const colon = t.lastIndexOf(":", bar);
  if (colon < 0 || /\d/.test(t[colon + 1] ?? "")) return [line];
  let cut = colon + 1;
  while (t[cut] === " ") cut++;
  if (!labelish(t.slice(cut, bar).trim())) return [line];
  const prose = { text: t.slice(0, cut), start: line.start };
  return [...(prose.text.length >= 160 ? splitBlob(prose) : [prose]), { text: t.slice(cut), start: line.start + cut }];
}

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
