import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/authorize";

export const loader = frameLoader("page-authorize", { title: "扫码授权登录" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function AuthorizePage() {
  return <AuthFrame title="扫码授权登录" empty="扫码授权登录即将开放。" />;
}
