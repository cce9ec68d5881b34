import { helpTree, searchHelp } from "@portal/core";
import { Link } from "~/components/Link";
import { EmptyState } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { Highlighted } from "~/components/RichText";
import { HelpLayout } from "~/features/content/HelpLayout";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/help-search";

export const handle: RouteHandle = { topBar: "help", keepScroll: true };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { ctx } = context.get(appContext);
  const keywords = params.keywords.trim().slice(0, 50);
  const page = Math.min(1000, Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const [tree, result] = await Promise.all([helpTree(ctx), searchHelp(ctx, keywords, { current: page, size: 10 })]);
  return { keywords, tree, result, tdk: await loadTdk(context, "page-helpSearch", { title: `${keywords} - 帮助搜索` }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

export default function HelpSearchPage({ loaderData }: Route.ComponentProps) {
  const { keywords, tree, result } = loaderData;
  const base = `/help/search/${encodeURIComponent(keywords)}`;
  return (
    <HelpLayout title={`“${keywords}”的搜索结果`} crumbs={[{ name: "搜索结果" }]} tree={tree}>
      {result.records.length === 0 ? (
        <EmptyState text="没有找到相关的帮助文档，换个关键词试试，或拨打服务热线咨询。" />
      ) : (
        <>
          <p className="muted">找到 {result.total} 篇相关文档</p>
          {result.records.map((h) => (
            <div key={h.id} className="search-hit">
              <h3>
                <Link to={h.path}>
                  <Highlighted html={h.titleHtml} />
                </Link>
              </h3>
              <Highlighted as="p" html={h.snippetHtml} />
            </div>
          ))}
        </>
      )}
      <Pager current={result.current} pages={result.pages} href={(p) => (p <= 1 ? base : `${base}?page=${p}`)} />
    </HelpLayout>
  );
}
