import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/product-log";

export const handle: RouteHandle = { topBar: "product" };
export const loader = frameLoader("page-productLog", { title: "产品更新日志" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function ProductLogPage() {
  return (
    <FramePage title="产品更新日志" crumbs={[{ name: "产品服务", path: "/product" }, { name: "产品更新日志" }]} empty="暂无更新日志。" />
  );
}
