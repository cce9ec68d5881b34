import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";

export const INFO_SEARCH_MAX = 30;

function SearchBox(props: {
  label: string;
  placeholder: string;
  maxLength?: number;
  initial?: string;
  onSearch: (keyword: string) => void;
}) {
  const [value, setValue] = useState(props.initial ?? "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(value.trim());
  };
  return (
    <form className="topbar-search" aria-label={props.label} onSubmit={submit}>
      <input
        type="search"
        className="search-input"
        aria-label={props.label}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="search-button" aria-label="搜索">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m11 11 3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

/** Product pages: search products and services. */
export function ProductSearch() {
  const navigate = useNavigate();
  return (
    <SearchBox
      label="搜索产品与服务"
      placeholder="搜索产品与服务"
      onSearch={(kw) => navigate(kw ? `/search?keyword=${encodeURIComponent(kw)}&type=PRODUCT` : "/product")}
    />
  );
}

/** Help pages: an empty keyword goes back to /help (SPEC §5). */
export function HelpSearch({ initial = "" }: { initial?: string }) {
  const navigate = useNavigate();
  return (
    <SearchBox
      label="搜索帮助"
      placeholder="请输入问题关键词"
      initial={initial}
      onSearch={(kw) => navigate(kw ? `/help/search/${encodeURIComponent(kw)}` : "/help")}
    />
  );
}

/** Information pages: at most 30 characters, trimmed; Enter searches. */
export function InformationSearch({ type }: { type?: string }) {
  const navigate = useNavigate();
  return (
    <SearchBox
      label="搜索信息"
      placeholder="搜索招标、资讯、标准、政策"
      maxLength={INFO_SEARCH_MAX}
      onSearch={(kw) => {
        if (!kw) return;
        const params = new URLSearchParams({ keyword: kw.slice(0, INFO_SEARCH_MAX) });
        if (type) params.set("type", type);
        navigate(`/search?${params}`);
      }}
    />
  );
}
