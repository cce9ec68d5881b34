import type { TenderStatistics } from "@portal/core";
import { Link } from "~/components/Link";

type Stats = TenderStatistics["discount"];
type Group = Stats["overall"];

const pct = (v: number | null) => (v === null ? "—" : `${(v * 100).toFixed(1)}%`);
/**
 * The track's end: the highest 上四分位 of the page rounded up to the next 10 % (at most 60 %, the
 * range the quartiles are taken over), so bars of typical 5–15 % discounts are not squeezed into a
 * corner; every table of the page shares it, so bars compare across tables.
 */
function trackEnd(d: Stats): number {
  const top = Math.max(0, ...[d.overall, ...d.byProvince, ...d.byProjectType, ...d.byBuyer, ...d.byMonth].map((g) => g.q3 ?? 0));
  return Math.min(0.6, Math.max(0.1, Math.ceil(top * 10) / 10));
}

/** The middle half (下四分位 to 上四分位) as a bar on a 0–`end` track, the median as a tick. */
function Spread({ g, end }: { g: Group; end: number }) {
  if (g.q1 === null || g.q3 === null || g.median === null) return null;
  const at = (v: number) => `${(Math.min(end, Math.max(0, v)) / end) * 100}%`;
  return (
    <span className="spread" aria-hidden="true">
      <span className="spread-box" style={{ left: at(g.q1), width: `calc(${at(g.q3)} - ${at(g.q1)})` }} />
      <span className="spread-median" style={{ left: at(g.median) }} />
    </span>
  );
}

function GroupTable({ caption, groups, end, link }: { caption: string; groups: Group[]; end: number; link?: (g: Group) => string }) {
  return (
    <table className="discount-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{caption.replace(/^按/, "")}</th>
          <th scope="col">结果数</th>
          <th scope="col">下四分位</th>
          <th scope="col">中位数</th>
          <th scope="col">上四分位</th>
          <th scope="col" className="spread-head">
            中间一半（0–{Math.round(end * 100)}%）
          </th>
          <th scope="col">异常值</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={g.key}>
            <th scope="row">{link ? <Link to={link(g)}>{g.label}</Link> : g.label}</th>
            <td>{g.samples}</td>
            <td>{pct(g.q1)}</td>
            <td>
              <b>{pct(g.median)}</b>
            </td>
            <td>{pct(g.q3)}</td>
            <td>
              <Spread g={g} end={end} />
            </td>
            <td className={g.outliers ? "outlier-count" : undefined}>{g.outliers || "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 中标下浮率 on /tender/stats: the national median and quartiles, the same by province, project
 * type, buyer and month, and the outliers set aside, counted and listed (never silently dropped).
 */
export function DiscountStats({ d }: { d: Stats }) {
  const o = d.overall;
  if (o.samples + o.outliers === 0) {
    return <p className="muted">还没有同时载明中标金额和最高限价（或预算）的交易结果公示，暂不统计。</p>;
  }
  const end = trackEnd(d);
  const sections: [string, Group[], ((g: Group) => string)?][] = [
    ["按地区", d.byProvince, (g) => `/tender?province=${g.key}&stage=0104`],
    ["按项目类型", d.byProjectType, (g) => `/tender?type=${g.key}&stage=0104`],
    ["按招标人（结果最多的 10 个）", d.byBuyer, (g) => `/tender/org/${g.key}`],
    ["按月份", d.byMonth],
  ];
  return (
    <div className="discount-stats">
      <p className="discount-summary">
        全国 <b>{o.samples.toLocaleString("zh-CN")}</b> 个交易结果公示：下浮率中位数 <b>{pct(o.median)}</b>，中间一半在 <b>{pct(o.q1)}</b>{" "}
        至 <b>{pct(o.q3)}</b> 之间。
        {o.outliers > 0 && (
          <>
            另有 <b className="outlier-count">{o.outliers.toLocaleString("zh-CN")}</b> 个异常值（中标金额高于限价，或下浮超过
            60%，多为标段金额与整个项目限价相比）单独计数，未计入中位数和四分位。
          </>
        )}
      </p>
      <p className="muted small">
        下浮率 = 1 − 中标金额 ÷ 最高限价；结果公示未载明最高限价时，取同一项目其他公告（如招标公告）的最高限价，仍没有时取预算金额。
      </p>
      {sections.map(([caption, groups, link], i) => (
        <details key={caption} open={i === 0}>
          <summary>{caption}</summary>
          {groups.length ? <GroupTable caption={caption} groups={groups} end={end} link={link} /> : <p className="muted">暂无数据。</p>}
        </details>
      ))}
      {d.outlierNotices.length > 0 && (
        <details>
          <summary>异常值（最新 {d.outlierNotices.length} 条）</summary>
          <ul className="outlier-list">
            {d.outlierNotices.map((n) => (
              <li key={n.id}>
                {/* The detail address written out (see features/tender/tender-path.ts): importing it costs this page a script chunk. */}
                <Link to={`/tender/detail/${n.id}/${n.category}/${n.stage ?? "0100"}`}>{n.title}</Link>{" "}
                <span className="outlier-count">下浮率 {pct(n.discount)}</span> <span className="muted">{n.publishedOn}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
