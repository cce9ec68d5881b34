import { Button, Form, Input, message } from "antd";
import { useNavigate } from "react-router";
import { post } from "~/lib/request";
import { attempt } from "./types";

/** 创建机构: a name and the short code members type at organisation login. */
export function CreateOrgForm({ onCancel }: { onCancel?: () => void }) {
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const submit = async (v: { name: string; code: string }) => {
    const r = await attempt(() => post<{ id: string }>("/user/org/create", v));
    if (!r) return;
    message.success("机构已创建，您是该机构的管理员");
    form.resetFields();
    navigate(`/backService?org=${r.data.id}`);
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} className="narrow-form" name="create-org">
      <Form.Item
        name="name"
        label="机构名称"
        rules={[
          { required: true, whitespace: true, message: "请填写机构名称" },
          { max: 50, message: "机构名称不能超过 50 个字" },
        ]}
      >
        <Input placeholder="例如：某某建设工程有限公司" maxLength={50} showCount />
      </Form.Item>
      <Form.Item
        name="code"
        label="机构代码"
        extra="成员进行机构登录时填写；2–20 位字母、数字、下划线或短横线，创建后不能修改。"
        rules={[
          { required: true, message: "请填写机构代码" },
          { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{1,19}$/, message: "机构代码为 2–20 位字母、数字、下划线或短横线，并以字母或数字开头" },
        ]}
      >
        <Input placeholder="例如：zhuxin" maxLength={20} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        创建机构
      </Button>
      {onCancel && (
        <Button className="ml8" onClick={onCancel}>
          取消
        </Button>
      )}
    </Form>
  );
}
