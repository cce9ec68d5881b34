import { ENGINEERING_STAGES, PARTY_TYPES, PROJECT_TYPES, TENDER_CATEGORIES, TIME_FILTERS, type TimeFilter } from "@portal/contract";
import type { TenderSearchInput } from "@portal/core";
import { data } from "react-router";

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
  const page = params.page ? Number(params.page) : 1;
  if (!Number.isInteger(page) || page < 1 || page > 10) throw data("页面不存在", { status: 404 });
  const city = q.get("city");
  return {
    keyword: (q.get("q") ?? "").trim().slice(0, 30) || undefined,
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
    current: page,
    size: 20,
    after: q.get("after")?.slice(0, 64) || undefined,
    facets: true,
  };
}
