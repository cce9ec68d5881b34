import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import type { Route } from "./+types/information-list";

export const handle: RouteHandle = { topBar: "information", infoTab: "data" };
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export const loader = frameLoader("page-informationList", { title: "资料" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function InformationListPage() {
  return <FramePage title="资料" crumbs={[{ name: "信息中心", path: "/information" }, { name: "资料" }]} empty="暂无资料。" />;
}
