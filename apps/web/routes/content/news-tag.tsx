import { tagArticles } from "@portal/core";
import { PageFrame } from "~/components/PageFrame";
import { Pager, pagePath } from "~/components/Pager";
import { ArticleList } from "~/features/content/ArticleList";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { assertPageInRange, idParam, orNotFound, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/news-tag";

export const handle: RouteHandle = { topBar: "information", infoTab: "news" };

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const page = pageParam(params.page);
  const list = await orNotFound(tagArticles(context.get(appContext).ctx, { tagId: id, current: page, size: 15 }));
  assertPageInRange(page, list.pages);
  return { list, tdk: await loadTdk(context, "page-newsTag", { tagName: list.tag.name }), canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function NewsTagPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <PageFrame
      title={`标签：${list.tag.name}`}
      crumbs={[{ name: "行业资讯", path: "/news" }, { name: "标签", path: "/news/tags" }, { name: list.tag.name }]}
      extra={<span className="muted">共 {list.total} 篇</span>}
    >
      <ArticleList items={list.records} empty="该标签下暂无文章" />
      <Pager current={list.current} pages={list.pages} href={pagePath(`/news/tag/${list.tag.id}`)} />
    </PageFrame>
  );
}
