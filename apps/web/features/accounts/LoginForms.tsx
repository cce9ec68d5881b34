import { useRef, useState } from "react";
import { Button } from "~/components/form/Button";
import { LockIcon, MobileIcon, UserIcon } from "~/components/form/icons";
import { TextField } from "~/components/form/TextField";
import { required, type TextBinding, useForm } from "~/components/form/use-form";
import { afterLogin, type LoginData } from "~/lib/auth-client";
import { ApiError, post } from "~/lib/request";
import { IcodeField, type IcodeHandle } from "./IcodeField";
import { PHONE_RULES, VCODE_RULES } from "./rules";
import { SendCodeButton } from "./SendCodeButton";

/** Password login; the image code appears once the server asks for it (after failed attempts). */
export function PasswordLogin({ org, preview }: { org?: boolean; preview?: boolean }) {
  const [needIcode, setNeedIcode] = useState(false);
  const form = useForm(
    { orgCode: "", account: "", password: "", icode: "" },
    {
      orgCode: org ? [required("请输入机构代码")] : [],
      account: [required("请输入手机号、邮箱或用户名")],
      password: [required("请输入密码")],
      icode: needIcode ? [required("请输入图形验证码")] : [],
    },
  );
  const [busy, setBusy] = useState(false);
  const icode = useRef<IcodeHandle>(null);
  const submit = async (v: typeof form.values) => {
    if (preview) return;
    setBusy(true);
    try {
      const body = {
        ...(org ? { orgCode: v.orgCode } : {}),
        account: v.account,
        password: v.password,
        ...(needIcode ? { icode: v.icode, icodeId: icode.current?.take() } : {}),
      };
      const r = await post<LoginData>(org ? "/user/auth/org/pwd/login" : "/user/auth/v3/pwd/login", body);
      afterLogin(r.data);
    } catch (err) {
      if (err instanceof ApiError && err.code === "40002") setNeedIcode(true);
      form.set("icode", "");
      icode.current?.refresh();
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.submit(submit)} noValidate name={org ? "org-login" : "pwd-login"}>
      {org && <TextField {...form.text("orgCode")} label="机构代码" placeholder="由机构管理员提供" autoComplete="organization" />}
      <TextField
        {...form.text("account")}
        label={org ? "机构账号" : "账号"}
        prefix={<UserIcon />}
        placeholder={org ? "用户名或手机号" : "手机号 / 邮箱"}
        autoComplete="username"
      />
      <TextField
        {...form.text("password")}
        password
        label="密码"
        prefix={<LockIcon />}
        placeholder="请输入密码"
        autoComplete="current-password"
        maxLength={128}
      />
      {needIcode && <IcodeField ref={icode} field={form.text("icode")} />}
      <Button variant="primary" type="submit" block size="large" loading={busy} disabled={preview}>
        登录
      </Button>
    </form>
  );
}

/** SMS-code login: image code first, then the 6-digit code. */
export function SmsLogin() {
  const form = useForm({ phone: "", icode: "", vcode: "" }, { phone: PHONE_RULES, vcode: VCODE_RULES });
  const icode = useRef<IcodeHandle>(null);
  const [busy, setBusy] = useState(false);
  const send = () => sendCode(form, icode.current, "/user/auth/v3/vcode/send");
  const submit = async (v: typeof form.values) => {
    setBusy(true);
    try {
      afterLogin((await post<LoginData>("/user/auth/v3/vcode/login", { phone: v.phone, vcode: v.vcode })).data);
    } catch {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.submit(submit)} noValidate name="sms-login">
      <TextField
        {...form.text("phone")}
        label="手机号"
        prefix={<MobileIcon />}
        placeholder="请输入手机号"
        maxLength={11}
        autoComplete="tel"
      />
      <IcodeField ref={icode} field={form.text("icode")} />
      <VcodeField field={form.text("vcode")} onSend={send} />
      <Button variant="primary" type="submit" block size="large" loading={busy}>
        登录
      </Button>
    </form>
  );
}

/** 短信验证码 with its send button beside it. */
export function VcodeField({
  field,
  onSend,
  label = "短信验证码",
  autoFocus,
}: {
  field: TextBinding;
  onSend: () => Promise<{ resendAfter?: number } | undefined>;
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      {...field}
      label={label}
      placeholder="6 位数字"
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      addon={<SendCodeButton onSend={onSend} />}
    />
  );
}

/** The part of a useForm form that sending a code uses (method syntax: any form with these fields fits). */
interface PhoneForm {
  validate(names: ["phone"]): boolean;
  get(): { phone: string; icode: string };
  set(name: "icode", value: string): void;
  setError(name: "icode", message: string, keepFocus?: boolean): void;
}

/**
 * Sends an SMS code to the form's phone once the phone is right and an image code is typed (the
 * image code is checked only here, so an empty one is pointed out on its field). The answer is
 * cleared afterwards: each picture is good for one try.
 */
export async function sendCode(form: PhoneForm, icode: IcodeHandle | null, url: string, extra: Record<string, string> = {}) {
  const phoneOk = form.validate(["phone"]);
  const { phone, icode: answer } = form.get();
  if (!answer.trim()) form.setError("icode", "请输入图形验证码", !phoneOk);
  if (!phoneOk || !answer.trim()) return undefined;
  try {
    return (await post<{ resendAfter: number }>(url, { ...extra, phone, icodeId: icode?.take(), icode: answer.trim() })).data;
  } finally {
    form.set("icode", "");
  }
}
