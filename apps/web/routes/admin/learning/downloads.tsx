import { type DirNode, downloadDirTree, staffDownloadsPaged } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall, confirmedRemove, uploadBody, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { FilterSelect, ListPager, RowActions, SearchBox, SegmentedFilter } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { SelectField, TextAreaField } from "~/components/form/ChoiceFields";
import { DataTable } from "~/components/form/DataTable";
import { DialogForm } from "~/components/form/DialogForm";
import { Tag } from "~/components/form/Tag";
import { describedBy, FieldFrame, TextField } from "~/components/form/TextField";
import { maxLength, required, useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { FileIcon, formatBytes } from "~/features/learning/FileIcon";
import type { Route } from "./+types/downloads";

/** 资料下载: staff upload documents (streamed), edit, hide and delete them; folders live in 资料目录. */
export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const state = q.str("state");
  const keyword = q.str("keyword");
  const dirId = Number(q.str("dirId")) || undefined;
  const [list, tree] = await adminLoad(args, (ctx) =>
    Promise.all([staffDownloadsPaged(ctx, { current: q.current, size: q.size, state, keyword, dirId }), downloadDirTree(ctx)]),
  );
  return { list, tree, state: state ?? "", keyword: keyword ?? "", dirId: dirId ?? null };
}

export function meta() {
  return [{ title: "资料下载 - 管理后台" }];
}

const flatten = (nodes: DirNode[], depth = 0): { value: number; label: string }[] =>
  nodes.flatMap((n) => [{ value: n.id, label: `${"　".repeat(depth)}${n.name}` }, ...flatten(n.children, depth + 1)]);

type Dir = { value: number; label: string };
type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];

/** Name, folder and summary: the same fields when uploading and when editing. */
function useDocumentForm(initial: { title: string; dirId: string; summary: string }, titleRequired: boolean) {
  return useForm(initial, {
    title: [...(titleRequired ? [required("请填写资料名称")] : []), maxLength(100, "资料名称不能超过 100 个字")],
    summary: [maxLength(300, "简介不能超过 300 个字")],
  });
}

function DocumentFields({ form, dirs, titleRequired }: { form: ReturnType<typeof useDocumentForm>; dirs: Dir[]; titleRequired: boolean }) {
  return (
    <>
      <TextField label="资料名称" maxLength={100} placeholder={titleRequired ? undefined : "默认用文件名"} {...form.text("title")} />
      <SelectField
        label="目录"
        placeholder="不放入目录"
        options={dirs.map((d) => ({ value: String(d.value), label: d.label }))}
        {...form.text("dirId")}
      />
      <TextAreaField label="简介" maxLength={300} {...form.text("summary")} />
    </>
  );
}

/** What the dialogs send: the folder as a number or null, the text trimmed. */
const documentBody = (v: { title: string; dirId: string; summary: string }) => ({
  title: v.title.trim() || undefined,
  summary: v.summary.trim(),
  dirId: v.dirId ? Number(v.dirId) : null,
});

const FILE_HELP = "PDF、Word、Excel、PPT 或 ZIP，不超过 100 MB；PDF 可在前台在线预览。";

function UploadDialog({ dirs, onClose, onDone }: { dirs: Dir[]; onClose: () => void; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [percent, setPercent] = useState<number | null>(null);
  const form = useDocumentForm({ title: "", dirId: "", summary: "" }, false);
  const submit = form.submit(async (v) => {
    if (!file) {
      setFileError("请选择要上传的文件");
      return;
    }
    setPercent(0);
    const { dirId, ...rest } = documentBody(v);
    const row = await uploadBody("download/upload", file, { fileName: file.name, ...rest, dirId: dirId ?? undefined }, setPercent);
    setPercent(null);
    if (row) onDone();
  });
  return (
    <DialogForm title="上传资料" onClose={onClose} onSubmit={submit} busy={percent !== null} submitText="上传">
      <FieldFrame id="download-file" label="文件" error={fileError} extra={FILE_HELP}>
        <input
          id="download-file"
          type="file"
          accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip"
          aria-describedby={describedBy("download-file", FILE_HELP)}
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null;
            setFile(f);
            setFileError(undefined);
            if (f && !form.get().title) form.set("title", f.name.replace(/\.[^.]+$/, ""));
          }}
        />
      </FieldFrame>
      <DocumentFields form={form} dirs={dirs} titleRequired={false} />
      {percent !== null && (
        <progress className="upload-progress" max={100} value={percent} aria-label="上传进度">
          {percent}%
        </progress>
      )}
    </DialogForm>
  );
}

function EditDialog({ row, dirs, onClose, onDone }: { row: Row; dirs: Dir[]; onClose: () => void; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const form = useDocumentForm({ title: row.title, dirId: row.dirId ? String(row.dirId) : "", summary: row.summary ?? "" }, true);
  const submit = form.submit(async (v) => {
    setBusy(true);
    const ok = await adminCall("download/update", { id: row.id, ...documentBody(v) }, "已保存");
    setBusy(false);
    if (ok) onDone();
  });
  return (
    <DialogForm title="修改资料" onClose={onClose} onSubmit={submit} busy={busy}>
      <DocumentFields form={form} dirs={dirs} titleRequired />
    </DialogForm>
  );
}

export default function AdminDownloads({ loaderData }: Route.ComponentProps) {
  const { list, tree, state, keyword, dirId } = loaderData;
  const { revalidate } = useRevalidator();
  const go = useListNav();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const dirs = flatten(tree);
  const dirName = new Map(dirs.map((d) => [d.value, d.label.trim()]));
  const toggle = async (r: Row) => {
    const hide = r.state === "published";
    const ok = await adminCall(
      "download/update",
      { id: r.id, state: hide ? "hidden" : "published" },
      hide ? "已隐藏，前台不再显示" : "已发布",
    );
    if (ok) await revalidate();
  };
  const remove = async (r: Row) => {
    if (await confirmedRemove(`删除《${r.title}》及其文件？`, "download/delete", { id: r.id })) await revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Button variant="primary" onClick={() => setUploading(true)}>
          上传资料
        </Button>
        <SegmentedFilter
          label="状态"
          value={state}
          options={[
            { value: "", label: "全部" },
            { value: "published", label: "已发布" },
            { value: "hidden", label: "已隐藏" },
          ]}
          onChange={(v) => go({ state: v || undefined })}
        />
        <FilterSelect
          label="目录"
          placeholder="全部目录"
          width={180}
          value={dirId ?? ""}
          options={dirs}
          onChange={(v) => go({ dirId: v || undefined })}
        />
        <SearchBox
          label="搜索资料"
          placeholder="资料名称"
          width={220}
          defaultValue={keyword}
          onSearch={(v) => go({ keyword: v || undefined })}
        />
        <Link to="/admin/folders/download">管理资料目录</Link>
      </div>
      <DataTable
        label="资料"
        rowKey={(r) => r.id}
        rows={list.records}
        columns={[
          {
            title: "资料",
            key: "title",
            render: (r) => (
              <span className="admin-doc-title">
                <FileIcon type={r.fileType} size={24} />
                <span>
                  {r.title}
                  <div className="muted">{r.fileName}</div>
                </span>
              </span>
            ),
          },
          { title: "目录", key: "dirId", width: 120, render: (r) => (r.dirId ? dirName.get(r.dirId) : "—") },
          { title: "大小", key: "sizeBytes", width: 90, render: (r) => formatBytes(r.sizeBytes) },
          { title: "下载", key: "downloadCount", width: 70 },
          { title: "发布日期", key: "publishedOn", width: 110 },
          {
            title: "状态",
            key: "state",
            width: 80,
            render: (r) => (r.state === "published" ? <Tag color="green">已发布</Tag> : <Tag>已隐藏</Tag>),
          },
          {
            title: "操作",
            key: "actions",
            width: 190,
            render: (r) => (
              <RowActions>
                <Button size="small" variant="link" onClick={() => setEditing(r)}>
                  编辑
                </Button>
                <Button size="small" variant="link" onClick={() => void toggle(r)}>
                  {r.state === "published" ? "隐藏" : "发布"}
                </Button>
                <Button size="small" variant="link" className="ui-btn-danger" onClick={() => void remove(r)}>
                  删除
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <ListPager list={list} unit="份" />
      {uploading && (
        <UploadDialog
          dirs={dirs}
          onClose={() => setUploading(false)}
          onDone={() => {
            setUploading(false);
            revalidate();
          }}
        />
      )}
      {editing && (
        <EditDialog
          row={editing}
          dirs={dirs}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            revalidate();
          }}
        />
      )}
    </div>
  );
}
