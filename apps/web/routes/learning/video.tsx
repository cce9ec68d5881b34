import { VideoListPage } from "~/features/learning/VideoListPage";
import { videoListLoader } from "~/features/learning/video.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import type { Route } from "./+types/video";

export const handle: RouteHandle = { topBar: "information", infoTab: "video" };
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export const loader = videoListLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  return <VideoListPage {...loaderData} />;
}
