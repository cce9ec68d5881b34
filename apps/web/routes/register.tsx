import { useSearchParams } from "react-router";
import { AuthShell } from "~/components/account/AuthShell";
import { RegisterForm } from "~/components/account/RegisterForm";
import { Link } from "~/components/Link";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/register";

export const loader = frameLoader("page-register", { title: "注册" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function RegisterPage() {
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  return (
    <AuthShell
      title="注册账号"
      subtitle={
        <>
          已有账号？<Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login"}>直接登录</Link>
        </>
      }
    >
      <RegisterForm inviteCode={params.get("inviteCode") ?? params.get("code") ?? undefined} />
    </AuthShell>
  );
}
