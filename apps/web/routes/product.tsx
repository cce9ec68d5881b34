import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/product";

export const handle: RouteHandle = { topBar: "product" };
export const loader = frameLoader("page-product", { title: "产品服务" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function ProductPage() {
  return <FramePage title="产品服务" empty="产品介绍正在整理中。" />;
}
