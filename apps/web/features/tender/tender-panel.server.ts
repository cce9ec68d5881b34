import { ENGINEERING_STAGES, PARTY_TYPES, PROJECT_TYPES, TIME_FILTERS } from "@portal/contract";
import type { FacetDim, TenderFacets, TenderSearchInput } from "@portal/core";
import type { TenderPaging } from "~/features/tender/TenderPager";
import { html } from "~/lib/markup.server";
import { OFFSET_PAGES, PAGE_MAX, type TenderFilterParam, tenderFilterValues, tenderHrefs, tenderListPath } from "./tender-url";

/**
 * The list page's filter panel, chips and pager worked out on the server (issue 32): the page
 * only lays out links, so its start-up script stays within the public budget (120 KB gzip). The
 * panel's ~60 links and the chips come to the page as written markup (filterPanelHtml, ADR 0042).
 */

export interface FilterOption {
  label: string;
  href: string;
  active: boolean;
  /** "1,234", or "2,000+" when it is a lower bound (facets.ts); none when nothing matches. */
  count?: string;
}

export interface FilterRow {
  label: string;
  options: FilterOption[];
}

export interface TenderChip {
  /** What the filter is, e.g. "地区", and its value. */
  name: string;
  value: string;
  /** The list without this filter. */
  removeHref: string;
}

type Place = { code: string; name: string };

/** 12345 → "12,345" (toLocaleString's answer, without its cost: ~60 counts a list page). */
const fmt = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * A value's count under the words and every other filter (facets.ts): the value in force shows the
 * list's own total, so the row and the "共找到" line say the same.
 */
export function facetCount(facets: TenderFacets | undefined, dim: FacetDim, value: string, active: boolean): string | undefined {
  if (!facets) return undefined;
  const [n, bound] = active ? [facets.total, !facets.totalExact] : [facets[dim][value] ?? 0, facets.atLeast.includes(dim)];
  return n > 0 ? `${fmt(n)}${bound ? "+" : ""}` : undefined;
}

/** Said beside the total when some counts are lower bounds. */
export function facetNote(facets: TenderFacets | undefined): string {
  if (!facets || (facets.totalExact && facets.atLeast.length === 0)) return "";
  return "（带“+”的为至少数：结果较多，只统计了其中一部分）";
}

export function filterRows(input: TenderSearchInput, provinces: Place[], cities: Place[], facets?: TenderFacets) {
  const tenderHref = tenderHrefs(input);
  const options = (name: TenderFilterParam, current: string | undefined, all: string, list: [string, string][], dim?: FacetDim) => [
    { label: all, href: tenderHref({ [name]: undefined }), active: !current },
    ...list.map(([value, label]) => ({
      label,
      href: tenderHref({ [name]: value }),
      active: current === value,
      count: dim && facetCount(facets, dim, value, current === value),
    })),
  ];
  const rows: FilterRow[] = [
    {
      label: "地区",
      options: options(
        "province",
        input.province,
        "全国",
        provinces.map((p) => [p.code, p.name]),
        "province",
      ),
    },
  ];
  if (cities.length)
    rows.push({
      label: "城市",
      options: options(
        "city",
        input.city,
        "全部",
        cities.map((c) => [c.code, c.name]),
        "city",
      ),
    });
  rows.push(
    {
      label: "阶段",
      options: options(
        "stage",
        input.stage,
        "全部",
        Object.entries(ENGINEERING_STAGES).map(([code, s]) => [code, s.label]),
        "stage",
      ),
    },
    {
      label: "类型",
      options: options(
        "type",
        input.projectType,
        "全部",
        Object.entries(PROJECT_TYPES).filter(([k]) => k !== "ALL"),
        "projectType",
      ),
    },
    {
      label: "时间",
      options: options(
        "time",
        input.time,
        "全部",
        Object.entries(TIME_FILTERS).filter(([k]) => k !== "ALL"),
      ),
    },
  );
  return rows;
}

/**
 * The filter rows, then the filters in force as chips that each remove one (issue 32), as the
 * markup of the page (lib/app-links.ts keeps every link's click inside the app).
 */
export function filterPanelHtml(rows: FilterRow[], chips: TenderChip[], clearHref: string): string {
  const option = (o: FilterOption) =>
    html`<a href="${o.href}" data-discover="true"${o.active ? html` class="active" aria-current="true"` : ""}>${o.label}${
      o.count ? html`<span class="muted"> ${o.count}</span>` : ""
    }</a>`;
  const row = (r: FilterRow) =>
    html`<div class="filter-row"><span class="filter-label">${r.label}</span><div class="filter-options">${r.options.map(option)}</div></div>`;
  const chip = (c: TenderChip) =>
    html`<a href="${c.removeHref}" data-discover="true" class="tender-chip" title="去掉“${c.name}”条件">${c.name}：${c.value}<span class="tender-chip-x" aria-hidden="true">×</span></a>`;
  const chipRow =
    chips.length > 0 &&
    html`<nav class="tender-chips" aria-label="已选条件"><span class="filter-label">已选</span>${chips.map(chip)}${
      chips.length > 1 && html`<a href="${clearHref}" data-discover="true" class="tender-chips-clear">清除全部</a>`
    }</nav>`;
  return html`${rows.map(row)}${chipRow}`.html;
}

const SCOPE_LABELS = { title: "标题", buyer: "招标人", winner: "中标人" } as const;

/** The filters in force as removable chips, in the panel's order. */
export function chipsOf(input: TenderSearchInput, provinces: Place[], cities: Place[]): TenderChip[] {
  const chips: TenderChip[] = [];
  const tenderHref = tenderHrefs(input);
  const add = (name: string, value: string | undefined, param: TenderFilterParam, alsoDrop: TenderFilterParam[] = []) => {
    if (!value) return;
    const drop = Object.fromEntries([param, ...alsoDrop].map((p) => [p, undefined]));
    chips.push({ name, value, removeHref: tenderHref(drop) });
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
    min !== undefined && max !== undefined
      ? `${wan(min)}–${wan(max)}`
      : min !== undefined
        ? `≥ ${wan(min)}`
        : max !== undefined
          ? `≤ ${wan(max)}`
          : undefined;
  add("金额", amount, "min", ["max"]);
  return chips;
}

const blockOf = (page: number) => Math.floor((page - 1) / OFFSET_PAGES);

/**
 * Pages 1–10 are numbered offsets; deeper pages hang on the cursor of the end of page 10, 20, 30…:
 * a page of this page's block (or the next block's first) links with its cursor, any other page
 * without one and the loader walks to it. The count may be an estimate: a next page exists
 * exactly when there is a cursor to it.
 */
export function tenderPaging(
  input: TenderSearchInput,
  page: number,
  total: number,
  size: number,
  blockCursor: string | undefined,
  next: string | null,
): TenderPaging {
  const counted = Math.ceil(total / size);
  const pages = Math.min(PAGE_MAX, next ? Math.max(counted, page + 1) : page);
  const cursorOf = (p: number) => {
    if (p <= OFFSET_PAGES) return undefined;
    if (page > OFFSET_PAGES && blockOf(p) === blockOf(page)) return blockCursor;
    if (blockOf(p) === blockOf(page) + 1 && page % OFFSET_PAGES === 0) return next ?? undefined;
    return undefined;
  };
  const shown = [1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages);
  const tenderHref = tenderHrefs(input);
  const hrefs = Object.fromEntries(shown.map((p) => [p, tenderHref({}, { page: p, after: cursorOf(p) })]));
  return {
    page,
    pages,
    hrefs,
    capped: counted > PAGE_MAX,
    action: tenderListPath(input),
    carried: Object.entries(tenderFilterValues(input)),
  };
}
