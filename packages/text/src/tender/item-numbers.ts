// Items numbered "1、", "2.", "2.2" in a page run together: the next item's number glued to the value
// before it ("1、项目编号：某采-2026-122、项目名称：" is code 某采-2026-12, then item 2). The number an
// item starts with says which number comes next.
import { cnDigits } from "./dates";

/**
 * Where item number `next` starts glued to a value ("…0172.3" + "谈判范围："): right at the cut `k`, or
 * before it when a label and its colon follow the number; -1 when nowhere.
 */
export function gluedItem(t: string, from: number, k: number, next: string): number {
  // (Searched in the piece only: a search to the text's end at every cut of a long page adds up.)
  const piece = t.slice(0, k + 2 + next.length);
  for (let at = piece.indexOf(next, from + 1); at >= 0 && at <= k + 2; at = piece.indexOf(next, at + 1)) {
    if (!/[A-Za-z0-9]/.test(t[at - 1] as string)) continue;
    if (at >= k - next.length ? /^\d*$/.test(t.slice(k, at)) : ITEM_LABEL.test(t.slice(at + next.length, at + next.length + 16))) return at;
  }
  return -1;
}
const ITEM_LABEL = /^[\u4e00-\u9fa5]{2,14}:/;

const ITEM_AT = /^(\d{1,2})(?:([.．])(\d{1,2})|([、.．]))(?=[\u4e00-\u9fa5])/;
const ITEM_BEFORE = /(?<![\d.．])(\d{1,2})(?:([.．])(\d{1,2})|([、.．]))$/;

/** The number of the next item after the one that starts at `from` ("1、" → "2、", "2.2" → "2.3"), written alike. */
export function nextItemNumber(t: string, from: number): string | undefined {
  const m = ITEM_AT.exec(t.slice(from, from + 6)) ?? ITEM_BEFORE.exec(t.slice(Math.max(0, from - 6), from));
  if (!m) return undefined;
  return m[3] !== undefined ? `${m[1]}${m[2]}${Number(m[3]) + 1}` : `${Number(m[1]) + 1}${m[4]}`;
}

/** "一" → 1, "十二" → 12, "二十" → 20; 0 when not a numeral of 1 to 99 ("一二" is a year's digits, not a heading's). */
const cjkNumber = (s: string) => (s.length === 1 || s.includes("十") ? Number(cnDigits(s)) : 0);

const SECTION_NUMERAL = /([一二三四五六七八九十]{1,3})、(?=[\u4e00-\u9fa5])/g;

/**
 * Where the sections of a page run together start: "一、", "二、", "三、" in order ("…天麻特产局一、项目基本情况
 * 原公告的…二、更正信息…"). A numeral counts only as the next of a run that started at 一 and goes on
 * at least to 二, so "一、二级资质" or "第三、四标段" alone cut nothing.
 */
export function sectionStarts(t: string): number[] {
  // Runs open at each 一 (a name may hold one: "…子平台一、部分子平台二"); a numeral goes on every run it follows.
  const runs: number[][] = [];
  for (const m of t.matchAll(SECTION_NUMERAL)) {
    const at = m.index ?? 0;
    if (/[第一二三四五六七八九十]/.test(t[at - 1] ?? "") || /[一二三四五六七八九十]/.test(t[at + m[0].length] ?? "")) continue;
    const n = cjkNumber(m[1] as string);
    if (n === 1) runs.push([at]);
    else for (const run of runs) if (run.length === n - 1) run.push(at);
  }
  return [...new Set(runs.filter((run) => run.length >= 2).flat())];
}
