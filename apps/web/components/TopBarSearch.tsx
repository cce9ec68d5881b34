import { Input } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";

export const INFO_SEARCH_MAX = 30;

/** Product pages: search products and services. */
export function ProductSearch() {
  const navigate = useNavigate();
  return (
    <Input.Search
      className="topbar-search"
      placeholder="搜索产品与服务"
      aria-label="搜索产品与服务"
      allowClear
      onSearch={(v) => {
        const kw = v.trim();
        navigate(kw ? `/search?keyword=${encodeURIComponent(kw)}` : "/product");
      }}
    />
  );
}

/** Help pages: an empty keyword goes back to /help (SPEC §5). */
export function HelpSearch({ initial = "" }: { initial?: string }) {
  const navigate = useNavigate();
  return (
    <Input.Search
      className="topbar-search"
      placeholder="请输入问题关键词"
      aria-label="搜索帮助"
      defaultValue={initial}
      allowClear
      onSearch={(v) => {
        const kw = v.trim();
        navigate(kw ? `/help/search/${encodeURIComponent(kw)}` : "/help");
      }}
    />
  );
}

/** Information pages: at most 30 characters, trimmed; Enter searches. */
export function InformationSearch({ type }: { type?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  return (
    <Input.Search
      className="topbar-search"
      placeholder="搜索招标、资讯、标准、政策"
      aria-label="搜索信息"
      maxLength={INFO_SEARCH_MAX}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onSearch={(v) => {
        const kw = v.trim().slice(0, INFO_SEARCH_MAX);
        if (!kw) return;
        const params = new URLSearchParams({ keyword: kw });
        if (type) params.set("type", type);
        navigate(`/search?${params}`);
      }}
    />
  );
}
