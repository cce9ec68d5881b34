import { LockOutlined, MobileOutlined } from "@ant-design/icons";
import { Button, Checkbox, Form, Input } from "antd";
import { useRef, useState } from "react";
import { Link } from "~/components/Link";
import { afterLogin, type LoginData } from "../../lib/auth-client";
import { post } from "../../lib/request";
import { IcodeField, type IcodeHandle } from "./IcodeField";
import { PHONE_RULES, requireIcode } from "./LoginForms";
import { PasswordStrength } from "./PasswordStrength";
import { SendCodeButton } from "./SendCodeButton";

interface Values {
  phone: string;
  icode: string;
  vcode: string;
  password: string;
  confirm: string;
  inviteCode?: string;
  agree: boolean;
}

/** Phone + image code + SMS code + password (strength while typing) + optional invitation code + consent (unticked). */
export function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const [form] = Form.useForm<Values>();
  const icode = useRef<IcodeHandle>(null);
  const [busy, setBusy] = useState(false);
  const password = Form.useWatch("password", form);
  const phone = Form.useWatch("phone", form);
  const send = async () => {
    const v = await form.validateFields(["phone"]).catch(() => null);
    const answer = requireIcode(form);
    if (!v || !answer) return undefined;
    try {
      return (await post<{ resendAfter: number }>("/user/reg/sendVcode", { phone: v.phone, icodeId: icode.current?.take(), icode: answer }))
        .data;
    } finally {
      form.setFieldValue("icode", "");
    }
  };
  const submit = async (v: Values) => {
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
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="register" initialValues={{ inviteCode, agree: false }}>
      <Form.Item name="phone" label="手机号" rules={PHONE_RULES}>
        <Input prefix={<MobileOutlined />} placeholder="请输入 11 位手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <IcodeField ref={icode} endpoint="/user/reg/code" forSend />
      <Form.Item label="短信验证码" required>
        <div className="code-row">
          <Form.Item name="vcode" noStyle rules={[{ required: true, message: "请输入短信验证码" }]}>
            <Input placeholder="6 位数字" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <SendCodeButton onSend={send} />
        </div>
      </Form.Item>
      <Form.Item
        name="password"
        label="设置密码"
        rules={[
          { required: true, message: "请设置密码" },
          { min: 8, message: "密码至少 8 位" },
          { max: 128, message: "密码不能超过 128 位" },
        ]}
        extra={<PasswordStrength password={password} phone={phone} />}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="8–128 位" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={["password"]}
        rules={[
          { required: true, message: "请再次输入密码" },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue("password") ? Promise.resolve() : Promise.reject(new Error("两次输入的密码不一致")),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="inviteCode" label="邀请码（选填）">
        <Input placeholder="没有可不填" maxLength={16} />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error("请先阅读并同意《用户协议》和《隐私政策》"))) }]}
      >
        <Checkbox>
          我已阅读并同意
          <Link to="/service" target="_blank">
            《用户协议》
          </Link>
          和
          <Link to="/pravicy" target="_blank">
            《隐私政策》
          </Link>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        注册
      </Button>
    </Form>
  );
}
