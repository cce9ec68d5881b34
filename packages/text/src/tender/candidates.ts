// Candidates of a 中标候选人公示: table rows "中标候选人名称 | A | B | C" + "投标报价 | x | y | z",
// or lines "第一中标候选人：A，投标报价：x元".
import { findAmount, parseAmount } from "./amounts";
import { RANKED_CANDIDATE, withoutRemark } from "./labels";
import type { Layout } from "./layout";
import { CANDIDATE_NAME_END } from "./layout-tables";
import { readAmount } from "./values";

export interface Candidate {
  name: string;
  rank?: number;
  amount_yuan?: number;
}

/** A candidate's name after its rank: no separators, ending as an organisation does (one capture group). */
const CANDIDATE_NAME = String.raw`([^\s|｜;；,，。：:]{4,60}?(?:公司|联合体|院|所|中心))`;
/** "第一中标候选人：甲公司", "第1名候选人为甲公司". */
const NTH_CANDIDATE = new RegExp(
  String.raw`第([一二三四五12345])(?:名)?(?:中标|成交)?候选人\s*(?:[：:]|为|是)?\s*\|?\s*${CANDIDATE_NAME}`,
  "g",
);
/** "第一名 甲公司", "第一名.甲公司" on a line that names candidates. */
const RANK_THEN_NAME = new RegExp(String.raw`第([一二三四五12345])名\s*[：:.．、]?\s*\|?\s*${CANDIDATE_NAME}`, "g");
const RANK: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5 };

const NAME_COL =
  /^(?:中标候选人|中标候选人名称|候选人名称|候选人|投标人名称|投标人|投标单位|投标单位名称|单位名称|供应商名称|成交候选人|成交候选人名称|企业名称|中标\(成交\)候选人)$/;
const RANK_COL = /^(?:排名|名次|排序|中标候选人排序|候选人排序|序号|推荐顺序)$/;
const PRICE_COL = /^(?:(?:投标|最终|响应|磋商|谈判)?(?:报价|总报价)(?:金额|价格)?|(?:投标|评标|响应)(?:价|价格|总价|金额)|投标报价\(元\))$/;
// In a candidates' table (a column per field) "成交总金额（元）" is each supplier's offer too; in label
// and value pairs a "中标价" after the ranking is the award, not the last candidate's offer.
const TABLE_PRICE_COL = /^(?:成交|中标)总?(?:金额|价格|价)$/;

/** A header-row table ("排名 | 中标候选人名称 | 投标报价" and one row per candidate). */
function fromTable(text: string, layout: Layout): { value: Candidate[]; evidence: string } | undefined {
  const rows = new Map<number, Candidate>();
  let evidence = "";
  for (const p of layout.pairs) {
    if (p.kind !== "table" || p.row === undefined) continue;
    if (NAME_COL.test(p.label) && CANDIDATE_NAME_END.test(p.value) && !rows.has(p.row)) {
      // "第一名：甲建设有限公司": the rank written in the name's cell.
      const lead = /^第([一二三四五12345])名\s*[:：]?\s*/.exec(p.value);
      const rank = lead ? RANK[lead[1] as string] : undefined;
      rows.set(p.row, { name: text.slice(p.start + (lead?.[0].length ?? 0), p.end), ...(rank ? { rank } : {}) });
      if (!evidence) evidence = text.slice(p.start, p.start + 120);
    }
  }
  if (rows.size === 0) return undefined;
  for (const p of layout.pairs) {
    const c = p.kind === "table" && p.row !== undefined ? rows.get(p.row) : undefined;
    if (!c) continue;
    if (RANK_COL.test(p.label)) {
      const r = RANK[/[一二三四五12345]/.exec(p.value)?.[0] ?? ""];
      if (r) c.rank = r;
    } else if ((PRICE_COL.test(p.label) || TABLE_PRICE_COL.test(p.label)) && c.amount_yuan === undefined) {
      const a = readAmount(p.value, p.unit);
      if (a) c.amount_yuan = a.value;
    }
  }
  return { value: [...rows.values()], evidence };
}

/** Pairs in reading order: "中标候选人1单位名称 | A | … | 投标报价 | 3541886.71元 | … 中标候选人2单位名称 | B …". */
function fromRankedPairs(text: string, layout: Layout, inOrder = false): { value: Candidate[]; evidence: string } | undefined {
  const cands: Candidate[] = [];
  let evidence = "";
  let current: Candidate | undefined;
  for (const p of [...layout.pairs].sort((a, b) => a.start - b.start)) {
    if (p.kind === "prose" || p.kind === "table") continue;
    // "第一名 | 单位名称： 某某公司" names the rank alone.
    const m = RANKED_CANDIDATE.exec(withoutRemark(p.label)) ?? /^第([一二三四五12345])名$/.exec(p.label);
    // "中标候选人名称：甲公司,投标报价：…" repeated: the order written is the ranking (a last resort).
    const written = m ? RANK[m[1] ?? m[2] ?? m[3] ?? ""] : rankCellBefore(text, p);
    const listed = inOrder && !written && p.kind === "colon" && /^(?:中标|成交)?候选人(?:名称|单位名称)$/.test(p.label);
    const rank = written ?? (listed ? cands.length + 1 : undefined);
    if (rank) {
      // "第一名 | 单位名称： 某某公司": the name may follow its own label inside the cell.
      const lead = /^(?:单位名称|名称|投标人|中标人|投标单位)\s*:\s*/.exec(p.value)?.[0].length ?? 0;
      const name = /^[^\s|,，;；。:]{4,60}/.exec(p.value.slice(lead))?.[0];
      if (!name || !/(?:公司|院|所|中心|社|厂|局|集团|联合体)$/.test(name) || cands.some((c) => c.name === name)) continue;
      current = { name: text.slice(p.start + lead, p.start + lead + name.length), rank };
      cands.push(current);
      if (!evidence) evidence = text.slice(p.from, p.start + lead + name.length);
    } else if (current && current.amount_yuan === undefined && PRICE_COL.test(p.label)) {
      const a = readAmount(p.value, p.unit);
      if (a) current.amount_yuan = a.value;
    }
  }
  return cands.length ? { value: cands.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)), evidence } : undefined;
}

/** "第一中标 候选人 | 单位名称 | 甲公司": the name's own label is plain, the rank is the cell before it. */
function rankCellBefore(text: string, p: { label: string; from: number }): number | undefined {
  if (!/^(?:单位名称|名称|投标人名称|投标单位名称|供应商名称)$/.test(p.label)) return undefined;
  const line = text.slice(text.lastIndexOf("\n", p.from - 1) + 1, p.from);
  const m = /第([一二三四五12345])(?:名|(?:中标|成交)?\s*候选人)\s*[|｜]\s*$/.exec(line);
  return m ? RANK[m[1] as string] : undefined;
}

/**
 * A ranking table stored one cell per line ("第一名" / "某某公司" / "698757.43" / …) under a
 * "投标报价（元）" header: the figure right after a candidate's name is its price.
 */
function pricesBesideNames(text: string, cands: Candidate[]): void {
  if (cands.every((c) => c.amount_yuan !== undefined)) return;
  const header = /(?:投标报价|投标总价|投标价|报价|投标金额)\s*(?:[(（]\s*(万元|元)\s*[)）])?/.exec(text);
  if (!header) return;
  for (const c of cands) {
    if (c.amount_yuan !== undefined) continue;
    const at = text.indexOf(c.name, header.index);
    if (at < 0) continue;
    const m = /^[ \t]*(?:\n|\|)[ \t|]*([\d,]+(?:\.\d+)?)[ \t]*(万元|元)?[ \t]*(?:\n|\||$)/.exec(
      text.slice(at + c.name.length, at + c.name.length + 40),
    );
    if (m) c.amount_yuan = parseAmount(m[1] as string, m[2] ?? header[1] ?? "元");
  }
}

const ROW_FIRM = String.raw`\S{4,60}?(?:公司|院|所|中心|联合体|厂|集团)`;
const NAMES_ROW = new RegExp(
  String.raw`(名\s*次\s+第一名\s+第二名[\s第三四五六七名]*)?(?:中标候选人名称|候选人名称|投标人名称)\s+((?:${ROW_FIRM}\s+){1,6}${ROW_FIRM})(?=\s)`,
);

/** "中标候选人名称 甲公司 乙公司 丙公司": the names of a ranking turned sideways, joined into one line. */
function namesInRow(text: string): { value: Candidate[]; evidence: string } | undefined {
  const m = NAMES_ROW.exec(text);
  if (!m) return undefined;
  const value = (m[2] as string).split(/\s+/).map((name, k) => ({ name, ...(m[1] ? { rank: k + 1 } : {}) }));
  return { value, evidence: m[0].slice(0, 200) };
}

/**
 * A ranking turned sideways and joined into one line ("中标候选人名称 甲公司 乙公司 投标报价(元/%)
 * 3859490.14 3799256.29"): the names in a row, then a price label and one figure per name, in order.
 */
function pricesInRow(text: string, cands: Candidate[]): void {
  if (cands.length < 2 || cands.every((c) => c.amount_yuan !== undefined)) return;
  const at = cands.map((c) => text.indexOf(c.name));
  if (at.some((a, k) => a < 0 || (k > 0 && a <= (at[k - 1] as number)))) return;
  const last = (at[at.length - 1] as number) + (cands[cands.length - 1] as Candidate).name.length;
  const n = cands.length;
  // The figures apart, or glued when each has two decimals ("195800.00208000.00197900.00", a page whose spaces were dropped).
  const row = new RegExp(
    String.raw`^\s*(?:投标报价|投标总价|投标价|报价|投标金额)\s*(?:[(（]([^)）]{0,8})[)）])?\s*((?:[\d,]+(?:\.\d+)?\s+){${n - 1}}[\d,]+(?:\.\d+)?|(?:\d+\.\d{2}){${n}})(?![\d.])`,
  ).exec(text.slice(last, last + 40 + 20 * n));
  if (!row) return;
  const unit = /万元/.test(row[1] ?? "") ? "万元" : "元";
  const cells = (row[2] as string).trim();
  const figures = /\s/.test(cells) || n === 1 ? cells.split(/\s+/) : (cells.match(/\d+\.\d{2}/g) ?? []);
  cands.forEach((c, k) => {
    c.amount_yuan ??= parseAmount(figures[k] as string, unit);
  });
}

export function findCandidates(text: string, layout?: Layout): { value: Candidate[]; evidence: string } | undefined {
  const found = findAll(text, layout);
  if (found) {
    pricesBesideNames(text, found.value);
    pricesInRow(text, found.value);
  }
  return found;
}

function findAll(text: string, layout?: Layout): { value: Candidate[]; evidence: string } | undefined {
  const table = layout ? (fromTable(text, layout) ?? fromRankedPairs(text, layout)) : undefined;
  if (table) return table;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!/^(中标候选人名称|中标候选人|候选人名称|投标人名称|成交候选人名称)\s*\|/.test(line)) continue;
    const names = line
      .split("|")
      .slice(1)
      .map((s) => s.trim())
      .filter((s) => s.length >= 4);
    if (names.length === 0) continue;
    const cands: Candidate[] = names.map((name) => ({ name }));
    const rankLine = lines[i - 1] ?? "";
    const ranked = /^名\s*次|排名|排序/.test(rankLine);
    if (ranked) {
      for (const [k, c] of cands.entries()) c.rank = k + 1;
    }
    for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
      const l = lines[j] as string;
      if (!/^(投标报价|报价|投标价|投标总价)/.test(l)) continue;
      const unit = /万元/.test(l.split("|")[0] as string) ? "万元" : "元";
      const cells = l
        .split("|")
        .slice(1)
        .map((s) => s.trim());
      cells.forEach((cell, k) => {
        const c = cands[k];
        if (!c) return;
        const m = /^[\d,.]+$/.exec(cell);
        if (m) c.amount_yuan = parseAmount(cell, unit);
        else {
          const f = findAmount(cell, unit);
          if (f && !f.isRate) c.amount_yuan = f.value;
        }
      });
      break;
    }
    return { value: cands, evidence: line.slice(0, 200) };
  }
  const cands: Candidate[] = [];
  let evidence = "";
  for (const m of text.matchAll(NTH_CANDIDATE)) {
    const c: Candidate = { name: m[2] as string, rank: RANK[m[1] as string] };
    offerAfter(text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 60), c);
    if (!cands.some((x) => x.name === c.name)) cands.push(c);
    if (!evidence) evidence = text.slice(m.index ?? 0, (m.index ?? 0) + 120);
  }
  if (cands.length === 0) evidence = ranksInLine(text, cands);
  if (cands.length) return { value: cands, evidence };
  return numberedList(text) ?? namesInRow(text) ?? (layout ? fromRankedPairs(text, layout, true) : undefined);
}

const LIST_HEAD = /(?:中标|成交|中选)候选人(?:及其?|和)?(?:排序|排名|名单|顺序)?\s*(?:依次)?(?:为|如下)?\s*[:：]?\s*/g;
const LIST_ITEM = new RegExp(String.raw`(?:^|[\n;；,，、\s])\s*[（(]?([1-5])\s*[)）.、．]\s*${CANDIDATE_NAME}`, "g");

/**
 * "中标候选人排序：\n1. 甲公司\n2. 乙公司" or "中标候选人依次为：(1)甲公司；(2)乙公司": a list numbered from 1
 * right after a candidates' heading, read while the numbers follow each other.
 */
function numberedList(text: string): { value: Candidate[]; evidence: string } | undefined {
  for (const head of text.matchAll(LIST_HEAD)) {
    const from = (head.index ?? 0) + head[0].length;
    const after = text.slice(from, from + 600);
    if (!/^[（(]?1\s*[)）.、．]/.test(after)) continue;
    const cands: Candidate[] = [];
    let end = 0;
    for (const m of after.matchAll(LIST_ITEM)) {
      if (Number(m[1]) !== cands.length + 1) break;
      const c: Candidate = { name: m[2] as string, rank: cands.length + 1 };
      // "1、甲公司，投标报价1230000元；2、乙公司…": the offer before the next item.
      end = (m.index ?? 0) + m[0].length;
      offerAfter(after.slice(end, end + 60).split(/[\n;；]/)[0] as string, c);
      cands.push(c);
    }
    if (cands.length >= 2) return { value: cands, evidence: text.slice(head.index ?? 0, from + end) };
  }
  return undefined;
}

/** "…，投标报价：123万元" right after a candidate's name: its offer. */
function offerAfter(rest: string, c: Candidate) {
  const p = /(?:投标报价|报价|投标价)[^\d壹贰叁肆伍陆柒捌玖]{0,8}/.exec(rest);
  if (!p) return;
  const f = findAmount(rest.slice(p.index + p[0].length), /万元/.test(p[0]) ? "万元" : undefined);
  if (f && !f.isRate) c.amount_yuan = f.value;
}

/** "中标候选人 第一名 甲公司 第二名 乙公司": ranks written as 第一名 on a line that names candidates. */
function ranksInLine(text: string, cands: Candidate[]): string {
  for (const line of text.split("\n")) {
    // "第1名 甲公司" leading a line names a rank too, with or without the word 候选人.
    if (!/候选人/.test(line) && !/^\s*第[一二三四五12345]名/.test(line)) continue;
    for (const m of line.matchAll(RANK_THEN_NAME)) {
      const rank = RANK[m[1] as string];
      if (cands.some((c) => c.name === m[2] || c.rank === rank)) continue;
      const c: Candidate = { name: m[2] as string, rank };
      // "中标候选人第一名：甲公司，投标报价1230000元；中标候选人第二名：…": the offer before the next rank.
      const after = line.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 60);
      offerAfter(after.split(/第[一二三四五12345]名/)[0] as string, c);
      cands.push(c);
    }
    if (cands.length) return line.slice(0, 200);
  }
  return "";
}
