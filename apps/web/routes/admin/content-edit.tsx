import { ADMIN_KINDS, type AdminKind, adminFolderList, adminKindGet, type Ctx, type FolderSetName, PERM } from "@portal/core";
import { Button, DatePicker, Form, Input, InputNumber, Radio, Select, Space, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { data, useNavigate, useRevalidator } from "react-router";
import { Link } from "~/components/Link";
import { idParam } from "~/lib/params.server";
import type { Route } from "./+types/content-edit";
import { adminCall } from "./lib/api";
import { COVER_RULE, CoverInput } from "./lib/CoverInput";
import { adminLoad, requirePagePermission } from "./lib/guard.server";
import { type FieldSpec, KIND_UI, STUDY_FOLDER_SET } from "./lib/kinds";
import { RichEditor } from "./lib/LazyRichEditor";

/** /admin/content/{kind}/new and /{id}: one form per kind, built from lib/kinds.ts. */
export async function loader(args: Route.LoaderArgs) {
  const kind = args.params.kind as AdminKind;
  if (!(kind in ADMIN_KINDS)) throw data("页面不存在", { status: 404 });
  const id = args.params.id ? idParam(args.params.id) : null;
  // A new record only needs the right to write; an existing one is loaded (and checked) by the service.
  if (!id) await requirePagePermission(args, PERM.contentWrite);
  const r = id ? await adminLoad(args, (ctx) => adminKindGet(ctx, kind, id)) : null;
  const row = r
    ? { ...r, id: r.id as number, state: String(r.state), publishAt: r.publishAt instanceof Date ? r.publishAt.toISOString() : null }
    : null;
  return { kind, row, folders: await adminLoad(args, (ctx) => folderOptions(ctx, kind)) };
}

type Option = { value: number; label: string };

/** The folder choices a kind's form needs: sub-folders shown under their parent. */
async function folderOptions(ctx: Ctx, kind: AdminKind): Promise<Partial<Record<FolderSetName, Option[]>>> {
  const field = KIND_UI[kind].fields.find((f) => f.type === "folder");
  if (!field) return {};
  const sets: FolderSetName[] = field.folders === "help" ? ["help"] : Object.values(STUDY_FOLDER_SET);
  const lists = await Promise.all(sets.map((set) => adminFolderList(ctx, set)));
  return Object.fromEntries(
    sets.map((set, i) => {
      const rows = lists[i];
      const ordered = rows.filter((r) => r.parentId === null).flatMap((root) => [root, ...rows.filter((r) => r.parentId === root.id)]);
      return [set, ordered.map((r) => ({ value: r.id, label: r.parentId === null ? r.name : `　└ ${r.name}` }))];
    }),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const label = loaderData ? KIND_UI[loaderData.kind]?.label : "内容";
  return [{ title: `${loaderData?.row ? "编辑" : "新建"}${label} - 管理后台` }];
}

/** Form.Item hands its child value, onChange and id; they are passed on to the real control. */
function FieldInput({ f, folders, ...bound }: { f: FieldSpec; folders?: Option[] } & Record<string, unknown>) {
  if (f.type === "folder") return <Select allowClear placeholder="不归入任何目录" options={folders} {...bound} />;
  if (f.type === "textarea") return <Input.TextArea rows={4} maxLength={f.max} showCount {...bound} />;
  if (f.type === "rich") return <RichEditor {...(bound as { value?: string; onChange?: (html: string) => void })} />;
  if (f.type === "number") return <InputNumber min={0} max={100000} {...bound} />;
  if (f.type === "select") return <Select options={f.options} {...bound} />;
  if (f.type === "tags") return <Select mode="tags" tokenSeparators={[",", "，"]} placeholder="输入后回车" {...bound} />;
  if (f.type === "switch") return <Switch {...bound} />;
  if (f.type === "cover") return <CoverInput {...bound} />;
  if (f.type === "date") return <Input placeholder="YYYY-MM-DD" maxLength={10} {...bound} />;
  return <Input maxLength={f.max} {...bound} />;
}

export default function AdminContentEdit({ loaderData }: Route.ComponentProps) {
  const { kind, row, folders } = loaderData;
  const ui = KIND_UI[kind];
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const mode = Form.useWatch("mode", form);
  const studyType = Form.useWatch("type", form) as keyof typeof STUDY_FOLDER_SET | undefined;
  const folderChoices = (f: FieldSpec) => (f.folders === "help" ? folders.help : studyType ? folders[STUDY_FOLDER_SET[studyType]] : []);
  const live = row?.state === "PUBLISHED";
  const scheduled = live && typeof row?.publishAt === "string" && new Date(row.publishAt) > new Date();
  const initial = {
    ...(row ?? {}),
    mode: !live ? "draft" : scheduled ? "schedule" : "now",
    publishAt: row?.publishAt ? dayjs(row.publishAt as string) : undefined,
  };

  const save = async ({ mode: m, publishAt, ...values }: Record<string, unknown> & { mode: string; publishAt?: Dayjs }) => {
    const publication =
      m === "draft"
        ? { state: "DRAFT" }
        : m === "schedule"
          ? { state: "PUBLISHED", publishAt: publishAt?.format("YYYY-MM-DD HH:mm") }
          : { state: "PUBLISHED", ...(live ? {} : { publishAt: null }) };
    const body = Object.fromEntries(
      Object.entries({ ...values, ...publication }).filter(([, v]) => v !== undefined && !(v === null && !("publishAt" in publication))),
    );
    setSaving(true);
    const res = row
      ? await adminCall<{ id: number }>(`${kind}/update`, { id: row.id, ...body }, "已保存")
      : await adminCall<{ id: number }>(`${kind}/create`, body, "已创建");
    setSaving(false);
    if (!res) return;
    if (row) await revalidate();
    else navigate(`/admin/content/${kind}/${res.id}`, { replace: true });
  };

  return (
    <div className="admin-panel">
      <Space style={{ marginBottom: 16 }}>
        <Link to={`/admin/content/${kind}`}>← 返回{ui.label}列表</Link>
      </Space>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={save}
        // A category belongs to one study type's tree: changing the type clears it.
        onValuesChange={(changed) => "type" in changed && form.setFieldValue("catId", undefined)}
        style={{ maxWidth: 900 }}
        key={String(row?.id ?? "new")}
      >
        {ui.fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            valuePropName={f.type === "switch" ? "checked" : "value"}
            rules={[
              ...(f.required ? [{ required: true, message: `请填写${f.label}` }] : []),
              ...(f.max && f.type !== "rich" ? [{ max: f.max, message: `${f.label}不能超过 ${f.max} 个字` }] : []),
              ...(f.type === "cover" ? [COVER_RULE] : []),
              ...(f.type === "date" ? [{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: "日期格式应为 YYYY-MM-DD" }] : []),
            ]}
          >
            <FieldInput f={f} folders={f.type === "folder" ? folderChoices(f) : undefined} />
          </Form.Item>
        ))}
        <Form.Item name="mode" label="发布">
          <Radio.Group
            options={[
              { value: "draft", label: "存为草稿" },
              { value: "now", label: "立即发布" },
              { value: "schedule", label: "定时发布" },
            ]}
          />
        </Form.Item>
        {mode === "schedule" && (
          <Form.Item name="publishAt" label="发布时间" rules={[{ required: true, message: "请选择发布时间" }]}>
            <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </div>
  );
}
