import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/information-tender";

export const handle: RouteHandle = { topBar: "information", infoTab: "tender" };
export const loader = frameLoader("page-tenderList", { title: "招标信息" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function InformationTenderPage() {
  return <FramePage title="招标信息" crumbs={[{ name: "信息中心", path: "/information" }, { name: "招标信息" }]} empty="暂无招标信息。" />;
}
