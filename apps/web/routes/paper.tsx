import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/paper";

export const handle: RouteHandle = { topBar: "information", infoTab: "paper" };
export const loader = frameLoader("page-paper", { title: "论文", columnName: "论文" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function StudyList() {
  return <FramePage title="论文" crumbs={[{ name: "学习资料" }, { name: "论文" }]} empty="暂无论文。" />;
}
