import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/open-ui";

export const loader = frameLoader("page-openUi", { title: "界面组件" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function OpenUiPage() {
  return (
    <FramePage title="界面组件" crumbs={[{ name: "开放平台", path: "/open" }, { name: "界面组件" }]} empty="界面组件文档正在整理中。" />
  );
}
