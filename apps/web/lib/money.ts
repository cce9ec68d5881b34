/** One formatter for every call: building an Intl formatter per number was a visible share of a list render. */
const number = new Intl.NumberFormat("zh-CN", { maximumFractionDigits: 2 });

/** Money as Chinese notices write it: 万元 from ten thousand yuan up, else 元; two decimals at most. */
export function formatYuan(yuan: number | null | undefined): string {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return "—";
  return yuan >= 10_000 ? `${number.format(yuan / 10_000)} 万元` : `${number.format(yuan)} 元`;
}
