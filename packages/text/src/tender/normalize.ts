// Character normalisation that keeps every offset: one UTF-16 unit in, one out. The layers read the
// normalised text; values and evidence are cut from the original at the same offsets, so what a user
// sees is exactly what the notice says (full-width brackets in names stay full-width).

import { RecentCache } from "./recent";

// One table for every character the layers read as another: full-width ASCII (０-９, Ａ-Ｚ, ：, （）, ｜ …)
// to ASCII, odd spaces to a plain space, 【】〔〕 to [ ], look-alike colons and dashes, "釆" (U+91C6, a
// look-alike some 政府采购网 templates use) to 采. Built once; a notice is mapped in one pass.
const CHAR_MAP = (() => {
  const map = new Uint16Array(0x10000);
  for (let c = 0; c < map.length; c++) map[c] = c;
  for (let c = 0xff01; c <= 0xff5e; c++) map[c] = c - 0xfee0;
  for (const ch of "\u00a0\u1680\u202f\u205f\u3000\ufeff\t\r\f\v") map[ch.charCodeAt(0)] = 0x20;
  for (let c = 0x2000; c <= 0x200b; c++) map[c] = 0x20;
  for (const [from, to] of [
    ["【〔", "["],
    ["】〕", "]"],
    ["︰∶", ":"],
    ["—–", "-"],
    ["釆", "采"],
  ] as const)
    for (const ch of from) map[ch.charCodeAt(0)] = to.charCodeAt(0);
  return map;
})();

const UTF16 = new TextDecoder("utf-16le", { ignoreBOM: true });

// "招标人：&nbsp;&nbsp;某某公司": a page whose tags were stripped by a pattern keeps its entities. Each
// reads as its character followed by spaces, as long as the entity was (offsets hold).
const ENTITY = /&(?:nbsp|ensp|emsp|thinsp|amp|lt|gt|quot|ldquo|rdquo|lsquo|rsquo|middot|#\d{2,5}|#x[\da-f]{2,4});/gi;
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  middot: "·",
};
function entityAsSpaces(e: string): string {
  const name = e.slice(1, -1).toLowerCase();
  let ch = NAMED[name] ?? " ";
  if (name.startsWith("#")) {
    const code = name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    ch = code === 0xa0 || code === 0x3000 || code < 0x20 || code > 0xffff ? " " : String.fromCharCode(code);
  }
  return ch.padEnd(e.length, " ");
}

/** Full-width ASCII to ASCII, odd spaces to a plain space, 【】〔〕 to [ ] (CHAR_MAP), tabs between values to bars, entities to their characters. */
export function normalizeText(s: string): string {
  // A tab between two values on a line separates cells, as a bar does ("工程编号\tE3203…", a header
  // row "序号\t中标人\t中标价"); a leading or trailing tab is only space.
  const text = s.includes("\t") ? s.replace(/(?<=\S)[ ]*\t[ \t]*(?=\S)/g, (run) => run.replace(/\t/g, "|")) : s;
  const decoded = text.includes("&") ? text.replace(ENTITY, entityAsSpaces) : text;
  const codes = new Uint16Array(decoded.length);
  for (let i = 0; i < decoded.length; i++) codes[i] = CHAR_MAP[decoded.charCodeAt(i)] as number;
  // (A lone surrogate, a broken page's, reads as U+FFFD: still one unit, so offsets hold.)
  const out = UTF16.decode(codes);
  // "地??? 址", "联 系 人：解先生? 吕先生": spaces a page's encoding lost (a no-break space written out
  // in GBK as "?") read as the spaces they were, between Chinese characters or spaces.
  const spaced = out.includes("?") ? out.replace(/(?<=[\u4e00-\u9fa5 ])\?+(?=[\u4e00-\u9fa5 ])/g, (q) => " ".repeat(q.length)) : out;
  // "投标截至时间": a common slip for 截止, same length.
  return spaced.includes("截至") ? spaced.replace(/截至(?=时间|日期)/g, "截止") : spaced;
}

const UNTOUCHED_BUT = /[\s(（:：/]/;
/** A bullet or the first character of a numbering ("（一）", "1.", "①", "第三章"). */
const UNTOUCHED_BUT_FIRST = /^[•·◆◇★☆●○■□▲△▶►➢※√*\d一二三四五六七八九十①-⑳第(（]/;
/**
 * A canonical label, and room for what the label table answers about it (labels.ts fills them, see
 * knownRaw in ./layout-lines): kept with the cached label, one lookup answers both.
 */
export interface CanonLabel {
  label: string;
  unit?: string;
  known?: boolean;
  exact?: boolean;
  field?: boolean;
}

const canonCache = new RecentCache<string, CanonLabel>(2000);

/** A label as the label table knows it: no spaces, numbering or trailing colon; units kept apart. */
export function canonLabel(raw: string): CanonLabel {
  let c = canonCache.get(raw);
  if (!c) {
    c = canon(raw);
    canonCache.set(raw, c);
  }
  return c;
}

function canon(raw: string): CanonLabel {
  // No space, bracket, colon or slash, no bullet or numbering at the start: nothing below would take
  // anything off (most labels, most misses).
  if (!UNTOUCHED_BUT.test(raw) && !UNTOUCHED_BUT_FIRST.test(raw)) return labelOf(raw, undefined);
  // (Each step below is tried only when what it takes off can be there: most are no-ops.)
  let s = /\s/.test(raw) ? raw.replace(/\s+/g, "") : raw;
  if (UNTOUCHED_BUT_FIRST.test(s)) {
    // A bullet before a label ("• 中标供应商", "◆中标人") is layout, not part of it.
    s = s.replace(/^[•·◆◇★☆●○■□▲△▶►➢※√*]+/, "");
    s = s.replace(
      /^(?:[(（]?[一二三四五六七八九十]+[)）、.]|[(（]\d{1,2}[)）]|\d{1,2}(?:\.\d{1,2}){1,3}(?![\d.])[、.]?|\d{1,2}[)）.、](?!\d)|[①-⑳]|第[一二三四五六七八九十]+[条章节]、?)+/,
      "",
    );
  }
  if (s.endsWith(":") || s.endsWith("：")) s = s.replace(/[:：]+$/, "");
  const bracket = s.includes("(") || s.includes("（");
  let unit: string | undefined;
  if (bracket)
    s = s.replace(/[(（]\s*(?:单位\s*[:：]?\s*)?(人民币)?\s*(亿元|万元|元)[^)）]{0,10}[)）]/g, (_m, _r, u: string) => {
      unit = u;
      return "";
    });
  // "投标报价/元", "报价/万元": the unit after a slash.
  if (s.includes("/"))
    s = s.replace(/\/(亿元|万元|元)$/, (_m, u: string) => {
      unit ??= u;
      return "";
    });
  if (!bracket) return labelOf(s, unit);
  // "（如有）", "（盖章）", "(采购人)", "（北京时间）": remarks, not part of the label.
  s = s.replace(/[(（](?:如有|盖章|全称|签章|北京时间|若有|含税|人民币|小写|大写|￥|¥)[)）]/g, "");
  s = s.replace(/[(（][^)）]*(?:下同|简称|如有|北京时间)[^)）]*[)）]/g, "");
  // "最高限价（或招标控制价）", "中标金额（费率、单价等）": another name or the forms the value may take.
  s = s.replace(/[(（](?:或|含)[^()（）]{1,12}[)）]|[(（][^()（）]{1,12}等[)）]/g, "");
  return labelOf(s, unit);
}

// Every CanonLabel made with the same fields in the same order (one shape for the engine's caches).
const labelOf = (label: string, unit: string | undefined): CanonLabel => ({
  label,
  unit,
  known: undefined,
  exact: undefined,
  field: undefined,
});
