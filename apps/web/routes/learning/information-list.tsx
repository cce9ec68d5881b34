import { DocumentsPage } from "~/features/learning/DocumentsPage";
import { downloadsLoader } from "~/features/learning/downloads.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import type { Route } from "./+types/information-list";

export const handle: RouteHandle = { topBar: "information", infoTab: "data" };
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export const loader = downloadsLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function InformationListPage({ loaderData }: Route.ComponentProps) {
  return <DocumentsPage {...loaderData} />;
}
