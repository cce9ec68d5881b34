import { dirNews, getColumn, topRead } from "@portal/core";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { Pager, pagePath } from "~/components/Pager";
import { SideBox, TitleList } from "~/components/TitleList";
import { ArticleList } from "~/features/content/ArticleList";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { assertPageInRange, idParam, orNotFound, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/news-list";

export const handle: RouteHandle = { topBar: "information", infoTab: "news" };

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const id = idParam(params.id);
  const page = pageParam(params.page);
  const list = await orNotFound(dirNews(ctx, { id, current: page, size: 15 }));
  assertPageInRange(page, list.pages);
  const found = await getColumn(ctx, id);
  const dir = list.newsDir;
  const [top, tdk] = await Promise.all([
    topRead(ctx, { size: 8 }),
    loadTdk(context, "page-newsList", { columnName: dir.name, parentColumnName: dir.parentName, title: dir.name }),
  ]);
  return { list, column: found?.column, parent: found?.parent, top, tdk, canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { list, column, parent, top } = loaderData;
  const dir = list.newsDir;
  const siblings = parent ? parent.children : (column?.children ?? []);
  const crumbs = [
    { name: "行业资讯", path: "/news" },
    ...(parent ? [{ name: parent.name, path: `/news/list/${parent.id}` }] : []),
    { name: dir.name },
  ];
  return (
    <PageFrame title={dir.name} crumbs={crumbs}>
      <div className="with-side">
        <div className="main-col">
          {siblings.length > 0 && (
            <nav className="sub-columns" aria-label="子栏目">
              <Link to={`/news/list/${parent?.id ?? dir.id}`} className={parent ? undefined : "active"}>
                全部
              </Link>
              {siblings.map((c) => (
                <Link key={c.id} to={`/news/list/${c.id}`} className={c.id === dir.id ? "active" : undefined}>
                  {c.name}
                </Link>
              ))}
            </nav>
          )}
          <ArticleList items={list.records} empty="该栏目暂无文章" />
          <Pager current={list.current} pages={list.pages} href={pagePath(`/news/list/${dir.id}`)} />
        </div>
        <aside className="side-col">
          <SideBox title="阅读排行">
            <TitleList items={top} numbered />
          </SideBox>
        </aside>
      </div>
    </PageFrame>
  );
}
