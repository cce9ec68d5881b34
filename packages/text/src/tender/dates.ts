// Dates and times in the many Chinese forms → "YYYY-MM-DD HH:MM" or "YYYY-MM-DD".
// A year's digits may come apart where a PDF or a page broke them ("20 26 年 9 月 9 日"); so may a
// month's, a day's, an hour's or a minute's before its 月, 日, 时 or 分 ("8月1 1日", "1 4 时00分").
const DATE_RE =
  /(?<!\d)(\d ?\d ?\d ?\d)\s*[年\-/.]\s*(\d \d(?=\s*月)|\d{1,2})\s*[月\-/.]\s*(\d \d(?=\s*日)|\d{1,2})\s*日?\s*(?:[（(]?(?:星期|周)[一二三四五六日天][）)]?)?\s*(?:[（(]?北京时间[）)]?)?\s*(上午|下午|晚上|中午|早上)?\s*(?:(\d \d(?=\s*[时点])|\d{1,2})\s*(?:[:：时点])\s*(?:(\d \d(?=\s*分)|\d{1,2})\s*分?|(半))?)?/;

const pad = (n: number) => String(n).padStart(2, "0");

/** Parses the first date (with optional time) in `s`. */
export function parseDateTime(s: string): string | undefined {
  return matchDateTime(s)?.value;
}

/** The first date (with optional time) in `s`, and where its text ends. */
// "20260313 - 09:30:00": the compact form some trading centres print.
const COMPACT_RE = /(?<![\d-])((?:19|20)\d{2})(\d{2})(\d{2})(?![\d-])\s*(?:-\s*)?()(?:(\d{1,2}):(\d{2})(?::\d{2})?)?/;

// "二〇二〇年一月二日上午九时三十分": a formal notice may write the whole date in Chinese numerals.
const CN = "〇零一二三四五六七八九十";
const CN_DATE_RE = new RegExp(
  `([〇零一二三四五六七八九]{4})年([${CN}]{1,3})月([${CN}]{1,3})日\\s*(上午|下午|晚上|中午|早上)?\\s*(?:([${CN}]{1,3})[时点](?:([${CN}]{1,3})分|整)?)?`,
);

/** "二〇二〇" → "2020" digit by digit; "十二" → "12", "二十三" → "23", "零五" → "05", "两" (点) → "2". */
const digit = (c: string) => (c === "〇" || c === "零" ? 0 : c === "两" ? 2 : "一二三四五六七八九".indexOf(c) + 1);

export function cnDigits(s: string): string {
  if (!s.includes("十")) return [...s].map(digit).join("");
  const [tens, ones] = s.split("十") as [string, string];
  return String((tens ? digit(tens) : 1) * 10 + (ones ? digit(ones) : 0));
}

// "2023年3月1日上午九点三十分", "9点半": a date in figures whose time is in words.
const CN_TIME_RE = new RegExp(`^\\s*([${CN}两]{1,3})[时点](?:([${CN}]{1,3})分|(半)|整)?`);

/** The time in words right after a date in figures that has none, written into the date's match. */
function wordedTime(s: string, m: RegExpExecArray): number {
  const t = CN_TIME_RE.exec(s.slice(m.index + m[0].length));
  if (!t) return 0;
  m[5] = cnDigits(t[1] as string);
  if (t[2]) m[6] = cnDigits(t[2]);
  else if (t[3]) m[7] = t[3];
  return t[0].length;
}

function chineseDate(s: string): RegExpExecArray | null {
  if (!/[〇零]/.test(s)) return null;
  const m = CN_DATE_RE.exec(s);
  if (!m) return null;
  for (const k of [1, 2, 3, 5, 6]) if (m[k] !== undefined) m[k] = cnDigits(m[k] as string);
  return m;
}

export function matchDateTime(s: string): { value: string; end: number } | undefined {
  // The first date written, whatever its form: "20260313 - 09:30:00" before a later "2026年03月17日".
  let m: RegExpExecArray | null = null;
  for (const found of [DATE_RE.exec(s), COMPACT_RE.exec(s), chineseDate(s)]) if (found && (!m || found.index < m.index)) m = found;
  if (!m) return undefined;
  const worded = m[5] === undefined && m[3] !== undefined ? wordedTime(s, m) : 0;
  const end = m.index + (worded ? m[0].length + worded : m[0].trimEnd().length);
  const value = dateValue(m);
  return value ? { value, end } : undefined;
}

function dateValue(m: RegExpExecArray): string | undefined {
  const [y, mo, d] = [m[1], m[2], m[3]].map((g) => Number((g as string).replace(/ /g, ""))) as [number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  if (m[5] === undefined) return date;
  let h = Number(m[5].replace(" ", ""));
  const min = m[6] !== undefined ? Number(m[6].replace(" ", "")) : m[7] === "半" ? 30 : 0;
  if ((m[4] === "下午" || m[4] === "晚上") && h < 12) h += 12;
  if (h > 23 || min > 59) return date;
  return `${date} ${pad(h)}:${pad(min)}`;
}
