import { FramePage } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/contract";

export const loader = frameLoader("page-contract", { title: "合同管理" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function ContractPage() {
  return <FramePage title="合同管理" empty="合同管理功能即将上线，届时可在线查看和管理工程合同。" />;
}
