import { adminTools, aiStatus, aiUsageSummary, PERM } from "@portal/core";
import type { AiToolInput } from "@portal/db";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall } from "~/components/admin/api";
import { adminLoad, requirePagePermission } from "~/components/admin/guard.server";
import { Alert } from "~/components/form/Alert";
import { Button } from "~/components/form/Button";
import { Checkbox } from "~/components/form/Checkbox";
import { NativeSelect, TextAreaField } from "~/components/form/ChoiceFields";
import { DataTable } from "~/components/form/DataTable";
import { Dialog } from "~/components/form/Dialog";
import { Tag } from "~/components/form/Tag";
import { TextField } from "~/components/form/TextField";
import { intBetween, minLength, pattern, required, useForm } from "~/components/form/use-form";
import type { Route } from "./+types/ai-tools";

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

/** One input of a tool as the form edits it: numbers as typed, select options one per line. */
interface InputRow {
  key: string;
  label: string;
  type: AiToolInput["type"];
  required: boolean;
  maxLength: string;
  placeholder: string;
  options: string;
}

const toRow = (i: AiToolInput): InputRow => ({
  ...i,
  maxLength: String(i.maxLength),
  placeholder: i.placeholder ?? "",
  options: i.options?.join("\n") ?? "",
});
const NEW_INPUT: InputRow = { key: "", label: "", type: "text", required: false, maxLength: "200", placeholder: "", options: "" };

/** The tool's inputs, one line each; `error` is the list's message (an input without key or name). */
function InputsEditor({ rows, onChange, error }: { rows: InputRow[]; onChange: (rows: InputRow[]) => void; error?: string }) {
  const set = (i: number, change: Partial<InputRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const box = (i: number, name: "key" | "label" | "maxLength" | "placeholder", label: string, width: number) => (
    <span className="ui-input" style={{ width }}>
      <input
        aria-label={`输入项 ${i + 1} 的${label}`}
        placeholder={label}
        value={rows[i][name]}
        inputMode={name === "maxLength" ? "numeric" : undefined}
        maxLength={name === "maxLength" ? 4 : 100}
        onChange={(e) => set(i, { [name]: e.target.value })}
      />
    </span>
  );
  return (
    <fieldset className={`ui-field ui-fieldset${error ? " ui-field-invalid" : ""}`}>
      <legend className="ui-label">输入项</legend>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved; a row's key is what is being typed
        <div key={i} className="admin-ai-input">
          {box(i, "key", "标识，如 project", 130)}
          {box(i, "label", "名称", 140)}
          <NativeSelect
            aria-label={`输入项 ${i + 1} 的类型`}
            width={110}
            value={r.type}
            options={TYPES}
            onChange={(v) => set(i, { type: v as InputRow["type"] })}
          />
          {box(i, "maxLength", "字数上限", 90)}
          <label className="ui-check">
            <input type="checkbox" checked={r.required} onChange={(e) => set(i, { required: e.target.checked })} />
            <span>必填</span>
          </label>
          {box(i, "placeholder", "提示文字", 180)}
          {r.type === "select" && (
            <span className="ui-input ui-textarea" style={{ width: 160 }}>
              <textarea
                aria-label={`输入项 ${i + 1} 的下拉选项`}
                placeholder="下拉选项，每行一个"
                rows={2}
                value={r.options}
                onChange={(e) => set(i, { options: e.target.value })}
              />
            </span>
          )}
          <Button className="ui-btn-danger-outline" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            删除
          </Button>
        </div>
      ))}
      <Button onClick={() => onChange([...rows, NEW_INPUT])}>添加输入项</Button>
      <div className="ui-error" aria-live="polite">
        {error}
      </div>
    </fieldset>
  );
}

function inputsProblem(rows: InputRow[]): string | undefined {
  if (rows.length === 0) return "至少要有一个输入项";
  if (rows.some((r) => !r.key.trim() || !r.label.trim())) return "每个输入项都要填写标识和名称";
  if (rows.some((r) => !/^\d+$/.test(r.maxLength) || Number(r.maxLength) < 1 || Number(r.maxLength) > 5000)) return "字数上限为 1–5000";
  if (rows.some((r) => r.type === "select" && !r.options.trim())) return "下拉选择的输入项要填写选项";
  return undefined;
}

function ToolForm({ tool, onDone }: { tool: Tool | null; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [inputs, setInputs] = useState<InputRow[]>(
    tool ? tool.inputs.map(toRow) : [{ ...NEW_INPUT, key: "project", label: "工程名称", required: true, maxLength: "100" }],
  );
  const [inputsError, setInputsError] = useState<string>();
  const form = useForm(
    {
      slug: tool?.slug ?? "",
      name: tool?.name ?? "",
      category: tool?.category ?? "",
      sort: String(tool?.sort ?? 100),
      maxTokens: String(tool?.maxTokens ?? 2000),
      enabled: tool?.enabled ?? true,
      summary: tool?.summary ?? "",
      systemPrompt: tool?.systemPrompt ?? "",
      userTemplate: tool?.userTemplate ?? "",
    },
    {
      ...(tool ? {} : { slug: [required("请填写标识"), pattern(/^[a-z][a-z0-9-]{1,59}$/, "小写字母开头，只含小写字母、数字和连字符")] }),
      name: [required("请填写名称")],
      category: [required("请填写分类")],
      sort: [required("请填写排序"), intBetween(0, 9999, "排序为 0–9999")],
      maxTokens: [required("请填写最大输出"), intBetween(200, 8000, "最大输出为 200–8000")],
      summary: [required("请填写简介")],
      systemPrompt: [required("请填写系统提示词"), minLength(10, "至少 10 个字")],
      userTemplate: [required("请填写模板")],
    },
  );
  const changeInputs = (rows: InputRow[]) => {
    setInputs(rows);
    if (inputsError) setInputsError(inputsProblem(rows));
  };
  const send = form.submit(async (v) => {
    if (inputsProblem(inputs)) return;
    const body = {
      ...(tool ? { id: tool.id } : { slug: v.slug }),
      name: v.name.trim(),
      category: v.category.trim(),
      summary: v.summary.trim(),
      sort: Number(v.sort),
      maxTokens: Number(v.maxTokens),
      enabled: v.enabled,
      systemPrompt: v.systemPrompt,
      userTemplate: v.userTemplate,
      inputs: inputs.map((i) => ({
        key: i.key.trim(),
        label: i.label.trim(),
        type: i.type,
        required: i.required,
        maxLength: Number(i.maxLength),
        ...(i.placeholder.trim() ? { placeholder: i.placeholder.trim() } : {}),
        ...(i.type === "select"
          ? {
              options: i.options
                .split("\n")
                .map((o) => o.trim())
                .filter(Boolean),
            }
          : {}),
      })),
    };
    setBusy(true);
    const ok = await adminCall("aiTool/save", body, tool ? "已保存，下一次生成即使用新提示词" : "已新建");
    setBusy(false);
    if (ok) onDone();
  });
  // Every message at once: the inputs' too, not only once the fields above are right.
  const submit = (e: FormEvent) => {
    setInputsError(inputsProblem(inputs));
    send(e);
  };
  return (
    <form onSubmit={submit} noValidate>
      {!tool && <TextField label="标识（网址中使用）" placeholder="如：safety-plan" maxLength={60} {...form.text("slug")} />}
      <div className="form-row">
        <TextField label="名称" maxLength={30} {...form.text("name")} />
        <TextField label="分类" maxLength={20} {...form.text("category")} />
        <TextField label="排序" inputMode="numeric" maxLength={4} {...form.text("sort")} />
        <TextField label="最大输出 tokens" inputMode="numeric" maxLength={4} {...form.text("maxTokens")} />
      </div>
      <Checkbox {...form.checkbox("enabled")}>启用</Checkbox>
      <TextAreaField label="简介" maxLength={200} minRows={2} {...form.text("summary")} />
      <InputsEditor rows={inputs} onChange={changeInputs} error={inputsError} />
      <TextAreaField
        label="系统提示词（原样作为 system 消息发送；用户输入永远不会进入这里）"
        maxLength={4000}
        minRows={4}
        maxRows={12}
        {...form.text("systemPrompt")}
      />
      <TextAreaField
        label="用户提示模板（用 {{标识}} 引用输入项，用户填写的内容会作为资料放入）"
        maxLength={4000}
        minRows={4}
        maxRows={12}
        {...form.text("userTemplate")}
      />
      <Button type="submit" variant="primary" loading={busy}>
        保存
      </Button>
    </form>
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
        <Button variant="primary" onClick={() => setEditing("new")}>
          新建工具
        </Button>
      </div>
      {status.enabled ? (
        <Alert type="success" message={`已接入大模型：${status.model}`} />
      ) : (
        <Alert
          type="warning"
          message="尚未接入大模型"
          description="设置 LLM_BASE_URL、LLM_MODEL（及 LLM_API_KEY）后重启服务，写作工具和 AI 论文即可生成；未接入时页面会如实说明，并提供本站资料检索。"
        />
      )}
      <div className="admin-ai-tools">
        <DataTable
          label="写作工具"
          rowKey={(t) => t.id}
          rows={tools}
          columns={[
            { title: "名称", key: "name" },
            { title: "分类", key: "category" },
            { title: "标识", key: "slug" },
            { title: "输入项", key: "inputs", render: (t) => t.inputs.map((i) => i.label).join("、") },
            { title: "状态", key: "enabled", width: 80, render: (t) => (t.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
            { title: "修改时间", key: "updatedAt", width: 110, render: (t) => t.updatedAt.slice(0, 10) },
            {
              title: "操作",
              key: "actions",
              width: 80,
              render: (t) => (
                <Button variant="link" onClick={() => setEditing(t)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </div>
      <h2 className="admin-ai-usage">近 30 天用量</h2>
      <DataTable
        label="近 30 天用量"
        small
        rowKey={(r) => `${r.feature}-${r.outcome}`}
        rows={usage}
        empty="近 30 天没有调用"
        columns={[
          { title: "功能", key: "feature", render: (r) => FEATURES[r.feature] ?? r.feature },
          { title: "结果", key: "outcome", render: (r) => OUTCOMES[r.outcome] ?? r.outcome },
          { title: "调用次数", key: "calls" },
          { title: "用户数", key: "users" },
          { title: "输入 tokens", key: "promptTokens", render: (r) => r.promptTokens.toLocaleString("zh-CN") },
          { title: "输出 tokens", key: "completionTokens", render: (r) => r.completionTokens.toLocaleString("zh-CN") },
        ]}
      />
      <Dialog
        width={900}
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "新建写作工具" : "编辑写作工具"}
      >
        {editing !== null && <ToolForm tool={editing === "new" ? null : editing} onDone={done} />}
      </Dialog>
    </div>
  );
}
