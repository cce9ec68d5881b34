import { Button, Form, Input, Radio, Result, Steps } from "antd";
import { useRef, useState } from "react";
import { AuthShell } from "~/components/account/AuthShell";
import { IcodeField, type IcodeHandle } from "~/components/account/IcodeField";
import { PasswordStrength } from "~/components/account/PasswordStrength";
import { SendCodeButton } from "~/components/account/SendCodeButton";
import { Link } from "~/components/Link";
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

/** 找回密码: account + image code → code by SMS or e-mail → choose the account → new password. */
export default function ResetPasswordPage() {
  const [step, setStep] = useState(0);
  const [target, setTarget] = useState<{ account: string; channel: "sms" | "email"; permit: string; maskedTarget: string } | null>(null);
  const [found, setFound] = useState<{ ticket: string; accounts: Account[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const icode = useRef<IcodeHandle>(null);
  const [newPwdForm] = Form.useForm();
  const password = Form.useWatch("password", newPwdForm);

  const check = async (v: { account: string; icode: string }) => {
    setBusy(true);
    try {
      const r = await post<{ permit: string; channel: "sms" | "email"; maskedTarget: string }>("/user/findPwd/check", {
        account: v.account.trim(),
        icodeId: icode.current?.take(),
        icode: v.icode,
      });
      setTarget({ account: v.account.trim(), ...r.data });
      setStep(1);
    } catch {
      icode.current?.refresh();
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    if (!target) return undefined;
    const r =
      target.channel === "sms"
        ? await post<{ resendAfter: number }>("/user/findPwd/sendVcode", { permit: target.permit, phone: target.account })
        : await post<{ resendAfter: number }>("/user/findPwd/sendEmailVcode", { permit: target.permit, email: target.account });
    return r.data;
  };
  const verify = async (v: { vcode: string }) => {
    if (!target) return;
    setBusy(true);
    try {
      const r = await post<{ ticket: string; accounts: Account[] }>("/user/findPwd/listAccounts", {
        channel: target.channel,
        target: target.account,
        vcode: v.vcode,
      });
      setFound(r.data);
      setStep(2);
    } finally {
      setBusy(false);
    }
  };
  const update = async (v: { accountId: string; password: string }) => {
    if (!found) return;
    setBusy(true);
    try {
      await post("/user/findPwd/updatePwd", { ticket: found.ticket, accountId: v.accountId, password: v.password }, { dropEmpty: true });
      setStep(3);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title="找回密码" wide>
      <Steps
        size="small"
        current={step}
        items={[{ title: "验证账号" }, { title: "安全验证" }, { title: "设置新密码" }, { title: "完成" }]}
        className="auth-steps"
      />
      {step === 0 && (
        <Form layout="vertical" onFinish={check} requiredMark={false} name="find-check">
          <Form.Item name="account" label="手机号或邮箱" rules={[{ required: true, message: "请输入注册时使用的手机号或邮箱" }]}>
            <Input placeholder="手机号 / 邮箱" autoComplete="username" />
          </Form.Item>
          <IcodeField ref={icode} endpoint="/user/findPwd/code" />
          <Button type="primary" htmlType="submit" block loading={busy}>
            下一步
          </Button>
        </Form>
      )}
      {step === 1 && target && (
        <Form layout="vertical" onFinish={verify} requiredMark={false} name="find-verify">
          <p>
            验证码将发送到 {target.channel === "sms" ? "手机" : "邮箱"} <strong>{target.maskedTarget}</strong>（若该
            {target.channel === "sms" ? "号码" : "邮箱"}已注册）。
          </p>
          <Form.Item label="验证码" required>
            <div className="code-row">
              <Form.Item name="vcode" noStyle rules={[{ required: true, message: "请输入验证码" }]}>
                <Input placeholder="6 位数字" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
              </Form.Item>
              <SendCodeButton onSend={send} />
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            下一步
          </Button>
        </Form>
      )}
      {step === 2 && found && (
        <Form
          form={newPwdForm}
          layout="vertical"
          onFinish={update}
          requiredMark={false}
          name="find-update"
          initialValues={{ accountId: found.accounts[0]?.id }}
        >
          {found.accounts.length > 1 && (
            <p className="muted">该{target?.channel === "sms" ? "手机号" : "邮箱"}关联了多个账号，请选择要重置密码的账号：</p>
          )}
          <Form.Item name="accountId" label="账号" rules={[{ required: true, message: "请选择账号" }]}>
            <Radio.Group
              options={found.accounts.map((a) => ({ value: a.id, label: `${a.label}${a.realname ? `（${a.realname}）` : ""}` }))}
              className="account-choices"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label="新密码"
            rules={[
              { required: true, message: "请输入新密码" },
              { min: 8, message: "密码至少 8 位" },
            ]}
            extra={<PasswordStrength password={password} />}
          >
            <Input.Password placeholder="8–128 位" autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            确认修改
          </Button>
        </Form>
      )}
      {step === 3 && (
        <Result
          status="success"
          title="密码已重置"
          subTitle="该账号在所有设备上的登录已失效，请使用新密码登录。"
          extra={
            <Link to="/login">
              <Button type="primary">去登录</Button>
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
