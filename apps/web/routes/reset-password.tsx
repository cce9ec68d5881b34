import { AuthFrame } from "~/components/AuthFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

export const loader = frameLoader("page-resetPassword", { title: "找回密码" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function ResetPasswordPage() {
  return <AuthFrame title="找回密码" empty="找回密码即将开放。" />;
}
