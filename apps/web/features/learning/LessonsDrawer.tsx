import { Alert, Button, Drawer, Form, Input, InputNumber, Modal, Popconfirm, Progress, Select, Space, Table, Tag } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { withAntdScope } from "~/components/AntdScope";
import { adminCall, uploadBody } from "~/components/admin/api";

export interface StaffLesson {
  id: number;
  courseId: number;
  title: string;
  sort: number;
  access: "free" | "login" | "plan";
  hasSource: boolean;
  durationSec: number;
  state: "pending" | "running" | "done" | "failed";
  progress: number;
  error: string | null;
  attempts: number;
  updatedAt: string;
}

const ACCESS = [
  { value: "free", label: "免费" },
  { value: "login", label: "登录观看" },
  { value: "plan", label: "会员" },
];
const STATE: Record<StaffLesson["state"], { text: string; color: string }> = {
  pending: { text: "等待转码", color: "default" },
  running: { text: "转码中", color: "processing" },
  done: { text: "可播放", color: "green" },
  failed: { text: "转码失败", color: "red" },
};
/** While a lesson waits or transcodes, the list is asked again this often. */
const POLL_MS = 3000;

function LessonForm({
  lesson,
  courseId,
  nextSort,
  onClose,
  onDone,
}: {
  lesson: StaffLesson | null;
  courseId: number;
  nextSort: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm();
  return (
    <Modal open title={lesson ? "修改课时" : "新增课时"} onOk={() => form.submit()} onCancel={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={lesson ?? { access: "free", sort: nextSort }}
        onFinish={async (v) =>
          (await adminCall("videoLesson/save", { ...v, ...(lesson ? { id: lesson.id } : { courseId }) }, "已保存")) && onDone()
        }
      >
        <Form.Item label="课时名称" name="title" rules={[{ required: true, message: "请填写课时名称" }, { max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="观看权限" name="access">
          <Select options={ACCESS} />
        </Form.Item>
        <Form.Item label="排序" name="sort" extra="数字小的在前">
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The lessons of one course: add and edit them, upload each one's video (streamed, with progress),
 * watch the transcode progress (asked again every few seconds while any is under way), and retry a
 * failed transcode with its error in view.
 */
function LessonsDrawerBody({ course, onClose }: { course: { id: number; title: string }; onClose: () => void }) {
  const [lessons, setLessons] = useState<StaffLesson[] | null>(null);
  const [editing, setEditing] = useState<StaffLesson | "new" | null>(null);
  const [uploading, setUploading] = useState<{ id: number; percent: number } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const target = useRef<number | null>(null);
  const load = useCallback(async () => {
    const rows = await adminCall<StaffLesson[]>("videoLesson/list", { courseId: course.id });
    if (rows) setLessons(rows);
  }, [course.id]);
  useEffect(() => {
    load();
  }, [load]);
  const busy = lessons?.some((l) => l.hasSource && (l.state === "pending" || l.state === "running"));
  useEffect(() => {
    if (!busy) return;
    const t = setInterval(load, POLL_MS);
    return () => clearInterval(t);
  }, [busy, load]);

  async function upload(file: File) {
    const id = target.current;
    if (!id) return;
    setUploading({ id, percent: 0 });
    const row = await uploadBody<StaffLesson>("videoLesson/upload", file, { id, name: file.name }, (percent) =>
      setUploading({ id, percent }),
    );
    setUploading(null);
    if (row) await load();
  }

  return (
    <Drawer
      open
      width={880}
      title={`课时 · ${course.title}`}
      onClose={onClose}
      extra={<Button onClick={() => setEditing("new")}>新增课时</Button>}
    >
      <Alert
        type="info"
        showIcon
        className="admin-notice"
        title="上传视频后会在后台转码为 360p / 720p 的 HLS 并截取封面，进度会自动刷新；转码失败可查看原因并重新转码。支持 MP4、MOV、MKV、WebM、AVI、FLV、TS，单个不超过 500 MB。"
      />
      <input
        ref={picker}
        type="file"
        hidden
        accept="video/*,.mkv,.flv,.ts"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = "";
          if (f) upload(f);
        }}
      />
      <Table
        rowKey="id"
        loading={lessons === null}
        dataSource={lessons ?? []}
        pagination={false}
        columns={[
          // The place in the course, counted from 1 as people do; `sort` is only the key it is ordered by.
          { title: "序", key: "no", width: 50, render: (_: unknown, __: StaffLesson, i: number) => i + 1 },
          { title: "课时", dataIndex: "title" },
          { title: "权限", dataIndex: "access", width: 90, render: (a: string) => ACCESS.find((x) => x.value === a)?.label },
          {
            title: "视频",
            width: 230,
            render: (_: unknown, l: StaffLesson) => {
              if (uploading?.id === l.id) return <Progress percent={uploading.percent} size="small" format={(p) => `上传 ${p}%`} />;
              if (!l.hasSource) return <span className="muted">未上传</span>;
              const s = STATE[l.state];
              return (
                <div>
                  <Tag color={s.color}>{s.text}</Tag>
                  {l.state === "done" && <span className="muted">{Math.round(l.durationSec)} 秒</span>}
                  {l.state === "running" && <Progress percent={l.progress} size="small" />}
                  {l.state === "failed" && l.error && <div className="admin-error-text">{l.error}</div>}
                </div>
              );
            },
          },
          {
            title: "操作",
            width: 220,
            render: (_: unknown, l: StaffLesson) => (
              <Space size={0} wrap>
                <Button
                  size="small"
                  type="link"
                  disabled={Boolean(uploading)}
                  onClick={() => {
                    target.current = l.id;
                    picker.current?.click();
                  }}
                >
                  {l.hasSource ? "重新上传" : "上传视频"}
                </Button>
                {l.hasSource && l.state === "failed" && (
                  <Button
                    size="small"
                    type="link"
                    onClick={async () => (await adminCall("videoLesson/retry", { id: l.id }, "已重新排队转码")) && load()}
                  >
                    重新转码
                  </Button>
                )}
                <Button size="small" type="link" onClick={() => setEditing(l)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除课时“${l.title}”？`}
                  onConfirm={async () => (await adminCall("videoLesson/delete", { id: l.id }, "已删除")) && load()}
                >
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <LessonForm
          lesson={editing === "new" ? null : editing}
          courseId={course.id}
          nextSort={Math.max(0, ...(lessons ?? []).map((l) => l.sort)) + 1}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            load();
          }}
        />
      )}
    </Drawer>
  );
}

/** Fetched when first opened, by pages that load no antd of their own: it brings its own scope. */
export const LessonsDrawer = withAntdScope(LessonsDrawerBody);
