import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/information";

export const handle: RouteHandle = { topBar: "information", infoTab: "home" };
export const loader = frameLoader("page-information", { title: "信息中心" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function InformationPage() {
  return <FramePage title="信息中心" empty="信息中心正在建设中，招标、资讯、标准与政策信息将在这里汇总。" />;
}
