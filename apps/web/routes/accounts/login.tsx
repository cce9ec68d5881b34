import { safeRedirect } from "@portal/contract";
import { useEffect, useState } from "react";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { Button } from "~/components/form/Button";
import { WechatIcon } from "~/components/form/icons";
import { Tabs } from "~/components/form/Tabs";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { PasswordLogin, SmsLogin } from "~/features/accounts/LoginForms";
import { QrLogin } from "~/features/accounts/QrLogin";
import { logoutEverywhere } from "~/lib/auth-client";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import type { RootData } from "~/root";
import type { Route } from "./+types/login";

export const loader = frameLoader("page-login", { title: "登录" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

interface Provider {
  type: string;
  name: string;
  configured: boolean;
}

/** Third-party buttons; an unconfigured provider says so instead of failing. */
function ThirdParty({ redirect }: { redirect: string }) {
  const [providers, setProviders] = useState<Provider[]>([{ type: "wechat", name: "微信", configured: false }]);
  useEffect(() => {
    post<Provider[]>("/user/auth/oauth/providers", {}, { silent: true })
      .then((r) => setProviders(r.data))
      .catch(() => undefined);
  }, []);
  // Only what works is offered: a provider without credentials is not shown at all.
  const usable = providers.filter((p) => p.configured);
  if (usable.length === 0) return null;
  return (
    <div className="auth-third">
      <span className="muted">其他方式</span>
      {usable.map((p) => (
        <a
          key={p.type}
          className="ui-btn ui-btn-default"
          href={`/api/user/auth/oauth/${p.type}/start?redirect=${encodeURIComponent(redirect)}`}
        >
          {p.type === "wechat" && <WechatIcon />}
          {p.name}登录
        </a>
      ))}
    </div>
  );
}

export function LoginPanel({ preview }: { preview?: boolean }) {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"), "/");
  const [tab, setTab] = useState(params.get("type") ?? "pwd");
  return (
    <>
      <Tabs
        label="登录方式"
        active={tab}
        onChange={setTab}
        items={[
          { key: "pwd", label: "密码登录", content: <PasswordLogin preview={preview} /> },
          { key: "sms", label: "短信登录", content: preview ? <PasswordLogin preview /> : <SmsLogin /> },
          { key: "qr", label: "扫码登录", content: preview ? null : <QrLogin /> },
          { key: "org", label: "机构登录", content: <PasswordLogin org preview={preview} /> },
        ]}
      />
      <div className="auth-links">
        <Link to="/resetPassword">忘记密码？</Link>
        <span>
          还没有账号？<Link to={`/register${redirect !== "/" ? `?redirect=${encodeURIComponent(redirect)}` : ""}`}>立即注册</Link>
        </span>
      </div>
      {!preview && <ThirdParty redirect={redirect} />}
    </>
  );
}

export default function LoginPage() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (root?.user) {
    return (
      <AuthShell title="您已登录" subtitle={`当前账号：${root.user.realname || root.user.maskedPhone || "筑信用户"}`}>
        <div className="auth-actions">
          <Link to="/" className="ui-btn ui-btn-primary">
            返回首页
          </Link>
          <Button onClick={() => logoutEverywhere("/login")}>换个账号登录</Button>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="登录">
      <LoginPanel />
    </AuthShell>
  );
}
