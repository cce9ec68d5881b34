import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/standard";

export const handle: RouteHandle = { topBar: "information", infoTab: "standard" };
export const loader = frameLoader("page-standard", { title: "标准规范", columnName: "标准规范" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function StudyList() {
  return <FramePage title="标准规范" crumbs={[{ name: "学习资料" }, { name: "标准规范" }]} empty="暂无标准规范。" />;
}
