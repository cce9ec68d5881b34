import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/search";

export const handle: RouteHandle = { topBar: "information" };
export const loader = frameLoader("page-search", { title: "搜索" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function SearchPage() {
  return <FramePage title="搜索" empty="请输入关键词进行搜索。" />;
}
