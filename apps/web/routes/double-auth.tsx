import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/double-auth";

export const loader = frameLoader("page-doubleAuth", { title: "安全验证" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function DoubleAuthPage() {
  return <AuthFrame title="安全验证" empty="安全验证即将开放。" />;
}
