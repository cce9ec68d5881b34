import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/login";

export const loader = frameLoader("page-login", { title: "登录" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function LoginPage() {
  return <AuthFrame title="登录" empty="账号登录即将开放。" />;
}
