/** 广西壮族自治区 → 广西, 湖北省 → 湖北: the short names filter panels and charts show. */
export function shortProvinceName(name: string): string {
  return name.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, "");
}
