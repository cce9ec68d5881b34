import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/news-tags";

export const handle: RouteHandle = { topBar: "information", infoTab: "news" };
export const loader = frameLoader("page-newsTags", { title: "资讯标签" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function NewsTagsPage() {
  return <FramePage title="资讯标签" crumbs={[{ name: "行业资讯", path: "/news" }, { name: "资讯标签" }]} empty="暂无标签。" />;
}
