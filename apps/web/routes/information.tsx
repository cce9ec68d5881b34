import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import type { Route } from "./+types/information";

export const handle: RouteHandle = { topBar: "information", infoTab: "home" };
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export const loader = frameLoader("page-information", { title: "信息中心" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function InformationPage() {
  return <FramePage title="信息中心" empty="信息中心正在建设中，招标、资讯、标准与政策信息将在这里汇总。" />;
}
