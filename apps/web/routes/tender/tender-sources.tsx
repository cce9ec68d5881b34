import { type SourceCoverage, tenderCoverage } from "@portal/core";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { appContext } from "~/lib/app-context";
import { delayText } from "~/lib/delay-text";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTenderTdk, titleWithSiteName } from "~/lib/tdk.server";
import type { Route } from "./+types/tender-sources";

export const handle: RouteHandle = { topBar: "information", infoTab: "tender" };
export const headers = publicPageHeaders;

/** /tender/sources: every source the notices come from, how complete and how fresh it is (issue 33, item 6). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [coverage, tdk] = await Promise.all([tenderCoverage(context.get(appContext).ctx), loadTenderTdk(context)]);
  const total = coverage.sources.reduce((n, s) => n + s.notices, 0);
  tdk.title = titleWithSiteName(tdk.title, "数据来源与时效");
  tdk.keywords = "招标数据来源,招标公告覆盖,数据更新时效,收录延迟,采集状态";
  tdk.description = `本站招标公告来自 ${coverage.sources.length} 个来源，共 ${total.toLocaleString("zh-CN")} 条，今日新增 ${coverage.todayNew} 条：各来源的公告数、最早与最新公告、最近成功采集时间、收录延迟中位数和近 7 天采集失败次数。`;
  return { coverage, total, tdk, canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

/** "2025-03-06 13:00:00" → "2025-03-06 13:00": seconds say nothing here. */
const minute = (at: string) => at.slice(0, 16);

function SourceName({ s }: { s: SourceCoverage }) {
  const others = s.kind !== "crawl" && s.sites.length > 0;
  return (
    <>
      <span className="source-name">{s.name}</span>
      {!s.enabled && <span className="status-tag">已停用</span>}
      {s.kind === "crawl" && s.sites[0] && s.sites[0].name !== s.name && <div className="muted small">{s.sites[0].name}</div>}
      {others && (
        <div className="muted small">
          {s.siteCount > s.sites.length ? `原发布网站（共 ${s.siteCount} 个）：` : "原发布网站："}
          {s.sites.map((x) => `${x.name}（${x.count.toLocaleString("zh-CN")} 条）`).join("、")}
          {s.siteCount > s.sites.length ? " 等" : ""}
        </div>
      )}
    </>
  );
}

function Failures({ s }: { s: SourceCoverage }) {
  if (!s.runs7d) return <span className="muted">不适用</span>;
  const { total, failed, partial } = s.runs7d;
  if (total === 0) return <span className="muted">近 7 天未采集</span>;
  return (
    <>
      <span className={failed > 0 ? "source-failed" : undefined}>{failed} 次</span>
      <div className="muted small">
        共采集 {total} 次{partial > 0 ? `，部分失败 ${partial} 次` : ""}
      </div>
    </>
  );
}

export default function TenderSources({ loaderData }: Route.ComponentProps) {
  const { coverage, total } = loaderData;
  return (
    <PageFrame
      title="数据来源与时效"
      crumbs={[{ name: "招标信息", path: "/tender" }, { name: "数据来源与时效" }]}
      extra={
        <span className="muted">
          共 {total.toLocaleString("zh-CN")} 条公告，今日新增 {coverage.todayNew.toLocaleString("zh-CN")} 条
        </span>
      }
    >
      <p className="contract-lead">
        本站的招标公告从下列来源收录。表中每个数字都由本站的采集记录和公告库直接算出，没有估算或补齐；撤下的公告不计入。 另见{" "}
        <Link to="/tender/stats">招标数据统计</Link>。
      </p>
      {coverage.sources.length === 0 ? (
        <EmptyState text="暂无公告来源" />
      ) : (
        <div className="sources-scroll">
          <table className="sources-table">
            <thead>
              <tr>
                <th scope="col">来源</th>
                <th scope="col">公告数</th>
                <th scope="col">最早公告</th>
                <th scope="col">最新公告</th>
                <th scope="col">最近成功采集</th>
                <th scope="col">收录延迟（中位数）</th>
                <th scope="col">近 7 天失败</th>
              </tr>
            </thead>
            <tbody>
              {coverage.sources.map((s) => (
                <tr key={s.key}>
                  <th scope="row">
                    <SourceName s={s} />
                  </th>
                  <td className="num">{s.notices.toLocaleString("zh-CN")}</td>
                  <td>{s.firstPublishedOn ?? "—"}</td>
                  <td>{s.latestPublishedOn ?? "—"}</td>
                  <td>{s.kind !== "crawl" ? <span className="muted">不适用</span> : s.lastSuccessAt ? minute(s.lastSuccessAt) : "尚无"}</td>
                  <td>
                    {s.medianDelayHours === null ? (
                      <span className="muted">近 7 天无新增</span>
                    ) : (
                      <>
                        {delayText(s.medianDelayHours)}
                        <div className="muted small">近 7 天 {s.delaySamples.toLocaleString("zh-CN")} 条</div>
                      </>
                    )}
                  </td>
                  <td>
                    <Failures s={s} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="sources-notes">
        <dt>来源</dt>
        <dd>
          本站自动采集的网站逐一列出；其余公告按进入本站的方式归为“文件导入”（批量导入的公告文件，附原发布网站）、“人工录入”（工作人员录入）和“演示数据”（演示用的生成数据）。
        </dd>
        <dt>公告数</dt>
        <dd>该来源目前在本站公开的公告条数。</dd>
        <dt>最早公告 / 最新公告</dt>
        <dd>该来源公告中最早和最新的发布日期（以公告所载日期为准）。</dd>
        <dt>最近成功采集</dt>
        <dd>最近一次能读取该网站的采集的完成时间（北京时间），含部分公告失败的采集；文件导入等不经采集的来源不适用。</dd>
        <dt>收录延迟</dt>
        <dd>近 7 天收录的公告，从发布当日零点（北京时间）到出现在本站所用时间的中位数；公告只写日期不写时刻，实际延迟通常更短。</dd>
        <dt>近 7 天失败</dt>
        <dd>近 7 天内完全无法读取该网站的采集次数；“部分失败”指读到了列表、但有个别公告读取或保存失败。</dd>
      </dl>
      <p className="muted small">
        公告数与日期每 10 分钟更新，采集状态、收录延迟与今日新增每分钟更新；以上每分钟更新的数字读取于 {minute(coverage.asOf)}（北京时间）。
      </p>
    </PageFrame>
  );
}
