import { ENGINEERING_STAGES, PARTY_TYPES, PROJECT_TYPES, TIME_FILTERS } from "@portal/contract";
import { AppError, searchTenders, type TenderSearchInput, tenderRegionCounts } from "@portal/core";
import { data } from "react-router";
import { Link } from "~/components/Link";
import { LinkGroup } from "~/components/LinkGroup";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { ExportButton } from "~/components/tender/ExportButton";
import { type TenderChip, TenderChips } from "~/components/tender/TenderChips";
import { TenderList } from "~/components/tender/TenderList";
import { TenderPager } from "~/components/tender/TenderPager";
import { TenderSearchBox } from "~/components/tender/TenderSearchBox";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { shortProvinceName } from "~/lib/region-name";
import { canonicalUrl, loadTenderTdk } from "~/lib/tdk.server";
import { deepPageInput, pageOf, tenderSearchOf } from "~/lib/tender-query.server";
import { OFFSET_PAGES, TENDER_PAGE_SIZE, type TenderFilterParam, tenderHref } from "~/lib/tender-url";
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
  const page = pageOf(params, url);
  const input = tenderSearchOf(params, url);
  const reuse = { reuseMs: LIST_REUSE_MS };
  const deep = page > OFFSET_PAGES;
  let error: string | undefined;
  // The service refuses words it cannot search (too long, too many terms): the page says why,
  // keeps the filters, and answers 400.
  const search = (i: TenderSearchInput) =>
    searchTenders(ctx, i, reuse).catch((err) => {
      if (!(err instanceof AppError) || err.kind !== "Invalid") throw err;
      error = err.userMessage;
      return null;
    });
  // Deep pages count and facet the whole list from its first page (a reused search), and read
  // their own rows from their block's cursor.
  const [first, regions] = await Promise.all([search(deep ? { ...input, current: 1, after: undefined } : input), tenderRegionCounts(ctx)]);
  const pageInput = deep && first ? await deepPageInput(ctx, input, page, reuse) : input;
  const result = deep ? pageInput && (await search({ ...pageInput, facets: false })) : first;
  const place = regions.find((r) => r.code === input.province);
  const city = place?.children.find((c) => c.code === input.city);
  const tdk = await loadTenderTdk(
    context,
    city?.name ?? (place && shortProvinceName(place.name)),
    input.keyword ? `“${input.keyword}”` : undefined,
  );
  const payload = {
    input,
    page,
    blockCursor: pageInput?.after,
    records: result?.records ?? [],
    nextCursor: result?.nextCursor ?? null,
    total: first?.total ?? 0,
    totalLabel: first?.totalLabel ?? "0 条",
    facets: first?.facets,
    error,
    // Only what the filter panel shows: provinces that have announcements, and the chosen one's cities.
    provinces: regions.filter((r) => r.count > 0).map((r) => ({ code: r.code, name: shortProvinceName(r.name), count: r.count })),
    cities: place?.children ?? [],
    tdk,
    canonical: canonicalUrl(context, request),
  };
  return error ? data(payload, { status: 400 }) : payload;
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

const STAGES = Object.entries(ENGINEERING_STAGES).map(([code, s]) => [code, s.label] as const);
const TYPES = Object.entries(PROJECT_TYPES).filter(([k]) => k !== "ALL");

export default function TenderPage({ loaderData }: Route.ComponentProps) {
  const { input, provinces, cities, records, facets } = loaderData;
  const choice = (name: TenderFilterParam, current: string | undefined, value: string | undefined, label: string, count?: number) => (
    <a
      key={value ?? "all"}
      href={tenderHref(input, { [name]: value })}
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
      <TenderSearchBox key={`${input.keyword ?? ""}|${input.scope ?? ""}`} input={input} error={loaderData.error} />
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
            {STAGES.map(([code, label]) => choice("stage", input.stage, code, label, facets?.stage[code]))}
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
            {Object.entries(TIME_FILTERS).map(([k, label]) => choice("time", input.time, k === "ALL" ? undefined : k, label))}
          </div>
        </div>
        <TenderChips chips={chipsOf(input, provinces, cities)} clearHref={input.category ? `/tender/${input.category}` : "/tender"} />
      </LinkGroup>
      <div className="tender-count-row">
        <p className="tender-count" aria-live="polite">
          共找到 <b>{loaderData.totalLabel.replace(/ 条$/, "")}</b> 条{input.keyword ? `与“${input.keyword}”有关的` : ""}公告
          {facets?.sampled ? "（各项数量按最新结果统计）" : ""}
        </p>
        {records.length > 0 && <ExportButton input={{ ...input, current: undefined, after: undefined }} total={loaderData.total} />}
      </div>
      {records.length === 0 ? (
        <EmptyState
          text={
            loaderData.page > 1 && loaderData.total > 0
              ? `第 ${loaderData.page} 页没有公告了，请回到前面的页。`
              : "没有符合条件的招标公告，换个关键词或放宽筛选条件试试。"
          }
        />
      ) : (
        <TenderList items={records} />
      )}
      <TenderPager
        input={input}
        page={loaderData.page}
        total={loaderData.total}
        blockCursor={loaderData.blockCursor}
        next={loaderData.nextCursor}
        size={TENDER_PAGE_SIZE}
      />
    </PageFrame>
  );
}

/** The filters in force as removable chips, in the panel's order. */
function chipsOf(input: TenderSearchInput, provinces: { code: string; name: string }[], cities: { code: string; name: string }[]): TenderChip[] {
  const chips: TenderChip[] = [];
  const add = (name: string, value: string | undefined, param: TenderFilterParam, alsoDrop: TenderFilterParam[] = []) => {
    if (!value) return;
    const drop = Object.fromEntries([param, ...alsoDrop].map((p) => [p, undefined]));
    chips.push({ name, value, removeHref: tenderHref(input, drop) });
  };
  add("关键词", input.keyword, "q", ["scope"]);
  add("范围", input.scope && input.scope !== "all" ? SCOPE_LABELS[input.scope] : undefined, "scope");
  add("地区", input.province && (provinces.find((p) => p.code === input.province)?.name ?? input.province), "province", ["city"]);
  add("城市", input.city && (cities.find((c) => c.code === input.city)?.name ?? input.city), "city");
  add("阶段", input.stage && ENGINEERING_STAGES[input.stage as keyof typeof ENGINEERING_STAGES]?.label, "stage");
  add("类型", input.projectType && PROJECT_TYPES[input.projectType as keyof typeof PROJECT_TYPES], "type");
  add("主体", input.partyType && PARTY_TYPES[input.partyType as keyof typeof PARTY_TYPES], "party");
  add("时间", input.time && TIME_FILTERS[input.time], "time");
  const wan = (yuan: number) => `${Number((yuan / 10_000).toFixed(2))} 万元`;
  const { minAmount: min, maxAmount: max } = input;
  const amount =
    min !== undefined && max !== undefined ? `${wan(min)}–${wan(max)}` : min !== undefined ? `≥ ${wan(min)}` : max !== undefined ? `≤ ${wan(max)}` : undefined;
  add("金额", amount, "min", ["max"]);
  return chips;
}

const SCOPE_LABELS = { title: "标题", buyer: "招标人", winner: "中标人" } as const;
