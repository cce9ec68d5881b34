import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/help";

export const handle: RouteHandle = { topBar: "help", keepScroll: true };
export const loader = frameLoader("page-help", { title: "帮助中心" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function HelpPage() {
  return <FramePage title="帮助中心" empty="暂无帮助文档。" />;
}
