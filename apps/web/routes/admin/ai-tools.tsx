import { adminTools, aiStatus, aiUsageSummary, PERM } from "@portal/core";
import type { AiToolInput } from "@portal/db";
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/ai-tools";
import { adminCall } from "./lib/api";
import { adminLoad, requirePagePermission } from "./lib/guard.server";

/** AI 写作工具: the catalogue, each tool's inputs and prompts, and the month's token accounting. */
export async function loader(args: Route.LoaderArgs) {
  await requirePagePermission(args, PERM.ai);
  const [tools, usage, status] = await Promise.all([
    adminLoad(args, adminTools),
    adminLoad(args, (ctx) => aiUsageSummary(ctx)),
    adminLoad(args, async (ctx) => aiStatus(ctx)),
  ]);
  return { tools: tools.map((t) => ({ ...t, updatedAt: t.updatedAt.toISOString() })), usage, status };
}

export function meta() {
  return [{ title: "AI 写作工具 - 管理后台" }];
}

type Tool = Route.ComponentProps["loaderData"]["tools"][number];
const FEATURES: Record<string, string> = { tool: "写作工具", outline: "论文提纲", section: "论文章节" };
const OUTCOMES: Record<string, string> = { ok: "成功", stopped: "中断", failed: "失败" };
const TYPES = [
  { value: "text", label: "单行文字" },
  { value: "textarea", label: "多行文字" },
  { value: "select", label: "下拉选择" },
];

interface FormValues extends Omit<Tool, "id" | "updatedAt" | "inputs"> {
  inputs: (Omit<AiToolInput, "options"> & { options?: string })[];
}

function ToolForm({ tool, onDone }: { tool: Tool | null; onDone: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const initial: Partial<FormValues> = tool
    ? { ...tool, inputs: tool.inputs.map((i) => ({ ...i, options: i.options?.join("\n") })) }
    : {
        enabled: true,
        sort: 100,
        maxTokens: 2000,
        inputs: [{ key: "project", label: "工程名称", type: "text", required: true, maxLength: 100 }],
      };
  async function save(v: FormValues) {
    const inputs = v.inputs.map((i) => ({
      ...i,
      options:
        i.type === "select"
          ? (i.options ?? "")
              .split("\n")
              .map((o) => o.trim())
              .filter(Boolean)
          : undefined,
    }));
    const body = { ...v, inputs, ...(tool ? { id: tool.id } : {}) };
    if (await adminCall("aiTool/save", body, tool ? "已保存，下一次生成即使用新提示词" : "已新建")) onDone();
  }
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
      {!tool && (
        <Form.Item
          name="slug"
          label="标识（网址中使用）"
          rules={[{ required: true, pattern: /^[a-z][a-z0-9-]{1,59}$/, message: "小写字母开头，只含小写字母、数字和连字符" }]}
        >
          <Input placeholder="如：safety-plan" />
        </Form.Item>
      )}
      <Space wrap>
        <Form.Item name="name" label="名称" rules={[{ required: true, message: "请填写名称" }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="category" label="分类" rules={[{ required: true, message: "请填写分类" }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="maxTokens" label="最大输出 tokens">
          <InputNumber min={200} max={8000} step={100} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="summary" label="简介" rules={[{ required: true, message: "请填写简介" }]}>
        <Input.TextArea maxLength={200} autoSize />
      </Form.Item>
      <Form.Item label="输入项" required>
        <Form.List name="inputs">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} wrap align="start" className="admin-ai-input">
                  <Form.Item name={[f.name, "key"]} rules={[{ required: true, message: "标识" }]}>
                    <Input placeholder="标识，如 project" style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "label"]} rules={[{ required: true, message: "名称" }]}>
                    <Input placeholder="名称" style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "type"]}>
                    <Select options={TYPES} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "maxLength"]}>
                    <InputNumber min={1} max={5000} placeholder="字数上限" />
                  </Form.Item>
                  <Form.Item name={[f.name, "required"]} valuePropName="checked">
                    <Switch checkedChildren="必填" unCheckedChildren="选填" />
                  </Form.Item>
                  <Form.Item name={[f.name, "placeholder"]}>
                    <Input placeholder="提示文字" style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, "options"]}>
                    <Input.TextArea placeholder="下拉选项，每行一个" autoSize style={{ width: 160 }} />
                  </Form.Item>
                  <Button danger onClick={() => remove(f.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({ type: "text", required: false, maxLength: 200 })}>添加输入项</Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item
        name="systemPrompt"
        label="系统提示词（原样作为 system 消息发送；用户输入永远不会进入这里）"
        rules={[{ required: true, min: 10, message: "至少 10 个字" }]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item
        name="userTemplate"
        label="用户提示模板（用 {{标识}} 引用输入项，用户填写的内容会作为资料放入）"
        rules={[{ required: true, message: "请填写模板" }]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={4000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        保存
      </Button>
    </Form>
  );
}

export default function AdminAiTools({ loaderData }: Route.ComponentProps) {
  const { tools, usage, status } = loaderData;
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Tool | null | "new">(null);
  const done = () => {
    setEditing(null);
    revalidator.revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setEditing("new")}>
          新建工具
        </Button>
      </div>
      {status.enabled ? (
        <Alert type="success" showIcon message={`已接入大模型：${status.model}`} />
      ) : (
        <Alert
          type="warning"
          showIcon
          message="尚未接入大模型"
          description="设置 LLM_BASE_URL、LLM_MODEL（及 LLM_API_KEY）后重启服务，写作工具和 AI 论文即可生成；未接入时页面会如实说明，并提供本站资料检索。"
        />
      )}
      <Table<Tool>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={tools}
        className="admin-ai-tools"
        columns={[
          { title: "名称", dataIndex: "name" },
          { title: "分类", dataIndex: "category" },
          { title: "标识", dataIndex: "slug" },
          { title: "输入项", render: (_, t) => t.inputs.map((i) => i.label).join("、") },
          { title: "状态", render: (_, t) => (t.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          { title: "修改时间", render: (_, t) => t.updatedAt.slice(0, 10) },
          {
            title: "操作",
            render: (_, t) => (
              <Button type="link" onClick={() => setEditing(t)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <h2 className="admin-ai-usage">近 30 天用量</h2>
      <Table
        rowKey={(r) => `${r.feature}-${r.outcome}`}
        size="small"
        pagination={false}
        dataSource={usage}
        locale={{ emptyText: "近 30 天没有调用" }}
        columns={[
          { title: "功能", render: (_, r) => FEATURES[r.feature] ?? r.feature },
          { title: "结果", render: (_, r) => OUTCOMES[r.outcome] ?? r.outcome },
          { title: "调用次数", dataIndex: "calls" },
          { title: "用户数", dataIndex: "users" },
          { title: "输入 tokens", render: (_, r) => r.promptTokens.toLocaleString("zh-CN") },
          { title: "输出 tokens", render: (_, r) => r.completionTokens.toLocaleString("zh-CN") },
        ]}
      />
      <Drawer
        width={900}
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "新建写作工具" : "编辑写作工具"}
        destroyOnHidden
      >
        {editing !== null && <ToolForm tool={editing === "new" ? null : editing} onDone={done} />}
      </Drawer>
    </div>
  );
}
