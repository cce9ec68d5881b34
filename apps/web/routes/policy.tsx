import { StudyListPage } from "~/components/StudyPage";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { studyListLoader } from "~/lib/study.server";
import type { Route } from "./+types/policy";

export const handle: RouteHandle = { topBar: "information", infoTab: "policy" };
export const loader = studyListLoader("POLICY", "page-policy");
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StudyListPage type="POLICY" tree={loaderData.tree} list={loaderData.list} keyword={loaderData.keyword} />;
}
