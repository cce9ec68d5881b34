import { AppError, doubleAuthInfo } from "@portal/core";
import { useState } from "react";
import { Button } from "~/components/form/Button";
import { Checkbox } from "~/components/form/Checkbox";
import { Result } from "~/components/form/Result";
import { TextField } from "~/components/form/TextField";
import { required, useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { VcodeField } from "~/features/accounts/LoginForms";
import { appContext } from "~/lib/app-context";
import { afterLogin, type LoginData } from "~/lib/auth-client";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import type { Route } from "./+types/double-auth";

const frame = frameLoader("page-doubleAuth", { title: "安全验证" });

/** The pending challenge lives in an HttpOnly cookie; the loader reads which channels it may use. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = args.context.get(appContext);
  const cookie = args.request.headers.get("cookie") ?? "";
  const raw = /(?:^|;\s*)mfa=([^;]+)/.exec(cookie)?.[1] ?? "";
  // A cookie that does not decode (mfa=%E0) is no challenge: "start again", not a 500.
  let challenge = "";
  try {
    challenge = decodeURIComponent(raw);
  } catch {}
  // An expired or unknown challenge is a typed error and shows the "start again" state; anything
  // else is a real failure and goes to the error page.
  const info = challenge
    ? await doubleAuthInfo(ctx, challenge).catch((err) => {
        if (err instanceof AppError) return null;
        throw err;
      })
    : null;
  return { ...(await frame(args)), info };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function DoubleAuthPage({ loaderData }: Route.ComponentProps) {
  const { info } = loaderData;
  const [channel, setChannel] = useState<"sms" | "email" | "totp">(info?.channel ?? "sms");
  const [busy, setBusy] = useState(false);
  const form = useForm({ vcode: "", remember: true }, { vcode: [required("请输入验证码")] });
  if (!info) {
    return (
      <AuthShell title="安全验证">
        <Result
          status="warning"
          title="验证已过期"
          subTitle="请重新登录。"
          extra={
            <Link to="/login" className="ui-btn ui-btn-primary">
              重新登录
            </Link>
          }
        />
      </AuthShell>
    );
  }
  const submit = async (v: typeof form.values) => {
    setBusy(true);
    try {
      afterLogin((await post<LoginData>("/user/auth/doubleAuth/verify", { vcode: v.vcode, remember: v.remember })).data);
    } catch {
      setBusy(false);
    }
  };
  const remember = <Checkbox {...form.checkbox("remember")}>记住此设备，30 天内在此浏览器登录无需验证</Checkbox>;
  if (channel === "totp") {
    return (
      <AuthShell title="安全验证" subtitle="请打开手机上的身份验证器，输入「筑信工程云」的 6 位动态码。">
        <form onSubmit={form.submit(submit)} noValidate name="double-auth">
          <TextField
            {...form.text("vcode")}
            label="动态码"
            placeholder="6 位数字，或一个恢复码"
            maxLength={11}
            autoComplete="one-time-code"
            autoFocus
          />
          {remember}
          <Button variant="primary" type="submit" block size="large" loading={busy}>
            验证并登录
          </Button>
        </form>
        <p className="auth-hint">手机不在身边时，可输入绑定时保存的恢复码（每个只能用一次）；都无法使用时，请联系管理员重置二次验证。</p>
        <div className="auth-links">
          <span />
          <Link to="/login">返回登录</Link>
        </div>
      </AuthShell>
    );
  }
  const target = info.targets[channel];
  const other = channel === "sms" ? "email" : "sms";
  return (
    <AuthShell title="安全验证" subtitle="您正在从新的设备登录，为保护账号安全，请完成验证。">
      <p>
        验证码已发送至{channel === "sms" ? "手机" : "邮箱"} <strong>{target}</strong>
      </p>
      <form onSubmit={form.submit(submit)} noValidate name="double-auth">
        <VcodeField
          field={form.text("vcode")}
          label="验证码"
          autoFocus
          onSend={async () => {
            await post("/user/auth/doubleAuth/send", { channel });
            return { resendAfter: 60 };
          }}
        />
        {remember}
        <Button variant="primary" type="submit" block size="large" loading={busy}>
          验证并登录
        </Button>
      </form>
      <div className="auth-links">
        {info.channels.includes(other) ? (
          <Button
            variant="link"
            onClick={async () => {
              await post("/user/auth/doubleAuth/send", { channel: other });
              setChannel(other);
            }}
          >
            改用{other === "sms" ? "短信" : "邮箱"}验证
          </Button>
        ) : (
          <span />
        )}
        <Link to="/login">返回登录</Link>
      </div>
    </AuthShell>
  );
}
