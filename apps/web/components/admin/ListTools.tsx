import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ButtonRadios, NativeSelect } from "~/components/form/ChoiceFields";
import { SearchIcon } from "~/components/form/icons";
import { Pager } from "~/components/Pager";
import { useListNav, withParams } from "./api";

/*
 * The console lists' toolbar and paging, built on the browser's own controls: antd's Table, Select
 * and Input.Search cost a list page ~100 KB gzip of script (issue 15). The filters and the page live
 * in the address, as before.
 */

/** A search box that applies on Enter or its button; the address keeps what was searched. */
export function SearchBox({
  label,
  placeholder,
  defaultValue,
  onSearch,
  width = 240,
}: {
  label: string;
  placeholder: string;
  defaultValue: string;
  onSearch: (value: string) => void;
  width?: number;
}) {
  return (
    <search>
      <form
        className="admin-search"
        style={{ width }}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(String(new FormData(e.currentTarget).get("keyword") ?? "").trim());
        }}
      >
        <span className="ui-input">
          <input type="search" name="keyword" aria-label={label} placeholder={placeholder} defaultValue={defaultValue} maxLength={100} />
        </span>
        <button type="submit" className="ui-btn ui-btn-default" aria-label="搜索">
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}

/** A filter among fixed choices: "全部…" (no filter, `placeholder`) first, then the options. */
export function FilterSelect<V extends string | number>({
  label,
  width = 140,
  ...select
}: {
  label: string;
  /** The no-filter choice ("全部…"); none when every option is a real choice. */
  placeholder?: string;
  value: V | "" | undefined;
  options: { value: V; label: ReactNode }[];
  onChange: (value: string) => void;
  width?: number;
  disabled?: boolean;
}) {
  return <NativeSelect aria-label={label} width={width} {...select} />;
}

/**
 * Links to the list's pages (the size and the filters kept), with "共 N 条" beside them (or `summary`),
 * and, given `sizes`, a choice of rows per page.
 */
export function ListPager({
  list,
  unit = "条",
  summary,
  sizes,
}: {
  list: { current: number; size: number; total: number };
  unit?: string;
  summary?: string;
  sizes?: number[];
}) {
  const { search } = useLocation();
  const go = useListNav();
  const pages = Math.max(1, Math.ceil(list.total / list.size));
  return (
    <div className="admin-pager">
      <span className="admin-pager-total">{summary ?? `共 ${list.total} ${unit}`}</span>
      <Pager current={list.current} pages={pages} href={(current) => withParams(search, { current })} />
      {sizes && (
        <FilterSelect
          label="每页条数"
          value={list.size}
          options={sizes.map((n) => ({ value: n, label: `${n} 条/页` }))}
          onChange={(size) => go({ size })}
          width={110}
        />
      )}
    </div>
  );
}

/** A day picked with the browser's own calendar; an empty box clears the filter. */
export function DayFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onChange: (v: string) => void;
}) {
  return (
    <span className="ui-input" style={{ flex: "none", width: 150 }}>
      <input type="date" aria-label={label} value={value ?? ""} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </span>
  );
}

/** One choice among a few, side by side (antd's Segmented): a list's status, a report's period. */
export function SegmentedFilter<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
}) {
  return <ButtonRadios name={label} aria-label={label} className="admin-segmented" value={value} options={options} onChange={onChange} />;
}

/** Several actions in a row's last cell, spaced like antd's Space. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className="admin-actions">{children}</span>;
}
