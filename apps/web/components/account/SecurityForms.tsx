import { Button, Form, Input, Modal, message, Radio } from "antd";
import { useState } from "react";
import { logoutEverywhere } from "../../lib/auth-client";
import { post } from "../../lib/request";
import { PasswordStrength } from "./PasswordStrength";
import { SendCodeButton } from "./SendCodeButton";

/** 修改密码: current password + new one; other devices are logged out, this one gets a new session. */
export function ChangePasswordForm() {
  const [form] = Form.useForm();
  const password = Form.useWatch("newPassword", form);
  const submit = async (v: { oldPassword: string; newPassword: string }) => {
    await post("/user/center/password/change", { oldPassword: v.oldPassword, newPassword: v.newPassword });
    message.success("密码已修改，其他设备上的登录已失效");
    form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} className="narrow-form" name="change-password">
      <Form.Item name="oldPassword" label="当前密码" rules={[{ required: true, message: "请输入当前密码" }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="新密码"
        rules={[
          { required: true, message: "请输入新密码" },
          { min: 8, message: "密码至少 8 位" },
        ]}
        extra={<PasswordStrength password={password} />}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={["newPassword"]}
        rules={[
          { required: true, message: "请再次输入新密码" },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue("newPassword") ? Promise.resolve() : Promise.reject(new Error("两次输入的密码不一致")),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        修改密码
      </Button>
    </Form>
  );
}

/** 更换手机号 / 邮箱: re-enter the password, then prove the new address with a code. */
export function ChangeContactForm({ onDone }: { onDone: () => void }) {
  const [ticket, setTicket] = useState<string | null>(null);
  const [channel, setChannel] = useState<"sms" | "email">("sms");
  const [form] = Form.useForm();
  if (!ticket) {
    return (
      <Form
        layout="vertical"
        className="narrow-form"
        name="reauth"
        onFinish={async (v: { password: string }) =>
          setTicket((await post<{ reauthTicket: string }>("/user/center/reauth", v)).data.reauthTicket)
        }
      >
        <p className="muted">为保护账号安全，更换手机号或邮箱前请先输入登录密码。</p>
        <Form.Item name="password" label="登录密码" rules={[{ required: true, message: "请输入登录密码" }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button htmlType="submit">验证身份</Button>
      </Form>
    );
  }
  const send = async () => {
    const v = await form.validateFields(["target"]).catch(() => null);
    return v ? (await post<{ resendAfter: number }>("/user/center/contact/send", { channel, target: v.target })).data : undefined;
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className="narrow-form"
      name="change-contact"
      onFinish={async (v: { target: string; vcode: string }) => {
        await post("/user/center/contact/change", { reauthTicket: ticket, channel, target: v.target, vcode: v.vcode });
        message.success(channel === "sms" ? "手机号已更换" : "邮箱已更换");
        setTicket(null);
        onDone();
      }}
    >
      <Radio.Group
        value={channel}
        onChange={(e) => setChannel(e.target.value)}
        options={[
          { value: "sms", label: "更换手机号" },
          { value: "email", label: "更换邮箱" },
        ]}
        optionType="button"
      />
      <Form.Item
        name="target"
        label={channel === "sms" ? "新手机号" : "新邮箱"}
        rules={[{ required: true, message: "请填写" }]}
        className="mt16"
      >
        <Input maxLength={channel === "sms" ? 11 : 320} />
      </Form.Item>
      <Form.Item label="验证码" required>
        <div className="code-row">
          <Form.Item name="vcode" noStyle rules={[{ required: true, message: "请输入验证码" }]}>
            <Input maxLength={6} placeholder="6 位数字" />
          </Form.Item>
          <SendCodeButton onSend={send} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit">
        确认更换
      </Button>
    </Form>
  );
}

/** 注销账号: 15-day cooling-off; logging in again within it cancels. */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  // The dialog renders where contextHolder is, inside this page's AntdScope (locale, styles).
  const [modal, contextHolder] = Modal.useModal();
  const submit = (v: { password?: string; confirm: string }) =>
    modal.confirm({
      title: "确定注销账号？",
      content: "提交后立即退出所有设备。15 天冷静期内重新登录即可撤销注销；期满后账号和个人信息将被删除且无法恢复。",
      okText: "确定注销",
      okButtonProps: { danger: true },
      cancelText: "取消",
      onOk: async () => {
        await post("/user/center/deletion/request", v);
        await logoutEverywhere("/");
      },
    });
  return (
    <Form layout="vertical" className="narrow-form" onFinish={submit} name="delete-account">
      {contextHolder}
      {hasPassword && (
        <Form.Item name="password" label="登录密码" rules={[{ required: true, message: "请输入登录密码" }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item name="confirm" label="请输入“注销账号”以确认" rules={[{ required: true, message: "请输入“注销账号”" }]}>
        <Input placeholder="注销账号" />
      </Form.Item>
      <Button danger htmlType="submit">
        申请注销
      </Button>
    </Form>
  );
}
