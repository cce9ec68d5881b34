import { StudyListPage } from "~/components/StudyPage";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { studyListLoader } from "~/lib/study.server";
import type { Route } from "./+types/standard";

export const handle: RouteHandle = { topBar: "information", infoTab: "standard" };
export const loader = studyListLoader("NORMAL", "page-standard");
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StudyListPage type="NORMAL" tree={loaderData.tree} list={loaderData.list} keyword={loaderData.keyword} />;
}
