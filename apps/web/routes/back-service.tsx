import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/back-service";

export const loader = frameLoader("page-backService", { title: "后台服务" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function BackServicePage() {
  return <FramePage title="后台服务" empty="后台服务入口即将开放。" />;
}
