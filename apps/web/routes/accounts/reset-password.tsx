import { useRef, useState } from "react";
import { Button } from "~/components/form/Button";
import { Result } from "~/components/form/Result";
import { Steps } from "~/components/form/Steps";
import { TextField } from "~/components/form/TextField";
import { minLength, required, sameAs, useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { IcodeField, type IcodeHandle } from "~/features/accounts/IcodeField";
import { VcodeField } from "~/features/accounts/LoginForms";
import { PasswordStrength } from "~/features/accounts/PasswordStrength";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import type { Route } from "./+types/reset-password";

export const loader = frameLoader("page-resetPassword", { title: "找回密码" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

interface Account {
  id: string;
  kind: "personal" | "org";
  label: string;
  realname: string;
}

type Target = { account: string; channel: "sms" | "email"; permit: string; maskedTarget: string };
type Found = { ticket: string; accounts: Account[] };

/** Step 1: the account and an image code; the server answers where the code will go. */
function CheckStep({ onDone }: { onDone: (t: Target) => void }) {
  const form = useForm(
    { account: "", icode: "" },
    { account: [required("请输入注册时使用的手机号或邮箱")], icode: [required("请输入图形验证码")] },
  );
  const icode = useRef<IcodeHandle>(null);
  const [busy, setBusy] = useState(false);
  const check = async (v: typeof form.values) => {
    setBusy(true);
    try {
      const r = await post<{ permit: string; channel: "sms" | "email"; maskedTarget: string }>("/user/findPwd/check", {
        account: v.account.trim(),
        icodeId: icode.current?.take(),
        icode: v.icode,
      });
      onDone({ account: v.account.trim(), ...r.data });
    } catch {
      form.set("icode", "");
      icode.current?.refresh();
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.submit(check)} noValidate name="find-check">
      <TextField {...form.text("account")} label="手机号或邮箱" placeholder="手机号 / 邮箱" autoComplete="username" />
      <IcodeField ref={icode} endpoint="/user/findPwd/code" field={form.text("icode")} />
      <Button variant="primary" type="submit" block loading={busy}>
        下一步
      </Button>
    </form>
  );
}

/** Step 2: the code sent by SMS or e-mail lists the accounts it may reset. */
function VerifyStep({ target, onDone }: { target: Target; onDone: (f: Found) => void }) {
  const form = useForm({ vcode: "" }, { vcode: [required("请输入验证码")] });
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const r =
      target.channel === "sms"
        ? await post<{ resendAfter: number }>("/user/findPwd/sendVcode", { permit: target.permit, phone: target.account })
        : await post<{ resendAfter: number }>("/user/findPwd/sendEmailVcode", { permit: target.permit, email: target.account });
    return r.data;
  };
  const verify = async (v: typeof form.values) => {
    setBusy(true);
    try {
      const r = await post<Found>("/user/findPwd/listAccounts", { channel: target.channel, target: target.account, vcode: v.vcode });
      onDone(r.data);
    } catch {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.submit(verify)} noValidate name="find-verify">
      <p>
        验证码将发送到 {target.channel === "sms" ? "手机" : "邮箱"} <strong>{target.maskedTarget}</strong>（若该
        {target.channel === "sms" ? "号码" : "邮箱"}已注册）。
      </p>
      <VcodeField field={form.text("vcode")} onSend={send} label="验证码" />
      <Button variant="primary" type="submit" block loading={busy}>
        下一步
      </Button>
    </form>
  );
}

/** Step 3: which account (when the phone or e-mail has several) and its new password. */
function UpdateStep({ found, channel, onDone }: { found: Found; channel?: "sms" | "email"; onDone: () => void }) {
  const form = useForm(
    { accountId: found.accounts[0]?.id ?? "", password: "", confirm: "" },
    {
      accountId: [required("请选择账号")],
      password: [required("请输入新密码"), minLength(8, "密码至少 8 位")],
      confirm: [required("请再次输入新密码"), sameAs("password", "两次输入的密码不一致")],
    },
  );
  const [busy, setBusy] = useState(false);
  const update = async (v: typeof form.values) => {
    setBusy(true);
    try {
      await post("/user/findPwd/updatePwd", { ticket: found.ticket, accountId: v.accountId, password: v.password }, { dropEmpty: true });
      onDone();
    } catch {
      setBusy(false);
    }
  };
  const choice = form.text("accountId");
  return (
    <form onSubmit={form.submit(update)} noValidate name="find-update">
      {found.accounts.length > 1 && (
        <p className="muted">该{channel === "sms" ? "手机号" : "邮箱"}关联了多个账号，请选择要重置密码的账号：</p>
      )}
      <fieldset className={`ui-field ui-fieldset${choice.error ? " ui-field-invalid" : ""}`} aria-describedby={`${choice.id}-error`}>
        <legend className="ui-label">账号</legend>
        <div className="account-choices">
          {found.accounts.map((a, i) => (
            <label key={a.id} className="ui-check">
              <input
                type="radio"
                name="accountId"
                value={a.id}
                id={i === 0 ? choice.id : undefined}
                checked={choice.value === a.id}
                onChange={() => choice.onChange(a.id)}
              />
              <span>
                {a.label}
                {a.realname ? `（${a.realname}）` : ""}
              </span>
            </label>
          ))}
        </div>
        <div id={`${choice.id}-error`} className="ui-error" aria-live="polite">
          {choice.error}
        </div>
      </fieldset>
      <TextField
        {...form.text("password")}
        password
        label="新密码"
        placeholder="8–128 位"
        autoComplete="new-password"
        extra={<PasswordStrength password={form.values.password} />}
      />
      <TextField {...form.text("confirm")} password label="确认新密码" autoComplete="new-password" />
      <Button variant="primary" type="submit" block loading={busy}>
        确认修改
      </Button>
    </form>
  );
}

/** 找回密码: account + image code → code by SMS or e-mail → choose the account → new password. */
export default function ResetPasswordPage() {
  const [step, setStep] = useState(0);
  const [target, setTarget] = useState<Target | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  return (
    <AuthShell title="找回密码" wide>
      <Steps titles={["验证账号", "安全验证", "设置新密码", "完成"]} current={step} />
      {step === 0 && (
        <CheckStep
          onDone={(t) => {
            setTarget(t);
            setStep(1);
          }}
        />
      )}
      {step === 1 && target && (
        <VerifyStep
          target={target}
          onDone={(f) => {
            setFound(f);
            setStep(2);
          }}
        />
      )}
      {step === 2 && found && <UpdateStep found={found} channel={target?.channel} onDone={() => setStep(3)} />}
      {step === 3 && (
        <Result
          status="success"
          title="密码已重置"
          subTitle="该账号在所有设备上的登录已失效，请使用新密码登录。"
          extra={
            <Link to="/login" className="ui-btn ui-btn-primary">
              去登录
            </Link>
          }
        />
      )}
      {step < 3 && (
        <div className="auth-links">
          <Link to="/login">返回登录</Link>
        </div>
      )}
    </AuthShell>
  );
}
