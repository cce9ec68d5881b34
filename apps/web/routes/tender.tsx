import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/tender";

export const handle: RouteHandle = { topBar: "information", infoTab: "tender" };
export const loader = frameLoader("page-tender", { title: "招标信息" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function TenderPage() {
  return <FramePage title="招标信息" empty="暂无招标信息。" />;
}
