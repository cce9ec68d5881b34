import { CoursePage } from "~/features/learning/CoursePage";
import { courseLoader } from "~/features/learning/video.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import type { Route } from "./+types/video-detail";

export const handle: RouteHandle = { topBar: "information", infoTab: "video" };
/** The same for every anonymous visitor (what they may play is decided by the API): may be cached. */
export const headers = publicPageHeaders;
export const loader = courseLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function VideoDetailPage({ loaderData }: Route.ComponentProps) {
  return <CoursePage {...loaderData} />;
}
