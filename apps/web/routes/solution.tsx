import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/solution";

export const loader = frameLoader("page-solution", { title: "解决方案" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function SolutionPage() {
  return <FramePage title="解决方案" empty="暂无解决方案。" />;
}
