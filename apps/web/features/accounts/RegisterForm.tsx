import { useRef, useState } from "react";
import { Button } from "~/components/form/Button";
import { Checkbox } from "~/components/form/Checkbox";
import { LockIcon, MobileIcon } from "~/components/form/icons";
import { TextField } from "~/components/form/TextField";
import { maxLength, minLength, required, sameAs, useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { afterLogin, type LoginData } from "~/lib/auth-client";
import { post } from "~/lib/request";
import { IcodeField, type IcodeHandle } from "./IcodeField";
import { sendCode, VcodeField } from "./LoginForms";
import { PasswordStrength } from "./PasswordStrength";
import { PHONE_RULES, VCODE_RULES } from "./rules";

/** Phone + image code + SMS code + password (strength while typing) + optional invitation code + consent (unticked). */
export function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const form = useForm(
    { phone: "", icode: "", vcode: "", password: "", confirm: "", inviteCode: inviteCode ?? "", agree: false },
    {
      phone: PHONE_RULES,
      vcode: VCODE_RULES,
      password: [required("请设置密码"), minLength(8, "密码至少 8 位"), maxLength(128, "密码不能超过 128 位")],
      confirm: [required("请再次输入密码"), sameAs("password", "两次输入的密码不一致")],
      agree: [required("请先阅读并同意《用户协议》和《隐私政策》")],
    },
  );
  const icode = useRef<IcodeHandle>(null);
  const [busy, setBusy] = useState(false);
  const { password, phone } = form.values;
  const send = () => sendCode(form, icode.current, "/user/reg/sendVcode");
  const submit = async (v: typeof form.values) => {
    setBusy(true);
    try {
      const r = await post<LoginData>("/user/reg/v3/std/register", {
        phone: v.phone,
        vcode: v.vcode,
        password: v.password,
        agree: v.agree,
        inviteCode: v.inviteCode || undefined,
      });
      afterLogin(r.data);
    } catch {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.submit(submit)} noValidate name="register">
      <TextField
        {...form.text("phone")}
        label="手机号"
        prefix={<MobileIcon />}
        placeholder="请输入 11 位手机号"
        maxLength={11}
        autoComplete="tel"
      />
      <IcodeField ref={icode} endpoint="/user/reg/code" field={form.text("icode")} />
      <VcodeField field={form.text("vcode")} onSend={send} />
      <TextField
        {...form.text("password")}
        password
        label="设置密码"
        prefix={<LockIcon />}
        placeholder="8–128 位"
        autoComplete="new-password"
        extra={<PasswordStrength password={password} phone={phone} />}
      />
      <TextField
        {...form.text("confirm")}
        password
        label="确认密码"
        prefix={<LockIcon />}
        placeholder="再次输入密码"
        autoComplete="new-password"
      />
      <TextField {...form.text("inviteCode")} label="邀请码（选填）" placeholder="没有可不填" maxLength={16} autoComplete="off" />
      <Checkbox {...form.checkbox("agree")}>
        我已阅读并同意
        <Link to="/service" target="_blank">
          《用户协议》
        </Link>
        和
        <Link to="/pravicy" target="_blank">
          《隐私政策》
        </Link>
      </Checkbox>
      <Button variant="primary" type="submit" block size="large" loading={busy}>
        注册
      </Button>
    </form>
  );
}
