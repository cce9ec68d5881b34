import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/policy";

export const handle: RouteHandle = { topBar: "information", infoTab: "policy" };
export const loader = frameLoader("page-policy", { title: "政策法规", columnName: "政策法规" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function StudyList() {
  return <FramePage title="政策法规" crumbs={[{ name: "学习资料" }, { name: "政策法规" }]} empty="暂无政策法规。" />;
}
