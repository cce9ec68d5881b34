import { useSearchParams } from "react-router";
import { Alert } from "~/components/form/Alert";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { RegisterForm } from "~/features/accounts/RegisterForm";
import { appContext } from "~/lib/app-context";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/register";

const frame = frameLoader("page-register", { title: "注册" });

const SMS_NOTICE = {
  visitor: {
    message: "本站暂未开通短信发送",
    description: "注册验证码不会直接发到您的手机，需由网站管理员查看后转告。如需注册，请先联系网站管理员。",
  },
  staff: {
    message: "本站尚未配置短信服务（仅工作人员可见）",
    description:
      "验证码进入发件箱，由管理员在后台「发件箱」或在服务器上运行 npm run outbox 查看后转告。配置 SMS_PROVIDER 及短信服务的环境变量后即可直接发到手机（见 README「短信、发件箱与工作人员二次验证」）。",
  },
} as const;

/**
 * Without an SMS provider the registration code waits in the outbox (issue 29): visitors are told
 * to contact the site, staff are told where the code is and how to configure delivery.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = args.context.get(appContext);
  const staff = ctx.actor.kind === "user" && ctx.actor.roles.length > 0;
  const smsNotice: keyof typeof SMS_NOTICE | null = ctx.notify?.sms ? null : staff ? "staff" : "visitor";
  return { ...(await frame(args)), smsNotice };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
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
      {loaderData.smsNotice && <Alert type="warning" className="auth-alert" {...SMS_NOTICE[loaderData.smsNotice]} />}
      <RegisterForm inviteCode={params.get("inviteCode") ?? params.get("code") ?? undefined} />
    </AuthShell>
  );
}
