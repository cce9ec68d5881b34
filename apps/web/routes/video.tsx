import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/video";

export const handle: RouteHandle = { topBar: "information", infoTab: "video" };
export const loader = frameLoader("page-video", { title: "视频课程" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function VideoPage() {
  return <FramePage title="视频课程" empty="暂无视频课程。" />;
}
