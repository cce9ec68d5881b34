import { Button, Form, Input, Result, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { AuthShell } from "~/components/account/AuthShell";
import { IcodeField, type IcodeHandle } from "~/components/account/IcodeField";
import { PHONE_RULES, requireIcode } from "~/components/account/LoginForms";
import { SendCodeButton } from "~/components/account/SendCodeButton";
import { Link } from "~/components/Link";
import { afterLogin, type LoginData } from "~/lib/auth-client";
import { frameLoader } from "~/lib/frame.server";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import type { Route } from "./+types/oauth";

export const handle: RouteHandle = { impower: true };
export const loader = frameLoader("page-oauth", { title: "第三方授权" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

type Callback = LoginData & { bindTicket?: string; nickname?: string; after: string };

/** /Oauth/{type}: the provider sends the browser back here with code + state; we finish the login or ask to bind a phone. */
export default function OauthPage() {
  const { type = "wechat" } = useParams();
  const [params] = useSearchParams();
  const [state, setState] = useState<
    { kind: "loading" } | { kind: "error"; msg: string } | { kind: "bind"; data: Callback } | { kind: "linked" }
  >({ kind: "loading" });
  const started = useRef(false);
  const icode = useRef<IcodeHandle>(null);
  const [form] = Form.useForm();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get("code");
    const st = params.get("state");
    if (!code || !st) {
      setState({ kind: "error", msg: "授权未完成或已取消" });
      return;
    }
    post<Callback>("/user/auth/loginBy3rd", { type, code, state: st }, { silent: true })
      .then((r) => {
        if (r.data.status === "BIND") setState({ kind: "bind", data: r.data });
        else if (r.data.status === "LINKED") setState({ kind: "linked" });
        else afterLogin(r.data, r.data.after);
      })
      .catch((err) => setState({ kind: "error", msg: err.msg ?? "授权失败，请重试" }));
  }, [params, type]);

  if (state.kind === "loading") return <AuthShell title="正在登录">{<Spin />}</AuthShell>;
  if (state.kind === "error")
    return (
      <AuthShell title={type === "wechat" ? "微信登录" : "第三方登录"}>
        <Result
          status="warning"
          title={state.msg}
          extra={
            <div className="auth-actions-center">
              {type === "wechat" && <Link to="/weChat">重新扫码</Link>}
              <Link to="/login">返回登录</Link>
            </div>
          }
        />
      </AuthShell>
    );
  if (state.kind === "linked")
    return (
      <AuthShell title="绑定成功">
        <Result status="success" title="第三方账号已绑定" extra={<Link to="/personalCenter">返回个人中心</Link>} />
      </AuthShell>
    );
  const { bindTicket, nickname, after } = state.data;
  const send = async () => {
    const v = await form.validateFields(["phone"]).catch(() => null);
    const answer = requireIcode(form);
    if (!v || !answer) return undefined;
    return (
      await post<{ resendAfter: number }>("/user/reg/v3/wx/send", {
        bindTicket,
        phone: v.phone,
        icodeId: icode.current?.take(),
        icode: answer,
      })
    ).data;
  };
  const bind = async (v: { phone: string; vcode: string }) => {
    const r = await post<LoginData>("/user/reg/v3/wx/bind", { bindTicket, phone: v.phone, vcode: v.vcode });
    afterLogin(r.data, after);
  };
  return (
    <AuthShell
      title="绑定手机号"
      subtitle={`${nickname ? `${nickname}，` : ""}首次使用${type === "wechat" ? "微信" : "第三方账号"}登录，请绑定手机号。已注册的手机号将绑定到原账号。`}
    >
      <Form form={form} layout="vertical" onFinish={bind} requiredMark={false} name="oauth-bind">
        <Form.Item name="phone" label="手机号" rules={PHONE_RULES}>
          <Input maxLength={11} placeholder="请输入手机号" />
        </Form.Item>
        <IcodeField ref={icode} forSend />
        <Form.Item label="短信验证码" required>
          <div className="code-row">
            <Form.Item name="vcode" noStyle rules={[{ required: true, message: "请输入短信验证码" }]}>
              <Input maxLength={6} placeholder="6 位数字" />
            </Form.Item>
            <SendCodeButton onSend={send} />
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          绑定并登录
        </Button>
      </Form>
    </AuthShell>
  );
}
