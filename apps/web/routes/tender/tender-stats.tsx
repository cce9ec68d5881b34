import { tenderStatistics } from "@portal/core";
import { EChart } from "~/components/EChart";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { ChinaMap } from "~/features/tender/ChinaMap";
import { DiscountStats } from "~/features/tender/DiscountStats";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { shortProvinceName } from "~/lib/region-name";
import { canonicalUrl, loadTenderTdk, titleWithSiteName } from "~/lib/tdk.server";
import type { Route } from "./+types/tender-stats";

export const handle: RouteHandle = { topBar: "information", infoTab: "tender" };
export const headers = publicPageHeaders;

const BLUE = "#1456f0";

/** /tender/stats: where and what is tendered, by month, by whom, and how far winning bids fall below the maximum price. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [all, tdk] = await Promise.all([tenderStatistics(context.get(appContext).ctx), loadTenderTdk(context)]);
  // Short names and the order of the province list are settled here, not in the page's script.
  const byProvince = all.byProvince
    .map((p) => ({ ...p, short: shortProvinceName(p.name) }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  // Cities per province for the map's drill-down: only what the map and its list show.
  const cities: Record<string, { code: string; name: string; count: number; amountYuan: number }[]> = {};
  for (const c of all.byCity) {
    cities[c.province] = [...(cities[c.province] ?? []), { code: c.code, name: c.name, count: c.count, amountYuan: c.amountYuan }];
  }
  const { byCity: _cities, ...rest } = all;
  const stats = { ...rest, byProvince, cities };
  tdk.title = titleWithSiteName(tdk.title, "招标数据统计");
  tdk.description = `全国招标公告 ${stats.total.toLocaleString("zh-CN")} 条：按省份、阶段、类别和月份统计，全国地图，招标人排行，以及按地区、项目类型、招标人和月份的中标下浮率中位数与四分位。`;
  // The charts' options are plain data: built here, they travel with the page's data, not its script.
  const charts = {
    month: {
      tooltip: { trigger: "axis" },
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      xAxis: { type: "category", data: stats.byMonth.map((m) => m.month) },
      yAxis: { type: "value" },
      series: [{ type: "line", data: stats.byMonth.map((m) => m.count), smooth: true, areaStyle: { opacity: 0.12 }, color: BLUE }],
    },
    stage: {
      tooltip: { trigger: "item", formatter: "{b}：{c} 条（{d}%）" },
      series: [{ type: "pie", radius: ["40%", "70%"], data: stats.byStage.map((s) => ({ name: s.label, value: s.count })) }],
    },
  };
  return { stats, charts, tdk, canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

function DataTable({ head, rows }: { head: [string, string]; rows: [string, string | number][] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>{head[0]}</th>
          <th>{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <td>{k}</td>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 招标人排行 as a list of links with bars: each buyer's page is one click (or Tab) away, which a
 * chart's bars are not; a row of the first three names under the chart once did that job.
 */
function BuyerRanking({ buyers }: { buyers: { id: number; name: string; count: number }[] }) {
  const most = Math.max(1, ...buyers.map((b) => b.count));
  return (
    <ol className="rank-bars" aria-label="发布公告最多的招标人">
      {buyers.map((b) => (
        <li key={b.id}>
          <Link to={`/tender/org/${b.id}`} title={b.name}>
            {b.name}
          </Link>
          <span className="rank-bar" style={{ width: `${(b.count / most) * 100}%` }} aria-hidden="true" />
          <span className="rank-count">{b.count} 条</span>
        </li>
      ))}
    </ol>
  );
}

export default function TenderStats({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const options = loaderData.charts;
  return (
    <PageFrame
      title="招标数据统计"
      crumbs={[{ name: "招标信息", path: "/tender" }, { name: "数据统计" }]}
      extra={
        <span className="page-extra-links">
          <span className="muted">共 {stats.total.toLocaleString("zh-CN")} 条公告</span>
          <Link to="/tender/sources">数据来源与时效 →</Link>
        </span>
      }
    >
      <div className="stats-grid">
        <section className="stats-wide">
          <h2>各省公告数</h2>
          <ChinaMap provinces={stats.byProvince} cities={stats.cities} />
        </section>
        <section>
          <h2>近一年每月公告数</h2>
          <EChart option={options.month} label="近一年每月公告数">
            <DataTable head={["月份", "公告数"]} rows={stats.byMonth.map((m) => [m.month, m.count])} />
          </EChart>
          <h2 style={{ marginTop: 16 }}>公告阶段</h2>
          <EChart option={options.stage} height={260} label="各阶段公告数">
            <DataTable head={["阶段", "公告数"]} rows={stats.byStage.map((s) => [s.label, s.count])} />
          </EChart>
        </section>
        <section>
          <h2>招标人排行</h2>
          <BuyerRanking buyers={stats.topBuyers} />
          <h2 style={{ marginTop: 16 }}>公告类别</h2>
          <DataTable head={["类别", "公告数"]} rows={stats.byCategory.map((c) => [c.label, c.count])} />
        </section>
        <section className="stats-wide">
          <h2>中标下浮率</h2>
          <DiscountStats d={stats.discount} />
        </section>
      </div>
    </PageFrame>
  );
}
