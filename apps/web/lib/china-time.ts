/**
 * An ISO instant as YYYY-MM-DD HH:mm in China time (UTC+8, no daylight saving): the same text on the
 * server and in any browser, whatever their time zone, so hydration never sees two different times.
 */
export function chinaMinute(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
}

/** Today's date in China (YYYY-MM-DD), whatever the browser's time zone. */
export function chinaToday(now = Date.now()): string {
  return chinaMinute(new Date(now).toISOString()).slice(0, 10);
}
