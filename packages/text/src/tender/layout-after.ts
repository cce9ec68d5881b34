// Pairs rewritten once a notice is read: a unit written as the next pair, a correction's new value
// under the corrected label, the opening a deadline's remark names.
import type { Pair } from "./layout-lines";

/** The pairs of a notice after these rewrites. */
export function afterReading(pairs: Pair[], norm: string): Pair[] {
  return unitsBeside(corrected(openingInRemark(pairs, norm)));
}

/**
 * "中标（成交）价格：121.5 价格单位：万元": a bare figure whose unit is the next pair's value, written
 * right after it (湖北's procurement result summary).
 */
function unitsBeside(pairs: Pair[]): Pair[] {
  return pairs.map((p, i) => {
    const next = pairs[i + 1];
    if (p.unit || !next || next.from - p.end > 8 || !/^(?:价格|金额|报价|货币)?单位$/.test(next.label)) return p;
    const unit = /^(亿元|万元|元)$/.exec(next.value.trim())?.[1];
    return unit && /^[¥￥]?\s*[\d,]+(?:\.\d+)?$/.test(p.value.trim()) ? { ...p, unit } : p;
  });
}

/**
 * "投标文件递交的截止时间（开标时间及投标截止时间，下同）：…", "截止时间为2017年12月7日14点00分（开选时间，
 * 下同）": a remark on the label or right after the date says the value is the opening's too (the label
 * table reads the label without its remark).
 */
function openingInRemark(pairs: Pair[], norm: string): Pair[] {
  const out: Pair[] = [];
  for (const p of pairs) {
    out.push(p);
    if (!p.label.includes("截止")) continue;
    if (OPENING_REMARK.test(norm.slice(p.from, p.start)) || OPENING_AFTER.test(norm.slice(p.start, p.start + 60)))
      out.push({ ...p, label: "开标时间" });
  }
  return out;
}
const OPENING_REMARK = /\([^)]*(?:开标|开选|开启)时间[^)]*\)/;
const OPENING_AFTER = /^[^()\n。;；]{6,32}?[分时点\d]\s*\((?:即|亦即|也即|同时为|同)?(?:开标|开选|开启)时间[,，]?(?:下同)?\)/;

const FORMER = /^原(?:招标|采购)?(?:公告|文件)?(?:中)?的?(.{2,})$/;
const CORRECTED_TO = /^现?(?:更正|变更|调整|修改|更改)(?:后|为|后为)?(?:的?(?:内容|时间|日期))?$/;

/**
 * "原公告的响应文件提交截止时间：2026-08-07 09:00，更正为：2026-08-12 09:00": a correction's line names
 * the old value and then the new one; the label (without 原公告的) gets the new value.
 */
function corrected(pairs: Pair[]): Pair[] {
  return pairs.map((p, i) => {
    const former = FORMER.exec(p.label);
    const next = pairs[i + 1];
    if (!former || !next || !CORRECTED_TO.test(next.label) || next.from - p.end > 4) return p;
    return { ...p, label: former[1] as string, value: next.value, start: next.start, end: next.end };
  });
}
