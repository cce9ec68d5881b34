/**
 * A delay in hours as a reader says it: under an hour, hours up to two days, then days. The figure
 * is a median over days stated without their hour (see core/tender/coverage.ts), so whole hours
 * and whole days are all the precision it has.
 */
export function delayText(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return "—";
  if (hours < 1) return "不足 1 小时";
  if (hours < 48) return `约 ${Math.round(hours)} 小时`;
  return `约 ${Math.round(hours / 24)} 天`;
}
