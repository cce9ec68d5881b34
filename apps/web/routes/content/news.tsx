import { listTags, polymerization, topRead } from "@portal/core";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { SideBox, TitleList } from "~/components/TitleList";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/news";

export const handle: RouteHandle = { topBar: "information", infoTab: "news" };

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const [blocks, top, tags, tdk] = await Promise.all([
    polymerization(ctx, { perColumn: 6 }),
    topRead(ctx, { size: 10 }),
    listTags(ctx, { size: 30 }),
    loadTdk(context, "page-news"),
  ]);
  return { blocks, top, tags: tags.records, tdk, canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function News({ loaderData }: Route.ComponentProps) {
  const { blocks, top, tags } = loaderData;
  const groups = [
    { title: "新闻栏目", items: blocks.filter((b) => b.bizType === "NEWS") },
    { title: "专题栏目", items: blocks.filter((b) => b.bizType === "TOPIC") },
  ];
  return (
    <PageFrame title="行业资讯">
      <div className="with-side">
        <div className="main-col">
          {groups.map((g) => (
            <section key={g.title} className="column-group">
              <h2 className="section-title">{g.title}</h2>
              <div className="news-blocks">
                {g.items.map((b) => {
                  const list = b.children.flatMap((c) => c.newsList).sort((x, y) => y.releaseDate.localeCompare(x.releaseDate));
                  return (
                    <div key={b.id} className="news-block">
                      <div className="news-block-head">
                        <Link to={`/news/list/${b.id}`} className="news-block-title">
                          {b.name}
                        </Link>
                        {b.children.length > 1 && (
                          <span className="news-block-subs">
                            {b.children.map((c) => (
                              <Link key={c.id} to={`/news/list/${c.id}`}>
                                {c.name}
                              </Link>
                            ))}
                          </span>
                        )}
                        <Link to={`/news/list/${b.id}`} className="more">
                          更多
                        </Link>
                      </div>
                      <TitleList items={list.slice(0, 5)} />
                    </div>
                  );
                })}
              </div>
            </section>
          ))}
        </div>
        <aside className="side-col">
          <SideBox title="阅读排行">
            <TitleList items={top} numbered />
          </SideBox>
          <SideBox title="热门标签" more={{ to: "/news/tags", label: "全部标签" }}>
            <TagCloud tags={tags} />
          </SideBox>
        </aside>
      </div>
    </PageFrame>
  );
}

export function TagCloud({ tags }: { tags: { id: number; name: string; count?: number }[] }) {
  return (
    <ul className="chip-list">
      {tags.map((t) => (
        <li key={t.id}>
          <Link to={`/news/tag/${t.id}`}>
            {t.name}
            {t.count !== undefined && <span className="muted"> {t.count}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
