import { ENGINEERING_STAGES, PROJECT_TYPES, TIME_FILTERS } from "@portal/contract";
import { searchTenders, tenderRegionCounts } from "@portal/core";
import { Form } from "react-router";
import { Link } from "~/components/Link";
import { LinkGroup } from "~/components/LinkGroup";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { ExportButton } from "~/components/tender/ExportButton";
import { TenderList } from "~/components/tender/TenderList";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { shortProvinceName } from "~/lib/region-name";
import { canonicalUrl, loadTenderTdk } from "~/lib/tdk.server";
import { tenderSearchOf } from "~/lib/tender-query.server";
import type { Route } from "./+types/tender";

export const handle: RouteHandle = { topBar: "information", infoTab: "tender" };
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;

/**
 * A list page may show a search made up to 20 s before (new announcements still appear within a
 * minute, like the anonymous page cache): the morning's common lists are searched once per 20 s,
 * not once per visitor. The list API always searches afresh.
 */
const LIST_REUSE_MS = 20_000;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const url = new URL(request.url);
  const input = tenderSearchOf(params, url);
  const [result, regions] = await Promise.all([searchTenders(ctx, input, { reuseMs: LIST_REUSE_MS }), tenderRegionCounts(ctx)]);
  const place = regions.find((r) => r.code === input.province);
  const city = place?.children.find((c) => c.code === input.city);
  const tdk = await loadTenderTdk(
    context,
    city?.name ?? (place && shortProvinceName(place.name)),
    input.keyword ? `“${input.keyword}”` : undefined,
  );
  return {
    input,
    result,
    // Only what the filter panel shows: provinces that have announcements, and the chosen one's cities.
    provinces: regions.filter((r) => r.count > 0).map((r) => ({ code: r.code, name: shortProvinceName(r.name), count: r.count })),
    cities: place?.children ?? [],
    query: url.search,
    tdk,
    canonical: canonicalUrl(context, request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

const STAGES = Object.entries(ENGINEERING_STAGES).map(([code, s]) => [code, s.label] as const);
const TYPES = Object.entries(PROJECT_TYPES).filter(([k]) => k !== "ALL");

export default function TenderPage({ loaderData }: Route.ComponentProps) {
  const { input, result, provinces, cities } = loaderData;
  // Links keep every other filter and start again at page 1.
  const withParam = (name: string, value: string | undefined) => {
    const q = new URLSearchParams(loaderData.query);
    q.delete("after");
    if (value) q.set(name, value);
    else q.delete(name);
    if (name === "province") q.delete("city");
    const s = q.toString();
    return `/tender${s ? `?${s}` : ""}`;
  };
  const choice = (name: string, current: string | undefined, value: string | undefined, label: string, count?: number) => (
    <a
      key={value ?? "all"}
      href={withParam(name, value)}
      data-discover="true"
      className={current === value ? "active" : undefined}
      aria-current={current === value ? "true" : undefined}
    >
      {label}
      {count !== undefined && count > 0 && <span className="muted"> {count}</span>}
    </a>
  );
  return (
    <PageFrame title="招标信息" crumbs={[{ name: "招标信息", path: "/tender" }]} extra={<Link to="/tender/stats">数据统计 →</Link>}>
      <Form method="get" action="/tender" className="tender-search" role="search">
        <input
          type="search"
          name="q"
          defaultValue={input.keyword ?? ""}
          maxLength={30}
          placeholder="输入项目名称、招标人、中标人等关键词"
          aria-label="关键词"
        />
        <select name="scope" defaultValue={input.scope ?? ""} aria-label="搜索范围">
          <option value="">全文</option>
          <option value="title">标题</option>
          <option value="buyer">招标人</option>
          <option value="winner">中标人</option>
        </select>
        {input.province && <input type="hidden" name="province" value={input.province} />}
        {input.stage && <input type="hidden" name="stage" value={input.stage} />}
        {input.time && <input type="hidden" name="time" value={input.time} />}
        <button type="submit">搜索</button>
      </Form>
      <LinkGroup className="tender-filters">
        <div className="filter-row">
          <span className="filter-label">地区</span>
          <div className="filter-options">
            {choice("province", input.province, undefined, "全国")}
            {provinces.map((r) => choice("province", input.province, r.code, r.name, r.count))}
          </div>
        </div>
        {cities.length > 0 && (
          <div className="filter-row">
            <span className="filter-label">城市</span>
            <div className="filter-options">
              {choice("city", input.city, undefined, "全部")}
              {cities.map((c) => choice("city", input.city, c.code, c.name, c.count))}
            </div>
          </div>
        )}
        <div className="filter-row">
          <span className="filter-label">阶段</span>
          <div className="filter-options">
            {choice("stage", input.stage, undefined, "全部")}
            {STAGES.map(([code, label]) => choice("stage", input.stage, code, label, result.facets?.stage[code]))}
          </div>
        </div>
        <div className="filter-row">
          <span className="filter-label">类型</span>
          <div className="filter-options">
            {choice("type", input.projectType, undefined, "全部")}
            {TYPES.map(([k, label]) => choice("type", input.projectType, k, label))}
          </div>
        </div>
        <div className="filter-row">
          <span className="filter-label">时间</span>
          <div className="filter-options">
            {Object.entries(TIME_FILTERS).map(([k, label]) => choice("time", input.time ?? "ALL", k === "ALL" ? undefined : k, label))}
          </div>
        </div>
      </LinkGroup>
      <div className="tender-count-row">
        <p className="tender-count" aria-live="polite">
          共找到 <b>{result.totalLabel.replace(/ 条$/, "")}</b> 条{input.keyword ? `与“${input.keyword}”有关的` : ""}公告
          {result.facets?.sampled ? "（各项数量按最新结果统计）" : ""}
        </p>
        {result.records.length > 0 && <ExportButton input={input} total={result.total} />}
      </div>
      {result.records.length === 0 ? (
        <EmptyState text="没有符合条件的招标公告，换个关键词或放宽筛选条件试试。" />
      ) : (
        <TenderList items={result.records} />
      )}
      <TenderPager current={result.current} next={result.nextCursor} query={loaderData.query} />
    </PageFrame>
  );
}

/** Numbered pages for the first ten; beyond them "下一页" follows the keyset cursor. */
function TenderPager({ current, next, query }: { current: number; next: string | null; query: string }) {
  const href = (page: number, after?: string) => {
    const q = new URLSearchParams(query);
    q.delete("after");
    if (after) q.set("after", after);
    const s = q.toString();
    return `/tender/ALL/0/${page}${s ? `?${s}` : ""}`;
  };
  if (current === 1 && !next) return null;
  return (
    <nav className="pager" aria-label="分页">
      {current > 1 && (
        <Link to={href(current - 1)} rel="prev">
          上一页
        </Link>
      )}
      <span className="pager-current">第 {current} 页</span>
      {next && (
        <Link to={current < 10 ? href(current + 1) : href(10, next)} rel="next">
          下一页
        </Link>
      )}
    </nav>
  );
}
