import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/oauth";

export const handle: RouteHandle = { impower: true };
export const loader = frameLoader("page-oauth", { title: "第三方授权" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function OauthPage() {
  return <AuthFrame title="第三方授权" empty="第三方账号授权即将开放。" />;
}
