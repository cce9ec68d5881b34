// A notice written out as one long line, cut where lines would have started (splitBlob), so the line
// readers of ./layout-lines see lines again.
import { gluedItem, nextItemNumber, sectionStarts } from "./item-numbers";
import { PARTY_WORDS } from "./labels";
import { exactRaw, type Line, labelish, sectionToken, tokensOf, valueEnds } from "./layout-lines";

/** What may stand before a label: a space, a stop, a colon, a bar (every character of /[\s,，。;；:、|]/). */
const LABEL_BOUNDARY = new Set(
  Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).filter((ch) => /[\s,，。;；:、|]/.test(ch)),
);
/** "…刘存计第二排序人：": a ranked label starts where it says 第二 (text[at, end)), whatever came before. */
const rankStart = (text: string, at: number, end: number) =>
  text[at] === "第" && at + 1 < end && /[一二三四五六七八九十\d]/.test(text[at + 1] as string);
const PARTY_SECTION_GLUED =
  /(?:\d{1,2}[.、]|[一二三四五六七八九十]{1,3}、)?(?:采购人|采购单位|招标人|采购代理机构|招标代理机构|代理机构|中标\(成交\)|中标|成交)信息(?=(?:\(\d{1,2}\))?(?:[^\s:|]{1,10}:|(?:[\u4e00-\u9fa5] {1,4}){1,3}[\u4e00-\u9fa5]\s*:))/g;
/**
 * A notice written out as one long line (a crawler that joined the page's strings with spaces, or
 * with nothing): cut it where a line would have started — before a label and its colon, before a
 * numbered heading, after a sentence — so the readers below see lines again. Cuts only split the
 * line; every offset stays the original's.
 */
const DIGIT = /\d/;
// A party's label starts a line after any value ("…安福寺镇招标机构:", "…有限公司中标人:"): no value holds one;
// nor does a heading's word that the label repeats ("五、响应文件开启开启时间:").
const PARTY_LABEL = new RegExp(`^(?:${PARTY_WORDS})$|^(?:中标|成交)(?:人|单位|供应商)名称$|^(?:招标|采购)代理$`);
const partyLabel = (t: string, j: number, end: number) => PARTY_FIRST.has(t[j] as string) && PARTY_LABEL.test(t.slice(j, end));
const PARTY_FIRST = new Set([..."招采中成代"]);
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
          (valueEnds(t, k, j) || rankStart(t, j, end) || partyLabel(t, j, end) || doubledAt(t, j)) &&
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
