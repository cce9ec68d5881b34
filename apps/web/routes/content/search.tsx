import { INFO_TYPES, type InfoType } from "@portal/contract";
import { type SearchType, searchContent, searchTenders } from "@portal/core";
import { useNavigate } from "react-router";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { Highlighted } from "~/components/RichText";
import { SearchBox } from "~/components/SearchBox";
import { INFO_SEARCH_MAX } from "~/components/TopBarSearch";
import { TenderList } from "~/features/tender/TenderList";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/search";

export const handle: RouteHandle = { topBar: "information" };

/** /search?keyword=…&type=NEWS&page=2 — one box over every content type (SPEC §3 info types). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const keyword = (q.get("keyword") ?? "").trim().slice(0, INFO_SEARCH_MAX);
  const typeParam = q.get("type") ?? "";
  const type = typeParam in INFO_TYPES ? (typeParam as InfoType) : undefined;
  const page = Math.min(1000, Math.max(1, Number.parseInt(q.get("page") ?? "1", 10) || 1));
  const { ctx } = context.get(appContext);
  const [result, tenders] = keyword
    ? await Promise.all([
        searchContent(ctx, { keyword, type: type as SearchType | undefined, current: page, size: 10 }),
        // Tenders have their own list with filters; the site search shows the newest few and links there.
        type || page > 1 ? null : searchTenders(ctx, { keyword, size: 5 }),
      ])
    : [null, null];
  return {
    keyword,
    tenders,
    type: type ?? null,
    result,
    tdk: await loadTdk(context, "page-search", { title: keyword ? `${keyword} - 搜索` : "搜索" }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

const LABEL: Record<string, string> = { ...INFO_TYPES };

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { keyword, type, result, tenders } = loaderData;
  const navigate = useNavigate();
  const href = (t: string | null, p = 1) => {
    const params = new URLSearchParams({ keyword });
    if (t) params.set("type", t);
    if (p > 1) params.set("page", String(p));
    return `/search?${params}`;
  };
  const all = result ? Object.values(result.counts).reduce((s, n) => s + (n ?? 0), 0) : 0;
  return (
    <PageFrame title="搜索" crumbs={[{ name: "搜索" }]}>
      <SearchBox
        key={keyword}
        className="search-box-large"
        label="站内搜索"
        buttonText="搜索"
        placeholder="搜索资讯、标准、政策、论文"
        initial={keyword}
        maxLength={INFO_SEARCH_MAX}
        onSearch={(v) => {
          const kw = v.slice(0, INFO_SEARCH_MAX);
          if (kw) navigate(`/search?${new URLSearchParams({ keyword: kw, ...(type ? { type } : {}) })}`);
        }}
      />
      {!result ? (
        <EmptyState text="请输入关键词，例如“隧道”“计量支付”或标准编号“GB 50016”。" />
      ) : (
        <>
          <nav className="search-tabs" aria-label="按类型筛选">
            <Link to={href(null)} className={type ? undefined : "active"}>
              全部 {all}
            </Link>
            {Object.entries(INFO_TYPES)
              .filter(([k]) => (result.counts as Record<string, number>)[k])
              .map(([k, label]) => (
                <Link key={k} to={href(k)} className={type === k ? "active" : undefined}>
                  {label} {(result.counts as Record<string, number>)[k]}
                </Link>
              ))}
          </nav>
          {tenders && tenders.records.length > 0 && (
            <section className="search-tenders" aria-label="招标信息">
              <h2 className="section-title">
                招标信息 <span className="muted">{tenders.totalLabel}</span>{" "}
                <Link to={`/tender?${new URLSearchParams({ q: keyword })}`} className="more">
                  查看全部招标公告 →
                </Link>
              </h2>
              <TenderList items={tenders.records} />
            </section>
          )}
          <p className="muted">
            找到 {result.total} 条与“{keyword}”相关的资讯、标准与政策
          </p>
          {result.records.length === 0 ? (
            <EmptyState text="没有找到相关内容，换个关键词试试。" />
          ) : (
            result.records.map((h) => (
              <div key={`${h.type}-${h.id}`} className="search-hit">
                <h3>
                  <span className="status-tag">{LABEL[h.type] ?? h.type}</span>{" "}
                  <Link to={h.path}>{<Highlighted html={h.titleHtml} />}</Link>
                </h3>
                <Highlighted as="p" html={h.snippetHtml} />
                <span className="muted">{h.date}</span>
              </div>
            ))
          )}
          <Pager current={result.current} pages={result.pages} href={(p) => href(type, p)} />
        </>
      )}
    </PageFrame>
  );
}
