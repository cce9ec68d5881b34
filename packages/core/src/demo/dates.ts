/**
 * Demo content is dated relative to the first start: a fixed set of items keeps its own spacing
 * and weekdays and is moved by whole weeks, so that its newest item falls within the 7 days up to
 * now. A new install never looks months old.
 */

const DAY = 86_400_000;

/** Days, a multiple of 7 (negative: back), that move `newest` into the 7 days up to `now` (both ms). */
export function weeksToNow(newest: number, now: number): number {
  return Math.floor((now - newest) / (7 * DAY)) * 7;
}

/** YYYY-MM-DD plus `days`. */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(ymd) + days * DAY).toISOString().slice(0, 10);
}

// Full dates as notices write them: 2025年6月3日 (also split over lines, as some pages store
// them), 2025-06-03, 2025/06/03, 2025.06.03. Year-only and month-day mentions are not dates here.
const CN_DATE = /(?<!\d)(\d{4})(\s*年\s*)(\d{1,2})(\s*月\s*)(\d{1,2})(?=\s*日)/g;
const SEP_DATE = /(?<![\dA-Za-z])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/g;

/** YYYY-MM-DD of a written date, or undefined when it is not a real day of 1990–2099. */
function ymd(y: string, m: string, d: string): string | undefined {
  const iso = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const t = Date.parse(iso);
  return y >= "1990" && y <= "2099" && !Number.isNaN(t) && new Date(t).toISOString().startsWith(iso) ? iso : undefined;
}

/** Every full date of a text, in order: where it starts and the day it names. */
export function datesIn(text: string): { at: number; day: string }[] {
  const found: { at: number; day: string }[] = [];
  for (const m of text.matchAll(CN_DATE)) {
    const day = ymd(m[1], m[3], m[5]);
    if (day) found.push({ at: m.index ?? 0, day });
  }
  for (const m of text.matchAll(SEP_DATE)) {
    const day = ymd(m[1], m[3], m[4]);
    if (day) found.push({ at: m.index ?? 0, day });
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * The publish date of a notice that comes without one: the date in its head (中国政府采购网 pages
 * open with "2026年08月05日 15:40 来源：…" under the title), else its first date.
 */
export function publishedIn(text: string): string | undefined {
  const dates = datesIn(text);
  const head = text.split("\n", 3).join("\n").length;
  return (dates.find((d) => d.at < head) ?? dates[0])?.day;
}

/** The text with every full date moved by `days`, written as before (padding and separators kept). */
export function shiftDates(text: string, days: number): string {
  if (days === 0) return text;
  const moved = (y: string, m: string, d: string) => {
    const day = ymd(y, m, d);
    if (!day) return undefined;
    const [yy, mm, dd] = addDays(day, days).split("-");
    const as = (v: string, like: string) => (like.length === 2 ? v : String(Number(v)));
    return { y: yy, m: as(mm, m), d: as(dd, d) };
  };
  return text
    .replace(CN_DATE, (all, y, s1, m, s2, d) => {
      const n = moved(y, m, d);
      return n ? `${n.y}${s1}${n.m}${s2}${n.d}` : all;
    })
    .replace(SEP_DATE, (all, y, sep, m, d) => {
      const n = moved(y, m, d);
      return n ? `${n.y}${sep}${n.m}${sep}${n.d}` : all;
    });
}
