// Amount parsing: 元 / 万元 / 亿元, thousands separators, capital numerals (壹贰叁…).
const DIGIT: Record<string, number> = {
  零: 0,
  〇: 0,
  壹: 1,
  一: 1,
  贰: 2,
  二: 2,
  两: 2,
  叁: 3,
  三: 3,
  肆: 4,
  四: 4,
  伍: 5,
  五: 5,
  陆: 6,
  六: 6,
  柒: 7,
  七: 7,
  捌: 8,
  八: 8,
  玖: 9,
  九: 9,
};
const SMALL_UNIT: Record<string, number> = { 拾: 10, 十: 10, 佰: 100, 百: 100, 仟: 1000, 千: 1000 };
const FRACTION: Record<string, number> = { 角: 0.1, 分: 0.01 };

/** Parses 人民币壹佰贰拾叁万肆仟伍佰元整 → 1234500; returns undefined when no numeral is found. */
export function parseCapitalAmount(s: string): number | undefined {
  let total = 0;
  let section = 0;
  let digit = 0;
  let seen = false;
  for (const ch of s) {
    if (ch in DIGIT) {
      digit = DIGIT[ch] as number;
      seen = true;
    } else if (ch in SMALL_UNIT) {
      section += (digit || 1) * (SMALL_UNIT[ch] as number);
      digit = 0;
      seen = true;
    } else if (ch === "亿") {
      // 亿 scales everything read so far; 万 only the section since the last 亿.
      total = (total + section + digit) * 1e8;
      section = 0;
      digit = 0;
    } else if (ch === "万") {
      total += (section + digit) * 1e4;
      section = 0;
      digit = 0;
    } else if (ch === "元" || ch === "圆") {
      total += section + digit;
      section = 0;
      digit = 0;
    } else if (ch in FRACTION) {
      total += digit * (FRACTION[ch] as number);
      digit = 0;
    }
  }
  total += section + digit;
  return seen ? Math.round(total * 100) / 100 : undefined;
}

/** Parses a numeric amount with its unit: "1,234.5万元" → 12345000, "3312590.00" → 3312590. */
export function parseAmount(num: string, unit = "元"): number | undefined {
  const n = Number(num.replace(/[,，\s]/g, ""));
  if (!Number.isFinite(n)) return undefined;
  const mult = unit.startsWith("亿") ? 1e8 : unit.startsWith("万") ? 1e4 : 1;
  return Math.round(n * mult * 100) / 100;
}

const NUM = String.raw`(\d{1,3}(?:[,，]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const AMOUNT_RE = new RegExp(`${NUM}\\s*(亿元|万元|元|亿|万)?`);
const CAPITAL_RE = /[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元圆角分整]{2,40}/;

export interface FoundAmount {
  value: number;
  unitStated: boolean;
  isRate: boolean;
}

/**
 * Finds the first amount after a label in `s` (the text right after the label).
 * A unit stated in the label (e.g. "（万元）") applies when the number has none.
 */
export function findAmount(s: string, labelUnit?: string): FoundAmount | undefined {
  const head = s.slice(0, 80);
  const cap = CAPITAL_RE.exec(head);
  const m = AMOUNT_RE.exec(head);
  if (cap && (!m || cap.index < m.index) && /[元圆]/.test(cap[0])) {
    const v = parseCapitalAmount(cap[0]);
    if (v !== undefined) return { value: v, unitStated: true, isRate: false };
  }
  if (!m) return undefined;
  // "[2002]10号", "2025年": a document number or a year, not an amount.
  if (/^[\]〕】号年]/.test(head.slice(m.index + m[0].length))) return undefined;
  const after = head.slice(m.index + m[0].length, m.index + m[0].length + 2);
  if (after.startsWith("%") || after.startsWith("％")) {
    return { value: Number(m[1]), unitStated: true, isRate: true };
  }
  const unit = m[2] ?? labelUnit ?? "元";
  const v = parseAmount(m[1] as string, unit);
  if (v === undefined) return undefined;
  return { value: v, unitStated: Boolean(m[2] ?? labelUnit), isRate: false };
}
