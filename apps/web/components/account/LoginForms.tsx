import { LockOutlined, MobileOutlined, UserOutlined } from "@ant-design/icons";
import { Button, Form, type FormInstance, Input } from "antd";
import { useRef, useState } from "react";
import { afterLogin, type LoginData } from "../../lib/auth-client";
import { ApiError, post } from "../../lib/request";
import { IcodeField, type IcodeHandle } from "./IcodeField";
import { SendCodeButton } from "./SendCodeButton";

/** The image code is checked only when a code is sent; an empty one is pointed out on the field. */
export function requireIcode(form: FormInstance): string | undefined {
  const answer = (form.getFieldValue("icode") as string | undefined)?.trim();
  if (!answer) form.setFields([{ name: "icode", errors: ["请输入图形验证码"] }]);
  return answer || undefined;
}

export const PHONE_RULES = [
  { required: true, message: "请输入手机号" },
  { pattern: /^1[3-9]\d{9}$/, message: "请输入正确的 11 位手机号" },
];

/** Password login; the image code appears once the server asks for it (after failed attempts). */
export function PasswordLogin({ org, preview }: { org?: boolean; preview?: boolean }) {
  const [form] = Form.useForm();
  const [needIcode, setNeedIcode] = useState(false);
  const [busy, setBusy] = useState(false);
  const icode = useRef<IcodeHandle>(null);
  const submit = async (v: { orgCode?: string; account: string; password: string; icode?: string }) => {
    if (preview) return;
    setBusy(true);
    try {
      const body = { ...v, ...(needIcode ? { icodeId: icode.current?.take() } : {}) };
      const r = await post<LoginData>(org ? "/user/auth/org/pwd/login" : "/user/auth/v3/pwd/login", body);
      afterLogin(r.data);
    } catch (err) {
      if (err instanceof ApiError && err.code === "40002") setNeedIcode(true);
      form.setFieldValue("icode", "");
      icode.current?.refresh();
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name={org ? "org-login" : "pwd-login"}>
      {org && (
        <Form.Item name="orgCode" label="机构代码" rules={[{ required: true, message: "请输入机构代码" }]}>
          <Input placeholder="由机构管理员提供" autoComplete="organization" />
        </Form.Item>
      )}
      <Form.Item name="account" label={org ? "机构账号" : "账号"} rules={[{ required: true, message: "请输入手机号、邮箱或用户名" }]}>
        <Input prefix={<UserOutlined />} placeholder={org ? "用户名或手机号" : "手机号 / 邮箱"} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: "请输入密码" }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={128} />
      </Form.Item>
      {needIcode && <IcodeField ref={icode} />}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={preview}>
        登录
      </Button>
    </Form>
  );
}

/** SMS-code login: image code first, then the 6-digit code. */
export function SmsLogin() {
  const [form] = Form.useForm();
  const icode = useRef<IcodeHandle>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const { phone } = await form.validateFields(["phone"]).catch(() => ({}) as Record<string, string>);
    const answer = requireIcode(form);
    if (!phone || !answer) return undefined;
    try {
      return (await post<{ resendAfter: number }>("/user/auth/v3/vcode/send", { phone, icodeId: icode.current?.take(), icode: answer }))
        .data;
    } finally {
      form.setFieldValue("icode", "");
    }
  };
  const submit = async (v: { phone: string; vcode: string }) => {
    setBusy(true);
    try {
      afterLogin((await post<LoginData>("/user/auth/v3/vcode/login", { phone: v.phone, vcode: v.vcode })).data);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="sms-login">
      <Form.Item name="phone" label="手机号" rules={PHONE_RULES}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <IcodeField ref={icode} forSend />
      <Form.Item label="短信验证码" required>
        <div className="code-row">
          <Form.Item name="vcode" noStyle rules={[{ required: true, message: "请输入短信验证码" }]}>
            <Input placeholder="6 位数字" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <SendCodeButton onSend={send} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        登录
      </Button>
    </Form>
  );
}
