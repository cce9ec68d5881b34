import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/wechat";

export const loader = frameLoader("page-weChat", { title: "微信登录" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function WeChatPage() {
  return <AuthFrame title="微信登录" empty="微信登录即将开放。" />;
}
