import { Button, Form, Input, InputNumber, Select, Space } from "antd";
import { useState } from "react";
import { adminCall } from "~/components/admin/api";
import { CHOICES, kindOf } from "./tender-labels";

const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/;

/**
 * The input a field's kind takes. Form.Item hands `value` and `onChange` to its child, so they are
 * passed on to the control.
 */
function ValueInput({ field, ...control }: { field: string; value?: unknown; onChange?: (v: unknown) => void }) {
  const kind = kindOf(field);
  const choices = kind ? CHOICES[kind] : undefined;
  // biome-ignore lint/suspicious/noExplicitAny: each control takes the value type of its kind.
  const props = { ...control, "aria-label": "新值" } as any;
  if (choices) return <Select options={choices} style={{ width: 220 }} {...props} />;
  if (kind === "amount") return <InputNumber min={0} max={1e13} step={10000} style={{ width: 220 }} suffix="元" {...props} />;
  const placeholder = kind === "time" ? "YYYY-MM-DD HH:mm" : kind === "region" ? "6 位行政区划代码，如 420506" : undefined;
  return <Input placeholder={placeholder} maxLength={kind === "org" ? 100 : 200} style={{ width: 320 }} {...props} />;
}

function rules(field: string) {
  const kind = kindOf(field);
  const required = { required: true, message: "请填写新值" };
  if (kind === "time") return [required, { pattern: TIME, message: "时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm" }];
  if (kind === "region") return [required, { pattern: /^\d{6}$/, message: "地区代码应为 6 位数字" }];
  if (kind === "org") return [required, { min: 2, message: "至少 2 个字" }];
  return kind === "text" ? [] : [required];
}

/**
 * Inline correction of one field. The server answers with a Chinese message when it refuses, which
 * the request wrapper shows; on success the caller reloads the announcement.
 */
export function TenderFieldForm({
  id,
  field,
  value,
  onDone,
}: {
  id: number;
  field: string;
  value: unknown;
  onDone: (saved: boolean) => void;
}) {
  const [saving, setSaving] = useState(false);
  const save = async ({ value: v }: { value: unknown }) => {
    setSaving(true);
    const ok = await adminCall("tender/correct", { id, field, value: typeof v === "string" ? v.trim() : v }, "已更正");
    setSaving(false);
    if (ok) onDone(true);
  };
  return (
    <Form layout="inline" onFinish={save} initialValues={{ value: value ?? undefined }} className="tender-field-form">
      <Form.Item name="value" rules={rules(field)}>
        <ValueInput field={field} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" size="small" loading={saving}>
          保存
        </Button>
        <Button size="small" onClick={() => onDone(false)}>
          取消
        </Button>
      </Space>
    </Form>
  );
}
