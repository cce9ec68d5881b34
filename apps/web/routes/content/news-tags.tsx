import { listTags } from "@portal/core";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { Pager, pagePath } from "~/components/Pager";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { assertPageInRange, pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/news-tags";
import { TagCloud } from "./news";

export const handle: RouteHandle = { topBar: "information", infoTab: "news" };

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = pageParam(params.page);
  const tags = await listTags(context.get(appContext).ctx, { current: page, size: 100 });
  assertPageInRange(page, tags.pages);
  return { tags, tdk: await loadTdk(context, "page-newsTags", { title: "资讯标签" }), canonical: canonicalUrl(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function NewsTagsPage({ loaderData }: Route.ComponentProps) {
  const { tags } = loaderData;
  return (
    <PageFrame title="资讯标签" crumbs={[{ name: "行业资讯", path: "/news" }, { name: "资讯标签" }]}>
      {tags.records.length ? <TagCloud tags={tags.records} /> : <EmptyState text="暂无标签" />}
      <Pager current={tags.current} pages={tags.pages} href={pagePath("/news/tags")} />
    </PageFrame>
  );
}
