import { inviteInfo } from "@portal/core";
import { Alert } from "~/components/form/Alert";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { RegisterForm } from "~/features/accounts/RegisterForm";
import { appContext } from "~/lib/app-context";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/invite";

const frame = frameLoader("page-invite", { title: "邀请注册" });

/** /invite?code=… (and /invite/register): registration with the inviter named and the code filled in. */
export async function loader(args: Route.LoaderArgs) {
  const code = new URL(args.request.url).searchParams.get("code")?.slice(0, 16) ?? "";
  const { ctx } = args.context.get(appContext);
  return { ...(await frame(args)), code, inviter: code ? await inviteInfo(ctx, code) : null };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const { code, inviter } = loaderData;
  return (
    <AuthShell
      title="邀请注册"
      subtitle={
        <>
          已有账号？<Link to="/login">直接登录</Link>
        </>
      }
    >
      {inviter ? (
        <Alert type="success" message={`${inviter.inviterName} 邀请您加入筑信工程云`} className="auth-alert" />
      ) : code ? (
        <Alert type="warning" message="邀请码无效，您仍可直接注册" className="auth-alert" />
      ) : null}
      <RegisterForm inviteCode={inviter ? code : undefined} />
    </AuthShell>
  );
}
