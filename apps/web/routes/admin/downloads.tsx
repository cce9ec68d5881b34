import { type DirNode, downloadDirTree, staffDownloadsPaged } from "@portal/core";
import { Button, Form, Input, Modal, Popconfirm, Progress, Segmented, Select, Table, Tag } from "antd";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { FileIcon, formatBytes } from "~/components/downloads/FileIcon";
import { Link } from "~/components/Link";
import type { Route } from "./+types/downloads";
import { adminCall, listPagination, uploadBody, useListNav } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";

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

/** Name, folder and summary: the same fields when uploading and when editing. */
function DocumentFields({ dirs, titleRequired }: { dirs: { value: number; label: string }[]; titleRequired: boolean }) {
  return (
    <>
      <Form.Item label="资料名称" name="title" rules={[{ required: titleRequired, message: "请填写资料名称" }, { max: 100 }]}>
        <Input placeholder={titleRequired ? undefined : "默认用文件名"} />
      </Form.Item>
      <Form.Item label="目录" name="dirId">
        <Select allowClear options={dirs} placeholder="不放入目录" />
      </Form.Item>
      <Form.Item label="简介" name="summary" rules={[{ max: 300 }]}>
        <Input.TextArea rows={3} showCount maxLength={300} />
      </Form.Item>
    </>
  );
}

type Row = Route.ComponentProps["loaderData"]["list"]["records"][number];

function UploadDialog({ dirs, onClose, onDone }: { dirs: { value: number; label: string }[]; onClose: () => void; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [form] = Form.useForm();
  async function submit(values: { title?: string; summary?: string; dirId?: number }) {
    if (!file) return;
    setPercent(0);
    const row = await uploadBody("download/upload", file, { fileName: file.name, ...values }, setPercent);
    setPercent(null);
    if (row) onDone();
  }
  return (
    <Modal
      open
      title="上传资料"
      okText="上传"
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !file, loading: percent !== null }}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label="文件" required extra="PDF、Word、Excel、PPT 或 ZIP，不超过 100 MB；PDF 可在前台在线预览。">
          <input
            type="file"
            accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              if (f && !form.getFieldValue("title")) form.setFieldValue("title", f.name.replace(/\.[^.]+$/, ""));
            }}
          />
        </Form.Item>
        <DocumentFields dirs={dirs} titleRequired={false} />
        {percent !== null && <Progress percent={percent} />}
      </Form>
    </Modal>
  );
}

function EditDialog({
  row,
  dirs,
  onClose,
  onDone,
}: {
  row: Row;
  dirs: { value: number; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm();
  return (
    <Modal open title="修改资料" onOk={() => form.submit()} onCancel={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: row.title, summary: row.summary, dirId: row.dirId }}
        onFinish={async (v) => (await adminCall("download/update", { id: row.id, ...v, dirId: v.dirId ?? null }, "已保存")) && onDone()}
      >
        <DocumentFields dirs={dirs} titleRequired />
      </Form>
    </Modal>
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
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setUploading(true)}>
          上传资料
        </Button>
        <Segmented
          value={state}
          options={[
            { value: "", label: "全部" },
            { value: "published", label: "已发布" },
            { value: "hidden", label: "已隐藏" },
          ]}
          onChange={(v) => go({ state: String(v) || undefined })}
        />
        <Select
          allowClear
          placeholder="全部目录"
          style={{ width: 180 }}
          value={dirId ?? undefined}
          options={dirs}
          onChange={(v) => go({ dirId: v ?? undefined })}
        />
        <Input.Search
          placeholder="资料名称"
          defaultValue={keyword}
          allowClear
          style={{ width: 220 }}
          onSearch={(v) => go({ keyword: v.trim() || undefined })}
        />
        <Link to="/admin/folders/download">管理资料目录</Link>
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        pagination={listPagination(list, go)}
        columns={[
          {
            title: "资料",
            dataIndex: "title",
            render: (t: string, r) => (
              <span className="admin-doc-title">
                <FileIcon type={r.fileType} size={24} />
                <span>
                  {t}
                  <div className="muted">{r.fileName}</div>
                </span>
              </span>
            ),
          },
          { title: "目录", dataIndex: "dirId", width: 120, render: (id: number | null) => (id ? dirName.get(id) : "—") },
          { title: "大小", dataIndex: "sizeBytes", width: 90, render: formatBytes },
          { title: "下载", dataIndex: "downloadCount", width: 70 },
          { title: "发布日期", dataIndex: "publishedOn", width: 110 },
          {
            title: "状态",
            dataIndex: "state",
            width: 80,
            render: (s: string) => (s === "published" ? <Tag color="green">已发布</Tag> : <Tag>已隐藏</Tag>),
          },
          {
            title: "操作",
            width: 190,
            render: (_: unknown, r) => (
              <>
                <Button size="small" type="link" onClick={() => setEditing(r)}>
                  编辑
                </Button>
                <Button
                  size="small"
                  type="link"
                  onClick={async () =>
                    (await adminCall(
                      "download/update",
                      { id: r.id, state: r.state === "published" ? "hidden" : "published" },
                      r.state === "published" ? "已隐藏，前台不再显示" : "已发布",
                    )) && revalidate()
                  }
                >
                  {r.state === "published" ? "隐藏" : "发布"}
                </Button>
                <Popconfirm
                  title={`删除《${r.title}》及其文件？`}
                  onConfirm={async () => (await adminCall("download/delete", { id: r.id }, "已删除")) && revalidate()}
                >
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
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
