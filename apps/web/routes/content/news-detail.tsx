import { articleNeighbours, getArticle, topRead, viewerMarks } from "@portal/core";
import { ArticleActions } from "~/components/ArticleActions";
import { Breadcrumb } from "~/components/Breadcrumb";
import { JsonLd } from "~/components/JsonLd";
import { Link } from "~/components/Link";
import { RichText } from "~/components/RichText";
import { SideBox, TitleList } from "~/components/TitleList";
import { ReadCount } from "~/features/content/ReadCount";
import { ReadingTimer } from "~/features/content/ReadingTimer";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { idParam, orNotFound } from "~/lib/params.server";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/news-detail";

export const handle: RouteHandle = { topBar: "information", infoTab: "news" };

const STUDY_PATH: Record<string, string> = { NORMAL: "/standard", POLICY: "/policy", PAPER: "/paper" };

/** /news/{id} and its alias /detail/{id}: the canonical address is always /news/{id}. */
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, origin } = context.get(appContext);
  const id = idParam(params.id);
  // The read itself is counted by the page once it has loaded (ReadCount): the page may come from the page cache.
  const article = await orNotFound(getArticle(ctx, id));
  const [near, top, mine, tdk] = await Promise.all([
    articleNeighbours(ctx, id),
    topRead(ctx, { size: 8 }),
    // Signed-in readers see their own like / favourite at once (their page is never cached, ADR 0007).
    viewerMarks(ctx, { kind: "NEWS", id }),
    loadTdk(context, "page-newsDetail", {
      title: article.seoTitle || article.title,
      columnName: article.dirName,
      tagName: article.tags.map((t) => t.name).join(","),
    }),
  ]);
  if (article.seoKeyword) tdk.keywords = article.seoKeyword;
  if (article.seoDesc || article.memo) tdk.description = (article.seoDesc || article.memo) as string;
  const canonical = `${origin}/news/${id}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: tdk.description,
    datePublished: `${article.releaseTime.replace(" ", "T")}+08:00`,
    dateModified: `${article.updateTime.replace(" ", "T")}+08:00`,
    mainEntityOfPage: canonical,
    articleSection: article.dirName,
    keywords: article.tags.map((t) => t.name).join(","),
    author: { "@type": "Organization", name: article.props.source || "编辑部" },
    publisher: { "@type": "Organization", name: tdk.title.split("_").pop() },
    ...(article.coverUrl ? { image: [new URL(article.coverUrl, canonical).href] } : {}),
  };
  return { article, near, top, mine, tdk, canonical, image: article.coverUrl, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { article: a, near, top, mine, jsonLd } = loaderData;
  const crumbs = [
    { name: "行业资讯", path: "/news" },
    ...(a.parentDirId ? [{ name: a.parentDirName ?? "", path: `/news/list/${a.parentDirId}` }] : []),
    { name: a.dirName, path: `/news/list/${a.dirId}` },
    { name: "正文" },
  ];
  return (
    <div className="page-container">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={crumbs} />
      <div className="with-side">
        <article className="main-col article">
          <h1 className="article-title">{a.title}</h1>
          {a.viceTitle && <p className="article-vice">{a.viceTitle}</p>}
          <div className="article-meta">
            <span>{a.releaseTime.slice(0, 10)}</span>
            {a.props.source && <span>来源：{a.props.source}</span>}
            <span>栏目：{a.dirName}</span>
            <ReadCount id={a.id} initial={a.readCount} />
          </div>
          {a.memo && <p className="article-memo">{a.memo}</p>}
          <RichText html={a.content} />
          {a.tags.length > 0 && (
            <div className="article-tags">
              标签：
              {a.tags.map((t) => (
                <Link key={t.id} to={`/news/tag/${t.id}`}>
                  {t.name}
                </Link>
              ))}
            </div>
          )}
          {a.docs.length > 0 && (
            <div className="article-docs">
              <h2>相关资料</h2>
              <ul>
                {a.docs.map((d) => (
                  <li key={d.id}>
                    <Link to={`${STUDY_PATH[d.type] ?? "/standard"}/detail/${d.id}`}>{d.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {/* Keyed by article so the next article never starts from this one's marks (PageTransition also remounts per path). */}
          <ArticleActions key={a.id} id={a.id} praiseCount={a.praiseCount} mine={mine} />
          <ReadingTimer key={`t${a.id}`} artId={a.id} artType="NEWS" artTitle={a.title} />
          <nav className="article-near" aria-label="上一篇与下一篇">
            <div>
              上一篇：{near.prev ? <Link to={`/news/${near.prev.id}`}>{near.prev.title}</Link> : <span className="muted">没有了</span>}
            </div>
            <div>
              下一篇：{near.next ? <Link to={`/news/${near.next.id}`}>{near.next.title}</Link> : <span className="muted">没有了</span>}
            </div>
          </nav>
          {near.related.length > 0 && (
            <section className="article-related">
              <h2>相关阅读</h2>
              <TitleList items={near.related} />
            </section>
          )}
        </article>
        <aside className="side-col">
          <SideBox title="阅读排行">
            <TitleList items={top} numbered />
          </SideBox>
        </aside>
      </div>
    </div>
  );
}
