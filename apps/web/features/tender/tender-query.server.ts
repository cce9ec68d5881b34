import { ENGINEERING_STAGES, PARTY_TYPES, PROJECT_TYPES, TENDER_CATEGORIES, TIME_FILTERS, type TimeFilter } from "@portal/contract";
import { type Ctx, searchTenders, type TenderSearchInput } from "@portal/core";
import { data } from "react-router";
import { OFFSET_PAGES, PAGE_MAX, TENDER_PAGE_SIZE } from "./tender-url";

const pick = <T extends Record<string, unknown>>(table: T, v: string | null | undefined) =>
  v && v !== "ALL" && v in table ? (v as keyof T & string) : undefined;
const amount = (v: string | null) => (v && /^\d{1,9}(\.\d{1,2})?$/.test(v) ? Number(v) * 10_000 : undefined);

/**
 * The tender list's address → a search. Path segments follow SPEC §2 (/tender/{catNo?}/{id?}/{page?}/
 * {bidStageId?}: category, province, page, stage); everything else is in the query string, so each
 * filtered list has an address people can share and crawlers can follow. Unknown values are 404
 * in the path and ignored in the query; amounts are entered in 万元.
 */
export function tenderSearchOf(params: { catNo?: string; id?: string; page?: string; bidStageId?: string }, url: URL): TenderSearchInput {
  const q = url.searchParams;
  const category = params.catNo && params.catNo !== "ALL" ? pick(TENDER_CATEGORIES, params.catNo) : undefined;
  const stage = params.bidStageId ? pick(ENGINEERING_STAGES, params.bidStageId) : pick(ENGINEERING_STAGES, q.get("stage"));
  const province = params.id && params.id !== "0" ? params.id : (q.get("province") ?? undefined);
  if (
    (params.catNo && params.catNo !== "ALL" && !category) ||
    (params.bidStageId && !stage) ||
    (province && !/^\d{2}0000$/.test(province))
  ) {
    throw data("页面不存在", { status: 404 });
  }
  const page = pageOf(params, url);
  const city = q.get("city");
  return {
    // Longer than the service allows (100) is its Chinese error, not a silent cut; past 200 it is
    // not a query anybody typed.
    keyword: (q.get("q") ?? "").trim().slice(0, 200) || undefined,
    scope: (["title", "buyer", "winner"] as const).find((s) => s === q.get("scope")),
    category,
    stage,
    projectType: pick(PROJECT_TYPES, q.get("type")),
    partyType: pick(PARTY_TYPES, q.get("party")),
    time: (pick(TIME_FILTERS, q.get("time")) as TimeFilter | undefined) ?? undefined,
    province,
    city: city && /^\d{4}00$/.test(city) && province && city.startsWith(province.slice(0, 2)) ? city : undefined,
    minAmount: amount(q.get("min")),
    maxAmount: amount(q.get("max")),
    // Beyond page 10 the page number counts from the cursor of the last row of page 10, 20, 30…
    // (the loader finds that cursor itself when the address has none: a jump to a page).
    current: page > OFFSET_PAGES ? page - OFFSET_PAGES * Math.floor((page - 1) / OFFSET_PAGES) : page,
    size: TENDER_PAGE_SIZE,
    after: page > OFFSET_PAGES ? q.get("after")?.slice(0, 64) || undefined : undefined,
    facets: true,
  };
}

/**
 * The page asked for: 1–10 in the path (/tender/ALL/0/3), deeper ones as ?page= (a jump, or
 * 下一页 with the cursor it hangs on). Past PAGE_MAX it is the last page offered. An old
 * "?after=" without a page was the page after page 10.
 */
export function pageOf(params: { page?: string }, url: URL): number {
  if (params.page) {
    const page = Number(params.page);
    if (!Number.isInteger(page) || page < 1 || page > OFFSET_PAGES) throw data("页面不存在", { status: 404 });
    return page;
  }
  const asked = url.searchParams.get("page");
  if (asked && /^\d{1,6}$/.test(asked)) return Math.min(PAGE_MAX, Math.max(1, Number(asked)));
  return url.searchParams.get("after") ? OFFSET_PAGES + 1 : 1;
}

/**
 * A page past 10 reached without its cursor (a jump, 上一页 into an earlier block): walk the
 * list ten pages at a time to the end of the page before its block. At most PAGE_MAX / 10 − 1
 * searches, each reused by the next visitor for a few seconds. Null when the list ends before.
 */
export async function deepPageInput(
  ctx: Ctx,
  input: TenderSearchInput,
  page: number,
  reuse: { reuseMs: number },
): Promise<TenderSearchInput | null> {
  if (input.after) return input;
  let after: string | undefined;
  for (let block = 0; block < Math.floor((page - 1) / OFFSET_PAGES); block++) {
    const r = await searchTenders(ctx, { ...input, facets: false, current: OFFSET_PAGES, after }, reuse);
    if (!r.nextCursor) return null;
    after = r.nextCursor;
  }
  return { ...input, after };
}
