import type { TimeFilter } from "./enums";

const DAYS: Record<Exclude<TimeFilter, "ALL">, number> = {
  THREEDAY: 3,
  ONEWEEK: 7,
  ONEMONTH: 30,
  THREEMONTH: 90,
  ONEYEAR: 365,
};

function ymd(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * SPEC §3: each time filter yields a start and end date formatted YYYY-MM-DD (end = today).
 * Dates are computed in China time (UTC+8) because that is the day a Chinese user sees.
 */
export function timeFilterRange(filter: TimeFilter, now: Date): { start: string; end: string } | null {
  if (filter === "ALL") return null;
  const china = new Date(now.getTime() + 8 * 3600_000);
  const start = new Date(china.getTime() - DAYS[filter] * 86400_000);
  return { start: ymd(start), end: ymd(china) };
}
