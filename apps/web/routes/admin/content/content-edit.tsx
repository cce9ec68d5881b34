import { ADMIN_KINDS, type AdminKind, adminFolderList, adminKindGet, type Ctx, type FolderSetName, PERM } from "@portal/core";
import { useState } from "react";
import { data, useNavigate, useRevalidator } from "react-router";
import { adminCall } from "~/components/admin/api";
import { adminLoad, requirePagePermission } from "~/components/admin/guard.server";
import { RichEditor } from "~/components/admin/LazyRichEditor";
import { Button } from "~/components/form/Button";
import { Checkbox } from "~/components/form/Checkbox";
import { RadioButtons, SelectField, TextAreaField } from "~/components/form/ChoiceFields";
import { FieldFrame, TextField } from "~/components/form/TextField";
import { intBetween, maxLength, pattern, type Rule, required, useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { COVER_RULE, CoverField } from "~/features/content/CoverInput";
import { type FieldSpec, KIND_UI, STUDY_FOLDER_SET } from "~/features/content/kinds";
import { fieldTime, modeOf, PUBLISH_MODES, publicationBody, publishAtRules } from "~/features/content/publication";
import { TagsInput } from "~/features/content/TagsInput";
import { idParam } from "~/lib/params.server";
import type { Route } from "./+types/content-edit";

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

type Values = Record<string, string | boolean>;
/** A record's stored values by field name (a new record has none). */
type Stored = Record<string, unknown> | undefined;

/** A field's value as the form holds it: text for every box, true/false for a switch. */
function initialValue(f: FieldSpec, stored: Stored): string | boolean {
  const v = stored?.[f.name];
  if (f.type === "switch") return Boolean(v);
  return v === null || v === undefined ? "" : String(v);
}

/** The checks of a field, with the messages the server would give. */
function rulesOf(f: FieldSpec): Rule<Values>[] {
  return [
    ...(f.required ? [required(f.type === "select" || f.type === "folder" ? `请选择${f.label}` : `请填写${f.label}`)] : []),
    ...(f.max && f.type !== "rich" ? [maxLength(f.max, `${f.label}不能超过 ${f.max} 个字`)] : []),
    ...(f.type === "cover" ? [pattern(COVER_RULE.pattern, COVER_RULE.message)] : []),
    ...(f.type === "date" ? [pattern(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD")] : []),
    ...(f.type === "number" ? [intBetween(0, 100000, `${f.label}须是 0–100000 的整数`)] : []),
  ];
}

/**
 * A field's value as the API takes it; undefined leaves it out. An empty box is sent only to clear
 * what the record had; a folder or date left empty is null.
 */
function bodyValue(f: FieldSpec, v: string | boolean, before: unknown): unknown {
  if (typeof v === "boolean") return v;
  if (f.type === "number") return v.trim() ? Number(v) : undefined;
  if (f.type === "folder") return v ? Number(v) : null;
  if (f.type === "date") return v || null;
  if (!v.trim() && (before === null || before === undefined || before === "")) return undefined;
  return f.type === "rich" ? v : v.trim();
}

export default function AdminContentEdit({ loaderData }: Route.ComponentProps) {
  // A new form for another record: its fields start from that record.
  return <ContentForm key={`${loaderData.kind}-${loaderData.row?.id ?? "new"}`} {...loaderData} />;
}

// Built on our own fields (issue 15): antd's Form, Select, DatePicker and Switch cost these pages ~110 KB gzip of script.
function ContentForm({ kind, row, folders }: Route.ComponentProps["loaderData"]) {
  const ui = KIND_UI[kind];
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [saving, setSaving] = useState(false);
  const stored: Stored = row ?? undefined;
  const tagField = ui.fields.find((f) => f.type === "tags");
  const [tags, setTags] = useState<string[]>(tagField ? ((stored?.[tagField.name] as string[]) ?? []) : []);
  const published = row?.state === "PUBLISHED";
  const form = useForm<Values>(
    {
      ...Object.fromEntries(ui.fields.filter((f) => f.type !== "tags").map((f) => [f.name, initialValue(f, stored)])),
      mode: modeOf(published, row?.publishAt),
      publishAt: row?.publishAt ? fieldTime(row.publishAt) : "",
    },
    { ...Object.fromEntries(ui.fields.map((f) => [f.name, rulesOf(f)])), publishAt: publishAtRules },
  );
  const v = form.values;
  const studyType = v.type as keyof typeof STUDY_FOLDER_SET | "";
  const folderChoices = (f: FieldSpec) =>
    (f.folders === "help" ? folders.help : studyType ? folders[STUDY_FOLDER_SET[studyType]] : []) ?? [];

  const save = form.submit(async ({ mode, publishAt, ...values }) => {
    const fields = Object.fromEntries(
      ui.fields.map((f) => [f.name, f.type === "tags" ? tags : bodyValue(f, values[f.name], stored?.[f.name])]),
    );
    const liveNow = published && modeOf(published, row?.publishAt) === "now";
    const body = { ...fields, ...publicationBody(String(mode), String(publishAt), liveNow) };
    setSaving(true);
    const res = row
      ? await adminCall<{ id: number }>(`${kind}/update`, { id: row.id, ...body }, "已保存")
      : await adminCall<{ id: number }>(`${kind}/create`, body, "已创建");
    setSaving(false);
    if (!res) return;
    if (row) await revalidate();
    else navigate(`/admin/content/${kind}/${res.id}`, { replace: true });
  });

  const field = (f: FieldSpec) => {
    const bound = form.text(f.name);
    switch (f.type) {
      case "textarea":
        return <TextAreaField key={f.name} label={f.label} maxLength={f.max} minRows={4} {...bound} />;
      case "rich":
        return (
          <FieldFrame key={f.name} label={f.label} messages={false}>
            <RichEditor value={String(v[f.name] ?? "")} onChange={(html) => form.set(f.name, html)} />
          </FieldFrame>
        );
      case "switch":
        return (
          <Checkbox key={f.name} {...form.checkbox(f.name)}>
            {f.label}
          </Checkbox>
        );
      case "tags":
        return (
          <FieldFrame key={f.name} id={bound.id} label={f.label} messages={false}>
            <TagsInput id={bound.id} value={tags} onChange={setTags} max={12} maxLength={100} />
          </FieldFrame>
        );
      case "cover":
        return <CoverField key={f.name} label={f.label} {...bound} />;
      case "select":
        return (
          <SelectField
            key={f.name}
            label={f.label}
            placeholder="请选择"
            options={f.options ?? []}
            {...bound}
            onChange={(value) => {
              bound.onChange(value);
              // A category belongs to one study type's tree: changing the type clears it.
              if (f.name === "type" && "catId" in v) form.set("catId", "");
            }}
          />
        );
      case "folder":
        return (
          <SelectField
            key={f.name}
            label={f.label}
            placeholder="不归入任何目录"
            options={folderChoices(f).map((o) => ({ value: String(o.value), label: o.label }))}
            {...bound}
          />
        );
      case "date":
        return <TextField key={f.name} type="date" label={f.label} {...bound} />;
      case "number":
        return <TextField key={f.name} label={f.label} inputMode="numeric" maxLength={6} {...bound} />;
      default:
        return <TextField key={f.name} label={f.label} maxLength={f.max} {...bound} />;
    }
  };

  return (
    <div className="admin-panel">
      <div className="admin-edit-head">
        <Link to={`/admin/content/${kind}`}>← 返回{ui.label}列表</Link>
      </div>
      <form onSubmit={save} noValidate className="admin-content-form">
        {ui.fields.map(field)}
        <RadioButtons label="发布" options={PUBLISH_MODES} {...form.text("mode")} />
        {v.mode === "schedule" && <TextField type="datetime-local" label="发布时间" {...form.text("publishAt")} />}
        <Button type="submit" variant="primary" loading={saving}>
          保存
        </Button>
      </form>
    </div>
  );
}
