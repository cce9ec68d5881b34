import { FramePage } from "~/components/PageFrame";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/help-search";

export const handle: RouteHandle = { topBar: "help", keepScroll: true };

export async function loader({ context, params }: Route.LoaderArgs) {
  const keywords = params.keywords.trim().slice(0, 50);
  return { keywords, tdk: await loadTdk(context, "page-helpSearch", { title: `${keywords} - 帮助搜索` }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

export default function HelpSearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <FramePage
      title={`“${loaderData.keywords}”的搜索结果`}
      crumbs={[{ name: "帮助中心", path: "/help" }, { name: "搜索结果" }]}
      empty="没有找到相关的帮助文档，换个关键词试试，或拨打服务热线咨询。"
    />
  );
}
