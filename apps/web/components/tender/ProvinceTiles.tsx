import { Link } from "~/components/Link";

/**
 * Every province-level division as a tile in roughly its place on the map of China (a tile-grid
 * map: no boundaries are drawn, so no map-approval question arises), shaded by its number of
 * announcements; each tile opens the tender list of that province.
 */
const TILES: [code: string, short: string, x: number, y: number][] = [
  ["230000", "黑龙江", 8, 0],
  ["650000", "新疆", 1, 1],
  ["150000", "内蒙古", 5, 1],
  ["220000", "吉林", 8, 1],
  ["620000", "甘肃", 3, 2],
  ["640000", "宁夏", 4, 2],
  ["140000", "山西", 5, 2],
  ["130000", "河北", 6, 2],
  ["110000", "北京", 7, 2],
  ["210000", "辽宁", 8, 2],
  ["540000", "西藏", 1, 3],
  ["630000", "青海", 2, 3],
  ["610000", "陕西", 4, 3],
  ["410000", "河南", 5, 3],
  ["370000", "山东", 6, 3],
  ["120000", "天津", 7, 3],
  ["510000", "四川", 3, 4],
  ["500000", "重庆", 4, 4],
  ["420000", "湖北", 5, 4],
  ["340000", "安徽", 6, 4],
  ["320000", "江苏", 7, 4],
  ["530000", "云南", 3, 5],
  ["520000", "贵州", 4, 5],
  ["430000", "湖南", 5, 5],
  ["360000", "江西", 6, 5],
  ["330000", "浙江", 7, 5],
  ["310000", "上海", 8, 5],
  ["450000", "广西", 4, 6],
  ["440000", "广东", 5, 6],
  ["350000", "福建", 6, 6],
  ["710000", "台湾", 8, 6],
  ["820000", "澳门", 4, 7],
  ["810000", "香港", 5, 7],
  ["460000", "海南", 4, 8],
];

export function ProvinceTiles({ counts }: { counts: { code: string; count: number }[] }) {
  const byCode = new Map(counts.map((c) => [c.code, c.count]));
  const max = Math.max(1, ...counts.map((c) => c.count));
  return (
    <ul className="province-tiles" aria-label="各省公告数">
      {TILES.map(([code, short, x, y]) => {
        const n = byCode.get(code) ?? 0;
        // Square-root scale: a few busy provinces must not wash out the rest.
        const level = n ? 0.15 + 0.85 * Math.sqrt(n / max) : 0;
        return (
          <Link
            key={code}
            role="listitem"
            to={`/tender?province=${code}`}
            className="province-tile"
            style={{
              gridColumn: x + 1,
              gridRow: y + 1,
              background: n ? `rgba(20, 86, 240, ${level.toFixed(2)})` : "#f1f5f9",
              color: level > 0.5 ? "#fff" : "inherit",
            }}
            title={`${short}：${n ? `${n.toLocaleString("zh-CN")} 条` : "暂无数据"}`}
          >
            <b>{short}</b>
            <span>{n ? n.toLocaleString("zh-CN") : "—"}</span>
          </Link>
        );
      })}
    </ul>
  );
}
