/**
 * Dates as Chinese readers see them: China time (UTC+8, no daylight saving), YYYY-MM-DD.
 * Read services return strings, never Date objects, because cached values pass through JSON
 * (the Redis cache) and must come back identical.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;

export function chinaDate(d: Date | null | undefined): string | null {
  if (!d) return null;
  return new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China calendar day (YYYY-MM-DD) begins. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The China calendar day of `d` and the instant it began. */
export function chinaDay(d: Date): { day: string; start: Date } {
  const day = chinaDate(d) as string;
  return { day, start: chinaDayStart(day) };
}

/** A calendar day (YYYY-MM-DD) `n` days later (earlier when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export function chinaDateTime(d: Date | null | undefined): string | null {
  if (!d) return null;
  return new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}
