import { StudyListPage } from "~/features/content/StudyPage";
import { studyListLoader } from "~/features/content/study.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import type { Route } from "./+types/paper";

export const handle: RouteHandle = { topBar: "information", infoTab: "paper" };
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export const loader = studyListLoader("PAPER", "page-paper");
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StudyListPage type="PAPER" tree={loaderData.tree} list={loaderData.list} keyword={loaderData.keyword} />;
}
