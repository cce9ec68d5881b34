/**
 * The value axis of a chart of ratios (中标金额 / 最高限价): from 0 in steps of 20 %, so a bar's
 * height is the ratio itself rather than its distance from a cut-off, up to 100 % or the next 20 %
 * step above a ratio over 1 (winners may bid over the maximum price).
 */
export function ratioAxis(rates: number[]) {
  return {
    type: "value",
    min: 0,
    max: Math.max(1, Math.ceil(Math.max(0, ...rates) * 5) / 5),
    interval: 0.2,
    axisLabel: { formatter: (v: number) => `${Math.round(v * 100)}%` },
  };
}
