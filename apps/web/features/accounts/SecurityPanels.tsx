import { useRevalidator } from "react-router";
import { Card } from "~/components/form/Card";
import { ChangeContactForm, ChangePasswordForm, DeleteAccountForm } from "./SecurityForms";

/** 账号安全 and 数据与注销 of 个人中心, without antd (each tab loads this module on its own). */

export function SecurityPanel({ hasPassword }: { hasPassword: boolean }) {
  const { revalidate } = useRevalidator();
  return (
    <div className="center-grid">
      <Card title="修改密码">
        {hasPassword ? <ChangePasswordForm /> : <p className="muted">您的账号尚未设置密码，可通过“找回密码”设置。</p>}
      </Card>
      <Card title="更换手机号 / 邮箱">
        <ChangeContactForm onDone={revalidate} />
      </Card>
    </div>
  );
}

export function DataPanel({ hasPassword }: { hasPassword: boolean }) {
  return (
    <div className="center-grid">
      <Card title="导出我的数据">
        <p className="muted">下载我们保存的您的个人信息、登录设备与登录记录（JSON 文件）。</p>
        <a className="ui-btn ui-btn-default" href="/api/user/center/export" download>
          下载 JSON
        </a>
      </Card>
      <Card title="注销账号">
        <DeleteAccountForm hasPassword={hasPassword} />
      </Card>
    </div>
  );
}
