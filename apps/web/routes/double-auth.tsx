import { AppError, doubleAuthInfo } from "@portal/core";
import { Button, Checkbox, Form, Input, Result } from "antd";
import { useState } from "react";
import { AuthShell } from "~/components/account/AuthShell";
import { SendCodeButton } from "~/components/account/SendCodeButton";
import { Link } from "~/components/Link";
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
  const challenge = /(?:^|;\s*)mfa=([^;]+)/.exec(cookie)?.[1] ?? "";
  // An expired or unknown challenge is a typed error and shows the "start again" state; anything
  // else is a real failure and goes to the error page.
  const info = challenge
    ? await doubleAuthInfo(ctx, decodeURIComponent(challenge)).catch((err) => {
        if (err instanceof AppError) return null;
        throw err;
      })
    : null;
  return { ...(await frame(args)), info };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function DoubleAuthPage({ loaderData }: Route.ComponentProps) {
  const { info } = loaderData;
  const [channel, setChannel] = useState<"sms" | "email">(info?.channel ?? "sms");
  const [busy, setBusy] = useState(false);
  if (!info) {
    return (
      <AuthShell title="安全验证">
        <Result
          status="warning"
          title="验证已过期"
          subTitle="请重新登录。"
          extra={
            <Link to="/login">
              <Button type="primary">重新登录</Button>
            </Link>
          }
        />
      </AuthShell>
    );
  }
  const target = info.targets[channel];
  const other = channel === "sms" ? "email" : "sms";
  const submit = async (v: { vcode: string; remember: boolean }) => {
    setBusy(true);
    try {
      afterLogin((await post<LoginData>("/user/auth/doubleAuth/verify", { vcode: v.vcode, remember: v.remember })).data);
    } catch {
      setBusy(false);
    }
  };
  return (
    <AuthShell title="安全验证" subtitle="您正在从新的设备登录，为保护账号安全，请完成验证。">
      <p>
        验证码已发送至{channel === "sms" ? "手机" : "邮箱"} <strong>{target}</strong>
      </p>
      <Form layout="vertical" onFinish={submit} requiredMark={false} name="double-auth" initialValues={{ remember: true }}>
        <Form.Item label="验证码" required>
          <div className="code-row">
            <Form.Item name="vcode" noStyle rules={[{ required: true, message: "请输入验证码" }]}>
              <Input placeholder="6 位数字" maxLength={6} inputMode="numeric" autoComplete="one-time-code" autoFocus />
            </Form.Item>
            <SendCodeButton
              onSend={async () => {
                await post("/user/auth/doubleAuth/send", { channel });
                return { resendAfter: 60 };
              }}
            />
          </div>
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>记住此设备，下次登录无需验证</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          验证并登录
        </Button>
      </Form>
      <div className="auth-links">
        {info.channels.includes(other) ? (
          <Button
            type="link"
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
