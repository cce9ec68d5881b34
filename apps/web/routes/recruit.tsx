import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/recruit";

export const loader = frameLoader("page-recruit", { title: "加入我们" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function RecruitPage() {
  return <FramePage title="加入我们" empty="暂无招聘岗位。" />;
}
