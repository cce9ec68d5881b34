import { useNavigate } from "react-router";
import { SearchBox } from "./SearchBox";

export const INFO_SEARCH_MAX = 30;

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
        // On the tender pages the box searches tenders, with their own filters.
        if (type === "tender") return navigate(`/tender?${new URLSearchParams({ q: kw.slice(0, INFO_SEARCH_MAX) })}`);
        const params = new URLSearchParams({ keyword: kw.slice(0, INFO_SEARCH_MAX) });
        if (type) params.set("type", type);
        navigate(`/search?${params}`);
      }}
    />
  );
}
