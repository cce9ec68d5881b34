import type { TenderSearchInput } from "@portal/core";

/**
 * The tender list's whole state as an address (issue 32): every filter, the words and the page,
 * so a list can be shared, reloaded and walked back and forward exactly. The loader reads it back
 * with tenderSearchOf (tender-query.server.ts); nothing else (no `_routes` of a data request) is
 * carried over.
 */

/** Query-string names of the list's filters, in the order addresses are written. */
export const TENDER_FILTER_PARAMS = ["q", "scope", "province", "city", "stage", "type", "party", "time", "min", "max"] as const;
export type TenderFilterParam = (typeof TENDER_FILTER_PARAMS)[number];

/** Pages 1–10 are numbered in the path; deeper pages hang on the cursor of every tenth page's end. */
export const OFFSET_PAGES = 10;
export const TENDER_PAGE_SIZE = 20;
/** The deepest page the list offers: 1,000 results, as far as anyone reads a list. */
export const PAGE_MAX = 50;

const wan = (yuan: number | undefined) => (yuan === undefined ? undefined : String(Number((yuan / 10_000).toFixed(2))));

/** The filters' values as the address writes them (amounts in 万元). */
export function tenderFilterValues(input: TenderSearchInput): Partial<Record<TenderFilterParam, string>> {
  const v: Partial<Record<TenderFilterParam, string | undefined>> = {
    q: input.keyword,
    scope: input.scope && input.scope !== "all" ? input.scope : undefined,
    province: input.province,
    city: input.city,
    stage: input.stage,
    type: input.projectType,
    party: input.partyType,
    time: input.time && input.time !== "ALL" ? input.time : undefined,
    min: wan(input.minAmount),
    max: wan(input.maxAmount),
  };
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x)) as Partial<Record<TenderFilterParam, string>>;
}

/** The list's own address, without filters: the whole list or one category's. */
export const tenderListPath = (input: Pick<TenderSearchInput, "category">) => (input.category ? `/tender/${input.category}` : "/tender");

/**
 * The list's address with `changes` applied (undefined removes a filter); a new filter starts again
 * at page 1. A new province drops the city of the old one.
 */
export function tenderHref(
  input: TenderSearchInput,
  changes: Partial<Record<TenderFilterParam, string | undefined>> = {},
  paging: { page?: number; after?: string } = {},
): string {
  return tenderHrefs(input)(changes, paging);
}

/**
 * tenderHref for many links of one list (the filter panel writes ~80 per page, issue 34): the list's
 * own values are worked out and encoded once, each link encodes only what it changes. Encoded as
 * URLSearchParams writes a query (tender-url.test.ts holds them equal).
 */
export function tenderHrefs(input: TenderSearchInput) {
  const base = tenderFilterValues(input);
  const encoded: Partial<Record<TenderFilterParam, string>> = {};
  for (const name of TENDER_FILTER_PARAMS) if (base[name]) encoded[name] = formEncode(base[name]);
  const root = tenderListPath(input);
  return (changes: Partial<Record<TenderFilterParam, string | undefined>> = {}, paging: { page?: number; after?: string } = {}) => {
    const dropCity = "province" in changes && changes.province !== input.province;
    const parts: string[] = [];
    for (const name of TENDER_FILTER_PARAMS) {
      const changed = name in changes;
      const value = changed ? changes[name] : base[name];
      if (!value || (name === "city" && dropCity)) continue;
      parts.push(`${name}=${changed ? formEncode(value) : encoded[name]}`);
    }
    const page = paging.page ?? 1;
    let path = root;
    if (page > 1 && page <= OFFSET_PAGES) path = `/tender/${input.category ?? "ALL"}/0/${page}`;
    if (page > OFFSET_PAGES) {
      parts.push(`page=${page}`);
      if (paging.after) parts.push(`after=${formEncode(paging.after)}`);
    }
    return parts.length ? `${path}?${parts.join("&")}` : path;
  };
}

/** Values written as they are (codes such as "420000" or "0103"). */
const FORM_BARE = /^[A-Za-z0-9*._-]*$/;

/** application/x-www-form-urlencoded, as URLSearchParams writes a value: space as "+", only *-._ and letters and digits bare. */
export function formEncode(value: string): string {
  if (FORM_BARE.test(value)) return value;
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}
