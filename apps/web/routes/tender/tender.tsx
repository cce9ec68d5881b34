import { AppError, searchTenders, type TenderSearchInput, tenderRegionCounts } from "@portal/core";
import { data } from "react-router";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { ExportButton } from "~/features/tender/ExportButton";
import { SubscribeSearchButton } from "~/features/tender/SubscribeSearchButton";
import { TenderList, tenderRow } from "~/features/tender/TenderList";
import { TenderPager } from "~/features/tender/TenderPager";
import { TenderSearchBox } from "~/features/tender/TenderSearchBox";
import { chipsOf, facetNote, filterPanelHtml, filterRows, tenderPaging } from "~/features/tender/tender-panel.server";
import { deepPageInput, pageOf, tenderSearchOf } from "~/features/tender/tender-query.server";
import { OFFSET_PAGES, TENDER_PAGE_SIZE, tenderFilterValues, tenderListPath } from "~/features/tender/tender-url";
import { appContext } from "~/lib/app-context";
import { demoVolumeNote } from "~/lib/demo-volume.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { shortProvinceName } from "~/lib/region-name";
import { canonicalUrl, loadTenderTdk } from "~/lib/tdk.server";
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
  // Only what the filter panel shows: provinces that have announcements, and the chosen one's cities;
  // their counts are the query's (facets), not these.
  const provinces = regions.filter((r) => r.count > 0).map((r) => ({ code: r.code, name: shortProvinceName(r.name) }));
  const cities = place?.children ?? [];
  const total = first?.total ?? 0;
  const values = tenderFilterValues(input);
  const action = tenderListPath(input);
  const payload = {
    input,
    search: {
      action,
      keyword: input.keyword ?? "",
      scope: values.scope ?? "",
      carried: Object.entries(values).filter(([name]) => name !== "q" && name !== "scope"),
    },
    // Markup, not rows: ~60 links rendered and serialised one prop at a time were a quarter of the page's render (ADR 0042).
    filtersHtml: filterPanelHtml(filterRows(input, provinces, cities, first?.facets), chipsOf(input, provinces, cities), action),
    paging: tenderPaging(input, page, total, TENDER_PAGE_SIZE, pageInput?.after, result?.nextCursor ?? null),
    // Worded here, not in the page's script (the list page's start-up JavaScript budget).
    emptyText:
      page > 1 && total > 0 ? `第 ${page} 页没有公告了，请回到前面的页。` : "没有符合条件的招标公告，换个关键词或放宽筛选条件试试。",
    // Only what a row shows (the page's data is serialised for hydration on every render).
    records: (result?.records ?? []).map(tenderRow),
    total,
    totalLabel: first?.totalLabel ?? "0 条",
    facetNote: facetNote(first?.facets),
    demoNote: demoVolumeNote()?.long ?? null,
    error,
    tdk,
    canonical: canonicalUrl(context, request),
  };
  return error ? data(payload, { status: 400 }) : payload;
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function TenderPage({ loaderData }: Route.ComponentProps) {
  const { input, records, search } = loaderData;
  return (
    <PageFrame
      title="招标信息"
      crumbs={[{ name: "招标信息", path: "/tender" }]}
      extra={
        <span className="page-extra-links">
          <Link to="/tender/renewals">即将到期</Link>
          <Link to="/tender/sources">数据来源与时效</Link>
          <Link to="/tender/stats">数据统计 →</Link>
        </span>
      }
    >
      <TenderSearchBox key={`${search.keyword}|${search.scope}`} {...search} error={loaderData.error} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: written by lib/markup.server.ts, which escapes every value. */}
      <div className="tender-filters" dangerouslySetInnerHTML={{ __html: loaderData.filtersHtml }} />
      {loaderData.demoNote && (
        <p className="tender-demo-note" role="status">
          {loaderData.demoNote}
        </p>
      )}
      <div className="tender-count-row">
        <p className="tender-count" aria-live="polite">
          共找到 <b>{loaderData.totalLabel.replace(/ 条$/, "")}</b> 条{input.keyword ? `与“${input.keyword}”有关的` : ""}公告
          {loaderData.facetNote}
        </p>
        <div className="tender-actions">
          {(input.keyword || input.province) && <SubscribeSearchButton input={input} />}
          {records.length > 0 && <ExportButton input={{ ...input, current: undefined, after: undefined }} total={loaderData.total} />}
        </div>
      </div>
      {records.length === 0 ? <EmptyState text={loaderData.emptyText} /> : <TenderList items={records} />}
      <TenderPager paging={loaderData.paging} />
    </PageFrame>
  );
}
