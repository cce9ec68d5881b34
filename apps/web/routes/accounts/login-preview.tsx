import { Alert } from "~/components/form/Alert";
import { AuthShell } from "~/features/accounts/AuthShell";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/login-preview";
import { LoginPanel } from "./login";

export const loader = frameLoader("page-loginPreview", { title: "登录页预览" });
export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

/** What the login page looks like (e.g. for a custom login domain), without logging anybody in. */
export default function LoginPreviewPage() {
  return (
    <AuthShell title="登录" subtitle={<Alert type="info" message="这是登录页预览，表单不会提交" />}>
      <LoginPanel preview />
    </AuthShell>
  );
}
