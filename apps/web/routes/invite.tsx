import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/invite";

export const loader = frameLoader("page-invite", { title: "邀请注册" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function InvitePage() {
  return <AuthFrame title="邀请注册" empty="邀请注册即将开放。" />;
}
