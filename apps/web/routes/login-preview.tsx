import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/login-preview";

export const loader = frameLoader("page-loginPreview", { title: "登录页预览" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function LoginPreviewPage() {
  return <AuthFrame title="登录页预览" empty="登录页预览即将开放。" />;
}
