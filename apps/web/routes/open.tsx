import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/open";

export const loader = frameLoader("page-open", { title: "开放平台" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function OpenPage() {
  return <FramePage title="开放平台" empty="开放平台文档正在整理中。" />;
}
