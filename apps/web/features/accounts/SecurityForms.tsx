import { useState } from "react";
import { Button } from "~/components/form/Button";
import { RadioButtons } from "~/components/form/ChoiceFields";
import { TextField } from "~/components/form/TextField";
import { minLength, required, sameAs, useForm } from "~/components/form/use-form";
import { logoutEverywhere } from "~/lib/auth-client";
import { confirmDialog } from "~/lib/confirm";
import { post } from "~/lib/request";
import { toast } from "~/lib/toast";
import { VcodeField } from "./LoginForms";
import { PasswordStrength } from "./PasswordStrength";

// The forms of 账号安全 and 数据与注销, on the account pages' own fields (no antd). A failed call
// shows the server's message through request(); the form keeps what was typed.

/** Runs `call` with the button busy; false when it failed (its message is already shown). */
function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}

/** 修改密码: current password + new one; other devices are logged out, this one gets a new session. */
export function ChangePasswordForm() {
  const empty = { oldPassword: "", newPassword: "", confirm: "" };
  const form = useForm(empty, {
    oldPassword: [required("请输入当前密码")],
    newPassword: [required("请输入新密码"), minLength(8, "密码至少 8 位")],
    confirm: [required("请再次输入新密码"), sameAs("newPassword", "两次输入的密码不一致")],
  });
  const [busy, run] = useBusy();
  const submit = form.submit(async (v) => {
    const done = await run(() => post("/user/center/password/change", { oldPassword: v.oldPassword, newPassword: v.newPassword }));
    if (!done) return;
    toast("success", "密码已修改，其他设备上的登录已失效");
    for (const name of Object.keys(empty) as (keyof typeof empty)[]) form.set(name, "");
  });
  return (
    <form onSubmit={submit} noValidate className="narrow-form" name="change-password">
      <TextField {...form.text("oldPassword")} password label="当前密码" autoComplete="current-password" />
      <TextField
        {...form.text("newPassword")}
        password
        label="新密码"
        autoComplete="new-password"
        extra={<PasswordStrength password={form.values.newPassword} />}
      />
      <TextField {...form.text("confirm")} password label="确认新密码" autoComplete="new-password" />
      <Button variant="primary" type="submit" loading={busy}>
        修改密码
      </Button>
    </form>
  );
}

const CHANNELS = [
  { value: "sms", label: "更换手机号" },
  { value: "email", label: "更换邮箱" },
];

/** 更换手机号 / 邮箱: re-enter the password, then prove the new address with a code. */
export function ChangeContactForm({ onDone }: { onDone: () => void }) {
  const [ticket, setTicket] = useState<string | null>(null);
  return ticket ? (
    <NewContactForm
      ticket={ticket}
      onDone={() => {
        setTicket(null);
        onDone();
      }}
    />
  ) : (
    <ReauthForm onTicket={setTicket} />
  );
}

function ReauthForm({ onTicket }: { onTicket: (ticket: string) => void }) {
  const form = useForm({ password: "" }, { password: [required("请输入登录密码")] });
  const [busy, run] = useBusy();
  const submit = form.submit((v) =>
    run(async () => onTicket((await post<{ reauthTicket: string }>("/user/center/reauth", v)).data.reauthTicket)),
  );
  return (
    <form onSubmit={submit} noValidate className="narrow-form" name="reauth">
      <p className="muted">为保护账号安全，更换手机号或邮箱前请先输入登录密码。</p>
      <TextField {...form.text("password")} password label="登录密码" autoComplete="current-password" />
      <Button type="submit" loading={busy}>
        验证身份
      </Button>
    </form>
  );
}

function NewContactForm({ ticket, onDone }: { ticket: string; onDone: () => void }) {
  const [channel, setChannel] = useState<"sms" | "email">("sms");
  const form = useForm(
    { target: "", vcode: "" },
    {
      target: [required("请填写")],
      vcode: [required("请输入验证码"), (v) => (v && !/^\d{6}$/.test(String(v)) ? "验证码为 6 位数字" : undefined)],
    },
  );
  const [busy, run] = useBusy();
  const send = async () =>
    form.validate(["target"])
      ? (await post<{ resendAfter: number }>("/user/center/contact/send", { channel, target: form.get().target })).data
      : undefined;
  const submit = form.submit(async (v) => {
    const done = await run(() => post("/user/center/contact/change", { reauthTicket: ticket, channel, target: v.target, vcode: v.vcode }));
    if (!done) return;
    toast("success", channel === "sms" ? "手机号已更换" : "邮箱已更换");
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="narrow-form" name="change-contact">
      <RadioButtons
        id="contact-channel"
        name="channel"
        label="更换"
        value={channel}
        options={CHANNELS}
        onChange={(v) => {
          setChannel(v === "email" ? "email" : "sms");
          form.set("target", "");
        }}
      />
      <TextField
        {...form.text("target")}
        label={channel === "sms" ? "新手机号" : "新邮箱"}
        maxLength={channel === "sms" ? 11 : 320}
        inputMode={channel === "sms" ? "numeric" : "email"}
        autoComplete={channel === "sms" ? "tel" : "email"}
      />
      <VcodeField field={form.text("vcode")} onSend={send} label="验证码" />
      <Button variant="primary" type="submit" loading={busy}>
        确认更换
      </Button>
    </form>
  );
}

/** 注销账号: 15-day cooling-off; logging in again within it cancels. */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const form = useForm(
    { password: "", confirm: "" },
    {
      ...(hasPassword ? { password: [required("请输入登录密码")] } : {}),
      confirm: [required("请输入“注销账号”"), (v) => (v && v !== "注销账号" ? "请输入“注销账号”四个字" : undefined)],
    },
  );
  const [busy, run] = useBusy();
  const submit = form.submit(async (v) => {
    const sure = await confirmDialog({
      title: "确定注销账号？",
      content: "提交后立即退出所有设备。15 天冷静期内重新登录即可撤销注销；期满后账号和个人信息将被删除且无法恢复。",
      okText: "确定注销",
      cancelText: "取消",
      danger: true,
    });
    if (!sure) return;
    const body = hasPassword ? { password: v.password, confirm: v.confirm } : { confirm: v.confirm };
    if (await run(() => post("/user/center/deletion/request", body))) await logoutEverywhere("/");
  });
  return (
    <form onSubmit={submit} noValidate className="narrow-form" name="delete-account">
      {hasPassword && <TextField {...form.text("password")} password label="登录密码" autoComplete="current-password" />}
      <TextField {...form.text("confirm")} label="请输入“注销账号”以确认" placeholder="注销账号" autoComplete="off" />
      <Button type="submit" loading={busy} className="ui-btn-danger-outline">
        申请注销
      </Button>
    </form>
  );
}
