import { safeRedirect } from "@portal/contract";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { appContext } from "~/lib/app-context";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { RootData } from "~/root";
import type { Route } from "./+types/wechat";

const frame = frameLoader("page-weChat", { title: "微信登录" });

export async function loader(args: Route.LoaderArgs) {
  return { ...(await frame(args)), configured: Boolean(args.context.get(appContext).wechatLogin) };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

/** The site's own ways in, each keeping where the visitor wanted to go. */
function OtherMethods({ redirect }: { redirect: string }) {
  const login = (type?: string) => {
    const q = new URLSearchParams();
    if (type) q.set("type", type);
    if (redirect !== "/") q.set("redirect", redirect);
    const query = q.toString();
    return query ? `/login?${query}` : "/login";
  };
  return (
    <nav className="wx-others" aria-label="其他登录方式">
      <Link to={login()}>密码登录</Link>
      <Link to={login("sms")}>短信验证码登录</Link>
      <Link to={login("qr")}>手机扫码登录</Link>
    </nav>
  );
}

/**
 * /weChat: WeChat scan login. WeChat's QR page is embedded the way its wxLogin.js does it — an
 * iframe of qrconnect (compact layout) that sends the top window to /Oauth/wechat once the person
 * confirms on the phone. The iframe opens our start call first: same origin, so it can set the nonce
 * cookie the state is bound to; the CSP allows framing WeChat's QR host only when WeChat is configured.
 */
export default function WeChatPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"), "/");
  if (root?.user) {
    return (
      <AuthShell title="您已登录" subtitle={`当前账号：${root.user.realname || root.user.maskedPhone || "筑信用户"}`}>
        <Link to={redirect} className="btn">
          继续访问
        </Link>
      </AuthShell>
    );
  }
  if (!loaderData.configured) {
    return (
      <AuthShell title="微信登录">
        <p className="wx-notice" role="status">
          本站暂未开通微信登录，请使用下面的方式登录。
        </p>
        <OtherMethods redirect={redirect} />
      </AuthShell>
    );
  }
  const start = `/api/user/auth/oauth/wechat/start?redirect=${encodeURIComponent(redirect)}`;
  return (
    <AuthShell title="微信登录" subtitle="打开手机微信，扫描下方二维码，在手机上确认即可登录。">
      <div className="wx-qr">
        {/* The sandbox is wxLogin.js's: scripts, WeChat's own cookies, and moving the top window to our callback. */}
        <iframe
          src={`${start}&embed=1`}
          title="微信扫码登录"
          width={300}
          height={400}
          scrolling="no"
          sandbox="allow-scripts allow-same-origin allow-top-navigation"
        />
      </div>
      <p className="wx-open">
        二维码显示不出来？<a href={start}>在微信授权页打开</a>
      </p>
      <OtherMethods redirect={redirect} />
    </AuthShell>
  );
}
