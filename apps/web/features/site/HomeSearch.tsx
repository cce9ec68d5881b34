import { useState } from "react";
import { Form } from "react-router";
import { INFO_SEARCH_MAX } from "~/components/TopBarSearch";

/** Each tab searches where that content lives, with the parameter that page reads. */
const TABS = [
  { key: "tender", label: "招标", action: "/tender", name: "q", placeholder: "输入项目名称、招标人或地区，如“隧道 宜昌”" },
  { key: "news", label: "资讯", action: "/search", name: "keyword", placeholder: "搜索行业资讯", type: "NEWS" },
  { key: "standard", label: "标准", action: "/standard", name: "keyword", placeholder: "输入标准名称或编号，如“GB 50016”" },
  { key: "policy", label: "政策", action: "/policy", name: "keyword", placeholder: "搜索法律法规与政策文件" },
] as const;

/**
 * The home page's search: tabs 招标 / 资讯 / 标准 / 政策 over one box. A plain GET form, so it works
 * before the page's script has loaded; the tabs only change where it goes.
 */
export function HomeSearch() {
  const [at, setAt] = useState(0);
  const tab = TABS[at];
  return (
    <section className="home-search" aria-label="搜索">
      <div className="home-search-tabs" role="tablist">
        {TABS.map((t, i) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={i === at}
            className={i === at ? "active" : undefined}
            onClick={() => setAt(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <Form method="get" action={tab.action} className="home-search-form" role="search">
        <input
          type="search"
          name={tab.name}
          maxLength={INFO_SEARCH_MAX}
          placeholder={tab.placeholder}
          aria-label={`搜索${tab.label}`}
          required
        />
        {"type" in tab && <input type="hidden" name="type" value={tab.type} />}
        <button type="submit">搜索</button>
      </Form>
    </section>
  );
}
