/** Money as Chinese notices write it: 万元 from ten thousand yuan up, else 元; two decimals at most. */
export function formatYuan(yuan: number | null | undefined): string {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return "—";
  const fmt = (n: number) => n.toLocaleString("zh-CN", { maximumFractionDigits: 2 });
  return yuan >= 10_000 ? `${fmt(yuan / 10_000)} 万元` : `${fmt(yuan)} 元`;
}
