import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall, confirmedRemove } from "~/components/admin/api";
import { RowActions } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { SelectField } from "~/components/form/ChoiceFields";
import { type Column, DataTable } from "~/components/form/DataTable";
import { Dialog } from "~/components/form/Dialog";
import { TextField } from "~/components/form/TextField";
import { maxLength, required, useForm } from "~/components/form/use-form";

export interface TreeRow {
  id: number;
  name: string;
  parentId: number | null;
}

/** One more field of a node, picked from a few choices (a news column's type). */
export interface TreeChoiceField {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** The choice of a new node. */
  initial: string;
}

interface Props<R extends TreeRow> {
  rows: R[];
  /** What one node is called: 栏目, 目录, 分类. */
  noun: string;
  /** The admin API area ("column", "folder") and what every call adds to its body (the folder set). */
  area: string;
  extraBody?: Record<string, unknown>;
  maxName: number;
  /** Extra table columns (counts, types). */
  columns: Column<R>[];
  choice?: TreeChoiceField;
}

/** The node being edited: a row, or `{}` for a new one. */
type Editing<R> = Partial<R>;

/**
 * A two-level tree staff edit in place: new, rename, move under another top-level node, up/down
 * among siblings and delete. News columns, help folders and study categories all use it; the
 * server checks the same rules (two levels, no delete while something is inside).
 */
export function TreeEditor<R extends TreeRow>({ rows, noun, area, extraBody = {}, maxName, columns, choice }: Props<R>) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing<R> | null>(null);
  const roots = rows.filter((r) => r.parentId === null);
  // Each top-level node followed by its children, which the name column indents.
  const ordered = roots.flatMap((r) => [r, ...rows.filter((c) => c.parentId === r.id)]);
  const call = (verb: string, body: Record<string, unknown>, done: string) => adminCall(`${area}/${verb}`, { ...extraBody, ...body }, done);
  const move = async (row: R, delta: number) => {
    const ids = rows.filter((x) => x.parentId === row.parentId).map((x) => x.id);
    const i = ids.indexOf(row.id);
    const j = i + delta;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j], ids[i]];
    if (await call("reorder", { ids }, "顺序已调整")) await revalidate();
  };
  const remove = async (row: R) => {
    if (await confirmedRemove(`确定删除“${row.name}”吗？`, `${area}/remove`, { ...extraBody, id: row.id })) await revalidate();
  };
  const save = async (body: Record<string, unknown>) => {
    const ok = editing?.id ? await call("update", { id: editing.id, ...body }, "已保存") : await call("create", body, "已新建");
    if (ok) {
      setEditing(null);
      await revalidate();
    }
  };
  const link = (label: string, onClick: () => void, danger = false) => (
    <Button variant="link" size="small" className={danger ? "ui-btn-danger" : undefined} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <>
      <div className="admin-toolbar">
        <span>
          {noun}最多两级；下面还有内容或下级{noun}的{noun}不能删除。
        </span>
        <span className="spacer" />
        <Button variant="primary" onClick={() => setEditing({})}>
          新建{noun}
        </Button>
      </div>
      <DataTable
        label={`${noun}列表`}
        rowKey={(r) => r.id}
        rows={ordered}
        columns={[
          {
            title: "名称",
            key: "name",
            render: (r) => (r.parentId === null ? r.name : <span className="tree-child">{r.name}</span>),
          },
          ...columns,
          {
            title: "操作",
            key: "actions",
            width: 260,
            render: (row) => (
              <RowActions>
                {link("上移", () => move(row, -1))}
                {link("下移", () => move(row, 1))}
                {link("编辑", () => setEditing(row))}
                {link("删除", () => void remove(row), true)}
              </RowActions>
            ),
          },
        ]}
      />
      <Dialog title={`${editing?.id ? "编辑" : "新建"}${noun}`} open={Boolean(editing)} onClose={() => setEditing(null)}>
        {editing && (
          <NodeForm
            node={editing}
            noun={noun}
            maxName={maxName}
            parents={roots.filter((r) => r.id !== editing.id)}
            choice={choice}
            onSave={save}
          />
        )}
      </Dialog>
    </>
  );
}

function NodeForm<R extends TreeRow>({
  node,
  noun,
  maxName,
  parents,
  choice,
  onSave,
}: {
  node: Editing<R>;
  noun: string;
  maxName: number;
  parents: R[];
  choice?: TreeChoiceField;
  onSave: (body: Record<string, unknown>) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const picked = choice ? String((node as Record<string, unknown>)[choice.name] ?? choice.initial) : "";
  const form = useForm(
    { name: node.name ?? "", parentId: node.parentId ? String(node.parentId) : "", choice: picked },
    { name: [required(`请输入${noun}名称`), maxLength(maxName, `${noun}名称不能超过 ${maxName} 个字`)] },
  );
  const submit = form.submit(async (v) => {
    setBusy(true);
    await onSave({
      name: v.name.trim(),
      parentId: v.parentId ? Number(v.parentId) : null,
      ...(choice ? { [choice.name]: v.choice } : {}),
    });
    setBusy(false);
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="名称" maxLength={maxName} {...form.text("name")} />
      {choice && <SelectField {...form.text("choice")} label={choice.label} options={choice.options} />}
      <SelectField
        {...form.text("parentId")}
        label={`上级${noun}`}
        placeholder={`无（一级${noun}）`}
        options={parents.map((r) => ({ value: String(r.id), label: r.name }))}
      />
      <Button type="submit" variant="primary" loading={busy}>
        保存
      </Button>
    </form>
  );
}
