import { useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { Button } from "~/components/form/Button";
import { Result, Spinner } from "~/components/form/Result";
import { TextField } from "~/components/form/TextField";
import { useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { IcodeField, type IcodeHandle } from "~/features/accounts/IcodeField";
import { sendCode, VcodeField } from "~/features/accounts/LoginForms";
import { PHONE_RULES, VCODE_RULES } from "~/features/accounts/rules";
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
  const form = useForm({ phone: "", icode: "", vcode: "" }, { phone: PHONE_RULES, vcode: VCODE_RULES });
  const [busy, setBusy] = useState(false);
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

  if (state.kind === "loading") return <AuthShell title="正在登录">{<Spinner label="正在登录" />}</AuthShell>;
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
  const send = () => sendCode(form, icode.current, "/user/reg/v3/wx/send", { bindTicket: bindTicket ?? "" });
  const bind = async (v: typeof form.values) => {
    setBusy(true);
    try {
      const r = await post<LoginData>("/user/reg/v3/wx/bind", { bindTicket, phone: v.phone, vcode: v.vcode });
      afterLogin(r.data, after);
    } catch {
      setBusy(false);
    }
  };
  return (
    <AuthShell
      title="绑定手机号"
      subtitle={`${nickname ? `${nickname}，` : ""}首次使用${type === "wechat" ? "微信" : "第三方账号"}登录，请绑定手机号。已注册的手机号将绑定到原账号。`}
    >
      <form onSubmit={form.submit(bind)} noValidate name="oauth-bind">
        <TextField {...form.text("phone")} label="手机号" placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
        <IcodeField ref={icode} field={form.text("icode")} />
        <VcodeField field={form.text("vcode")} onSend={send} />
        <Button variant="primary" type="submit" block loading={busy}>
          绑定并登录
        </Button>
      </form>
    </AuthShell>
  );
}
